#include "diorama/text/bitmap_font.h"

#include <charconv>
#include <cstring>
#include <stdexcept>

namespace diorama {

namespace {

// A problem that ends the read; where it is comes with the message.
struct FontError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// One line of the text format: its tag and key=value pairs, values optionally quoted.
struct TextLine {
    std::string_view tag;
    std::vector<std::pair<std::string_view, std::string_view>> values;

    const std::string_view* find(std::string_view key) const {
        for (const auto& [k, v] : values)
            if (k == key) return &v;
        return nullptr;
    }
};

TextLine splitLine(std::string_view line) {
    TextLine out;
    std::size_t i = 0;
    auto skipSpaces = [&] {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    };
    skipSpaces();
    const std::size_t tagStart = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    out.tag = line.substr(tagStart, i - tagStart);
    while (true) {
        skipSpaces();
        if (i >= line.size()) break;
        const std::size_t keyStart = i;
        while (i < line.size() && line[i] != '=' && line[i] != ' ' && line[i] != '\t') ++i;
        const std::string_view key = line.substr(keyStart, i - keyStart);
        std::string_view value;
        if (i < line.size() && line[i] == '=') {
            ++i;
            if (i < line.size() && line[i] == '"') {
                const std::size_t close = line.find('"', i + 1);
                const std::size_t end = close == std::string_view::npos ? line.size() : close;
                value = line.substr(i + 1, end - i - 1);
                i = close == std::string_view::npos ? line.size() : close + 1;
            } else {
                const std::size_t valueStart = i;
                while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
                value = line.substr(valueStart, i - valueStart);
            }
        }
        out.values.emplace_back(key, value);
    }
    return out;
}

class TextReader {
public:
    TextReader(const std::string& file, const BitmapFontLimits& limits) : m_file(file), m_limits(limits) {}

    BitmapFont read(std::string_view text) {
        BitmapFont font;
        bool common = false, page0 = false;
        std::size_t start = 0;
        while (start <= text.size()) {
            const std::size_t end = std::min(text.find('\n', start), text.size());
            ++m_line;
            const TextLine line = splitLine(text.substr(start, end - start));
            if (line.tag == "info") {
                font.fontSize = optionalNumber(line, "size", 0);
            } else if (line.tag == "common") {
                common = true;
                font.lineHeight = number(line, "lineHeight");
                font.base = optionalNumber(line, "base", font.lineHeight);
                font.pages = optionalNumber(line, "pages", 1);
            } else if (line.tag == "page") {
                const int id = number(line, "id");
                const std::string_view* file = line.find("file");
                if (!file || file->empty()) fail("a page without a file");
                if (id == 0) {
                    font.pageFile = std::string(*file);
                    page0 = true;
                }
            } else if (line.tag == "char") {
                if (font.chars.size() >= m_limits.maxChars)
                    fail("more than " + std::to_string(m_limits.maxChars) + " chars");
                const int id = number(line, "id");
                if (id < 0) fail("char id " + std::to_string(id) + " is negative");
                BitmapFontChar c;
                c.x = number(line, "x");
                c.y = number(line, "y");
                c.width = number(line, "width");
                c.height = number(line, "height");
                c.xOffset = number(line, "xoffset");
                c.yOffset = number(line, "yoffset");
                c.xAdvance = number(line, "xadvance");
                c.page = optionalNumber(line, "page", 0);
                if (c.x < 0 || c.y < 0 || c.width < 0 || c.height < 0)
                    fail("char " + std::to_string(id) + " has a negative position or size");
                font.chars[char32_t(id)] = c;
            } else if (line.tag == "kerning") {
                if (font.kernings.size() >= m_limits.maxKernings)
                    fail("more than " + std::to_string(m_limits.maxKernings) + " kerning pairs");
                const auto first = std::uint32_t(number(line, "first")), second = std::uint32_t(number(line, "second"));
                font.kernings[std::uint64_t(first) << 32 | second] = number(line, "amount");
            }
            start = end + 1;
        }
        m_line = 0;
        if (!common && font.chars.empty() && !page0)
            fail("not an AngelCode BMFont file: no common, page or char lines");
        if (!common) fail("no common line (its lineHeight is the line height)");
        if (!page0) fail("no page with id 0, the image cocos draws every char from");
        return font;
    }

    [[noreturn]] void fail(const std::string& what) const {
        throw FontError(m_file + (m_line ? ":" + std::to_string(m_line) : std::string()) + ": " + what);
    }

private:
    int parse(std::string_view key, std::string_view v) const {
        int value = 0;
        const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), value);
        if (ec != std::errc() || end != v.data() + v.size())
            fail(std::string(key) + "=" + std::string(v) + " is not a whole number");
        if (value > m_limits.maxCoordinate || value < -m_limits.maxCoordinate)
            fail(std::string(key) + "=" + std::string(v) + " is beyond " + std::to_string(m_limits.maxCoordinate));
        return value;
    }
    int number(const TextLine& line, std::string_view key) const {
        const std::string_view* v = line.find(key);
        if (!v) fail(std::string(line.tag) + " without " + std::string(key) + "=");
        return parse(key, *v);
    }
    int optionalNumber(const TextLine& line, std::string_view key, int otherwise) const {
        const std::string_view* v = line.find(key);
        return v ? parse(key, *v) : otherwise;
    }

    const std::string& m_file;
    const BitmapFontLimits& m_limits;
    std::size_t m_line = 0;
};

