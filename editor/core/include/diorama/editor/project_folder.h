// What the editor opens when it is given a folder instead of a scene file
// (`diorama-editor projects/world-1-1`): the project's scene. A project folder names its
// main scene after itself (world-1-1/world-1-1.scene.json) and may hold other scenes
// beside it (prefabs), so the scene named after the folder wins; otherwise the folder's
// only scene is opened. Anything else is an error that says what the folder holds.
#pragma once

#include <filesystem>
#include <string>

namespace diorama {

struct FolderScene {
    std::filesystem::path scene;  // empty when `error` is set
    std::string error;            // "FOLDER: what is wrong"
};

// `path` unchanged unless it is a folder.
FolderScene resolveSceneToOpen(const std::filesystem::path& path);

}  // namespace diorama
