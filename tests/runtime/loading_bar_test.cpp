// LoadingBar: cocos 3.17's ui::LoadingBar cut, from either end, worked out from
// updateProgressBar (the texture rectangle cut to percent of its width) and setDirection
// (the renderer anchored at the right end and flipped).
#include "diorama/nodes/loading_bar.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "diorama/types/builtin_types.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

LoadingBar& make(Scene& scene, float percent, LoadingBar::Direction direction) {
    auto& bar = scene.emplaceChild<LoadingBar>();
    bar.setTexture(TextureInfo{TextureHandle{7}, 100, 20, false, {}});
    bar.setContentSize({200, 40});  // the image stretches twice over
    bar.setPercent(percent);
    bar.setDirection(direction);
    return bar;
}

void expectRect(const Rect& actual, const Rect& expected) {
    EXPECT_FLOAT_EQ(actual.origin.x, expected.origin.x);
    EXPECT_FLOAT_EQ(actual.origin.y, expected.origin.y);
    EXPECT_FLOAT_EQ(actual.size.width, expected.size.width);
    EXPECT_FLOAT_EQ(actual.size.height, expected.size.height);
}

void expectUv(Vec2 actual, Vec2 expected) {
    EXPECT_FLOAT_EQ(actual.x, expected.x);
    EXPECT_FLOAT_EQ(actual.y, expected.y);
}

}  // namespace

TEST(LoadingBar, FromTheLeftTheImagesLeftPartShowsAtTheLeftEnd) {
    Scene scene;
    const auto q = make(scene, 30, LoadingBar::Direction::Left).barQuad();
    expectRect(q.local, {{0, 0}, {60, 40}});
    expectUv(q.uv[0], {0, 1});  // bottom-left samples the image's bottom-left
    expectUv(q.uv[1], {0.3f, 1});
    expectUv(q.uv[2], {0.3f, 0});
    expectUv(q.uv[3], {0, 0});
}

TEST(LoadingBar, FromTheRightTheImagesLeftPartShowsMirroredAtTheRightEnd) {
    Scene scene;
    const auto q = make(scene, 30, LoadingBar::Direction::Right).barQuad();
    expectRect(q.local, {{140, 0}, {60, 40}});
    expectUv(q.uv[0], {0.3f, 1});
    expectUv(q.uv[1], {0, 1});  // the right end shows the image's left edge
    expectUv(q.uv[2], {0, 0});
    expectUv(q.uv[3], {0.3f, 0});
}

TEST(LoadingBar, PercentIsClampedAndTheBarsOwnFlipsChangeNothing) {
    Scene scene;
    auto& bar = make(scene, 150, LoadingBar::Direction::Left);
    EXPECT_EQ(bar.percent(), 100);
    bar.setPercent(-5);
    EXPECT_EQ(bar.percent(), 0);
    RenderQueue empty;
    NodeTraversal::visit(scene, empty);
    EXPECT_TRUE(empty.commands().empty());  // nothing to draw at 0%
    bar.setPercent(50);
    const auto before = bar.barQuad();
    bar.setFlippedX(true);
    bar.setFlippedY(true);
    const auto after = bar.barQuad();
    EXPECT_EQ(after.local, before.local);
    for (int i = 0; i < 4; ++i) expectUv(after.uv[i], before.uv[i]);
    bar.setAnchorPoint({0, 0});
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    ASSERT_EQ(queue.commands().size(), 1u);
    EXPECT_FLOAT_EQ(queue.vertices()[1].position.x, 100);  // half of 200, at the scene's origin
}

TEST(LoadingBar, TheRegistryDescribesPercentAndDirectionAndRefusesPercentsPast100) {
    const NodeType* type = builtinNodeTypes().find("LoadingBar");
    ASSERT_NE(type, nullptr);
    const PropertyDescriptor* percent = type->find("percent");
    ASSERT_NE(percent, nullptr);
    EXPECT_EQ(percent->defaultValue, PropertyValue(100.0f));
    EXPECT_NE(percent->validate(PropertyValue(150.0f)), "");
    const PropertyDescriptor* direction = type->find("direction");
    ASSERT_NE(direction, nullptr);
    EXPECT_EQ(direction->enumNames, (std::vector<std::string>{"left", "right"}));
    EXPECT_FALSE(type->find("flippedX")->hints.inspector);
    EXPECT_TRUE(type->find("contentSize")->hints.inspector);
}
