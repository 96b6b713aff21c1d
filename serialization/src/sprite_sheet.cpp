#include "diorama/serialization/sprite_sheet.h"

#include <pugixml.hpp>

#include <charconv>
#include <cmath>
#include <filesystem>

namespace diorama {

const SheetFrame* SpriteSheet::find(const std::string& name) const {
    if (auto it = frames.find(name); it != frames.end()) return &it->second;
    if (auto alias = aliases.find(name); alias != aliases.end())
        if (auto it = frames.find(alias->second); it != frames.end()) return &it->second;
    return nullptr;
}

namespace {

struct Failure {
    std::ptrdiff_t offset;
    std::string message;
};
[[noreturn]] void fail(const pugi::xml_node& at, std::string message) {
    throw Failure{at.offset_debug(), std::move(message)};
}

std::string shown(std::string_view text) {
    std::string out = "\"";
    for (char c : text.substr(0, 60)) out += (static_cast<unsigned char>(c) < 0x20) ? '?' : c;
    return out + (text.size() > 60 ? "...\"" : "\"");
}

// A plist <dict>: <key> elements each followed by their value element.
class Dict {
public:
    Dict(const pugi::xml_node& node, std::string what) : m_node(node), m_what(std::move(what)) {
        if (std::string_view(node.name()) != "dict") fail(node, m_what + ": expected a <dict>");
        for (pugi::xml_node key = node.first_child(); key; key = key.next_sibling()) {
            if (key.type() != pugi::node_element) continue;
            if (std::string_view(key.name()) != "key")
                fail(key, m_what + ": expected <key>, found <" + key.name() + ">");
            pugi::xml_node value = key.next_sibling();
            while (value && value.type() != pugi::node_element) value = value.next_sibling();
            if (!value) fail(key, m_what + ": key " + shown(key.child_value()) + " has no value");
            m_entries.push_back({key.child_value(), value});
            key = value;
        }
    }
    pugi::xml_node find(std::string_view key) const {
        for (const auto& [k, v] : m_entries)
            if (k == key) return v;
        return {};
    }
    pugi::xml_node need(std::string_view key) const {
        pugi::xml_node v = find(key);
        if (!v) fail(m_node, m_what + ": missing required key \"" + std::string(key) + "\"");
        return v;
    }
    const std::vector<std::pair<std::string, pugi::xml_node>>& entries() const { return m_entries; }
    const std::string& what() const { return m_what; }

private:
    pugi::xml_node m_node;
    std::string m_what;
    std::vector<std::pair<std::string, pugi::xml_node>> m_entries;
};

class Reader {
public:
    explicit Reader(const SheetLimits& limits) : m_limits(limits) {}

