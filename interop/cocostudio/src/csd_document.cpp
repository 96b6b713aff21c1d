#include "csd_document.h"

#include "diorama/io/asset_file.h"

#include <algorithm>
#include <cstring>

namespace diorama::cocostudio {

int CsdDocument::lineOf(const pugi::xml_node& node) const {
    const std::ptrdiff_t offset = node.offset_debug();
    if (offset < 0) return 0;
    auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), std::size_t(offset));
    return int(it - lineStarts.begin());
}

std::size_t utf8Length(std::string_view text) {
    auto byte = [&](std::size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0u; };
    std::size_t length = 0;
    for (std::size_t i = 0; i < text.size();) {
        const unsigned lead = byte(i);
        // Well-formed sequences (Unicode table 3-7): no overlongs, surrogates or > U+10FFFF.
        std::size_t n = 0;
        unsigned lo = 0x80, hi = 0xBF;
        if (lead < 0x80)
            n = 1;
        else if (lead >= 0xC2 && lead <= 0xDF)
            n = 2;
        else if (lead >= 0xE0 && lead <= 0xEF)
            n = 3, lo = lead == 0xE0 ? 0xA0 : 0x80, hi = lead == 0xED ? 0x9F : 0xBF;
        else if (lead >= 0xF0 && lead <= 0xF4)
            n = 4, lo = lead == 0xF0 ? 0x90 : 0x80, hi = lead == 0xF4 ? 0x8F : 0xBF;
        bool valid = n > 0 && i + n <= text.size();
        for (std::size_t k = 1; valid && k < n; ++k) {
            const unsigned c = byte(i + k);
            valid = k == 1 ? c >= lo && c <= hi : (c & 0xC0) == 0x80;
        }
        length += valid ? n : 3;
        i += valid ? n : 1;
    }
    return length;
}

int CsdDocument::columnOf(const pugi::xml_node& node) const {
    const int line = lineOf(node);
    if (line <= 0) return 0;
    // pugixml's offset is just past the '<' of an element.
    const std::size_t offset = std::size_t(node.offset_debug());
    const std::size_t start = lineStarts[std::size_t(line - 1)];
    return int(offset - start) + (node.type() == pugi::node_element && offset > start ? 0 : 1);
}

namespace {

bool hasAttributes(const pugi::xml_node& n) { return n.first_attribute(); }

// Depth first from the root's first child: PropertyGroup on the way, then the first
// Content without attributes.
pugi::xml_node findPayload(const pugi::xml_node& start, CsdDocument& doc, int depth) {
    for (pugi::xml_node n = start; n; n = n.next_sibling()) {
        if (n.type() != pugi::node_element) continue;
        if (std::strcmp(n.name(), "PropertyGroup") == 0) {
            doc.type = n.attribute("Type").as_string();
            doc.version = n.attribute("Version").as_string();
        }
        if (std::strcmp(n.name(), "Content") == 0 && !hasAttributes(n)) return n;
        if (depth < 8)
            if (pugi::xml_node found = findPayload(n.first_child(), doc, depth + 1)) return found;
    }
    return {};
}

}  // namespace

bool loadCsd(const std::filesystem::path& path, std::size_t maxBytes, CsdDocument& out, SceneError& error) {
    out.path = path;
    out.fileName = path.string();
    error = SceneError{out.fileName, "", 0, 0, ""};
    std::vector<unsigned char> bytes;
    std::string readError;
    if (!readAssetFile(path, "Cocos Studio scene", maxBytes, bytes, readError)) {
        const std::string prefix = out.fileName + ": ";
        error.message = readError.rfind(prefix, 0) == 0 ? readError.substr(prefix.size()) : readError;
        return false;
    }
    out.lineStarts.assign(1, 0);
    for (std::size_t i = 0; i < bytes.size(); ++i)
        if (bytes[i] == '\n') out.lineStarts.push_back(i + 1);
    // No DTDs, no entity expansion beyond the five XML ones: pugixml never fetches.
    const pugi::xml_parse_result parsed = out.xml.load_buffer(
        bytes.data(), bytes.size(), pugi::parse_default & ~pugi::parse_doctype, pugi::encoding_utf8);
    if (!parsed) {
        auto it = std::upper_bound(out.lineStarts.begin(), out.lineStarts.end(),
                                   std::size_t(std::max<std::ptrdiff_t>(0, parsed.offset)));
        error.line = int(it - out.lineStarts.begin());
        error.column = int(std::size_t(parsed.offset) - out.lineStarts[std::size_t(error.line - 1)] + 1);
        error.message = std::string("not well-formed XML: ") + parsed.description();
        return false;
    }
    pugi::xml_node root = out.xml.document_element();
    pugi::xml_node payload = root ? findPayload(root.first_child(), out, 0) : pugi::xml_node();
    if (!payload) {
        error.line = root ? out.lineOf(root) : 0;
        error.column = root ? out.columnOf(root) : 0;
        // A project file chosen where a scene was asked for (a tryout typed game.ccs into
        // the editor's Import): say what it is and what reads it.
        if (root && std::string_view(root.name()) == "Solution") {
            error.message =
                "a Cocos Studio project (.ccs), not a scene: import its .csd scenes one at a time, or the whole "
                "project with 'diorama import PROJECT.ccs -o OUTDIR'";
            return false;
        }
        error.message =
            "not a Cocos Studio scene: no <Content> payload (expected <GameFile> or <GameProjectFile> "
            "with <Content ctype=\"GameProjectContent\"><Content>...)";
        return false;
    }
    out.objectData = payload.child("ObjectData");
    out.animation = payload.child("Animation");
    out.animationList = payload.child("AnimationList");
    if (!out.objectData) {
        error.line = out.lineOf(payload);
        error.column = out.columnOf(payload);
        error.message = "not a Cocos Studio scene: the <Content> payload has no <ObjectData> root node";
        return false;
    }
    return true;
}

}  // namespace diorama::cocostudio
