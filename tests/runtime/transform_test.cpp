// Local transform formula (docs/runtime.md A4), conversions (A6) and bounding box (A5).
#include "diorama/nodes/sprite.h"
#include "diorama/scene/scene.h"
#include "test_nodes.h"

#include <gtest/gtest.h>

using namespace diorama;
using diorama::test::node;

namespace {
void expectNear(Vec2 actual, Vec2 expected, float eps = 1e-4f) {
    EXPECT_NEAR(actual.x, expected.x, eps);
    EXPECT_NEAR(actual.y, expected.y, eps);
}
void expectRect(const Rect& r, float x, float y, float w, float h, float eps = 1e-4f) {
    EXPECT_NEAR(r.origin.x, x, eps);
    EXPECT_NEAR(r.origin.y, y, eps);
    EXPECT_NEAR(r.size.width, w, eps);
    EXPECT_NEAR(r.size.height, h, eps);
}
}  // namespace

TEST(Transform, SeedSpriteExampleConvertsBetweenSpaces) {
    // Seed 002: a 50x50 sprite, default anchor (0.5, 0.5), at (75, 75) under the scene.
    Scene scene;
    auto& sprite = scene.addChild(test::sprite("s", 1, {50, 50}));
    sprite.setPosition({75, 75});
    EXPECT_EQ(sprite.convertToNodeSpace({50, 50}), Vec2(0, 0));
    EXPECT_EQ(sprite.convertToNodeSpaceAR({75, 75}), Vec2(0, 0));
    EXPECT_EQ(sprite.convertToWorldSpace({0, 0}), Vec2(50, 50));
    EXPECT_EQ(sprite.convertToWorldSpaceAR({0, 0}), Vec2(75, 75));
}

TEST(Transform, SceneContributesIdentity) {
    Scene scene({960, 640});
    EXPECT_EQ(scene.nodeToWorldTransform(), AffineTransform::identity());
    EXPECT_TRUE(scene.isIgnoreAnchorPointForPosition());
}

TEST(Transform, PositiveRotationIsClockwise) {
    Node n;
    n.setContentSize({100, 50});
    n.setAnchorPoint({0.5f, 0.5f});
    n.setPosition({200, 100});
    n.setRotation(90);
    expectNear(n.nodeToParentTransform().apply({0, 0}), {175, 150});
    expectNear(n.nodeToParentTransform().apply({100, 50}), {225, 50});
    expectRect(n.boundingBox(), 175, 50, 50, 100);
}

TEST(Transform, RotationSkewXTiltsTheYAxisOnly) {
    Node n;
    n.setRotationSkewX(90);
    const AffineTransform& m = n.nodeToParentTransform();
    expectNear(m.applyToVector({0, 1}), {1, 0});
    expectNear(m.applyToVector({1, 0}), {1, 0});
}

TEST(Transform, RotationSkewYTiltsTheXAxisOnly) {
    Node n;
    n.setRotationSkewY(90);
    const AffineTransform& m = n.nodeToParentTransform();
    expectNear(m.applyToVector({1, 0}), {0, -1});
    expectNear(m.applyToVector({0, 1}), {0, 1});
}

// cocos' setRotation returns early when rotationSkewX already holds the angle, whatever
// rotationSkewY is: the Y skew then stays.
TEST(Transform, SetRotationIsANoOpWhenTheXSkewAlreadyHoldsTheAngle) {
    Node n;
    n.setRotationSkewX(30);
    n.setRotationSkewY(10);
    n.setRotation(30);
    EXPECT_EQ(n.rotationSkewX(), 30.0f);
    EXPECT_EQ(n.rotationSkewY(), 10.0f);
    n.setRotation(45);
    EXPECT_EQ(n.rotationSkewX(), 45.0f);
    EXPECT_EQ(n.rotationSkewY(), 45.0f);
}

TEST(Transform, SkewUsesTangentOfDegrees) {
    Node n;
    n.setContentSize({100, 100});
    n.setSkewX(45);
    expectNear(n.nodeToParentTransform().apply({0, 100}), {100, 100});
    n.setSkewX(0);
    n.setSkewY(45);
    expectNear(n.nodeToParentTransform().apply({100, 0}), {100, 100});
}

TEST(Transform, OperationsApplyAnchorSkewScaleRotateTranslate) {
    Node n;
    n.setContentSize({10, 10});
    n.setAnchorPoint({0.5f, 0.5f});
    n.setSkewX(45);
    n.setScale(2, 3);
    n.setRotation(90);
    n.setPosition({100, 100});
    // (10,10) - anchor = (5,5); skew x: (10,5); scale: (20,15); rotate cw 90: (15,-20); +pos.
    expectNear(n.nodeToParentTransform().apply({10, 10}), {115, 80});
}

