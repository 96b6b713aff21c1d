// ctype by ctype, as cocos2d-x 3.17's readers build nodes (csd-format notes, sections 3-7).
#include "diorama/nodes/label.h"
#include "diorama/nodes/layer_gradient.h"
#include "diorama/nodes/sprite.h"
#include "diorama/types/node_type.h"
#include "importer.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <set>
#include <sstream>

namespace diorama::cocostudio {

namespace fs = std::filesystem;

namespace {

// What a ctype becomes.
enum class Kind { Node, Sprite, ImageView, Button, Text, Panel, ProjectNode, Placeholder };

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
        return {Kind::Button, "Sprite", nullptr, nullptr, nullptr};
    if (ctype == "TextObjectData" || ctype == "LabelObjectData" || ctype == "TextAreaObjectData")
        return {Kind::Text, "Label", nullptr, nullptr, nullptr};
    if (ctype == "PanelObjectData") return {Kind::Panel, "Node", nullptr, nullptr, nullptr};
    if (ctype == "ProjectNodeObjectData") return {Kind::ProjectNode, "Node", nullptr, nullptr, nullptr};
    if (ctype == "TextBMFontObjectData" || ctype == "LabelBMFontObjectData")
        return {Kind::Placeholder, "Label", nullptr, "LabelText", "Fnt Text Label"};
    if (ctype == "TextFieldObjectData") return {Kind::Placeholder, "Label", nullptr, "PlaceHolderText", ""};
    if (ctype == "CheckBoxObjectData") return {Kind::Placeholder, "Sprite", "NormalBackFileData", nullptr, nullptr};
    if (ctype == "SliderObjectData") return {Kind::Placeholder, "Sprite", "BackGroundData", nullptr, nullptr};
    if (ctype == "LoadingBarObjectData") return {Kind::Placeholder, "Sprite", "ImageFileData", nullptr, nullptr};
    return {Kind::Placeholder, "Node", nullptr, nullptr, nullptr};
}

// Attributes every node may carry that the runtime has no property for: kept so that
// timelines (ActionTag), callbacks and custom classes can be wired up later.
constexpr const char* kMetadataAttributes[] = {"ActionTag",       "UserData",   "CallBackType", "CallBackName",
                                               "CustomClassName", "FrameEvent", "TouchEnable"};

// Attributes the common properties consume, and editor state cocos never reads.
const std::set<std::string_view> kConsumed = {"Name",
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
                                              "PercentWidthEnabled",
                                              "PercentHeightEnabled",
                                              "StretchWidthEnable",
                                              "StretchHeightEnable",
                                              "HorizontalEdge",
                                              "VerticalEdge"};

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

bool isTrue(const pugi::xml_node& el, const char* attribute) {
    return std::strcmp(el.attribute(attribute).as_string(), "True") == 0;
}

}  // namespace

Importer::Importer(const ImportOptions& options, ImportResult& result, fs::path resourceRoot)
    : m_options(options), m_result(result), m_resourceRoot(resourceRoot),
      m_outputDir(options.outputDirectory.value_or(resourceRoot)),
      m_assets(resourceRoot, resourceRoot, options.context.textures, options.context.fonts) {}

