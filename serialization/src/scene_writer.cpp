// Writes canonical scene text: keys in the fixed order of docs/scene-format.md, defaults
// omitted, unknown keys last (in their original order), children in arrival order.
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/scene/node_metadata.h"
#include "diorama/serialization/scene_io.h"
#include "json_text.h"

#include <algorithm>

namespace diorama {

using json::Json;
using json::number;

namespace {

Json vec2(Vec2 v) { return Json::array({number(v.x), number(v.y)}); }
Json size2(Size s) { return Json::array({number(s.width), number(s.height)}); }

const char* blendName(BlendMode b) {
    switch (b) {
    case BlendMode::Alpha: return "alpha";
    case BlendMode::Additive: return "additive";
    case BlendMode::Multiply: return "multiply";
    case BlendMode::Opaque: return "opaque";
    }
    return "alpha";
}

Size defaultContentSize(const Node& n, Size designSize) {
    if (n.typeName() == "Scene") return designSize;
    if (auto* s = dynamic_cast<const Sprite*>(&n)) return s->textureRect().size;
    if (auto* l = dynamic_cast<const Label*>(&n)) return l->measuredSize();
    return {};
}

Vec2 defaultAnchor(const Node& n) {
    return dynamic_cast<const Sprite*>(&n) || dynamic_cast<const Label*>(&n) ? Vec2{0.5f, 0.5f} : Vec2{0.0f, 0.0f};
}

Json writeNode(const Node& n, Size designSize) {
    Json j = Json::object();
    const NodeMetadata* meta = n.metadata();
    j["type"] = std::string(n.typeName());
    if (meta && !meta->fileId.empty()) j["id"] = meta->fileId;
    if (!n.name().empty()) j["name"] = n.name();
    if (n.tag() != kInvalidTag) j["tag"] = n.tag();
    if (n.usesNormalizedPosition()) {
        j["normalizedPosition"] = vec2(n.normalizedPosition());
    } else if (n.position() != Vec2{0.0f, 0.0f}) {
        j["position"] = vec2(n.position());
    }
    if (n.positionZ() != 0.0f) j["positionZ"] = number(n.positionZ());
    if (n.anchorPoint() != defaultAnchor(n)) j["anchorPoint"] = vec2(n.anchorPoint());
    const auto* label = dynamic_cast<const Label*>(&n);
    if (n.contentSize() != defaultContentSize(n, designSize)) j["contentSize"] = size2(n.contentSize());
    const bool defaultIgnore = n.typeName() == "Scene";
    if (n.isIgnoreAnchorPointForPosition() != defaultIgnore) j["ignoreAnchorPointForPosition"] = n.isIgnoreAnchorPointForPosition();
    if (n.rotationSkewX() == n.rotationSkewY()) {
        if (n.rotationSkewX() != 0.0f) j["rotation"] = number(n.rotationSkewX());
    } else {
        j["rotationSkewX"] = number(n.rotationSkewX());
        j["rotationSkewY"] = number(n.rotationSkewY());
    }
    if (n.scaleX() == n.scaleY()) {
        if (n.scaleX() != 1.0f) j["scale"] = number(n.scaleX());
    } else {
        j["scaleX"] = number(n.scaleX());
        j["scaleY"] = number(n.scaleY());
    }
    if (n.skewX() != 0.0f) j["skewX"] = number(n.skewX());
    if (n.skewY() != 0.0f) j["skewY"] = number(n.skewY());
    if (n.localZOrder() != 0) j["localZOrder"] = n.localZOrder();
    if (n.globalZOrder() != 0.0f) j["globalZOrder"] = number(n.globalZOrder());
    if (!n.isVisible()) j["visible"] = false;
    if (n.color() != Color3B::white()) j["color"] = Json::array({n.color().r, n.color().g, n.color().b});
    if (n.opacity() != 255) j["opacity"] = n.opacity();
    if (n.isCascadeColorEnabled()) j["cascadeColorEnabled"] = true;
    if (n.isCascadeOpacityEnabled()) j["cascadeOpacityEnabled"] = true;

    if (auto* s = dynamic_cast<const Sprite*>(&n)) {
        if (!s->texturePath().empty()) j["texture"] = s->texturePath();
        const Rect r = s->textureRect();
        if (r != Rect{{0, 0}, s->textureSize()})
            j["textureRect"] = Json::array({number(r.origin.x), number(r.origin.y), number(r.size.width), number(r.size.height)});
        if (s->isFlippedX()) j["flippedX"] = true;
        if (s->isFlippedY()) j["flippedY"] = true;
        if (s->blend() != BlendMode::Alpha) j["blend"] = blendName(s->blend());
    }
    if (label) {
        if (!label->text().empty()) j["text"] = label->text();
        if (label->fontSize() != Label::kDefaultFontSize) j["fontSize"] = number(label->fontSize());
        if (!label->fontPath().empty()) j["font"] = label->fontPath();
    }

    if (meta) {
        Json editor = Json::object();
        if (meta->editorLocked) editor["locked"] = true;
        if (meta->editorHidden) editor["hidden"] = true;
        if (!meta->editorExtra.empty()) {
            const Json extra = Json::parse(meta->editorExtra);
            for (auto it = extra.begin(); it != extra.end(); ++it) editor[it.key()] = it.value();
        }
        if (!editor.empty()) j["editor"] = editor;
        if (!meta->unknownKeys.empty()) {
            const Json unknown = Json::parse(meta->unknownKeys);
            for (auto it = unknown.begin(); it != unknown.end(); ++it) j[it.key()] = it.value();
        }
    }

    if (n.childCount() > 0) {
        // The file lists children in arrival order; draw order follows from z + arrival.
        std::vector<const Node*> byArrival;
        for (auto& c : n.children()) byArrival.push_back(c.get());
        std::stable_sort(byArrival.begin(), byArrival.end(),
                         [](const Node* a, const Node* b) { return a->orderOfArrival() < b->orderOfArrival(); });
        Json children = Json::array();
        for (const Node* c : byArrival) children.push_back(writeNode(*c, designSize));
        j["children"] = std::move(children);
    }
    return j;
}

}  // namespace

std::string saveSceneToString(const Scene& scene) {
    const NodeMetadata* meta = scene.metadata();
    const Size designSize = meta && meta->designSize ? *meta->designSize : scene.contentSize();
    Json doc = Json::object();
    doc["format"] = kSceneFormatName;
    doc["version"] = kSceneFormatVersion;
    doc["designSize"] = size2(designSize);
    doc["root"] = writeNode(scene, designSize);
    if (meta && !meta->documentUnknownKeys.empty()) {
        const Json unknown = Json::parse(meta->documentUnknownKeys);
        for (auto it = unknown.begin(); it != unknown.end(); ++it) doc[it.key()] = it.value();
    }
    std::string out;
    json::writePretty(doc, out);
    out += "\n";
    return out;
}

std::string serializeNodes(const std::vector<const Node*>& nodes) {
    Json doc = Json::object();
    doc["format"] = "diorama.nodes";
    doc["version"] = kSceneFormatVersion;
    Json list = Json::array();
    for (const Node* n : nodes) list.push_back(writeNode(*n, Scene::kDefaultDesignSize));
    doc["nodes"] = std::move(list);
    std::string out;
    json::writePretty(doc, out);
    out += "\n";
    return out;
}

}  // namespace diorama
