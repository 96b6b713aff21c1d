// Reads JSON text with simdjson's On-Demand API and hands it, value by value, to a handler
// with the events of nlohmann's SAX interface (json_parse.h), except that keys and strings
// arrive as views into simdjson's buffer, valid until the read ends: a handler that keeps
// only some of them copies only those. simdjson's SIMD tokenizer is several times faster
// than nlohmann's lexer.
//
// It accepts exactly what nlohmann accepts and gives the handler the same events: a
// leading UTF-8 byte order mark is skipped; a number without '.', 'e' or 'E' is an
// unsigned integer, or a signed one when it starts with '-', and a float only when it
// does not fit ("-0" is the integer 0); one value and nothing but whitespace after it. On
// anything it cannot read it stops and says so, without a message: the caller then
// reads the text with nlohmann, which reports the error with its position.
#pragma once

#include "huge_page_buffer.h"
#include "json_parse.h"

#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <optional>
#include <string_view>

namespace diorama::detail {

enum class EventsEnd { Done, HandlerStopped, NotJson };

namespace simdjson_events {

namespace od = simdjson::ondemand;

// Whether a number token is written as an integer, as nlohmann's lexer decides it.
// simdjson's raw token runs on to the next token; when simdjson reads it as a number, what
// follows the number is whitespace only, so the first whitespace ends the number. (When
// it does not, both readings below fail and the stream gives up, as it did before.)
inline bool isIntegerToken(std::string_view rawToken) {
    for (char c : rawToken) {
        if (c == '.' || c == 'e' || c == 'E') return false;
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') break;
    }
    return true;
}

template <class Handler>
EventsEnd number(od::value& value, Handler& handler) {
    const std::string_view token = value.raw_json_token();
    if (isIntegerToken(token)) {
        if (token.front() == '-') {
            std::int64_t i = 0;
            if (value.get_int64().get(i) == simdjson::SUCCESS)
                return handler.number_integer(i) ? EventsEnd::Done : EventsEnd::HandlerStopped;
        } else {
            std::uint64_t u = 0;
            if (value.get_uint64().get(u) == simdjson::SUCCESS)
                return handler.number_unsigned(u) ? EventsEnd::Done : EventsEnd::HandlerStopped;
        }
        // Too large for 64 bits: nlohmann reads it as a float, as below.
    }
    double d = 0.0;
    if (value.get_double().get(d) != simdjson::SUCCESS) return EventsEnd::NotJson;
    return handler.number_float(d) ? EventsEnd::Done : EventsEnd::HandlerStopped;
}

template <class Handler>
EventsEnd walk(od::value value, Handler& handler);

// An object's events: its start, each key and value, its end.
template <class Handler>
EventsEnd members(od::object& object, Handler& handler) {
    if (!handler.start_object(std::size_t(-1))) return EventsEnd::HandlerStopped;
    for (auto field : object) {
        std::string_view key;
        if (field.unescaped_key().get(key) != simdjson::SUCCESS) return EventsEnd::NotJson;
        if (!handler.key(key)) return EventsEnd::HandlerStopped;
        od::value member;
        if (field.value().get(member) != simdjson::SUCCESS) return EventsEnd::NotJson;
        if (EventsEnd end = walk(member, handler); end != EventsEnd::Done) return end;
    }
    return handler.end_object() ? EventsEnd::Done : EventsEnd::HandlerStopped;
}

template <class Handler>
EventsEnd walk(od::value value, Handler& handler) {
    od::json_type type;
    if (value.type().get(type) != simdjson::SUCCESS) return EventsEnd::NotJson;
    auto step = [](bool go) { return go ? EventsEnd::Done : EventsEnd::HandlerStopped; };
    switch (type) {
    case od::json_type::object: {
        od::object object;
        if (value.get_object().get(object) != simdjson::SUCCESS) return EventsEnd::NotJson;
        return members(object, handler);
    }
    case od::json_type::array: {
        od::array array;
        if (value.get_array().get(array) != simdjson::SUCCESS) return EventsEnd::NotJson;
        if (!handler.start_array(std::size_t(-1))) return EventsEnd::HandlerStopped;
        for (auto element : array) {
            od::value item;
            if (element.get(item) != simdjson::SUCCESS) return EventsEnd::NotJson;
            if (EventsEnd end = walk(item, handler); end != EventsEnd::Done) return end;
        }
        return step(handler.end_array());
    }
    case od::json_type::string: {
        std::string_view text;
        if (value.get_string().get(text) != simdjson::SUCCESS) return EventsEnd::NotJson;
        return step(handler.string(text));
    }
    case od::json_type::number: return number(value, handler);
    case od::json_type::boolean: {
        bool b = false;
        if (value.get_bool().get(b) != simdjson::SUCCESS) return EventsEnd::NotJson;
        return step(handler.boolean(b));
    }
    case od::json_type::null: {
        bool isNull = false;
        if (value.is_null().get(isNull) != simdjson::SUCCESS || !isNull) return EventsEnd::NotJson;
        return step(handler.null());
    }
    }
    return EventsEnd::NotJson;
}

}  // namespace simdjson_events

// What a read needs besides its handler: the text copied with the room simdjson reads past
// its end, and simdjson's parser. Each thread keeps one set between reads, as simdjson's
// documentation advises for its parser: in a 100k-node load, paging in fresh buffers for
// the 36 MB text and the parser's structural and string buffers took a third of the time.
// The text buffer asks for huge pages, so even the first large read pages it in 2 MB at a
// time. What stays resident is about 1.7 bytes per byte of the largest text read, so a set
// that read more than kKeepBytes is let go. A read nested in another on the same thread
// (an instance's source) gets a set of its own.
class ReadBuffers {
public:
    static constexpr std::size_t kKeepBytes = std::size_t(64) << 20;

