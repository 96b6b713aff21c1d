// In-order visit (A2), global-Z groups (A3, D1) and batching.
#include "diorama/nodes/label.h"
#include "diorama/scene/scene.h"
#include "test_nodes.h"

#include <gtest/gtest.h>

using namespace diorama;
using test::batchSizes;
using test::drawOrder;
using test::layer;
using test::node;
using test::visitOrder;
using Names = std::vector<std::string>;

TEST(DrawOrder, NegativeChildrenBeforeParentThenTheRest) {
    Scene scene;
    auto& parent = scene.addChild(layer("parent"));
    parent.addChild(layer("pos"), 1);
    parent.addChild(layer("neg"), -1);
    parent.addChild(layer("zero"), 0);
    EXPECT_EQ(drawOrder(scene), (Names{"neg", "parent", "zero", "pos"}));
    EXPECT_EQ(visitOrder(scene), (Names{"", "neg", "parent", "zero", "pos"}));
}

TEST(DrawOrder, EqualZIsOrderedByArrival) {
    Scene scene;
    auto& a = scene.addChild(layer("a"));
    scene.addChild(layer("b"));
    scene.addChild(layer("c"));
    EXPECT_EQ(drawOrder(scene), (Names{"a", "b", "c"}));
    a.setLocalZOrder(1);
    a.setLocalZOrder(0);
    EXPECT_EQ(drawOrder(scene), (Names{"b", "c", "a"}));
}

TEST(DrawOrder, InvisibleSubtreesAreSkipped) {
    Scene scene;
    auto& hidden = scene.addChild(layer("hidden"));
    hidden.addChild(layer("child"));
    scene.addChild(layer("shown"));
    hidden.setVisible(false);
    EXPECT_EQ(drawOrder(scene), (Names{"shown"}));
    EXPECT_EQ(visitOrder(scene), (Names{"", "shown"}));
}

TEST(DrawOrder, GlobalZIsPerNodeAndNotInherited) {
    Scene scene;
    auto& parent = scene.addChild(layer("parent"));
    parent.addChild(layer("child"));
    scene.addChild(layer("sibling"));
    parent.setGlobalZOrder(10);
    EXPECT_EQ(drawOrder(scene), (Names{"child", "sibling", "parent"}));
}

TEST(DrawOrder, GlobalZGroupsNegativeZeroPositiveStable) {
    Scene scene;
    scene.addChild(layer("p2")).setGlobalZOrder(2);
    scene.addChild(layer("z0a"));
    scene.addChild(layer("n1")).setGlobalZOrder(-1);
    scene.addChild(layer("p1")).setGlobalZOrder(1);
    scene.addChild(layer("n5")).setGlobalZOrder(-5);
    scene.addChild(layer("p1b")).setGlobalZOrder(1);
    scene.addChild(layer("z0b"));
    scene.addChild(layer("n1b")).setGlobalZOrder(-1);
    EXPECT_EQ(drawOrder(scene), (Names{"n5", "n1", "n1b", "z0a", "z0b", "p1", "p1b", "p2"}));
}

TEST(DrawOrder, BaseNodesAndEmptyDrawablesEmitNothing) {
    Scene scene;
    scene.addChild(node("plain", {10, 10}));
    scene.addChild(layer("empty", {0, 0}));
    scene.addChild(std::make_unique<Sprite>());
    scene.addChild(std::make_unique<Label>(nullptr, "x"));
    EXPECT_TRUE(drawOrder(scene).empty());
}

TEST(Batching, ConsecutiveSameTextureMerges) {
    Scene scene;
    scene.addChild(test::sprite("a", 1));
    auto& odd = scene.addChild(test::sprite("b", 1));
    scene.addChild(test::sprite("c", 2));
    scene.addChild(test::sprite("d", 1));
    (void)odd;
    EXPECT_EQ(batchSizes(scene), (std::vector<std::uint32_t>{2, 1, 1}));
    // Moving the texture-2 sprite to a negative global Z joins the texture-1 runs.
    scene.childByName("c")->setGlobalZOrder(-1);
    EXPECT_EQ(batchSizes(scene), (std::vector<std::uint32_t>{1, 3}));
}

TEST(Batching, BlendModeBreaksABatch) {
    Scene scene;
    scene.addChild(test::sprite("a", 1));
    scene.addChild(test::sprite("b", 1)).setBlend(BlendMode::Additive);
    EXPECT_EQ(batchSizes(scene).size(), 2u);
}

