// Writes canonical scene text: keys in the fixed order of docs/scene-format.md, defaults
// omitted, unknown keys last (in their original order), children in arrival order.
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/scene/node_metadata.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_io.h"
#include "json_parse.h"
#include "json_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace diorama {

using json::Json;
using json::number;

namespace {

// Writes node records straight into the output text (no JSON tree in between) in the
// canonical layout of json::writePretty: one key per line, scalar arrays on one line.
class NodeWriter {
public:
    NodeWriter(std::string& out, Size designSize, std::string* nonFinite = nullptr)
        : m_out(out), m_designSize(designSize), m_nonFinite(nonFinite) {}

    void write(const Node& n, int indent) {
        m_first.push_back(true);
        m_out += "{";
        const std::string pad(std::size_t(indent) + 2, ' ');
        m_pad = &pad;
        writeKeys(n, indent);
        m_out += "\n";
        m_out.append(std::size_t(indent), ' ');
        m_out += "}";
        m_first.pop_back();
    }

private:
    void key(const char* name) {
        m_key = name;
        m_out += m_first.back() ? "\n" : ",\n";
        m_first.back() = false;
        m_out += *m_pad;
        m_out += '"';
        m_out += name;
        m_out += "\": ";
    }
    void number(float v) {
        if (!std::isfinite(v)) {
            // JSON has no infinity or NaN (nlohmann would write null, which no loader
            // accepts): report the first one and keep the text well-formed.
            if (m_nonFinite && m_nonFinite->empty())
                *m_nonFinite = "node \"" + nodePath(*m_node) + "\" has a non-finite " + m_key + " (infinity or NaN)";
            v = 0.0f;
        }
        const Json j = json::number(v);
        if (j.is_number_integer()) {
            char buf[32];
            auto r = std::to_chars(buf, buf + sizeof buf, j.get<std::int64_t>());
            m_out.append(buf, r.ptr);
        } else {
            m_out += j.dump();
        }
    }
    void integer(long long v) {
        char buf[32];
        auto r = std::to_chars(buf, buf + sizeof buf, v);
        m_out.append(buf, r.ptr);
    }
    void string(const std::string& s) { m_out += Json(s).dump(-1, ' ', false, Json::error_handler_t::replace); }
    void boolean(bool b) { m_out += b ? "true" : "false"; }
    void pair(float a, float b) {
        m_out += "[";
        number(a);
        m_out += ", ";
        number(b);
        m_out += "]";
    }
    void pretty(const Json& value, int indent) { json::writePretty(value, m_out, indent); }

    void writeKeys(const Node& n, int indent);

