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

std::vector<std::string> describeImport(const StudioImport& import) {
    std::vector<std::string> lines;
    int nodes = 0;
    for (const auto& [ctype, n] : import.report.nodesByCtype) nodes += n;
    lines.push_back(std::to_string(nodes) + " nodes: " + std::to_string(import.report.imported) + " imported, " +
                    std::to_string(import.report.placeholders) + " shown as placeholder nodes; resource root " +
                    import.resourceRoot.string());
    for (const auto& [ctype, n] : import.report.nodesByCtype) lines.push_back("  " + ctype + ": " + std::to_string(n));
    // What the timelines became, so that they can be found in the Timeline's clip list.
    for (const auto& c : import.report.clips)
        lines.push_back("clip " + c.name + " (" + std::filesystem::path(c.file).filename().string() +
                        "): " + std::to_string(c.length) + " frames, " + std::to_string(c.tracks) +
                        (c.tracks == 1 ? " track" : " tracks"));
    for (const auto& w : import.report.warnings)
        lines.push_back(std::filesystem::path(w.file).filename().string() +
                        (w.line ? ":" + std::to_string(w.line) : "") + (w.node.empty() ? "" : " " + w.node) + ": " +
                        w.message);
    for (const auto& f : import.report.missingFiles) lines.push_back("missing: " + f);
    for (const auto& [image, n] : import.report.builtinImages)
        lines.push_back("Studio built-in image, not in the project (drawn as a box of the node's size): " + image +
                        " x" + std::to_string(n));
    return lines;
}

}  // namespace diorama