    double number(const Dict& d, std::string_view key, std::optional<double> fallback = {}) const {
        pugi::xml_node v = fallback ? d.find(key) : d.need(key);
        if (!v) return *fallback;
        const std::string_view tag = v.name();
        if (tag != "real" && tag != "integer")
            fail(v, d.what() + ": \"" + std::string(key) + "\" should be <real> or <integer>, found <" +
                        std::string(tag) + ">");
        return checked(v, d.what() + " \"" + std::string(key) + "\"", trim(v.child_value()));
    }
    bool boolean(const Dict& d, std::string_view key) const {
        pugi::xml_node v = d.find(key);
        if (!v) return false;
        const std::string_view tag = v.name();
        if (tag != "true" && tag != "false")
            fail(v, d.what() + ": \"" + std::string(key) + "\" should be <true/> or <false/>, found <" +
                        std::string(tag) + ">");
        return tag == "true";
    }
    std::string text(const Dict& d, std::string_view key) const {
        pugi::xml_node v = d.need(key);
        if (std::string_view(v.name()) != "string")
            fail(v, d.what() + ": \"" + std::string(key) + "\" should be a <string>");
        return v.child_value();
    }
    // "{a,b}" (count 2) or "{{a,b},{c,d}}" (count 4), as cocos' PointFromString,
    // SizeFromString and RectFromString write them.
    std::vector<double> numbers(const Dict& d, std::string_view key, int count, std::optional<double> fallback = {}) {
        if (fallback && !d.find(key)) return std::vector<double>(std::size_t(count), *fallback);
        const std::string value = text(d, key);
        const std::string expected = count == 2 ? "{x,y}" : "{{x,y},{w,h}}";
        std::vector<double> out;
        std::string_view rest = value;
        const std::string where = d.what() + " \"" + std::string(key) + "\"";
        auto bad = [&] { fail(d.need(key), where + ": expected " + expected + ", found " + shown(value)); };
        const auto expect = [&](char c) {
            rest = trim(rest);
            if (rest.empty() || rest.front() != c) bad();
            rest.remove_prefix(1);
        };
        const auto pair = [&] {
            expect('{');
            for (int i = 0; i < 2; ++i) {
                if (i) expect(',');
                rest = trim(rest);
                std::size_t n = 0;
                while (n < rest.size() && rest[n] != ',' && rest[n] != '}') ++n;
                out.push_back(checked(d.need(key), where, trim(rest.substr(0, n))));
                rest.remove_prefix(n);
            }
            expect('}');
        };
        if (count == 2) {
            pair();
        } else {
            expect('{');
            pair();
            expect(',');
            pair();
            expect('}');
        }
        if (!trim(rest).empty()) bad();
        return out;
    }

private:
    static std::string_view trim(std::string_view s) {
        while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
        while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
        return s;
    }
    double checked(const pugi::xml_node& at, const std::string& where, std::string_view text) const {
        double v = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size())
            fail(at, where + ": expected a number, found " + shown(text));
        if (!std::isfinite(v)) fail(at, where + ": expected a finite number, found " + shown(text));
        if (std::abs(v) > m_limits.maxCoordinate)
            fail(at, where + ": " + shown(text) + " is beyond the coordinate limit of " +
                         std::to_string(int(m_limits.maxCoordinate)));
        return v;
    }
    const SheetLimits& m_limits;
};

SheetFrame readFrame(Reader& r, const Dict& d, int format) {
    SheetFrame f;
    if (format == 0) {
        f.rect = {{float(r.number(d, "x")), float(r.number(d, "y"))},
                  {float(r.number(d, "width")), float(r.number(d, "height"))}};
        f.offset = {float(r.number(d, "offsetX", 0.0)), float(r.number(d, "offsetY", 0.0))};
        // cocos reads the original size as integers and takes their absolute values.
        f.originalSize = {float(std::abs(std::trunc(r.number(d, "originalWidth", f.rect.size.width)))),
                          float(std::abs(std::trunc(r.number(d, "originalHeight", f.rect.size.height))))};
    } else if (format == 1 || format == 2) {
        const auto rect = r.numbers(d, "frame", 4);
        f.rect = {{float(rect[0]), float(rect[1])}, {float(rect[2]), float(rect[3])}};
        f.rotated = format == 2 && r.boolean(d, "rotated");  // format 1 has no rotation
        const auto offset = r.numbers(d, "offset", 2, 0.0);
        f.offset = {float(offset[0]), float(offset[1])};
        const auto source =
            d.find("sourceSize") ? r.numbers(d, "sourceSize", 2) : std::vector<double>{rect[2], rect[3]};
        f.originalSize = {float(source[0]), float(source[1])};
    } else {
        const auto size = r.numbers(d, "spriteSize", 2);
        const auto rect = r.numbers(d, "textureRect", 4);
        // The frame's rect: textureRect's origin with spriteSize (cocos).
        f.rect = {{float(rect[0]), float(rect[1])}, {float(size[0]), float(size[1])}};
        f.rotated = r.boolean(d, "textureRotated");
        const auto offset = r.numbers(d, "spriteOffset", 2, 0.0);
        f.offset = {float(offset[0]), float(offset[1])};
        const auto source = r.numbers(d, "spriteSourceSize", 2);
        f.originalSize = {float(source[0]), float(source[1])};
    }
    if (f.rect.size.width < 0 || f.rect.size.height < 0 || f.originalSize.width < 0 || f.originalSize.height < 0)
        fail(d.need(format == 0   ? "width"
                    : format == 3 ? "spriteSize"
                                  : "frame"),
             d.what() + ": sizes cannot be negative");
    return f;
}

}  // namespace

