// Asset paths: relative to the scene, confined to the project, placeholders with named problems.
#include "diorama/serialization/project_assets.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/message_text.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/opaque_node.h"
#include "diorama/serialization/project_file.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"
#include "samples.h"
#include "scene_fixtures.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

// ---- asset paths -------------------------------------------------------------------------------
TEST(SceneAssets, InsideAProjectDotDotMayReachASiblingFolderButNeverLeaveTheProject) {
    TempDir dir;
    const fs::path game = dir.path / "game";
    fs::create_directories(game / "images");
    fs::create_directories(game / "scenes");
    fs::copy_file(kSource / "projects/events/images/card.png", game / "images" / "card.png");
    fs::copy_file(kSource / "projects/events/images/card.png", dir.path / "outside.png");
    const std::string text = R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Sprite", "texture": "../images/card.png"}, {"type": "Sprite", "texture": "../../outside.png"}]}})";
    writeFile(game / "scenes" / "level.scene.json", text);

    // No project file: the project is the scene's folder, so both leave it.
    LoadResult alone = loadSceneFile(game / "scenes" / "level.scene.json", SceneContext{});
    ASSERT_TRUE(alone.ok());
    EXPECT_EQ(alone.assetProblems.size(), 2u);

    ASSERT_TRUE(saveProjectFile(game / kProjectFileName, ProjectFile{}).ok);
    LoadResult inProject = loadSceneFile(game / "scenes" / "level.scene.json", SceneContext{});
    ASSERT_TRUE(inProject.ok());
    ASSERT_EQ(inProject.assetProblems.size(), 1u);
    EXPECT_EQ(inProject.assetProblems[0].pointer, "/root/children/1/texture");
    EXPECT_NE(inProject.assetProblems[0].message.find("leaves the project directory"), std::string::npos);
    const auto* card = static_cast<const Sprite*>(childrenInFileOrder(*inProject.scene)[0]);
    EXPECT_EQ(card->contentSize().width, 64.0f) << "the sibling folder's image was read";
}

TEST(SceneAssets, EscapingAndMissingPathsGetAPlaceholderAndAClearProblem) {
    TempDir dir;
    fs::create_directories(dir.path / "project");
    fs::copy_file(kSource / "projects/events/images/card.png", dir.path / "outside.png");
    fs::create_symlink(dir.path / "outside.png", dir.path / "project" / "link.png");
    Assets assets;
    auto r = load(doc(R"({"type": "Sprite", "texture": "../outside.png"}, {"type": "Sprite", "texture": "/etc/passwd"},
                         {"type": "Sprite", "texture": "link.png"}, {"type": "Sprite", "texture": "missing.png"},
                         {"type": "Label", "font": "../font.ttf"})"),
                  assets, dir.path / "project");
    ASSERT_TRUE(r.ok()) << r.error->format();
    ASSERT_EQ(r.assetProblems.size(), 5u);
    EXPECT_NE(r.assetProblems[0].message.find("leaves the project directory"), std::string::npos);
    EXPECT_EQ(r.assetProblems[0].pointer, "/root/children/0/texture");
    EXPECT_NE(r.assetProblems[1].message.find("absolute path"), std::string::npos);
    EXPECT_NE(r.assetProblems[2].message.find("symbolic link"), std::string::npos);
    EXPECT_NE(r.assetProblems[3].message.find("not found"), std::string::npos);
    EXPECT_EQ(r.assetProblems[4].pointer, "/root/children/4/font");
    for (auto* n : childrenInFileOrder(*r.scene)) {
        if (auto* s = dynamic_cast<Sprite*>(n)) {
            EXPECT_EQ(s->texture(), TextureStore::kPlaceholder);
        }
    }
    // The paths themselves are kept, so saving does not lose what the user wrote.
    EXPECT_NE(saveSceneToString(*r.scene, r.file).find("../outside.png"), std::string::npos);
}

TEST(SceneAssets, BadImagesBecomePlaceholders) {
    TempDir dir;
    const std::string png = readFile(kSource / "projects/events/images/card.png");
    writeFile(dir.path / "truncated.png", png.substr(0, png.size() / 2));
    writeFile(dir.path / "empty.png", "");
    writeFile(dir.path / "text.png", "not an image at all");
    // A valid PNG signature and IHDR claiming 100000 x 100000 pixels.
    std::string huge = png.substr(0, 16);
    const unsigned char dims[8] = {0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0};
    huge += std::string(reinterpret_cast<const char*>(dims), 8) + png.substr(24, 40);
    writeFile(dir.path / "huge.png", huge);
    std::string zero = png.substr(0, 16) + std::string(8, '\0') + png.substr(24, 40);  // 0 x 0 in IHDR
    writeFile(dir.path / "zero.png", zero);
    fs::copy_file(kSource / "projects/events/images/card.png", dir.path / "real.jpg");
    Assets assets;
    std::vector<std::string> errors;
    assets.textures.setErrorSink([&](const std::string& e) { errors.push_back(e); });
    for (const char* f : {"truncated.png", "empty.png", "text.png", "huge.png", "zero.png"}) {
        SCOPED_TRACE(f);
        TextureInfo info = assets.textures.load(dir.path / f);
        EXPECT_TRUE(info.placeholder);
        EXPECT_EQ(info.handle, TextureStore::kPlaceholder);
        EXPECT_FALSE(info.error.empty());
    }
    ASSERT_EQ(errors.size(), 5u);
    EXPECT_NE(errors[3].find("100000x100000"), std::string::npos) << errors[3];
    EXPECT_NE(errors[4].find("zero size"), std::string::npos) << errors[4];
    // The extension does not matter; the content does.
    EXPECT_FALSE(assets.textures.load(dir.path / "real.jpg").placeholder);
    EXPECT_EQ(errors.size(), 5u);
}

// A scene of 100k sprites names a handful of images: each is looked for on disk once per
// resolver (that is, per load), and decoded once when only sizes are wanted. A path that
// was not found is looked for again, and each naming of it is reported.
TEST(SceneAssets, AnImageFoundOnceIsNotLookedForOrDecodedAgainByTheSameResolver) {
    TempDir dir;
    fs::copy_file(kSource / "projects/events/images/card.png", dir.path / "card.png");
    ProjectAssets assets(dir.path, dir.path, nullptr, nullptr);
    const TextureInfo first = assets.texture("card.png");
    ASSERT_FALSE(first.placeholder);
    fs::remove(dir.path / "card.png");
    EXPECT_EQ(assets.resolve("card.png"), dir.path / "card.png");
    const TextureInfo again = assets.texture("card.png");
    EXPECT_FALSE(again.placeholder);
    EXPECT_EQ(again.width, first.width);
    EXPECT_TRUE(assets.problems().empty());

    ProjectAssets fresh(dir.path, dir.path, nullptr, nullptr);
    EXPECT_TRUE(fresh.texture("card.png").placeholder);
    EXPECT_TRUE(fresh.texture("card.png").placeholder);
    ASSERT_EQ(fresh.problems().size(), 2u);
    fs::copy_file(kSource / "projects/events/images/card.png", dir.path / "card.png");
    EXPECT_FALSE(fresh.texture("card.png").placeholder) << "a path not found is looked for again";
}
