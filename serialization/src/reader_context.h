// State shared by the pieces of the scene reader.
#pragma once

#include "diorama/serialization/project_assets.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/node_type.h"
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
    ReadState(std::string name, std::string_view source, const std::filesystem::path& baseDir,
              const SceneContext& sceneContext)
        : fileName(std::move(name)), text(source), context(sceneContext),
          types(sceneContext.types ? sceneContext.types : &builtinNodeTypes()),
          assets(baseDir, sceneContext.projectRoot.value_or(baseDir), sceneContext.textures, sceneContext.fonts) {
        file.types = sceneContext.types;
    }

    std::string fileName;
    std::string_view text;
    const SceneContext& context;
    const NodeTypeRegistry* types;
    ProjectAssets assets;  // also collects the asset problems
    SceneFileData file;
    std::unordered_map<std::string, std::string> idPointers;  // id -> where first used
    std::size_t nodeCount = 0;
    Size designSize = Scene::kDefaultDesignSize;
};

[[noreturn]] inline void fail(const std::string& pointer, const std::string& message) {
    throw ReadFailure{pointer, message};
}

// Reads one node record (and its subtree).
std::unique_ptr<Node> readNode(ReadState& state, const Json& record, const std::string& pointer, int depth,
                               bool isRoot);

// Upgrades an older document in place to kSceneFormatVersion.
void migrateDocument(Json& document, int fromVersion);

}  // namespace diorama::detail
