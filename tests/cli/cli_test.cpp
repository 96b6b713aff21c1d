// End-to-end: runs the real `diorama` binary on the sample projects and checks its
// JSON, its error lines and its exit codes (docs/cli.md).
#include "samples.h"
#include "temp_files.h"
#include "tool_run.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sys/wait.h>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;

struct JsonRun : ToolRun {
    Json json() const { return Json::parse(out); }
};

JsonRun run(const std::string& args) { return JsonRun{runTool(args)}; }

std::string sample(const std::string& name) { return (kSource / "projects" / name / (name + ".scene.json")).string(); }

std::vector<std::string> paths(const Json& list) {
    std::vector<std::string> out;
    for (const auto& n : list) out.push_back(n.at("path").get<std::string>());
    return out;
}

}  // namespace

TEST(Cli, ValidateEverySample) {
    for (const char* name : diorama::test::kSampleProjects) {
        auto r = run("validate " + sample(name));
        EXPECT_EQ(r.status, 0) << r.err;
        EXPECT_TRUE(r.json().at("ok").get<bool>());
        EXPECT_GT(r.json().at("nodes").get<int>(), 10);
    }
}

TEST(Cli, OrderListsGlobalZBandsAndBatches) {
    auto r = run("order " + sample("z-order"));
    ASSERT_EQ(r.status, 0) << r.err;
    const Json j = r.json();
    const auto draw = paths(j.at("draw"));
    ASSERT_FALSE(draw.empty());
    EXPECT_EQ(draw.front(), "paper");                                // global Z -10: the negative band comes first
    EXPECT_EQ(draw.back(), "global-z-not-inherited/lifted-parent");  // global Z 2
    auto pos = [&](const std::string& p) { return std::find(draw.begin(), draw.end(), p) - draw.begin(); };
    EXPECT_LT(pos("ties-by-arrival/first"), pos("ties-by-arrival/second"));
    EXPECT_LT(pos("negative-z/parent/below"), pos("negative-z/parent"));
    EXPECT_LT(pos("global-z-not-inherited/lifted-parent/child-stays-in-tree"), pos("global-z-not-inherited/sibling"));
    EXPECT_EQ(j.at("drawCalls").get<std::size_t>(), j.at("batches").size());
    std::size_t inBatches = 0;
    for (const auto& b : j.at("batches")) inBatches += b.size();
    EXPECT_EQ(inBatches, draw.size());
    const auto visit = paths(j.at("visit"));
    ASSERT_GE(visit.size(), 2u);
    EXPECT_EQ(visit[0], "");  // the root's own visit point comes before its z >= 0 children
    EXPECT_EQ(visit[1], "paper");
}

TEST(Cli, OrderBatchesTheWorldGroundIntoOneDrawCall) {
    auto r = run("order " + sample("world-1-1"));
    ASSERT_EQ(r.status, 0);
    bool found = false;
    const Json j = r.json();
    for (const auto& b : j.at("batches"))
        if (b.size() >= 60 && b.front().at("path").get<std::string>().rfind("level/ground/", 0) == 0) found = true;
    EXPECT_TRUE(found);
}

TEST(Cli, PickFollowsTouchOrder) {
    // button-b overlaps button-a and was added later: it is drawn above and touched first.
    auto r = run("pick " + sample("events") + " 370 335");
    ASSERT_EQ(r.status, 0) << r.err;
    const Json j = r.json();
    EXPECT_EQ(j.at("hit").at("path"), "back-panel/button-b");
    EXPECT_EQ(paths(j.at("stack")),
              (std::vector<std::string>{"back-panel/button-b", "back-panel/button-a", "back-panel"}));
}

