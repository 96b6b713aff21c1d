#include "json_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace diorama::json {

namespace {
std::string dumpScalar(const Json& v) { return v.dump(-1, ' ', false, Json::error_handler_t::replace); }

bool isScalar(const Json& v) { return !v.is_object() && !v.is_array(); }
}  // namespace

void writePretty(const Json& value, std::string& out, int indent) {
    const std::string pad(std::size_t(indent), ' ');
    const std::string inner(std::size_t(indent) + 2, ' ');
    if (value.is_object()) {
        if (value.empty()) {
            out += "{}";
            return;
        }
        out += "{\n";
        bool first = true;
        for (auto it = value.begin(); it != value.end(); ++it) {
            if (!first) out += ",\n";
            first = false;
            out += inner;
            out += dumpScalar(Json(it.key()));
            out += ": ";
            writePretty(it.value(), out, indent + 2);
        }
        out += "\n" + pad + "}";
    } else if (value.is_array()) {
        if (value.empty()) {
            out += "[]";
            return;
        }
        bool allScalar = true;
        for (const auto& e : value) allScalar = allScalar && isScalar(e);
        if (allScalar) {
            out += "[";
            for (std::size_t i = 0; i < value.size(); ++i) {
                if (i) out += ", ";
                out += dumpScalar(value[i]);
            }
            out += "]";
            return;
        }
        out += "[\n";
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (i) out += ",\n";
            out += inner;
            writePretty(value[i], out, indent + 2);
        }
        out += "\n" + pad + "]";
    } else {
        out += dumpScalar(value);
    }
}

Json number(float value) {
    if (value == std::trunc(value) && std::fabs(value) < 1e15f) return Json(static_cast<std::int64_t>(value));
    char buf[64];
    auto result = std::to_chars(buf, buf + sizeof buf, value);
    *result.ptr = '\0';
    return Json(std::strtod(buf, nullptr));
}

std::string escapePointerToken(std::string_view token) {
    std::string out;
    for (char c : token) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

namespace {

struct Walker {
    std::string_view text;
    std::size_t pos = 0;

    void skipWs() {
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\n' || text[pos] == '\r' || text[pos] == '\t'))
            ++pos;
    }
    std::string readString() {  // at '"'
        const std::size_t start = pos++;
        bool escaped = false;
        while (pos < text.size() && text[pos] != '"') {
            if (text[pos] == '\\') {
                escaped = true;
                ++pos;
            }
            ++pos;
        }
        pos = std::min(pos + 1, text.size());
        const std::string_view raw = text.substr(start, pos - start);
        if (!escaped) return std::string(raw.substr(1, raw.size() - 2));
        // Escapes (\u0061 for "a", surrogate pairs) decoded by the JSON library itself.
        const Json decoded = Json::parse(raw, nullptr, /*allow_exceptions=*/false);
        return decoded.is_string() ? decoded.get<std::string>() : std::string(raw);
    }
    // At an object's '{': moves to the value of the `occurrence`-th member named `key`
    // (1 for the first), and sets `keyAt` to where that member's key starts.
    bool findMember(const std::string& key, int occurrence, std::size_t* keyAt = nullptr) {
        ++pos;
        while (true) {
            skipWs();
            if (pos >= text.size() || text[pos] == '}') return false;
            if (text[pos] == ',') {
                ++pos;
                continue;
            }
            const std::size_t start = pos;
            const bool matches = readString() == key;
            skipWs();
            if (pos < text.size() && text[pos] == ':') ++pos;
            skipWs();
            if (matches && --occurrence == 0) {
                if (keyAt) *keyAt = start;
                return true;
            }
            skipValue();
        }
    }
    // Skips one value without recursion.
    void skipValue() {
        skipWs();
        int depth = 0;
        do {
            if (pos >= text.size()) return;
            const char c = text[pos];
            if (c == '"') {
                readString();
            } else if (c == '{' || c == '[') {
                ++depth;
                ++pos;
            } else if (c == '}' || c == ']') {
                --depth;
                ++pos;
            } else if (c == ',' || c == ':' || c == ' ' || c == '\n' || c == '\r' || c == '\t') {
                ++pos;
            } else {
                while (pos < text.size() && text[pos] != ',' && text[pos] != '}' && text[pos] != ']' &&
                       text[pos] != ' ' && text[pos] != '\n' && text[pos] != '\r' && text[pos] != '\t')
                    ++pos;
            }
            if (depth > 0) skipWs();
        } while (depth > 0);
    }
};

std::vector<std::string> splitPointer(std::string_view pointer) {
    std::vector<std::string> tokens;
    if (pointer.empty()) return tokens;
    std::size_t start = 1;
    while (true) {
        const std::size_t slash = pointer.find('/', start);
        std::string token(pointer.substr(start, slash == std::string_view::npos ? pointer.npos : slash - start));
        std::string decoded;
        for (std::size_t i = 0; i < token.size(); ++i) {
            if (token[i] == '~' && i + 1 < token.size()) {
                decoded += token[i + 1] == '1' ? '/' : '~';
                ++i;
            } else {
                decoded += token[i];
            }
        }
        tokens.push_back(decoded);
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    return tokens;
}

}  // namespace

std::optional<std::size_t> locatePointer(std::string_view text, std::string_view pointer) {
    Walker w{text};
    w.skipWs();
    for (const std::string& token : splitPointer(pointer)) {
        if (w.pos >= text.size()) return std::nullopt;
        if (text[w.pos] == '{') {
            if (!w.findMember(token, 1)) return std::nullopt;
        } else if (text[w.pos] == '[') {
            // Only all-digit tokens that fit: strtol's LONG_MAX for "9999..." would skip forever.
            std::size_t index = 0;
            const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), index);
            if (error != std::errc() || end != token.data() + token.size() || token.empty()) return std::nullopt;
            ++w.pos;
            for (std::size_t i = 0; i < index && w.pos < text.size(); ++i) {
                w.skipWs();
                w.skipValue();
                w.skipWs();
                if (w.pos < text.size() && text[w.pos] == ',') ++w.pos;
            }
            w.skipWs();
            if (w.pos >= text.size() || text[w.pos] == ']') return std::nullopt;
        } else {
            return std::nullopt;
        }
    }
    return w.pos;
}

std::optional<std::size_t> locateRepeatedKey(std::string_view text, std::string_view objectPointer,
                                             std::string_view key) {
    const std::optional<std::size_t> object = locatePointer(text, objectPointer);
    if (!object || *object >= text.size() || text[*object] != '{') return std::nullopt;
    Walker w{text, *object};
    std::size_t keyAt = 0;
    if (!w.findMember(std::string(key), 2, &keyAt)) return std::nullopt;
    return keyAt;
}

LineColumn lineColumnAt(std::string_view text, std::size_t offset) {
    LineColumn lc{1, 1};
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++lc.line;
            lc.column = 1;
        } else {
            ++lc.column;
        }
    }
    return lc;
}

}  // namespace diorama::json