SheetRead parseSpriteSheet(std::string_view text, const std::string& fileName, const SheetLimits& limits) {
    SheetRead out;
    const auto where = [&](std::ptrdiff_t offset) {
        int line = 1, column = 1;
        for (std::ptrdiff_t i = 0; i < offset && std::size_t(i) < text.size(); ++i) {
            if (text[std::size_t(i)] == '\n')
                ++line, column = 1;
            else
                ++column;
        }
        return fileName + ":" + std::to_string(line) + ":" + std::to_string(column) + ": ";
    };
    if (text.size() > limits.maxFileBytes) {
        out.error = fileName + ": " + std::to_string(text.size()) + " bytes is over the plist size limit of " +
                    std::to_string(limits.maxFileBytes);
        return out;
    }
    pugi::xml_document doc;
    // No DOCTYPE, no entities beyond XML's five: nothing in a plist reaches outside it.
    const pugi::xml_parse_result parsed =
        doc.load_buffer(text.data(), text.size(), pugi::parse_default & ~pugi::parse_doctype, pugi::encoding_utf8);
    if (!parsed) {
        out.error = where(parsed.offset) + "not well-formed XML: " + parsed.description();
        return out;
    }
    try {
        pugi::xml_node plist = doc.child("plist");
        if (!plist) fail(doc.document_element() ? doc.document_element() : doc, "expected a <plist> document");
        pugi::xml_node top = plist.find_child([](const pugi::xml_node& n) { return n.type() == pugi::node_element; });
        if (!top) fail(plist, "the plist is empty");
        const Dict root(top, "the plist");
        Reader reader(limits);
        SpriteSheet sheet;
        if (pugi::xml_node meta = root.find("metadata")) {
            const Dict metadata(meta, "metadata");
            sheet.format = int(reader.number(metadata, "format", 0.0));
            if (sheet.format < 0 || sheet.format > 3 || reader.number(metadata, "format", 0.0) != sheet.format)
                fail(metadata.need("format"), "metadata: format " + std::string(metadata.need("format").child_value()) +
                                                  " is not a sprite sheet format cocos reads (0 to 3)");
            for (const char* key : {"textureFileName", "realTextureFileName"})
                if (metadata.find(key) && sheet.textureFile.empty()) sheet.textureFile = reader.text(metadata, key);
        }
        if (sheet.textureFile.empty())
            sheet.textureFile = std::filesystem::path(fileName).filename().replace_extension(".png").string();
        const Dict frames(root.need("frames"), "frames");
        if (frames.entries().size() > limits.maxFrames)
            fail(root.need("frames"), "frames: " + std::to_string(frames.entries().size()) +
                                          " frames is over the frame count limit of " +
                                          std::to_string(limits.maxFrames));
        for (const auto& [name, value] : frames.entries()) {
            if (name.empty() || name.size() > limits.maxNameBytes)
                fail(value, "frames: a frame name must have 1 to " + std::to_string(limits.maxNameBytes) + " bytes");
            if (sheet.frames.count(name)) fail(value, "frames: frame " + shown(name) + " appears twice");
            const Dict frame(value, "frame " + shown(name));
            sheet.frames.emplace(name, readFrame(reader, frame, sheet.format));
            sheet.names.push_back(name);
            if (pugi::xml_node aliases = frame.find("aliases"); aliases && sheet.format == 3) {
                if (std::string_view(aliases.name()) != "array")
                    fail(aliases, frame.what() + ": \"aliases\" should be an <array> of <string>");
                for (pugi::xml_node a = aliases.child("string"); a; a = a.next_sibling("string")) {
                    const std::string alias = a.child_value();
                    if (sheet.aliases.count(alias) || alias == name)
                        fail(a, frame.what() + ": alias " + shown(alias) + " is already taken");
                    sheet.aliases.emplace(alias, name);
                }
            }
        }
        for (const auto& [alias, target] : sheet.aliases)
            if (sheet.frames.count(alias))
                fail(root.need("frames"),
                     "frames: alias " + shown(alias) + " of " + shown(target) + " is also the name of a frame");
        out.sheet = std::move(sheet);
    } catch (const Failure& f) {
        out.error = where(f.offset) + f.message;
    }
    return out;
}

}  // namespace diorama