TEST(Cli, PickHonoursGlobalZLockAndVisibility) {
    auto overlap = run("pick " + sample("events") + " 620 340");
    ASSERT_EQ(overlap.status, 0);
    EXPECT_EQ(overlap.json().at("hit").at("path"), "back-panel/button-c-global");
    auto locked = run("pick " + sample("events") + " 640 180");
    EXPECT_EQ(locked.json().at("hit").at("path"), "back-panel");
    auto invisible = run("pick " + sample("events") + " 330 180");
    EXPECT_EQ(invisible.json().at("hit").at("path"), "back-panel");
    auto nothing = run("pick " + sample("events") + " 5 5");
    EXPECT_TRUE(nothing.json().at("hit").is_null());
    EXPECT_TRUE(nothing.json().at("stack").empty());
}

TEST(Cli, InspectReportsTransformsAndColour) {
    auto r = run("inspect " + sample("transforms") + " anchors/anchor-0-0");
    ASSERT_EQ(r.status, 0) << r.err;
    const Json j = r.json();
    EXPECT_EQ(j.at("type"), "Sprite");
    const auto m = j.at("nodeToWorld");
    EXPECT_NEAR(m[0].get<double>(), 0.8660254, 1e-6);  // cos 30
    EXPECT_NEAR(m[1].get<double>(), -0.5, 1e-6);       // clockwise
    EXPECT_NEAR(m[4].get<double>(), 150, 1e-4);
    EXPECT_NEAR(m[5].get<double>(), 470, 1e-4);
    EXPECT_EQ(j.at("worldCorners").size(), 4u);
    EXPECT_NEAR(j.at("worldCorners")[0][0].get<double>(), 150, 1e-4);
    EXPECT_EQ(j.at("displayedColor"), Json::array({255, 120, 120}));
    EXPECT_EQ(j.at("displayedOpacity"), 255);
    EXPECT_TRUE(j.at("running").get<bool>());
    EXPECT_EQ(j.at("boundingBox").size(), 4u);
}

TEST(Cli, ConvertBothWaysWithAndWithoutAR) {
    const std::string file = sample("transforms");
    auto w = run("convert " + file + " nested-scale --to-world 10 5");
    ASSERT_EQ(w.status, 0) << w.err;
    EXPECT_EQ(w.json(), (Json{{"x", 170}, {"y", 180}}));
    auto n = run("convert " + file + " nested-scale --to-node 170 180");
    EXPECT_EQ(n.json(), (Json{{"x", 10}, {"y", 5}}));
    auto ar = run("convert " + file + " nested-scale/scaled-child --to-world 0 0 --ar");
    EXPECT_NEAR(ar.json().at("x").get<double>(), 150, 1e-4);
    EXPECT_NEAR(ar.json().at("y").get<double>(), 170, 1e-4);
}

TEST(Cli, QueryUsesCocosSyntax) {
    auto r = run("query " + sample("world-1-1") + " '//goomba.*'");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(paths(r.json().at("matches")),
              (std::vector<std::string>{"actors/enemies/goomba", "actors/enemies/goomba-behind-pipe"}));
    auto from = run("query " + sample("world-1-1") + " 'question' --from level/blocks");
    EXPECT_EQ(from.json().at("matches").size(), 3u);
    auto parent = run("query " + sample("world-1-1") + " 'pipes/..' --from level/blocks");
    EXPECT_EQ(paths(parent.json().at("matches")), (std::vector<std::string>{"level/pipes"}));
    auto bad = run("query " + sample("world-1-1") + " '['");
    EXPECT_EQ(bad.status, 1);
}

TEST(Cli, ErrorsAreFileLocationMessageWithStatus1) {
    const fs::path bad = fs::temp_directory_path() / "diorama-cli-bad.json";
    std::ofstream(bad)
        << "{\"format\": \"diorama.scene\", \"version\": 1,\n \"root\": {\"type\": \"Scene\", \"opacity\": 999}}";
    auto r = run("validate " + bad.string());
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.err.rfind(bad.string() + ": /root/opacity (line 2, column 39): ", 0), 0u) << r.err;
    EXPECT_TRUE(r.out.empty());
    auto missing = run("order /no/such/file.json");
    EXPECT_EQ(missing.status, 1);
    EXPECT_EQ(missing.err, "/no/such/file.json: /: file not found\n");
    auto path = run("inspect " + sample("events") + " no/such/node");
    EXPECT_EQ(path.status, 1);
    fs::remove(bad);
}