TEST(Transform, IgnoreAnchorPointPlacesLocalOriginAtPosition) {
    Node n;
    n.setContentSize({100, 100});
    n.setAnchorPoint({0.5f, 0.5f});
    n.setPosition({10, 20});
    n.setIgnoreAnchorPointForPosition(true);
    expectNear(n.convertToWorldSpace({0, 0}), {10, 20});
    // Rotation still pivots around the anchor.
    n.setRotation(90);
    expectNear(n.nodeToParentTransform().apply({0, 0}), {10, 120});
}

TEST(Transform, AnchorSetWhileSizeIsZeroTakesEffectWithSize) {
    Node n;
    n.setAnchorPoint({0.5f, 0.5f});
    n.setPosition({50, 50});
    expectNear(n.convertToWorldSpace({0, 0}), {50, 50});
    n.setContentSize({20, 20});
    expectNear(n.convertToWorldSpace({0, 0}), {40, 40});
}

TEST(Transform, ScaleAroundAnchor) {
    Node n;
    n.setContentSize({100, 100});
    n.setAnchorPoint({0.5f, 0.5f});
    n.setScale(2);
    expectNear(n.nodeToParentTransform().apply({0, 0}), {-100, -100});
    expectRect(n.boundingBox(), -100, -100, 200, 200);
}

TEST(Transform, NestedTransformsCompose) {
    Scene scene;
    auto& parent = scene.addChild(node("parent", {}, {100, 0}));
    parent.setScale(2);
    auto& child = parent.addChild(node("child", {}, {10, 10}));
    expectNear(child.convertToWorldSpace({0, 0}), {120, 20});
    expectNear(child.convertToNodeSpace({120, 20}), {0, 0});
    expectNear(child.nodeToAncestorTransform(&parent).apply({0, 0}), {10, 10});
}

TEST(Transform, WorldQueriesAreNeverStale) {
    Scene scene;
    auto& parent = scene.addChild(node("parent"));
    auto& child = parent.addChild(node("child", {}, {5, 5}));
    EXPECT_EQ(child.convertToWorldSpace({0, 0}), Vec2(5, 5));
    parent.setPosition({100, 100});
    EXPECT_EQ(child.convertToWorldSpace({0, 0}), Vec2(105, 105));
}

TEST(Transform, NormalizedPositionIsHonouredWithoutAFrame) {
    Scene scene;
    auto& parent = scene.addChild(node("parent", {200, 100}));
    auto& child = parent.addChild(node("child"));
    child.setNormalizedPosition({0.5f, 0.5f});
    EXPECT_EQ(child.position(), Vec2(100, 50));
    EXPECT_EQ(child.convertToWorldSpace({0, 0}), Vec2(100, 50));
    parent.setContentSize({400, 200});
    EXPECT_EQ(child.position(), Vec2(200, 100));
    EXPECT_EQ(child.convertToWorldSpace({0, 0}), Vec2(200, 100));
    child.setPosition({1, 2});
    EXPECT_FALSE(child.usesNormalizedPosition());
    EXPECT_EQ(child.position(), Vec2(1, 2));
}

TEST(Transform, PositionZDoesNotMove2DPoints) {
    Node n;
    n.setPosition({3, 4});
    n.setPositionZ(100);
    EXPECT_EQ(n.convertToWorldSpace({0, 0}), Vec2(3, 4));
    EXPECT_EQ(n.positionZ(), 100.0f);
}

TEST(Transform, BoundingBoxExcludesChildren) {
    Node n;
    n.setContentSize({10, 10});
    n.setPosition({5, 5});
    n.addChild(node("big", {1000, 1000}));
    expectRect(n.boundingBox(), 5, 5, 10, 10);
}

TEST(Transform, ConvertARVariantsOffsetByAnchorInPoints) {
    Node n;
    n.setContentSize({40, 20});
    n.setAnchorPoint({0.25f, 0.5f});
    n.setPosition({100, 100});
    EXPECT_EQ(n.anchorPointInPoints(), Vec2(10, 10));
    expectNear(n.convertToWorldSpaceAR({0, 0}), {100, 100});
    expectNear(n.convertToNodeSpaceAR({100, 100}), {0, 0});
    expectNear(n.convertToNodeSpace({100, 100}), {10, 10});
}

TEST(Transform, SettersWithTheSameValueKeepTheCache) {
    Node n;
    n.setPosition({1, 1});
    const AffineTransform* cached = &n.nodeToParentTransform();
    const AffineTransform before = *cached;
    n.setPosition({1, 1});
    EXPECT_EQ(n.nodeToParentTransform(), before);
}