TEST(Batching, BatchesNeverSpanGlobalZGroups) {
    Scene scene;
    scene.addChild(test::sprite("a", 1));
    scene.addChild(test::sprite("b", 1)).setGlobalZOrder(1);
    EXPECT_EQ(batchSizes(scene), (std::vector<std::uint32_t>{1, 1}));
}

TEST(Batching, BuffersSplitAt16384Quads) {
    Scene scene;
    for (int i = 0; i < 40000; ++i) scene.addChild(test::sprite("s", 1));
    RenderQueue q;
    NodeTraversal::visit(scene, q);
    ASSERT_EQ(q.batches().size(), 3u);
    EXPECT_EQ(q.batches()[0].quadCount, 16384u);
    EXPECT_EQ(q.batches()[1].quadCount, 16384u);
    EXPECT_EQ(q.batches()[2].quadCount, 40000u - 2 * 16384u);
}

// positionZ only adds z to the translation (3.17/4.0): it neither sets globalZOrder nor
// moves the node in the draw order.
TEST(DrawOrder, PositionZChangesNeitherGlobalZNorTheOrder) {
    Scene scene;
    Node& a = scene.addChild(layer("a"));
    scene.addChild(layer("b"));
    a.setPositionZ(50);
    EXPECT_EQ(a.globalZOrder(), 0.0f);
    EXPECT_EQ(drawOrder(scene), (Names{"a", "b"}));
}

// cocos flushes when the quads queued since the last flush, of any texture, would
// overflow its 65,536-vertex buffer, not when one batch would.
TEST(Batching, TheBufferFillsAcrossBatchesOfDifferentTextures) {
    Scene scene;
    for (int i = 0; i < 10000; ++i) scene.addChild(test::sprite("a", 1));
    scene.addChild(test::sprite("b", 2));
    for (int i = 0; i < 7000; ++i) scene.addChild(test::sprite("a", 1));
    EXPECT_EQ(batchSizes(scene), (std::vector<std::uint32_t>{10000, 1, 6383, 617}));
}

// A flush empties the buffer: a new global-Z group starts counting from zero.
TEST(Batching, AGroupsFlushEmptiesTheBuffer) {
    Scene scene;
    for (int i = 0; i < 10000; ++i) scene.addChild(test::sprite("a", 1)).setGlobalZOrder(-1);
    for (int i = 0; i < 16384; ++i) scene.addChild(test::sprite("a", 1));
    EXPECT_EQ(batchSizes(scene), (std::vector<std::uint32_t>{10000, 16384}));
}

TEST(Culling, OffscreenQuadsEmitNoCommand) {
    Scene scene;
    scene.addChild(layer("in", {10, 10})).setPosition({5, 5});
    scene.addChild(layer("out", {10, 10})).setPosition({500, 500});
    RenderQueue q;
    q.setCullRect(Rect{{0, 0}, {100, 100}});
    NodeTraversal::visit(scene, q);
    ASSERT_EQ(q.commands().size(), 1u);
    EXPECT_EQ(q.commands()[0].node->name(), "in");
    EXPECT_EQ(q.culledCount(), 1u);
}

TEST(Vertices, SpriteQuadCarriesWorldCornersAndDisplayedColour) {
    Scene scene;
    auto& s = scene.addChild(test::sprite("s", 1, {20, 10}));
    s.setPosition({100, 100});
    s.setColor({255, 0, 0});
    s.setOpacity(128);
    RenderQueue q;
    NodeTraversal::visit(scene, q);
    ASSERT_EQ(q.vertices().size(), 4u);
    EXPECT_EQ(q.vertices()[0].position, Vec2(90, 95));
    EXPECT_EQ(q.vertices()[2].position, Vec2(110, 105));
    EXPECT_EQ(q.vertices()[0].color, (Color4B{255, 0, 0, 128}));
    EXPECT_EQ(q.vertices()[0].uv, Vec2(0, 1));
    EXPECT_EQ(q.vertices()[2].uv, Vec2(1, 0));
}

TEST(Vertices, FlippedSpriteSwapsTextureCoordinates) {
    Scene scene;
    auto& s = scene.addChild(test::sprite("s", 1, {20, 10}));
    s.setFlippedX(true);
    RenderQueue q;
    NodeTraversal::visit(scene, q);
    EXPECT_EQ(q.vertices()[0].uv, Vec2(1, 1));
}
