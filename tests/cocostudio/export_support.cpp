#include "export_support.h"

#include "diorama/cocostudio/csd_import.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <regex>

namespace diorama::test {

namespace fs = std::filesystem;
using namespace diorama::cocostudio;

std::vector<std::uint8_t> bytesOf(const fs::path& p) {
    const std::string text = readFile(p);
    return {text.begin(), text.end()};
}

bool Exported::reported(const std::string& node, const std::string& what) const {
    const auto& issues = result.report.unrepresentable;
    return std::any_of(issues.begin(), issues.end(),
                       [&](const ExportIssue& i) { return i.node == node && i.what == what; });
}

std::vector<std::string> Exported::reportedStartingWith(const std::string& prefix) const {
    std::vector<std::string> out;
    for (const auto& issue : result.report.unrepresentable)
        if (issue.what.rfind(prefix, 0) == 0) out.push_back(issue.node + " " + issue.what);
    return out;
}

Exported exportTo(const fs::path& scene, const fs::path& out, std::optional<fs::path> root) {
    ExportOptions options;
    options.output = out;
    options.resourceRoot = root;
    Exported e{exportScene(scene, options), {}};
    EXPECT_TRUE(e.result.ok()) << (e.result.error ? e.result.error->format() : "");
    if (e.result.ok()) e.bytes = bytesOf(out);
    return e;
}

const csb::WidgetOptions* widgetOf(const csb::NodeTree* n) {
    // Every class table but the root's starts with its WidgetOptions.
    const auto* table = reinterpret_cast<const flatbuffers::Table*>(n->options()->data());
    if (n->classname()->str() == "Node") return reinterpret_cast<const csb::WidgetOptions*>(table);
    return table->GetPointer<const csb::WidgetOptions*>(4);
}

const csb::NodeTree* child(const csb::NodeTree* n, const std::string& name) {
    for (const csb::NodeTree* c : *n->children())
        if (widgetOf(c)->name()->str() == name) return c;
    ADD_FAILURE() << "no child " << name;
    return nullptr;
}

fs::path importFixture(const TempDir& dir, const std::string& csd) {
    fs::copy(kStudioFixtures, dir.path / "cocosstudio", fs::copy_options::recursive);
    const fs::path root = dir.path / "cocosstudio";
    ImportOptions options;
    options.outputDirectory = root;
    ImportResult imported = importCsd(root / csd, options);
    EXPECT_TRUE(imported.ok()) << (imported.error ? imported.error->format() : "");
    const fs::path scene = root / (fs::path(csd).stem().string() + ".scene.json");
    EXPECT_TRUE(saveSceneFile(*imported.scene, imported.file, scene).ok);
    return scene;
}

std::string withoutIds(const std::string& text) {
    const std::string noIds = std::regex_replace(text, std::regex(R"("id": "[^"]*",?\n?\s*)"), "");
    return std::regex_replace(noIds, std::regex(R"("node": "[^"]*")"), R"("node": "")");  // clip tracks name them
}

std::string importToText(const fs::path& csd, const fs::path& root) {
    ImportOptions options;
    options.resourceRoot = root;
    options.outputDirectory = root;
    ImportResult r = importCsd(csd, options);
    EXPECT_TRUE(r.ok()) << (r.error ? r.error->format() : "");
    return r.ok() ? saveSceneToString(*r.scene, r.file) : "";
}

void expectCsdRoundTrip(const fs::path& csd, const fs::path& root) {
    SCOPED_TRACE(csd.filename().string());
    const std::string first = importToText(csd, root);
    const fs::path scene = root / "round-trip.scene.json";
    writeFile(scene, first);
    ExportOptions options;
    options.output = root / "round-trip.csd";
    options.resourceRoot = root;
    const ExportResult exported = exportScene(scene, options);
    ASSERT_TRUE(exported.ok()) << exported.error->format();
    const std::string second = importToText(root / "round-trip.csd", root);
    EXPECT_EQ(withoutIds(first), withoutIds(second));
}

}  // namespace diorama::test
