// File > Import Cocos Studio in the editor core: the result is a new, unsaved document
// whose assets resolve from the Studio resource root.
#include "diorama/editor/studio_import.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"

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
