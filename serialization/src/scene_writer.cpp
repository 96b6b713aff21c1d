// Writes canonical scene text: "type" and "id", then the type's properties in registry
// order (docs/scene-format.md) with defaults omitted, the editor section, unknown keys
// (in their original order), and children in arrival order.
#include "animation_records.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/node_type.h"
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
    NodeWriter(std::string& out, const SceneFileData* file, std::string* nonFinite = nullptr)
        : m_out(out), m_types(file && file->types ? *file->types : builtinNodeTypes()), m_file(file),
          m_nonFinite(nonFinite) {}

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

    void value(const PropertyDescriptor& d, const PropertyValue& v);
    void writeKeys(const Node& n, int indent);
    void writeOverrides(const Node& instance, const InstanceRecord& record, int indent);

    std::string& m_out;
    const NodeTypeRegistry& m_types;
    const SceneFileData* m_file;
    std::string* m_nonFinite;
    const Node* m_node = nullptr;
    const char* m_key = "";
    std::vector<bool> m_first;
    const std::string* m_pad = nullptr;
};

void NodeWriter::value(const PropertyDescriptor& d, const PropertyValue& v) {
    m_key = d.key.c_str();
    switch (d.kind) {
    case ValueKind::Bool: return boolean(std::get<bool>(v));
    case ValueKind::Int: return integer(std::get<int>(v));
    case ValueKind::Float: return number(std::get<float>(v));
    case ValueKind::Point: return pair(std::get<Vec2>(v).x, std::get<Vec2>(v).y);
    case ValueKind::Extent: return pair(std::get<Size>(v).width, std::get<Size>(v).height);
    case ValueKind::Region: {
        const Rect& r = std::get<Rect>(v);
        m_out += "[";
        number(r.origin.x);
        m_out += ", ";
        number(r.origin.y);
        m_out += ", ";
        number(r.size.width);
        m_out += ", ";
        number(r.size.height);
        m_out += "]";
        return;
    }
    case ValueKind::Color: {
        const Color3B& c = std::get<Color3B>(v);
        m_out += "[";
        integer(c.r);
        m_out += ", ";
        integer(c.g);
        m_out += ", ";
        integer(c.b);
        m_out += "]";
        return;
    }
    case ValueKind::Enum: return string(d.enumNames.at(std::size_t(std::get<int>(v))));
    case ValueKind::String:
    case ValueKind::AssetPath: return string(std::get<std::string>(v));
    }
}

void NodeWriter::writeOverrides(const Node& instance, const InstanceRecord& record, int indent) {
    std::unordered_map<NodeId, const Node*> below;
    std::vector<const Node*> todo{&instance};
    while (!todo.empty()) {
        const Node* n = todo.back();
        todo.pop_back();
        for (auto& c : n->children()) {
            below[c->id()] = c.get();
            todo.push_back(c.get());
        }
    }
    std::string entries;
    const std::string inner(std::size_t(indent) + 4, ' ');
    for (const InstanceRecord::Baseline& b : record.baseline) {
        const auto it = below.find(b.node);
        if (it == below.end()) continue;
        const Node& node = *it->second;
        const NodeType& type = m_types.typeOf(node);
        std::string values;
        for (const auto& [key, base] : b.values) {
            const PropertyDescriptor* d = type.find(key);
            if (!d) continue;
            if (!isOverride(*d, node, base)) continue;
            const std::size_t mark = m_out.size();
            value(*d, d->get(node));  // written where the rest of the file is, then moved here
            values += (values.empty() ? "" : ", ") + Json(key).dump() + ": " + m_out.substr(mark);
            m_out.resize(mark);
        }
        if (!values.empty())
            entries += (entries.empty() ? "" : ",\n") + inner + Json(nodePathBelow(instance, node)).dump() + ": {" +
                       values + "}";
    }
    if (!record.keptOverrides.empty()) {
        const Json kept = json::parseTrusted(record.keptOverrides);
        for (auto it = kept.begin(); it != kept.end(); ++it) {
            // Laid out as the overrides written above: {"key": value, ...} on one line.
            std::string values;
            for (auto v = it.value().begin(); v != it.value().end(); ++v) {
                std::string one;
                json::writePretty(v.value(), one, indent + 4);
                values += (values.empty() ? "" : ", ") + Json(v.key()).dump() + ": " + one;
            }
            entries += (entries.empty() ? "" : ",\n") + inner + Json(it.key()).dump() + ": {" + values + "}";
        }
    }
    if (entries.empty()) return;
    key("overrides");
    m_out += "{\n" + entries + "\n";
    m_out.append(std::size_t(indent) + 2, ' ');
    m_out += "}";
}

