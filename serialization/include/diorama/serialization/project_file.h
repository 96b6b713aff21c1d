// The project a scene belongs to: the folder holding the nearest `diorama.project.json`
// at or above the scene's folder (docs/scene-format.md, "Project file"). It holds the
// defaults for new scenes; a scene without one is its own project (its folder).
//
//   {"format": "diorama.project", "version": 1, "designSize": [960, 640]}
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/scene/scene.h"
#include "diorama/serialization/scene_io.h"

#include <filesystem>
#include <optional>
#include <string>

namespace diorama {

inline constexpr const char* kProjectFileName = "diorama.project.json";
inline constexpr const char* kProjectFormatName = "diorama.project";

struct ProjectFile {
    Size designSize = Scene::kDefaultDesignSize;  // for new scenes
};

// The nearest project file at or above `folder`, or nothing.
std::optional<std::filesystem::path> findProjectFile(const std::filesystem::path& folder);
// The project folder for a scene in `sceneFolder`: the project file's folder, else
// `sceneFolder` itself.
std::filesystem::path projectFolderFor(const std::filesystem::path& sceneFolder);

struct ProjectLoad {
    std::optional<ProjectFile> project;
    std::optional<SceneError> error;  // file, JSON pointer, line and column
};
ProjectLoad loadProjectFile(const std::filesystem::path& file);
// The canonical text, written atomically.
std::string projectFileText(const ProjectFile& project);
SaveResult saveProjectFile(const std::filesystem::path& file, const ProjectFile& project);

}  // namespace diorama
