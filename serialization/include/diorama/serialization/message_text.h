// Text from a file that ends up in a one-line "FILE: LOCATION: message" error. A name or
// value with a newline or a terminal escape code would split that line or repaint the
// terminal, and a megabyte-long value would bury it, so echoed text goes through here.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace diorama {

// Control characters (U+0000–U+001F, U+007F) become C-style escapes (\n, \t, \x1b); text longer than `maxBytes` is cut
// at a UTF-8 boundary and ends in "…". Everything else, including valid UTF-8, passes through unchanged.
std::string escapeForOneLine(std::string_view text, std::size_t maxBytes = 4096);

}  // namespace diorama
