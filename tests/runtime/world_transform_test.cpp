// The cached world transform (docs/runtime.md A4, A6 and issue 14): never stale for a
// query, recomputed by the transform stage only where something changed.
#include "diorama/events/hit_test.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "test_nodes.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace diorama;

namespace {

// The product of the local transforms from the root down, composed as a frame does.
AffineTransform composedFromLocals(const Node& node) {
    std::vector<const Node*> chain;
    for (const Node* n = &node; n; n = n->parent()) chain.push_back(n);
    AffineTransform world = chain.back()->nodeToParentTransform();
    for (auto it = chain.rbegin() + 1; it != chain.rend(); ++it) world = world * (*it)->nodeToParentTransform();
    return world;
}

struct Fan {
    Scene scene;
    Node* a;
    Node* a1;
    Node* a2;
    Node* b;
    Fan() {
        a = &scene.addChild(test::node("a", {10, 10}, {100, 50}));
        a1 = &a->addChild(test::node("a1", {4, 4}, {5, 5}));
        a2 = &a->addChild(test::node("a2", {4, 4}, {-5, 2}));
        b = &scene.addChild(test::node("b", {10, 10}, {-30, 7}));
        a->setRotation(30);
        a1->setScale(2.0f, 0.5f);
        b->setSkewX(10);
    }
};

}  // namespace

TEST(WorldTransform, EqualsTheProductOfLocalsComposedFromTheRoot) {
    Fan f;
    for (Node* n : {static_cast<Node*>(&f.scene), f.a, f.a1, f.a2, f.b})
        EXPECT_EQ(n->nodeToWorldTransform(), composedFromLocals(*n)) << n->name();
}

TEST(WorldTransform, QueriesSeeAParentMoveWithoutAFrame) {
    Fan f;
    EXPECT_EQ(f.a1->convertToWorldSpace({0, 0}), composedFromLocals(*f.a1).apply({0, 0}));
    f.a->setPosition({200, 50});
    EXPECT_EQ(f.a1->nodeToWorldTransform(), composedFromLocals(*f.a1));
    f.scene.setScale(3);
    EXPECT_EQ(f.a2->nodeToWorldTransform(), composedFromLocals(*f.a2));
    EXPECT_EQ(f.a2->worldToNodeTransform(), composedFromLocals(*f.a2).inverse());
}

TEST(WorldTransform, QueriesSeeAReparentAndADetach) {
    Fan f;
    (void)f.a1->nodeToWorldTransform();
    f.a1->moveToParent(*f.b);
    EXPECT_EQ(f.a1->nodeToWorldTransform(), composedFromLocals(*f.a1));
    auto detached = f.b->removeFromParent();
    EXPECT_EQ(f.a1->nodeToWorldTransform(), composedFromLocals(*f.a1));
    EXPECT_EQ(detached->nodeToWorldTransform(), detached->nodeToParentTransform());
}

TEST(WorldTransform, ANormalizedChildFollowsItsParentsContentSize) {
    Fan f;
    f.a1->setNormalizedPosition({0.5f, 0.5f});
    EXPECT_EQ(f.a1->convertToWorldSpace({0, 0}), composedFromLocals(*f.a1).apply({0, 0}));
    f.a->setContentSize({40, 20});
    EXPECT_EQ(f.a1->nodeToWorldTransform(), composedFromLocals(*f.a1));
    EXPECT_EQ(f.a1->position(), Vec2(20, 10));
}

TEST(WorldTransform, TheTransformStageRecomputesOnlyWhatMoved) {
    Fan f;
    EXPECT_EQ(NodeTraversal::updateWorldTransforms(f.scene), 5u);
    EXPECT_EQ(NodeTraversal::updateWorldTransforms(f.scene), 0u);  // nothing moved
    f.a2->setPosition({1, 1});
    EXPECT_EQ(NodeTraversal::updateWorldTransforms(f.scene), 1u);
    f.a->setRotation(45);  // a and both children
    f.a->setScale(2);      // already stale: counted once
    EXPECT_EQ(NodeTraversal::updateWorldTransforms(f.scene), 3u);
    f.a1->setPosition({2, 2});
    f.b->setPosition({3, 3});
    EXPECT_EQ(NodeTraversal::updateWorldTransforms(f.scene), 2u);
    for (Node* n : {f.a, f.a1, f.a2, f.b}) EXPECT_EQ(n->nodeToWorldTransform(), composedFromLocals(*n)) << n->name();
}

