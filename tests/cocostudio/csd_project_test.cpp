// Cocos Studio import of whole projects: nested files as instances of their own scenes,
// sprite-sheet frames, panels, missing and built-in images, what is kept for the
// export, and the limits a written scene must meet (tests/fixtures/cocostudio/project).
#include "diorama/cocostudio/csd_import.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/instance.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/scale9_sprite.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/node_path.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

using namespace diorama;
using namespace diorama::cocostudio;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;
const fs::path kProject = kSource / "tests/fixtures/cocostudio/project";
const fs::path kRoot = kProject / "cocosstudio";

bool warned(const ImportReport& report, const std::string& fragment) {
    return std::any_of(report.warnings.begin(), report.warnings.end(),
                       [&](const ImportWarning& w) { return w.message.find(fragment) != std::string::npos; });
}

std::string kept(const ImportResult& r, const Node& node) {
    const NodeFileRecord* record = r.file.find(node.id());
    return record ? record->unknownKeys : "";
}

// main.csd imported into `out` (the project's copy, so that its assets are inside),
// written, and read back as validate reads it.
struct Written {
    test::TempDir dir;
    fs::path root;
    ImportResult result;
    LoadResult loaded;
    Written() {
        fs::copy(kProject, dir.path, fs::copy_options::recursive);
        root = dir.path / "cocosstudio";
        ImportOptions options;
        options.outputDirectory = dir.path / "out";
        result = importCsd(root / "scenes/main.csd", options);
        EXPECT_TRUE(result.ok()) << (result.error ? result.error->format() : "");
        fs::create_directories(dir.path / "out");
        if (result.ok()) {
            const SaveResult saved = saveImport(result, dir.path / "out/main.scene.json");
            EXPECT_TRUE(saved.ok) << saved.error;
        }
        SceneContext context;
        context.projectRoot = dir.path;
        loaded = loadSceneFile(dir.path / "out/main.scene.json", context);
        EXPECT_TRUE(loaded.ok()) << (loaded.error ? loaded.error->format() : "");
    }
    Node& at(const std::string& path) {
        Node* n = loaded.ok() ? findNodeByPath(*loaded.scene, path) : nullptr;
        EXPECT_NE(n, nullptr) << path;
        return n ? *n : *loaded.scene;
    }
};

}  // namespace

TEST(CsdProject, ANestedFileIsImportedOnceIntoItsOwnSceneAtItsPathBelowTheRoot) {
    Written w;
    ASSERT_EQ(w.result.nested.size(), 1u);  // two ProjectNodes, one file
    EXPECT_EQ(w.result.nested[0].output, w.dir.path / "out/parts/deep/gem.scene.json");
    EXPECT_TRUE(fs::is_regular_file(w.dir.path / "out/parts/deep/gem.scene.json"));
    auto& a = static_cast<Instance&>(w.at("gem-a"));
    EXPECT_EQ(a.typeName(), "Instance");
    EXPECT_EQ(a.source(), "parts/deep/gem.scene.json");
    EXPECT_EQ(w.at("gem-b").typeName(), "Instance");
}

TEST(CsdProject, AProjectNodesPropertiesAreTheInstancesAndFrameZeroIsAnOverride) {
    Written w;
    Node& a = w.at("gem-a");
    EXPECT_EQ(a.tag(), 25);  // the ProjectNode's, not the nested root's 500
    EXPECT_EQ(a.position(), (Vec2{50, 60}));
    EXPECT_EQ(a.scaleX(), 2.0f);
    EXPECT_EQ(a.contentSize(), (Size{0, 0}));  // the ProjectNode's Size, not the design size
    Node& shine = w.at("gem-a/shine");
    EXPECT_EQ(shine.position(), (Vec2{11, 12}));  // frame 0, not the static (1, 1)
    EXPECT_EQ(shine.opacity(), 40);
    EXPECT_EQ(static_cast<Sprite&>(shine).spriteFrameName(), "flag.png");  // its FileData timeline at frame 0
    EXPECT_EQ(static_cast<Sprite&>(shine).atlasPath(), "../cocosstudio/sheets/sheet.plist");  // from main's folder
    EXPECT_EQ(w.at("gem-b/shine").position(), (Vec2{11, 12}));
    // The nested scene itself keeps its static values, and its root's custom class.
    SceneContext context;
    context.projectRoot = w.dir.path;
    LoadResult gem = loadSceneFile(w.dir.path / "out/parts/deep/gem.scene.json", context);
    ASSERT_TRUE(gem.ok()) << gem.error->format();
    EXPECT_EQ(findNodeByPath(*gem.scene, "shine")->position(), (Vec2{1, 1}));
    EXPECT_EQ(static_cast<Sprite*>(findNodeByPath(*gem.scene, "shine"))->spriteFrameName(), "gem.png");
    EXPECT_NE(gem.file.find(gem.scene->id())->unknownKeys.find("\"CustomClassName\":\"Gem\""), std::string::npos);
}

