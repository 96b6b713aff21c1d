// Property edits: drags merge into one step, refused values change nothing, undo restores exactly.
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/editor/scroll_reveal.h"
#include "diorama/editor/viewport_tools.h"
#include "diorama/inspection/picking.h"
#include "diorama/inspection/render_order.h"
#include "diorama/nodes/page_view.h"
#include "diorama/nodes/panel.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/node_path.h"
#include "diorama/types/builtin_types.h"
#include "document_fixtures.h"
#include "samples.h"
#include "temp_files.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <limits>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

TEST(Commands, ADragIsOneUndoStep) {
    auto doc = openSample("world-1-1");
    const NodeId player = idOf(*doc, "actors/player");
    const Vec2 start = doc->find(player)->position();
    doc->commands().openMergeWindow();
    for (int i = 1; i <= 20; ++i)
        doc->execute(
            std::make_unique<SetPropertyCommand>(player, "position", PropertyValue(start + Vec2{float(i), 0})));
    doc->commands().closeMergeWindow();
    EXPECT_EQ(doc->find(player)->position(), (start + Vec2{20, 0}));
    EXPECT_EQ(doc->commands().size(), 1u);
    EXPECT_EQ(doc->commands().undoLabel(), "Set Position");
    doc->undo();
    EXPECT_EQ(doc->find(player)->position(), start);
    // Outside a merge window every edit is its own step.
    doc->execute(std::make_unique<SetPropertyCommand>(player, "position", PropertyValue(Vec2{1, 1})));
    doc->execute(std::make_unique<SetPropertyCommand>(player, "position", PropertyValue(Vec2{2, 2})));
    EXPECT_EQ(doc->commands().size(), 2u);
}

// Found by the LoadingBar end-to-end test: undoing the first image of a new sprite set its
// texture back to no path, which was looked up and reported as "empty asset path" (an
// error box that ate the next Ctrl+Z).
TEST(Commands, UndoingANewSpritesFirstImageReportsNothingAndShowsThePlaceholder) {
    auto doc = openSample("world-1-1");
    for (const char* type : {"Sprite", "Scale9Sprite", "LoadingBar"}) {
        ASSERT_TRUE(doc->execute(makeCreateNodeCommand(*doc, type, doc->scene().id())));
        const NodeId id = doc->selection().primary();
        auto& sprite = static_cast<Sprite&>(*doc->find(id));
        const Size before = sprite.contentSize();
        ASSERT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(id, "texture", std::string("images/brick.png"))));
        doc->collectAssetProblems();
        ASSERT_TRUE(doc->undo());
        doc->collectAssetProblems();
        EXPECT_TRUE(doc->messages().empty()) << type << ": " << doc->messages().front();
        EXPECT_EQ(sprite.texturePath(), "");
        EXPECT_TRUE(sprite.hasTexture()) << type;  // the placeholder, as a new one has
        EXPECT_EQ(sprite.contentSize(), before) << type;
    }
}

// Found by the edit stress test: "rotation" sets both skews, and undoing it restored
// both to the old skew X.
TEST(Commands, UndoingRotationRestoresBothRotationSkews) {
    Document doc;
    Node& n = doc.scene().addChild(std::make_unique<Node>("n"));
    doc.markStructureChanged();
    n.setRotationSkewX(10.0f);
    n.setRotationSkewY(-20.0f);
    ASSERT_TRUE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "rotation", 45.0f)));
    EXPECT_EQ(n.rotationSkewY(), 45.0f);
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(n.rotationSkewX(), 10.0f);
    EXPECT_EQ(n.rotationSkewY(), -20.0f);
    ASSERT_TRUE(doc.redo());
    EXPECT_EQ(n.rotationSkewX(), 45.0f);
    EXPECT_EQ(n.rotationSkewY(), 45.0f);
}

TEST(Commands, NonFinitePropertyValuesAreRefused) {
    Document doc;
    Node& n = doc.scene().addChild(std::make_unique<Node>("n"));
    doc.markStructureChanged();
    const float inf = std::numeric_limits<float>::infinity();
    EXPECT_FALSE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "rotation", inf)));
    EXPECT_FALSE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "position", Vec2{0.0f, std::nanf("")})));
    EXPECT_FALSE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "contentSize", Size{inf, 1.0f})));
    EXPECT_EQ(n.rotationSkewX(), 0.0f);
    EXPECT_EQ(n.position(), (Vec2{0.0f, 0.0f}));
    EXPECT_FALSE(doc.isDirty());
}

