#include "json_text.h"

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
        std::string out;
        ++pos;
        while (pos < text.size() && text[pos] != '"') {
            if (text[pos] == '\\' && pos + 1 < text.size()) {
                const char e = text[pos + 1];
                if (e == 'u') {
                    out += '?';  // good enough to compare ASCII keys
                    pos += 6;
                    continue;
                }
                out += e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e == 'b' ? '\b' : e == 'f' ? '\f' : e;
                pos += 2;
                continue;
            }
            out += text[pos++];
        }
        ++pos;
        return out;
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
            ++w.pos;
            bool found = false;
            while (true) {
                w.skipWs();
                if (w.pos >= text.size() || text[w.pos] == '}') break;
                if (text[w.pos] == ',') {
                    ++w.pos;
                    continue;
                }
                const std::string key = w.readString();
                w.skipWs();
                if (w.pos < text.size() && text[w.pos] == ':') ++w.pos;
                w.skipWs();
                if (key == token) {
                    found = true;
                    break;
                }
                w.skipValue();
            }
            if (!found) return std::nullopt;
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
