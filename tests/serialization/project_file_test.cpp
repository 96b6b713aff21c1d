// diorama.project.json: found upwards from a scene, read with errors at their place,
// written canonically.
#include "diorama/serialization/project_file.h"
#include "temp_files.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

TEST(ProjectFile, IsFoundInTheSceneFolderOrAnyFolderAbove) {
    TempDir dir;
    writeFile(dir.path / "game" / kProjectFileName, projectFileText({{1280, 720}}));
    fs::create_directories(dir.path / "game" / "scenes" / "levels");
    const fs::path game = fs::canonical(dir.path / "game");
    EXPECT_EQ(findProjectFile(dir.path / "game" / "scenes" / "levels"), game / kProjectFileName);
    EXPECT_EQ(projectFolderFor(dir.path / "game" / "scenes" / "levels"), game);
    EXPECT_EQ(findProjectFile(dir.path), std::nullopt);
    EXPECT_EQ(projectFolderFor(dir.path), dir.path);  // no project file: the scene's folder
}

TEST(ProjectFile, RoundTripsTheDesignSize) {
    TempDir dir;
    const fs::path file = dir.path / kProjectFileName;
    ASSERT_TRUE(saveProjectFile(file, {{750, 1334}}).ok);
    EXPECT_EQ(readFile(file),
              "{\n  \"format\": \"diorama.project\",\n  \"version\": 1,\n  \"designSize\": [750, 1334]\n}\n");
    const ProjectLoad loaded = loadProjectFile(file);
    ASSERT_TRUE(loaded.project);
    EXPECT_EQ(loaded.project->designSize, (Size{750, 1334}));
}

TEST(ProjectFile, BadFilesAreErrorsNamingTheFileAndThePlace) {
    TempDir dir;
    const fs::path file = dir.path / kProjectFileName;
    writeFile(file, "{\n  \"format\": \"diorama.project\",\n  \"version\": 1,\n  \"designSize\": [0, 640]\n}\n");
    ProjectLoad loaded = loadProjectFile(file);
    ASSERT_TRUE(loaded.error);
    EXPECT_EQ(loaded.error->format(),
              file.string() + ": /designSize (line 4, column 17): design size must be positive and at most 1000000");
    writeFile(file, "{\"format\": \"diorama.scene\", \"version\": 1}");
    EXPECT_NE(loadProjectFile(file).error->format().find("format must be \"diorama.project\""), std::string::npos);
    writeFile(file, "{\"format\": \"diorama.project\", \"version\": 2}");
    EXPECT_NE(loadProjectFile(file).error->format().find("version 2 is not supported"), std::string::npos);
    writeFile(file, "{\"format\": ");
    EXPECT_TRUE(loadProjectFile(file).error);
    EXPECT_FALSE(loadProjectFile(dir.path / "absent.json").project);
}