void Importer::warn(const CsdDocument& doc, const pugi::xml_node& el, const std::string& path, std::string message) {
    m_result.report.warnings.push_back({doc.fileName, el ? doc.lineOf(el) : 0, path, std::move(message)});
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
        throw ImportFailure{doc.fileName, doc.lineOf(el),
                            std::string(el.name()) + " " + attribute + "=\"" + std::string(text).substr(0, 40) +
                                "\" is not a number Studio writes (finite, at most 1e9)"};
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
        throw ImportFailure{doc.fileName, doc.lineOf(el),
                            std::string(el.name()) + " " + attribute + "=\"" + std::string(text).substr(0, 40) +
                                "\" is not an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]"};
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

std::string Importer::childPath(const std::string& parent, const Node& node) const {
    const std::string name = node.name().empty() ? "<" + std::string(node.typeName()) + ">" : node.name();
    return parent.empty() ? name : parent + "/" + name;
}

void Importer::keepAttributes(const pugi::xml_node& el, Node& node, bool everything) {
    Json kept = Json::object();
    kept["ctype"] = el.attribute("ctype").as_string("NodeObjectData");
    for (pugi::xml_attribute a = el.first_attribute(); a; a = a.next_attribute()) {
        const bool metadata = std::any_of(std::begin(kMetadataAttributes), std::end(kMetadataAttributes),
                                          [&](const char* m) { return std::strcmp(m, a.name()) == 0; });
        if (metadata || (everything && !kConsumed.count(a.name()) && std::strcmp(a.name(), "ctype") != 0))
            kept[a.name()] = a.value();
    }
    if (everything) {  // the type's own elements (images, colours), attributes verbatim
        Json elements = Json::object();
        for (pugi::xml_node c = el.first_child(); c; c = c.next_sibling()) {
            if (c.type() != pugi::node_element || std::strcmp(c.name(), "Children") == 0) continue;
            static const std::set<std::string_view> kCommon = {"Size",   "AnchorPoint", "Position", "Scale",
                                                               "CColor", "PrePosition", "PreSize"};
            if (kCommon.count(c.name())) continue;
            Json attrs = Json::object();
            for (pugi::xml_attribute a = c.first_attribute(); a; a = a.next_attribute()) attrs[a.name()] = a.value();
            elements[c.name()] = std::move(attrs);
        }
        if (!elements.empty()) kept["elements"] = std::move(elements);
    }
    Json unknown = Json::object();
    unknown["cocosStudio"] = std::move(kept);
    m_result.file.at(node.id()).unknownKeys = unknown.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// NodeReader and WidgetReader: every value with the converter's initial value when the
// attribute or element is absent (Scale 1, Alpha 255, CColor white, the rest 0).
void Importer::applyCommon(const CsdDocument& doc, const pugi::xml_node& el, Node& node, bool widget) {
    set(doc, el, node, "name", std::string(el.attribute("Name").as_string()));
    set(doc, el, node, "tag", integer(doc, el, "Tag", 0, INT32_MIN, INT32_MAX));
    if (el.attribute("ActionTag"))
        m_byActionTag[{&doc, integer(doc, el, "ActionTag", 0, INT32_MIN, INT32_MAX)}] = &node;
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
    set(doc, el, node, "visible", !(std::strcmp(el.attribute("VisibleForFrame").as_string("True"), "False") == 0));
    set(doc, el, node, "opacity", integer(doc, el, "Alpha", 255, 0, 255));
    const pugi::xml_node color = el.child("CColor");
    set(doc, el, node, "color",
        Color3B{std::uint8_t(integer(doc, color, "R", 255, 0, 255)),
                std::uint8_t(integer(doc, color, "G", 255, 0, 255)),
                std::uint8_t(integer(doc, color, "B", 255, 0, 255))});
    // cocos' loader turns cascading on for every node it builds.
    set(doc, el, node, "cascadeColorEnabled", true);
    set(doc, el, node, "cascadeOpacityEnabled", true);
    if (std::strcmp(el.attribute("Visible").as_string(), "False") == 0) {
        m_result.file.at(node.id()).editor.hidden = true;  // Studio's eye icon, not runtime visibility
        warn(doc, el, node.name(),
             "hidden in Studio's editor (Visible=\"False\"): hidden in the editor, drawn by the game");
    }
    for (const char* flag : {"PositionPercentXEnabled", "PositionPercentYEnabled", "PercentWidthEnabled",
                             "PercentHeightEnabled", "StretchWidthEnable", "StretchHeightEnable"})
        if (isTrue(el, flag)) {
            warn(doc, el, node.name(),
                 std::string(flag) + ": percent layout is not imported; the design-size values stand");
            break;
        }
}

std::string Importer::assetPath(const std::string& csdPath) const {
    const fs::path full = (m_resourceRoot / csdPath).lexically_normal();
    return full.lexically_relative(m_outputDir).generic_string();
}

// The image a Sprite-like node shows. A missing one keeps its path (the scene shows the
// placeholder until the file is there, as for any missing asset) and a warning.
bool Importer::assignImage(const CsdDocument& doc, const pugi::xml_node& fileData, Node& node,
                           const std::string& path) {
    if (!fileData) return false;
    const std::string type = fileData.attribute("Type").as_string("Normal");
    const std::string file = fileData.attribute("Path").as_string();
    if (file.empty()) return false;
    auto& sprite = static_cast<Sprite&>(node);
    if (type == "PlistSubImage") {
        warn(doc, fileData, path,
             "sprite frame '" + file + "' of atlas '" + fileData.attribute("Plist").as_string() +
                 "': atlases are not imported yet; shown as a placeholder");
        sprite.setTexture(placeholderTexture());
        return false;
    }
    const std::string relative = assetPath(file);
    if (relative.rfind("..", 0) == 0)
        warn(doc, fileData, path,
             "image '" + file + "' lies outside the output folder; save the scene inside " + m_resourceRoot.string() +
                 " so it can reach it");
    sprite.setTexturePath(relative);
    std::error_code ec;
    if (!std::filesystem::is_regular_file(m_resourceRoot / file, ec)) {
        warn(doc, fileData, path,
             type == "Default" ? "'" + file +
                                     "' is a Cocos Studio built-in image, which ships with Studio, not the project: "
                                     "shown as a placeholder"
                               : "image '" + file + "' not found in " + m_resourceRoot.string());
        m_result.report.missingFiles.push_back(file);
        sprite.setTexture(placeholderTexture());
        return false;
    }
    // The texture resets the content size to the image (Sprite::setTexture).
    m_assets.setPointer(path);
    const TextureInfo texture = m_assets.texture(file);
    sprite.setTexture(texture);
    for (const AssetProblem& p : m_assets.problems()) warn(doc, fileData, path, p.message);
    m_assets.problems().clear();
    return !texture.placeholder;
}

void Importer::appendChildren(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                              int nesting) {
    const pugi::xml_node children = el.child("Children");
    for (pugi::xml_node c = children.first_child(); c; c = c.next_sibling()) {
        if (c.type() != pugi::node_element) continue;
        // addChild(child) keeps the child's own z: document order breaks ties (docs/runtime.md, A1 Ordering).
        node.addChild(convert(doc, c, path, nesting));
    }
}

std::unique_ptr<Node> Importer::convert(const CsdDocument& doc, const pugi::xml_node& el, const std::string& parentPath,
                                        int nesting) {
    const SceneLimits& limits = m_options.context.limits;
    if (++m_nodeCount > limits.maxNodes)
        throw ImportFailure{
            doc.fileName, doc.lineOf(el),
            "node count limit exceeded: at most " + std::to_string(limits.maxNodes) + " nodes per scene"};
    struct DepthGuard {
        int& depth;
        explicit DepthGuard(int& d) : depth(++d) {}
        ~DepthGuard() { --depth; }
    } guard(m_depth);
    if (m_depth > limits.maxTreeDepth)
        throw ImportFailure{doc.fileName, doc.lineOf(el),
                            "node tree depth limit exceeded: nodes may nest at most " +
                                std::to_string(limits.maxTreeDepth) + " levels deep"};
    const std::string ctype = el.attribute("ctype").as_string();
    const std::string counted = ctype.empty() ? "NodeObjectData" : ctype;
    ++m_result.report.nodesByCtype[counted];
    const CtypeInfo info = classify(ctype);
    if (info.kind == Kind::ProjectNode) {
        ++m_result.report.imported;
        return projectNode(doc, el, parentPath, nesting);
    }
    NodeFactoryContext factory{&m_assets, Scene::kDefaultDesignSize};
    // Scale9Enable slices an ImageView's or Button's image (cap insets in image pixels).
    const bool sliced = (info.kind == Kind::ImageView || info.kind == Kind::Button) && isTrue(el, "Scale9Enable");
    std::unique_ptr<Node> node = builtinNodeTypes().find(sliced ? "Scale9Sprite" : info.diorama)->create(factory);
    const bool widget = isWidget(ctype);
    applyCommon(doc, el, *node, widget);
    const std::string path = childPath(parentPath, *node);
    const Size csdSize = node->contentSize();

    switch (info.kind) {
    case Kind::Node: break;
    case Kind::Sprite: {
        // With its image, a sprite's size is the image's; without, the csd Size stands in.
        if (!assignImage(doc, el.child("FileData"), *node, path)) node->setContentSize(csdSize);
        set(doc, el, *node, "flippedX", isTrue(el, "FlipX"));
        set(doc, el, *node, "flippedY", isTrue(el, "FlipY"));
        const pugi::xml_node blend = el.child("BlendFunc");
        const int src = integer(doc, blend, "Src", 1, 0, 65535), dst = integer(doc, blend, "Dst", 771, 0, 65535);
        if (dst == 1 && (src == 1 || src == 770))
            set(doc, el, *node, "blend", 1);  // additive
        else if (!(dst == 771 && (src == 1 || src == 770)))
            warn(doc, blend, path,
                 "blend function (" + std::to_string(src) + ", " + std::to_string(dst) + ") imported as alpha");
        const int alpha = integer(doc, el.child("CColor"), "A", 255, 0, 255);
        if (alpha != 255) set(doc, el, *node, "opacity", alpha);
        break;
    }
    case Kind::ImageView:
    case Kind::Button: {
        const pugi::xml_node image = el.child(info.kind == Kind::Button ? "NormalFileData" : "FileData");
        assignImage(doc, image, *node, path);
        node->setContentSize(csdSize);                         // widgets stretch (or slice) their image to Size
        set(doc, el, *node, "flippedX", isTrue(el, "FlipX"));  // widgets flip their renderer
        set(doc, el, *node, "flippedY", isTrue(el, "FlipY"));
        if (sliced)
            set(doc, el, *node, "capInsets",
                Rect{{number(doc, el, "Scale9OriginX", 0), number(doc, el, "Scale9OriginY", 0)},
                     {number(doc, el, "Scale9Width", 0), number(doc, el, "Scale9Height", 0)}});
        if (info.kind == Kind::Button) {
            keepAttributes(el, *node, true);  // pressed and disabled images, title font
            const std::string title = el.attribute("ButtonText").as_string();
            if (!title.empty()) {
                auto label = builtinNodeTypes().find("Label")->create(factory);
                set(doc, el, *label, "text", title);
                set(doc, el, *label, "fontSize", number(doc, el, "FontSize", 14));
                const pugi::xml_node tc = el.child("TextColor");
                set(doc, el, *label, "color",
                    Color3B{std::uint8_t(integer(doc, tc, "R", 255, 0, 255)),
                            std::uint8_t(integer(doc, tc, "G", 255, 0, 255)),
                            std::uint8_t(integer(doc, tc, "B", 255, 0, 255))});
                set(doc, el, *label, "position", Vec2{csdSize.width / 2, csdSize.height / 2});
                set(doc, el, *label, "cascadeColorEnabled", true);
                set(doc, el, *label, "cascadeOpacityEnabled", true);
                node->addChild(std::move(label));
            }
            ++m_result.report.imported;
            appendChildren(doc, el, *node, path, nesting);
            return node;
        }
        break;
    }
    case Kind::Text: {
        set(doc, el, *node, "fontSize", number(doc, el, "FontSize", 20));
        if (const pugi::xml_node font = el.child("FontResource"); font && *font.attribute("Path").as_string()) {
            const std::string file = font.attribute("Path").as_string();
            set(doc, font, *node, "font", file);                      // loaded from the resource root...
            static_cast<Label&>(*node).setFontPath(assetPath(file));  // ...saved relative to the output
        }
        set(doc, el, *node, "text", std::string(el.attribute("LabelText").as_string("Text Label")));
        // Studio wrote the size cocos measures with the same font; ours lays the text out
        // with the fonts it has, so the csd's measurement keeps bounds and positions exact.
        if (csdSize.width > 0 || csdSize.height > 0) set(doc, el, *node, "contentSize", csdSize);
        if (isTrue(el, "IsCustomSize"))
            warn(doc, el, path, "a custom-size (wrapping) text area is shown unwrapped at its size");
        if (isTrue(el, "OutlineEnabled") || isTrue(el, "ShadowEnabled") || el.attribute("HorizontalAlignmentType") ||
            el.attribute("VerticalAlignmentType"))
            warn(doc, el, path, "text alignment, outline and shadow are not imported");
        break;
    }
    case Kind::Panel: {
        const int combo = integer(doc, el, "ComboBoxIndex", 0, 0, 2);
        if (combo != 0) {
            // The background becomes the node itself: a ColorLayer, or a gradient.
            std::unique_ptr<Node> layer =
                builtinNodeTypes().find(combo == 1 ? "ColorLayer" : "LayerGradient")->create(factory);
            applyCommon(doc, el, *layer, true);
            const int backAlpha = integer(doc, el, "BackColorAlpha", 255, 0, 255);
            set(doc, el, *layer, "opacity", int(cascadeChannel(std::uint8_t(backAlpha), layer->opacity())));
            auto colorOf = [&](const char* element) {
                const pugi::xml_node c = el.child(element);
                return Color3B{std::uint8_t(integer(doc, c, "R", 255, 0, 255)),
                               std::uint8_t(integer(doc, c, "G", 255, 0, 255)),
                               std::uint8_t(integer(doc, c, "B", 255, 0, 255))};
            };
            if (combo == 1) {
                set(doc, el, *layer, "color", colorOf("SingleColor"));
            } else {
                set(doc, el, *layer, "color", colorOf("FirstColor"));
                set(doc, el, *layer, "endColor", colorOf("EndColor"));
                const pugi::xml_node v = el.child("ColorVector");
                set(doc, el, *layer, "vector", Vec2{number(doc, v, "ScaleX", 0), number(doc, v, "ScaleY", -0.5f)});
            }
            node = std::move(layer);
        }
        if (const pugi::xml_node image = el.child("FileData"); image && *image.attribute("Path").as_string()) {
            const bool slicedBackground = isTrue(el, "Scale9Enable");
            auto background = builtinNodeTypes().find(slicedBackground ? "Scale9Sprite" : "Sprite")->create(factory);
            set(doc, el, *background, "name", std::string("background"));
            set(doc, el, *background, "anchorPoint", Vec2{0, 0});
            assignImage(doc, image, *background, path + "/background");
            background->setContentSize(csdSize);
            if (slicedBackground)
                set(doc, el, *background, "capInsets",
                    Rect{{number(doc, el, "Scale9OriginX", 0), number(doc, el, "Scale9OriginY", 0)},
                         {number(doc, el, "Scale9Width", 0), number(doc, el, "Scale9Height", 0)}});
            node->addChild(std::move(background));
        }
        if (isTrue(el, "ClipAble")) warn(doc, el, path, "clipping is not imported: children draw outside the panel");
        break;
    }
    case Kind::Placeholder: {
        ++m_result.report.placeholders;
        warn(doc, el, path, counted + " is imported as a placeholder " + info.diorama + " (its attributes are kept)");
        if (info.mainImage) {
            assignImage(doc, el.child(info.mainImage), *node, path);
            node->setContentSize(csdSize);
        }
        if (info.textAttr)
            set(doc, el, *node, "text", std::string(el.attribute(info.textAttr).as_string(info.defaultText)));
        keepAttributes(el, *node, true);
        appendChildren(doc, el, *node, path, nesting);
        return node;
    }
    case Kind::ProjectNode: break;
    }
    ++m_result.report.imported;
    keepAttributes(el, *node, false);
    appendChildren(doc, el, *node, path, nesting);
    return node;
}

// Section 6: the nested file's root becomes this node, with the ProjectNode's own common
// properties applied over it; its extra children follow the nested file's.
std::unique_ptr<Node> Importer::projectNode(const CsdDocument& doc, const pugi::xml_node& el,
                                            const std::string& parentPath, int nesting) {
    const std::string file = el.child("FileData").attribute("Path").as_string();
    std::unique_ptr<Node> node;
    const std::string name = el.attribute("Name").as_string();
    const std::string path = parentPath.empty() ? name : parentPath + "/" + name;
    if (file.empty()) {
        warn(doc, el, path, "ProjectNode without a file: an empty node");
    } else if (m_assets.setPointer(path), !m_assets.resolve(file)) {
        // Absolute, escaping or missing: the resolver said which.
        for (const AssetProblem& p : m_assets.problems())
            warn(doc, el, path, "nested file: " + p.message + ": an empty node");
        m_assets.problems().clear();
        m_result.report.missingFiles.push_back(file);
    } else {
        const fs::path nested = (m_resourceRoot / file).lexically_normal();
        std::error_code ec;
        const fs::path canonical = fs::weakly_canonical(nested, ec);
        const bool cycle = std::find(m_inlining.begin(), m_inlining.end(), canonical) != m_inlining.end();
        if (cycle) {
            warn(doc, el, path, "'" + file + "' includes itself (a cycle): an empty node instead");
        } else if (nesting >= m_options.maxNesting) {
            warn(doc, el, path,
                 "nested files deeper than " + std::to_string(m_options.maxNesting) + " levels: an empty node instead");
        } else if (!fs::is_regular_file(nested, ec)) {
            warn(doc, el, path,
                 "nested file '" + file + "' not found in " + m_resourceRoot.string() + ": an empty node");
            m_result.report.missingFiles.push_back(file);
        } else {
            CsdDocument inner;
            SceneError error;
            if (!loadCsd(nested, m_options.maxFileBytes, inner, error)) {
                warn(doc, el, path, "nested file: " + error.format());
            } else {
                m_inlining.push_back(canonical);
                node = convert(inner, inner.objectData, parentPath, nesting + 1);
                m_inlining.pop_back();
                applyFrameZero(inner);
                // `inner` dies here and another file may reuse its address: its ActionTags
                // must not resolve to these nodes.
                m_byActionTag.erase(m_byActionTag.lower_bound({&inner, INT32_MIN}),
                                    m_byActionTag.upper_bound({&inner, INT32_MAX}));
            }
        }
    }
    if (!node) {
        node = builtinNodeTypes().find("Node")->create({});
        keepAttributes(el, *node, true);
    }
    applyCommon(doc, el, *node, false);
    appendChildren(doc, el, *node, path, nesting);
    return node;
}

// cocos runs the nested file's timeline and pauses at frame 0: every timeline applies
// its first key frame (a frame index at or after 0 is reached from the start).
void Importer::applyFrameZero(const CsdDocument& doc) {
    if (!doc.animation) return;
    for (pugi::xml_node t = doc.animation.child("Timeline"); t; t = t.next_sibling("Timeline")) {
        auto it = m_byActionTag.find({&doc, integer(doc, t, "ActionTag", 0, INT32_MIN, INT32_MAX)});
        pugi::xml_node frame = t.first_child();
        while (frame && frame.type() != pugi::node_element) frame = frame.next_sibling();
        if (it == m_byActionTag.end() || !frame) continue;
        Node& node = *it->second;
        const std::string property = t.attribute("Property").as_string();
        const std::string path = node.name();
        if (property == "Position") {
            set(doc, frame, node, "position", Vec2{number(doc, frame, "X", 0), number(doc, frame, "Y", 0)});
        } else if (property == "Scale") {
            set(doc, frame, node, "scaleX", number(doc, frame, "X", 1));
            set(doc, frame, node, "scaleY", number(doc, frame, "Y", 1));
        } else if (property == "RotationSkew") {
            set(doc, frame, node, "rotationSkewX", number(doc, frame, "X", 0));
            set(doc, frame, node, "rotationSkewY", number(doc, frame, "Y", 0));
        } else if (property == "AnchorPoint") {
            set(doc, frame, node, "anchorPoint", Vec2{number(doc, frame, "X", 0), number(doc, frame, "Y", 0)});
        } else if (property == "CColor") {
            const pugi::xml_node c = frame.child("Color");
            set(doc, frame, node, "color",
                Color3B{std::uint8_t(integer(doc, c, "R", 255, 0, 255)),
                        std::uint8_t(integer(doc, c, "G", 255, 0, 255)),
                        std::uint8_t(integer(doc, c, "B", 255, 0, 255))});
        } else if (property == "Alpha") {
            set(doc, frame, node, "opacity", integer(doc, frame, "Value", 255, 0, 255));
        } else if (property == "ZOrder") {
            set(doc, frame, node, "localZOrder", integer(doc, frame, "Value", 0, INT32_MIN, INT32_MAX));
        } else if (property == "VisibleForFrame") {
            set(doc, frame, node, "visible", std::strcmp(frame.attribute("Value").as_string("True"), "False") != 0);
        } else if (property == "FileData" && node.typeName() == "Sprite") {
            const Size before = node.contentSize();
            if (!assignImage(doc, frame.child("TextureFile"), node, path)) node.setContentSize(before);
        } else if (property != "BlendFunc" && property != "FrameEvent" && property != "ActionValue") {
            warn(doc, t, path, "timeline property " + property + " is not applied at frame 0");
        }
    }
    warn(doc, doc.animation, "",
         "the nested file's timeline is shown at frame 0, as cocos instances it; its animation is not imported");
}

void Importer::importRoot(const CsdDocument& doc) {
    m_inlining.push_back(fs::weakly_canonical(doc.path));
    const pugi::xml_node root = doc.objectData;
    const pugi::xml_node size = root.child("Size");
    const Size design{number(doc, size, "X", 0), number(doc, size, "Y", 0)};
    auto scene = std::make_unique<Scene>(design);
    m_result.file.at(scene->id()).fileId = generateNodeId();
    if (doc.type == "Scene") {
        // A Scene file's root node is the scene: a plain Node at the origin in cocos.
        ++m_result.report.nodesByCtype[root.attribute("ctype").as_string("NodeObjectData")];
        ++m_result.report.imported;
        applyCommon(doc, root, *scene, false);
        set(doc, root, *scene, "ignoreAnchorPointForPosition", true);
        keepAttributes(root, *scene, false);
        appendChildren(doc, root, *scene, "", 0);
    } else {
        scene->addChild(convert(doc, root, "", 0));
    }
    if (doc.animation && doc.animation.child("Timeline")) {
        int timelines = 0;
        for (pugi::xml_node t = doc.animation.child("Timeline"); t; t = t.next_sibling("Timeline")) ++timelines;
        warn(doc, doc.animation, "",
             std::to_string(timelines) + " timelines are kept as metadata, not imported as actions");
        Json kept = Json::object();
        std::ostringstream xml;
        doc.animation.print(xml, "", pugi::format_raw);
        kept["cocosStudioAnimation"] = xml.str();
        if (doc.animationList) {
            std::ostringstream list;
            doc.animationList.print(list, "", pugi::format_raw);
            kept["cocosStudioAnimationList"] = list.str();
        }
        m_result.file.documentUnknownKeys = kept.dump(-1, ' ', false, Json::error_handler_t::replace);
    }
    m_result.scene = std::move(scene);
}

}  // namespace diorama::cocostudio