TEST(Cli, UsageErrorsExitWith2) {
    EXPECT_EQ(run("").status, 2);
    EXPECT_EQ(run("frobnicate x").status, 2);
    EXPECT_EQ(run("pick " + sample("events") + " 1").status, 2);
    EXPECT_EQ(run("pick " + sample("events") + " x y").status, 2);
    EXPECT_EQ(run("convert " + sample("events") + " back-panel 1 2").status, 2);
    EXPECT_EQ(run("render " + sample("events")).status, 2);
    EXPECT_EQ(run("render " + sample("events") + " -o x.png --size big").status, 2);
}

TEST(Cli, EverySubcommandHasHelp) {
    for (const char* c : {"order", "pick", "inspect", "convert", "query", "validate", "render", "fmt"}) {
        auto r = run(std::string(c) + " --help");
        EXPECT_EQ(r.status, 0) << c;
        EXPECT_NE(r.out.find("usage: diorama"), std::string::npos) << c;
    }
    auto top = run("--help");
    EXPECT_EQ(top.status, 0);
}

TEST(Cli, RenderWritesAPngOfTheRequestedSize) {
    const fs::path out = fs::temp_directory_path() / "diorama-cli-render.png";
    fs::remove(out);
    auto r = run("render " + sample("world-1-1") + " -o " + out.string() + " --size 480x320");
    ASSERT_EQ(r.status, 0) << r.err;
    std::ifstream in(out, std::ios::binary);
    std::string header(24, '\0');
    in.read(header.data(), 24);
    EXPECT_EQ(header.substr(1, 3), "PNG");
    auto be32 = [&](int at) {
        return (unsigned(std::uint8_t(header[at])) << 24) | (unsigned(std::uint8_t(header[at + 1])) << 16) |
               (unsigned(std::uint8_t(header[at + 2])) << 8) | unsigned(std::uint8_t(header[at + 3]));
    };
    EXPECT_EQ(be32(16), 480u);
    EXPECT_EQ(be32(20), 320u);
    fs::remove(out);
}

TEST(Cli, ValidateFailsOnMissingAssets) {
    const fs::path dir = fs::temp_directory_path() / "diorama-cli-assets";
    fs::create_directories(dir);
    std::ofstream(dir / "s.json") << R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene",
        "children": [{"type": "Sprite", "texture": "../escape.png"}]}})";
    auto r = run("validate " + (dir / "s.json").string());
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.err.find("/root/children/0/texture: '../escape.png' leaves the project directory"), std::string::npos)
        << r.err;
    auto order = run("order " + (dir / "s.json").string());
    EXPECT_EQ(order.status, 0);  // other commands warn and go on with a placeholder
    EXPECT_NE(order.err.find("warning"), std::string::npos);
    fs::remove_all(dir);
}

TEST(Cli, InspectListsTheRegisteredPropertiesOfTheNodesType) {
    auto r = run("inspect " + sample("gradients") + " uncompressed");
    ASSERT_EQ(r.status, 0) << r.err;
    const Json props = r.json().at("properties");
    EXPECT_EQ(r.json().at("type"), "LayerGradient");
    EXPECT_EQ(props.at("vector"), Json::array({1, 0.3}));
    EXPECT_EQ(props.at("compressedInterpolation"), false);
    EXPECT_EQ(props.at("endColor"), Json::array({0, 0, 0}));
    EXPECT_EQ(props.at("blend"), "alpha");
    EXPECT_EQ(props.at("contentSize"), Json::array({120, 120}));
    EXPECT_FALSE(props.contains("texture"));
}

