// The inspector's property table: built from the node type registry, with the editor's
// own flags, labels and asset-loading setters on top.
#include "diorama/editor/properties.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/editor/icon_names.h"
#include "diorama/editor/inspector_model.h"
#include "diorama/nodes/check_box.h"
#include "diorama/nodes/layer_gradient.h"
#include "diorama/nodes/list_view.h"
#include "diorama/nodes/scale9_sprite.h"
#include "diorama/nodes/sprite.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/traversal.h"
#include "diorama/serialization/node_path.h"
#include "diorama/types/builtin_types.h"
#include "diorama/types/node_type.h"
#include "document_fixtures.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

using namespace diorama;
namespace fs = std::filesystem;

using test::openSample;

TEST(PropertyTable, OffersEveryInspectorPropertyOfEveryRegisteredType) {
    for (const auto& type : builtinNodeTypes().types())
        for (const PropertyDescriptor& p : type->properties()) {
            const PropertyInfo* info = findProperty(p.key);
            if (!p.hints.inspector) continue;
            ASSERT_NE(info, nullptr) << type->name() << "." << p.key;
            EXPECT_FALSE(info->label.empty());
        }
    ASSERT_NE(findProperty("locked"), nullptr);
    ASSERT_NE(findProperty("hidden"), nullptr);
    const auto& groups = propertyGroups();
    EXPECT_EQ(groups.front(), "Node");
    EXPECT_NE(std::find(groups.begin(), groups.end(), "Gradient"), groups.end());
    EXPECT_EQ(groups.back(), "Editor");
}

TEST(PropertyTable, AppliesOnlyWhereTheNodesTypeHasTheProperty) {
    LayerGradient gradient;
    Sprite sprite;
    Node node;
    Node parent;
    EXPECT_TRUE(findProperty("endColor")->appliesTo(gradient));
    EXPECT_FALSE(findProperty("endColor")->appliesTo(sprite));
    EXPECT_TRUE(findProperty("blend")->appliesTo(gradient));  // inherited from ColorLayer
    EXPECT_TRUE(findProperty("blend")->appliesTo(sprite));
    EXPECT_FALSE(findProperty("blend")->appliesTo(node));
    EXPECT_FALSE(findProperty("contentSize")->appliesTo(sprite));  // follows the texture rectangle
    EXPECT_TRUE(findProperty("contentSize")->appliesTo(gradient));
    Scene root;
    EXPECT_FALSE(findProperty("position")->appliesTo(root));  // the root sits at the origin
    EXPECT_FALSE(findProperty("localZOrder")->appliesTo(root));
    auto& child = parent.addChild(std::make_unique<Node>());
    EXPECT_TRUE(findProperty("position")->appliesTo(child));
    EXPECT_EQ(findProperty("blend")->kind, PropertyKind::Enum);
    EXPECT_EQ(findProperty("rotation")->kind, PropertyKind::Angle);
    EXPECT_EQ(findProperty("opacity")->kind, PropertyKind::Byte);
    EXPECT_EQ(findProperty("text")->kind, PropertyKind::Text);
    EXPECT_EQ(findProperty("font")->kind, PropertyKind::Path);
    EXPECT_EQ(findProperty("font")->hints.asset, AssetKind::Font);
}

TEST(PropertyTable, LabelsReadAsWords) {
    EXPECT_EQ(labelForKey("rotationSkewX"), "Rotation skew X");
    EXPECT_EQ(labelForKey("compressedInterpolation"), "Compressed interpolation");
    EXPECT_EQ(labelForKey("localZOrder"), "Local Z");
    EXPECT_EQ(labelForKey("endColor"), "End colour");
    // Every colour is spelled as the rest of the editor spells it.
    EXPECT_EQ(labelForKey("titleOutlineColor"), "Title outline colour");
    EXPECT_EQ(labelForKey("placeHolderColor"), "Place holder colour");
    // A CheckBox's image slots read short enough for the inspector's label column.
    EXPECT_EQ(labelForKey("crossDisabledTexture"), "Disabled cross");
    EXPECT_EQ(labelForKey("backgroundSelectedTexture"), "Selected background");
}

