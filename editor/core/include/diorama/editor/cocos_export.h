// File > Export for cocos2d-x...: the document (unsaved edits included) exported with the
// library the CLI's `diorama export` uses, and its report as lines for a dialog.
#pragma once

#include "diorama/cocostudio/export.h"
#include "diorama/editor/document.h"

#include <string>
#include <vector>

namespace diorama {

struct CocosExportChoice {
    std::string output;        // OUT.csb or OUT.csd
    std::string resourceRoot;  // "" : the output's folder
};

// What the dialog offers first: NAME.csb beside the scene file, the resource root empty.
CocosExportChoice defaultCocosExport(const Document& doc);

// Refuses an untitled document: its asset paths are relative to a file it does not have yet.
cocostudio::ExportResult exportForCocos(const Document& doc, const CocosExportChoice& choice);

// A summary line, then the files, the classes and each unrepresentable thing.
std::vector<std::string> describeExport(const cocostudio::ExportResult& result);

}  // namespace diorama
