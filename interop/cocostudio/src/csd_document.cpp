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
        error.message = "not a Cocos Studio scene: the <Content> payload has no <ObjectData> root node";
        return false;
    }
    return true;
}

}  // namespace diorama::cocostudio
