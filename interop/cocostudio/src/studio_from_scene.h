// Diorama scene -> Studio model: the class mapping of docs/cocos-export.md, the options
// the importer kept under each node's `cocosStudio` key, and a report line for whatever
// cocos cannot represent.
#pragma once

#include "diorama/cocostudio/export.h"
#include "studio_model.h"

#include <filesystem>
#include <vector>

namespace diorama::cocostudio {

struct StudioFromSceneContext {
    std::filesystem::path sceneFile;     // absolute
    std::filesystem::path resourceRoot;  // absolute
    std::vector<ExportIssue>* issues = nullptr;
    // A .csb needs an ActionTag on every node (timelines bind by it); a .csd keeps a
    // Studio node without one as Studio wrote it, so that it imports the same.
    bool actionTagOnEveryNode = true;
    // A .csb's root is written bare, as Studio publishes it (csb-format.md): what the
    // scene's root has beyond its size is reported.
    bool bareRoot = false;
    // The nested sources the scene's Instances name (absolute, normalised), in order.
    std::vector<std::filesystem::path> nestedSources;
};

StudioDocument studioFromScene(const Scene& scene, const SceneFileData& file, StudioFromSceneContext& context);

// Where a nested source's exported file goes, relative to the resource root, with the
// extension `extension` (".csd" or ".csb"): `a/b.scene.json` -> `a/b.csd`.
std::string nestedFileName(const std::filesystem::path& source, const std::filesystem::path& resourceRoot,
                           const std::string& extension);

}  // namespace diorama::cocostudio
