// Clipping nodes (cocos ui::Layout with stencil clipping): the subtree is one group in
// the render queue, ordered by global Z inside, placed by the clipping node's global Z.
#include "diorama/scene/scene.h"
#include "diorama/types/builtin_types.h"
#include "test_nodes.h"

#include <gtest/gtest.h>

using namespace diorama;
using test::batchSizes;
using test::drawOrder;
using test::layer;
using Names = std::vector<std::string>;

TEST(ClipGroup, GlobalZInsideAClipGroupSortsOnlyWithinTheGroup) {
    Scene scene;
    scene.addChild(layer("before"));
    auto& panel = scene.addChild(layer("panel"));
    panel.setClippingEnabled(true);
    panel.addChild(layer("high")).setGlobalZOrder(5);
    panel.addChild(layer("low")).setGlobalZOrder(-5);
    panel.addChild(layer("plain"));
    scene.addChild(layer("after")).setGlobalZOrder(1);
    scene.addChild(layer("last"));
    // Without the group, "low" would come first and "high" last of all.
    EXPECT_EQ(drawOrder(scene), (Names{"before", "low", "panel", "plain", "high", "last", "after"}));
}

TEST(ClipGroup, TheGroupIsSortedByTheClippingNodesGlobalZ) {
    Scene scene;
    auto& panel = scene.addChild(layer("panel"));
    panel.setClippingEnabled(true);
    panel.setGlobalZOrder(2);
    panel.addChild(layer("child")).setGlobalZOrder(-3);
    scene.addChild(layer("one")).setGlobalZOrder(1);
    scene.addChild(layer("zero"));
    scene.addChild(layer("three")).setGlobalZOrder(3);
    EXPECT_EQ(drawOrder(scene), (Names{"zero", "one", "child", "panel", "three"}));
}

TEST(ClipGroup, CommandsKnowTheirRegionAndRegionsNest) {
    Scene scene;
    auto& outer = scene.addChild(layer("outer", {100, 50}));
    outer.setClippingEnabled(true);
    outer.setPosition({10, 20});
    auto& inner = outer.addChild(layer("inner", {30, 30}));
    inner.setClippingEnabled(true);
    inner.setPosition({5, 5});
    inner.addChild(layer("leaf"));
    scene.addChild(layer("free"));
    RenderQueue q;
    NodeTraversal::visit(scene, q);
    ASSERT_EQ(q.clipRegions().size(), 3u);
    const ClipRegion& o = q.clipRegions()[1];
    const ClipRegion& i = q.clipRegions()[2];
    EXPECT_EQ(o.depth, 1u);
    EXPECT_EQ(i.depth, 2u);
    EXPECT_EQ(i.parent, 1u);
    EXPECT_EQ(o.corners[0], (Vec2{10, 20}));
    EXPECT_EQ(o.corners[2], (Vec2{110, 70}));
    EXPECT_EQ(i.corners[0], (Vec2{15, 25}));
    EXPECT_EQ(i.corners[2], (Vec2{45, 55}));
    std::vector<std::uint32_t> clips;
    for (std::uint32_t c : q.order()) clips.push_back(q.commands()[c].clip);
    EXPECT_EQ(clips, (std::vector<std::uint32_t>{1, 2, 2, 0}));
}

TEST(ClipGroup, BatchesBreakAtEveryGroupEdgeEvenAnEmptyGroups) {
    Scene scene;
    scene.addChild(test::sprite("a", 1));
    auto& panel = scene.addChild(std::make_unique<Node>());
    panel.setContentSize({10, 10});
    panel.setClippingEnabled(true);
    scene.addChild(test::sprite("b", 1));
    // cocos flushes on the group command, drawn or not.
    EXPECT_EQ(batchSizes(scene), (std::vector<std::uint32_t>{1, 1}));
    panel.setClippingEnabled(false);
    EXPECT_EQ(batchSizes(scene), (std::vector<std::uint32_t>{2}));
}

TEST(ClipGroup, SameTextureInsideAGroupStillBatches) {
    Scene scene;
    auto& panel = scene.addChild(std::make_unique<Node>());
    panel.setContentSize({10, 10});
    panel.setClippingEnabled(true);
    panel.addChild(test::sprite("a", 1));
    panel.addChild(test::sprite("b", 1));
    panel.addChild(test::sprite("c", 1)).setGlobalZOrder(1);
    RenderQueue q;
    NodeTraversal::visit(scene, q);
    ASSERT_EQ(q.batches().size(), 2u);
    EXPECT_EQ(q.batches()[0].entryCount, 2u);
    EXPECT_EQ(q.batches()[0].clip, 1u);
    EXPECT_EQ(q.batches()[1].clip, 1u);
}

TEST(ClipGroup, ClippingIsASavedNodeProperty) {
    const NodeType* type = builtinNodeTypes().find("Sprite");
    ASSERT_NE(type, nullptr);
    const PropertyDescriptor* clipping = type->find("clippingEnabled");
    ASSERT_NE(clipping, nullptr);
    Sprite sprite;
    PropertyContext context;
    EXPECT_EQ(clipping->get(sprite), PropertyValue(false));
    EXPECT_EQ(clipping->set(sprite, true, context), "");
    EXPECT_TRUE(sprite.isClippingEnabled());
}
