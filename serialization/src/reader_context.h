// State shared by the pieces of the scene reader.
#pragma once

#include "diorama/serialization/scene_io.h"
#include "json_text.h"

#include <filesystem>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace diorama::detail {

using json::Json;

// Thrown inside the reader; turned into a SceneError with line and column at the top.
struct ReadFailure {
    std::string pointer;
    std::string message;
};

struct ReadState {
    std::string fileName;
    std::string_view text;
    std::filesystem::path baseDir;
    std::filesystem::path projectRoot;
    const SceneContext& context;
    std::unordered_map<std::string, std::string> idPointers;  // id -> where first used
    std::size_t nodeCount = 0;
    std::vector<AssetProblem> problems;
    Size designSize = Scene::kDefaultDesignSize;
};

[[noreturn]] inline void fail(const std::string& pointer, const std::string& message) {
    throw ReadFailure{pointer, message};
}

// Reads one node record (and its subtree).
std::unique_ptr<Node> readNode(ReadState& state, const Json& record, const std::string& pointer, int depth,
                               bool isRoot);

// Resolves an asset path from the file against the scene folder, or records a problem
// and returns nothing (escapes, absolute paths, missing files).
std::optional<std::filesystem::path> resolveAsset(ReadState& state, const std::string& relative,
                                                  const std::string& pointer);

// Upgrades an older document in place to kSceneFormatVersion.
void migrateDocument(Json& document, int fromVersion);

}  // namespace diorama::detail
