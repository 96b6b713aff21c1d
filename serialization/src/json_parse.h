// Parsing JSON text from untrusted files in time linear in its size. nlohmann's DOM and
// callback parsers insert every key of an ordered object by linear search and rescan the
// parent after each element, which makes wide objects and long child lists quadratic.
// This parser builds the same ordered DOM from nlohmann's SAX events instead, enforces
// the depth and string limits as it goes, rejects duplicate keys and raw NUL bytes, and
// reports every failure with the JSON pointer and byte offset where it happened.
#pragma once

#include "json_text.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace diorama::json {

struct ParseLimits {
    int maxDepth = 1024;
    std::size_t maxStringBytes = 64 * 1024;
};

struct ParseFailure {
    std::string pointer;     // where in the document; "" when before the first value
    std::size_t offset = 0;  // byte offset into the text
    std::string message;
};

// The value types nlohmann's SAX interface names; a SAX handler derives from this.
struct SaxValueTypes {
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;
};

// Null on failure, with `failure` filled in.
std::optional<Json> parse(std::string_view text, const ParseLimits& limits, ParseFailure& failure);

// For JSON text this program wrote itself (a node's unknown keys kept as text).
Json parseTrusted(std::string_view text);

// Appends to an object without looking for an existing key: for keys known to be unique
// (copied from another object), where operator[] would search linearly.
void appendMember(Json& object, const std::string& key, Json value);

// A value for an error message: its JSON text, control characters escaped, cut to
// `maxBytes` with an ellipsis.
std::string quoteForMessage(const Json& value, std::size_t maxBytes = 60);
std::string quoteForMessage(std::string_view text, std::size_t maxBytes = 60);

}  // namespace diorama::json
