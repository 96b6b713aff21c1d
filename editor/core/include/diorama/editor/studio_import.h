// File > Import Cocos Studio: a .csd becomes a new, unsaved document whose assets
// resolve from the Studio resource root, plus the importer's report to show the user. A
// .ccs project becomes a folder of scene files beside it, one scene of which opens.
#pragma once

#include "diorama/cocostudio/csd_import.h"
#include "diorama/editor/document.h"

#include <filesystem>
#include <string>
#include <vector>

namespace diorama {

struct StudioImport {
    Document::OpenResult opened;  // the new document, or why there is none
    cocostudio::ImportReport report;
    std::filesystem::path resourceRoot;
};

StudioImport importStudioScene(const std::filesystem::path& csdFile);

// The report as lines for a dialog: a summary, then each warning with its file and line.
std::vector<std::string> describeImport(const StudioImport& import);

// A whole project, as `diorama import PROJECT.ccs -o FOLDER` does: every .csd below its
// cocosstudio/ folder becomes a scene file in `outputFolder`, a new folder beside the .ccs,
// so that nothing is written over.
struct StudioProjectImport {
    std::filesystem::path outputFolder;
    cocostudio::ProjectImport project;
    std::string error;                  // why nothing was written, or where writing stopped
    std::filesystem::path sceneToOpen;  // a written scene, when any was
};

StudioProjectImport importStudioProject(const std::filesystem::path& ccsFile);

// The folder a project import writes into: "NAME (Diorama)" beside NAME.ccs, or, when that
// exists, the first of "NAME (Diorama) 2", "NAME (Diorama) 3", ... that does not.
std::filesystem::path freshImportFolder(const std::filesystem::path& ccsFile);

// The scene a project import opens: Studio's MainScene.csd when the project has one (the
// name its new projects start with), else the last one written, which no other names.
std::filesystem::path mainImportedScene(const std::vector<cocostudio::ImportedScene>& scenes);

std::vector<std::string> describeProjectImport(const StudioProjectImport& import);

}  // namespace diorama
