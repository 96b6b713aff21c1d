// Settings shared by several running editors: written through on each change and merged
// with what the others wrote, so nobody's recent files or options are lost.
#include "diorama/editor/settings.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <thread>

using namespace diorama::editor;
using namespace diorama::test;

TEST(Settings, AChangeIsOnDiskAtOnce) {
    TempDir dir;
    SettingsFile settings(dir.path / "settings.ini");
    ASSERT_TRUE(settings.change([](Settings& s) { s.addRecent("/p/a.scene.json"); }));
    EXPECT_NE(readFile(dir.path / "settings.ini").find("recent=/p/a.scene.json"), std::string::npos);
}

TEST(Settings, TwoInstancesBothKeepTheirRecentFiles) {
    TempDir dir;
    SettingsFile first(dir.path / "settings.ini"), second(dir.path / "settings.ini");
    first.change([](Settings& s) { s.addRecent("/p/first.scene.json"); });
    second.change([](Settings& s) { s.addRecent("/p/second.scene.json"); });
    const Settings onDisk = Settings::load(dir.path / "settings.ini");
    EXPECT_EQ(onDisk.recentFiles, (std::vector<std::string>{"/p/second.scene.json", "/p/first.scene.json"}));
    first.reload();
    EXPECT_EQ(first.current().recentFiles, onDisk.recentFiles);
}

TEST(Settings, AChangeToOneKeyKeepsAnotherInstancesChangeToAnotherKey) {
    TempDir dir;
    SettingsFile first(dir.path / "settings.ini"), second(dir.path / "settings.ini");
    first.change([](Settings& s) { s.grid = false; });
    second.change([](Settings& s) { s.snapStep = 16; });  // second never saw grid=false
    const Settings onDisk = Settings::load(dir.path / "settings.ini");
    EXPECT_FALSE(onDisk.grid);
    EXPECT_EQ(onDisk.snapStep, 16.0f);
}

TEST(Settings, ConcurrentWritersLoseNothing) {
    TempDir dir;
    auto writer = [&](int who) {
        for (int i = 0; i < 5; ++i) {
            SettingsFile mine(dir.path / "settings.ini");
            mine.change([&](Settings& s) { s.addRecent("/p/" + std::to_string(who) + "-" + std::to_string(i)); });
        }
    };
    std::thread a(writer, 0), b(writer, 1);
    a.join();
    b.join();
    EXPECT_EQ(Settings::load(dir.path / "settings.ini").recentFiles.size(), 10u);
}

TEST(Settings, EveryKeyRoundTripsAndBadValuesKeepTheDefaults) {
    Settings s;
    s.recentFiles = {"/a", "/b"};
    s.panels.log = false;
    s.layout.leftWidth = 333;
    s.layout.inspectorFraction = 0.4f;
    s.autosaveSeconds = 120;
    s.grid = false;
    s.snap = true;
    s.snapStep = 4;
    s.snapDegrees = 45;
    s.snapScale = 0.25f;
    s.snapToNodes = true;
    s.lastFolder = "/home/x/game";
    s.lastProject = "/home/x/game";
    const Settings back = Settings::parse(s.text(), "settings.ini");
    EXPECT_EQ(back.text(), s.text());

    std::string problem;
    const Settings bad = Settings::parse("snap.step=-3\nlayout.leftWidth=abc\nnonsense\nrecent=/a\nrecent=/a\n",
                                         "settings.ini", &problem);
    EXPECT_EQ(bad.snapStep, Settings{}.snapStep);
    EXPECT_EQ(bad.layout.leftWidth, LayoutSizes{}.leftWidth);
    EXPECT_EQ(bad.recentFiles.size(), 1u);
    EXPECT_EQ(problem, "settings.ini:3: expected key=value");
}

TEST(Settings, WithoutAFileSettingsStayInMemory) {
    SettingsFile memory;
    EXPECT_TRUE(memory.change([](Settings& s) { s.snap = true; }));
    EXPECT_TRUE(memory.current().snap);
}

TEST(Settings, ALinkPlantedAsTheLockFileIsNeverFollowed) {
    TempDir dir;
    const std::filesystem::path target = dir.path / "outside" / "created-through-the-link";
    std::filesystem::create_directories(target.parent_path());
    std::filesystem::create_symlink(target, dir.path / "settings.ini.lock");
    SettingsFile settings(dir.path / "settings.ini");
    EXPECT_TRUE(settings.change([](Settings& s) { s.grid = false; }));
    EXPECT_FALSE(std::filesystem::exists(target));
    EXPECT_FALSE(Settings::load(dir.path / "settings.ini").grid);
}

TEST(Settings, FoldedInspectorSectionsAreKeptBetweenRuns) {
    TempDir dir;
    SettingsFile settings(dir.path / "settings.ini");
    settings.change([](Settings& s) {
        s.setFolded("Colour", true);
        s.setFolded("Actions", true);
        s.setFolded("Colour", false);
        s.setFolded("two\nlines", true);  // not a line of the file: not kept
    });
    const Settings onDisk = Settings::load(dir.path / "settings.ini");
    EXPECT_EQ(onDisk.foldedSections, std::vector<std::string>{"Actions"});
    EXPECT_TRUE(onDisk.isFolded("Actions"));
    EXPECT_FALSE(onDisk.isFolded("Colour"));
}

// Sixteen Layout rows would push a type's own rows (Sprite, Label) below the fold.
TEST(Settings, LayoutStartsFoldedAndStaysOpenOnceOpened) {
    TempDir dir;
    EXPECT_TRUE(Settings{}.isFolded("Layout"));
    SettingsFile settings(dir.path / "settings.ini");
    settings.change([](Settings& s) { s.setFolded("Layout", false); });
    EXPECT_FALSE(Settings::load(dir.path / "settings.ini").isFolded("Layout"));
    settings.change([](Settings& s) { s.setFolded("Layout", true); });
    EXPECT_TRUE(Settings::load(dir.path / "settings.ini").isFolded("Layout"));
}
