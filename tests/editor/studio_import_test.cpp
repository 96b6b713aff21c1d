// File > Import Cocos Studio in the editor core: the result is a new, unsaved document
// whose assets resolve from the Studio resource root.
#include "diorama/editor/studio_import.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace diorama;

namespace {
const std::filesystem::path kFixtures =
    std::filesystem::path(DIORAMA_SOURCE_DIR) / "tests/fixtures/cocostudio/cocosstudio";
}

TEST(StudioImport, OpensAsAnUntitledUnsavedDocumentWithItsImagesLoaded) {
    StudioImport imported = importStudioScene(kFixtures / "ui.csd");
    ASSERT_TRUE(imported.opened.document) << imported.opened.error->format();
    Document& doc = *imported.opened.document;
    EXPECT_FALSE(doc.hasPath());
    EXPECT_TRUE(doc.isDirty());
    EXPECT_EQ(doc.baseDirectory(), kFixtures);
    auto* hero = static_cast<Sprite*>(findNodeByPath(doc.scene(), "hero"));
    ASSERT_NE(hero, nullptr);
    EXPECT_NE(hero->texture(), TextureStore::kPlaceholder);
    EXPECT_EQ(hero->contentSize(), (Size{32, 32}));
    const auto lines = describeImport(imported);
    ASSERT_FALSE(lines.empty());
    EXPECT_NE(lines.front().find("imported"), std::string::npos);
    EXPECT_NE(std::find_if(lines.begin(), lines.end(), [](const std::string& l) { return l.rfind("ui.csd:", 0) == 0; }),
              lines.end());
}

TEST(StudioImport, AnUnreadableFileOpensNothingAndSaysWhy) {
    StudioImport imported = importStudioScene(kFixtures / "images/hero.png");
    EXPECT_FALSE(imported.opened.document);
    ASSERT_TRUE(imported.opened.error);
    EXPECT_NE(imported.opened.error->format().find("hero.png"), std::string::npos);
}

TEST(StudioImport, SaveAsProposesTheCsdsNameInTheResourceRoot) {
    StudioImport imported = importStudioScene(kFixtures / "parts/part.csd");
    ASSERT_TRUE(imported.opened.document) << imported.opened.error->format();
    EXPECT_EQ(imported.opened.document->suggestedSavePath(), kFixtures / "part.scene.json");
    // Its tab says so too: two imports were both "untitled" (a tryout).
    EXPECT_EQ(imported.opened.document->displayName(), "part.scene.json (not saved)");
}

TEST(StudioImport, ANewDocumentProposesUntitledAndASavedOneItsOwnPath) {
    Document untitled;
    untitled.setUntitledDirectory(kFixtures);
    EXPECT_EQ(untitled.suggestedSavePath(), kFixtures / "untitled.scene.json");
    // Without a folder of its own only the name: the dialog starts where the user last was.
    EXPECT_EQ(Document().suggestedSavePath(), std::filesystem::path("untitled.scene.json"));
    EXPECT_EQ(untitled.displayName(), "untitled");
}

TEST(StudioImport, TheReportNamesTheClipsTheTimelinesBecame) {
    const std::filesystem::path hero =
        std::filesystem::path(DIORAMA_SOURCE_DIR) / "tests/fixtures/cocostudio/timelines/hero.csd";
    StudioImport imported = importStudioScene(hero);
    ASSERT_TRUE(imported.opened.document) << imported.opened.error->format();
    const auto lines = describeImport(imported);
    EXPECT_NE(std::find(lines.begin(), lines.end(), "clip intro (hero.csd): 40 frames, 8 tracks"), lines.end());
    EXPECT_NE(std::find(lines.begin(), lines.end(), "clip outro (hero.csd): 50 frames, 8 tracks"), lines.end());
}

// A nested file's timeline comes in as a paused clip named after its instance, so the
// report lists that clip and says nothing contradicting it (it said "its animation is not
// imported" beside "clip gem-a/timeline: 10 frames").
TEST(StudioImport, ANestedFilesTimelineIsReportedAsTheClipItBecame) {
    const std::filesystem::path main =
        std::filesystem::path(DIORAMA_SOURCE_DIR) / "tests/fixtures/cocostudio/project/cocosstudio/scenes/main.csd";
    StudioImport imported = importStudioScene(main);
    ASSERT_TRUE(imported.opened.document) << imported.opened.error->format();
    const auto lines = describeImport(imported);
    bool clipListed = false;
    for (const std::string& line : lines) {
        EXPECT_EQ(line.find("not imported"), std::string::npos) << line;
        clipListed |= line.rfind("clip ", 0) == 0 && line.find("/timeline (gem.csd)") != std::string::npos;
    }
    EXPECT_TRUE(clipListed);
    for (const AnimationClip& clip :
         sceneAnimations(imported.opened.document->scene(), imported.opened.document->fileData()))
        if (clip.name.find("/timeline") != std::string::npos) EXPECT_FALSE(clip.autoplay) << clip.name;
}

