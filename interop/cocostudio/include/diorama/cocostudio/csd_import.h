// Imports a Cocos Studio scene (.csd, Studio 2.1 to 3.10) as an ordinary Diorama scene,
// as cocos2d-x 3.17's own reader would build it: every node's name, tag, transform,
// size, colour, opacity and visibility, with each attribute's Studio default when it is
// absent. Supported node types become Sprite, Scale9Sprite, Label, ColorLayer,
// LayerGradient and Node; the rest become placeholders that keep their attributes; a
// nested file (ProjectNode) becomes an Instance of that file's own imported scene, each
// file imported once, with a cycle guard. Nothing is dropped silently: every
// approximation is a warning with its XML line.
#pragma once

#include "diorama/serialization/scene_io.h"

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace diorama::cocostudio {

struct ImportOptions {
    // Studio resolves every path against the project's resource folder (the
    // `cocosstudio/` folder); default: the nearest ancestor of that name, else the
    // file's folder.
    std::optional<std::filesystem::path> resourceRoot;
    // Asset paths in the result are written relative to this folder (where the scene
    // file will be saved); default: the resource root. Each nested file's scene goes to
    // the same place below it as the .csd has below the resource root.
    std::optional<std::filesystem::path> outputDirectory;
    // The editor's import opens an unsaved document, whose instances would have no
    // source files to read: it inlines nested files instead (cocos' own result).
    bool inlineNestedFiles = false;
    SceneContext context;  // stores and limits for loading images and fonts
    std::size_t maxFileBytes = 32u << 20;
    int maxNesting = 16;  // ProjectNode levels
};

struct ImportWarning {
    std::string file;  // the .csd the warning is about
    int line = 0;      // 1-based XML line; 0 when the file as a whole is meant
    std::string node;  // Diorama path of the node, "" for the file
    std::string message;
};

struct ImportReport {
    std::map<std::string, int> nodesByCtype;
    int imported = 0;      // nodes of fully supported types
    int placeholders = 0;  // nodes kept as placeholders
    std::vector<ImportWarning> warnings;
    std::vector<std::string> missingFiles;  // as the .csd names them
    // Studio's built-in images (Type="Default", shipped with Studio, not the project):
    // each path with how many nodes show it as a drawn placeholder of their size.
    std::map<std::string, int> builtinImages;
    // The clips the files' timelines became, in the order imported (nested files first).
    struct Clip {
        std::string file;  // the .csd, as the warnings name it
        std::string name;
        int length = 0;  // frames
        int tracks = 0;
    };
    std::vector<Clip> clips;
};

// A scene made from one .csd: the file imported, or one reached through ProjectNodes.
struct ImportedScene {
    std::filesystem::path csd;     // the .csd read
    std::filesystem::path output;  // where the scene is to be saved: NAME.scene.json
    std::unique_ptr<Scene> scene;
    SceneFileData file;
};

struct ImportResult {
    std::unique_ptr<Scene> scene;
    SceneFileData file;
    // The nested files' scenes, each once, sources before the scenes naming them. The
    // main scene's Instances name them by their `output` paths.
    std::vector<ImportedScene> nested;
    std::optional<SceneError> error;  // "FILE: line L: message" when the .csd cannot be read
    ImportReport report;
    std::filesystem::path resourceRoot;
    bool ok() const { return scene != nullptr; }
};

ImportResult importCsd(const std::filesystem::path& csdFile, const ImportOptions& options = {});

// Writes the nested scenes (sources first), then the main scene to `output`, each
// crash-safe. Stops at the first failure, which it returns. When the output lies in the
// Studio project (a `cocosstudio/` resource root or the folder holding it) and no project file is
// at or above it, writes diorama.project.json there, so that the scenes may reach the
// project's images through '..'.
SaveResult saveImport(const ImportResult& result, const std::filesystem::path& output);

// A whole Studio project: every .csd below `resourceRoot`, each imported once into
// `outputDirectory` at its path below the root (NAME.scene.json), nested files shared.
struct ProjectImport {
    std::vector<ImportedScene> scenes;  // sources before the scenes naming them
    ImportReport report;                // of all files together
    std::filesystem::path resourceRoot;
    std::vector<SceneError> errors;  // the files that could not be imported (nothing written for them)
};
ProjectImport importProject(const std::filesystem::path& resourceRoot, const ImportOptions& options = {});
SaveResult saveProject(const ProjectImport& project, const std::filesystem::path& outputDirectory);

// A Studio project given as its `cocosstudio/` folder, its `.ccs` file (whose folder
// holds `cocosstudio/`), or any folder: the resource root to import.
std::filesystem::path projectResourceRoot(const std::filesystem::path& folderOrCcs);

// The folder Studio resolves paths against: the nearest ancestor named "cocosstudio",
// else the file's own folder.
std::filesystem::path findResourceRoot(const std::filesystem::path& csdFile);

}  // namespace diorama::cocostudio
