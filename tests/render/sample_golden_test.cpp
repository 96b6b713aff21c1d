// Every sample project renders headlessly and matches its golden image within a
// tolerance (a Mesa update may move a few pixels). DIORAMA_UPDATE_GOLDEN=1 rewrites them.
#include "diorama/nodes/page_view.h"
#include "diorama/nodes/scroll_view.h"
#include "diorama/nodes/slider.h"
#include "diorama/nodes/text_field.h"
#include "diorama/play/scene_player.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"
#include "gl_fixture.h"
#include "samples.h"

#include <stb_image.h>

#include <cstdlib>
#include <filesystem>

using namespace diorama;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;

// The sample named by the parameter, loaded, and rendered at its design size.
class SampleGolden : public test::GlFixture, public ::testing::WithParamInterface<const char*> {
protected:
    void SetUp() override {
        test::GlFixture::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        const std::string name = GetParam();
        SceneContext ctx;
        ctx.textures = &textures;
        ctx.fonts = &m_fonts;
        loaded = loadSceneFile(kSource / "projects" / name / (name + ".scene.json"), ctx);
        ASSERT_TRUE(loaded.ok()) << loaded.error->format();
    }
    Image renderSample() {
        const Size design = loaded.scene->designSize();
        return render(*loaded.scene, int(design.width), int(design.height));
    }

    LoadResult loaded;

private:
    FontStore m_fonts{textures};
};

}  // namespace

namespace {

// Compares with the golden image (rewriting it first under DIORAMA_UPDATE_GOLDEN=1).
void expectLikeGolden(const Image& actual, const fs::path& golden) {
    if (std::getenv("DIORAMA_UPDATE_GOLDEN")) {
        std::string error;
        ASSERT_TRUE(writePng(golden.string(), actual, error)) << error;
    }
    int w = 0, h = 0, comp = 0;
    std::unique_ptr<unsigned char, void (*)(void*)> expected(stbi_load(golden.string().c_str(), &w, &h, &comp, 4),
                                                             stbi_image_free);
    ASSERT_TRUE(expected) << "missing golden image " << golden;
    ASSERT_EQ(w, actual.width);
    ASSERT_EQ(h, actual.height);
    std::size_t differing = 0;
    double total = 0;
    for (std::size_t i = 0; i < actual.rgba.size(); i += 4) {
        int worst = 0;
        for (int c = 0; c < 3; ++c) {
            const int d = std::abs(int(actual.rgba[i + c]) - int(expected.get()[i + c]));
            worst = std::max(worst, d);
            total += d;
        }
        if (worst > 16) ++differing;
    }
    const std::size_t pixels = actual.rgba.size() / 4;
    EXPECT_LE(differing, pixels / 200) << differing << " of " << pixels << " pixels differ by more than 16";
    EXPECT_LT(total / double(pixels * 3), 1.0);
}

}  // namespace

TEST_P(SampleGolden, RendersLikeItsGoldenImage) {
    expectLikeGolden(renderSample(), kSource / "tests/golden" / (std::string(GetParam()) + ".png"));
}

// Drawing runs of batches in one call (textures as layers of texture arrays) changes no
// pixel of any sample: the image is byte for byte that of one draw call per cocos batch.
TEST_P(SampleGolden, DrawsTheSamePixelsWithBatchesMergedOrNot) {
    renderer->setBatchMerging(false);
    const Image separate = renderSample();
    const std::uint32_t separateCalls = lastDrawCalls;
    renderer->setBatchMerging(true);
    const Image merged = renderSample();
    EXPECT_LE(lastDrawCalls, separateCalls);
    EXPECT_EQ(renderer->batchesLastFrame(), separateCalls);
    ASSERT_EQ(merged.rgba.size(), separate.rgba.size());
    EXPECT_TRUE(merged.rgba == separate.rgba) << GetParam() << ": merged draw calls changed pixels";
}

// The clip-animated sample after N frames of play (its autoplay clip), as
// `diorama render --frames N` draws it.
// A sample played as `diorama play` plays it.
class SamplePlay : public test::GlFixture {
protected:
    std::unique_ptr<ScenePlayer> play(const std::string& name) {
        SceneContext ctx;
        ctx.textures = &textures;
        ctx.fonts = &m_fonts;
        LoadResult loaded = loadSceneFile(kSource / "projects" / name / (name + ".scene.json"), ctx);
        EXPECT_TRUE(loaded.ok()) << loaded.error->format();
        if (!loaded.ok()) return nullptr;
        return std::make_unique<ScenePlayer>(std::move(loaded.scene), loaded.file);
    }

private:
    FontStore m_fonts{textures};
};
class ClipsGolden : public SamplePlay, public ::testing::WithParamInterface<int> {};

