#include "scene_stream.h"

#include "diorama/nodes/instance.h"

#include "json_parse.h"
#include "reader_context.h"
#include "record_view.h"
#include "simdjson_events.h"

#include <algorithm>
#include <deque>

namespace diorama::detail {

namespace {

// Every object's keys are unique (the general reader says which one is not).
bool keysAreUnique(const Json& object) {
    const auto& members =
        static_cast<const std::vector<Json::object_t::value_type>&>(object.get_ref<const Json::object_t&>());
    return keysAreDistinct(members.size(), [&members](std::size_t i) { return std::string_view(members[i].first); });
}

const Json* member(const Json& object, std::string_view key) {
    auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

// The header as the general reader accepts it, for the current version only.
bool headerIsCurrent(const Json& top, Size& designSize) {
    const Json* format = member(top, "format");
    if (!format || !format->is_string() || format->get_ref<const std::string&>() != kSceneFormatName) return false;
    const Json* version = member(top, "version");
    if (!version || !version->is_number_integer()) return false;
    const bool current = version->is_number_unsigned()
                             ? version->get<std::uint64_t>() == std::uint64_t(kSceneFormatVersion)
                             : version->get<std::int64_t>() == kSceneFormatVersion;
    if (!current) return false;  // older ones are migrated on the document tree
    designSize = Scene::kDefaultDesignSize;
    const Json* ds = member(top, "designSize");
    return !ds || readDesignSize(*ds, designSize).empty();
}

// A handler of SAX events, fed by simdjson (simdjson_events.h). A node record's own
// members are collected as tokens (record_view.h); the document's other keys, and any
// value deeper than a short array of scalars, become JSON values. Each event returns false
// to give up; see scene_stream.h.
class SceneStream {
public:
    explicit SceneStream(ReadState& state) : m_state(state) {}

    bool null() { return place(StreamScalar{}); }
    bool boolean(bool v) { return place(StreamScalar(v)); }
    bool number_integer(std::int64_t v) { return place(StreamScalar(v)); }
    bool number_unsigned(std::uint64_t v) { return place(StreamScalar(v)); }
    bool number_float(double v) { return place(StreamScalar(v)); }
    bool string(std::string_view v) {
        return v.size() <= m_state.context.limits.maxStringBytes && place(StreamScalar(v));
    }
    bool start_object(std::size_t) { return open(true); }
    bool start_array(std::size_t) { return open(false); }
    bool key(std::string_view k);
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool gaveUpOnError() const { return m_gaveUpOnError; }
    // The stream gave up (or the text is no JSON). A duplicate among the ids read so far is
    // an error the general reader meets, whatever made the stream stop.
    void stopped() {
        if (!m_gaveUpOnError && !m_state.idsAreUnique()) m_gaveUpOnError = true;
    }

    std::unique_ptr<Node> takeRoot() { return std::move(m_root); }
    const Json& topMembers() const { return m_top; }
    Size designSize() const { return m_designSize; }

private:
    // RecordArray: an array in a record member, collected as scalars while it has no more
    // than StreamValue::kMaxItems of them; it becomes a Value (a JSON tree) otherwise.
    enum class Kind { Top, Record, RecordArray, Children, Value };
    enum class Expect { Member, Root, ChildrenArray };
    struct Frame {
        explicit Frame(Kind k, Json m = Json()) : kind(k), members(std::move(m)) {}
        Kind kind;
        Json members;           // Top: the keys read so far
        Json* slot = nullptr;   // Top and Value: where the value after the last key goes
        Json* value = nullptr;  // Value: the container being filled
        Expect expect = Expect::Member;
        // Record
        bool pending = false;  // a key was read; its value goes to m_record.last()
        std::optional<Where> where, childrenWhere;
        int depth = 0;
        bool isRoot = false;
        bool childrenSeen = false, childrenDone = false;
        std::size_t childCount = 0;
        std::unique_ptr<Node> node;
    };

    bool place(const StreamScalar& v);
    bool open(bool isObject);
    bool close();
    bool startRecord(const Where& where, int depth, bool isRoot);
    bool build(Frame& record);
    void makeTree(Frame& recordArray);
    static Json* appendMember(Json& object, std::string_view k) {
        auto& members = object.get_ref<Json::object_t&>();
        members.emplace_back(std::string(k), Json());
        return &members.back().second;
    }

    ReadState& m_state;
    std::deque<Frame> m_frames;  // a deque: Where and Json pointers into frames stay valid
    // The members of the one record being collected: a record is built before its
    // children start, so one serves the whole read.
    StreamRecord m_record;
    int m_openContainers = 0;
    const std::string m_rootPointer = "/root";
    bool m_rootSeen = false;
    Size m_designSize = Scene::kDefaultDesignSize;
    Json m_top;
    std::unique_ptr<Node> m_root;
    bool m_gaveUpOnError = false;
};

// The array collected so far becomes a JSON array, which the frame goes on filling.
void SceneStream::makeTree(Frame& f) {
    StreamValue& value = m_record.last();
    Json& tree = m_record.addTree(StreamView(value).json());
    value.shape = StreamValue::Shape::Tree;
    value.tree = &tree;
    f.kind = Kind::Value;
    f.value = &tree;
}

bool SceneStream::place(const StreamScalar& v) {
    if (m_frames.empty()) return false;
    Frame& f = m_frames.back();
    switch (f.kind) {
    case Kind::Top:
        if (f.expect != Expect::Member || !f.slot) return false;  // the root must be an object
        *f.slot = v.json();
        f.slot = nullptr;
        return true;
    case Kind::Record: {
        if (f.expect != Expect::Member || !f.pending) return false;  // the children must be an array
        StreamValue& value = m_record.last();
        value.shape = StreamValue::Shape::Scalar;
        value.items[0] = v;
        f.pending = false;
        return true;
    }
    case Kind::RecordArray: {
        StreamValue& value = m_record.last();
        if (value.count < StreamValue::kMaxItems) {
            value.items[value.count++] = v;
            return true;
        }
        makeTree(f);
        f.value->get_ref<Json::array_t&>().push_back(v.json());
        return true;
    }
    case Kind::Children: return false;  // a child record that is not an object
    case Kind::Value:
        if (f.value->is_object()) {
            *f.slot = v.json();
            f.slot = nullptr;
        } else {
            f.value->get_ref<Json::array_t&>().push_back(v.json());
        }
        return true;
    }
    return false;
}

bool SceneStream::key(std::string_view k) {
    if (k.size() > m_state.context.limits.maxStringBytes) return false;
    Frame& f = m_frames.back();
    if (f.kind == Kind::Top) {
        if (k == "root") {
            if (m_rootSeen || !headerIsCurrent(f.members, m_designSize)) return false;
            m_rootSeen = true;
            f.expect = Expect::Root;
            return true;
        }
        // The reader must know the header before it builds a node.
        if (m_rootSeen && (k == "format" || k == "version" || k == "designSize")) return false;
        f.slot = appendMember(f.members, k);
        return true;
    }
    if (f.kind == Kind::Record) {
        if (f.childrenDone) return false;  // a key after the children: not the writer's order
        if (k == "children") {
            if (f.childrenSeen) return false;
            f.childrenSeen = true;
            if (!build(f)) return false;
            // An Instance lists no children: the general reader says so, at its pointer.
            if (dynamic_cast<const Instance*>(f.node.get())) {
                m_gaveUpOnError = true;
                return false;
            }
            f.expect = Expect::ChildrenArray;
            return true;
        }
        m_record.add(k);
        f.pending = true;
        return true;
    }
    if (f.kind == Kind::Value) {
        f.slot = appendMember(*f.value, k);
        return true;
    }
    return false;
}

bool SceneStream::open(bool isObject) {
    if (m_openContainers >= m_state.context.limits.maxJsonDepth) return false;
    ++m_openContainers;
    if (m_frames.empty()) {
        if (!isObject) return false;
        m_frames.emplace_back(Kind::Top, Json::object());
        return true;
    }
    Frame& f = m_frames.back();
    Json* slot = nullptr;
    switch (f.kind) {
    case Kind::Top:
    case Kind::Record:
        if (f.expect == Expect::Root) {
            f.expect = Expect::Member;
            m_state.designSize = m_designSize;
            return isObject && startRecord(Where(m_rootPointer), 0, true);
        }
        if (f.expect == Expect::ChildrenArray) {
            f.expect = Expect::Member;
            if (isObject) return false;
            f.childrenWhere.emplace(*f.where, "children");
            m_frames.emplace_back(Kind::Children);
            return true;
        }
        if (f.kind == Kind::Record) {
            if (!f.pending) return false;
            f.pending = false;
            StreamValue& value = m_record.last();
            if (!isObject) {
                value.shape = StreamValue::Shape::Array;
                value.count = 0;
                m_frames.emplace_back(Kind::RecordArray);
                return true;
            }
            Json& tree = m_record.addTree(Json::object());
            value.shape = StreamValue::Shape::Tree;
            value.tree = &tree;
            m_frames.emplace_back(Kind::Value).value = &tree;
            return true;
        }
        slot = f.slot;
        f.slot = nullptr;
        break;
    case Kind::RecordArray:
        // An array in an array, or an object: not a short array of scalars.
        makeTree(f);
        [[fallthrough]];
    case Kind::Value:
        if (f.value->is_object()) {
            slot = f.slot;
            f.slot = nullptr;
        } else {
            auto& elements = f.value->get_ref<Json::array_t&>();
            elements.emplace_back();
            slot = &elements.back();
        }
        break;
    case Kind::Children: {
        if (!isObject) return false;
        Frame& parent = m_frames[m_frames.size() - 2];
        return startRecord(Where(*parent.childrenWhere, parent.childCount++), parent.depth + 1, false);
    }
    }
    if (!slot) return false;
    *slot = isObject ? Json::object() : Json::array();
    m_frames.emplace_back(Kind::Value).value = slot;
    return true;
}

bool SceneStream::startRecord(const Where& where, int depth, bool isRoot) {
    Frame& record = m_frames.emplace_back(Kind::Record);
    record.depth = depth;
    record.isRoot = isRoot;
    record.where.emplace(where);
    return true;
}

// Builds the node from the record's own keys, exactly as the general reader does (a
// record without "children" is read the same whether streamed or not).
bool SceneStream::build(Frame& record) {
    if (!m_record.keysAreUnique()) return false;
    try {
        record.node = readStreamedNode(m_state, m_record, *record.where, record.depth, record.isRoot);
    } catch (const ReadFailure&) {
        m_gaveUpOnError = true;
        return false;
    } catch (const TreeError&) {
        m_gaveUpOnError = true;
        return false;
    }
    m_record.clear();
    return true;
}

bool SceneStream::close() {
    --m_openContainers;
    Frame& f = m_frames.back();
    switch (f.kind) {
    case Kind::Top:
        if (!m_rootSeen || !keysAreUnique(f.members)) return false;
        // While the ids still point into the tokenizer's buffer.
        if (!m_state.idsAreUnique()) {
            m_gaveUpOnError = true;
            return false;
        }
        m_top = std::move(f.members);
        m_frames.pop_back();
        return true;
    case Kind::Record: {
        if (!f.node && !build(f)) return false;
        std::unique_ptr<Node> node = std::move(f.node);
        const bool isRoot = f.isRoot;
        m_frames.pop_back();
        if (isRoot) {
            m_root = std::move(node);
        } else {
            // Below: the children array, then the parent record, which adds the child
            // once its subtree is complete, as the general reader does.
            m_frames[m_frames.size() - 2].node->addChild(std::move(node));
        }
        return true;
    }
    case Kind::RecordArray: m_frames.pop_back(); return true;
    case Kind::Children:
        m_frames.pop_back();
        m_frames.back().childrenDone = true;
        return true;
    case Kind::Value: {
        const bool unique = !f.value->is_object() || keysAreUnique(*f.value);
        m_frames.pop_back();
        return unique;
    }
    }
    return false;
}

}  // namespace

std::optional<LoadResult> streamSceneText(std::string_view text, const std::string& fileName,
                                          const std::filesystem::path& baseDir, const SceneContext& context,
                                          bool* gaveUpOnError) {
    if (text.size() > context.limits.maxFileBytes) return std::nullopt;
    ReadBuffers buffers;
    const std::optional<simdjson::padded_string_view> padded = buffers.padded(text);
    if (!padded) return std::nullopt;  // a raw NUL: the general reader says where
    ReadState state(fileName, text, baseDir, context, ReadState::IdCheck::AtEnd);
    SceneStream stream(state);
    // simdjson's own stack is one deeper than the limit, so the handler meets the limit.
    const EventsEnd end = readJsonObjectEvents(
        buffers, *padded, stream, std::size_t(std::max(context.limits.maxJsonDepth, 0)) + 1, &state.readFraction);
    state.readFraction = nullptr;  // it reads simdjson's document, gone now
    if (end != EventsEnd::Done) {
        // Not JSON: the general reader reports it, with its position.
        if (gaveUpOnError) *gaveUpOnError = end == EventsEnd::NotJson || stream.gaveUpOnError();
        return std::nullopt;
    }
    std::unique_ptr<Node> root = stream.takeRoot();
    if (!root) return std::nullopt;
    if (const auto animations = stream.topMembers().find("animations"); animations != stream.topMembers().end()) {
        try {
            checkAnimations(state, *animations, *root);
        } catch (const ReadFailure&) {
            if (gaveUpOnError) *gaveUpOnError = true;
            return std::nullopt;  // the general reader reports it
        }
    }

    LoadResult result;
    result.scene.reset(static_cast<Scene*>(root.release()));
    result.scene->setDesignSize(stream.designSize());
    state.file.documentUnknownKeys = documentUnknownKeys(stream.topMembers());
    result.file = std::move(state.file);
    result.assetProblems = std::move(state.assets.problems());
    result.sourceVersion = kSceneFormatVersion;
    result.nodeCount = state.nodeCount;
    result.instancedNodes = state.instancedNodes;
    return result;
}

}  // namespace diorama::detail