namespace {
const std::filesystem::path kProject = std::filesystem::path(DIORAMA_SOURCE_DIR) / "tests/fixtures/cocostudio/project";
}

TEST(StudioProjectImport, WritesEverySceneIntoANewFolderBesideTheCcsAndOpensTheMainOne) {
    test::TempDir dir;
    std::filesystem::copy(kProject, dir.path, std::filesystem::copy_options::recursive);
    const StudioProjectImport imported = importStudioProject(dir.path / "game.ccs");
    ASSERT_TRUE(imported.error.empty()) << imported.error;
    EXPECT_EQ(imported.outputFolder, dir.path / "game (Diorama)");
    ASSERT_EQ(imported.project.scenes.size(), 2u);  // the nested gem.csd, then main.csd naming it
    EXPECT_EQ(imported.sceneToOpen, dir.path / "game (Diorama)/scenes/main.scene.json");
    EXPECT_TRUE(std::filesystem::is_regular_file(dir.path / "game (Diorama)/parts/deep/gem.scene.json"));
    Document::OpenResult opened = Document::open(imported.sceneToOpen);
    ASSERT_TRUE(opened.document) << opened.error->format();
    // Only the files the fixture's .csd names and leaves out are missing: the sheets resolve.
    EXPECT_LE(opened.assetProblems.size(), imported.project.report.missingFiles.size());
    for (const AssetProblem& p : opened.assetProblems) EXPECT_EQ(p.message.find("sheet"), std::string::npos);
    const auto lines = describeProjectImport(imported);
    ASSERT_GE(lines.size(), 4u);
    EXPECT_EQ(lines[1], "2 scenes written to " + (dir.path / "game (Diorama)").string() + ":");
    EXPECT_EQ(lines[2], "  parts/deep/gem.scene.json (from gem.csd)");
    EXPECT_EQ(lines[3], "  scenes/main.scene.json (from main.csd)");
}

TEST(StudioProjectImport, ASecondImportWritesBesideTheFirstAndLeavesItAlone) {
    test::TempDir dir;
    std::filesystem::copy(kProject, dir.path, std::filesystem::copy_options::recursive);
    ASSERT_TRUE(importStudioProject(dir.path / "game.ccs").error.empty());
    const std::filesystem::path first = dir.path / "game (Diorama)/scenes/main.scene.json";
    test::writeFile(first, "edited");
    std::filesystem::create_directory(dir.path / "game (Diorama) 2");
    const StudioProjectImport again = importStudioProject(dir.path / "game.ccs");
    ASSERT_TRUE(again.error.empty()) << again.error;
    EXPECT_EQ(again.outputFolder, dir.path / "game (Diorama) 3");
    EXPECT_EQ(test::readFile(first), "edited");
    EXPECT_TRUE(std::filesystem::is_regular_file(dir.path / "game (Diorama) 3/scenes/main.scene.json"));
}

TEST(StudioProjectImport, AProjectWithoutScenesWritesNothingAndSaysSo) {
    test::TempDir dir;
    test::writeFile(dir.path / "empty.ccs", "<Solution />");
    std::filesystem::create_directory(dir.path / "cocosstudio");
    const StudioProjectImport imported = importStudioProject(dir.path / "empty.ccs");
    EXPECT_EQ(imported.error,
              (dir.path / "empty.ccs").string() + ": no scene could be imported (the project has no .csd file)");
    EXPECT_TRUE(imported.sceneToOpen.empty());
    EXPECT_FALSE(std::filesystem::exists(dir.path / "empty (Diorama)"));
}

TEST(StudioProjectImport, TheMainSceneIsStudiosMainSceneElseTheLastWritten) {
    std::vector<cocostudio::ImportedScene> scenes(3);
    scenes[0].csd = "a/MainScene.csd";
    scenes[0].output = "out/a/MainScene.scene.json";
    scenes[1].csd = "b.csd";
    scenes[1].output = "out/b.scene.json";
    scenes[2].csd = "c.csd";
    scenes[2].output = "out/c.scene.json";
    EXPECT_EQ(mainImportedScene(scenes), "out/a/MainScene.scene.json");
    scenes.erase(scenes.begin());
    EXPECT_EQ(mainImportedScene(scenes), "out/c.scene.json");
    EXPECT_EQ(mainImportedScene({}), "");
}