// A row is shared by every type with the key, but a type may name it its own way: a
// CheckBox's own image (a Sprite's texture) is its background.
TEST(PropertyTable, ATypeMayLabelAnInheritedRowItsOwnWay) {
    CheckBox box;
    Sprite sprite;
    const PropertyInfo* texture = findProperty("texture");
    ASSERT_NE(texture, nullptr);
    EXPECT_EQ(texture->labelFor(box), "Background");
    EXPECT_EQ(texture->labelFor(sprite), "Texture");
    EXPECT_EQ(texture->label, "Texture");
    EXPECT_EQ(findProperty("crossTexture")->labelFor(box), "Cross");
}

TEST(PropertyTable, EveryCreatableTypeIsCreatedUndoneAndRedoneByteForByte) {
    auto doc = openSample("z-order");
    const std::string before = doc->sceneText();
    for (const auto& type : builtinNodeTypes().types()) {
        auto command = makeCreateNodeCommand(*doc, type->name(), doc->scene().id());
        if (!type->isCreatable()) {
            EXPECT_EQ(command, nullptr) << type->name();
            continue;
        }
        ASSERT_NE(command, nullptr) << type->name();
        ASSERT_TRUE(doc->execute(std::move(command))) << type->name();
        const std::string created = doc->sceneText();
        EXPECT_NE(created.find("\"type\": \"" + type->name() + "\""), std::string::npos) << type->name();
        doc->undo();
        EXPECT_EQ(doc->sceneText(), before) << type->name();
        doc->redo();
        EXPECT_EQ(doc->sceneText(), created) << type->name();
        doc->undo();
    }
    EXPECT_EQ(makeCreateNodeCommand(*doc, "NoSuchType", doc->scene().id()), nullptr);
}

TEST(PropertyTable, ANewGradientIsEditedThroughTheRegistryAndUndone) {
    auto doc = openSample("gradients");
    Node* sky = findNodeByPath(doc->scene(), "sky");
    ASSERT_NE(sky, nullptr);
    const std::string before = doc->sceneText();
    ASSERT_TRUE(
        doc->execute(std::make_unique<SetPropertyCommand>(sky->id(), "endColor", PropertyValue(Color3B{1, 2, 3}))));
    EXPECT_EQ(static_cast<LayerGradient*>(sky)->endColor(), (Color3B{1, 2, 3}));
    EXPECT_NE(doc->sceneText().find("\"endColor\": [1, 2, 3]"), std::string::npos);
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(sky->id(), "endOpacity", PropertyValue(300))));
    EXPECT_FALSE(
        doc->execute(std::make_unique<SetPropertyCommand>(sky->id(), "texture", PropertyValue(std::string("a.png")))));
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(PropertyTable, EditorFlagsLiveInTheDocumentAndUndo) {
    auto doc = openSample("z-order");
    Node* node = doc->scene().children().front().get();
    const std::string before = doc->sceneText();
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(node->id(), "locked", PropertyValue(true))));
    EXPECT_TRUE(doc->isLocked(node->id()));
    EXPECT_EQ(findProperty("locked")->get(*doc, *node), PropertyValue(true));
    EXPECT_NE(doc->sceneText().find("\"locked\": true"), std::string::npos);
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(node->id(), "hidden", PropertyValue(true))));
    doc->undo();
    EXPECT_FALSE(doc->isHidden(node->id()));
    EXPECT_TRUE(doc->isLocked(node->id()));
    doc->undo();
    EXPECT_FALSE(doc->isLocked(node->id()));
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(PropertyTable, AHiddenRootCanBeShownAgainButNotLocked) {
    // An imported Studio root with Visible="False" is hidden in the editor: the whole
    // viewport is empty until it is shown again (#30 item 3).
    auto opened = Document::recover(
        R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "editor": {"hidden": true},
            "children": [{"type": "Node", "name": "a"}]}})",
        "r.scene.json", {}, std::filesystem::path(DIORAMA_SOURCE_DIR));
    ASSERT_TRUE(opened.document) << opened.error->format();
    Document& doc = *opened.document;
    const NodeId root = doc.scene().id();
    ASSERT_TRUE(doc.isHidden(root));
    EXPECT_TRUE(findProperty("hidden")->appliesTo(doc.scene()));
    EXPECT_FALSE(findProperty("locked")->appliesTo(doc.scene()));  // the root is never picked
    const std::string before = doc.sceneText();
    ASSERT_TRUE(doc.execute(std::make_unique<SetPropertyCommand>(root, "hidden", PropertyValue(false))));
    EXPECT_FALSE(doc.isHidden(root));
    ASSERT_TRUE(doc.undo());
    EXPECT_TRUE(doc.isHidden(root));
    EXPECT_EQ(doc.sceneText(), before);
}