TEST(Commands, InvalidPropertyValuesAreRefused) {
    auto doc = openSample("events");
    const NodeId b = idOf(*doc, "back-panel/button-b");
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(b, "opacity", PropertyValue(300))));
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(b, "position", PropertyValue(std::string("x")))));
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(b, "nonsense", PropertyValue(1))));
    EXPECT_FALSE(
        doc->execute(std::make_unique<SetPropertyCommand>(b, "text", PropertyValue(std::string("not a label")))));
    EXPECT_EQ(doc->commands().size(), 0u);
}

// Found by a tryout: a laid-out Panel's child given a position (typed, or by Align) went
// straight back, yet marked the file changed and left an undo step that undid nothing.
// The edit is refused with the reason the inspector shows; its other keys still edit.
TEST(Commands, APositionTheParentsLayoutSetsIsRefusedWithItsReason) {
    auto doc = openSample("panels");
    const NodeId row = idOf(*doc, "menu/options");
    const std::optional<PropertyInfo> position = findProperty(*doc, *doc->find(row), "position");
    ASSERT_TRUE(position);
    EXPECT_EQ(position->refusal(*doc->find(row), Vec2{100, 160}), "placed by its Panel's vertical layout");
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(row, "position", Vec2{100, 160})));
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(row, "normalizedPosition", Vec2{0.5f, 0.5f})));
    EXPECT_EQ(doc->commands().size(), 0u);
    EXPECT_FALSE(doc->isDirty());
    EXPECT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(row, "contentSize", Size{200, 40})));
    // A child of an absolute Panel moves as any node does.
    const NodeId dialogChild = idOf(*doc, "dialog/ok");
    static_cast<Panel*>(doc->find(idOf(*doc, "dialog")))->setLayoutType(Panel::LayoutType::Absolute);
    EXPECT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(dialogChild, "position", Vec2{10, 10})));
}

// A PageView's page takes the view's size at every layout: an edit of it is refused with
// the reason, and neither the viewport's resize handles nor a step are offered.
TEST(Commands, APagesSizeIsItsPageViewsAndAnEditOfItIsRefused) {
    auto doc = openSample("pages");
    const NodeId page = idOf(*doc, "book/page-2");
    const std::optional<PropertyInfo> size = findProperty(*doc, *doc->find(page), "contentSize");
    ASSERT_TRUE(size);
    EXPECT_EQ(size->refusal(*doc->find(page), Size{100, 100}), "sized by its PageView: every page is the view's size");
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(page, "contentSize", Size{100, 100})));
    EXPECT_EQ(doc->commands().size(), 0u);
    EXPECT_FALSE(isResizable(*doc->find(page)));
    // The view itself resizes, and its pages with it at its layout.
    const NodeId book = idOf(*doc, "book");
    EXPECT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(book, "contentSize", Size{320, 200})));
    doc->find(book)->layoutIfRequested();
    EXPECT_EQ(doc->find(page)->contentSize(), (Size{320, 200}));
    ASSERT_TRUE(doc->undo());
    doc->find(book)->layoutIfRequested();
    EXPECT_EQ(doc->find(page)->contentSize(), (Size{480, 300}));
    EXPECT_FALSE(doc->isDirty());
}

namespace {

// A game's own node type, as a game would register it: "level" also moves "fill" (its
// setter keeps the bar in step), and says so in its links.
class Gauge : public Node {
public:
    std::string_view typeName() const override { return "Gauge"; }
    float level() const { return m_level; }
    void setLevel(float level) {
        m_level = level;
        m_fill = level * 2.0f;
    }
    float fill() const { return m_fill; }
    void setFill(float fill) { m_fill = fill; }

private:
    float m_level = 0.0f, m_fill = 0.0f;
};

NodeTypeInfo gaugeTypeInfo() {
    NodeTypeInfo t = describeType<Gauge, Node>("sliders", "A bar that fills up");
    auto level = property<Gauge, float>("level", ValueKind::Float, &Gauge::level, &Gauge::setLevel, 0.0f,
                                        PropertyHints{.group = "Gauge"});
    level.links.keys = {"fill"};
    t.properties.push_back(std::move(level));
    t.properties.push_back(property<Gauge, float>("fill", ValueKind::Float, &Gauge::fill, &Gauge::setFill, 0.0f,
                                                  PropertyHints{.group = "Gauge"}));
    return t;
}

}  // namespace