    ReadBuffers() : m_set(threadSet().inUse ? &m_own : &threadSet()) { m_set->inUse = true; }
    ~ReadBuffers() {
        m_set->inUse = false;
        if (m_set->text.size() > kKeepBytes + simdjson::SIMDJSON_PADDING) m_set->text = HugePageBuffer();
        if (m_set->parser.capacity() > kKeepBytes) m_set->parser = simdjson::ondemand::parser();
    }
    ReadBuffers(const ReadBuffers&) = delete;
    ReadBuffers& operator=(const ReadBuffers&) = delete;

    // `text` with the room simdjson reads past the end, unless `text` holds a raw NUL (or
    // the memory cannot be had). The copy looks for the NUL in blocks that are still in
    // cache, so a large text is read from memory once, not once for each. A leading UTF-8
    // byte order mark is left out, as nlohmann's lexer skips it.
    std::optional<simdjson::padded_string_view> padded(std::string_view text) {
        if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
        const std::size_t bytes = text.size() + simdjson::SIMDJSON_PADDING;
        HugePageBuffer& buffer = m_set->text;
        if (buffer.size() < bytes) buffer = HugePageBuffer(bytes);
        if (!buffer.data()) return std::nullopt;
        constexpr std::size_t kBlock = 16 * 1024;
        for (std::size_t at = 0; at < text.size(); at += kBlock) {
            const std::size_t n = std::min(kBlock, text.size() - at);
            std::memcpy(buffer.data() + at, text.data() + at, n);
            if (std::memchr(buffer.data() + at, '\0', n)) return std::nullopt;
        }
        // simdjson may read the padding; what it holds does not matter, but it is defined.
        std::memset(buffer.data() + text.size(), 0, simdjson::SIMDJSON_PADDING);
        return simdjson::padded_string_view(buffer.data(), text.size(), buffer.size());
    }

    // The parser, ready for `bytes` of text nested at most `maxDepth` deep.
    simdjson::ondemand::parser* parser(std::size_t bytes, std::size_t maxDepth) {
        simdjson::ondemand::parser& parser = m_set->parser;
        if (parser.capacity() >= bytes && parser.max_depth() == maxDepth) return &parser;
        const std::size_t capacity = std::max(bytes, parser.capacity());
        return parser.allocate(capacity, maxDepth) == simdjson::SUCCESS ? &parser : nullptr;
    }

    // The bytes of text the thread's kept set can hold, and its parser (tests read them).
    static std::size_t keptTextBytes() { return threadSet().text.size(); }
    static std::size_t keptParserCapacity() { return threadSet().parser.capacity(); }

private:
    struct Set {
        HugePageBuffer text;
        simdjson::ondemand::parser parser;  // allocates nothing until used
        bool inUse = false;
    };
    static Set& threadSet() {
        thread_local Set set;
        return set;
    }

    Set m_own;
    Set* m_set;
};

// Reads `padded` (one JSON object, from buffers.padded()) into `handler`. If the
// events stop before the end, the handler's stopped() is called while the strings it was
// given are still valid.
// `maxDepth` bounds simdjson's own stack; the handler applies the document's limits
// itself. `readFraction`, when given, is set to a function the handler may call for how
// much of the text is read so far (0 to 1).
template <class Handler>
EventsEnd readJsonObjectEvents(ReadBuffers& buffers, simdjson::padded_string_view padded, Handler& handler,
                               std::size_t maxDepth, std::function<double()>* readFraction = nullptr) {
    simdjson::ondemand::parser* parser = buffers.parser(padded.size(), maxDepth);
    if (!parser) return EventsEnd::NotJson;
    simdjson::ondemand::document document;
    if (parser->iterate(padded).get(document) != simdjson::SUCCESS) return EventsEnd::NotJson;
    if (readFraction)
        *readFraction = [&document, begin = padded.data(), size = padded.size()] {
            const char* at = nullptr;
            if (size == 0 || document.current_location().get(at) != simdjson::SUCCESS) return 1.0;
            return std::clamp(double(at - begin) / double(size), 0.0, 1.0);
        };
    simdjson::ondemand::object top;
    if (document.get_object().get(top) != simdjson::SUCCESS) return EventsEnd::NotJson;
    if (EventsEnd end = simdjson_events::members(top, handler); end != EventsEnd::Done) {
        handler.stopped();
        return end;
    }
    // Past the last token, the location is out of bounds; anything else is trailing text.
    const char* after = nullptr;
    return document.current_location().get(after) == simdjson::OUT_OF_BOUNDS ? EventsEnd::Done : EventsEnd::NotJson;
}

}  // namespace diorama::detail
