#include "diorama/editor/cocos_export.h"

namespace diorama {

namespace fs = std::filesystem;

namespace {

// Where the document's asset paths are relative to: its file (none when untitled).
fs::path sceneFileOf(const Document& doc) { return doc.hasPath() ? doc.path() : fs::path(); }

}  // namespace

CocosExportChoice defaultCocosExport(const Document& doc) {
    CocosExportChoice choice;
    const fs::path scene = sceneFileOf(doc);
    if (scene.empty()) return choice;
    std::string name = scene.filename().string();
    if (const auto dot = name.find('.'); dot != std::string::npos) name.resize(dot);
    choice.output = (scene.parent_path() / (name + ".csb")).string();
    return choice;
}

cocostudio::ExportResult exportForCocos(const Document& doc, const CocosExportChoice& choice) {
    cocostudio::ExportResult result;
    const fs::path scene = sceneFileOf(doc);
    if (scene.empty()) {
        result.error =
            SceneError{doc.displayName(), "", 0, 0, "save the scene first: its asset paths are relative to its file"};
        return result;
    }
    cocostudio::ExportOptions options;
    options.output = choice.output;
    if (!choice.resourceRoot.empty()) options.resourceRoot = fs::path(choice.resourceRoot);
    return cocostudio::exportScene(doc.scene(), doc.fileData(), scene, options);
}

std::vector<std::string> describeExport(const cocostudio::ExportResult& result) {
    std::vector<std::string> lines;
    if (!result.ok()) {
        lines.push_back(result.error->format());
        return lines;
    }
    const auto& report = result.report;
    int nodes = 0;
    for (const auto& [name, n] : report.nodesByClass) nodes += n;
    lines.push_back(std::to_string(report.filesWritten.size()) + " files written, " + std::to_string(nodes) +
                    " nodes; " + std::to_string(report.unrepresentable.size()) + " things cocos cannot represent");
    for (const std::string& f : report.filesWritten) lines.push_back("wrote " + f);
    for (const auto& [name, n] : report.nodesByClass) lines.push_back("  " + name + ": " + std::to_string(n));
    for (const cocostudio::ExportIssue& i : report.unrepresentable)
        lines.push_back(fs::path(i.file).filename().string() + " " + (i.node.empty() ? "(root)" : i.node) + ": " +
                        i.what + ": " + i.why);
    return lines;
}

}  // namespace diorama
