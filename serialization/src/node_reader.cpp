// Reads node records. Values are collected first and applied in a fixed order, so that
// e.g. rotationSkewX overrides rotation and normalizedPosition overrides position
// whatever order the keys come in.
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/scene/node_metadata.h"
#include "diorama/serialization/opaque_node.h"
#include "json_parse.h"
#include "reader_context.h"

#include <cfloat>
#include <cmath>
#include <limits>

namespace diorama::detail {

namespace {

std::string child(const std::string& pointer, std::string_view key) {
    return pointer + "/" + json::escapePointerToken(key);
}

float readFloat(const Json& v, const std::string& ptr) {
    if (!v.is_number()) fail(ptr, "expected a number, found " + std::string(v.type_name()));
    const double d = v.get<double>();
    if (!std::isfinite(d)) fail(ptr, "expected a finite number");
    // Doubles up to FLT_MAX plus half an ulp round to FLT_MAX, and the writer's shortest
    // form of FLT_MAX ("3.4028235e+38") lies just above it: anything that rounds to a
    // finite float is accepted, so every float the writer prints reads back.
    constexpr double kLargestRoundingToFloat = double(FLT_MAX) + 0x1p103;
    if (!(std::fabs(d) < kLargestRoundingToFloat)) fail(ptr, "number " + json::quoteForMessage(v) + " is out of range for a 32-bit float");
    return float(d);
}

long long readInteger(const Json& v, const std::string& ptr, long long lo, long long hi) {
    long long value = 0;
    if (v.is_number_integer()) {
        if (v.is_number_unsigned() && v.get<unsigned long long>() > (unsigned long long)std::numeric_limits<long long>::max())
            fail(ptr, "integer " + v.dump() + " is out of range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
        value = v.get<long long>();
    } else if (v.is_number_float()) {
        const double d = v.get<double>();
        if (!std::isfinite(d) || d != std::trunc(d)) fail(ptr, "expected an integer, found " + json::quoteForMessage(v));
        if (d < double(lo) || d > double(hi)) fail(ptr, "integer " + json::quoteForMessage(v) + " is out of range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
        value = (long long)d;
    } else {
        fail(ptr, "expected an integer, found " + std::string(v.type_name()));
    }
    if (value < lo || value > hi)
        fail(ptr, "integer " + std::to_string(value) + " is out of range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
    return value;
}

bool readBool(const Json& v, const std::string& ptr) {
    if (!v.is_boolean()) fail(ptr, "expected true or false, found " + std::string(v.type_name()));
    return v.get<bool>();
}

std::string readString(const Json& v, const std::string& ptr) {
    if (!v.is_string()) fail(ptr, "expected a string, found " + std::string(v.type_name()));
    return v.get<std::string>();
}

std::vector<float> readFloats(const Json& v, const std::string& ptr, std::size_t n, const char* shape) {
    if (!v.is_array() || v.size() != n) fail(ptr, std::string("expected an array of ") + std::to_string(n) + " numbers " + shape);
    std::vector<float> out;
    for (std::size_t i = 0; i < n; ++i) out.push_back(readFloat(v[i], ptr + "/" + std::to_string(i)));
    return out;
}

Vec2 readVec2(const Json& v, const std::string& ptr) {
    auto f = readFloats(v, ptr, 2, "[x, y]");
    return {f[0], f[1]};
}

Size readSize(const Json& v, const std::string& ptr) {
    auto f = readFloats(v, ptr, 2, "[width, height]");
    if (f[0] < 0 || f[1] < 0) fail(ptr, "sizes cannot be negative");
    return {f[0], f[1]};
}

Color3B readColor(const Json& v, const std::string& ptr) {
    if (!v.is_array() || v.size() != 3) fail(ptr, "expected an array of 3 integers [r, g, b] in 0..255");
    Color3B c;
    c.r = std::uint8_t(readInteger(v[0], ptr + "/0", 0, 255));
    c.g = std::uint8_t(readInteger(v[1], ptr + "/1", 0, 255));
    c.b = std::uint8_t(readInteger(v[2], ptr + "/2", 0, 255));
    return c;
}

BlendMode readBlend(const Json& v, const std::string& ptr) {
    const std::string s = readString(v, ptr);
    if (s == "alpha") return BlendMode::Alpha;
    if (s == "additive") return BlendMode::Additive;
    if (s == "multiply") return BlendMode::Multiply;
    if (s == "opaque") return BlendMode::Opaque;
    fail(ptr, "unknown blend mode " + json::quoteForMessage(std::string_view(s)) + " (expected alpha, additive, multiply or opaque)");
}

enum class Kind { Scene, Node, Sprite, ColorLayer, Label, Opaque };

Kind kindOf(const std::string& type) {
    if (type == "Scene") return Kind::Scene;
    if (type == "Node") return Kind::Node;
    if (type == "Sprite") return Kind::Sprite;
    if (type == "ColorLayer") return Kind::ColorLayer;
    if (type == "Label") return Kind::Label;
    return Kind::Opaque;
}

struct Record {
    std::optional<std::string> id, name;
    std::optional<int> tag, localZ, opacity;
    std::optional<Vec2> position, normalizedPosition, anchorPoint;
    std::optional<float> positionZ, rotation, rotX, rotY, scale, scaleX, scaleY, skewX, skewY, globalZ;
    std::optional<Size> contentSize;
    std::optional<bool> ignoreAnchor, visible, cascadeColor, cascadeOpacity;
    std::optional<Color3B> color;
    // Sprite
    std::optional<std::string> texture;
    std::optional<Rect> textureRect;
    std::optional<bool> flippedX, flippedY;
    std::optional<BlendMode> blend;
    // Label
    std::optional<std::string> text, font;
    std::optional<float> fontSize;
    // editor
    bool locked = false, hidden = false;
    Json editorExtra = Json::object();
    Json unknown = Json::object();
    const Json* children = nullptr;
    std::string childrenPointer;
};

void checkString(ReadState& state, const std::string& s, const std::string& ptr, bool isPath) {
    const std::size_t limit = isPath ? state.context.limits.maxPathBytes : state.context.limits.maxStringBytes;
    if (s.size() > limit)
        fail(ptr, std::string(isPath ? "path length" : "string length") + " limit exceeded: " + std::to_string(s.size()) +
                      " bytes, at most " + std::to_string(limit));
}

Record collect(ReadState& state, const Json& obj, const std::string& ptr, Kind kind) {
    Record r;
    const bool sprite = kind == Kind::Sprite, label = kind == Kind::Label;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        const std::string& key = it.key();
        const Json& v = it.value();
        const std::string p = child(ptr, key);
        if (key == "type") continue;
        if (key == "id") {
            r.id = readString(v, p);
            checkString(state, *r.id, p, false);
            if (r.id->empty()) fail(p, "id cannot be empty");
        } else if (key == "name") {
            r.name = readString(v, p);
            checkString(state, *r.name, p, false);
        } else if (key == "tag") r.tag = int(readInteger(v, p, INT32_MIN, INT32_MAX));
        else if (key == "position") r.position = readVec2(v, p);
        else if (key == "positionZ") r.positionZ = readFloat(v, p);
        else if (key == "normalizedPosition") r.normalizedPosition = readVec2(v, p);
        else if (key == "anchorPoint") r.anchorPoint = readVec2(v, p);
        else if (key == "contentSize") r.contentSize = readSize(v, p);
        else if (key == "ignoreAnchorPointForPosition") r.ignoreAnchor = readBool(v, p);
        else if (key == "rotation") r.rotation = readFloat(v, p);
        else if (key == "rotationSkewX") r.rotX = readFloat(v, p);
        else if (key == "rotationSkewY") r.rotY = readFloat(v, p);
        else if (key == "scale") r.scale = readFloat(v, p);
        else if (key == "scaleX") r.scaleX = readFloat(v, p);
        else if (key == "scaleY") r.scaleY = readFloat(v, p);
        else if (key == "skewX") r.skewX = readFloat(v, p);
        else if (key == "skewY") r.skewY = readFloat(v, p);
        else if (key == "localZOrder") r.localZ = int(readInteger(v, p, INT32_MIN, INT32_MAX));
        else if (key == "globalZOrder") r.globalZ = readFloat(v, p);
        else if (key == "visible") r.visible = readBool(v, p);
        else if (key == "color") r.color = readColor(v, p);
        else if (key == "opacity") r.opacity = int(readInteger(v, p, 0, 255));
        else if (key == "cascadeColorEnabled") r.cascadeColor = readBool(v, p);
        else if (key == "cascadeOpacityEnabled") r.cascadeOpacity = readBool(v, p);
        else if (key == "children") {
            if (!v.is_array()) fail(p, "expected an array of node records, found " + std::string(v.type_name()));
            r.children = &v;
            r.childrenPointer = p;
        } else if (key == "editor") {
            if (!v.is_object()) fail(p, "expected an object, found " + std::string(v.type_name()));
            for (auto e = v.begin(); e != v.end(); ++e) {
                if (e.key() == "locked") r.locked = readBool(e.value(), child(p, "locked"));
                else if (e.key() == "hidden") r.hidden = readBool(e.value(), child(p, "hidden"));
                else json::appendMember(r.editorExtra, e.key(), e.value());
            }
        } else if (sprite && key == "texture") {
            r.texture = readString(v, p);
            checkString(state, *r.texture, p, true);
        } else if (sprite && key == "textureRect") {
            auto f = readFloats(v, p, 4, "[x, y, width, height]");
            if (f[2] < 0 || f[3] < 0) fail(p, "texture rectangle sizes cannot be negative");
            r.textureRect = Rect{{f[0], f[1]}, {f[2], f[3]}};
        } else if (sprite && key == "flippedX") r.flippedX = readBool(v, p);
        else if (sprite && key == "flippedY") r.flippedY = readBool(v, p);
        else if (sprite && key == "blend") r.blend = readBlend(v, p);
        else if (label && key == "text") {
            r.text = readString(v, p);
            checkString(state, *r.text, p, false);
        } else if (label && key == "fontSize") {
            r.fontSize = readFloat(v, p);
            if (*r.fontSize <= 0) fail(p, "fontSize must be positive");
        } else if (label && key == "font") {
            r.font = readString(v, p);
            checkString(state, *r.font, p, true);
        } else {
            json::appendMember(r.unknown, key, v);  // kept verbatim for the round trip
        }
    }
    return r;
}

std::unique_ptr<Node> create(ReadState& state, Kind kind, const std::string& type, const Record& r,
                             const std::string& ptr) {
    switch (kind) {
    case Kind::Scene: return std::make_unique<Scene>(state.designSize);
    case Kind::Node: return std::make_unique<Node>();
    case Kind::ColorLayer: return std::make_unique<ColorLayer>();
    case Kind::Opaque: return std::make_unique<OpaqueNode>(type);
    case Kind::Sprite: {
        auto sprite = std::make_unique<Sprite>();
        if (r.texture) {
            sprite->setTexturePath(*r.texture);
            TextureInfo info;
            info.handle = TextureStore::kPlaceholder;
            info.width = info.height = 16;
            info.placeholder = true;
            if (auto path = resolveAsset(state, *r.texture, child(ptr, "texture"))) {
                if (state.context.textures) {
                    info = state.context.textures->load(*path);
                    if (info.placeholder) state.problems.push_back({child(ptr, "texture"), info.error});
                } else {
                    Image img;
                    std::string error;
                    ImageLimits limits;
                    if (decodeImageFile(*path, limits, img, error)) {
                        info.width = img.width;
                        info.height = img.height;
                        info.placeholder = false;
                    } else {
                        state.problems.push_back({child(ptr, "texture"), error});
                    }
                }
            }
            sprite->setTexture(info);
        }
        return sprite;
    }
    case Kind::Label: {
        std::shared_ptr<FontFace> face;
        if (state.context.fonts) {
            std::string error;
            if (r.font) {
                if (auto path = resolveAsset(state, *r.font, child(ptr, "font"))) {
                    face = state.context.fonts->face(*path, error);
                    if (!face) state.problems.push_back({child(ptr, "font"), error});
                }
            }
            if (!face) face = state.context.fonts->defaultFace(error);
        }
        auto label = std::make_unique<Label>(face, r.text.value_or(""), r.fontSize.value_or(Label::kDefaultFontSize));
        if (r.font) label->setFontPath(*r.font);
        if (std::string problem = label->fontProblem(); !problem.empty())
            state.problems.push_back({child(ptr, r.fontSize ? "fontSize" : "text"), problem});
        return label;
    }
    }
    return nullptr;
}

void apply(Node& n, const Record& r, Kind kind) {
    if (r.name) n.setName(*r.name);
    if (r.tag) n.setTag(*r.tag);
    if (kind == Kind::Sprite) {
        auto& s = static_cast<Sprite&>(n);
        if (r.textureRect) s.setTextureRect(*r.textureRect);
        if (r.flippedX) s.setFlippedX(*r.flippedX);
        if (r.flippedY) s.setFlippedY(*r.flippedY);
        if (r.blend) s.setBlend(*r.blend);
    }
    if (r.contentSize) n.setContentSize(*r.contentSize);
    if (r.anchorPoint) n.setAnchorPoint(*r.anchorPoint);
    if (r.ignoreAnchor) n.setIgnoreAnchorPointForPosition(*r.ignoreAnchor);
    if (r.position) n.setPosition(*r.position);
    if (r.normalizedPosition) n.setNormalizedPosition(*r.normalizedPosition);
    if (r.positionZ) n.setPositionZ(*r.positionZ);
    if (r.rotation) n.setRotation(*r.rotation);
    if (r.rotX) n.setRotationSkewX(*r.rotX);
    if (r.rotY) n.setRotationSkewY(*r.rotY);
    if (r.scale) n.setScale(*r.scale);
    if (r.scaleX) n.setScaleX(*r.scaleX);
    if (r.scaleY) n.setScaleY(*r.scaleY);
    if (r.skewX) n.setSkewX(*r.skewX);
    if (r.skewY) n.setSkewY(*r.skewY);
    if (r.localZ) n.setLocalZOrder(*r.localZ);
    if (r.globalZ) n.setGlobalZOrder(*r.globalZ);
    if (r.visible) n.setVisible(*r.visible);
    if (r.cascadeColor) n.setCascadeColorEnabled(*r.cascadeColor);
    if (r.cascadeOpacity) n.setCascadeOpacityEnabled(*r.cascadeOpacity);
    if (r.color) n.setColor(*r.color);
    if (r.opacity) n.setOpacity(std::uint8_t(*r.opacity));
}

}  // namespace

std::unique_ptr<Node> readNode(ReadState& state, const Json& record, const std::string& ptr, int depth, bool isRoot) {
    if (depth > state.context.limits.maxTreeDepth)
        fail(ptr, "node tree depth limit exceeded: nodes may nest at most " + std::to_string(state.context.limits.maxTreeDepth) + " levels deep");
    if (!record.is_object()) fail(ptr, "expected a node record (an object), found " + std::string(record.type_name()));
    if (++state.nodeCount > state.context.limits.maxNodes)
        fail(ptr, "node count limit exceeded: at most " + std::to_string(state.context.limits.maxNodes) + " nodes per scene");
    auto typeIt = record.find("type");
    if (typeIt == record.end()) fail(ptr, "missing required key \"type\"");
    const std::string type = readString(*typeIt, child(ptr, "type"));
    if (type.empty()) fail(child(ptr, "type"), "type cannot be empty");
    checkString(state, type, child(ptr, "type"), false);
    const Kind kind = kindOf(type);
    if (isRoot && kind != Kind::Scene) fail(child(ptr, "type"), "the root node must be of type \"Scene\", found " + json::quoteForMessage(std::string_view(type)));
    if (!isRoot && kind == Kind::Scene) fail(child(ptr, "type"), "a Scene can only be the root node");

    Record r = collect(state, record, ptr, kind);
    std::unique_ptr<Node> node = create(state, kind, type, r, ptr);
    apply(*node, r, kind);

    NodeMetadata& meta = node->ensureMetadata();
    if (r.id) {
        auto [it, inserted] = state.idPointers.emplace(*r.id, child(ptr, "id"));
        if (!inserted) fail(child(ptr, "id"), "duplicate id " + json::quoteForMessage(std::string_view(*r.id)) + " (first used at " + it->second + ")");
        meta.fileId = *r.id;
    } else {
        meta.fileId = generateNodeId();
    }
    meta.editorLocked = r.locked;
    meta.editorHidden = r.hidden;
    if (!r.editorExtra.empty()) meta.editorExtra = r.editorExtra.dump();
    if (!r.unknown.empty()) meta.unknownKeys = r.unknown.dump();

    if (r.children) {
        for (std::size_t i = 0; i < r.children->size(); ++i) {
            auto c = readNode(state, (*r.children)[i], r.childrenPointer + "/" + std::to_string(i), depth + 1, false);
            // Keep the file's z: addChild(child) uses the child's own localZOrder.
            node->addChild(std::move(c));
        }
    }
    return node;
}

}  // namespace diorama::detail
