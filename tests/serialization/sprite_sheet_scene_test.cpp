// Sprites that name a sheet frame in a scene file: the frame replaces texture and
// textureRect, the file round-trips without the frame's rect or size, and a missing
// sheet, a missing frame, a bad plist or a sheet outside the project each give the
// placeholder and a problem at the key, naming the file and what is wrong.
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/project_assets.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/builtin_types.h"
#include "diorama/types/node_type.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace diorama;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;

// A scene in a copy of projects/sheets with one sprite: `keys` are its JSON keys.
struct SheetScene {
    test::TempDir dir;
    LoadResult result;
    explicit SheetScene(const std::string& keys) {
        fs::copy(kSource / "projects/sheets", dir.path / "sheets", fs::copy_options::recursive);
        const std::string text = R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
            {"type": "Sprite", "name": "s", "position": [50, 50], )" +
                                 keys + "}]}}";
        test::writeFile(dir.path / "sheets" / "one.scene.json", text);
        result = loadSceneFile(dir.path / "sheets" / "one.scene.json", SceneContext{});
    }
    Sprite& sprite() { return static_cast<Sprite&>(*findNodeByPath(*result.scene, "s")); }
    // Writes images/NAME (a one-frame format 2 sheet, frame "a") and reads the scene again.
    void sheetAndReload(const std::string& name, const std::string& frameRect, const std::string& textureFile) {
        test::writeFile(dir.path / "sheets/images" / name,
                        "<plist><dict><key>frames</key><dict><key>a</key><dict><key>frame</key><string>" + frameRect +
                            "</string></dict></dict><key>metadata</key><dict><key>format</key><integer>2</integer>"
                            "<key>textureFileName</key><string>" +
                            textureFile + "</string></dict></dict></plist>");
        result = loadSceneFile(dir.path / "sheets" / "one.scene.json", SceneContext{});
    }
    std::string problem() const {
        return result.assetProblems.empty() ? "(none)"
                                            : result.assetProblems[0].pointer + " " + result.assetProblems[0].message;
    }
};

}  // namespace

TEST(SpriteSheetScene, ASpritesFrameIsChosenAmongTheFramesOfItsSheet) {
    SheetScene s(R"("atlas": "images/sheet.plist", "spriteFrame": "gem.png")");
    ASSERT_TRUE(s.result.ok()) << s.result.error->format();
    const PropertyDescriptor* frame = builtinNodeTypes().typeOf(s.sprite()).find("spriteFrame");
    ASSERT_TRUE(frame && frame->choices);
    ProjectAssets assets(s.dir.path / "sheets", s.dir.path / "sheets", nullptr, nullptr);
    PropertyContext context{&assets};
    EXPECT_EQ(frame->choices(s.sprite(), context),
              (std::vector<std::string>{"tile.png", "gem.png", "flag.png", "star.png"}));
    // No sheet, an unreadable sheet or no resolver: no list, the frame stays free text,
    // and asking records no problem (loading the sprite already did).
    Sprite plain;
    EXPECT_TRUE(frame->choices(plain, context).empty());
    s.sprite().setAtlasPath("images/none.plist");
    EXPECT_TRUE(frame->choices(s.sprite(), context).empty());
    EXPECT_TRUE(assets.problems().empty());
    PropertyContext noAssets;
    EXPECT_TRUE(frame->choices(s.sprite(), noAssets).empty());
    // Other strings are free.
    EXPECT_FALSE(builtinNodeTypes().typeOf(s.sprite()).find("name")->choices);
}

TEST(SpriteSheetScene, AFrameReplacesTextureAndTextureRect) {
    SheetScene s(R"("texture": "images/originals/tile.png", "textureRect": [0, 0, 4, 4],
                    "atlas": "images/sheet.plist", "spriteFrame": "gem.png")");
    ASSERT_TRUE(s.result.ok()) << s.result.error->format();
    EXPECT_TRUE(s.result.assetProblems.empty()) << s.problem();
    EXPECT_EQ(s.sprite().textureRect(), (Rect{{32, 0}, {24, 24}}));
    EXPECT_EQ(s.sprite().contentSize(), (Size{32, 32}));
    EXPECT_EQ(s.sprite().textureSize(), (Size{128, 64}));
}

