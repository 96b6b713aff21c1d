// File > Import Cocos Studio: a .csd becomes a new, unsaved document whose assets
// resolve from the Studio resource root, plus the importer's report to show the user.
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

}  // namespace diorama