TEST(Commands, AGameTypesLinkedPropertyIsUndoneAndRedoneExactlyWithNoEditorChange) {
    NodeTypeRegistry types;
    for (NodeTypeInfo info : {nodeTypeInfo(), sceneTypeInfo(), gaugeTypeInfo()}) ASSERT_EQ(types.add(info), "");
    Document doc;
    doc.fileData().types = &types;
    auto& gauge = static_cast<Gauge&>(doc.scene().addChild(std::make_unique<Gauge>()));
    gauge.setName("gauge");
    gauge.setLevel(10.0f);
    gauge.setFill(7.0f);  // the bar was set apart from the level
    doc.markStructureChanged();
    const std::string original = doc.sceneText();

    ASSERT_TRUE(doc.execute(std::make_unique<SetPropertyCommand>(gauge.id(), "level", 50.0f)));
    EXPECT_EQ(gauge.fill(), 100.0f);
    EXPECT_EQ(doc.commands().undoLabel(), "Set Level");
    const std::string edited = doc.sceneText();
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(gauge.level(), 10.0f);
    EXPECT_EQ(gauge.fill(), 7.0f);
    EXPECT_EQ(doc.sceneText(), original);
    ASSERT_TRUE(doc.redo());
    EXPECT_EQ(gauge.fill(), 100.0f);
    EXPECT_EQ(doc.sceneText(), edited);
}

// Issue #30: undoing a frame left the frame's rectangle and size on the sprite.
TEST(Commands, UndoingAnAtlasAndAFrameGivesTheSpriteBackByteForByte) {
    auto doc = openSample("sheets");
    const NodeId id = idOf(*doc, "star-original");
    const Node& before = *doc->find(id);
    const Size size = before.contentSize();
    const std::string original = doc->sceneText();
    ASSERT_TRUE(doc->execute(
        std::make_unique<SetPropertyCommand>(id, "atlas", PropertyValue(std::string("images/sheet.plist")))));
    ASSERT_TRUE(
        doc->execute(std::make_unique<SetPropertyCommand>(id, "spriteFrame", PropertyValue(std::string("gem.png")))));
    ASSERT_NE(doc->sceneText(), original);
    ASSERT_TRUE(doc->undo());
    ASSERT_TRUE(doc->undo());
    const auto& sprite = static_cast<const Sprite&>(*doc->find(id));
    EXPECT_EQ(sprite.contentSize(), size);
    EXPECT_EQ(sprite.atlasPath(), "");
    EXPECT_EQ(sprite.textureRect(), (Rect{{0, 0}, sprite.textureSize()}));
    EXPECT_EQ(doc->sceneText(), original);
}

TEST(Commands, UndoingAFrameChangeGivesTheOldFrameBackExactly) {
    auto doc = openSample("sheets");
    const NodeId id = idOf(*doc, "bonus");
    const auto& sprite = static_cast<const Sprite&>(*doc->find(id));
    const Rect rect = sprite.textureRect();
    const bool rotated = sprite.isTextureRectRotated();
    const Vec2 offset = sprite.frameOffset();
    const std::string original = doc->sceneText();
    ASSERT_TRUE(
        doc->execute(std::make_unique<SetPropertyCommand>(id, "spriteFrame", PropertyValue(std::string("tile.png")))));
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(sprite.textureRect(), rect);
    EXPECT_EQ(sprite.isTextureRectRotated(), rotated);
    EXPECT_EQ(sprite.frameOffset(), offset);
    EXPECT_EQ(doc->sceneText(), original);
}