TEST(PropertyTable, HiddenNodesAreLeftOutOfTheViewportsVisitWithoutTouchingTheScene) {
    auto doc = openSample("z-order");
    Node* node = doc->scene().children().front().get();
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(node->id(), "hidden", PropertyValue(true))));
    RenderQueue queue;
    NodeTraversal::visit(doc->scene(), queue, {}, &doc->hiddenNodes());
    EXPECT_TRUE(node->isVisible());
    for (const DrawCommand& c : queue.commands()) EXPECT_NE(c.nodeId, node->id());
    for (const Node* n : queue.visits()) EXPECT_FALSE(node == n || node->isAncestorOf(*n));
}

TEST(PropertyTable, ARefusedValueSaysWhyInTheTypesOwnWords) {
    Scale9Sprite slices;
    const PropertyInfo* insets = findProperty("capInsets");
    ASSERT_NE(insets, nullptr);
    EXPECT_EQ(insets->refusal(slices, PropertyValue(Rect{{0, 0}, {-1, 4}})), "cap insets cannot be negative");
    EXPECT_EQ(insets->refusal(slices, PropertyValue(Rect{{1, 1}, {2, 2}})), "");
    Node node;
    EXPECT_EQ(findProperty("opacity")->refusal(node, PropertyValue(300)), "opacity must be in [0, 255]");
}

TEST(PropertyTable, ExtrasComeFromOneTableInTheCore) {
    EXPECT_EQ(findProperty("anchorPoint")->extra, RowExtra::AnchorPresets);
    const PropertyInfo& normalized = *findProperty("normalizedPosition");
    EXPECT_EQ(normalized.extra, RowExtra::ModeSwitch);
    Node node;
    EXPECT_FALSE(normalized.inMode(node));
    node.setNormalizedPosition({0.5f, 0.5f});
    EXPECT_TRUE(normalized.inMode(node));
    EXPECT_EQ(findProperty("position")->extra, RowExtra::None);
    EXPECT_EQ(groupNoteFor("Colour"), GroupNote::DisplayedColour);
    EXPECT_EQ(groupNoteFor("Ordering"), GroupNote::Ordering);
    EXPECT_EQ(groupNoteFor("Transform"), GroupNote::None);
}

TEST(PropertyTable, AStringRowOffersTheChoicesItsNodesShare) {
    auto doc = openSample("sheets");
    Node* tile = findNodeByPath(doc->scene(), "tile");
    Node* gem = findNodeByPath(doc->scene(), "gem");
    const PropertyInfo frame = *findProperty(*doc, *tile, "spriteFrame");
    const std::vector<std::string> sheet{"tile.png", "gem.png", "flag.png", "star.png"};
    EXPECT_EQ(sharedChoices(*doc, frame, {tile}), sheet);
    EXPECT_EQ(sharedChoices(*doc, frame, {tile, gem}), sheet);
    // Two sheets with the same frame names offer them (each sprite takes its own sheet's);
    // a sprite without a sheet offers none, so the field is free text.
    EXPECT_EQ(sharedChoices(*doc, frame, {tile, findNodeByPath(doc->scene(), "flag-v2")}), sheet);
    EXPECT_TRUE(sharedChoices(*doc, frame, {tile, findNodeByPath(doc->scene(), "gem-original")}).empty());
    // The inspector's model holds what the selection shares; the panel only draws it.
    EXPECT_EQ(inspectorModel(*doc, {tile, gem}).choices.at("spriteFrame"), sheet);
    EXPECT_FALSE(
        inspectorModel(*doc, {tile, findNodeByPath(doc->scene(), "gem-original")}).choices.count("spriteFrame"));
    const PropertyInfo name = *findProperty(*doc, *tile, "name");
    EXPECT_TRUE(sharedChoices(*doc, name, {tile}).empty());
    EXPECT_TRUE(doc->messages().empty());
}