// Issue 14's budget: at most 256 heap bytes per Node and 320 per Sprite. glibc adds 8
// bytes and rounds to 16, and the parent's slot adds 8 more, so a Node object may take
// 232 bytes (200 before the world cache spent 32 of them).
TEST(NodeLayout, NodeAndSpriteStayWithinTheirMemoryBudget) {
    EXPECT_LE(sizeof(Node), 232u);
    EXPECT_LE(sizeof(Sprite), 296u);
}

// cocos inverts with Mat4::getInversed, which leaves a singular matrix as it is: a node
// scaled to zero converts a world point with its own world transform, not the identity.
TEST(Transform, ConvertingIntoAZeroScaledNodeUsesItsMatrixUninverted) {
    Scene scene;
    Node& n = scene.addChild(node("z"));
    n.setPosition({100, 50});
    n.setScaleX(0.0f);
    EXPECT_EQ(n.convertToNodeSpace({5, 5}), Vec2(100, 55));
    EXPECT_EQ(n.worldToNodeTransform(), n.nodeToWorldTransform());
    EXPECT_EQ(n.parentToNodeTransform(), n.nodeToParentTransform());
    Vec2 untouched{-1, -1};
    EXPECT_FALSE(n.convertToNodeSpaceIfInvertible({5, 5}, untouched));  // a hit test still misses
    EXPECT_EQ(untouched, Vec2(-1, -1));
}

// A4: "An additional transform, if set, is right-multiplied: M · additional." It stays
// through property changes (M is rebuilt, then multiplied again) until it is cleared.
TEST(Transform, AnAdditionalTransformIsRightMultipliedAndOutlivesPropertyChanges) {
    Scene scene;
    Node& n = scene.addChild(std::make_unique<Node>());
    n.setPosition({10, 0});
    AffineTransform shift;
    shift.tx = 5;
    n.setAdditionalTransform(shift);
    EXPECT_EQ(n.nodeToParentTransform().tx, 15.0f);
    EXPECT_EQ(n.convertToWorldSpace({0, 0}), Vec2(15, 0));
    n.setPosition({20, 0});
    EXPECT_EQ(n.nodeToParentTransform().tx, 25.0f);
    // Right-multiplied: the additional transform acts first, in the node's own space.
    n.setScale(2.0f);
    EXPECT_EQ(n.convertToWorldSpace({1, 0}), Vec2(32, 0));  // 20 + 2·(1 + 5)
    n.clearAdditionalTransform();
    EXPECT_EQ(n.convertToWorldSpace({1, 0}), Vec2(22, 0));
}

// A4: "setNodeToParentTransform replaces M outright until the next property change."
// As in cocos, the additional transform still multiplies it, and reparenting,
// setVisible(true) and a new additional transform count as changes too.
TEST(Transform, SetNodeToParentTransformReplacesTheLocalMatrixUntilTheNextChange) {
    Scene scene;
    Node& parent = scene.addChild(std::make_unique<Node>());
    parent.setPosition({100, 0});
    Node& n = parent.addChild(std::make_unique<Node>());
    n.setPosition({10, 0});
    AffineTransform m;
    m.a = 3;
    m.d = 3;
    m.ty = 7;
    n.setNodeToParentTransform(m);
    EXPECT_EQ(n.nodeToParentTransform().a, 3.0f);
    EXPECT_EQ(n.nodeToParentTransform().tx, 0.0f);
    EXPECT_EQ(n.convertToWorldSpace({1, 1}), Vec2(103, 10));
    EXPECT_EQ(n.position(), Vec2(10, 0));  // the properties are not touched
    n.setRotation(0.0f);                   // unchanged: not a change
    EXPECT_EQ(n.nodeToParentTransform().a, 3.0f);
    n.setPosition({10, 1});
    EXPECT_EQ(n.nodeToParentTransform().a, 1.0f);
    EXPECT_EQ(n.convertToWorldSpace({1, 1}), Vec2(111, 2));

    n.setNodeToParentTransform(m);
    AffineTransform shift;
    shift.tx = 5;
    n.setAdditionalTransform(shift);  // a change: M comes from the properties again
    EXPECT_EQ(n.nodeToParentTransform().tx, 15.0f);
    EXPECT_EQ(n.nodeToParentTransform().a, 1.0f);
    n.setNodeToParentTransform(m);  // the override, then the additional transform
    EXPECT_EQ(n.nodeToParentTransform().tx, 15.0f);
    EXPECT_EQ(n.nodeToParentTransform().a, 3.0f);
    n.setVisible(false);
    n.setVisible(true);
    EXPECT_EQ(n.nodeToParentTransform().a, 1.0f);
}