void NodeWriter::writeKeys(const Node& n, int indent) {
    m_node = &n;
    const NodeFileRecord* record = m_file ? m_file->find(n.id()) : nullptr;
    key("type");
    string(std::string(n.typeName()));
    if (record && !record->fileId.empty()) key("id"), string(record->fileId);
    for (const PropertyDescriptor& d : m_types.typeOf(n).properties())
        if (d.shouldSave(n)) key(d.key.c_str()), value(d, d.get(n));

    if (record) {
        const EditorSection& e = record->editor;
        Json editor = Json::object();
        if (e.locked) editor["locked"] = true;
        if (e.hidden) editor["hidden"] = true;
        if (!e.extraKeys.empty()) {
            const Json extra = json::parseTrusted(e.extraKeys);
            for (auto it = extra.begin(); it != extra.end(); ++it) editor[it.key()] = it.value();
        }
        if (!editor.empty()) key("editor"), pretty(editor, indent + 2);
        if (!record->unknownKeys.empty()) {
            const Json unknown = json::parseTrusted(record->unknownKeys);
            for (auto it = unknown.begin(); it != unknown.end(); ++it) {
                m_out += ",\n";
                m_out += *m_pad;
                m_out += Json(it.key()).dump();
                m_out += ": ";
                pretty(it.value(), indent + 2);
            }
        }
    }

    // An Instance's nodes come from its source: only what differs from it is written.
    if (m_file)
        if (const auto instance = m_file->instances.find(n.id()); instance != m_file->instances.end()) {
            writeOverrides(n, instance->second, indent);
            return;
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

std::string saveSceneToString(const Scene& scene) { return saveSceneToString(scene, SceneFileData(), nullptr); }

std::string saveSceneToString(const Scene& scene, std::string* nonFinite) {
    return saveSceneToString(scene, SceneFileData(), nonFinite);
}

std::string saveSceneToString(const Scene& scene, const SceneFileData& file, std::string* nonFinite) {
    Size designSize = scene.designSize();
    if (!std::isfinite(designSize.width) || !std::isfinite(designSize.height)) {
        if (nonFinite && nonFinite->empty()) *nonFinite = "the design size is not finite";
        designSize = Scene::kDefaultDesignSize;
    }
    std::string out = "{\n  \"format\": \"";
    out += kSceneFormatName;
    out += "\",\n  \"version\": " + std::to_string(kSceneFormatVersion) + ",\n  \"designSize\": ";
    json::writePretty(Json::array({json::number(designSize.width), json::number(designSize.height)}), out, 2);
    out += ",\n  \"root\": ";
    NodeWriter(out, &file, nonFinite).write(scene, 2);
    if (!file.documentUnknownKeys.empty()) {
        const Json unknown = json::parseTrusted(file.documentUnknownKeys);
        for (auto it = unknown.begin(); it != unknown.end(); ++it) {
            out += ",\n  " + Json(it.key()).dump() + ": ";
            if (it.key() == "animations")
                json::writePretty(detail::animationsForSave(it.value(), scene, file), out, 2);
            else
                json::writePretty(it.value(), out, 2);
        }
    }
    out += "\n}\n";
    return out;
}

std::string serializeNodes(const std::vector<const Node*>& nodes, const SceneFileData* file,
                           const std::filesystem::path& sourceDirectory) {
    std::string out =
        "{\n  \"format\": \"diorama.nodes\",\n  \"version\": " + std::to_string(kSceneFormatVersion) + ",";
    if (!sourceDirectory.empty()) out += "\n  \"sourceDirectory\": " + Json(sourceDirectory.string()).dump() + ",";
    out += "\n  \"nodes\": [";
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        out += i ? ",\n    " : "\n    ";
        NodeWriter(out, file).write(*nodes[i], 4);
    }
    out += nodes.empty() ? "]" : "\n  ]";
    // Where each node's position point is on screen, so that a paste under another
    // parent can keep it there.
    Json world = Json::array();
    for (const Node* n : nodes) {
        const Vec2 w = n->parent() ? n->parent()->childrenToWorldTransform().apply(n->position()) : n->position();
        world.push_back(std::isfinite(w.x) && std::isfinite(w.y) ? Json::array({w.x, w.y}) : Json());
    }
    out += ",\n  \"worldPositions\": " + world.dump() + "\n}\n";
    return out;
}

}  // namespace diorama
