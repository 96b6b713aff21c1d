// `diorama export SCENE -o OUT.csb|OUT.csd [--resource-root DIR]` (docs/cli.md,
// docs/cocos-export.md): prints the export report as JSON.
#include "commands.h"
#include "diorama/cocostudio/export.h"
#include "json_output.h"

#include <iostream>

namespace diorama::cli {

int runExport(const std::vector<std::string>& raw) {
    std::string scene, out, root;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const std::string& s = raw[i];
        if (s == "-o" || s == "--resource-root") {
            if (i + 1 >= raw.size()) throw UsageError{s + " needs a value"};
            (s == "-o" ? out : root) = raw[++i];
        } else if (s.size() > 1 && s[0] == '-') {
            throw UsageError{"unknown option " + s};
        } else if (scene.empty()) {
            scene = s;
        } else {
            throw UsageError{"expected one SCENE"};
        }
    }
    if (scene.empty()) throw UsageError{"expected SCENE"};
    if (out.empty()) throw UsageError{"missing -o OUT.csb (or OUT.csd)"};
    if (!cocostudio::exportFormatOf(out)) throw UsageError{"-o must name a .csb or a .csd file"};
    cocostudio::ExportOptions options;
    options.output = out;
    if (!root.empty()) options.resourceRoot = root;
    const cocostudio::ExportResult r = cocostudio::exportScene(scene, options);
    if (!r.ok()) {
        std::cerr << r.error->format() << "\n";
        return 1;
    }
    for (const cocostudio::ExportAssetProblem& p : r.report.assetProblems)
        printAssetProblems(p.file, {p.problem}, true);
    Json report = Json::object();
    report["filesWritten"] = r.report.filesWritten;
    Json classes = Json::object();
    for (const auto& [name, n] : r.report.nodesByClass) classes[name] = n;
    report["nodesByClass"] = std::move(classes);
    Json issues = Json::array();
    for (const cocostudio::ExportIssue& i : r.report.unrepresentable) {
        Json j = Json::object();
        j["file"] = i.file;
        j["node"] = i.node;
        j["what"] = i.what;
        j["why"] = i.why;
        issues.push_back(std::move(j));
    }
    report["unrepresentable"] = std::move(issues);
    std::cout << report.dump(2, ' ', false, Json::error_handler_t::replace) << "\n";
    return 0;
}

}  // namespace diorama::cli