// The binary format, version 3: "BMF", the version, then blocks of (type, size).
class BinaryReader {
public:
    BinaryReader(std::string_view bytes, const std::string& file, const BitmapFontLimits& limits)
        : m_bytes(bytes), m_file(file), m_limits(limits) {}

    BitmapFont read() {
        if (m_bytes.size() < 4 || std::uint8_t(m_bytes[3]) != 3)
            fail(3, "binary version " + std::to_string(m_bytes.size() < 4 ? 0 : std::uint8_t(m_bytes[3])) +
                        ": cocos reads version 3 only");
        BitmapFont font;
        bool common = false, pages = false;
        std::size_t at = 4;
        while (at < m_bytes.size()) {
            if (m_bytes.size() - at < 5) fail(at, "a block header cut short");
            const std::uint8_t type = u8(at);
            const std::uint32_t size = u32(at + 1);
            const std::size_t body = at + 5;
            if (size > m_bytes.size() - body)
                fail(at, "a block of " + std::to_string(size) + " bytes where " +
                             std::to_string(m_bytes.size() - body) + " remain");
            if (type == 1) {
                if (size < 2) fail(body, "an info block too short for its size");
                font.fontSize = std::int16_t(u16(body));
            } else if (type == 2) {
                if (size < 10) fail(body, "a common block shorter than 10 bytes");
                common = true;
                font.lineHeight = u16(body);
                font.base = u16(body + 2);
                font.pages = u16(body + 8);
            } else if (type == 3) {
                // Zero-terminated names, page 0 first.
                const std::string_view block = m_bytes.substr(body, size);
                const std::size_t nul = block.find('\0');
                font.pageFile = std::string(block.substr(0, nul));
                if (font.pageFile.empty()) fail(body, "page 0 has no file name");
                pages = true;
            } else if (type == 4) {
                if (size % 20 != 0) fail(body, "a chars block of " + std::to_string(size) + " bytes, not 20 each");
                if (size / 20 > m_limits.maxChars)
                    fail(body, "more than " + std::to_string(m_limits.maxChars) + " chars");
                for (std::size_t c = body; c < body + size; c += 20) {
                    BitmapFontChar ch;
                    ch.x = u16(c + 4);
                    ch.y = u16(c + 6);
                    ch.width = u16(c + 8);
                    ch.height = u16(c + 10);
                    ch.xOffset = std::int16_t(u16(c + 12));
                    ch.yOffset = std::int16_t(u16(c + 14));
                    ch.xAdvance = std::int16_t(u16(c + 16));
                    ch.page = u8(c + 18);
                    font.chars[char32_t(u32(c))] = ch;
                }
            } else if (type == 5) {
                if (size % 10 != 0) fail(body, "a kerning block of " + std::to_string(size) + " bytes, not 10 each");
                if (size / 10 > m_limits.maxKernings)
                    fail(body, "more than " + std::to_string(m_limits.maxKernings) + " kerning pairs");
                for (std::size_t k = body; k < body + size; k += 10)
                    font.kernings[std::uint64_t(u32(k)) << 32 | u32(k + 4)] = std::int16_t(u16(k + 8));
            }
            at = body + size;
        }
        if (!common) fail(m_bytes.size(), "no common block (its lineHeight is the line height)");
        if (!pages) fail(m_bytes.size(), "no pages block: no image to draw the chars from");
        return font;
    }

private:
    [[noreturn]] void fail(std::size_t at, const std::string& what) const {
        throw FontError(m_file + ": byte " + std::to_string(at) + ": " + what);
    }
    std::uint8_t u8(std::size_t at) const { return std::uint8_t(m_bytes[at]); }
    std::uint16_t u16(std::size_t at) const { return std::uint16_t(u8(at) | u8(at + 1) << 8); }
    std::uint32_t u32(std::size_t at) const { return std::uint32_t(u16(at)) | std::uint32_t(u16(at + 2)) << 16; }

    std::string_view m_bytes;
    const std::string& m_file;
    const BitmapFontLimits& m_limits;
};

}  // namespace

BitmapFontRead parseBitmapFont(std::string_view bytes, const std::string& fileName, const BitmapFontLimits& limits) {
    BitmapFontRead out;
    try {
        if (bytes.size() > limits.maxFileBytes)
            throw FontError(fileName + ": " + std::to_string(bytes.size()) + " bytes, more than the limit of " +
                            std::to_string(limits.maxFileBytes));
        BitmapFont font = bytes.substr(0, 3) == "BMF" ? BinaryReader(bytes, fileName, limits).read()
                                                      : TextReader(fileName, limits).read(bytes);
        if (font.lineHeight <= 0)
            throw FontError(fileName + ": lineHeight " + std::to_string(font.lineHeight) +
                            ": cocos makes no font without a positive line height");
        if (font.chars.empty()) throw FontError(fileName + ": no chars: cocos makes no font without them");
        if (font.pages != 1)
            font.warnings.push_back(fileName + ": " + std::to_string(font.pages) +
                                    " pages: cocos 3.17 draws every char from page 0");
        std::size_t elsewhere = 0;
        for (const auto& [id, c] : font.chars) elsewhere += c.page != 0;
        if (elsewhere > 0 && font.pages == 1)
            font.warnings.push_back(fileName + ": " + std::to_string(elsewhere) +
                                    (elsewhere == 1 ? " char" : " chars") +
                                    " on pages other than 0: cocos 3.17 draws them from page 0");
        out.font = std::move(font);
    } catch (const FontError& e) {
        out.error = e.what();
    }
    return out;
}

}  // namespace diorama
