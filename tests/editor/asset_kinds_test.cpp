// The one table of asset kinds: what makes a file an image, a sheet, a scene or a font.
#include "diorama/editor/asset_kinds.h"

#include <gtest/gtest.h>

using namespace diorama;

TEST(AssetKinds, TheTableIsPinned) {
    const auto& kinds = assetKinds();
    ASSERT_EQ(kinds.size(), 5u);
    EXPECT_EQ(kinds[0].kind, AssetKind::Image);
    EXPECT_EQ(kinds[0].extensions, (std::vector<std::string>{".png"}));
    EXPECT_STREQ(kinds[0].noun, "image");
    EXPECT_EQ(kinds[1].kind, AssetKind::Atlas);
    EXPECT_EQ(kinds[1].extensions, (std::vector<std::string>{".plist"}));
    EXPECT_STREQ(kinds[1].noun, "sprite sheet");
    EXPECT_EQ(kinds[2].kind, AssetKind::Scene);
    EXPECT_EQ(kinds[2].extensions, (std::vector<std::string>{".scene.json"}));
    EXPECT_STREQ(kinds[2].noun, "scene");
    EXPECT_EQ(kinds[3].kind, AssetKind::Font);
    EXPECT_EQ(kinds[3].extensions, (std::vector<std::string>{".ttf", ".otf"}));
    EXPECT_STREQ(kinds[3].noun, "font");
    EXPECT_EQ(kinds[4].kind, AssetKind::BitmapFont);
    EXPECT_EQ(kinds[4].extensions, (std::vector<std::string>{".fnt"}));
    EXPECT_STREQ(kinds[4].noun, "bitmap font");
    for (const AssetKindInfo& k : kinds) EXPECT_NE(std::string(k.dialogTitle).find(k.noun), std::string::npos);
}

TEST(AssetKinds, ExtensionsMatchIgnoringCase) {
    EXPECT_EQ(assetKindOf("images/Hero.PNG"), AssetKind::Image);
    EXPECT_EQ(assetKindOf("sheet.PList"), AssetKind::Atlas);
    EXPECT_EQ(assetKindOf("Level.Scene.JSON"), AssetKind::Scene);
    EXPECT_EQ(assetKindOf("fonts/Body.OTF"), AssetKind::Font);
    EXPECT_EQ(assetKindOf("fonts/Score.FNT"), AssetKind::BitmapFont);
    EXPECT_TRUE(isAssetOfKind("a/b/c.TTF", AssetKind::Font));
    EXPECT_FALSE(isAssetOfKind("c.ttf", AssetKind::Image));
}

TEST(AssetKinds, OtherFilesAreNoAsset) {
    EXPECT_EQ(assetKindOf("settings.json"), AssetKind::None);  // a scene is a .scene.json
    EXPECT_EQ(assetKindOf("notes.txt"), AssetKind::None);
    EXPECT_EQ(assetKindOf(".png"), AssetKind::None);  // a hidden file with no name
    EXPECT_EQ(assetKindOf("png"), AssetKind::None);
    EXPECT_FALSE(isAssetOfKind("x.png", AssetKind::None));
}
