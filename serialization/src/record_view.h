// The two forms in which a node record reaches readNode: a member of a parsed document
// (JsonRecord), or a record the streaming reader collected straight from the tokens
// (StreamRecord), whose scalars and short arrays of scalars never become JSON values.
// Building and freeing those values was a third of a large load. Both forms answer the
// same questions through a value view, so one readNode reads both the same way.
#pragma once

#include "json_text.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <forward_list>
#include <string_view>
#include <vector>

namespace diorama::detail {

using json::Json;
// JSON values made on demand, each where it was put until the store goes.
using JsonStore = std::forward_list<Json>;

// Whether no two of `count` keys are equal (`keyAt(i)` gives the i-th as a string_view):
// pairwise, without an allocation, for a record's few keys; sorted for many.
template <class KeyAt>
bool keysAreDistinct(std::size_t count, KeyAt keyAt) {
    if (count > 16) {
        std::vector<std::string_view> keys;
        keys.reserve(count);
        for (std::size_t i = 0; i < count; ++i) keys.push_back(keyAt(i));
        std::sort(keys.begin(), keys.end());
        return std::adjacent_find(keys.begin(), keys.end()) == keys.end();
    }
    for (std::size_t i = 1; i < count; ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (keyAt(i) == keyAt(j)) return false;
    return true;
}

// A value of a parsed document, as readNode asks about it.
class JsonView {
public:
    explicit JsonView(const Json& value) : m_value(&value) {}

    bool isBool() const { return m_value->is_boolean(); }
    bool isNumber() const { return m_value->is_number(); }
    bool isInteger() const { return m_value->is_number_integer(); }
    bool isUnsigned() const { return m_value->is_number_unsigned(); }
    bool isFloat() const { return m_value->is_number_float(); }
    bool isString() const { return m_value->is_string(); }
    bool isArray() const { return m_value->is_array(); }
    const char* typeName() const { return m_value->type_name(); }

    bool boolean() const { return m_value->get<bool>(); }
    double number() const { return m_value->get<double>(); }
    long long signedInteger() const { return m_value->get<long long>(); }
    unsigned long long unsignedInteger() const { return m_value->get<unsigned long long>(); }
    std::string_view string() const { return m_value->get_ref<const std::string&>(); }
    std::size_t size() const { return m_value->size(); }
    JsonView operator[](std::size_t i) const { return JsonView((*m_value)[i]); }

    // The value as JSON: for messages, and for the keys kept verbatim.
    const Json& json() const { return *m_value; }
    // The value as a JSON tree that outlives this call; `store` is unused here.
    const Json* tree(JsonStore& /*store*/) const { return m_value; }

private:
    const Json* m_value;
};

// A record of a parsed document.
class JsonRecord {
public:
    using View = JsonView;
    explicit JsonRecord(const Json& record) : m_record(record) {}
    bool isObject() const { return m_record.is_object(); }
    const char* typeName() const { return m_record.type_name(); }
    const Json* find(std::string_view key) const {
        auto it = m_record.find(key);
        return it == m_record.end() ? nullptr : &*it;
    }
    template <class Visit>
    void forEachMember(Visit&& visit) const {
        for (auto it = m_record.begin(); it != m_record.end(); ++it) visit(std::string_view(it.key()), JsonView(*it));
    }

private:
    const Json& m_record;
};

// One scalar token. Strings and keys point into the tokenizer's buffer, which lives as
// long as the read.
struct StreamScalar {
    enum class Kind : std::uint8_t { Null, Bool, Signed, Unsigned, Float, String };
    Kind kind = Kind::Null;
    union {
        bool boolean;
        std::int64_t signedValue;
        std::uint64_t unsignedValue = 0;
        double floatValue;
    };
    std::string_view text;  // a String's

    StreamScalar() = default;
    explicit StreamScalar(bool v) : kind(Kind::Bool), boolean(v) {}
    explicit StreamScalar(std::int64_t v) : kind(Kind::Signed), signedValue(v) {}
    explicit StreamScalar(std::uint64_t v) : kind(Kind::Unsigned), unsignedValue(v) {}
    explicit StreamScalar(double v) : kind(Kind::Float), floatValue(v) {}
    explicit StreamScalar(std::string_view v) : kind(Kind::String), text(v) {}

    Json json() const;
};

// A member's value: a scalar, an array of up to kMaxItems scalars (every point, size,
// rectangle and colour), or anything else as a JSON tree.
struct StreamValue {
    static constexpr std::size_t kMaxItems = 4;
    enum class Shape : std::uint8_t { Scalar, Array, Tree };
    Shape shape = Shape::Scalar;
    std::uint8_t count = 0;  // an Array's
    std::array<StreamScalar, kMaxItems> items{};
    const Json* tree = nullptr;
};

class StreamView {
public:
    explicit StreamView(const StreamValue& value)
        : m_scalar(value.shape == StreamValue::Shape::Scalar ? &value.items[0] : nullptr),
          m_array(value.shape == StreamValue::Shape::Array ? &value : nullptr), m_tree(value.tree) {}

    bool isBool() const { return m_tree ? m_tree->is_boolean() : is(StreamScalar::Kind::Bool); }
    bool isNumber() const { return m_tree ? m_tree->is_number() : isInteger() || is(StreamScalar::Kind::Float); }
    bool isInteger() const {
        return m_tree ? m_tree->is_number_integer() : is(StreamScalar::Kind::Signed) || isUnsigned();
    }
    bool isUnsigned() const { return m_tree ? m_tree->is_number_unsigned() : is(StreamScalar::Kind::Unsigned); }
    bool isFloat() const { return m_tree ? m_tree->is_number_float() : is(StreamScalar::Kind::Float); }
    bool isString() const { return m_tree ? m_tree->is_string() : is(StreamScalar::Kind::String); }
    bool isArray() const { return m_tree ? m_tree->is_array() : m_array != nullptr; }
    const char* typeName() const;

    bool boolean() const { return m_tree ? m_tree->get<bool>() : m_scalar->boolean; }
    double number() const;
    long long signedInteger() const;
    unsigned long long unsignedInteger() const;
    std::string_view string() const {
        return m_tree ? std::string_view(m_tree->get_ref<const std::string&>()) : m_scalar->text;
    }
    std::size_t size() const { return m_tree ? m_tree->size() : m_array ? m_array->count : 0; }
    StreamView operator[](std::size_t i) const {
        return m_tree ? StreamView(&(*m_tree)[i]) : StreamView(&m_array->items[i]);
    }

    Json json() const;
    const Json* tree(JsonStore& store) const {
        if (m_tree) return m_tree;
        return &store.emplace_front(json());
    }

private:
    explicit StreamView(const StreamScalar* scalar) : m_scalar(scalar) {}
    explicit StreamView(const Json* tree) : m_tree(tree) {}
    bool is(StreamScalar::Kind kind) const { return m_scalar && m_scalar->kind == kind; }

    const StreamScalar* m_scalar = nullptr;
    const StreamValue* m_array = nullptr;
    const Json* m_tree = nullptr;
};

struct StreamMember {
    std::string_view key;
    StreamValue value;
};

// One record's own members, in file order ("children" is streamed, never collected).
// One StreamRecord serves the whole read: a record is read before its children start.
class StreamRecord {
public:
    using View = StreamView;
    bool isObject() const { return true; }
    const char* typeName() const { return "object"; }
    const StreamValue* find(std::string_view key) const {
        for (const StreamMember& m : m_members)
            if (m.key == key) return &m.value;
        return nullptr;
    }
    template <class Visit>
    void forEachMember(Visit&& visit) const {
        for (const StreamMember& m : m_members) visit(m.key, StreamView(m.value));
    }

    StreamValue& add(std::string_view key) { return m_members.emplace_back(StreamMember{key, {}}).value; }
    StreamValue& last() { return m_members.back().value; }
    // A value that is not a scalar or a short array; it stays put until clear().
    Json& addTree(Json value) { return m_trees.emplace_back(std::move(value)); }
    bool keysAreUnique() const {
        return keysAreDistinct(m_members.size(), [this](std::size_t i) { return m_members[i].key; });
    }
    void clear() {
        m_members.clear();
        if (!m_trees.empty()) m_trees.clear();
    }

private:
    std::vector<StreamMember> m_members;
    std::deque<Json> m_trees;
};

}  // namespace diorama::detail