TEST(Cli, ImportWritesTheSceneAndReportsWhatItDid) {
    diorama::test::TempDir dir;
    const fs::path root = dir.path / "cocosstudio";
    fs::copy(kSource / "tests/fixtures/cocostudio/cocosstudio", root, fs::copy_options::recursive);
    const fs::path out = root / "ui.scene.json";
    auto r = run("import " + (root / "ui.csd").string() + " -o " + out.string());
    ASSERT_EQ(r.status, 0) << r.err;
    const Json report = r.json();
    EXPECT_EQ(report.at("nodesByCtype").at("SpriteObjectData"), 2);
    EXPECT_EQ(report.at("placeholders"), 1);  // FooObjectData (a CheckBox is one now)
    bool lined = false;
    for (const auto& w : report.at("warnings")) lined = lined || w.at("line").get<int>() > 0;
    EXPECT_TRUE(lined);
    EXPECT_EQ(run("validate " + out.string()).status, 1);  // images/missing.png is missing, as reported
    auto inspect = run("inspect " + out.string() + " hero");
    ASSERT_EQ(inspect.status, 0) << inspect.err;
    EXPECT_EQ(inspect.json().at("worldCorners").at(0), Json::array({68, 56}));

    diorama::test::writeFile(dir.path / "bad.csd", "<GameFile><Content>\n</GameFile>\n");
    auto bad = run("import " + (dir.path / "bad.csd").string() + " -o " + (dir.path / "bad.scene.json").string());
    EXPECT_EQ(bad.status, 1);
    EXPECT_NE(bad.err.find("bad.csd: line 2"), std::string::npos) << bad.err;
    EXPECT_FALSE(fs::exists(dir.path / "bad.scene.json"));
    EXPECT_EQ(run("import " + (dir.path / "bad.csd").string()).status, 2);  // no -o

    // Names that are not UTF-8 are reported with replacement characters, not a crash.
    diorama::test::writeFile(
        dir.path / "bytes.csd",
        "<GameFile><Content ctype=\"x\"><Content><ObjectData Name=\"r\" ctype=\"GameNodeObjectData\">"
        "<Children><AbstractNodeData Name=\"n\xfe\" ctype=\"FooObjectData\" /></Children>"
        "</ObjectData></Content></Content></GameFile>\n");
    auto bytes = run("import " + (dir.path / "bytes.csd").string() + " -o " + (dir.path / "bytes.scene.json").string());
    ASSERT_EQ(bytes.status, 0) << bytes.err;
    EXPECT_NE(bytes.json().at("warnings").at(0).at("node").get<std::string>().find("\xef\xbf\xbd"), std::string::npos);
}

TEST(Cli, ImportOfAStudioProjectWritesEveryCsdOnceAndOneReport) {
    diorama::test::TempDir dir;
    fs::copy(kSource / "tests/fixtures/cocostudio/project", dir.path, fs::copy_options::recursive);
    auto r = run("import " + (dir.path / "game.ccs").string() + " -o " + (dir.path / "out").string());
    ASSERT_EQ(r.status, 0) << r.err;
    const Json report = r.json();
    ASSERT_EQ(report.at("scenes").size(), 2u);
    EXPECT_EQ(report.at("scenes").at(1).at("scene"), (dir.path / "out/scenes/main.scene.json").string());
    EXPECT_EQ(report.at("builtinImages").at("Default/Button_Normal.png"), 2);
    EXPECT_EQ(report.at("nodesByCtype").at("ProjectNodeObjectData"), 2);
    EXPECT_TRUE(report.at("errors").empty());
    auto inspect = run("inspect " + (dir.path / "out/scenes/main.scene.json").string() + " gem-a/shine");
    ASSERT_EQ(inspect.status, 0) << inspect.err;
    EXPECT_EQ(inspect.json().at("type"), "Sprite");
    // One .csd: its nested file goes to the same place below the output's folder.
    auto one = run("import " + (dir.path / "cocosstudio/scenes/main.csd").string() + " -o " +
                   (dir.path / "single/main.scene.json").string());
    ASSERT_EQ(one.status, 0) << one.err;
    EXPECT_TRUE(fs::is_regular_file(dir.path / "single/parts/deep/gem.scene.json"));
    EXPECT_EQ(run("validate " + (dir.path / "single/parts/deep/gem.scene.json").string()).status, 0);
}