TEST(CsdProject, ASpriteSheetFrameGivesASpriteWithItsAtlasAndFrame) {
    Written w;
    auto& sprite = static_cast<Sprite&>(w.at("frame-sprite"));
    EXPECT_EQ(sprite.atlasPath(), "../cocosstudio/sheets/sheet.plist");
    EXPECT_EQ(sprite.spriteFrameName(), "tile.png");
    EXPECT_EQ(sprite.contentSize(), (Size{32, 32}));  // the frame's, as setSpriteFrame gives
    auto& view = static_cast<Scale9Sprite&>(w.at("frame-view"));
    EXPECT_EQ(view.typeName(), "Scale9Sprite");
    EXPECT_EQ(view.spriteFrameName(), "gem.png");
    EXPECT_EQ(view.contentSize(), (Size{100, 40}));  // a widget stretches to its Size
    EXPECT_FALSE(warned(w.result.report, "atlases are not imported"));
}

TEST(CsdProject, APanelsBackgroundAlphaNeverFadesItsChildren) {
    Written w;
    Node& page = w.at("page");
    EXPECT_EQ(page.typeName(), "Node");
    EXPECT_EQ(page.opacity(), 102);  // Alpha
    Node& colour = w.at("page/background-colour");
    EXPECT_EQ(colour.typeName(), "ColorLayer");
    EXPECT_EQ(colour.localZOrder(), -2);  // ui::Layout's protected colour renderer
    EXPECT_EQ(colour.opacity(), 0);       // BackColorAlpha
    EXPECT_EQ(colour.color(), (Color3B{10, 20, 30}));
    EXPECT_EQ(colour.contentSize(), (Size{200, 100}));
    Node& image = w.at("page/background-image");
    EXPECT_EQ(image.localZOrder(), -1);
    EXPECT_EQ(image.contentSize(), (Size{32, 32}));  // not sliced: the image's size, centred
    EXPECT_EQ(image.position(), (Vec2{100, 50}));
    // What cocos shows: the child at the Panel's opacity, whatever the background's.
    EXPECT_EQ(w.at("page/title").displayedOpacity(), 102);
    EXPECT_EQ(colour.displayedOpacity(), 0);
}

TEST(CsdProject, WidgetsKeepStudiosSizeWhenTheirImageIsMissing) {
    Written w;
    EXPECT_EQ(w.at("lost-view").contentSize(), (Size{64, 48}));
    EXPECT_EQ(w.at("lost-button").contentSize(), (Size{90, 30}));
    EXPECT_EQ(w.at("field").contentSize(), (Size{120, 30}));
    const auto& missing = w.result.report.missingFiles;
    EXPECT_NE(std::find(missing.begin(), missing.end(), "images/lost.png"), missing.end());
    EXPECT_NE(std::find(missing.begin(), missing.end(), "images/lost-button.png"), missing.end());
}

TEST(CsdProject, StudioBuiltInImagesAreSizedPlaceholdersWithOneReportLine) {
    Written w;
    auto& button = static_cast<Sprite&>(w.at("default-1"));
    EXPECT_EQ(button.contentSize(), (Size{46, 36}));
    EXPECT_TRUE(button.texturePath().empty());  // never in the project: nothing to look for
    EXPECT_EQ(w.result.report.builtinImages.at("Default/Button_Normal.png"), 2);
    // Every built-in image a node names counts, shown or not: the game needs the pressed
    // image too.
    EXPECT_EQ(w.result.report.builtinImages.at("Default/Button_Press.png"), 1);
    EXPECT_FALSE(warned(w.result.report, "Default/Button_Normal.png"));
    // Its image is kept for the export.
    EXPECT_NE(kept(w.result, *findNodeByPath(*w.result.scene, "default-1")).find("Default/Button_Press.png"),
              std::string::npos);
}

