// A .csd file parsed and its payload found the way cocos' converter finds it: the first
// element named Content that has no attributes, depth first from the root's first child.
#pragma once

#include "diorama/serialization/scene_io.h"

#include <pugixml.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace diorama::cocostudio {

struct CsdDocument {
    std::string fileName;
    std::filesystem::path path;
    std::string type;     // PropertyGroup Type: Scene, Layer or Node
    std::string version;  // PropertyGroup Version
    pugi::xml_document xml;
    pugi::xml_node objectData;
    pugi::xml_node animation;
    pugi::xml_node animationList;
    std::vector<std::size_t> lineStarts;

    int lineOf(const pugi::xml_node& node) const;
    // 1-based column of the node's start (its '<' for elements); 0 when unknown.
    int columnOf(const pugi::xml_node& node) const;
};

// The length of `text` once written as JSON: bytes that are not UTF-8 become U+FFFD
// (three bytes each).
std::size_t utf8Length(std::string_view text);

// Reads `path` (size-limited, regular files only) into `out`, or says why not with the
// line where the XML breaks.
bool loadCsd(const std::filesystem::path& path, std::size_t maxBytes, CsdDocument& out, SceneError& error);

}  // namespace diorama::cocostudio
