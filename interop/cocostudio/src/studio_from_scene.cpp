#include "studio_from_scene.h"
#include "studio_classes.h"
#include "studio_converter.h"
#include "studio_timelines.h"

#include "diorama/nodes/button.h"
#include "diorama/nodes/check_box.h"
#include "diorama/nodes/instance.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/layer_gradient.h"
#include "diorama/nodes/list_view.h"
#include "diorama/nodes/loading_bar.h"
#include "diorama/nodes/page_view.h"
#include "diorama/nodes/panel.h"
#include "diorama/nodes/scale9_sprite.h"
#include "diorama/nodes/scroll_view.h"
#include "diorama/nodes/slider.h"
#include "diorama/nodes/sprite.h"
#include "diorama/nodes/text_atlas.h"
#include "diorama/nodes/text_bmfont.h"
#include "diorama/nodes/text_field.h"
#include "diorama/scene/layout_component.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"
#include "diorama/types/node_type.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <unordered_map>

namespace diorama::cocostudio {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace {

std::uint32_t fnv1a(std::string_view text) {
    std::uint32_t h = 2166136261u;
    for (unsigned char c : text) h = (h ^ c) * 16777619u;
    return h;
}

}  // namespace

namespace detail {

NodeKeys keysOf(const SceneFileData& file, const Node& node) {
    NodeKeys k;
    const NodeFileRecord* record = file.find(node.id());
    if (!record || record->unknownKeys.empty()) return k;
    Json keys = Json::parse(record->unknownKeys, nullptr, false);
    if (!keys.is_object()) return k;
    for (auto& [key, value] : keys.items()) {
        if (key == "cocosStudio" && value.is_object())
            k.cocosStudio = value;
        else if (key == "actions")
            k.hasActions = true;
        else if (key == "on")
            k.hasTriggers = true;
        else
            k.otherKeys.push_back(key);
    }
    return k;
}

std::string Converter::resourcePath(const std::string& scenePath, const std::string& path, const std::string& what) {
    const fs::path full = (m_sceneDir / scenePath).lexically_normal();
    const std::string relative = full.lexically_relative(m_context.resourceRoot).generic_string();
    std::error_code ec;
    if (relative.empty() || relative.rfind("..", 0) == 0)
        issue(path, what,
              "'" + scenePath + "' lies outside the resource root " + m_context.resourceRoot.string() +
                  ": written as '" + relative + "', which the game's search paths may not reach");
    else if (!fs::is_regular_file(full, ec))
        issue(path, what, "'" + scenePath + "' does not exist: the game shows nothing there until it does");
    return relative.empty() ? scenePath : relative;
}

std::unique_ptr<StudioNode> Converter::convertRoot() {
    // A Layer or Node file imports as a Scene holding that file's root: it goes back as
    // the file's root, so that importing the export gives the same scene.
    const NodeKeys sceneKeys = keysOf(m_file, m_scene);
    if (sceneKeys.cocosStudio.is_null() && m_scene.childCount() == 1) {
        const Node& only = *m_scene.children().front();
        const NodeKeys keys = keysOf(m_file, only);
        const std::string ctype = keys.cocosStudio.is_object() ? keys.cocosStudio.value("ctype", "") : "";
        if (ctype == "GameLayerObjectData" || ctype == "GameNodeObjectData" || ctype == "SingleNodeObjectData") {
            m_doc.type = ctype == "GameLayerObjectData" ? "Layer" : "Node";
            m_rootCtype = ctype;
            return convert(only, true);
        }
    }
    // A Layer file imported as the scene itself goes back as a Layer file: Studio pairs
    // GameLayerObjectData with Type="Layer" (Scene and Node files both have a GameNode root).
    const std::string ownCtype =
        sceneKeys.cocosStudio.is_object() ? sceneKeys.cocosStudio.value("ctype", "") : std::string();
    m_doc.type = ownCtype == "GameLayerObjectData" ? "Layer" : "Scene";
    return convert(m_scene, true);
}

std::unique_ptr<StudioNode> Converter::convert(const Node& node, bool isRoot) {
    auto out = std::make_unique<StudioNode>();
    m_written[node.id()] = out.get();
    out->path = isRoot ? "" : m_paths.pathOf(node);
    if (isRoot) m_root = out.get();
    const NodeKeys keys = keysOf(m_file, node);
    const std::string type(node.typeName());
    std::string kept = keys.cocosStudio.is_object() ? keys.cocosStudio.value("ctype", "") : "";

    // The class: the kept Studio class when the node's type can still be it.
    const std::vector<std::string>& classes = studioClassesOf(type);
    std::string ctype;
    if (isRoot) {
        // Studio 2.1 files have a SingleNode root: kept as it was.
        const bool rootClass =
            kept == "GameLayerObjectData" || kept == "GameNodeObjectData" || kept == "SingleNodeObjectData";
        ctype = !m_rootCtype.empty() ? m_rootCtype : rootClass ? kept : "GameNodeObjectData";
    } else if (!kept.empty() && std::find(classes.begin(), classes.end(), modernCtype(kept)) != classes.end()) {
        ctype = modernCtype(kept);
    } else if (type == "Node" && !kept.empty() && !isKnownStudioClass(modernCtype(kept))) {
        ctype = kept;  // a class the importer kept as a placeholder: written back as Studio wrote it
    } else {
        if (!kept.empty() && modernCtype(kept) != "SingleNodeObjectData" && kept.rfind("Game", 0) != 0)
            issue(out->path, "cocosStudio.ctype",
                  "the node was a Studio " + kept + " and is now a " + type + ": exported as the " + type + " is");
        if (classes.empty()) {
            issue(out->path, "type",
                  "cocos has no class for a '" + type + "' node: exported as a plain Node (its children kept)");
            ctype = "SingleNodeObjectData";
        } else if (type == "Node" && node.isClippingEnabled()) {
            ctype = "PanelObjectData";  // cocos clips in a ui::Layout
        } else {
            ctype = classes.front();
        }
    }
    out->ctype = ctype;

    // Kept options first; what the node says now overrides them. A scene file may hold any
    // key there, but only XML names can go back into a .csd.
    auto keptName = [&](const std::string& name, const std::string& where) {
        if (isXmlName(name)) return true;
        issue(out->path, "cocosStudio." + where + name, "not an XML name, so it cannot be a .csd attribute: left out");
        return false;
    };
    if (keys.cocosStudio.is_object()) {
        for (auto& [name, value] : keys.cocosStudio.items()) {
            if (name == "ctype" || name == "elements" || !value.is_string() || !keptName(name, "")) continue;
            out->attributes.set(name, value.get<std::string>());
        }
    }
    applyCommon(node, *out, isRoot);
    if (keys.cocosStudio.is_object()) {
        if (auto it = keys.cocosStudio.find("elements"); it != keys.cocosStudio.end() && it->is_object())
            for (auto& [name, attrs] : it->items()) {
                if (!attrs.is_object() || out->findElement(name) || !keptName(name, "elements.")) continue;
                StudioElement& e = out->element(name);
                for (auto& [a, v] : attrs.items())
                    if (v.is_string() && keptName(a, "elements." + name + "."))
                        e.attributes.set(a, v.get<std::string>());
            }
    }
    if (!out->attributes.has("ActionTag") && !isRoot &&
        (m_context.actionTagOnEveryNode || keys.cocosStudio.is_null())) {
        const NodeFileRecord* record = m_file.find(node.id());
        m_needActionTag.emplace_back(out.get(), record ? record->fileId : out->path);
    }

    std::vector<const Node*> skipped;  // children the class draws itself (a title, a background)
    applyClass(node, *out, keys, skipped);
    applyClipping(node, *out);
    reportCommon(node, keys, ctype);
    for (const StudioElement& e : out->elements)
        if (e.attributes.get("Type") == "Default" && !e.attributes.get("Path").empty())
            issue(out->path, e.name,
                  "'" + e.attributes.get("Path") +
                      "' is one of Studio's built-in images, which ship with Studio, not with the project: the "
                      "game needs it in its search paths");

    if (ctype == "ProjectNodeObjectData" && node.typeName() == "Instance") {
        reportInstanceOverrides(static_cast<const Instance&>(node));
        return out;  // the source's nodes live in the nested file
    }
    for (const Node* child : childrenInFileOrder(node)) {
        if (std::find(skipped.begin(), skipped.end(), child) != skipped.end()) continue;
        out->children.push_back(convert(*child, false));
    }
    return out;
}

void Converter::applyCommon(const Node& node, StudioNode& out, bool isRoot) {
    out.attributes.set("Name", node.name());
    out.attributes.setUnlessDefault("Tag", std::to_string(node.tag()), "0");
    const bool skewed = node.rotationSkewX() != 0 || node.rotationSkewY() != 0;
    if (skewed || out.attributes.has("RotationSkewX")) {
        out.attributes.set("RotationSkewX", studioNumber(node.rotationSkewX()));
        out.attributes.set("RotationSkewY", studioNumber(node.rotationSkewY()));
    }
    if (node.localZOrder() != 0)
        out.attributes.set("ZOrder", std::to_string(node.localZOrder()));
    else
        out.attributes.erase("ZOrder");
    if (!node.isVisible())
        out.attributes.set("VisibleForFrame", "False");
    else
        out.attributes.erase("VisibleForFrame");
    if (node.opacity() != 255)
        out.attributes.set("Alpha", std::to_string(node.opacity()));
    else
        out.attributes.erase("Alpha");
    if (m_file.isHidden(node.id()))
        out.attributes.set("Visible", "False");  // Studio's eye icon: editor only
    else
        out.attributes.erase("Visible");

    setPair(out.element("Size"), "X", "Y", node.contentSize().width, node.contentSize().height);
    // Studio writes a Scene or Layer file's root with its size only (2.1 files, Node roots,
    // write every element).
    const bool elementsWritten = !(isRoot && &node == &m_scene && out.ctype != "SingleNodeObjectData");
    if (isRoot) reportRoot(node, out, elementsWritten);
    if (!elementsWritten) return;
    Vec2 anchor = node.anchorPoint();
    // cocos' NodeReader skips an anchor of exactly (0.5, 0.5), so a Node would keep its
    // (0, 0): the next float above 0.5 is read and set (6e-8 of the size away).
    if (anchor == Vec2{0.5f, 0.5f} && (out.ctype == "SingleNodeObjectData" || out.ctype == "ProjectNodeObjectData" ||
                                       out.ctype == "ParticleObjectData" || out.ctype == "GameMapObjectData"))
        anchor.x = std::nextafter(0.5f, 1.0f);
    setPair(out.element("AnchorPoint"), "ScaleX", "ScaleY", anchor.x, anchor.y);
    const Vec2 position = node.position();
    setPair(out.element("Position"), "X", "Y", position.x, position.y);
    setPair(out.element("Scale"), "ScaleX", "ScaleY", node.scaleX(), node.scaleY());
    setColor(out.element("CColor"), node.color());
    if (!isRoot) layoutInto(node, out);
}

// What the file's root cannot hold: in a .csb nothing but its size (Studio publishes the
// root bare), in a .csd no elements unless it is a Studio 2.1 SingleNode root.
void Converter::reportRoot(const Node& node, const StudioNode& out, bool elementsWritten) {
    const bool bare = m_context.bareRoot;
    const std::string why =
        bare ? "a .csb's root is a bare Node, as Studio publishes it (tag 0, the default transform, colour and "
               "opacity): the game's root does not have it; put it on a child"
             : "a Studio root (after 2.1) holds only its name, tag and size: the game's root does not have it; put it "
               "on a child";
    if (bare) {
        if (node.tag() != 0 && node.tag() != kInvalidTag) issue(out.path, "tag", why);
        if (node.opacity() != 255) issue(out.path, "opacity", why);
        if (!node.isVisible()) issue(out.path, "visible", why);
        if (node.rotationSkewX() != 0 || node.rotationSkewY() != 0) issue(out.path, "rotation", why);
    }
    if (!bare && elementsWritten) return;
    if (node.position() != Vec2{}) issue(out.path, "position", why);
    if (node.scaleX() != 1 || node.scaleY() != 1) issue(out.path, "scale", why);
    if (node.anchorPoint() != Vec2{}) issue(out.path, "anchorPoint", why);
    if (node.color() != Color3B::white()) issue(out.path, "color", why);
}

// Studio writes every node's layout: the flags and edges that are on, and the fractions
// and margins, measured from the node unless its layout component holds its own.
void Converter::layoutInto(const Node& node, StudioNode& out) {
    const auto* layout = dynamic_cast<const LayoutComponent*>(node.componentByName(LayoutComponent::kName));
    LayoutComponent::Measures m = LayoutComponent::measure(node);
    if (layout)
        m = {layout->positionPercentX(), layout->positionPercentY(), layout->percentWidth(), layout->percentHeight(),
             layout->leftMargin(),       layout->rightMargin(),      layout->topMargin(),    layout->bottomMargin()};
    auto flag = [&](const char* name, bool on) {
        if (on)
            out.attributes.set(name, "True");
        else
            out.attributes.erase(name);
    };
    flag("PositionPercentXEnabled", layout && layout->isPositionPercentXEnabled());
    flag("PositionPercentYEnabled", layout && layout->isPositionPercentYEnabled());
    flag("PercentWidthEnabled", layout && layout->isPercentWidthEnabled());
    flag("PercentHeightEnabled", layout && layout->isPercentHeightEnabled());
    flag("StretchWidthEnable", layout && layout->isStretchWidthEnabled());
    flag("StretchHeightEnable", layout && layout->isStretchHeightEnabled());
    static const char* const kHorizontal[] = {"", "LeftEdge", "RightEdge", "BothEdge"};
    static const char* const kVertical[] = {"", "BottomEdge", "TopEdge", "BothEdge"};
    const int horizontal = layout ? int(layout->horizontalEdge()) : 0,
              vertical = layout ? int(layout->verticalEdge()) : 0;
    if (horizontal)
        out.attributes.set("HorizontalEdge", kHorizontal[horizontal]);
    else
        out.attributes.erase("HorizontalEdge");
    if (vertical)
        out.attributes.set("VerticalEdge", kVertical[vertical]);
    else
        out.attributes.erase("VerticalEdge");
    out.attributes.set("LeftMargin", studioNumber(m.leftMargin));
    out.attributes.set("RightMargin", studioNumber(m.rightMargin));
    out.attributes.set("TopMargin", studioNumber(m.topMargin));
    out.attributes.set("BottomMargin", studioNumber(m.bottomMargin));
    setPair(out.element("PrePosition"), "X", "Y", m.positionPercentX, m.positionPercentY);
    setPair(out.element("PreSize"), "X", "Y", m.percentWidth, m.percentHeight);
}

void Converter::applyClass(const Node& node, StudioNode& out, const NodeKeys& keys, std::vector<const Node*>& skipped) {
    const std::string& ctype = out.ctype;
    const std::string type(node.typeName());
    const bool diorama = keys.cocosStudio.is_null();  // made in Diorama, nothing kept
    auto setFlip = [&](const Sprite& s) {
        if (s.isFlippedX())
            out.attributes.set("FlipX", "True");
        else
            out.attributes.erase("FlipX");
        if (s.isFlippedY())
            out.attributes.set("FlipY", "True");
        else
            out.attributes.erase("FlipY");
    };

    if (type == "Button") {
        const auto& button = static_cast<const Button&>(node);
        setFlip(button);
        buttonInto(button, out);
        return;
    }
    if (type == "CheckBox") {
        const auto& box = static_cast<const CheckBox&>(node);
        setFlip(box);
        checkBoxInto(box, out);
        return;
    }
    if (type == "Slider") {
        sliderInto(static_cast<const Slider&>(node), out);
        return;
    }
    if (type == "TextField") {
        textFieldInto(static_cast<const TextField&>(node), out);
        return;
    }
    if (type == "ScrollView") {
        scrollViewInto(static_cast<const ScrollView&>(node), out);
        return;
    }
    if (type == "Panel") {
        panelInto(static_cast<const Panel&>(node), out);
        return;
    }
    if (type == "PageView") {
        pageViewInto(static_cast<const PageView&>(node), out);
        return;
    }
    if (type == "ListView") {
        listViewInto(static_cast<const ListView&>(node), out);
        return;
    }
    if (type == "TextAtlas") {
        textAtlasInto(static_cast<const TextAtlas&>(node), out);
        return;
    }
    if (type == "TextBMFont") {
        textBMFontInto(static_cast<const TextBMFont&>(node), out);
        return;
    }
    if (type == "LoadingBar") {
        const auto& bar = static_cast<const LoadingBar&>(node);
        imageInto(bar, out.element("ImageFileData"), out.path);
        const StudioElement* image = out.findElement("ImageFileData");
        if (bar.spriteFrameName().empty() && bar.texturePath().empty() &&
            !(image && image->attributes.get("Type") == "Default"))
            issue(out.path, "texture", "a LoadingBar without an image shows nothing in cocos");
        // LoadingBarOptions keeps a whole percent.
        const float whole = std::round(bar.percent());
        if (whole != bar.percent())
            issue(out.path, "percent",
                  "cocos keeps a whole percent: " + studioNumber(bar.percent()) + " is written as " +
                      studioNumber(whole));
        out.attributes.set("ProgressInfo", studioNumber(whole));
        out.attributes.set("ProgressType",
                           bar.direction() == LoadingBar::Direction::Left ? "Left_To_Right" : "Right_To_Left");
        if (bar.blend() != BlendMode::Alpha)
            issue(out.path, "blend", "a Studio LoadingBarObjectData has no blend function: drawn with alpha blending");
        return;
    }
    if (type == "Sprite" || type == "Scale9Sprite") {
        const auto& sprite = static_cast<const Sprite&>(node);
        imageInto(sprite, out.element(mainImageElement(ctype)), out.path);
        setFlip(sprite);
        const StudioElement* image = out.findElement(mainImageElement(ctype));
        if (sprite.spriteFrameName().empty() && sprite.texturePath().empty() &&
            !(image && image->attributes.get("Type") == "Default"))
            issue(out.path, "texture", "a Sprite without an image: cocos' reader adds a \"missed\" label in its place");
        if (ctype == "SpriteObjectData") {
            const int mode = int(sprite.blend());
            // Studio leaves out the default (1, 771); a kept function that means the same
            // mode stays as Studio wrote it.
            if (mode != 0 || out.findElement("BlendFunc")) {
                StudioElement& blend = out.element("BlendFunc");
                const int src = parseStudioInt(blend.attributes.get("Src"), 1);
                const int dst = parseStudioInt(blend.attributes.get("Dst"), 771);
                const bool same = (mode == 0 && dst == 771 && (src == 1 || src == 770)) ||
                                  (mode == 1 && dst == 1 && (src == 1 || src == 770));
                if (!same || !blend.attributes.has("Src")) {
                    blend.attributes.set("Src", std::to_string(kStudioBlendFunctions[mode][0]));
                    blend.attributes.set("Dst", std::to_string(kStudioBlendFunctions[mode][1]));
                }
            }
            const NodeType& t = m_types.typeOf(node);
            if (const PropertyDescriptor* rect = t.find("textureRect");
                rect && sprite.spriteFrameName().empty() && rect->shouldSave(node))
                issue(out.path, "textureRect",
                      "cocos' Sprite reader shows the whole image: use a sprite-sheet frame for part of one");
            if (const PropertyDescriptor* size = t.find("contentSize");
                size && sprite.hasTexture() && size->shouldSave(node))
                issue(out.path, "contentSize",
                      "cocos sizes a Sprite to its image: the stretch to " + studioNumber(node.contentSize().width) +
                          "x" + studioNumber(node.contentSize().height) + " is lost (scale it instead)");
        } else if (ctype == "ImageViewObjectData" || ctype == "ButtonObjectData") {
            setScale9(out, type == "Scale9Sprite" ? &static_cast<const Scale9Sprite&>(node) : nullptr);
        } else if (sprite.blend() != BlendMode::Alpha) {
            issue(out.path, "blend", "a Studio " + ctype + " has no blend function: drawn with alpha blending");
        }
        if (ctype == "ButtonObjectData") {
            // The importer shows the title as a Label child: it goes back into the button.
            for (const Node* child : childrenInFileOrder(node))
                if (child->typeName() == "Label" && keysOf(m_file, *child).cocosStudio.is_null()) {
                    const auto& title = static_cast<const Label&>(*child);
                    out.attributes.set("ButtonText", title.text());
                    out.attributes.set("FontSize", studioNumber(title.fontSize()));
                    setColor(out.element("TextColor"), title.color());
                    skipped.push_back(child);
                    break;
                }
        }
        return;
    }
    if (type == "Label") {
        const auto& label = static_cast<const Label&>(node);
        out.attributes.set(textAttribute(ctype), label.text());
        // A TextField's or bitmap font's Label shows their text only: their sizes stay Studio's.
        if (ctype == "TextObjectData") out.attributes.set("FontSize", studioNumber(label.fontSize()));
        if (!label.fontPath().empty() && ctype != "TextBMFontObjectData" && ctype != "TextAtlasObjectData") {
            StudioElement& font = out.element("FontResource");
            font.attributes.set("Type", "Normal");
            font.attributes.set("Path", resourcePath(label.fontPath(), out.path, "font"));
            font.attributes.set("Plist", "");
        } else if (diorama) {
            issue(out.path, "font",
                  "the built-in default font: the game draws its system font instead (set a TTF font to ship it)");
        }
        if (label.fontSize() != std::floor(label.fontSize()))
            issue(out.path, "fontSize",
                  "cocos' font sizes are whole numbers: " + studioNumber(label.fontSize()) + " is written as " +
                      std::to_string(int(label.fontSize())));
        if (ctype == "TextObjectData") {
            textColorInto(label, out);
            textArea(label, out);
            textEffects(label, out);
        } else {
            if (label.outline() != TextOutline{} || label.shadow() != TextShadow{})
                issue(out.path, "outline",
                      "a " + ctype + "'s text has no outline or shadow in cocos: the game draws none");
            if (label.textColor() != Color3B::white())
                issue(out.path, "textColor",
                      "a " + ctype + " has no text colour of its own in cocos: only the node's colour tints it");
        }
        if (label.glowShows())
            issue(out.path, "glowEnabled",
                  "Studio's Text has no glow: the game draws none unless it calls enableGlow on the label");
        if (label.text().find('\n') != std::string::npos && ctype == "TextFieldObjectData")
            issue(out.path, "text", "a TextField's placeholder is one line in cocos");
        return;
    }
    if (type == "ColorLayer" || type == "LayerGradient") {
        const auto& layer = static_cast<const ColorLayer&>(node);
        const bool hasChildren = node.childCount() > 0;
        // In cocos the background is the Layout's own child layer: the Layout's colour and
        // opacity reach it and every child. Diorama's layer colour reaches children only
        // when it cascades, so the colour goes where it reaches what it reached here.
        // A panel from Studio goes back as the importer read it (SingleColor is the colour).
        const bool colourOnNode = diorama && type == "ColorLayer" && node.isCascadeColorEnabled() && hasChildren;
        const bool opacityOnNode = node.isCascadeOpacityEnabled() || !hasChildren;
        if (!colourOnNode) setColor(out.element("CColor"), Color3B::white());
        if (opacityOnNode) {
            out.attributes.setUnlessDefault("BackColorAlpha", "255", "255");
        } else {
            out.attributes.erase("Alpha");
            out.attributes.set("BackColorAlpha", std::to_string(node.opacity()));
        }
        if (type == "ColorLayer") {
            out.attributes.set("ComboBoxIndex", "1");
            setColor(out.element("SingleColor"), colourOnNode ? Color3B::white() : node.color());
        } else {
            const auto& gradient = static_cast<const LayerGradient&>(node);
            out.attributes.set("ComboBoxIndex", "2");
            setColor(out.element("FirstColor"), gradient.startColor());
            setColor(out.element("EndColor"), gradient.endColor());
            setPair(out.element("ColorVector"), "ScaleX", "ScaleY", gradient.vector().x, gradient.vector().y);
            if (node.isCascadeColorEnabled() && hasChildren && node.color() != Color3B::white())
                issue(out.path, "color",
                      "the gradient's start colour tints its children here; cocos keeps it on the background");
            if (gradient.startOpacity() != 255 || gradient.endOpacity() != 255)
                issue(out.path, "startOpacity/endOpacity",
                      "a Studio Panel's gradient is opaque at both ends (its BackColorAlpha fades it all)");
            if (!gradient.isCompressedInterpolation())
                issue(out.path, "compressedInterpolation", "a Studio Panel's gradient always compresses");
        }
        if (layer.blend() != BlendMode::Alpha)
            issue(out.path, "blend", "a Studio Panel's background has no blend function: drawn with alpha blending");
        return;
    }
    if (type == "Instance") {
        const auto& instance = static_cast<const Instance&>(node);
        const fs::path source = (m_sceneDir / instance.source()).lexically_normal();
        if (std::find(m_context.nestedSources.begin(), m_context.nestedSources.end(), source) ==
            m_context.nestedSources.end())
            m_context.nestedSources.push_back(source);
        StudioElement& file = out.element("FileData");
        file.attributes.set("Type", "Normal");
        file.attributes.set("Path", nestedFileName(source, m_context.resourceRoot, ".csd"));
        file.attributes.set("Plist", "");
        out.attributes.set("InnerActionSpeed", studioNumber(instance.innerActionSpeed()));
        return;
    }
    if (isPanelLike(ctype)) panelBackground(node, out, skipped);
}

// Only a Layout can clip in cocos. A kept ClipAble stands beside the node's flag: the
// placeholders (ScrollView, ListView, PageView) keep theirs, and so do Panels imported
// before the importer set clippingEnabled (it no longer keeps a Panel's ClipAble).
void Converter::applyClipping(const Node& node, StudioNode& out) {
    if (node.typeName() == "ScrollView") return;  // its own flag, with its options
    if (isPanelLike(out.ctype)) {
        if (node.isClippingEnabled()) out.attributes.set("ClipAble", "True");
    } else if (node.isClippingEnabled()) {
        issue(out.path, "clippingEnabled",
              "only a Studio Panel, ScrollView, ListView or PageView clips; as a " + out.ctype +
                  " its children draw outside it in cocos");
    }
}

void Converter::panelBackground(const Node& node, StudioNode& out, std::vector<const Node*>& skipped) {
    bool colour = false;
    for (const Node* child : childrenInFileOrder(node)) {
        const NodeKeys keys = keysOf(m_file, *child);
        const std::string role =
            keys.cocosStudio.is_object() ? keys.cocosStudio.value("panelBackground", std::string()) : std::string();
        const std::string type(child->typeName());
        if (role == "colour" && (type == "ColorLayer" || type == "LayerGradient") && !colour) {
            colour = true;
            out.attributes.setUnlessDefault("BackColorAlpha", std::to_string(child->opacity()), "255");
            if (type == "ColorLayer") {
                out.attributes.set("ComboBoxIndex", "1");
                setColor(out.element("SingleColor"), child->color());
            } else {
                const auto& gradient = static_cast<const LayerGradient&>(*child);
                out.attributes.set("ComboBoxIndex", "2");
                setColor(out.element("FirstColor"), gradient.startColor());
                setColor(out.element("EndColor"), gradient.endColor());
                setPair(out.element("ColorVector"), "ScaleX", "ScaleY", gradient.vector().x, gradient.vector().y);
            }
            skipped.push_back(child);
        } else if (role == "image" && (type == "Sprite" || type == "Scale9Sprite")) {
            imageInto(static_cast<const Sprite&>(*child), out.element("FileData"), out.path);
            setScale9(out, type == "Scale9Sprite" ? &static_cast<const Scale9Sprite&>(*child) : nullptr);
            skipped.push_back(child);
        }
    }
    // A background removed in Diorama is no background in cocos either.
    if (!colour && node.typeName() == "Node" && parseStudioInt(out.attributes.get("ComboBoxIndex", "0"), 0) != 0)
        out.attributes.set("ComboBoxIndex", "0");
}

void Converter::reportCommon(const Node& node, const NodeKeys& keys, const std::string& ctype) {
    const std::string& path = node.typeName() == "Scene" ? std::string() : m_paths.pathOf(node);
    if (keys.hasActions)
        issue(path, "actions", "cocos' Studio files hold no action lists: run them from the game's code");
    if (keys.hasTriggers)
        issue(path, "on", "cocos' Studio files hold no event triggers: wire them in the game's code (callbacks)");
    for (const std::string& key : keys.otherKeys)
        issue(path, key.empty() ? std::string("\"\"") : key,
              "a key Diorama keeps but does not know; cocos has no place for it");
    if (node.skewX() != 0 || node.skewY() != 0)
        issue(path, "skewX/skewY", "Studio files store rotation skews only, not skew");
    if (node.positionZ() != 0) issue(path, "positionZ", "Studio files store no z position");
    if (node.globalZOrder() != 0) issue(path, "globalZOrder", "Studio files store no global Z order");
    if (node.usesNormalizedPosition())
        issue(path, "normalizedPosition",
              "written as its position at the design size; cocos applies percent positions only on doLayout");
    if (node.isIgnoreAnchorPointForPosition() && node.typeName() != "Scene")
        issue(path, "ignoreAnchorPointForPosition", "Studio files have no such flag: the anchor moves the node");
    const bool tinted = node.color() != Color3B::white(), faded = node.opacity() != 255;
    if (node.childCount() > 0 && node.typeName() != "Instance" && node.typeName() != "ColorLayer" &&
        node.typeName() != "LayerGradient") {
        if (tinted && !node.isCascadeColorEnabled())
            issue(path, "cascadeColorEnabled",
                  "cocos cascades every loaded node's colour: its children will be tinted");
        if (faded && !node.isCascadeOpacityEnabled())
            issue(path, "cascadeOpacityEnabled",
                  "cocos cascades every loaded node's opacity: its children will fade with it");
    }
    (void)ctype;
}

void Converter::reportInstanceOverrides(const Instance& instance) {
    auto it = m_file.instances.find(instance.id());
    if (it == m_file.instances.end()) return;
    std::unordered_map<NodeId, const Node*> byId;
    std::vector<const Node*> stack{&instance};
    while (!stack.empty()) {
        const Node* n = stack.back();
        stack.pop_back();
        byId[n->id()] = n;
        for (const auto& c : n->children()) stack.push_back(c.get());
    }
    for (const InstanceRecord::Baseline& b : it->second.baseline) {
        auto found = byId.find(b.node);
        if (found == byId.end()) continue;
        const Node& n = *found->second;
        const NodeType& t = m_types.typeOf(n);
        for (const auto& [key, value] : b.values) {
            const PropertyDescriptor* d = t.find(key);
            if (d && isOverride(*d, n, value))
                issue(m_paths.pathOf(n), key,
                      "an override of a nested scene's node: cocos' ProjectNode applies only its own properties, so "
                      "the game shows the source's value");
        }
    }
    if (!it->second.keptOverrides.empty())
        issue(m_paths.pathOf(instance), "overrides", "overrides whose nodes the source no longer has are not exported");
}

void Converter::assignActionTags(StudioNode& root) {
    std::set<int> used;
    std::vector<StudioNode*> stack{&root};
    while (!stack.empty()) {
        StudioNode* n = stack.back();
        stack.pop_back();
        if (const std::string* tag = n->attributes.find("ActionTag")) used.insert(parseStudioInt(*tag, 0));
        for (auto& c : n->children) stack.push_back(c.get());
    }
    // Stable across exports of the same scene: derived from the node's file id.
    for (auto& [node, id] : m_needActionTag) {
        int tag = int(fnv1a(id) & 0x3fffffffu) + 1;
        while (used.count(tag)) tag = tag == INT32_MAX ? 1 : tag + 1;
        used.insert(tag);
        node->attributes.set("ActionTag", std::to_string(tag));
    }
}

std::optional<StudioAnimation> Converter::animation() {
    std::set<int> used;
    for (const auto& [id, node] : m_written)
        if (const std::string* tag = node->attributes.find("ActionTag")) used.insert(parseStudioInt(*tag, 0));
    TimelineTargets targets;
    targets.types = &m_types;
    targets.node = [this](NodeId id) {
        auto it = m_written.find(id);
        return it == m_written.end() ? nullptr : it->second;
    };
    // A node a timeline names needs an ActionTag even in a .csd (the root, a Studio node
    // written without one): the next free one after its file id's hash.
    targets.actionTag = [this, &used](StudioNode& node) {
        if (&node == m_root && m_context.bareRoot && !m_rootTimelinesReported) {
            m_rootTimelinesReported = true;
            issue(node.path, "timelines",
                  "a .csb's root is a bare Node with ActionTag 0, so cocos binds no timeline to it: animate a child");
        }
        if (const std::string* tag = node.attributes.find("ActionTag")) return parseStudioInt(*tag, 0);
        int tag = int(fnv1a(node.path) & 0x3fffffffu) + 1;
        while (used.count(tag)) tag = tag == INT32_MAX ? 1 : tag + 1;
        used.insert(tag);
        node.attributes.set("ActionTag", std::to_string(tag));
        return tag;
    };
    targets.resourcePath = [this](const std::string& scenePath, const std::string& path, const std::string& what) {
        return resourcePath(scenePath, path, what);
    };
    targets.issue = [this](const std::string& path, std::string what, std::string why) {
        issue(path, std::move(what), std::move(why));
    };
    return studioAnimation(m_scene, sceneAnimations(m_scene, m_file), targets);
}

}  // namespace detail

std::string nestedFileName(const fs::path& source, const fs::path& resourceRoot, const std::string& extension) {
    std::string relative = source.lexically_normal().lexically_relative(resourceRoot).generic_string();
    if (relative.empty()) relative = source.filename().generic_string();
    static const std::string kSceneSuffix = ".scene.json";
    if (relative.size() > kSceneSuffix.size() &&
        relative.compare(relative.size() - kSceneSuffix.size(), kSceneSuffix.size(), kSceneSuffix) == 0)
        relative.resize(relative.size() - kSceneSuffix.size());
    else if (const auto dot = relative.find_last_of('.');
             dot != std::string::npos && dot > relative.find_last_of('/') + 1)
        relative.resize(dot);
    return relative + extension;
}

StudioDocument studioFromScene(const Scene& scene, const SceneFileData& file, StudioFromSceneContext& context) {
    StudioDocument doc;
    doc.name = context.sceneFile.filename().string();
    if (const auto dot = doc.name.find('.'); dot != std::string::npos) doc.name.resize(dot);
    detail::Converter converter(scene, file, context, doc);
    doc.root = converter.convertRoot();
    converter.assignActionTags(*doc.root);
    doc.animation = converter.animation();
    if (doc.animation) return doc;
    // A scene imported before timelines became clips kept them as XML: written back as they were.
    Json keys = Json::parse(file.documentUnknownKeys.empty() ? "{}" : file.documentUnknownKeys, nullptr, false);
    if (keys.is_object()) {
        if (auto a = keys.find("cocosStudioAnimation"); a != keys.end() && a->is_string()) doc.animationXml = *a;
        if (auto l = keys.find("cocosStudioAnimationList"); l != keys.end() && l->is_string())
            doc.animationListXml = *l;
    }
    return doc;
}

}  // namespace diorama::cocostudio
