// Node text (serializeNodes' format, read back with parseNodes) for the editor's
// nested-scene edits: Unpack's plain node, and the Instance that "Save selection as
// scene" leaves where a subtree was. Both are JSON edits of what the writer wrote, so
// every key keeps the one spelling the writer gives it.
#pragma once

#include "diorama/nodes/instance.h"
#include "diorama/serialization/scene_file_data.h"

#include <filesystem>
#include <string>
#include <vector>

namespace diorama {

// A plain Node standing for `instance`: its own keys (no source, no overrides; its
// content size written, as a Node's default is zero) and, as children, the nodes its
// source gave, overrides applied. Their asset paths are relative to `sourceDirectory`
// (the source's folder), which the text names so that parseNodes reports it.
std::string serializeUnpacked(const Instance& instance, const SceneFileData& file,
                              const std::filesystem::path& sourceDirectory);

// An Instance of `source` (a path relative to the scene) standing for `node`: `node`'s
// file id, editor flags and those of its keys named in `keys` (all of them when empty),
// its content size, anchor point and ignoreAnchorPointForPosition always written.
std::string serializeAsInstance(const Node& node, const SceneFileData& file, const std::string& source,
                                const std::vector<std::string>& keys);

}  // namespace diorama
