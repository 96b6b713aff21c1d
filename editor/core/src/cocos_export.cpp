#include "diorama/editor/cocos_export.h"

#include <algorithm>

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

// The notes are grouped by what they say: a tryout read "24 things cocos cannot represent"
// as a failed export when 20 were one notice (labels in the default font) on 20 nodes.
std::vector<std::string> describeExport(const cocostudio::ExportResult& result) {
    std::vector<std::string> lines;
    if (!result.ok()) {
        lines.push_back(result.error->format());
        return lines;
    }
    const auto& report = result.report;
    struct Group {
        std::string file, what, why;
        std::vector<std::string> nodes;
    };
    std::vector<Group> groups;
    for (const cocostudio::ExportIssue& i : report.unrepresentable) {
        const std::string file = fs::path(i.file).filename().string();
        auto group = std::find_if(groups.begin(), groups.end(),
                                  [&](const Group& g) { return g.file == file && g.what == i.what && g.why == i.why; });
        if (group == groups.end()) group = groups.insert(groups.end(), Group{file, i.what, i.why, {}});
        group->nodes.push_back(i.node.empty() ? "(root)" : i.node);
    }
    int nodes = 0;
    for (const auto& [name, n] : report.nodesByClass) nodes += n;
    const std::size_t files = report.filesWritten.size(), notes = report.unrepresentable.size();
    std::string head =
        std::to_string(files) + (files == 1 ? " file" : " files") + " written, " + std::to_string(nodes) + " nodes";
    if (notes == 0)
        head += "; nothing that cocos shows differently";
    else
        head += "; " + std::to_string(notes) + (notes == 1 ? " note" : " notes") + " of " +
                std::to_string(groups.size()) + (groups.size() == 1 ? " kind" : " kinds") +
                " on what cocos shows differently";
    lines.push_back(std::move(head));
    for (const std::string& f : report.filesWritten) lines.push_back("wrote " + f);
    for (const auto& [name, n] : report.nodesByClass) lines.push_back("  " + name + ": " + std::to_string(n));
    constexpr std::size_t kNamed = 6;
    for (const Group& g : groups) {
        std::string who;
        for (std::size_t k = 0; k < std::min(g.nodes.size(), kNamed); ++k) who += (k ? ", " : "") + g.nodes[k];
        if (g.nodes.size() > kNamed) who += " and " + std::to_string(g.nodes.size() - kNamed) + " more";
        lines.push_back(g.file + " " + g.what + " of " +
                        (g.nodes.size() == 1 ? who : std::to_string(g.nodes.size()) + " nodes (" + who + ")") + ": " +
                        g.why);
    }
    return lines;
}

}  // namespace diorama