TEST(CsdProject, EveryWidgetKeepsItsCtypeMetadataAndOptionsForTheExport) {
    Written w;
    const std::string page = kept(w.result, *findNodeByPath(*w.result.scene, "page"));
    for (const char* fragment :
         {"\"ctype\":\"PanelObjectData\"", "\"ActionTag\":\"5\"", "\"Tag\":\"5\"", "\"TouchEnable\":\"True\"",
          "\"UserData\":\"page-1\"", "\"BackColorAlpha\":\"0\"", "\"ComboBoxIndex\":\"1\"",
          "\"elements\":{\"SingleColor\":{\"A\":\"255\",\"R\":\"10\",\"G\":\"20\",\"B\":\"30\"}"})
        EXPECT_NE(page.find(fragment), std::string::npos) << fragment << " in " << page;
    const std::string text = kept(w.result, *findNodeByPath(*w.result.scene, "page/title"));
    EXPECT_NE(text.find("\"LabelText\":\"Hi\""), std::string::npos) << text;
    EXPECT_NE(text.find("\"FontResource\""), std::string::npos) << text;
    const std::string button = kept(w.result, *findNodeByPath(*w.result.scene, "lost-button"));
    EXPECT_NE(button.find("\"CallBackName\":\"onOk\""), std::string::npos) << button;
    EXPECT_NE(button.find("\"ButtonText\":\"OK\""), std::string::npos) << button;
    const std::string sprite = kept(w.result, *findNodeByPath(*w.result.scene, "frame-sprite"));
    EXPECT_NE(sprite.find("\"ctype\":\"SpriteObjectData\""), std::string::npos) << sprite;
    EXPECT_NE(sprite.find("\"Tag\":\"3\""), std::string::npos) << sprite;
    EXPECT_NE(sprite.find("\"FileData\":{\"Type\":\"PlistSubImage\""), std::string::npos) << sprite;
    // The background is marked, so that the export writes it back as the Panel's options.
    EXPECT_NE(kept(w.result, *findNodeByPath(*w.result.scene, "page/background-colour")).find("panelBackground"),
              std::string::npos);
}

// Issue 32, item 12: a font outside the resource root is refused with a warning.
TEST(CsdProject, AFontOutsideTheResourceRootIsWarnedAbout) {
    Written w;
    EXPECT_TRUE(warned(w.result.report, "font '../fonts/outside.ttf' is not a file inside the resource root"));
}

// Issue 32, item 13: whether a file outside the root exists never shows in the report.
TEST(CsdProject, PathsOutsideTheRootGetOneMessageWhetherTheFileExistsOrNot) {
    Written w;
    auto messageFor = [&](const std::string& node) {
        for (const ImportWarning& warning : w.result.report.warnings)
            if (warning.node == node) return warning.message;
        return std::string("no warning");
    };
    const std::string existing = messageFor("outside-image"), missing = messageFor("outside-missing");
    EXPECT_NE(existing, "no warning");
    EXPECT_EQ(existing.substr(0, existing.find('\'')), missing.substr(0, missing.find('\'')));
    EXPECT_EQ(existing.substr(existing.rfind('\'')), missing.substr(missing.rfind('\'')));
}

TEST(CsdProject, AProjectFolderOrItsCcsImportsEveryCsdOnce) {
    test::TempDir dir;
    fs::copy(kProject, dir.path, fs::copy_options::recursive);
    EXPECT_EQ(projectResourceRoot(dir.path / "game.ccs"), dir.path / "cocosstudio");
    EXPECT_EQ(projectResourceRoot(dir.path / "cocosstudio"), dir.path / "cocosstudio");
    ImportOptions options;
    options.outputDirectory = dir.path / "out";
    ProjectImport project = importProject(projectResourceRoot(dir.path / "game.ccs"), options);
    ASSERT_TRUE(project.errors.empty()) << project.errors.front().format();
    ASSERT_EQ(project.scenes.size(), 2u);  // gem.csd once, although main.csd names it twice
    EXPECT_EQ(project.scenes[0].output, dir.path / "out/parts/deep/gem.scene.json");
    EXPECT_EQ(project.scenes[1].output, dir.path / "out/scenes/main.scene.json");
    ASSERT_TRUE(saveProject(project, dir.path / "out").ok);
    EXPECT_TRUE(fs::is_regular_file(dir.path / "diorama.project.json"));  // the .ccs folder: images reachable
    SceneContext context;
    context.projectRoot = dir.path;
    LoadResult main = loadSceneFile(dir.path / "out/scenes/main.scene.json", context);
    ASSERT_TRUE(main.ok()) << main.error->format();
    EXPECT_EQ(static_cast<Instance*>(findNodeByPath(*main.scene, "gem-a"))->source(), "../parts/deep/gem.scene.json");
    EXPECT_EQ(findNodeByPath(*main.scene, "gem-a/shine")->position(), (Vec2{11, 12}));
}

