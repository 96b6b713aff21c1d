// Sprite-sheet frames through the headless renderer: a trimmed frame, a frame stored
// rotated in its sheet, an alias, a flipped frame and a format 2 plist draw exactly the
// pixels of the untrimmed image each came from (projects/sheets: the top row shows
// frames, the row below the original images, 90 units lower), in one draw call.
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_io.h"
#include "gl_fixture.h"

#include <filesystem>

using namespace diorama;

namespace {

const std::filesystem::path kSource = DIORAMA_SOURCE_DIR;

class SpriteSheetRender : public test::GlFixture {
protected:
    void SetUp() override {
        test::GlFixture::SetUp();
        if (IsSkipped()) return;
        SceneContext ctx;
        ctx.textures = &textures;
        loaded = loadSceneFile(kSource / "projects/sheets/sheets.scene.json", ctx);
        ASSERT_TRUE(loaded.ok()) << loaded.error->format();
        ASSERT_TRUE(loaded.assetProblems.empty()) << loaded.assetProblems.front().message;
        image = render(*loaded.scene, 400, 240);
    }
    // The 44x44 block around a framed sprite equals the block around its original.
    void expectSamePixels(const char* framed, const char* original) {
        const Vec2 a = findNodeByPath(*loaded.scene, framed)->position();
        const Vec2 b = findNodeByPath(*loaded.scene, original)->position();
        int differing = 0;
        for (int dy = -22; dy < 22; ++dy)
            for (int dx = -22; dx < 22; ++dx) {
                const test::Rgba p = test::pixel(image, int(a.x) + dx, int(a.y) + dy);
                const test::Rgba q = test::pixel(image, int(b.x) + dx, int(b.y) + dy);
                differing += p.r != q.r || p.g != q.g || p.b != q.b;
            }
        EXPECT_EQ(differing, 0) << framed << " vs " << original;
    }
    LoadResult loaded;
    Image image;
};

}  // namespace

TEST_F(SpriteSheetRender, AnUntrimmedFrameDrawsItsImage) { expectSamePixels("tile", "tile-original"); }

TEST_F(SpriteSheetRender, ATrimmedFrameSitsWhereItsUntrimmedImageWould) {
    expectSamePixels("gem", "gem-original");
    EXPECT_EQ(findNodeByPath(*loaded.scene, "gem")->contentSize(), (Size{32, 32}));
}

TEST_F(SpriteSheetRender, ARotatedFrameDrawsUpright) {
    expectSamePixels("flag", "flag-original");
    expectSamePixels("flag-v2", "flag-original");  // the same sheet through a format 2 plist
}

TEST_F(SpriteSheetRender, AnAliasNamesItsFrame) { expectSamePixels("bonus", "star-original"); }

TEST_F(SpriteSheetRender, AFlippedTrimmedFrameMirrorsItsOffset) {
    expectSamePixels("gem-flipped", "gem-original-flipped");
}

TEST_F(SpriteSheetRender, FramesOfOneSheetShareOneDrawCall) {
    // The backdrop, the six frames (two plists, one PNG), then each original image and
    // the stretched frame (after a different texture): cocos' eight batches. Drawn, the
    // tile and gem originals (both 32x32, so layers of one texture array) share a call.
    EXPECT_EQ(renderer->batchesLastFrame(), 8u);
    EXPECT_EQ(lastDrawCalls, 7u);
}