TEST(Cli, ImportOutsideTheStudioProjectIsRefusedAndWritesNothing) {
    // Outside the project, the scenes could reach its images only through '..', which a
    // scene may not do: they would not load. The import says so and writes nothing.
    diorama::test::TempDir dir;
    fs::copy(kSource / "tests/fixtures/cocostudio/project", dir.path / "studio", fs::copy_options::recursive);
    diorama::test::TempDir elsewhere;
    for (const std::string& input :
         {(dir.path / "studio/game.ccs").string(), (dir.path / "studio/cocosstudio/scenes/main.csd").string()}) {
        SCOPED_TRACE(input);
        const std::string output =
            input.ends_with(".ccs") ? (elsewhere.path / "out").string() : (elsewhere.path / "main.scene.json").string();
        auto r = run("import " + input + " -o " + output);
        EXPECT_EQ(r.status, 1) << r.err;
        EXPECT_NE(r.err.find("outside the Studio project " + (dir.path / "studio").string()), std::string::npos)
            << r.err;
        EXPECT_TRUE(fs::is_empty(elsewhere.path));
    }
}

TEST(Cli, PathsGoThroughInstancesForEveryCommand) {
    const std::string file = sample("prefabs");
    auto inspect = run("inspect " + file + " level/block-3/coin");
    ASSERT_EQ(inspect.status, 0) << inspect.err;
    // block-3 at (280, 60); its coin's override puts it at (24, 100): world (304, 160).
    EXPECT_EQ(inspect.json().at("worldCorners")[0], Json::array({304, 160}));
    EXPECT_EQ(inspect.json().at("displayedColor"), Json::array({255, 60, 60}));
    auto pick = run("pick " + file + " 310 170");
    ASSERT_EQ(pick.status, 0);
    EXPECT_EQ(pick.json().at("hit").at("path"), "level/block-3/coin");
    auto order = run("order " + file);
    EXPECT_EQ(paths(order.json().at("draw")),
              (std::vector<std::string>{"sky", "level/block-1/body", "level/block-1/coin", "level/block-2/body",
                                        "level/block-2/coin", "level/block-3/body", "level/block-3/coin"}));
    auto query = run("query " + file + " //coin");
    EXPECT_EQ(query.json().at("matches").size(), 3u);
}

TEST(Cli, FramesOfOneSheetAreOneBatch) {
    auto r = run("order " + sample("sheets"));
    ASSERT_EQ(r.status, 0) << r.err;
    const Json j = r.json();
    EXPECT_EQ(j.at("drawCalls"), 8);
    EXPECT_EQ(paths(j.at("batches")[1]),
              (std::vector<std::string>{"tile", "gem", "flag", "bonus", "gem-flipped", "flag-v2"}));
}

TEST(Cli, InspectShowsATrimmedFramesUntrimmedSize) {
    auto r = run("inspect " + sample("sheets") + " gem");
    ASSERT_EQ(r.status, 0) << r.err;
    // The gem frame is 24x24 trimmed from 32x32; the sprite at (100, 170), anchor centre.
    EXPECT_EQ(r.json().at("boundingBox"), Json::array({84, 154, 32, 32}));
}

TEST(Cli, ImportReportsTheClipsTheTimelinesBecame) {
    diorama::test::TempDir dir;
    fs::copy_file(kSource / "tests/fixtures/cocostudio/timelines/hero.csd", dir.path / "hero.csd");
    auto r = run("import " + (dir.path / "hero.csd").string() + " -o " + (dir.path / "hero.scene.json").string());
    ASSERT_EQ(r.status, 0) << r.err;
    const Json clips = r.json().at("clips");
    ASSERT_EQ(clips.size(), 2u);
    EXPECT_EQ(clips.at(0), (Json{{"file", (dir.path / "hero.csd").string()},
                                 {"name", "intro"},
                                 {"length", 40},
                                 {"tracks", 8}}));  // position, scaleX, scaleY, opacity, color, visible, z, events
    EXPECT_EQ(clips.at(1).at("name"), "outro");
    EXPECT_EQ(clips.at(1).at("length"), 50);
}

