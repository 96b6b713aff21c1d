#include "diorama/editor/studio_import.h"

namespace diorama {

StudioImport importStudioScene(const std::filesystem::path& csdFile) {
    StudioImport out;
    // Imported without stores: the document loads the textures and fonts itself. The
    // document is unsaved, so its nested files have no scene files to be instances of:
    // they are inlined.
    cocostudio::ImportOptions options;
    options.inlineNestedFiles = true;
    cocostudio::ImportResult imported = cocostudio::importCsd(csdFile, options);
    out.report = imported.report;
    out.resourceRoot = imported.resourceRoot;
    if (!imported.ok()) {
        out.opened.error = imported.error;
        return out;
    }
    const std::string text = saveSceneToString(*imported.scene, imported.file);
    out.opened = Document::recover(text, csdFile.string(), {}, imported.resourceRoot);
    // Proposed in the resource root, where every asset path the import wrote still resolves.
    if (out.opened.document) out.opened.document->setUntitledName(csdFile.stem().string() + ".scene.json");
    return out;
}

namespace {

// What the importer found, as lines: a summary, then the details.
std::vector<std::string> describeReport(const cocostudio::ImportReport& report,
                                        const std::filesystem::path& resourceRoot) {
    std::vector<std::string> lines;
    int nodes = 0;
    for (const auto& [ctype, n] : report.nodesByCtype) nodes += n;
    lines.push_back(std::to_string(nodes) + " nodes: " + std::to_string(report.imported) + " imported, " +
                    std::to_string(report.placeholders) + " shown as placeholder nodes; resource root " +
                    resourceRoot.string());
    for (const auto& [ctype, n] : report.nodesByCtype) lines.push_back("  " + ctype + ": " + std::to_string(n));
    // What the timelines became, so that they can be found in the Timeline's clip list.
    for (const auto& c : report.clips)
        lines.push_back("clip " + c.name + " (" + std::filesystem::path(c.file).filename().string() +
                        "): " + std::to_string(c.length) + " frames, " + std::to_string(c.tracks) +
                        (c.tracks == 1 ? " track" : " tracks"));
    for (const auto& w : report.warnings)
        lines.push_back(std::filesystem::path(w.file).filename().string() +
                        (w.line ? ":" + std::to_string(w.line) : "") + (w.node.empty() ? "" : " " + w.node) + ": " +
                        w.message);
    for (const auto& f : report.missingFiles) lines.push_back("missing: " + f);
    for (const auto& [image, n] : report.builtinImages)
        lines.push_back("Studio built-in image, not in the project (drawn as a box of the node's size): " + image +
                        " x" + std::to_string(n));
    return lines;
}

}  // namespace

std::vector<std::string> describeImport(const StudioImport& import) {
    return describeReport(import.report, import.resourceRoot);
}

std::filesystem::path freshImportFolder(const std::filesystem::path& ccsFile) {
    const std::filesystem::path folder = ccsFile.parent_path();
    const std::string base = ccsFile.stem().string() + " (Diorama)";
    std::error_code ec;
    for (int n = 1;; ++n) {
        std::filesystem::path candidate = folder / (n == 1 ? base : base + " " + std::to_string(n));
        if (!std::filesystem::exists(std::filesystem::symlink_status(candidate, ec))) return candidate;
    }
}

std::filesystem::path mainImportedScene(const std::vector<cocostudio::ImportedScene>& scenes) {
    for (const auto& s : scenes)
        if (s.csd.stem() == "MainScene") return s.output;
    return scenes.empty() ? std::filesystem::path() : scenes.back().output;
}

StudioProjectImport importStudioProject(const std::filesystem::path& ccsFile) {
    StudioProjectImport out;
    out.outputFolder = freshImportFolder(ccsFile);
    cocostudio::ImportOptions options;
    options.outputDirectory = out.outputFolder;
    out.project = cocostudio::importProject(cocostudio::projectResourceRoot(ccsFile), options);
    if (out.project.scenes.empty()) {
        out.error = ccsFile.string() + ": no scene could be imported" +
                    (out.project.errors.empty() ? std::string(" (the project has no .csd file)")
                                                : ": " + out.project.errors.front().format());
        return out;
    }
    const SaveResult saved = cocostudio::saveProject(out.project, out.outputFolder);
    if (!saved.ok) {
        out.error = saved.error;
        return out;
    }
    out.sceneToOpen = mainImportedScene(out.project.scenes);
    return out;
}

std::vector<std::string> describeProjectImport(const StudioProjectImport& import) {
    std::vector<std::string> lines = describeReport(import.project.report, import.project.resourceRoot);
    const std::size_t n = import.project.scenes.size();
    lines.insert(lines.begin() + 1, std::to_string(n) + (n == 1 ? " scene" : " scenes") + " written to " +
                                        import.outputFolder.string() + ":");
    std::size_t at = 2;
    for (const auto& s : import.project.scenes) {
        std::error_code ec;
        const std::filesystem::path shown = std::filesystem::relative(s.output, import.outputFolder, ec);
        lines.insert(lines.begin() + std::ptrdiff_t(at++), "  " + (ec || shown.empty() ? s.output : shown).string() +
                                                               " (from " + s.csd.filename().string() + ")");
    }
    for (const SceneError& e : import.project.errors) lines.push_back("not imported: " + e.format());
    return lines;
}

}  // namespace diorama