// Issue 32, item 5: a file whose timelines or kept text exceed a scene file's string
// limit gave a scene that validate refused.
TEST(CsdProject, WhatImportWritesAlwaysLoads) {
    test::TempDir dir;
    std::string timelines;
    for (int i = 0; i < 300; ++i)
        timelines += "<Timeline ActionTag=\"" + std::to_string(i) +
                     "\" Property=\"Position\"><PointFrame FrameIndex=\"0\" X=\"1.0000\" Y=\"2.0000\" />"
                     "<PointFrame FrameIndex=\"60\" X=\"3.0000\" Y=\"4.0000\" /></Timeline>";
    test::writeFile(dir.path / "busy.csd",
                    "<GameFile><Content ctype=\"x\"><Content><Animation Duration=\"60\">" + timelines +
                        "</Animation><ObjectData Name=\"r\" ctype=\"GameNodeObjectData\"><Size X=\"10\" Y=\"10\" />"
                        "</ObjectData></Content></Content></GameFile>\n");
    ImportResult busy = importCsd(dir.path / "busy.csd");
    ASSERT_TRUE(busy.ok()) << busy.error->format();
    ASSERT_TRUE(saveImport(busy, dir.path / "busy.scene.json").ok);
    EXPECT_FALSE(fs::exists(dir.path / "diorama.project.json"));  // not a Studio project: nothing around it
    LoadResult reread = loadSceneFile(dir.path / "busy.scene.json", SceneContext{});
    EXPECT_TRUE(reread.ok()) << reread.error->format();

    test::writeFile(
        dir.path / "huge.csd",
        "<GameFile><Content ctype=\"x\"><Content><ObjectData Name=\"r\" ctype=\"GameNodeObjectData\">\n"
        "<Children>\n<AbstractNodeData Name=\"n\" UserData=\"" +
            std::string(1 << 20, 'u') +
            "\" ctype=\"SingleNodeObjectData\" />\n</Children></ObjectData></Content></Content></GameFile>\n");
    ImportResult huge = importCsd(dir.path / "huge.csd");
    ASSERT_FALSE(huge.ok());  // refused with its line, nothing to write
    EXPECT_EQ(huge.error->line, 3);
    EXPECT_NE(huge.error->message.find("UserData"), std::string::npos) << huge.error->message;
}

// Issue 32, item 16: an XML error is located where it is, not at line 1, column 0.
TEST(CsdProject, XmlErrorsGiveTheirRealLineAndColumn) {
    test::TempDir dir;
    test::writeFile(dir.path / "bad.csd", "<GameFile>\n  <Content ctype=\"x\">\n    <Content a=\"1\" a=\"2\">\n");
    ImportResult bad = importCsd(dir.path / "bad.csd");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error->line, 3);
    EXPECT_GT(bad.error->column, 1);
    test::writeFile(dir.path / "unclosed.csd", "<GameFile>\n  <Content ctype=\"x\">\n    <Content>\n");
    ImportResult unclosed = importCsd(dir.path / "unclosed.csd");
    ASSERT_FALSE(unclosed.ok());
    EXPECT_GT(unclosed.error->line, 1);
    // Errors about an element point at the element, column included.
    test::writeFile(dir.path / "page.csd", "<html>\n  <body/></html>\n");
    ImportResult page = importCsd(dir.path / "page.csd");
    ASSERT_FALSE(page.ok());
    EXPECT_EQ(page.error->format().find("column 0"), std::string::npos) << page.error->format();
    test::writeFile(dir.path / "absurd.csd",
                    "<GameFile><Content ctype=\"x\"><Content>\n<ObjectData Name=\"r\" ctype=\"GameNodeObjectData\">\n"
                    "  <Size X=\"1e40\" Y=\"3\" />\n</ObjectData></Content></Content></GameFile>\n");
    ImportResult absurd = importCsd(dir.path / "absurd.csd");
    ASSERT_FALSE(absurd.ok());
    EXPECT_EQ(absurd.error->line, 3);
    EXPECT_EQ(absurd.error->column, 3);
}