TEST_P(ClipsGolden, RendersEachFrameLikeItsGoldenImage) {
    const int frames = GetParam();
    auto played = play("clips");
    ASSERT_TRUE(played);
    ScenePlayer& player = *played;
    for (int i = 0; i < frames; ++i) player.step(1.0f / 60.0f);
    const Size design = player.scene().designSize();
    Image actual = render(player.scene(), int(design.width), int(design.height));
    expectLikeGolden(actual, kSource / "tests/golden" / ("clips-" + std::to_string(frames) + ".png"));
}

// The ui sample with touches held on "play" (its pressed image, zoomed by its 0.05 s
// pressed action) and, after it ends, on "zoom" (no pressed image: the normal image and
// title at once at stretch + 0.1 and 1.1), as `diorama play` would hold them.
TEST_F(SamplePlay, ButtonsHeldDownDrawTheirPressedLooks) {
    auto played = play("ui");
    ASSERT_TRUE(played);
    ScenePlayer& player = *played;
    player.touch(EventTouch::Code::Began, {250, 420});
    for (int i = 0; i < 5; ++i) player.step(1.0f / 60.0f);  // the zoom is done after 0.05 s
    const Size design = player.scene().designSize();
    Image playPressed = render(player.scene(), int(design.width), int(design.height));
    expectLikeGolden(playPressed, kSource / "tests/golden/ui-play-pressed.png");
    player.touch(EventTouch::Code::Ended, {250, 420});
    player.touch(EventTouch::Code::Began, {710, 420});
    player.step(1.0f / 60.0f);
    Image zoomPressed = render(player.scene(), int(design.width), int(design.height));
    expectLikeGolden(zoomPressed, kSource / "tests/golden/ui-zoom-pressed.png");
}

// The ui sample's "volume" Slider (x 60..340, ball at 40 %) dragged from its ball to x 300
// and held: 240 / 280 x 100 = 85.7, truncated to 85, the ball drawn pressed at 1.1. The
// disabled slider below takes no touch.
TEST_F(SamplePlay, ASliderDraggedInPlayFollowsTheTouchAndHoldsItsPressedBall) {
    auto played = play("ui");
    ASSERT_TRUE(played);
    ScenePlayer& player = *played;
    auto& volume = static_cast<Slider&>(*findNodeByPath(player.scene(), "volume"));
    auto& locked = static_cast<Slider&>(*findNodeByPath(player.scene(), "locked-volume"));
    player.touch(EventTouch::Code::Began, {172, 130});
    player.step(1.0f / 60.0f);
    player.touch(EventTouch::Code::Moved, {300, 130});
    player.step(1.0f / 60.0f);
    EXPECT_EQ(volume.percent(), 85);
    const Size design = player.scene().designSize();
    expectLikeGolden(render(player.scene(), int(design.width), int(design.height)),
                     kSource / "tests/golden/ui-slider-dragged.png");
    player.touch(EventTouch::Code::Ended, {300, 130});
    player.touch(EventTouch::Code::Began, {100, 60});
    player.touch(EventTouch::Code::Moved, {300, 60});
    EXPECT_EQ(locked.percent(), 75);
}

// The ui sample's TextField "player-name" (x 330..630, y 487..523) touched and typed into:
// the text replaces the placeholder, white, from the box's top-left; 12 characters at most.
// A touch elsewhere detaches it, and typing then reaches nothing.
TEST_F(SamplePlay, ATextFieldTouchedInPlayTakesTypedTextUpToItsMaxLength) {
    auto played = play("ui");
    ASSERT_TRUE(played);
    ScenePlayer& player = *played;
    auto& name = static_cast<TextField&>(*findNodeByPath(player.scene(), "player-name"));
    EXPECT_FALSE(player.hasKeyboardFocus());
    player.touch({400, 505});
    EXPECT_TRUE(player.hasKeyboardFocus());
    player.insertText("Ada Lovelace, Countess");
    player.deleteBackward();
    player.step(1.0f / 60.0f);
    EXPECT_EQ(name.text(), "Ada Lovelac");  // cut at 12, then one deleted
    const Size design = player.scene().designSize();
    expectLikeGolden(render(player.scene(), int(design.width), int(design.height)),
                     kSource / "tests/golden/ui-typed.png");
    player.touch({900, 600});
    EXPECT_FALSE(player.hasKeyboardFocus());
    player.insertText("!");
    EXPECT_EQ(name.text(), "Ada Lovelac");
}

