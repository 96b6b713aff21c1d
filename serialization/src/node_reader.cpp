// Reads node records through the node type registry. Values are read and checked in
// the file's key order, then applied in the type's apply order (its own content first,
// then each base's keys in registry order), so that e.g. rotationSkewX overrides
// rotation and normalizedPosition overrides position whatever order the keys come in.
#include "action_records_internal.h"
#include "diorama/serialization/opaque_node.h"
#include "diorama/types/node_type.h"
#include "json_parse.h"
#include "reader_context.h"
#include "record_view.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cfloat>
#include <cmath>
#include <limits>
#include <unordered_set>

namespace diorama::detail {

namespace {

template <class V>
float readFloat(const V& v, const Where& ptr) {
    if (!v.isNumber()) fail(ptr, "expected a number, found " + std::string(v.typeName()));
    const double d = v.number();
    if (!std::isfinite(d)) fail(ptr, "expected a finite number");
    // Doubles up to FLT_MAX plus half an ulp round to FLT_MAX, and the writer's shortest
    // form of FLT_MAX ("3.4028235e+38") lies just above it: anything that rounds to a
    // finite float is accepted, so every float the writer prints reads back.
    constexpr double kLargestRoundingToFloat = double(FLT_MAX) + 0x1p103;
    if (!(std::fabs(d) < kLargestRoundingToFloat))
        fail(ptr, "number " + json::quoteForMessage(v.json()) + " is out of range for a 32-bit float");
    return float(d);
}

template <class V>
long long readInteger(const V& v, const Where& ptr, long long lo, long long hi) {
    long long value = 0;
    if (v.isInteger()) {
        if (v.isUnsigned() && v.unsignedInteger() > (unsigned long long)std::numeric_limits<long long>::max())
            fail(ptr, "integer " + v.json().dump() + " is out of range [" + std::to_string(lo) + ", " +
                          std::to_string(hi) + "]");
        value = v.signedInteger();
    } else if (v.isFloat()) {
        const double d = v.number();
        if (!std::isfinite(d) || d != std::trunc(d))
            fail(ptr, "expected an integer, found " + json::quoteForMessage(v.json()));
        if (d < double(lo) || d > double(hi))
            fail(ptr, "integer " + json::quoteForMessage(v.json()) + " is out of range [" + std::to_string(lo) + ", " +
                          std::to_string(hi) + "]");
        value = (long long)d;
    } else {
        fail(ptr, "expected an integer, found " + std::string(v.typeName()));
    }
    if (value < lo || value > hi)
        fail(ptr, "integer " + std::to_string(value) + " is out of range [" + std::to_string(lo) + ", " +
                      std::to_string(hi) + "]");
    return value;
}

template <class V>
bool readBool(const V& v, const Where& ptr) {
    if (!v.isBool()) fail(ptr, "expected true or false, found " + std::string(v.typeName()));
    return v.boolean();
}

template <class V>
std::string_view readString(const V& v, const Where& ptr) {
    if (!v.isString()) fail(ptr, "expected a string, found " + std::string(v.typeName()));
    return v.string();
}

// Up to four numbers (a point, a size or a rectangle), without an allocation per value.
template <class V>
std::array<float, 4> readFloats(const V& v, const Where& ptr, std::size_t n, const char* shape) {
    if (!v.isArray() || v.size() != n)
        fail(ptr, std::string("expected an array of ") + std::to_string(n) + " numbers " + shape);
    std::array<float, 4> out{};
    for (std::size_t i = 0; i < n; ++i) out[i] = readFloat(v[i], Where(ptr, i));
    return out;
}

template <class V>
Vec2 readVec2(const V& v, const Where& ptr) {
    auto f = readFloats(v, ptr, 2, "[x, y]");
    return {f[0], f[1]};
}

template <class V>
Size readSize(const V& v, const Where& ptr) {
    auto f = readFloats(v, ptr, 2, "[width, height]");
    if (f[0] < 0 || f[1] < 0) fail(ptr, "sizes cannot be negative");
    return {f[0], f[1]};
}

template <class V>
Color3B readColor(const V& v, const Where& ptr) {
    if (!v.isArray() || v.size() != 3) fail(ptr, "expected an array of 3 integers [r, g, b] in 0..255");
    Color3B c;
    c.r = std::uint8_t(readInteger(v[0], Where(ptr, std::size_t(0)), 0, 255));
    c.g = std::uint8_t(readInteger(v[1], Where(ptr, std::size_t(1)), 0, 255));
    c.b = std::uint8_t(readInteger(v[2], Where(ptr, std::size_t(2)), 0, 255));
    return c;
}

void checkString(ReadState& state, std::string_view s, const Where& ptr, bool isPath) {
    const std::size_t limit = isPath ? state.context.limits.maxPathBytes : state.context.limits.maxStringBytes;
    if (s.size() > limit)
        fail(ptr, std::string(isPath ? "path length" : "string length") +
                      " limit exceeded: " + std::to_string(s.size()) + " bytes, at most " + std::to_string(limit));
}

long long integerBound(double bound, long long fallback) { return std::isfinite(bound) ? (long long)bound : fallback; }

// Keys of a record that are not properties of its type.
struct FileKeys {
    std::optional<std::string_view> id;  // the record's text, which outlives the read
    EditorSection editor;
    Json editorExtra;  // null until a key arrives: most records have none
    Json unknown;
    const Json* children = nullptr;
    const Json* actions = nullptr;  // "actions" and "on": checked, then kept with the unknown keys
    const Json* triggers = nullptr;
    const Json* overrides = nullptr;  // an Instance's
    // Where a streamed value that is not a JSON tree is put when one is needed (an invalid
    // file's; the reader fails on it). Empty, it costs nothing to make and drop.
    JsonStore store;
};

void appendKept(Json& object, std::string_view key, const Json& value) {
    if (object.is_null()) object = Json::object();
    json::appendMember(object, std::string(key), value);
}

void readEditorSection(const Json& v, const Where& p, FileKeys& keys) {
    if (!v.is_object()) fail(p, "expected an object, found " + std::string(v.type_name()));
    for (auto e = v.begin(); e != v.end(); ++e) {
        if (e.key() == "locked")
            keys.editor.locked = readBool(JsonView(e.value()), Where(p, "locked"));
        else if (e.key() == "hidden")
            keys.editor.hidden = readBool(JsonView(e.value()), Where(p, "hidden"));
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

// Reads one property value of the shape its kind asks for; the descriptor's own checks
// (ranges, signs) follow in readNode.
template <class V>
PropertyValue readPropertyValue(ReadState& state, const PropertyDescriptor& d, const V& v, const Where& p) {
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
        const std::string_view s = readString(v, p);
        for (std::size_t i = 0; i < d.enumNames.size(); ++i)
            if (s == d.enumNames[i]) return int(i);
        std::string expected;
        for (std::size_t i = 0; i < d.enumNames.size(); ++i)
            expected += (i == 0 ? "" : i + 1 == d.enumNames.size() ? " or " : ", ") + d.enumNames[i];
        fail(p, "unknown " + d.key + " " + json::quoteForMessage(s) + " (expected " + expected + ")");
    }
    case ValueKind::String:
    case ValueKind::AssetPath: {
        const std::string_view s = readString(v, p);
        checkString(state, s, p, d.kind == ValueKind::AssetPath);
        return std::string(s);
    }
    }
    fail(p, "unsupported property kind");
}

}  // namespace

PropertyValue readValue(ReadState& state, const PropertyDescriptor& d, const Json& v, const Where& p) {
    return readPropertyValue(state, d, JsonView(v), p);
}

const NodeType* ReadState::findType(std::string_view name) {
    if (lastType && lastType->name() == name) return lastType;
    const NodeType* found = types->find(name);
    if (found) lastType = found;
    return found;
}

const PropertyDescriptor* ReadState::findProperty(const NodeType& type, std::string_view key) {
    if (key.empty()) return type.find(key);
    const std::size_t slot = (key.size() * 31 + std::size_t((unsigned char)key.front()) * 7 +
                              std::size_t((unsigned char)key.back()) + reinterpret_cast<std::uintptr_t>(&type) / 64) %
                             foundProperties.size();
    FoundProperty& found = foundProperties[slot];
    if (found.type == &type && found.property->key == key) return found.property;
    const PropertyDescriptor* property = type.find(key);
    if (property) found = {&type, property};
    return property;
}

namespace {

bool sortedHashesAreDistinct(const std::vector<std::string_view>& ids) {
    std::vector<std::size_t> hashes;
    hashes.reserve(ids.size());
    for (std::string_view id : ids) hashes.push_back(std::hash<std::string_view>()(id));
    std::sort(hashes.begin(), hashes.end());
    return std::adjacent_find(hashes.begin(), hashes.end()) == hashes.end();
}

// Whether the ids' hashes are all different: an open-addressing table at most half full,
// one probe per id most of the time (sorting the hashes was three times slower at 100k
// ids). The hash is not seeded, so a file can name ids that crowd a few slots; past a run
// of kMaxProbes taken slots the check sorts instead, so it never becomes quadratic.
bool idHashesAreDistinct(const std::vector<std::string_view>& ids) {
    constexpr std::size_t kMaxProbes = 64;
    const std::size_t slots = std::bit_ceil(std::max<std::size_t>(2 * ids.size(), 16));
    const std::size_t mask = slots - 1;
    std::vector<std::size_t> table(slots, 0);  // 0 is an empty slot: hash 0 is stored as 1
    for (std::string_view id : ids) {
        const std::size_t hash = std::max<std::size_t>(std::hash<std::string_view>()(id), 1);
        for (std::size_t slot = hash & mask, probes = 0;; slot = (slot + 1) & mask) {
            if (table[slot] == hash) return false;
            if (table[slot] == 0) {
                table[slot] = hash;
                break;
            }
            if (++probes == kMaxProbes) return sortedHashesAreDistinct(ids);
        }
    }
    return true;
}

}  // namespace

bool ReadState::idsAreUnique() const {
    // Only when two hashes meet are the strings compared.
    if (idHashesAreDistinct(idsToCheck)) return true;
    std::unordered_set<std::string_view> seen;
    for (std::string_view id : idsToCheck)
        if (!seen.insert(id).second) return false;
    return true;
}

std::string ReadState::firstUseOfId(const std::string& id) const {
    for (const auto& [record, pointer] : records)
        if (auto found = findId(*record, pointer, id)) return *found + "/id";
    return "?";
}

namespace {

template <class Record>
std::unique_ptr<Node> readRecord(ReadState& state, const Record& record, const Where& ptr, int depth, bool isRoot) {
    using View = typename Record::View;
    if (depth > state.context.limits.maxTreeDepth)
        fail(ptr,
             "node tree depth limit exceeded: nodes may nest at most " +
                 std::to_string(state.context.limits.maxTreeDepth) + " levels deep",
             SceneError::Kind::TreeLimit);
    if (!record.isObject()) fail(ptr, "expected a node record (an object), found " + std::string(record.typeName()));
    if (++state.nodeCount > state.context.limits.maxNodes)
        fail(ptr,
             "node count limit exceeded: at most " + std::to_string(state.context.limits.maxNodes) + " nodes per scene",
             SceneError::Kind::TreeLimit);
    if (state.nodeCount % 4096 == 0 && state.context.progress && state.readFraction)
        state.context.progress(state.readFraction());
    const auto* typeValue = record.find("type");
    if (!typeValue) fail(ptr, "missing required key \"type\"");
    const Where typeWhere(ptr, "type");
    const std::string_view typeName = readString(View(*typeValue), typeWhere);
    if (typeName.empty()) fail(typeWhere, "type cannot be empty");
    checkString(state, typeName, typeWhere, false);
    const NodeTypeRegistry& registry = *state.types;
    const NodeType* known = state.findType(typeName);
    const bool isScene = known && known->isA("Scene");
    if (isRoot && !isScene)
        fail(typeWhere, "the root node must be of type \"Scene\", found " + json::quoteForMessage(typeName));
    if (!isRoot && isScene) fail(typeWhere, "a Scene can only be the root node");
    // A type this build does not know reads as a plain Node that keeps its name and keys.
    const NodeType& type = known ? *known : *registry.find("Node");

    // Consumed before the children are read, so one buffer serves the whole file. Only the
    // entries the last record set are cleared (it may have failed halfway).
    std::vector<std::optional<PropertyValue>>& values = state.propertyValues;
    std::vector<std::size_t>& valuesSet = state.propertiesSet;
    for (std::size_t i : valuesSet) values[i].reset();
    valuesSet.clear();
    if (values.size() < type.properties().size()) values.resize(type.properties().size());
    FileKeys keys;
    record.forEachMember([&](std::string_view key, const View& v) {
        const Where p(ptr, key);
        if (key == "type") return;
        if (key == "id") {
            keys.id = readString(v, p);
            checkString(state, *keys.id, p, false);
            if (keys.id->empty()) fail(p, "id cannot be empty");
        } else if (key == "children") {
            if (!v.isArray()) fail(p, "expected an array of node records, found " + std::string(v.typeName()));
            keys.children = v.tree(keys.store);
        } else if (key == "editor") {
            readEditorSection(*v.tree(keys.store), p, keys);
        } else if (key == "overrides" && type.isA("Instance")) {
            keys.overrides = v.tree(keys.store);
        } else if (const PropertyDescriptor* d = state.findProperty(type, key)) {
            PropertyValue value = readPropertyValue(state, *d, v, p);
            if (std::string error = d->validate(value); !error.empty()) fail(p, error);
            const std::size_t index = std::size_t(d - type.properties().data());
            values[index] = std::move(value);
            valuesSet.push_back(index);
        } else {
            if (key == "actions") keys.actions = v.tree(keys.store);
            if (key == "on") keys.triggers = v.tree(keys.store);
            appendKept(keys.unknown, key, v.json());  // kept verbatim for the round trip
        }
    });
    // Actions and triggers are checked here (triggers name actions, in either key order).
    if (keys.actions || keys.triggers)
        if (auto problem = detail::checkNodeActions(keys.actions, keys.triggers, ptr.str()))
            fail(problem->first, problem->second);

    // The lambda refers to this call's Where chain; it is dropped before it returns. Only
    // loading an asset can report a problem; its pointer is spelled out then.
    const PropertyDescriptor* applying = nullptr;
    state.assets.setPointer([&ptr, &applying] { return applying ? Where(ptr, applying->key).str() : ptr.str(); });
    std::unique_ptr<Node> node = known ? known->create(NodeFactoryContext{&state.assets, state.designSize})
                                       : std::make_unique<OpaqueNode>(std::string(typeName));
    if (isRoot) static_cast<Scene&>(*node).reserveNodes(state.expectedNodes);
    PropertyContext context{&state.assets};
    std::sort(valuesSet.begin(), valuesSet.end(),
              [&type](std::size_t a, std::size_t b) { return type.applyRank(a) < type.applyRank(b); });
    for (std::size_t index : valuesSet) {
        const PropertyDescriptor* d = &type.properties()[index];
        const auto& value = values[index];
        applying = d;
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
        if (state.idsCheckedAtEnd)
            state.idsToCheck.push_back(*keys.id);
        else if (!state.fileIds.emplace(*keys.id).second)
            fail(Where(ptr, "id"), "duplicate id " + json::quoteForMessage(*keys.id) + " (first used at " +
                                       state.firstUseOfId(std::string(*keys.id)) + ")");
        file.fileId = *keys.id;
        file.idInFile = true;
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

}  // namespace

std::unique_ptr<Node> readNode(ReadState& state, const Json& record, const Where& where, int depth, bool isRoot) {
    return readRecord(state, JsonRecord(record), where, depth, isRoot);
}

std::unique_ptr<Node> readStreamedNode(ReadState& state, const StreamRecord& record, const Where& where, int depth,
                                       bool isRoot) {
    return readRecord(state, record, where, depth, isRoot);
}

}  // namespace diorama::detail
