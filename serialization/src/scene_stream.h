// The fast path of loadSceneText: a current-version scene read straight from nlohmann's
// SAX events. Each node record is built as soon as its own keys are known (the writer puts
// "children" last), so no tree of the whole document exists, only one record's values at
// a time.
//
// It gives up (nullopt) rather than decide anything the general reader decides: on any
// error, on an older version (migrations work on the tree), and on a key order the writer
// never produces ("format", "version" or "designSize" after "root"; a record key after its
// "children"). loadSceneText then reads the file the general way, which reports errors
// with their pointers exactly as before. A file either path accepts gives the same scene,
// file data and asset problems, in the same order.
#pragma once

#include "diorama/serialization/scene_io.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace diorama::detail {

// `gaveUpOnError` (may be null) tells whether it gave up at an error, which the general
// reader then meets at the same place, rather than at a key order it does not stream.
std::optional<LoadResult> streamSceneText(std::string_view text, const std::string& fileName,
                                          const std::filesystem::path& baseDir, const SceneContext& context,
                                          bool* gaveUpOnError = nullptr);

// The general reader: parses the whole document, migrates it, then reads the nodes.
LoadResult readSceneDocument(std::string_view text, const std::string& fileName, const std::filesystem::path& baseDir,
                             const SceneContext& context);

}  // namespace diorama::detail
