// Reads node records through the node type registry. Values are read and checked in
// the file's key order, then applied in the type's apply order (its own content first,
// then each base's keys in registry order), so that e.g. rotationSkewX overrides
// rotation and normalizedPosition overrides position whatever order the keys come in.
#include "action_records_internal.h"
#include "diorama/serialization/opaque_node.h"
#include "diorama/types/node_type.h"
#include "json_parse.h"
#include "reader_context.h"

#include <array>
#include <cfloat>
#include <cmath>
#include <limits>

namespace diorama::detail {

namespace {

float readFloat(const Json& v, const Where& ptr) {
    if (!v.is_number()) fail(ptr, "expected a number, found " + std::string(v.type_name()));
    const double d = v.get<double>();
    if (!std::isfinite(d)) fail(ptr, "expected a finite number");
    // Doubles up to FLT_MAX plus half an ulp round to FLT_MAX, and the writer's shortest
    // form of FLT_MAX ("3.4028235e+38") lies just above it: anything that rounds to a
    // finite float is accepted, so every float the writer prints reads back.
    constexpr double kLargestRoundingToFloat = double(FLT_MAX) + 0x1p103;
    if (!(std::fabs(d) < kLargestRoundingToFloat))
        fail(ptr, "number " + json::quoteForMessage(v) + " is out of range for a 32-bit float");
    return float(d);
}

long long readInteger(const Json& v, const Where& ptr, long long lo, long long hi) {
    long long value = 0;
    if (v.is_number_integer()) {
        if (v.is_number_unsigned() &&
            v.get<unsigned long long>() > (unsigned long long)std::numeric_limits<long long>::max())
            fail(ptr,
                 "integer " + v.dump() + " is out of range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
        value = v.get<long long>();
    } else if (v.is_number_float()) {
        const double d = v.get<double>();
        if (!std::isfinite(d) || d != std::trunc(d))
            fail(ptr, "expected an integer, found " + json::quoteForMessage(v));
        if (d < double(lo) || d > double(hi))
            fail(ptr, "integer " + json::quoteForMessage(v) + " is out of range [" + std::to_string(lo) + ", " +
                          std::to_string(hi) + "]");
        value = (long long)d;
    } else {
        fail(ptr, "expected an integer, found " + std::string(v.type_name()));
    }
    if (value < lo || value > hi)
        fail(ptr, "integer " + std::to_string(value) + " is out of range [" + std::to_string(lo) + ", " +
                      std::to_string(hi) + "]");
    return value;
}

bool readBool(const Json& v, const Where& ptr) {
    if (!v.is_boolean()) fail(ptr, "expected true or false, found " + std::string(v.type_name()));
    return v.get<bool>();
}

std::string readString(const Json& v, const Where& ptr) {
    if (!v.is_string()) fail(ptr, "expected a string, found " + std::string(v.type_name()));
    return v.get<std::string>();
}

// Up to four numbers (a point, a size or a rectangle), without an allocation per value.
std::array<float, 4> readFloats(const Json& v, const Where& ptr, std::size_t n, const char* shape) {
    if (!v.is_array() || v.size() != n)
        fail(ptr, std::string("expected an array of ") + std::to_string(n) + " numbers " + shape);
    std::array<float, 4> out{};
    for (std::size_t i = 0; i < n; ++i) out[i] = readFloat(v[i], Where(ptr, i));
    return out;
}

Vec2 readVec2(const Json& v, const Where& ptr) {
    auto f = readFloats(v, ptr, 2, "[x, y]");
    return {f[0], f[1]};
}

Size readSize(const Json& v, const Where& ptr) {
    auto f = readFloats(v, ptr, 2, "[width, height]");
    if (f[0] < 0 || f[1] < 0) fail(ptr, "sizes cannot be negative");
    return {f[0], f[1]};
}

Color3B readColor(const Json& v, const Where& ptr) {
    if (!v.is_array() || v.size() != 3) fail(ptr, "expected an array of 3 integers [r, g, b] in 0..255");
    Color3B c;
    c.r = std::uint8_t(readInteger(v[0], Where(ptr, std::size_t(0)), 0, 255));
    c.g = std::uint8_t(readInteger(v[1], Where(ptr, std::size_t(1)), 0, 255));
    c.b = std::uint8_t(readInteger(v[2], Where(ptr, std::size_t(2)), 0, 255));
    return c;
}

void checkString(ReadState& state, const std::string& s, const Where& ptr, bool isPath) {
    const std::size_t limit = isPath ? state.context.limits.maxPathBytes : state.context.limits.maxStringBytes;
    if (s.size() > limit)
        fail(ptr, std::string(isPath ? "path length" : "string length") +
                      " limit exceeded: " + std::to_string(s.size()) + " bytes, at most " + std::to_string(limit));
}

long long integerBound(double bound, long long fallback) { return std::isfinite(bound) ? (long long)bound : fallback; }

// Keys of a record that are not properties of its type.
struct FileKeys {
    std::optional<std::string> id;
    EditorSection editor;
    Json editorExtra;  // null until a key arrives: most records have none
    Json unknown;
    const Json* children = nullptr;
    const Json* actions = nullptr;  // "actions" and "on": checked, then kept with the unknown keys
    const Json* triggers = nullptr;
    const Json* overrides = nullptr;  // an Instance's
};

void appendKept(Json& object, const std::string& key, const Json& value) {
    if (object.is_null()) object = Json::object();
    json::appendMember(object, key, value);
}

void readEditorSection(const Json& v, const Where& p, FileKeys& keys) {
    if (!v.is_object()) fail(p, "expected an object, found " + std::string(v.type_name()));
    for (auto e = v.begin(); e != v.end(); ++e) {
        if (e.key() == "locked")
            keys.editor.locked = readBool(e.value(), Where(p, "locked"));
        else if (e.key() == "hidden")
            keys.editor.hidden = readBool(e.value(), Where(p, "hidden"));
        else
            appendKept(keys.editorExtra, e.key(), e.value());
    }
}

// Depth first, in file order: the order the reader met the records.
std::optional<std::string> findId(const Json& record, const std::string& pointer, const std::string& id) {
    if (!record.is_object()) return std::nullopt;
    if (auto it = record.find("id"); it != record.end() && it->is_string() && it->get_ref<const std::string&>() == id)
        return pointer;
    if (auto it = record.find("children"); it != record.end() && it->is_array())
        for (std::size_t i = 0; i < it->size(); ++i)
            if (auto found = findId((*it)[i], pointer + "/children/" + std::to_string(i), id)) return found;
    return std::nullopt;
}

}  // namespace

// Reads one property value of the shape its kind asks for; the descriptor's own checks
// (ranges, signs) follow in readNode.
PropertyValue readValue(ReadState& state, const PropertyDescriptor& d, const Json& v, const Where& p) {
    switch (d.kind) {
    case ValueKind::Bool: return readBool(v, p);
    case ValueKind::Int:
        return int(readInteger(v, p, integerBound(d.hints.min, INT32_MIN), integerBound(d.hints.max, INT32_MAX)));
    case ValueKind::Float: return readFloat(v, p);
    case ValueKind::Point: return readVec2(v, p);
    case ValueKind::Extent: return readSize(v, p);
    case ValueKind::Region: {
        auto f = readFloats(v, p, 4, "[x, y, width, height]");
        return Rect{{f[0], f[1]}, {f[2], f[3]}};
    }
    case ValueKind::Color: return readColor(v, p);
    case ValueKind::Enum: {
        const std::string s = readString(v, p);
        for (std::size_t i = 0; i < d.enumNames.size(); ++i)
            if (s == d.enumNames[i]) return int(i);
        std::string expected;
        for (std::size_t i = 0; i < d.enumNames.size(); ++i)
            expected += (i == 0 ? "" : i + 1 == d.enumNames.size() ? " or " : ", ") + d.enumNames[i];
        fail(p, "unknown " + d.key + " " + json::quoteForMessage(std::string_view(s)) + " (expected " + expected + ")");
    }
    case ValueKind::String:
    case ValueKind::AssetPath: {
        std::string s = readString(v, p);
        checkString(state, s, p, d.kind == ValueKind::AssetPath);
        return s;
    }
    }
    fail(p, "unsupported property kind");
}

std::string ReadState::firstUseOfId(const std::string& id) const {
    for (const auto& [record, pointer] : records)
        if (auto found = findId(*record, pointer, id)) return *found + "/id";
    return "?";
}

std::unique_ptr<Node> readNode(ReadState& state, const Json& record, const Where& ptr, int depth, bool isRoot) {
    if (depth > state.context.limits.maxTreeDepth)
        fail(ptr,
             "node tree depth limit exceeded: nodes may nest at most " +
                 std::to_string(state.context.limits.maxTreeDepth) + " levels deep",
             SceneError::Kind::TreeLimit);
    if (!record.is_object()) fail(ptr, "expected a node record (an object), found " + std::string(record.type_name()));
    if (++state.nodeCount > state.context.limits.maxNodes)
        fail(ptr,
             "node count limit exceeded: at most " + std::to_string(state.context.limits.maxNodes) + " nodes per scene",
             SceneError::Kind::TreeLimit);
    if (state.nodeCount % 4096 == 0 && state.context.progress && state.readFraction)
        state.context.progress(state.readFraction());
    auto typeIt = record.find("type");
    if (typeIt == record.end()) fail(ptr, "missing required key \"type\"");
    const Where typeWhere(ptr, "type");
    const std::string typeName = readString(*typeIt, typeWhere);
    if (typeName.empty()) fail(typeWhere, "type cannot be empty");
    checkString(state, typeName, typeWhere, false);
    const NodeTypeRegistry& registry = *state.types;
    const NodeType* known = registry.find(typeName);
    const bool isScene = known && known->isA("Scene");
    if (isRoot && !isScene)
        fail(typeWhere,
             "the root node must be of type \"Scene\", found " + json::quoteForMessage(std::string_view(typeName)));
    if (!isRoot && isScene) fail(typeWhere, "a Scene can only be the root node");
    // A type this build does not know reads as a plain Node that keeps its name and keys.
    const NodeType& type = known ? *known : *registry.find("Node");

    // Consumed before the children are read, so one buffer serves the whole file.
    std::vector<std::optional<PropertyValue>>& values = state.propertyValues;
    values.assign(type.properties().size(), std::nullopt);
    FileKeys keys;
    for (auto it = record.begin(); it != record.end(); ++it) {
        const std::string& key = it.key();
        const Json& v = it.value();
        const Where p(ptr, key);
        if (key == "type") continue;
        if (key == "id") {
            keys.id = readString(v, p);
            checkString(state, *keys.id, p, false);
            if (keys.id->empty()) fail(p, "id cannot be empty");
        } else if (key == "children") {
            if (!v.is_array()) fail(p, "expected an array of node records, found " + std::string(v.type_name()));
            keys.children = &v;
        } else if (key == "editor") {
            readEditorSection(v, p, keys);
        } else if (key == "overrides" && type.isA("Instance")) {
            keys.overrides = &v;
        } else if (const PropertyDescriptor* d = type.find(key)) {
            PropertyValue value = readValue(state, *d, v, p);
            if (std::string error = d->validate(value); !error.empty()) fail(p, error);
            values[std::size_t(d - type.properties().data())] = std::move(value);
        } else {
            if (key == "actions") keys.actions = &v;
            if (key == "on") keys.triggers = &v;
            appendKept(keys.unknown, key, v);  // kept verbatim for the round trip
        }
    }
    // Actions and triggers are checked here (triggers name actions, in either key order).
    if (keys.actions || keys.triggers)
        if (auto problem = detail::checkNodeActions(keys.actions, keys.triggers, ptr.str()))
            fail(problem->first, problem->second);

    // The lambdas refer to this call's Where chain; they are dropped before it returns.
    state.assets.setPointer([&ptr] { return ptr.str(); });
    std::unique_ptr<Node> node = known ? known->create(NodeFactoryContext{&state.assets, state.designSize})
                                       : std::make_unique<OpaqueNode>(typeName);
    PropertyContext context{&state.assets};
    for (const PropertyDescriptor* d : type.applyOrder()) {
        const auto& value = values[std::size_t(d - type.properties().data())];
        if (!value) continue;
        // Only loading an asset can report a problem; its pointer is spelled out then.
        state.assets.setPointer([&ptr, d] { return Where(ptr, d->key).str(); });
        // An image named by no path in a file is a mistake to report (a node without one
        // leaves the key out); the node shows the placeholder.
        if (d->kind == ValueKind::AssetPath && d->hints.asset == AssetKind::Image &&
            std::get<std::string>(*value).empty())
            state.assets.problems().push_back({Where(ptr, d->key), "empty asset path"});
        d->apply(*node, *value, context);
    }
    state.assets.setPointer(std::function<std::string()>());
    if (type.info().assetNote)
        if (auto note = type.info().assetNote(*node))
            state.assets.problems().push_back({Where(ptr, note->key), note->message});

    NodeFileRecord& file = state.file.at(node->id());
    if (keys.id) {
        if (!state.fileIds.insert(*keys.id).second)
            fail(Where(ptr, "id"), "duplicate id " + json::quoteForMessage(std::string_view(*keys.id)) +
                                       " (first used at " + state.firstUseOfId(*keys.id) + ")");
        file.fileId = *keys.id;
    } else {
        file.fileId = generateNodeId();
    }
    file.editor = keys.editor;
    if (!keys.editorExtra.empty()) file.editor.extraKeys = keys.editorExtra.dump();
    if (!keys.unknown.empty()) file.unknownKeys = keys.unknown.dump();

    if (auto* instance = dynamic_cast<Instance*>(node.get())) {
        if (keys.children)
            fail(Where(ptr, "children"), "an Instance's nodes come from its source; it lists no children");
        const PropertyDescriptor* size = type.find("contentSize");
        expandInstance(state, *instance, keys.overrides, ptr, depth,
                       size && values.size() > std::size_t(size - type.properties().data()) &&
                           values[std::size_t(size - type.properties().data())].has_value());
    }
    if (keys.children) {
        const Where childrenWhere(ptr, "children");
        for (std::size_t i = 0; i < keys.children->size(); ++i) {
            auto c = readNode(state, (*keys.children)[i], Where(childrenWhere, i), depth + 1, false);
            // Keep the file's z: addChild(child) uses the child's own localZOrder.
            node->addChild(std::move(c));
        }
    }
    return node;
}

}  // namespace diorama::detail
