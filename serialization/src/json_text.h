// JSON text helpers private to serialization: the canonical pretty printer, float
// formatting that round-trips, and mapping a JSON pointer back to line and column.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace diorama::json {

using Json = nlohmann::ordered_json;

// Objects one key per line, arrays of scalars on one line, 2-space indentation.
void writePretty(const Json& value, std::string& out, int indent = 0);

// The shortest decimal that reads back as the same float; integers print as integers.
Json number(float value);

std::string escapePointerToken(std::string_view token);

// Byte offset of the value at `pointer` in well-formed JSON `text`, if found.
std::optional<std::size_t> locatePointer(std::string_view text, std::string_view pointer);
// Byte offset of the second member named `key` in the object at `objectPointer`.
std::optional<std::size_t> locateRepeatedKey(std::string_view text, std::string_view objectPointer,
                                             std::string_view key);

struct LineColumn {
    int line = 0;
    int column = 0;
};
LineColumn lineColumnAt(std::string_view text, std::size_t offset);

}  // namespace diorama::json
