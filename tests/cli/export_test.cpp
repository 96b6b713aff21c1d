// `diorama export`: the report on stdout, errors as FILE: LOCATION: message, usage
// errors with status 2, and nothing written when the scene cannot be read.
#include "temp_files.h"
#include "tool_run.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;

}  // namespace

TEST(CliExport, PrefabsExportWithTheirNestedSceneAndAReport) {
    diorama::test::TempDir dir;
    const fs::path scene = kSource / "projects/prefabs/prefabs.scene.json";
    const ToolRun r = runTool("export " + scene.string() + " -o " + (dir.path / "prefabs.csb").string() +
                              " --resource-root " + scene.parent_path().string());
    ASSERT_EQ(r.status, 0) << r.err;
    const Json report = Json::parse(r.out);
    EXPECT_EQ(report.at("filesWritten"),
              Json::array({(dir.path / "prefabs.csb").string(), (dir.path / "block.csb").string()}));
    EXPECT_EQ(report.at("nodesByClass").at("ProjectNode"), 3);
    EXPECT_TRUE(fs::exists(dir.path / "block.csb"));
    // block-3's coin overrides its source: cocos cannot show that, so it is named.
    bool named = false;
    for (const Json& i : report.at("unrepresentable"))
        named = named || (i.at("node") == "level/block-3/coin" && i.at("what") == "position" &&
                          !i.at("why").get<std::string>().empty() && i.at("file") == scene.string());
    EXPECT_TRUE(named) << r.out;
}

TEST(CliExport, WritesACsdThatImportsBack) {
    diorama::test::TempDir dir;
    const fs::path scene = kSource / "projects/sheets/sheets.scene.json";
    const ToolRun r = runTool("export " + scene.string() + " -o " + (dir.path / "sheets.csd").string() +
                              " --resource-root " + scene.parent_path().string());
    ASSERT_EQ(r.status, 0) << r.err;
    const std::string csd = diorama::test::readFile(dir.path / "sheets.csd");
    EXPECT_NE(csd.find("ctype=\"GameNodeObjectData\""), std::string::npos);
    EXPECT_NE(csd.find("Type=\"PlistSubImage\""), std::string::npos);
    const ToolRun back = runTool("import " + (dir.path / "sheets.csd").string() + " -o " +
                                 (dir.path / "back.scene.json").string() + " --resource-root " + dir.path.string());
    EXPECT_EQ(back.status, 0) << back.err;
}

TEST(CliExport, ErrorsNameTheFileAndWriteNothing) {
    diorama::test::TempDir dir;
    diorama::test::writeFile(dir.path / "bad.scene.json",
                             "{\"format\": \"diorama.scene\", \"version\": 1,\n \"root\": 3}");
    const ToolRun bad =
        runTool("export " + (dir.path / "bad.scene.json").string() + " -o " + (dir.path / "out/bad.csb").string());
    EXPECT_EQ(bad.status, 1);
    EXPECT_EQ(bad.err.rfind((dir.path / "bad.scene.json").string() + ": ", 0), 0u) << bad.err;
    EXPECT_FALSE(fs::exists(dir.path / "out"));
    EXPECT_EQ(runTool("export " + (dir.path / "bad.scene.json").string()).status, 2);  // no -o
    EXPECT_EQ(runTool("export x.scene.json -o out.png").status, 2);
    EXPECT_EQ(runTool("export x.scene.json -o out.csb --what").status, 2);
    const ToolRun missing =
        runTool("export " + (dir.path / "none.scene.json").string() + " -o " + (dir.path / "none.csb").string());
    EXPECT_EQ(missing.status, 1);
    EXPECT_FALSE(fs::exists(dir.path / "none.csb"));
}

// A font or image that is there but broken warns as every other command warns about
// assets (docs/cli.md): the export still writes, and the game would show nothing there.
TEST(CliExport, AnAssetThatExistsButCannotBeReadIsWarnedAbout) {
    diorama::test::TempDir dir;
    diorama::test::writeFile((dir.path / "broken.fnt").string(), "info face=\"x\"\nthis is not a font\n");
    diorama::test::writeFile((dir.path / "broken.png").string(), "not a png");
    const std::string scene = (dir.path / "broken.scene.json").string();
    diorama::test::writeFile(scene, R"({"format": "diorama.scene", "version": 1, "designSize": [64, 64],
  "root": {"type": "Scene", "children": [
    {"type": "TextBMFont", "name": "score", "fntFile": "broken.fnt", "text": "12"},
    {"type": "Sprite", "name": "hero", "texture": "broken.png"}]}}
)");
    const ToolRun r = runTool("export " + scene + " -o " + (dir.path / "out.csb").string());
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(fs::exists(dir.path / "out.csb"));
    EXPECT_NE(r.err.find(scene + ": /root/children/0/fntFile: warning: "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(scene + ": /root/children/1/texture: warning: "), std::string::npos) << r.err;
}
