// Scale9Sprite: cocos' ui::Scale9Sprite slicing, boundary by boundary.
#include "diorama/nodes/scale9_sprite.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

Scale9Sprite& make(Scene& scene, Size content, Rect insets) {
    auto& s = scene.emplaceChild<Scale9Sprite>();
    s.setTexture(TextureInfo{TextureHandle{7}, 30, 30, false, {}});
    s.setCapInsets(insets);
    s.setContentSize(content);
    return s;
}

}  // namespace

TEST(Scale9Sprite, CornersKeepTheirSizeEdgesAndCentreStretch) {
    Scene scene;
    auto& s = make(scene, {90, 60}, {{10, 10}, {10, 10}});
    const auto slices = s.slices();
    EXPECT_EQ(slices.x, (std::array<float, 4>{0, 10, 80, 90}));
    EXPECT_EQ(slices.y, (std::array<float, 4>{0, 10, 50, 60}));
    EXPECT_EQ(slices.u, (std::array<float, 4>{0, 10 / 30.0f, 20 / 30.0f, 1}));
    EXPECT_EQ(slices.v,
              (std::array<float, 4>{1, 20 / 30.0f, 10 / 30.0f, 0}));  // bottom row samples the image's last rows
}

TEST(Scale9Sprite, UnevenInsetsMeasureTopAndLeftFromTheRectsTopLeft) {
    Scene scene;
    auto& s = make(scene, {40, 40}, {{4, 6}, {20, 12}});  // right 6, bottom 12
    const auto slices = s.slices();
    EXPECT_EQ(slices.x, (std::array<float, 4>{0, 4, 34, 40}));
    EXPECT_EQ(slices.y, (std::array<float, 4>{0, 12, 34, 40}));
}

TEST(Scale9Sprite, ASizeSmallerThanTwoCornersShrinksThemInProportion) {
    Scene scene;
    auto& s = make(scene, {15, 60}, {{10, 10}, {10, 10}});
    EXPECT_EQ(s.slices().x, (std::array<float, 4>{0, 7.5f, 7.5f, 15}));
}

TEST(Scale9Sprite, EmptyInsetsMeanTheMiddleThird) {
    Scene scene;
    auto& s = make(scene, {30, 30}, {});
    EXPECT_EQ(s.effectiveCapInsets(), (Rect{{10, 10}, {10, 10}}));
}

TEST(Scale9Sprite, DrawsNineQuadsInOneCommandAndSkipsEmptySlices) {
    Scene scene;
    make(scene, {90, 60}, {{10, 10}, {10, 10}});
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    ASSERT_EQ(queue.commands().size(), 1u);
    EXPECT_EQ(queue.commands()[0].quadCount, 9u);
    Scene narrow;
    make(narrow, {15, 60}, {{10, 10}, {10, 10}});
    NodeTraversal::visit(narrow, queue);
    EXPECT_EQ(queue.commands()[0].quadCount, 6u);  // the centre column has no width
}