TEST(Cli, AClippingNodeGroupsItsDrawingAndHidesWhatItClipsFromPicking) {
    diorama::test::TempDir dir;
    const fs::path file = dir.path / "clip.scene.json";
    std::ofstream(file) << R"({"format": "diorama.scene", "version": 1, "designSize": [200, 200],
      "root": {"type": "Scene", "id": "s", "name": "s", "children": [
        {"type": "ColorLayer", "id": "panel", "name": "panel", "position": [10, 10], "contentSize": [50, 50],
         "clippingEnabled": true, "children": [
           {"type": "ColorLayer", "id": "wide", "name": "wide", "contentSize": [150, 20], "globalZOrder": 1}]},
        {"type": "ColorLayer", "id": "after", "name": "after", "position": [0, 100], "contentSize": [10, 10]}]}})";
    auto order = run("order " + file.string());
    ASSERT_EQ(order.status, 0) << order.err;
    // "wide" sorts by its global Z inside the panel's group only.
    EXPECT_EQ(paths(order.json().at("draw")), (std::vector<std::string>{"panel", "panel/wide", "after"}));
    EXPECT_EQ(order.json().at("drawCalls"), 3);
    auto inside = run("pick " + file.string() + " 40 20");
    EXPECT_EQ(inside.json().at("hit").at("path"), "panel/wide");
    auto clipped = run("pick " + file.string() + " 100 20");
    ASSERT_EQ(clipped.status, 0) << clipped.err;
    EXPECT_TRUE(clipped.json().at("hit").is_null());
}

// Nodes print the file's own ids; a node without one gets no "id", so that a file
// without ids prints the same output on every run (the reader makes new ones each time).
TEST(Cli, OutputIsTheSameOnEveryRunAndNamesOnlyTheFilesOwnIds) {
    diorama::test::TempDir dir;
    const fs::path file = dir.path / "ids.scene.json";
    std::ofstream(file) << R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "ColorLayer", "name": "plain", "contentSize": [10, 10]},
        {"type": "ColorLayer", "id": "named", "name": "withId", "contentSize": [10, 10]}]}})";
    const auto first = run("order " + file.string());
    ASSERT_EQ(first.status, 0) << first.err;
    EXPECT_EQ(run("order " + file.string()).out, first.out);
    const Json draw = first.json().at("draw");
    ASSERT_EQ(draw.size(), 2u);
    EXPECT_FALSE(draw.at(0).contains("id")) << draw.at(0);
    EXPECT_EQ(draw.at(1).at("id"), "named");
}

// Scales that multiply past the float range give infinities, which JSON cannot hold: the
// tool says so, for the node, instead of printing null.
TEST(Cli, AResultPastTheFloatRangeIsAnErrorNotNull) {
    diorama::test::TempDir dir;
    const fs::path file = dir.path / "huge.json";
    std::ofstream(file) << R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Node", "name": "a", "scale": 1e30, "children": [
            {"type": "ColorLayer", "name": "b", "scale": 1e30, "contentSize": [1, 1]}]}]}})";
    for (const std::string& command :
         {"inspect " + file.string() + " a/b", "convert " + file.string() + " a/b --to-world 1 1"}) {
        auto r = run(command);
        EXPECT_EQ(r.status, 1) << command;
        EXPECT_TRUE(r.out.empty()) << r.out;
        EXPECT_EQ(r.err.rfind(file.string() + ": a/b: ", 0), 0u) << r.err;
        EXPECT_NE(r.err.find("not a finite number"), std::string::npos) << r.err;
    }
}

// The regex engine recurses per character; a name at the 64 KiB string limit crashed it.
TEST(Cli, QueryMatchesANameAtTheStringLimit) {
    diorama::test::TempDir dir;
    const fs::path file = dir.path / "long.json";
    std::ofstream(file) << R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Node", "name": ")"
                        << std::string(60000, 'a') << R"("}]}})";
    auto r = run("query " + file.string() + " '(a|b)*'");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.json().at("matches").size(), 1u);
}
