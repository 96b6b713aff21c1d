#include "json_parse.h"

#include "diorama/serialization/message_text.h"

#include <algorithm>
#include <iterator>
#include <vector>

namespace diorama::json {

namespace {

// Reports how far nlohmann's lexer has read, so that SAX events (which carry no
// position) can be placed in the text.
class CountingIterator {
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    CountingIterator(const char* p, const char** sink) : m_p(p), m_sink(sink) {}
    reference operator*() const { return *m_p; }
    CountingIterator& operator++() {
        *m_sink = ++m_p;
        return *this;
    }
    CountingIterator operator++(int) {
        CountingIterator old = *this;
        ++*this;
        return old;
    }
    bool operator==(const CountingIterator& o) const { return m_p == o.m_p; }
    bool operator!=(const CountingIterator& o) const { return m_p != o.m_p; }

private:
    const char* m_p;
    const char** m_sink;
};

// Start of the number that ends just before `end` (the lexer reads one byte past it).
std::size_t numberStart(std::string_view text, std::size_t end) {
    std::size_t i = std::min(end, text.size());
    auto isNumberChar = [](char c) {
        return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
    };
    while (i > 0 && !isNumberChar(text[i - 1])) --i;
    while (i > 0 && isNumberChar(text[i - 1])) --i;
    return i;
}

class DomBuilder : public SaxValueTypes {
public:
    DomBuilder(std::string_view text, const ParseLimits& limits, ParseFailure& failure)
        : m_text(text), m_limits(limits), m_failure(failure), m_read(text.data()) {}

    const char** readSink() { return &m_read; }
    Json& result() { return m_root; }

    bool null() { return place(Json(nullptr)); }
    bool boolean(bool v) { return place(Json(v)); }
    bool number_integer(number_integer_t v) { return place(Json(v)); }
    bool number_unsigned(number_unsigned_t v) { return place(Json(v)); }
    bool number_float(number_float_t v, const string_t&) { return place(Json(v)); }
    bool binary(binary_t&) { return place(Json(nullptr)); }  // never produced by JSON text
    bool string(string_t& v) {
        if (v.size() > m_limits.maxStringBytes) return stringTooLong(v, pendingPointer());
        return place(Json(std::move(v)));
    }

    bool start_object(std::size_t) { return open(Json::object(), true); }
    bool start_array(std::size_t) { return open(Json::array(), false); }
    bool key(string_t& k) {
        Frame& f = m_stack.back();
        if (k.size() > m_limits.maxStringBytes)
            return stringTooLong(k, pointerOf(m_stack.size() - 1) + "/" + escapePointerToken(k.substr(0, 40)));
        auto& members = f.value->get_ref<Json::object_t&>();
        members.emplace_back(std::move(k), Json());
        f.slot = &members.back().second;
        return true;
    }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool parse_error(std::size_t position, const std::string& lastToken, const nlohmann::detail::exception& ex) {
        if (ex.id == 406) {  // a number beyond double range ("1e400")
            const std::size_t start = numberStart(m_text, position > 0 ? position - 1 : 0);
            fail(pendingPointer(), start,
                 "number " + quoteForMessage(std::string_view(lastToken), 40) + " is out of range for a double");
            return false;
        }
        std::string message = ex.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error ..." -> the tail.
        if (auto colon = message.find(": "); colon != std::string::npos) message = message.substr(colon + 2);
        fail(pendingPointer(), position > 0 ? position - 1 : 0, "invalid JSON: " + message);
        return false;
    }

    // Where the value being read now belongs.
    std::string pendingPointer() const {
        if (m_stack.empty()) return "";
        const Frame& f = m_stack.back();
        std::string p = pointerOf(m_stack.size() - 1);
        if (f.isObject) {
            const auto& members = f.value->get_ref<const Json::object_t&>();
            if (!members.empty()) p += "/" + escapePointerToken(members.back().first);
        } else {
            p += "/" + std::to_string(f.value->size());
        }
        return p;
    }
    std::size_t bytesRead() const { return std::size_t(m_read - m_text.data()); }

    void fail(std::string pointer, std::size_t offset, std::string message) {
        m_failure = {std::move(pointer), std::min(offset, m_text.size()), std::move(message)};
    }

private:
    struct Frame {
        Json* value;
        bool isObject;
        Json* slot = nullptr;  // the member whose value comes next (objects)
        std::size_t pointerLength = 0;
    };

    // The pointer of the container at stack index `depth` (the root is depth 0).
    std::string pointerOf(std::size_t depth) const {
        std::string p;
        for (std::size_t i = 1; i <= depth; ++i) {
            const Frame& parent = m_stack[i - 1];
            if (parent.isObject) {
                const auto& members = parent.value->get_ref<const Json::object_t&>();
                p += "/" + escapePointerToken(members.back().first);
            } else {
                p += "/" + std::to_string(parent.value->size() - 1);
            }
        }
        return p;
    }