// The lists sample's "levels" (x 80..400, y 60..500; container 1000 high, so at -560)
// dragged up 200 points in two moves and held, then let go: it glides on, within bounds.
TEST_F(SamplePlay, AScrollViewDraggedInPlayScrollsItsRowsInsideItsClip) {
    auto played = play("lists");
    ASSERT_TRUE(played);
    ScenePlayer& player = *played;
    auto& levels = static_cast<ScrollView&>(*findNodeByPath(player.scene(), "levels"));
    ASSERT_EQ(levels.innerContainerPosition(), (Vec2{0, -560}));
    player.touch(EventTouch::Code::Began, {240, 200});
    player.step(1.0f / 60.0f);
    player.touch(EventTouch::Code::Moved, {240, 300});
    player.step(1.0f / 60.0f);
    player.touch(EventTouch::Code::Moved, {240, 400});
    player.step(1.0f / 60.0f);
    EXPECT_EQ(levels.innerContainerPosition(), (Vec2{0, -360}));
    const Size design = player.scene().designSize();
    expectLikeGolden(render(player.scene(), int(design.width), int(design.height)),
                     kSource / "tests/golden/lists-scrolled.png");
    player.touch(EventTouch::Code::Ended, {240, 400});
    EXPECT_TRUE(levels.isAutoScrolling());
    for (int i = 0; i < 600 && levels.isAutoScrolling(); ++i) player.step(1.0f / 60.0f);
    EXPECT_FALSE(levels.isAutoScrolling());
    EXPECT_GT(levels.innerContainerPosition().y, -360.0f);
    EXPECT_LE(levels.innerContainerPosition().y, 0.0f);
}

// The pages sample's "book" (x 240..720): a flick of 120 points left in two frames turns to
// page 2: the golden is half a second into cocos' 1 s eased scroll (97 % of the way, x -468.75),
// and it ends exactly on the page, where the pageTurning trigger fires.
TEST_F(SamplePlay, APageViewFlickedInPlayTurnsToTheNextPage) {
    auto played = play("pages");
    ASSERT_TRUE(played);
    ScenePlayer& player = *played;
    auto& book = static_cast<PageView&>(*findNodeByPath(player.scene(), "book"));
    ASSERT_EQ(book.currentPageIndex(), 0);
    player.touch(EventTouch::Code::Began, {600, 300});
    player.step(1.0f / 60.0f);
    player.touch(EventTouch::Code::Moved, {540, 300});
    player.step(1.0f / 60.0f);
    player.touch(EventTouch::Code::Moved, {480, 300});
    player.touch(EventTouch::Code::Ended, {480, 300});
    EXPECT_EQ(book.innerContainerPosition(), (Vec2{-120, 0}));
    for (int i = 0; i < 30; ++i) player.step(1.0f / 60.0f);
    const Size design = player.scene().designSize();
    expectLikeGolden(render(player.scene(), int(design.width), int(design.height)),
                     kSource / "tests/golden/pages-turning.png");
    EXPECT_TRUE(player.emitted().empty());  // the turn is reported when its scroll ends
    for (int i = 0; i < 60 && book.isAutoScrolling(); ++i) player.step(1.0f / 60.0f);
    EXPECT_FALSE(book.isAutoScrolling());
    EXPECT_EQ(book.innerContainerPosition(), (Vec2{-480, 0}));
    EXPECT_EQ(book.currentPageIndex(), 1);
    // book's pageTurning trigger runs its Emit action (on the next frame's action step),
    // and the page-turned event makes the caption pulse.
    player.step(1.0f / 60.0f);
    EXPECT_EQ(player.emitted(), (std::vector<std::string>{"page-turned"}));
    player.step(0.05f);
    EXPECT_GT(findNodeByPath(player.scene(), "caption")->scale(), 1.0f);
}

INSTANTIATE_TEST_SUITE_P(Frames, ClipsGolden, ::testing::Values(0, 20, 45, 90));

INSTANTIATE_TEST_SUITE_P(Projects, SampleGolden, ::testing::ValuesIn(test::kSampleProjects), [](const auto& testInfo) {
    std::string n = testInfo.param;
    for (char& c : n)
        if (c == '-') c = '_';
    return n;
});
