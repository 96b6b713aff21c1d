#include "diorama/serialization/message_text.h"

namespace diorama {

std::string escapeForOneLine(std::string_view text, std::size_t maxBytes) {
    std::string out;
    out.reserve(std::min(text.size(), maxBytes) + 8);
    std::size_t used = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (used >= maxBytes) {
            // Never leave half a UTF-8 sequence before the ellipsis.
            while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80) out.pop_back();
            if (!out.empty() && static_cast<unsigned char>(out.back()) >= 0xC0) out.pop_back();
            out += "\u2026";
            return out;
        }
        const unsigned char c = static_cast<unsigned char>(text[i]);
        ++used;
        switch (c) {
        case '\n': out += "\\n"; continue;
        case '\r': out += "\\r"; continue;
        case '\t': out += "\\t"; continue;
        default: break;
        }
        if (c < 0x20 || c == 0x7F) {
            static const char kHex[] = "0123456789abcdef";
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 0xF];
            continue;
        }
        out += char(c);
    }
    return out;
}

}  // namespace diorama