    Json* slotForNext() {
        if (m_stack.empty()) return &m_root;
        Frame& f = m_stack.back();
        if (f.isObject) return f.slot;
        auto& elements = f.value->get_ref<Json::array_t&>();
        elements.emplace_back();
        return &elements.back();
    }

    bool place(Json v) {
        *slotForNext() = std::move(v);
        return true;
    }

    bool open(Json empty, bool isObject) {
        const std::size_t depth = m_stack.size();
        if (depth >= std::size_t(m_limits.maxDepth)) {
            fail(pendingPointer(), bytesRead() - 1,
                 "JSON nesting depth limit exceeded: more than " + std::to_string(m_limits.maxDepth) +
                     " levels of arrays and objects");
            return false;
        }
        Json* slot = slotForNext();
        *slot = std::move(empty);
        m_stack.push_back({slot, isObject});
        return true;
    }

    bool close() {
        const Frame f = m_stack.back();
        if (f.isObject && !checkUniqueKeys(f)) return false;
        m_stack.pop_back();
        return true;
    }

    bool checkUniqueKeys(const Frame& f) {
        // ordered_map hides the vector's operator[] behind its key lookup.
        const auto& members =
            static_cast<const std::vector<Json::object_t::value_type>&>(f.value->get_ref<const Json::object_t&>());
        if (members.size() < 2) return true;
        std::vector<std::size_t> order(members.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return members[a].first != members[b].first ? members[a].first < members[b].first : a < b;
        });
        for (std::size_t i = 1; i < order.size(); ++i) {
            if (members[order[i]].first != members[order[i - 1]].first) continue;
            const std::string objectPointer = pointerOf(m_stack.size() - 1);
            const std::string& key = members[order[i]].first;
            std::size_t offset = bytesRead() - 1;
            if (auto at = locateRepeatedKey(m_text, objectPointer, key))
                offset = *at;
            else if (auto object = locatePointer(m_text, objectPointer))
                offset = *object;
            fail(objectPointer + "/" + escapePointerToken(key), offset,
                 "duplicate key " + quoteForMessage(Json(key)) + " in this object (keys must be unique)");
            return false;
        }
        return true;
    }

    bool stringTooLong(const std::string& value, std::string pointer) {
        // The lexer stopped on the closing quote; walk back to the opening one.
        std::size_t end = bytesRead() - 1, start = end;
        while (start > 0) {
            --start;
            if (m_text[start] != '"') continue;
            std::size_t backslashes = 0;
            while (start >= backslashes + 1 && m_text[start - backslashes - 1] == '\\') ++backslashes;
            if (backslashes % 2 == 0) break;
        }
        fail(std::move(pointer), start,
             "string length limit exceeded: a " + std::to_string(value.size()) + "-byte string " +
                 quoteForMessage(std::string_view(value), 40) + ", at most " + std::to_string(m_limits.maxStringBytes) +
                 " bytes");
        return false;
    }

    std::string_view m_text;
    const ParseLimits& m_limits;
    ParseFailure& m_failure;
    const char* m_read;
    Json m_root;
    std::vector<Frame> m_stack;
};

}  // namespace

std::optional<Json> parse(std::string_view text, const ParseLimits& limits, ParseFailure& failure) {
    // nlohmann stops at a NUL byte as if the text ended there, so "valid scene, NUL,
    // garbage" would pass. JSON text never contains a raw NUL.
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        failure = {"", nul, "invalid JSON: a NUL byte (JSON text cannot contain one)"};
        return std::nullopt;
    }
    DomBuilder builder(text, limits, failure);
    CountingIterator first(text.data(), builder.readSink()), last(text.data() + text.size(), builder.readSink());
    try {
        if (!Json::sax_parse(first, last, &builder, nlohmann::detail::input_format_t::json, true, false))
            return std::nullopt;
    } catch (const Json::out_of_range& e) {
        // Not expected from JSON text (nlohmann reports overflow through parse_error), but
        // an exception must never escape the reader.
        builder.fail(builder.pendingPointer(), builder.bytesRead(), std::string("invalid JSON: ") + e.what());
        return std::nullopt;
    }
    return std::move(builder.result());
}

Json parseTrusted(std::string_view text) {
    ParseFailure failure;
    ParseLimits unlimited{1 << 20, std::size_t(-1)};
    auto parsed = parse(text, unlimited, failure);
    return parsed ? std::move(*parsed) : Json();
}

void appendMember(Json& object, const std::string& key, Json value) {
    object.get_ref<Json::object_t&>().emplace_back(key, std::move(value));
}

std::string quoteForMessage(const Json& value, std::size_t maxBytes) {
    return escapeForOneLine(value.dump(-1, ' ', false, Json::error_handler_t::replace), maxBytes);
}

std::string quoteForMessage(std::string_view text, std::size_t maxBytes) {
    return "\"" + escapeForOneLine(text, maxBytes) + "\"";
}

}  // namespace diorama::json
