// ctype by ctype, as cocos2d-x 3.17's readers build nodes (csd-format notes, sections 3-7).
#include "diorama/nodes/label.h"
#include "diorama/nodes/layer_gradient.h"
#include "diorama/nodes/sprite.h"
#include "diorama/render/texture_store.h"
#include "diorama/types/node_type.h"
#include "importer.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <set>
#include <sstream>
#include <unordered_set>

namespace diorama::cocostudio {

namespace fs = std::filesystem;

namespace {

// What a ctype becomes.
enum class Kind {
    Node,
    Sprite,
    ImageView,
    Button,
    CheckBox,
    Slider,
    TextField,
    Text,
    LoadingBar,
    TextAtlas,
    TextBMFont,
    Panel,
    ScrollView,
    ListView,
    PageView,
    ProjectNode,
    Placeholder
};

struct CtypeInfo {
    Kind kind;
    const char* diorama;    // the registered type created
    const char* mainImage;  // placeholders: the element whose image they show
    const char* textAttr;   // placeholders shown as a Label: the attribute with the text
    const char* defaultText;
};

CtypeInfo classify(std::string_view ctype) {
    if (ctype.empty() || ctype == "NodeObjectData" || ctype == "SingleNodeObjectData" ||
        ctype == "GameNodeObjectData" || ctype == "GameLayerObjectData")
        return {Kind::Node, "Node", nullptr, nullptr, nullptr};
    if (ctype == "SpriteObjectData") return {Kind::Sprite, "Sprite", nullptr, nullptr, nullptr};
    if (ctype == "ImageViewObjectData") return {Kind::ImageView, "Sprite", nullptr, nullptr, nullptr};
    if (ctype == "ButtonObjectData" || ctype == "TextButtonObjectData")
        return {Kind::Button, "Button", nullptr, nullptr, nullptr};
    if (ctype == "TextObjectData" || ctype == "LabelObjectData" || ctype == "TextAreaObjectData")
        return {Kind::Text, "Label", nullptr, nullptr, nullptr};
    if (ctype == "PanelObjectData") return {Kind::Panel, "Node", nullptr, nullptr, nullptr};
    if (ctype == "ScrollViewObjectData") return {Kind::ScrollView, "ScrollView", nullptr, nullptr, nullptr};
    if (ctype == "ListViewObjectData") return {Kind::ListView, "ListView", nullptr, nullptr, nullptr};
    if (ctype == "PageViewObjectData") return {Kind::PageView, "PageView", nullptr, nullptr, nullptr};
    if (ctype == "ProjectNodeObjectData") return {Kind::ProjectNode, "Node", nullptr, nullptr, nullptr};
    if (ctype == "TextBMFontObjectData" || ctype == "LabelBMFontObjectData")
        return {Kind::TextBMFont, "TextBMFont", nullptr, nullptr, nullptr};
    if (ctype == "TextFieldObjectData") return {Kind::TextField, "TextField", nullptr, nullptr, nullptr};
    if (ctype == "CheckBoxObjectData") return {Kind::CheckBox, "CheckBox", nullptr, nullptr, nullptr};
    if (ctype == "SliderObjectData") return {Kind::Slider, "Slider", nullptr, nullptr, nullptr};
    if (ctype == "LoadingBarObjectData") return {Kind::LoadingBar, "LoadingBar", nullptr, nullptr, nullptr};
    if (ctype == "TextAtlasObjectData" || ctype == "LabelAtlasObjectData")
        return {Kind::TextAtlas, "TextAtlas", nullptr, nullptr, nullptr};
    return {Kind::Placeholder, "Node", nullptr, nullptr, nullptr};
}

// Attributes every node may carry that the runtime has no property for: kept so that
// timelines (ActionTag), callbacks and custom classes can be wired up later.
constexpr const char* kMetadataAttributes[] = {"ActionTag",    "Tag",        "UserData",    "CallBackType",
                                               "CallBackName", "FrameEvent", "TouchEnable", "CustomClassName"};

// Attributes the common properties consume, and editor state cocos never reads.
const std::set<std::string_view> kConsumed = {"Name",
                                              "InnerActionSpeed",
                                              "Tag",
                                              "ctype",
                                              "ZOrder",
                                              "VisibleForFrame",
                                              "Alpha",
                                              "RotationSkewX",
                                              "RotationSkewY",
                                              "Rotation",
                                              "FlipX",
                                              "FlipY",
                                              "Visible",
                                              "IconVisible",
                                              "CanEdit",
                                              "ObjectIndex",
                                              "ColorAngle",
                                              "LeftEage",
                                              "RightEage",
                                              "TopEage",
                                              "BottomEage",
                                              "CustomSizeEnabled",
                                              "LeftMargin",
                                              "RightMargin",
                                              "TopMargin",
                                              "BottomMargin",
                                              "PositionPercentXEnabled",
                                              "PositionPercentYEnabled",
                                              "PositionPercentXEnable",
                                              "PositionPercentYEnable",
                                              "PercentWidthEnable",
                                              "PercentHeightEnable",
                                              "StretchWidthEnabled",
                                              "StretchHeightEnabled",
                                              "PercentWidthEnabled",
                                              "PercentHeightEnabled",
                                              "StretchWidthEnable",
                                              "StretchHeightEnable",
                                              "HorizontalEdge",
                                              "VerticalEdge",
                                              "ProgressInfo",
                                              "ProgressType"};

// ui::Widget types go through WidgetReader (anchor and transform set unconditionally);
// the rest through NodeReader.
bool isWidget(std::string_view ctype) {
    static const std::set<std::string_view> kWidgets = {
        "ButtonObjectData",     "TextButtonObjectData", "ImageViewObjectData",  "TextObjectData",
        "LabelObjectData",      "TextAreaObjectData",   "TextBMFontObjectData", "LabelBMFontObjectData",
        "TextAtlasObjectData",  "LabelAtlasObjectData", "TextFieldObjectData",  "PanelObjectData",
        "ScrollViewObjectData", "ListViewObjectData",   "PageViewObjectData",   "CheckBoxObjectData",
        "SliderObjectData",     "LoadingBarObjectData"};
    return kWidgets.count(ctype) != 0;
}

}  // namespace

bool isTrue(const pugi::xml_node& el, const char* attribute) {
    return std::strcmp(el.attribute(attribute).as_string(), "True") == 0;
}

std::optional<int> blendModeOf(int src, int dst) {
    if (dst == 771 && (src == 1 || src == 770)) return 0;
    if (dst == 1 && (src == 1 || src == 770)) return 1;
    if (src == 774 && dst == 771) return 2;
    if (src == 1 && dst == 0) return 3;
    return std::nullopt;
}

Importer::Importer(const ImportOptions& options, ImportReport& report, fs::path resourceRoot,
                   std::vector<ImportedScene>& nestedOut)
    : m_options(options), m_report(report), m_resourceRoot(resourceRoot), m_nested(nestedOut),
      m_assets(resourceRoot, resourceRoot, options.context.textures, options.context.fonts) {}

void Importer::warn(const CsdDocument& doc, const pugi::xml_node& el, const std::string& path, std::string message) {
    m_report.warnings.push_back({doc.fileName, el ? doc.lineOf(el) : 0, path, std::move(message)});
}

float Importer::number(const CsdDocument& doc, const pugi::xml_node& el, const char* attribute, float fallback) {
    const pugi::xml_attribute a = el.attribute(attribute);
    if (!a) return fallback;
    const char* text = a.value();
    double value = 0;
    const char* end = text + std::strlen(text);
    auto [ptr, ec] = std::from_chars(text, end, value);
    // Studio writes up to 4 decimals; anything a float cannot hold is not a scene.
    if (ec != std::errc() || ptr != end || !std::isfinite(value) || std::fabs(value) > 1e9)
        throw failureAt(doc, el,
                        std::string(el.name()) + " " + attribute + "=\"" + std::string(text).substr(0, 40) +
                            "\" is not a number Studio writes (finite, at most 1e9)");
    return float(value);
}

int Importer::integer(const CsdDocument& doc, const pugi::xml_node& el, const char* attribute, int fallback, int lo,
                      int hi) {
    const pugi::xml_attribute a = el.attribute(attribute);
    if (!a) return fallback;
    const char* text = a.value();
    long long value = 0;
    const char* end = text + std::strlen(text);
    auto [ptr, ec] = std::from_chars(text, end, value);
    if (ec != std::errc() || ptr != end || value < lo || value > hi)
        throw failureAt(doc, el,
                        std::string(el.name()) + " " + attribute + "=\"" + std::string(text).substr(0, 40) +
                            "\" is not an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
    return int(value);
}

void Importer::set(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const char* key,
                   const PropertyValue& value) {
    const PropertyDescriptor* d = builtinNodeTypes().typeOf(node).find(key);
    PropertyContext context{&m_assets};
    const std::string error = d ? d->set(node, value, context) : std::string("no such property");
    if (!error.empty()) warn(doc, el, node.name(), std::string(key) + " not imported: " + error);
    for (const AssetProblem& p : m_assets.problems()) warn(doc, el, node.name(), p.message);
    m_assets.problems().clear();
}

void Importer::textAlignment(const CsdDocument& doc, const pugi::xml_node& el, Node& label, const std::string& path) {
    struct Axis {
        const char* attribute;
        const char* key;
        std::array<const char*, 3> names;  // in the order of the property's values
    };
    static const Axis kAxes[] = {
        {"HorizontalAlignmentType", "horizontalAlignment", {"HT_Left", "HT_Center", "HT_Right"}},
        {"VerticalAlignmentType", "verticalAlignment", {"VT_Top", "VT_Center", "VT_Bottom"}}};
    for (const Axis& axis : kAxes) {
        const pugi::xml_attribute a = el.attribute(axis.attribute);
        if (!a) continue;
        const auto at = std::find_if(axis.names.begin(), axis.names.end(),
                                     [&](const char* name) { return std::strcmp(name, a.value()) == 0; });
        if (at == axis.names.end()) {
            // cocos' converter reads any other name as the first.
            warn(doc, el, path,
                 std::string(axis.attribute) + " '" + a.value() + "' is not " + axis.names[0] + ", " + axis.names[1] +
                     " or " + axis.names[2] + ": read as " + axis.names[0] + ", as cocos reads it");
            continue;
        }
        set(doc, el, label, axis.key, int(at - axis.names.begin()));
    }
}

Color3B Importer::color(const CsdDocument& doc, const pugi::xml_node& el, Color3B fallback) {
    return Color3B{std::uint8_t(integer(doc, el, "R", fallback.r, 0, 255)),
                   std::uint8_t(integer(doc, el, "G", fallback.g, 0, 255)),
                   std::uint8_t(integer(doc, el, "B", fallback.b, 0, 255))};
}

// TextReader (and ButtonReader, on the title) enables an outline or a shadow with the
// colour element's four channels; cocos' converter's defaults are a black outline 1 wide
// and a black shadow at (2, -2). The blur radius is kept for the export only: cocos 3.17
// draws every shadow without blur.
void Importer::textEffects(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                           const std::string& prefix) {
    auto key = [&](std::string name) {
        if (prefix.empty()) return name;
        name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
        return prefix + name;
    };
    auto setKey = [&](const pugi::xml_node& at, const char* name, const PropertyValue& value) {
        set(doc, at, node, key(name).c_str(), value);
    };
    // A disabled effect draws nothing, as TextReader skips it, but its options are read all
    // the same: the label holds them, so the export writes them back as Studio wrote them.
    const pugi::xml_node outline = el.child("OutlineColor");
    if (isTrue(el, "OutlineEnabled")) setKey(el, "outlineEnabled", true);
    if (el.attribute("OutlineSize")) setKey(el, "outlineSize", integer(doc, el, "OutlineSize", 1, 0, 100));
    // cocos' converter starts the outline colour from black: an absent element, or an
    // absent channel, is black there (a new Diorama label's outline is Studio's red).
    if (outline) {
        setKey(outline, "outlineColor", color(doc, outline, Color3B{0, 0, 0}));
        setKey(outline, "outlineOpacity", integer(doc, outline, "A", 255, 0, 255));
    } else if (isTrue(el, "OutlineEnabled")) {
        setKey(el, "outlineColor", Color3B{0, 0, 0});
    }
    const pugi::xml_node shadow = el.child("ShadowColor");
    if (isTrue(el, "ShadowEnabled")) setKey(el, "shadowEnabled", true);
    if (el.attribute("ShadowOffsetX") || el.attribute("ShadowOffsetY"))
        setKey(el, "shadowOffset", Vec2{number(doc, el, "ShadowOffsetX", 2), number(doc, el, "ShadowOffsetY", -2)});
    if (shadow) {
        setKey(shadow, "shadowColor", color(doc, shadow, Color3B{0, 0, 0}));
        setKey(shadow, "shadowOpacity", integer(doc, shadow, "A", 255, 0, 255));
    }
    if (isTrue(el, "ShadowEnabled") && integer(doc, el, "ShadowBlurRadius", 0, INT32_MIN, INT32_MAX) > 0)
        warn(doc, el, path, "the shadow's blur radius is kept for the export; cocos 3.17 draws shadows without blur");
}

std::string Importer::childPath(const std::string& parent, const Node& node) const {
    const std::string name = node.name().empty() ? "<" + std::string(node.typeName()) + ">" : node.name();
    return parent.empty() ? name : parent + "/" + name;
}

namespace {

// Appends without ordered_json's search for an existing key (linear per insert), which
// made a node with many attributes quadratic; `seen` keeps the first of duplicates.
void appendMember(Json& object, std::unordered_set<std::string_view>& seen, const char* key, Json value) {
    if (!seen.insert(key).second) return;
    auto& members = static_cast<Json::object_t::Container&>(object.get_ref<Json::object_t&>());
    members.emplace_back(key, std::move(value));
}

// Options the node holds itself, so the export writes them from the node and they are not
// kept: a Text's or a Button title's outline and shadow (the label's properties; only the
// blur radius, which cocos does not draw, is kept) and a TextAtlas' map and cells.
bool nodeOwns(std::string_view ctype, std::string_view name) {
    static const std::set<std::string_view> kTextEffects = {"OutlineEnabled", "OutlineSize",   "OutlineColor",
                                                            "ShadowEnabled",  "ShadowOffsetX", "ShadowOffsetY",
                                                            "ShadowColor"};
    static const std::set<std::string_view> kTextAtlas = {"LabelText", "CharWidth", "CharHeight", "StartChar",
                                                          "LabelAtlasFileImage_CNB"};
    if (ctype == "TextObjectData" || ctype == "ButtonObjectData") return kTextEffects.count(name) > 0;
    if (ctype == "PanelObjectData") return name == "ClipAble";  // clippingEnabled
    if (ctype == "TextAtlasObjectData" || ctype == "LabelAtlasObjectData") return kTextAtlas.count(name) > 0;
    if (ctype == "TextBMFontObjectData" || ctype == "LabelBMFontObjectData")
        return name == "LabelText" || name == "LabelBMFontFile_CNB";
    return false;
}

// An element the node holds: as nodeOwns, except that a TextAtlas map or a TextBMFont font
// from a sheet or from Studio's own files, which cocos cannot read and the node does not
// hold, is kept.
bool nodeOwnsElement(std::string_view ctype, const pugi::xml_node& element) {
    const std::string_view name = element.name();
    if ((name == "LabelAtlasFileImage_CNB" || name == "LabelBMFontFile_CNB") &&
        std::string_view(element.attribute("Type").as_string("Normal")) != "Normal")
        return false;
    return nodeOwns(ctype, element.name());
}

}  // namespace

// The `cocosStudio` unknown key (docs/cocostudio-import.md, "What is kept"): the ctype,
// the metadata attributes of every node, and for widgets and placeholders every other
// attribute and the type's own elements, verbatim by their Studio names.
void Importer::keepAttributes(const CsdDocument& doc, const pugi::xml_node& el, Node& node, bool everything) {
    checkLengths(doc, el);
    Json kept = Json::object();
    std::unordered_set<std::string_view> seen;
    appendMember(kept, seen, "ctype", el.attribute("ctype").as_string("NodeObjectData"));
    for (pugi::xml_attribute a = el.first_attribute(); a; a = a.next_attribute()) {
        const bool metadata = std::any_of(std::begin(kMetadataAttributes), std::end(kMetadataAttributes),
                                          [&](const char* m) { return std::strcmp(m, a.name()) == 0; });
        const std::string_view ctype = el.attribute("ctype").as_string();
        if (metadata || (everything && !kConsumed.count(a.name()) && !nodeOwns(ctype, a.name())))
            appendMember(kept, seen, a.name(), a.value());
    }
    if (everything) {  // the type's own elements (images, colours), attributes verbatim
        Json elements = Json::object();
        std::unordered_set<std::string_view> seenElements;
        for (pugi::xml_node c = el.first_child(); c; c = c.next_sibling()) {
            if (c.type() != pugi::node_element || std::strcmp(c.name(), "Children") == 0) continue;
            static const std::set<std::string_view> kCommon = {"Size",   "AnchorPoint", "Position", "Scale",
                                                               "CColor", "PrePosition", "PreSize"};
            if (kCommon.count(c.name()) || nodeOwnsElement(el.attribute("ctype").as_string(), c)) continue;
            Json attrs = Json::object();
            std::unordered_set<std::string_view> seenAttrs;
            for (pugi::xml_attribute a = c.first_attribute(); a; a = a.next_attribute())
                appendMember(attrs, seenAttrs, a.name(), a.value());
            appendMember(elements, seenElements, c.name(), std::move(attrs));
        }
        if (!elements.empty()) kept["elements"] = std::move(elements);
    }
    Json unknown = Json::object();
    unknown["cocosStudio"] = std::move(kept);
    m_file->out->file.at(node.id()).unknownKeys = unknown.dump(-1, ' ', false, Json::error_handler_t::replace);
}

void Importer::checkLengths(const CsdDocument& doc, const pugi::xml_node& el) {
    const SceneLimits& limits = m_options.context.limits;
    auto check = [&](const pugi::xml_node& owner) {
        for (pugi::xml_attribute a = owner.first_attribute(); a; a = a.next_attribute()) {
            // Bytes that are not UTF-8 are written as U+FFFD, three bytes each.
            const std::size_t bytes = std::strlen(a.value());
            if (bytes * 3 <= limits.maxStringBytes || utf8Length(a.value()) <= limits.maxStringBytes) continue;
            throw failureAt(doc, owner,
                            std::string(owner.name()) + " " + a.name() + " holds " + std::to_string(bytes) +
                                " bytes; a scene file's strings hold at most " + std::to_string(limits.maxStringBytes) +
                                " bytes");
        }
    };
    check(el);
    for (pugi::xml_node c = el.first_child(); c; c = c.next_sibling())
        if (c.type() == pugi::node_element && std::strcmp(c.name(), "Children") != 0) check(c);
}

// NodeReader and WidgetReader: every value with the converter's initial value when the
// attribute or element is absent (Scale 1, Alpha 255, CColor white, the rest 0).
void Importer::applyCommon(const CsdDocument& doc, const pugi::xml_node& el, Node& node, bool widget) {
    set(doc, el, node, "name", std::string(el.attribute("Name").as_string()));
    set(doc, el, node, "tag", integer(doc, el, "Tag", 0, INT32_MIN, INT32_MAX));
    m_byActionTag[{&doc, integer(doc, el, "ActionTag", 0, INT32_MIN, INT32_MAX)}] = {&node,
                                                                                     el.attribute("ctype").as_string()};
    const pugi::xml_node position = el.child("Position");
    set(doc, el, node, "position", Vec2{number(doc, position, "X", 0), number(doc, position, "Y", 0)});
    const pugi::xml_node scale = el.child("Scale");
    set(doc, el, node, "scaleX", number(doc, scale, "ScaleX", 1));
    set(doc, el, node, "scaleY", number(doc, scale, "ScaleY", 1));
    set(doc, el, node, "rotationSkewX", number(doc, el, "RotationSkewX", 0));
    set(doc, el, node, "rotationSkewY", number(doc, el, "RotationSkewY", 0));
    const pugi::xml_node anchor = el.child("AnchorPoint");
    const Vec2 a{number(doc, anchor, "ScaleX", 0), number(doc, anchor, "ScaleY", 0)};
    // NodeReader skips exactly (0.5, 0.5), so the node keeps the anchor it has: a Sprite's
    // class default of (0.5, 0.5), a Node's (0, 0), a nested root's own. Widgets set it.
    if (widget || a != Vec2{0.5f, 0.5f}) set(doc, el, node, "anchorPoint", a);
    const pugi::xml_node size = el.child("Size");
    set(doc, el, node, "contentSize", Size{number(doc, size, "X", 0), number(doc, size, "Y", 0)});
    set(doc, el, node, "localZOrder", integer(doc, el, "ZOrder", 0, INT32_MIN, INT32_MAX));
    // NodeReader: shown when absent, else only when "True".
    set(doc, el, node, "visible", std::strcmp(el.attribute("VisibleForFrame").as_string("True"), "True") == 0);
    set(doc, el, node, "opacity", integer(doc, el, "Alpha", 255, 0, 255));
    const pugi::xml_node color = el.child("CColor");
    set(doc, el, node, "color", this->color(doc, color));
    // cocos' loader turns cascading on for every node it builds.
    set(doc, el, node, "cascadeColorEnabled", true);
    set(doc, el, node, "cascadeOpacityEnabled", true);
    if (std::strcmp(el.attribute("Visible").as_string(), "False") == 0) {
        m_file->out->file.at(node.id()).editor.hidden = true;  // Studio's eye icon, not runtime visibility
        warn(doc, el, node.name(),
             "hidden in Studio's editor (Visible=\"False\"): hidden in the editor, drawn by the game");
    }
    layout(doc, el, node);
}

void Importer::layout(const CsdDocument& doc, const pugi::xml_node& el, Node& node) {
    // Studio spells some flags "Enabled" and others "Enable"; either is read.
    auto flag = [&](const char* name, const char* otherSpelling) {
        return isTrue(el, name) || isTrue(el, otherSpelling);
    };
    auto edge = [&](const char* attribute, std::array<const char*, 4> names) {
        const std::string_view value = el.attribute(attribute).as_string();
        for (std::size_t i = 1; i < names.size(); ++i)
            if (value == names[i]) return int(i);
        if (!value.empty())
            warn(doc, el, node.name(),
                 std::string(attribute) + " '" + std::string(value) + "' is not " + names[1] + ", " + names[2] +
                     " or " + names[3] + ": read as none, as cocos reads it");
        return 0;
    };
    const bool percentX = flag("PositionPercentXEnabled", "PositionPercentXEnable");
    const bool percentY = flag("PositionPercentYEnabled", "PositionPercentYEnable");
    const bool percentWidth = flag("PercentWidthEnabled", "PercentWidthEnable");
    const bool percentHeight = flag("PercentHeightEnabled", "PercentHeightEnable");
    const bool stretchWidth = flag("StretchWidthEnable", "StretchWidthEnabled");
    const bool stretchHeight = flag("StretchHeightEnable", "StretchHeightEnabled");
    const int horizontal = edge("HorizontalEdge", {"", "LeftEdge", "RightEdge", "BothEdge"});
    const int vertical = edge("VerticalEdge", {"", "BottomEdge", "TopEdge", "BothEdge"});
    // A layout that does nothing is left out: the export writes its values from the
    // position, as Studio does.
    if (!percentX && !percentY && !percentWidth && !percentHeight && !stretchWidth && !stretchHeight &&
        horizontal == 0 && vertical == 0)
        return;
    // In the order of cocos' reader (setLayoutComponentPropsWithFlatBuffers): each flag
    // turns its rivals off, so the last one set wins, as in the game.
    const pugi::xml_node pre = el.child("PrePosition"), preSize = el.child("PreSize");
    set(doc, el, node, "positionPercentXEnabled", percentX);
    set(doc, el, node, "positionPercentYEnabled", percentY);
    set(doc, el, node, "positionPercentX", number(doc, pre, "X", 0));
    set(doc, el, node, "positionPercentY", number(doc, pre, "Y", 0));
    set(doc, el, node, "percentWidthEnabled", percentWidth);
    set(doc, el, node, "percentHeightEnabled", percentHeight);
    set(doc, el, node, "percentWidth", number(doc, preSize, "X", 0));
    set(doc, el, node, "percentHeight", number(doc, preSize, "Y", 0));
    set(doc, el, node, "stretchWidthEnabled", stretchWidth);
    set(doc, el, node, "stretchHeightEnabled", stretchHeight);
    set(doc, el, node, "horizontalEdge", horizontal);
    set(doc, el, node, "verticalEdge", vertical);
    set(doc, el, node, "topMargin", number(doc, el, "TopMargin", 0));
    set(doc, el, node, "bottomMargin", number(doc, el, "BottomMargin", 0));
    set(doc, el, node, "leftMargin", number(doc, el, "LeftMargin", 0));
    set(doc, el, node, "rightMargin", number(doc, el, "RightMargin", 0));
}

std::string Importer::assetPath(const std::string& csdPath) const {
    const fs::path full = (m_resourceRoot / csdPath).lexically_normal();
    return full.lexically_relative(m_file->outputDir).generic_string();
}

// The image a Sprite-like node shows. A missing one keeps its path (the scene shows the
// placeholder until the file is there, as for any missing asset) and a warning; a
// Studio built-in image is a placeholder without a path (it never is in the project),
// counted once in the report.
bool Importer::assignImage(const CsdDocument& doc, const pugi::xml_node& fileData, Node& node,
                           const std::string& path) {
    if (!fileData) return false;
    const std::string type = fileData.attribute("Type").as_string("Normal");
    const std::string file = fileData.attribute("Path").as_string();
    if (file.empty()) return false;
    auto& sprite = static_cast<Sprite&>(node);
    if (type == "Default") {  // counted with the node's other images (countBuiltinImages)
        sprite.setTexture(placeholderTexture());
        return false;
    }
    if (type == "PlistSubImage") {
        const std::string plist = fileData.attribute("Plist").as_string();
        const Size before = sprite.contentSize();
        if (!locate(doc, fileData, path, "sprite sheet", plist)) {
            sprite.setSpriteFrameName(file);
            sprite.setAtlasPath(assetPath(plist));
            sprite.setTexture(placeholderTexture());
            if (before.width > 0 && before.height > 0) sprite.setContentSize(before);
            return false;
        }
        m_assets.setPointer(path);
        const bool found = m_assets.spriteFrame(plist, file).has_value();  // read once, then cached
        m_assets.problems().clear();
        set(doc, fileData, sprite, "spriteFrame", file);
        set(doc, fileData, sprite, "atlas", plist);  // read from the resource root...
        sprite.setAtlasPath(assetPath(plist));       // ...saved relative to the output
        if (!found) {
            if (before.width > 0 && before.height > 0) sprite.setContentSize(before);
            m_report.missingFiles.push_back(plist + ": " + file);
        }
        return found;
    }
    const std::string relative = assetPath(file);
    if (!locate(doc, fileData, path, "image", file)) {
        // A file that may yet be added keeps its path; one outside the root never is read.
        if (mayBeAdded(file)) sprite.setTexturePath(relative);
        sprite.setTexture(placeholderTexture());
        return false;
    }
    sprite.setTexturePath(relative);
    // The texture resets the content size to the image (Sprite::setTexture).
    const TextureInfo texture = m_assets.texture(file);
    sprite.setTexture(texture);
    for (const AssetProblem& p : m_assets.problems()) warn(doc, fileData, path, p.message);
    m_assets.problems().clear();
    return !texture.placeholder;
}

bool Importer::mayBeAdded(const std::string& file) const {
    return isInside((m_resourceRoot / file).lexically_normal(), m_resourceRoot) && !fs::path(file).is_absolute();
}

bool Importer::locate(const CsdDocument& doc, const pugi::xml_node& el, const std::string& path, const char* what,
                      const std::string& file) {
    m_assets.setPointer(path);
    const bool found = m_assets.resolve(file).has_value();
    m_assets.problems().clear();
    if (found) return true;
    // A path that stays inside the root and names nothing there is plainly missing. Every
    // other failure (absolute, leaving the root, through a link) gets one message, so that
    // an import never tells which files exist outside the project.
    const fs::path inRoot = (m_resourceRoot / file).lexically_normal();
    std::error_code ec;
    const bool missingInside = !fs::path(file).is_absolute() && isInside(inRoot, m_resourceRoot) &&
                               fs::symlink_status(inRoot, ec).type() == fs::file_type::not_found;
    warn(doc, el, path,
         missingInside ? std::string(what) + " '" + file + "' is not in the resource root " + m_resourceRoot.string()
                       : std::string(what) + " '" + file + "' is not a file inside the resource root " +
                             m_resourceRoot.string() + " (paths leaving it are not read)");
    m_report.missingFiles.push_back(file);
    return false;
}

void Importer::appendChildren(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                              int nesting) {
    const pugi::xml_node children = el.child("Children");
    for (pugi::xml_node c = children.first_child(); c; c = c.next_sibling()) {
        if (c.type() != pugi::node_element) continue;
        // addChild(child) keeps the child's own z: document order breaks ties (docs/runtime.md, A1 Ordering).
        node.addChild(convert(doc, c, path, nesting));
    }
    // A ListView places its items now, as cocos' first visit does, so the imported scene
    // holds the positions the game shows.
    node.layoutIfRequested();
}

void Importer::countNode(const CsdDocument& doc, const pugi::xml_node& el, std::size_t nodes, int depth) {
    const SceneLimits& limits = m_options.context.limits;
    m_file->nodeCount += nodes;
    if (m_file->nodeCount > limits.maxNodes)
        throw failureAt(doc, el,
                        "node count limit exceeded: at most " + std::to_string(limits.maxNodes) +
                            " nodes per scene, counted through nested files");
    m_file->deepest = std::max(m_file->deepest, depth);
    if (depth > limits.maxTreeDepth)
        throw failureAt(doc, el,
                        "node tree depth limit exceeded: nodes may nest at most " +
                            std::to_string(limits.maxTreeDepth) + " levels deep, counted through nested files");
}

// Studio's built-in images (Type="Default") ship with Studio, never with the project: a
// game needs each one a node names (a Button's pressed image as much as its normal one),
// so each is counted once per node that names it, shown or not.
void Importer::countBuiltinImages(const pugi::xml_node& el) {
    for (pugi::xml_node c = el.first_child(); c; c = c.next_sibling()) {
        if (c.type() != pugi::node_element || std::strcmp(c.attribute("Type").as_string(), "Default") != 0) continue;
        if (const char* file = c.attribute("Path").as_string(); *file) ++m_report.builtinImages[file];
    }
}

std::unique_ptr<Node> Importer::convert(const CsdDocument& doc, const pugi::xml_node& el, const std::string& parentPath,
                                        int nesting) {
    struct DepthGuard {
        int& depth;
        explicit DepthGuard(int& d) : depth(++d) {}
        ~DepthGuard() { --depth; }
    } guard(m_file->depth);
    countNode(doc, el, 1, m_file->depth);
    checkLengths(doc, el);
    countBuiltinImages(el);
    const std::string ctype = el.attribute("ctype").as_string();
    const std::string counted = ctype.empty() ? "NodeObjectData" : ctype;
    ++m_report.nodesByCtype[counted];
    const CtypeInfo info = classify(ctype);
    if (info.kind == Kind::ProjectNode) {
        ++m_report.imported;
        return projectNode(doc, el, parentPath, nesting);
    }
    NodeFactoryContext factory{&m_assets, Scene::kDefaultDesignSize};
    // Scale9Enable slices an ImageView's or Button's image (cap insets in image pixels).
    const bool sliced = info.kind == Kind::ImageView && isTrue(el, "Scale9Enable");
    std::unique_ptr<Node> node = builtinNodeTypes().find(sliced ? "Scale9Sprite" : info.diorama)->create(factory);
    const bool widget = isWidget(ctype);
    applyCommon(doc, el, *node, widget);
    const std::string path = childPath(parentPath, *node);
    const Size csdSize = node->contentSize();
    // Widgets and Sprites keep every option for the export (a built-in image has no
    // other trace); other nodes their metadata.
    keepAttributes(doc, el, *node, widget || info.kind == Kind::Placeholder || info.kind == Kind::Sprite);

    switch (info.kind) {
    case Kind::Node: break;
    case Kind::Sprite: {
        // With its image, a sprite's size is the image's; without, the csd Size stands in.
        node->setContentSize(csdSize);
        if (!assignImage(doc, el.child("FileData"), *node, path)) node->setContentSize(csdSize);
        set(doc, el, *node, "flippedX", isTrue(el, "FlipX"));
        set(doc, el, *node, "flippedY", isTrue(el, "FlipY"));
        const pugi::xml_node blend = el.child("BlendFunc");
        const int src = integer(doc, blend, "Src", 1, 0, 65535), dst = integer(doc, blend, "Dst", 771, 0, 65535);
        if (const std::optional<int> mode = blendModeOf(src, dst))
            set(doc, el, *node, "blend", *mode);
        else
            warn(doc, blend, path,
                 "blend function (" + std::to_string(src) + ", " + std::to_string(dst) + ") imported as alpha");
        const int alpha = integer(doc, el.child("CColor"), "A", 255, 0, 255);
        if (alpha != 255) set(doc, el, *node, "opacity", alpha);
        break;
    }
    case Kind::ImageView: {
        stretchedImage(doc, el.child("FileData"), *node, path, csdSize);
        set(doc, el, *node, "flippedX", isTrue(el, "FlipX"));  // widgets flip their renderer
        set(doc, el, *node, "flippedY", isTrue(el, "FlipY"));
        if (sliced) set(doc, el, *node, "capInsets", capInsetsOf(doc, el));
        break;
    }
    case Kind::Button: button(doc, el, *node, path, csdSize); break;
    case Kind::CheckBox: checkBox(doc, el, *node, path, csdSize); break;
    case Kind::Slider: slider(doc, el, *node, path, csdSize); break;
    case Kind::TextField: textField(doc, el, *node, path, csdSize); break;
    case Kind::Text: {
        // TextReader: CColor is the text colour (setTextColor); the node stays white.
        set(doc, el, *node, "textColor", node->color());
        set(doc, el, *node, "color", Color3B::white());
        set(doc, el, *node, "fontSize", number(doc, el, "FontSize", 20));
        if (const pugi::xml_node font = el.child("FontResource"); font && *font.attribute("Path").as_string()) {
            const std::string file = font.attribute("Path").as_string();
            if (locate(doc, font, path, "font", file)) {
                set(doc, font, *node, "font", file);  // loaded from the resource root...
            }
            static_cast<Label&>(*node).setFontPath(assetPath(file));  // ...saved relative to the output
        }
        set(doc, el, *node, "text", std::string(el.attribute("LabelText").as_string("Text Label")));
        textAlignment(doc, el, *node, path);  // before the size: a layout change remeasures
        textEffects(doc, el, *node, path);    // an outline remeasures too
        if (isTrue(el, "IsCustomSize")) {
            // TextReader: a custom size is the label's text area (setTextAreaSize).
            set(doc, el, *node, "dimensions", csdSize);
        } else if (csdSize.width > 0 || csdSize.height > 0) {
            // Studio wrote the size cocos measures with the same font; ours lays the text
            // out with the fonts it has, so the csd's measurement keeps bounds exact.
            set(doc, el, *node, "contentSize", csdSize);
        }
        break;
    }
    case Kind::LoadingBar: loadingBar(doc, el, *node, path, csdSize); break;
    case Kind::ScrollView: scrollView(doc, el, *node, path, csdSize); break;
    case Kind::ListView: listView(doc, el, *node, path, csdSize); break;
    case Kind::PageView: pageView(doc, el, *node, path, csdSize); break;
    case Kind::TextAtlas: textAtlas(doc, el, *node, path); break;
    case Kind::TextBMFont: textBMFont(doc, el, *node, path); break;
    case Kind::Panel: node = panel(doc, el, std::move(node), path, csdSize); break;
    case Kind::Placeholder: {
        ++m_report.placeholders;
        warn(doc, el, path, counted + " is imported as a placeholder " + info.diorama + " (its attributes are kept)");
        if (info.mainImage) {
            node->setContentSize(csdSize);
            assignImage(doc, el.child(info.mainImage), *node, path);
        } else if (const pugi::xml_node file = el.child("FileData");
                   file && std::strcmp(file.attribute("Type").as_string("Normal"), "Normal") == 0 &&
                   *file.attribute("Path").as_string()) {
            // A Particle's .plist, a GameMap's .tmx: not shown, but a missing one is said so.
            locate(doc, file, path, "file", file.attribute("Path").as_string());
        }
        if (info.textAttr)
            set(doc, el, *node, "text", std::string(el.attribute(info.textAttr).as_string(info.defaultText)));
        // Studio's Size stands, whatever the image or the text measure.
        if ((info.mainImage || info.textAttr) && (csdSize.width > 0 || csdSize.height > 0))
            set(doc, el, *node, "contentSize", csdSize);
        appendChildren(doc, el, *node, path, nesting);
        return node;
    }
    case Kind::ProjectNode: break;
    }
    ++m_report.imported;
    appendChildren(doc, el, *node, path, nesting);
    return node;
}

// ui::Layout: the Panel is a node of its own opacity (Alpha) whose background colour
// (protected child at z -2) and image (z -1) are children drawn behind its own, with
// their own opacity (BackColorAlpha), so that the background's alpha never reaches the
// Panel's children.
std::unique_ptr<Node> Importer::panel(const CsdDocument& doc, const pugi::xml_node& el, std::unique_ptr<Node> node,
                                      const std::string& path, Size csdSize) {
    NodeFactoryContext factory{&m_assets, Scene::kDefaultDesignSize};
    auto markBackground = [&](Node& background, const char* role) {
        Json kept = Json::object();
        kept["cocosStudio"] = Json::object({{"panelBackground", role}});
        m_file->out->file.at(background.id()).unknownKeys = kept.dump();
        set(doc, el, background, "cascadeColorEnabled", true);
        set(doc, el, background, "cascadeOpacityEnabled", true);
    };
    const int combo = integer(doc, el, "ComboBoxIndex", 0, 0, 2);
    if (combo != 0) {
        std::unique_ptr<Node> layer =
            builtinNodeTypes().find(combo == 1 ? "ColorLayer" : "LayerGradient")->create(factory);
        set(doc, el, *layer, "name", std::string("background-colour"));
        set(doc, el, *layer, "localZOrder", -2);
        set(doc, el, *layer, "contentSize", csdSize);
        set(doc, el, *layer, "opacity", integer(doc, el, "BackColorAlpha", 255, 0, 255));
        auto colorOf = [&](const char* element) { return color(doc, el.child(element)); };
        if (combo == 1) {
            set(doc, el, *layer, "color", colorOf("SingleColor"));
        } else {
            set(doc, el, *layer, "color", colorOf("FirstColor"));
            set(doc, el, *layer, "endColor", colorOf("EndColor"));
            const pugi::xml_node v = el.child("ColorVector");
            set(doc, el, *layer, "vector", Vec2{number(doc, v, "ScaleX", 0), number(doc, v, "ScaleY", -0.5f)});
        }
        markBackground(*layer, "colour");
        node->addChild(std::move(layer));
    }
    if (const pugi::xml_node image = el.child("FileData"); image && *image.attribute("Path").as_string()) {
        // Centred; stretched to the Panel only when sliced (Layout::setBackGroundImage).
        const bool sliced = isTrue(el, "Scale9Enable");
        auto background = builtinNodeTypes().find(sliced ? "Scale9Sprite" : "Sprite")->create(factory);
        set(doc, el, *background, "name", std::string("background-image"));
        set(doc, el, *background, "localZOrder", -1);
        set(doc, el, *background, "anchorPoint", Vec2{0.5f, 0.5f});
        set(doc, el, *background, "position", Vec2{csdSize.width / 2, csdSize.height / 2});
        background->setContentSize(csdSize);
        if (!assignImage(doc, image, *background, path + "/background-image") || sliced)
            background->setContentSize(csdSize);
        if (sliced)
            set(doc, el, *background, "capInsets",
                Rect{{number(doc, el, "Scale9OriginX", 0), number(doc, el, "Scale9OriginY", 0)},
                     {number(doc, el, "Scale9Width", 0), number(doc, el, "Scale9Height", 0)}});
        markBackground(*background, "image");
        node->addChild(std::move(background));
    }
    // cocos draws every child of negative z before the background; here z breaks ties
    // by arrival, so a child at -2 or -1 would draw over it.
    const pugi::xml_node children = el.child("Children");
    for (pugi::xml_node c = children.first_child(); c; c = c.next_sibling())
        if (int z = c.attribute("ZOrder").as_int(0); z < 0 && z >= -2 && node->childCount() > 0)
            warn(doc, c, path,
                 "a child at z " + std::to_string(z) + " draws over the panel's background (cocos draws it behind)");
    if (isTrue(el, "ClipAble")) set(doc, el, *node, "clippingEnabled", true);
    return node;
}

}  // namespace diorama::cocostudio
