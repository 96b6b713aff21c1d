// `diorama-editor FOLDER` opens the project's scene (editor/core/project_folder.h).
#include "diorama/editor/project_folder.h"

#include "temp_files.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace diorama;
namespace fs = std::filesystem;
using diorama::test::TempDir;
using diorama::test::writeFile;

TEST(ProjectFolder, AFileIsOpenedAsGiven) {
    TempDir dir;
    writeFile(dir.path / "a.scene.json", "{}");
    const FolderScene r = resolveSceneToOpen(dir.path / "a.scene.json");
    EXPECT_EQ(r.scene, dir.path / "a.scene.json");
    EXPECT_EQ(r.error, "");
}

TEST(ProjectFolder, AMissingPathIsLeftToTheSceneReader) {
    const FolderScene r = resolveSceneToOpen("/no/such/thing.scene.json");
    EXPECT_EQ(r.scene, fs::path("/no/such/thing.scene.json"));
    EXPECT_EQ(r.error, "");
}

TEST(ProjectFolder, TheSceneNamedAfterTheFolderWinsOverItsOtherScenes) {
    TempDir dir;
    const fs::path project = dir.path / "prefabs";
    writeFile(project / "block.scene.json", "{}");
    writeFile(project / "prefabs.scene.json", "{}");
    EXPECT_EQ(resolveSceneToOpen(project).scene, project / "prefabs.scene.json");
    // A trailing slash names the same folder.
    EXPECT_EQ(resolveSceneToOpen(project.string() + "/").scene, project / "prefabs.scene.json");
    // So do "." and ".." steps (`cd projects/prefabs && diorama-editor .`).
    EXPECT_EQ(resolveSceneToOpen(project / ".").scene, project / "." / "prefabs.scene.json");
    fs::create_directories(project / "parts");
    EXPECT_EQ(resolveSceneToOpen(project / "parts" / "..").scene, project / "parts" / ".." / "prefabs.scene.json");
}

TEST(ProjectFolder, AFolderWithOneSceneOpensIt) {
    TempDir dir;
    writeFile(dir.path / "level.scene.json", "{}");
    writeFile(dir.path / "notes.json", "{}");
    EXPECT_EQ(resolveSceneToOpen(dir.path).scene, dir.path / "level.scene.json");
}

TEST(ProjectFolder, AFolderWithoutScenesSaysSo) {
    TempDir dir;
    writeFile(dir.path / "hero.csd", "<GameFile/>");
    // A folder that only looks like a scene is not one.
    fs::create_directories(dir.path / "fake.scene.json");
    const FolderScene r = resolveSceneToOpen(dir.path);
    EXPECT_TRUE(r.scene.empty());
    EXPECT_EQ(r.error, dir.path.string() +
                           ": the folder holds no scene file (*.scene.json); open a scene file, or import a Cocos "
                           "Studio .csd with File > Import Cocos Studio...");
}

TEST(ProjectFolder, AFolderWithSeveralScenesAndNoneNamedAfterItListsThem) {
    TempDir dir;
    for (const char* name : {"e", "d", "c", "b", "a"}) writeFile(dir.path / (std::string(name) + ".scene.json"), "{}");
    const FolderScene r = resolveSceneToOpen(dir.path);
    EXPECT_TRUE(r.scene.empty());
    const std::string own = dir.path.filename().string() + ".scene.json";
    EXPECT_EQ(r.error, dir.path.string() +
                           ": the folder holds 5 scene files (a.scene.json, b.scene.json, c.scene.json, "
                           "d.scene.json, ...) and none is named after the folder (" +
                           own + "); name the one to open");
}

TEST(ProjectFolder, EverySampleProjectFolderOpensItsMainScene) {
    for (const char* project : {"world-1-1", "prefabs", "z-order"}) {
        const fs::path folder = fs::path(DIORAMA_SOURCE_DIR) / "projects" / project;
        EXPECT_EQ(resolveSceneToOpen(folder).scene, folder / (std::string(project) + ".scene.json")) << project;
    }
}
