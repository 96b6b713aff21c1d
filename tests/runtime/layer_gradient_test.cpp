// LayerGradient: cocos' LayerGradient::updateColor arithmetic, corner by corner.
#include "diorama/nodes/layer_gradient.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace diorama;

namespace {

enum Corner { BottomLeft, BottomRight, TopLeft, TopRight };

// Weight of the start colour at a corner, as cocos computes it.
float startWeight(const LayerGradient& g, Corner corner) {
    const auto c = g.cornerColors()[corner];
    return c.r;  // start red 1, end red 0
}

std::unique_ptr<LayerGradient> redToBlack(Vec2 vector, bool compressed = true) {
    auto g = std::make_unique<LayerGradient>(Color4B{255, 0, 0, 255}, Color4B{0, 0, 0, 255}, vector);
    g->setCompressedInterpolation(compressed);
    return g;
}

}  // namespace

TEST(LayerGradient, DefaultsAreCocosCreate) {
    LayerGradient g;
    EXPECT_EQ(g.color(), (Color3B{0, 0, 0}));
    EXPECT_EQ(g.endColor(), (Color3B{0, 0, 0}));
    EXPECT_EQ(g.startOpacity(), 255);
    EXPECT_EQ(g.endOpacity(), 255);
    EXPECT_EQ(g.vector(), (Vec2{0, -1}));
    EXPECT_TRUE(g.isCompressedInterpolation());
    EXPECT_EQ(g.opacity(), 255);
}

TEST(LayerGradient, TheDefaultVectorRunsFromTheTopDown) {
    const auto g = redToBlack({0, -1});
    EXPECT_FLOAT_EQ(startWeight(*g, TopLeft), 1.0f);
    EXPECT_FLOAT_EQ(startWeight(*g, TopRight), 1.0f);
    EXPECT_FLOAT_EQ(startWeight(*g, BottomLeft), 0.0f);
    EXPECT_FLOAT_EQ(startWeight(*g, BottomRight), 0.0f);
}

TEST(LayerGradient, CompressedInterpolationShowsTheFullRangeOnTheDiagonal) {
    const auto g = redToBlack({1, 1});
    EXPECT_FLOAT_EQ(startWeight(*g, BottomLeft), 1.0f);
    EXPECT_NEAR(startWeight(*g, TopRight), 0.0f, 1e-7f);  // cocos' float arithmetic leaves 4e-8
    EXPECT_FLOAT_EQ(startWeight(*g, BottomRight), 0.5f);
    EXPECT_FLOAT_EQ(startWeight(*g, TopLeft), 0.5f);
}

TEST(LayerGradient, WithoutCompressionAnAxisVectorStopsShortOfTheEnds) {
    // u = (1, 0), c = sqrt 2: (c + 1) / 2c and (c - 1) / 2c.
    const float c = std::sqrt(2.0f);
    const auto g = redToBlack({1, 0}, false);
    EXPECT_FLOAT_EQ(startWeight(*g, BottomLeft), (c + 1.0f) / (2.0f * c));   // 0.853553
    EXPECT_FLOAT_EQ(startWeight(*g, BottomRight), (c - 1.0f) / (2.0f * c));  // 0.146447
    const auto compressed = redToBlack({1, 0}, true);
    EXPECT_FLOAT_EQ(startWeight(*compressed, BottomLeft), 1.0f);
    EXPECT_FLOAT_EQ(startWeight(*compressed, BottomRight), 0.0f);
}

TEST(LayerGradient, AZeroVectorKeepsTheFlatLayerColour) {
    LayerGradient g({10, 20, 30, 40}, {200, 200, 200, 255}, {0, 0});
    for (const auto& c : g.cornerColors()) {
        EXPECT_FLOAT_EQ(c.r, 10 / 255.0f);
        EXPECT_FLOAT_EQ(c.a, 1.0f);
    }
}

TEST(LayerGradient, OpacitiesScaleWithTheDisplayedOpacity) {
    LayerGradient g({255, 255, 255, 200}, {255, 255, 255, 0}, {0, -1});
    g.setOpacity(128);
    const float opacityf = 128 / 255.0f;
    EXPECT_FLOAT_EQ(g.cornerColors()[TopLeft].a, 200 * opacityf / 255.0f);
    EXPECT_FLOAT_EQ(g.cornerColors()[BottomLeft].a, 0.0f);
}

TEST(LayerGradient, TheStartColourCascadesAndTheEndColourDoesNot) {
    Scene scene;
    auto& parent = scene.emplaceChild<Node>();
    parent.setCascadeColorEnabled(true);
    parent.setColor({255, 0, 0});
    auto& g = parent.addChild(std::make_unique<LayerGradient>(Color4B{255, 255, 255, 255}, Color4B{0, 0, 255, 255}));
    EXPECT_EQ(g.displayedColor(), (Color3B{255, 0, 0}));
    const auto top = g.cornerColors()[TopLeft], bottom = g.cornerColors()[BottomLeft];
    EXPECT_FLOAT_EQ(top.g, 0.0f);     // start white, tinted red
    EXPECT_FLOAT_EQ(bottom.b, 1.0f);  // end blue, untouched
}

TEST(LayerGradient, DrawsOneQuadWithTheCornerColoursInQuadOrder) {
    Scene scene;
    auto& g = scene.addChild(std::make_unique<LayerGradient>(Color4B{255, 0, 0, 255}, Color4B{0, 0, 255, 255}));
    g.setContentSize({10, 20});
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    ASSERT_EQ(queue.vertices().size(), 4u);
    const auto& v = queue.vertices();
    // Quads run bottom-left, bottom-right, top-right, top-left.
    EXPECT_EQ(v[0].color, (Color4B{0, 0, 255, 255}));
    EXPECT_EQ(v[1].color, (Color4B{0, 0, 255, 255}));
    EXPECT_EQ(v[2].color, (Color4B{255, 0, 0, 255}));
    EXPECT_EQ(v[3].color, (Color4B{255, 0, 0, 255}));
    EXPECT_EQ(v[2].position, (Vec2{10, 20}));
}