TEST(Commands, PickingAFrameOrImageForAScale9SpriteKeepsItsSizeAndUndoGivesItBack) {
    // An imported 1280x96 bar stays a bar when its image or frame changes (cocos'
    // Scale9Sprite keeps its preferred size; a plain Sprite takes its image's size).
    const fs::path sheets = fs::path(DIORAMA_SOURCE_DIR) / "projects/sheets";
    auto opened = Document::recover(
        R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
            {"type": "Scale9Sprite", "name": "bar", "texture": "images/originals/gem.png", "contentSize": [1280, 96]},
            {"type": "Sprite", "name": "plain", "texture": "images/originals/gem.png"}]}})",
        "bar.scene.json", {}, sheets);
    ASSERT_TRUE(opened.document) << opened.error->format();
    Document& doc = *opened.document;
    const NodeId bar = idOf(doc, "bar"), plain = idOf(doc, "plain");
    const std::string original = doc.sceneText();
    ASSERT_TRUE(doc.execute(
        std::make_unique<SetPropertyCommand>(bar, "atlas", PropertyValue(std::string("images/sheet.plist")))));
    ASSERT_TRUE(
        doc.execute(std::make_unique<SetPropertyCommand>(bar, "spriteFrame", PropertyValue(std::string("tile.png")))));
    EXPECT_EQ(doc.find(bar)->contentSize(), (Size{1280, 96}));
    EXPECT_EQ(static_cast<const Sprite&>(*doc.find(bar)).textureRect().size, (Size{32, 32}));
    ASSERT_TRUE(doc.execute(
        std::make_unique<SetPropertyCommand>(bar, "texture", PropertyValue(std::string("images/originals/star.png")))));
    EXPECT_EQ(doc.find(bar)->contentSize(), (Size{1280, 96}));
    ASSERT_TRUE(doc.undo());
    ASSERT_TRUE(doc.undo());
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(doc.sceneText(), original);

    const Size gem = doc.find(plain)->contentSize();
    ASSERT_TRUE(doc.execute(
        std::make_unique<SetPropertyCommand>(plain, "atlas", PropertyValue(std::string("images/sheet.plist")))));
    ASSERT_TRUE(doc.execute(
        std::make_unique<SetPropertyCommand>(plain, "spriteFrame", PropertyValue(std::string("flag.png")))));
    EXPECT_EQ(gem, (Size{32, 32}));
    EXPECT_EQ(doc.find(plain)->contentSize(), (Size{20, 40}));  // a plain sprite is its frame's size
}

// A ListView places its items: resizing one moves the ones after it, and undo moves them
// back, though only the size was recorded.
TEST(Commands, ResizingAListItemRelaysTheListAndUndoRestoresIt) {
    auto doc = openSample("world-1-1");
    ASSERT_TRUE(doc->execute(makeCreateNodeCommand(*doc, "ListView", doc->scene().id())));
    const NodeId list = doc->selection().primary();
    std::array<NodeId, 2> items{};
    for (NodeId& item : items) {
        ASSERT_TRUE(doc->execute(makeCreateNodeCommand(*doc, "Node", list)));
        item = doc->selection().primary();
        ASSERT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(item, "contentSize", Size{50, 30})));
    }
    Node& listView = *doc->find(list);
    listView.layoutIfRequested();
    EXPECT_EQ(doc->find(items[1])->position(), (Vec2{0, 140}));  // 200 - 30 - 30 (no margin)
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(items[0], "contentSize", Size{50, 70})));
    listView.layoutIfRequested();
    EXPECT_EQ(doc->find(items[1])->position(), (Vec2{0, 100}));
    ASSERT_TRUE(doc->undo());
    listView.layoutIfRequested();
    EXPECT_EQ(doc->find(items[1])->position(), (Vec2{0, 140}));
}

// Found by a tryout: a PageView's later pages and a list's far items sit clipped out of
// sight in edit mode. Selecting one scrolls its views to it; a new page fills its view.
TEST(Commands, ASelectedPageOrItemIsScrolledIntoSightAndANewPageFillsItsView) {
    auto doc = openSample("pages");
    Node& book = *findNodeByPath(doc->scene(), "book");
    auto& pages = static_cast<PageView&>(book);
    pages.layoutIfRequested();
    EXPECT_TRUE(scrollIntoView(*findNodeByPath(doc->scene(), "book/page-3/title")));
    EXPECT_EQ(pages.currentPageIndex(), 2);
    EXPECT_EQ(pages.innerContainerPosition(), (Vec2{-960, 0}));
    EXPECT_FALSE(scrollIntoView(*findNodeByPath(doc->scene(), "book/page-3")));
    EXPECT_FALSE(doc->isDirty());
    ASSERT_TRUE(doc->execute(makeCreateNodeCommand(*doc, "ColorLayer", book.id())));
    EXPECT_EQ(doc->find(doc->selection().primary())->contentSize(), (Size{480, 300}));

    auto lists = openSample("lists");
    auto& levels = static_cast<ScrollView&>(*findNodeByPath(lists->scene(), "levels"));
    EXPECT_EQ(levels.innerContainerPosition(), (Vec2{0, -560}));
    // row-12 (y 16..88 in the container) is below the view: the container rises the least
    // that shows it, to its bottom edge.
    EXPECT_TRUE(scrollIntoView(*findNodeByPath(lists->scene(), "levels/row-12")));
    EXPECT_EQ(levels.innerContainerPosition(), (Vec2{0, -16}));
    // row-1 (918..990) goes back up only as far as showing it: its top at the view's top.
    EXPECT_TRUE(scrollIntoView(*findNodeByPath(lists->scene(), "levels/row-1/label")));
    EXPECT_EQ(levels.innerContainerPosition(), (Vec2{0, -550}));
}