namespace {

std::string csdNaming(const std::vector<std::string>& nested, int extraNodes = 0) {
    std::string children;
    for (const std::string& file : nested)
        children += "<AbstractNodeData Name=\"" + fs::path(file).stem().string() +
                    "\" ctype=\"ProjectNodeObjectData\"><FileData Type=\"Normal\" Path=\"" + file +
                    "\" /></AbstractNodeData>\n";
    for (int i = 0; i < extraNodes; ++i) children += "<AbstractNodeData ctype=\"SingleNodeObjectData\" />\n";
    return "<GameFile><Content ctype=\"x\"><Content><ObjectData Name=\"r\" "
           "ctype=\"GameNodeObjectData\">\n<Children>\n" +
           children + "</Children></ObjectData></Content></Content></GameFile>\n";
}

}  // namespace

TEST(CsdProject, NestedFilesDeeperThanTheLimitBecomeEmptyNodes) {
    test::TempDir dir;
    const fs::path root = dir.path / "cocosstudio";
    fs::create_directories(root);
    for (int i = 0; i < 20; ++i)
        test::writeFile(root / ("level" + std::to_string(i) + ".csd"),
                        csdNaming(i < 19 ? std::vector<std::string>{"level" + std::to_string(i + 1) + ".csd"}
                                         : std::vector<std::string>{}));
    ImportOptions options;
    options.maxNesting = 4;
    ImportResult r = importCsd(root / "level0.csd", options);
    ASSERT_TRUE(r.ok()) << r.error->format();
    EXPECT_EQ(r.nested.size(), 4u);  // level1 .. level4; level4 names level5, one level too deep
    EXPECT_TRUE(warned(r.report, "nested files deeper than 4 levels"));
}

TEST(CsdProject, NodeLimitsCountThroughNestedFilesAsTheSceneReaderDoes) {
    test::TempDir dir;
    const fs::path root = dir.path / "cocosstudio";
    fs::create_directories(root);
    test::writeFile(root / "part.csd", csdNaming({}, 3));
    test::writeFile(root / "main.csd", csdNaming({"part.csd", "part.csd", "part.csd"}));
    ImportOptions options;
    options.context.limits.maxNodes = 12;  // the root, 3 instances and 3 x 3 nodes through them: 13
    ImportResult r = importCsd(root / "main.csd", options);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->message.find("counted through nested files"), std::string::npos) << r.error->format();
    options.context.limits.maxNodes = 13;
    ImportResult fits = importCsd(root / "main.csd", options);
    ASSERT_TRUE(fits.ok()) << fits.error->format();
    ASSERT_TRUE(saveImport(fits, root / "main.scene.json").ok);
    SceneContext context;
    context.limits.maxNodes = 13;
    LoadResult loaded = loadSceneFile(root / "main.scene.json", context);
    EXPECT_TRUE(loaded.ok()) << loaded.error->format();  // the reader counts the same
    context.limits.maxNodes = 12;
    EXPECT_FALSE(loadSceneFile(root / "main.scene.json", context).ok());
}

TEST(CsdProject, DepthLimitsCountThroughNestedFilesAsTheSceneReaderDoes) {
    test::TempDir dir;
    const fs::path root = dir.path / "cocosstudio";
    fs::create_directories(root);
    std::string chain;  // 4 levels below the part's root
    for (int i = 0; i < 4; ++i) chain += "<Children><AbstractNodeData ctype=\"SingleNodeObjectData\">";
    for (int i = 0; i < 4; ++i) chain += "</AbstractNodeData></Children>";
    test::writeFile(root / "part.csd", "<GameFile><Content ctype=\"x\"><Content><ObjectData Name=\"r\">" + chain +
                                           "</ObjectData></Content></Content></GameFile>\n");
    test::writeFile(root / "main.csd", csdNaming({"part.csd"}));  // the instance at level 1: 5 in all
    ImportOptions options;
    options.context.limits.maxTreeDepth = 4;
    ImportResult deep = importCsd(root / "main.csd", options);
    ASSERT_FALSE(deep.ok());
    EXPECT_NE(deep.error->message.find("depth limit"), std::string::npos) << deep.error->format();
    options.context.limits.maxTreeDepth = 5;
    ImportResult fits = importCsd(root / "main.csd", options);
    ASSERT_TRUE(fits.ok()) << fits.error->format();
    ASSERT_TRUE(saveImport(fits, root / "main.scene.json").ok);
    SceneContext context;
    context.limits.maxTreeDepth = 5;
    LoadResult loaded = loadSceneFile(root / "main.scene.json", context);
    EXPECT_TRUE(loaded.ok()) << loaded.error->format();
    context.limits.maxTreeDepth = 4;
    EXPECT_FALSE(loadSceneFile(root / "main.scene.json", context).ok());
}