    std::string& m_out;
    Size m_designSize;
    std::string* m_nonFinite;
    const Node* m_node = nullptr;
    const char* m_key = "";
    std::vector<bool> m_first;
    const std::string* m_pad = nullptr;
};

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

void NodeWriter::writeKeys(const Node& n, int indent) {
    m_node = &n;
    const NodeMetadata* meta = n.metadata();
    key("type");
    string(std::string(n.typeName()));
    if (meta && !meta->fileId.empty()) key("id"), string(meta->fileId);
    if (!n.name().empty()) key("name"), string(n.name());
    if (n.tag() != kInvalidTag) key("tag"), integer(n.tag());
    if (n.usesNormalizedPosition()) {
        key("normalizedPosition");
        pair(n.normalizedPosition().x, n.normalizedPosition().y);
    } else if (n.position() != Vec2{0.0f, 0.0f}) {
        key("position");
        pair(n.position().x, n.position().y);
    }
    if (n.positionZ() != 0.0f) key("positionZ"), number(n.positionZ());
    if (n.anchorPoint() != defaultAnchor(n)) key("anchorPoint"), pair(n.anchorPoint().x, n.anchorPoint().y);
    if (n.contentSize() != defaultContentSize(n, m_designSize))
        key("contentSize"), pair(n.contentSize().width, n.contentSize().height);
    const bool defaultIgnore = n.typeName() == "Scene";
    if (n.isIgnoreAnchorPointForPosition() != defaultIgnore)
        key("ignoreAnchorPointForPosition"), boolean(n.isIgnoreAnchorPointForPosition());
    if (n.rotationSkewX() == n.rotationSkewY()) {
        if (n.rotationSkewX() != 0.0f) key("rotation"), number(n.rotationSkewX());
    } else {
        key("rotationSkewX"), number(n.rotationSkewX());
        key("rotationSkewY"), number(n.rotationSkewY());
    }
    if (n.scaleX() == n.scaleY()) {
        if (n.scaleX() != 1.0f) key("scale"), number(n.scaleX());
    } else {
        key("scaleX"), number(n.scaleX());
        key("scaleY"), number(n.scaleY());
    }
    if (n.skewX() != 0.0f) key("skewX"), number(n.skewX());
    if (n.skewY() != 0.0f) key("skewY"), number(n.skewY());
    if (n.localZOrder() != 0) key("localZOrder"), integer(n.localZOrder());
    if (n.globalZOrder() != 0.0f) key("globalZOrder"), number(n.globalZOrder());
    if (!n.isVisible()) key("visible"), boolean(false);
    if (n.color() != Color3B::white()) {
        key("color");
        m_out += "[";
        integer(n.color().r);
        m_out += ", ";
        integer(n.color().g);
        m_out += ", ";
        integer(n.color().b);
        m_out += "]";
    }
    if (n.opacity() != 255) key("opacity"), integer(n.opacity());
    if (n.isCascadeColorEnabled()) key("cascadeColorEnabled"), boolean(true);
    if (n.isCascadeOpacityEnabled()) key("cascadeOpacityEnabled"), boolean(true);

    if (auto* s = dynamic_cast<const Sprite*>(&n)) {
        if (!s->texturePath().empty()) key("texture"), string(s->texturePath());
        const Rect r = s->textureRect();
        if (r != Rect{{0, 0}, s->textureSize()}) {
            key("textureRect");
            m_out += "[";
            number(r.origin.x);
            m_out += ", ";
            number(r.origin.y);
            m_out += ", ";
            number(r.size.width);
            m_out += ", ";
            number(r.size.height);
            m_out += "]";
        }
        if (s->isFlippedX()) key("flippedX"), boolean(true);
        if (s->isFlippedY()) key("flippedY"), boolean(true);
        if (s->blend() != BlendMode::Alpha) key("blend"), string(blendName(s->blend()));
    }
    if (auto* label = dynamic_cast<const Label*>(&n)) {
        if (!label->text().empty()) key("text"), string(label->text());
        if (label->fontSize() != Label::kDefaultFontSize) key("fontSize"), number(label->fontSize());
        if (!label->fontPath().empty()) key("font"), string(label->fontPath());
    }

    if (meta) {
        Json editor = Json::object();
        if (meta->editorLocked) editor["locked"] = true;
        if (meta->editorHidden) editor["hidden"] = true;
        if (!meta->editorExtra.empty()) {
            const Json extra = json::parseTrusted(meta->editorExtra);
            for (auto it = extra.begin(); it != extra.end(); ++it) editor[it.key()] = it.value();
        }
        if (!editor.empty()) key("editor"), pretty(editor, indent + 2);
        if (!meta->unknownKeys.empty()) {
            const Json unknown = json::parseTrusted(meta->unknownKeys);
            for (auto it = unknown.begin(); it != unknown.end(); ++it) {
                m_out += ",\n";
                m_out += *m_pad;
                m_out += Json(it.key()).dump();
                m_out += ": ";
                pretty(it.value(), indent + 2);
            }
        }
    }

    if (n.childCount() > 0) {
        // The file lists children in arrival order; draw order follows from z + arrival.
        std::vector<const Node*> byArrival;
        for (auto& c : n.children()) byArrival.push_back(c.get());
        std::stable_sort(byArrival.begin(), byArrival.end(),
                         [](const Node* a, const Node* b) { return a->orderOfArrival() < b->orderOfArrival(); });
        key("children");
        m_out += "[\n";
        const std::string* pad = m_pad;
        for (std::size_t i = 0; i < byArrival.size(); ++i) {
            if (i) m_out += ",\n";
            m_out.append(std::size_t(indent) + 4, ' ');
            write(*byArrival[i], indent + 4);
        }
        m_node = &n;
        m_pad = pad;
        m_out += "\n";
        m_out.append(std::size_t(indent) + 2, ' ');
        m_out += "]";
    }
}

}  // namespace

std::string saveSceneToString(const Scene& scene) { return saveSceneToString(scene, nullptr); }

std::string saveSceneToString(const Scene& scene, std::string* nonFinite) {
    const NodeMetadata* meta = scene.metadata();
    Size designSize = meta && meta->designSize ? *meta->designSize : scene.contentSize();
    if (!std::isfinite(designSize.width) || !std::isfinite(designSize.height)) {
        if (nonFinite && nonFinite->empty()) *nonFinite = "the design size is not finite";
        designSize = Scene::kDefaultDesignSize;
    }
    std::string out = "{\n  \"format\": \"";
    out += kSceneFormatName;
    out += "\",\n  \"version\": " + std::to_string(kSceneFormatVersion) + ",\n  \"designSize\": ";
    json::writePretty(Json::array({json::number(designSize.width), json::number(designSize.height)}), out, 2);
    out += ",\n  \"root\": ";
    NodeWriter(out, designSize, nonFinite).write(scene, 2);
    if (meta && !meta->documentUnknownKeys.empty()) {
        const Json unknown = json::parseTrusted(meta->documentUnknownKeys);
        for (auto it = unknown.begin(); it != unknown.end(); ++it) {
            out += ",\n  " + Json(it.key()).dump() + ": ";
            json::writePretty(it.value(), out, 2);
        }
    }
    out += "\n}\n";
    return out;
}

std::string serializeNodes(const std::vector<const Node*>& nodes) {
    std::string out = "{\n  \"format\": \"diorama.nodes\",\n  \"version\": " + std::to_string(kSceneFormatVersion) +
                      ",\n  \"nodes\": [";
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        out += i ? ",\n    " : "\n    ";
        NodeWriter(out, Scene::kDefaultDesignSize).write(*nodes[i], 4);
    }
    out += nodes.empty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

}  // namespace diorama