// Found by a tryout: a Slider's own section (its percent and images) came after every
// section it inherits from Sprite, 1,200 pixels down. A type's own sections now come right
// after those every node has, then the inherited ones.
TEST(PropertyTable, ATypesOwnSectionsComeRightAfterTheNodesOwn) {
    auto doc = openSample("ui");
    const Node* slider = findNodeByPath(doc->scene(), "volume");
    ASSERT_TRUE(slider);
    const std::vector<std::string> groups = inspectorModel(*doc, {slider}).groups;
    auto at = [&](const char* g) { return std::find(groups.begin(), groups.end(), g) - groups.begin(); };
    ASSERT_LT(at("Slider"), std::ptrdiff_t(groups.size()));
    ASSERT_LT(at("Sprite"), std::ptrdiff_t(groups.size()));
    EXPECT_LT(at("Slider"), at("Sprite"));
    EXPECT_EQ(at("Node"), 0);
}

TEST(PropertyTable, UnitsAreStatedNotGuessed) {
    EXPECT_EQ(findProperty("opacity")->hints.unit, Unit::Byte);
    EXPECT_EQ(findProperty("startOpacity")->kind, PropertyKind::Byte);
    EXPECT_EQ(findProperty("rotation")->hints.unit, Unit::Degrees);
    EXPECT_EQ(findProperty("anchorPoint")->hints.unit, Unit::Fraction);
    EXPECT_EQ(findProperty("position")->hints.unit, Unit::Pixels);
    EXPECT_EQ(findProperty("tag")->kind, PropertyKind::Int);
}

TEST(NodeTypeIcons, EveryRegisteredTypeNamesAnIconTheEditorHas) {
    for (const auto& type : builtinNodeTypes().types())
        EXPECT_TRUE(hasIcon(type->icon())) << type->name() << " names \"" << type->icon() << "\"";
    EXPECT_FALSE(hasIcon("no-such-icon"));
}

namespace {

// Two game types with a key of the same name and different choices: each node's rows must
// be its own type's.
template <class Tag>
class Gauge : public Node {
public:
    std::string_view typeName() const override { return Tag::kName; }
    int mode() const { return m_mode; }
    void setMode(int mode) { m_mode = mode; }

private:
    int m_mode = 0;
};
struct DialTag {
    static constexpr std::string_view kName = "Dial";
};
struct MeterTag {
    static constexpr std::string_view kName = "Meter";
};
using Dial = Gauge<DialTag>;
using Meter = Gauge<MeterTag>;

template <class T>
NodeTypeInfo modeType(std::vector<std::string> modes) {
    NodeTypeInfo t = describeType<T, Node>("sliders", "A gauge");
    t.properties.push_back(
        enumProperty<T, int>("mode", std::move(modes), &T::mode, &T::setMode, 0, PropertyHints{.group = "Gauge"}));
    return t;
}

const PropertyInfo* rowNamed(const InspectorModel& model, std::string_view name) {
    for (const PropertyInfo& row : model.rows)
        if (row.name == name) return &row;
    return nullptr;
}

}  // namespace

TEST(InspectorModel, EachTypesRowsComeFromItsOwnDescriptorsAndASelectionSharesOnlyWhatMatches) {
    NodeTypeRegistry types;
    for (NodeTypeInfo info : {nodeTypeInfo(), sceneTypeInfo(), modeType<Dial>({"coarse", "fine"}),
                              modeType<Meter>({"linear", "log", "exp"})})
        ASSERT_EQ(types.add(info), "");
    Document doc;
    doc.fileData().types = &types;
    Node& dial = doc.scene().addChild(std::make_unique<Dial>());
    Node& meter = doc.scene().addChild(std::make_unique<Meter>());
    doc.markStructureChanged();

    const InspectorModel forDial = inspectorModel(doc, {&dial});
    ASSERT_TRUE(rowNamed(forDial, "mode"));
    EXPECT_EQ(rowNamed(forDial, "mode")->enumNames, (std::vector<std::string>{"coarse", "fine"}));
    EXPECT_NE(std::find(forDial.groups.begin(), forDial.groups.end(), "Gauge"), forDial.groups.end());
    EXPECT_TRUE(rowNamed(forDial, "position"));
    EXPECT_TRUE(rowNamed(forDial, "locked"));  // the editor's own rows too

    const InspectorModel forMeter = inspectorModel(doc, {&meter});
    ASSERT_TRUE(rowNamed(forMeter, "mode"));
    EXPECT_EQ(rowNamed(forMeter, "mode")->enumNames, (std::vector<std::string>{"linear", "log", "exp"}));
    // The row sets the meter's mode by its own choices.
    PropertyValue exp = 2;
    ASSERT_TRUE(rowNamed(forMeter, "mode")->set(doc, meter, exp));
    EXPECT_EQ(static_cast<Meter&>(meter).mode(), 2);

    // Both selected: "mode" means different things, so it is not a shared row; the rest are.
    const InspectorModel forBoth = inspectorModel(doc, {&dial, &meter});
    EXPECT_FALSE(rowNamed(forBoth, "mode"));
    EXPECT_TRUE(rowNamed(forBoth, "position"));
}

