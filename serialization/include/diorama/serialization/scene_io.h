// Loading and saving scene files (format "diorama.scene", docs/scene-format.md).
//
// A file that breaks a rule is rejected whole with a SceneError naming the file, the
// JSON pointer and, where known, the line and column. Problems with assets (missing or
// escaping image and font paths) do not reject the file: the node gets a placeholder
// and the problem is listed in assetProblems. JSON types never appear in this API.
#pragma once

#include "diorama/io/atomic_file.h"
#include "diorama/scene/scene.h"
#include "diorama/serialization/limits.h"
#include "diorama/serialization/scene_file_data.h"

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace diorama {

class TextureStore;
class FontStore;
class NodeTypeRegistry;
namespace detail {
class LoadSession;
}

inline constexpr int kSceneFormatVersion = 1;
inline constexpr const char* kSceneFormatName = "diorama.scene";

struct SceneError {
    std::string file;
    std::string pointer;  // JSON pointer, "" for the document
    int line = 0;         // 1-based; 0 when unknown
    int column = 0;
    std::string message;
    // What a nested scene's fault does to the scene around it: a cycle, or a limit that
    // counts through instances (node count, tree depth, instanced nodes, bytes per load),
    // rejects every enclosing scene;
    // anything else the source gets wrong leaves that instance empty, the fault named.
    enum class Kind { Invalid, NestingCycle, TreeLimit };
    Kind kind = Kind::Invalid;
    // A fault inside a nested scene: that innermost fault, formatted, which every
    // enclosing scene quotes once (not nested once per level).
    std::string nestedCause{};
    // "FILE: LOCATION: message", LOCATION being the pointer and/or "line L, column C".
    std::string format() const;
};

struct AssetProblem {
    std::string pointer;  // the key that named the asset
    std::string message;
};

// Where assets come from. Paths in the file are relative to the scene file's folder and
// must stay inside projectRoot (defaults to that folder).
struct SceneContext {
    TextureStore* textures = nullptr;  // null: sprites keep their sizes but no pixels
    FontStore* fonts = nullptr;        // null: labels measure nothing
    std::optional<std::filesystem::path> projectRoot;
    SceneLimits limits;
    const NodeTypeRegistry* types = nullptr;  // null: builtinNodeTypes()
    // The scene files being read around this one (nested scenes, outermost first), for
    // cycle detection; set by the reader itself.
    const std::vector<std::filesystem::path>* nestingChain = nullptr;
    // What the load shares with its nested scenes (texts, faults, bytes read); set by the
    // reader itself.
    detail::LoadSession* session = nullptr;
    // Told now and then (every few thousand nodes) how much of the file is read, from 0
    // to 1, on the reading thread: the editor's loading bar. Only the fast reader knows;
    // a file it hands to the general reader reports nothing.
    std::function<void(double fraction)> progress;
};

struct LoadResult {
    std::unique_ptr<Scene> scene;
    SceneFileData file;  // ids, unknown keys and editor sections of the scene's nodes
    std::optional<SceneError> error;
    std::vector<AssetProblem> assetProblems;
    int sourceVersion = 0;  // the file's version before migration
    std::size_t nodeCount = 0;
    std::size_t instancedNodes = 0;  // see SceneLimits::maxInstancedNodes
    // What loaded but is worth saying: a scene of more than SceneLimits::warnNodes nodes
    // (at "/root").
    std::vector<AssetProblem> warnings;
    bool ok() const { return scene != nullptr; }
};

LoadResult loadSceneFile(const std::filesystem::path& path, const SceneContext& context);
// `fileName` names the source in errors; `baseDir` resolves relative asset paths.
LoadResult loadSceneText(std::string_view text, const std::string& fileName, const std::filesystem::path& baseDir,
                         const SceneContext& context);

// Canonical text: fixed key order, defaults omitted, 2-space indentation, trailing newline.
// `file` supplies ids, unknown keys and editor sections (none without it).
std::string saveSceneToString(const Scene& scene);
// The same, and when a value cannot be written (infinity or NaN, which JSON cannot
// hold) `nonFinite` names the first such value; it is written as 0 meanwhile.
// saveSceneFile refuses to save such a scene.
std::string saveSceneToString(const Scene& scene, std::string* nonFinite);
std::string saveSceneToString(const Scene& scene, const SceneFileData& file, std::string* nonFinite = nullptr);

// Refuses a scene the reader could not load again (non-finite values, over the limits),
// then writes it with writeFileAtomically (diorama/io/atomic_file.h).
SaveResult saveSceneFile(const Scene& scene, const std::filesystem::path& path, SaveFileSystem* fileSystem = nullptr);
SaveResult saveSceneFile(const Scene& scene, const SceneFileData& file, const std::filesystem::path& path,
                         SaveFileSystem* fileSystem = nullptr, const SceneLimits& limits = {});

// Copy/paste and duplicate: a list of subtrees to text and back. Parsed nodes get fresh
// file ids so they never collide with the nodes they were copied from.
// `sourceDirectory` (absolute; empty: none) is the folder the nodes' asset paths are
// relative to; parseNodes then resolves them there and reports it, so that a paste into
// a scene in another folder can rebase them.
std::string serializeNodes(const std::vector<const Node*>& nodes, const SceneFileData* file = nullptr,
                           const std::filesystem::path& sourceDirectory = {});
struct NodesResult {
    std::vector<std::unique_ptr<Node>> nodes;
    std::optional<std::filesystem::path> sourceDirectory;  // where the assets were resolved, when the text says
    // Per node, where its position point was on screen when copied (none: not known).
    std::vector<std::optional<Vec2>> worldPositions;
    SceneFileData file;
    std::optional<SceneError> error;
    std::vector<AssetProblem> assetProblems;
};
NodesResult parseNodes(std::string_view text, const std::filesystem::path& baseDir, const SceneContext& context);

// Gives every node of the subtree a new file id.
void assignFreshIds(const Node& root, SceneFileData& file);
// A new random file id ("n" followed by 16 hex digits).
std::string generateNodeId();

}  // namespace diorama
