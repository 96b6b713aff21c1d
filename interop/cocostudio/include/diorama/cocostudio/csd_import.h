// Imports a Cocos Studio scene (.csd, Studio 2.1 to 3.10) as an ordinary Diorama scene,
// as cocos2d-x 3.17's own reader would build it: every node's name, tag, transform,
// size, colour, opacity and visibility, with each attribute's Studio default when it is
// absent. Supported node types become Sprite, Label, ColorLayer, LayerGradient and Node;
// the rest become placeholders that keep their attributes; nested files (ProjectNode)
// are inlined with a cycle guard. Nothing is dropped silently: every approximation is a
// warning with its XML line.
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
    // file will be saved); default: the resource root.
    std::optional<std::filesystem::path> outputDirectory;
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
};

struct ImportResult {
    std::unique_ptr<Scene> scene;
    SceneFileData file;
    std::optional<SceneError> error;  // "FILE: line L: message" when the .csd cannot be read
    ImportReport report;
    std::filesystem::path resourceRoot;
    bool ok() const { return scene != nullptr; }
};

ImportResult importCsd(const std::filesystem::path& csdFile, const ImportOptions& options = {});

// The folder Studio resolves paths against: the nearest ancestor named "cocosstudio",
// else the file's own folder.
std::filesystem::path findResourceRoot(const std::filesystem::path& csdFile);

}  // namespace diorama::cocostudio