TEST(InspectorModel, EveryBuiltInTypesRowsHaveItsDescriptorsKindChoicesAndUnit) {
    auto doc = openSample("events");
    for (const auto& type : builtinNodeTypes().types()) {
        if (!type->info().create) continue;
        Node& added =
            type->name() == "Scene" ? doc->scene() : doc->scene().addChild(type->info().create(NodeFactoryContext{}));
        const InspectorModel model = inspectorModel(*doc, {&added});
        for (const PropertyDescriptor& d : type->properties()) {
            if (!d.hints.inspector) continue;
            const PropertyInfo* row = rowNamed(model, d.key);
            if (!row) continue;  // not for this node (appliesTo), as contentSize of a sprite
            EXPECT_EQ(row->enumNames, d.enumNames) << type->name() << "." << d.key;
            EXPECT_EQ(row->hints.unit, d.hints.unit) << type->name() << "." << d.key;
        }
    }
}

// The ui sample's "best" clock in digits.fnt: the inspector model carries its type's note
// when the text has letters the font lacks, and none for a node whose type says nothing;
// the note names the row it is about, where the inspector repeats it.
TEST(InspectorModel, ANodesTypeNoteIsTheModelsNoteForOneNode) {
    auto doc = openSample("ui");
    Node* best = findNodeByPath(doc->scene(), "best");
    ASSERT_NE(best, nullptr);
    EXPECT_EQ(inspectorModel(*doc, {best}).note, "");
    EXPECT_EQ(inspectorModel(*doc, {best}).noteKey, "");
    PropertyValue text = std::string("Best 11:05");
    ASSERT_TRUE(findProperty(*doc, *best, "text")->set(*doc, *best, text));
    EXPECT_EQ(inspectorModel(*doc, {best}).note,
              "images/digits.fnt has no 'B', 'e', 's', 't': cocos draws nothing for them");
    EXPECT_EQ(inspectorModel(*doc, {best}).noteKey, "text");  // repeated under the row it is about
    EXPECT_EQ(inspectorModel(*doc, {best, findNodeByPath(doc->scene(), "best-caption")}).note, "");
}

TEST(PropertyTable, AnEnumValueThatWouldMoveNothingSaysWhy) {
    const PropertyInfo* gravity = findProperty("gravity");
    ASSERT_NE(gravity, nullptr);
    ASSERT_TRUE(gravity->enumNote);
    ListView list;
    list.setDirection(ScrollView::Direction::Vertical);
    const auto index = [&](const char* name) {
        return int(std::find(gravity->enumNames.begin(), gravity->enumNames.end(), name) - gravity->enumNames.begin());
    };
    EXPECT_EQ(gravity->enumNote(list, index("left")), "");
    EXPECT_EQ(gravity->enumNote(list, index("centerHorizontal")), "");
    EXPECT_NE(gravity->enumNote(list, index("top")).find("vertical list"), std::string::npos);
    list.setDirection(ScrollView::Direction::Horizontal);
    EXPECT_EQ(gravity->enumNote(list, index("bottom")), "");
    EXPECT_NE(gravity->enumNote(list, index("right")).find("horizontal list"), std::string::npos);
    // Directions none and both stack vertically, so the vertical list's values apply.
    list.setDirection(ScrollView::Direction::Both);
    EXPECT_EQ(gravity->enumNote(list, index("right")), "");
    EXPECT_FALSE(findProperty("direction")->enumNote);
}