TEST(SpriteSheetScene, AFramedSpriteSavesOnlyItsSheetAndFrame) {
    SheetScene s(R"("atlas": "images/sheet.plist", "spriteFrame": "flag.png")");
    ASSERT_TRUE(s.result.ok());
    const std::string text = saveSceneToString(*s.result.scene, s.result.file);
    EXPECT_NE(text.find(R"("atlas": "images/sheet.plist")"), std::string::npos);
    EXPECT_NE(text.find(R"("spriteFrame": "flag.png")"), std::string::npos);
    EXPECT_EQ(text.find("textureRect"), std::string::npos);
    EXPECT_EQ(text.find("contentSize"), std::string::npos);
}

TEST(SpriteSheetScene, AMissingFrameIsNamedWithTheSheetsFrames) {
    SheetScene s(R"("atlas": "images/sheet.plist", "spriteFrame": "nope.png", "contentSize": [40, 30])");
    ASSERT_TRUE(s.result.ok());
    EXPECT_EQ(s.problem(),
              "/root/children/0/spriteFrame no frame \"nope.png\" in images/sheet.plist (its 4 frames: tile.png, "
              "gem.png, flag.png, star.png)");
    EXPECT_EQ(s.sprite().texture(), TextureHandle{TextureStore::kPlaceholder});
    EXPECT_EQ(s.sprite().contentSize(), (Size{40, 30}));
}

TEST(SpriteSheetScene, AMissingSheetIsNamed) {
    SheetScene s(R"("atlas": "images/gone.plist", "spriteFrame": "gem.png")");
    ASSERT_TRUE(s.result.ok());
    EXPECT_NE(s.problem().find("/root/children/0/spriteFrame 'images/gone.plist' not found"), std::string::npos)
        << s.problem();
    EXPECT_EQ(s.sprite().texture(), TextureHandle{TextureStore::kPlaceholder});
}

TEST(SpriteSheetScene, ABadPlistIsNamedWithItsLineAndColumn) {
    SheetScene s(R"("atlas": "images/bad.plist", "spriteFrame": "gem.png")");
    test::writeFile(s.dir.path / "sheets/images/bad.plist", "<plist><dict>\n<key>frames</key><dict></plist>");
    s.result = loadSceneFile(s.dir.path / "sheets" / "one.scene.json", SceneContext{});
    EXPECT_NE(s.problem().find("images/bad.plist:2:"), std::string::npos) << s.problem();
}

TEST(SpriteSheetScene, ASheetOutsideTheProjectIsRefused) {
    SheetScene s(R"("atlas": "../outside.plist", "spriteFrame": "gem.png")");
    EXPECT_NE(s.problem().find("leaves the project directory"), std::string::npos) << s.problem();
}

TEST(SpriteSheetScene, ASheetWhoseTextureLeavesTheProjectIsRefused) {
    SheetScene s(R"("atlas": "images/escape.plist", "spriteFrame": "a")");
    s.sheetAndReload("escape.plist", "{{0,0},{1,1}}", "../../../secret.png");
    EXPECT_NE(s.problem().find("images/escape.plist: its texture"), std::string::npos) << s.problem();
    EXPECT_NE(s.problem().find("leaves the project directory"), std::string::npos) << s.problem();
}

TEST(SpriteSheetScene, AFrameOutsideItsTextureIsRefused) {
    SheetScene s(R"("atlas": "images/wide.plist", "spriteFrame": "a")");
    s.sheetAndReload("wide.plist", "{{100,0},{40,8}}", "sheet.png");
    EXPECT_NE(s.problem().find("frame \"a\" of images/wide.plist lies outside its 128x64 texture"), std::string::npos)
        << s.problem();
}

TEST(SpriteSheetScene, ASheetThatIsNotARegularFileIsANamedProblemNotAHang) {
    SheetScene s(R"("atlas": "images/pipe.plist", "spriteFrame": "gem.png")");
    ASSERT_EQ(mkfifo((s.dir.path / "sheets/images/pipe.plist").c_str(), 0600), 0);
    s.result = loadSceneFile(s.dir.path / "sheets" / "one.scene.json", SceneContext{});
    EXPECT_NE(s.problem().find("sprite sheet path is a FIFO (named pipe), not a file"), std::string::npos)
        << s.problem();
}
