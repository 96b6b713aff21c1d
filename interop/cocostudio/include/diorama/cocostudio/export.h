// Exports a Diorama scene for cocos2d-x 3.17 and axmol games (docs/cocos-export.md): a
// `.csb` that CSLoader::createNode loads unchanged, or a `.csd` that Cocos Studio and
// Diorama's importer read. Nested scenes (Instance) become ProjectNodes and are exported
// too. Whatever cocos cannot represent is listed in the report with its node path, what
// and why; nothing is dropped silently. The CLI's `diorama export` and the editor's
// File > Export for cocos2d-x... both call exportScene.
#pragma once

#include "diorama/serialization/scene_io.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace diorama::cocostudio {

enum class ExportFormat { Csb, Csd };

struct ExportOptions {
    std::filesystem::path output;  // OUT.csb or OUT.csd; the extension picks the format
    // The folder the game's FileUtils resolves paths against: every asset and nested
    // file is written relative to it. Default: the output's folder.
    std::optional<std::filesystem::path> resourceRoot;
    SceneContext context;  // limits and stores for reading the scene and its sources
    // Tests: the file system steps of the crash-safe writes.
    SaveFileSystem* fileSystem = nullptr;
};

// Something cocos has no field for, or represents differently.
struct ExportIssue {
    std::string file;  // the scene file the node is in
    std::string node;  // node path ("" for the scene's root)
    std::string what;  // the key or feature: "actions", "skewX", "globalZOrder"...
    std::string why;
};

// An asset a scene file names that reading it found missing or broken (a placeholder
// stood in), as LoadResult::assetProblems, with the scene file it came from.
struct ExportAssetProblem {
    std::string file;
    AssetProblem problem;
};

struct ExportReport {
    std::vector<std::string> filesWritten;
    std::map<std::string, int> nodesByClass;  // cocos classname -> count, every file
    std::vector<ExportIssue> unrepresentable;
    // Only for scenes read from disk: a scene given in memory was checked when it loaded.
    std::vector<ExportAssetProblem> assetProblems;
};

struct ExportResult {
    std::optional<SceneError> error;  // nothing was written when set
    ExportReport report;
    bool ok() const { return !error; }
};

ExportResult exportScene(const std::filesystem::path& sceneFile, const ExportOptions& options);
// The same for a scene already in memory (the editor's document, unsaved edits
// included) that lives at `sceneFile`: its asset paths are relative to that folder.
ExportResult exportScene(const Scene& scene, const SceneFileData& file, const std::filesystem::path& sceneFile,
                         const ExportOptions& options);

// One file in memory, as exportScene writes it for `scene` (read from `sceneFile`), without
// its nested files; their sources are added to `nestedSources` (absolute). The report
// gets the file's classes and issues.
std::vector<std::uint8_t> exportSceneBytes(const Scene& scene, const SceneFileData& file,
                                           const std::filesystem::path& sceneFile,
                                           const std::filesystem::path& resourceRoot, ExportFormat format,
                                           ExportReport& report,
                                           std::vector<std::filesystem::path>* nestedSources = nullptr);

// The format `output`'s extension asks for; none for anything but .csb and .csd.
std::optional<ExportFormat> exportFormatOf(const std::filesystem::path& output);

// Checks a .csb buffer the way cocos would read it, with the schema's generated verifier
// and then each node's own options table by its classname. "" when fine, else what is
// wrong. For tests, the fuzz target and checking files from elsewhere.
std::string verifyCsb(const std::vector<std::uint8_t>& bytes);

}  // namespace diorama::cocostudio