TEST(WorldTransform, TheStageFindsANodeThatArrivesAfterAQueryCleanedItsAncestors) {
    Fan f;
    NodeTraversal::updateWorldTransforms(f.scene);
    f.a1->setPosition({9, 9});
    (void)f.a1->nodeToWorldTransform();  // refreshed by the query, no longer stale
    auto& late = f.a2->addChild(test::node("late", {1, 1}, {3, 4}));
    EXPECT_EQ(NodeTraversal::updateWorldTransforms(f.scene), 1u);
    EXPECT_EQ(late.nodeToWorldTransform(), composedFromLocals(late));
}

TEST(WorldTransform, AnInvisibleSubtreeIsStillKeptCurrent) {
    Fan f;
    f.a->setVisible(false);
    f.a->setPosition({1, 2});
    RenderQueue queue;
    NodeTraversal::visit(f.scene, queue);
    NodeTraversal::updateWorldTransforms(f.scene);
    EXPECT_EQ(f.a1->nodeToWorldTransform(), composedFromLocals(*f.a1));
}

TEST(WorldTransform, TheVisitDrawsWithTheSameMatrixAQueryReturns) {
    Scene scene;
    auto& parent = scene.addChild(test::node("p", {10, 10}, {40, 30}));
    parent.setRotation(17);
    auto& s = parent.addChild(test::sprite("s", 1, {8, 8}));
    s.setPosition({3, 4});
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);  // no transform stage first: the visit refreshes
    ASSERT_EQ(queue.vertices().size(), 4u);
    const AffineTransform world = composedFromLocals(s);
    EXPECT_EQ(s.nodeToWorldTransform(), world);
    EXPECT_EQ(queue.vertices()[0].position, world.apply({0, 0}));
}

TEST(WorldTransform, AHitTestFollowsAMoveAndAZeroScale) {
    Fan f;
    const Vec2 inside = f.b->convertToWorldSpace({5, 5});
    EXPECT_TRUE(hitTest(*f.b, inside));
    f.b->setPosition(f.b->position() + Vec2{100, 0});
    EXPECT_FALSE(hitTest(*f.b, inside));
    EXPECT_TRUE(hitTest(*f.b, inside + Vec2{100, 0}));
    f.b->setScaleX(0);
    EXPECT_FALSE(f.b->isWorldTransformInvertible());
    EXPECT_FALSE(hitTest(*f.b, inside + Vec2{100, 0}));
    f.b->setScaleX(1);
    EXPECT_TRUE(f.b->isWorldTransformInvertible());
}

TEST(WorldTransform, AnOverflowingScaleInvertsLikeTheUncachedFormula) {
    Scene scene;
    auto& huge = scene.addChild(test::node("huge"));
    huge.setScale(1e30f);
    auto& huger = huge.addChild(test::node("huger"));
    huger.setScale(1e30f);  // the world scale overflows to infinity: 1/det is 0, not "singular"
    const AffineTransform expected = huger.nodeToWorldTransform().inverse();
    const AffineTransform actual = huger.worldToNodeTransform();
    EXPECT_TRUE(huger.isWorldTransformInvertible());
    EXPECT_EQ(std::memcmp(&expected, &actual, sizeof actual), 0);
}

TEST(WorldTransform, AQueryAfterARootMoveLeavesTheSiblingsForTheStage) {
    Fan f;
    NodeTraversal::updateWorldTransforms(f.scene);
    f.scene.setPosition({5, 5});                                         // everything is stale through the root
    EXPECT_EQ(f.a1->nodeToWorldTransform(), composedFromLocals(*f.a1));  // scene, a, a1 refreshed
    EXPECT_EQ(f.a2->nodeToWorldTransform(), composedFromLocals(*f.a2));  // a2 refreshed on its own
    EXPECT_EQ(NodeTraversal::updateWorldTransforms(f.scene), 1u);        // only b was left
    EXPECT_EQ(f.b->nodeToWorldTransform(), composedFromLocals(*f.b));
    EXPECT_EQ(NodeTraversal::updateWorldTransforms(f.scene), 0u);
}

TEST(WorldTransform, AVisitThatSkipsAnInvisibleChildLeavesItStale) {
    Fan f;
    auto& grandchild = f.a1->addChild(test::node("g", {1, 1}, {2, 3}));
    NodeTraversal::updateWorldTransforms(f.scene);
    f.a1->setVisible(false);
    f.a->setPosition({7, 8});
    RenderQueue queue;
    NodeTraversal::visit(f.scene, queue);  // recomputes a and a2, skips a1's subtree
    EXPECT_EQ(grandchild.nodeToWorldTransform(), composedFromLocals(grandchild));
    f.a->setPosition({9, 9});
    NodeTraversal::visit(f.scene, queue);
    EXPECT_EQ(NodeTraversal::updateWorldTransforms(f.scene), 2u);  // a1 and g, left by the visit
    EXPECT_EQ(grandchild.nodeToWorldTransform(), composedFromLocals(grandchild));
}
