// Jumps, Bezier curves, blinking, instant actions, Speed and the remaining cocos eases,
// against cocos' formulas (CCActionInterval.cpp, CCActionInstant.cpp, CCTweenFunction.cpp).
#include "diorama/actions/action_paths.h"
#include "diorama/actions/action_instant.h"
#include "diorama/director/director.h"
#include "diorama/nodes/sprite.h"
#include "running_node.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace diorama;

using Running = test::RunningNode;

namespace {
std::size_t running(Running& r) { return r.director.actionManager().numberOfRunningActionsInTarget(r.node->id()); }
void expectAt(const Node& n, float x, float y) {
    EXPECT_NEAR(n.position().x, x, 1e-3f);
    EXPECT_NEAR(n.position().y, y, 1e-3f);
}
}  // namespace

TEST(PathActions, JumpByHopsParabolasWhileMoving) {
    Running r;
    r.run(std::make_unique<JumpBy>(1.0f, Vec2{100, 0}, 50.0f, 2));
    r.frames(1, 0.25f);  // the first step ignores dt
    expectAt(*r.node, 0, 0);
    // y = height * 4 * frac * (1 - frac) + delta.y * t, frac = fmod(t * jumps, 1)
    r.frames(1, 0.25f);
    expectAt(*r.node, 25, 50);
    r.frames(1, 0.25f);
    expectAt(*r.node, 50, 0);
    r.frames(1, 0.25f);
    expectAt(*r.node, 75, 50);
    r.frames(1, 0.25f);
    expectAt(*r.node, 100, 0);
    EXPECT_EQ(running(r), 0u);
}

TEST(PathActions, JumpToMeasuresItsDeltaWhenItStarts) {
    Running r;
    r.node->setPosition({10, 20});
    r.run(std::make_unique<JumpTo>(1.0f, Vec2{110, 20}, 30.0f, 1));
    r.frames(3, 0.25f);  // t = 0.5: the top of the single hop
    expectAt(*r.node, 60, 50);
    r.frames(2, 0.25f);
    expectAt(*r.node, 110, 20);
}

TEST(PathActions, BezierByFollowsTheCubicThroughItsControlPoints) {
    EXPECT_FLOAT_EQ(bezierAt(0, 0, 100, 100, 0.5f), 50.0f);
    EXPECT_FLOAT_EQ(bezierAt(0, 100, 100, 0, 0.5f), 75.0f);
    Running r;
    r.run(std::make_unique<BezierBy>(1.0f, BezierConfig{{0, 100}, {100, 100}, {100, 0}}));
    r.frames(3, 0.25f);
    expectAt(*r.node, 50, 75);
    r.frames(2, 0.25f);
    expectAt(*r.node, 100, 0);
}

TEST(PathActions, BezierToTakesAbsolutePointsFromWhereTheNodeStarts) {
    Running r;
    r.node->setPosition({10, 10});
    r.run(std::make_unique<BezierTo>(1.0f, BezierConfig{{10, 110}, {110, 110}, {110, 10}}));
    r.frames(3, 0.25f);
    expectAt(*r.node, 60, 85);
    r.frames(2, 0.25f);
    expectAt(*r.node, 110, 10);
}

TEST(PathActions, JumpsStackWithConcurrentMoves) {
    Running r;
    r.run(std::make_unique<JumpBy>(1.0f, Vec2{100, 0}, 50.0f, 2));
    r.run(std::make_unique<MoveBy>(1.0f, Vec2{0, 40}));
    r.frames(2, 0.25f);
    expectAt(*r.node, 25, 60);
    r.frames(3, 0.25f);
    expectAt(*r.node, 100, 40);
}

TEST(Blink, IsHiddenInTheFirstHalfOfEachSliceAndRestoresVisibilityWhenDone) {
    Running r;
    r.run(std::make_unique<Blink>(1.0f, 2));  // slices of 0.5
    r.frames(1, 0.125f);
    EXPECT_FALSE(r.node->isVisible());  // t ~ 0
    r.frames(3, 0.125f);
    EXPECT_TRUE(r.node->isVisible());  // t = 0.375
    r.frames(1, 0.125f);
    EXPECT_FALSE(r.node->isVisible());  // t = 0.5
    r.frames(3, 0.125f);
    EXPECT_TRUE(r.node->isVisible());  // t = 0.875
    r.node->setVisible(false);
    r.frames(1, 0.125f);  // done: no last update; stop() restores the original state
    EXPECT_TRUE(r.node->isVisible());
    EXPECT_EQ(running(r), 0u);

    r.node->setVisible(false);
    r.run(std::make_unique<Blink>(1.0f, 2));
    r.frames(20, 0.125f);
    EXPECT_FALSE(r.node->isVisible());
}

TEST(InstantActions, PlaceShowHideToggleAndFlipActOnTheirFirstStep) {
    Running r;
    r.run(std::make_unique<Place>(Vec2{12, 34}));
    r.run(std::make_unique<Hide>());
    r.frames(1, 0.1f);
    expectAt(*r.node, 12, 34);
    EXPECT_FALSE(r.node->isVisible());
    r.run(std::make_unique<ToggleVisibility>());
    r.frames(1, 0.1f);
    EXPECT_TRUE(r.node->isVisible());
    r.run(std::make_unique<Hide>());
    r.run(std::make_unique<Show>());
    r.frames(1, 0.1f);
    EXPECT_TRUE(r.node->isVisible());
    r.run(std::make_unique<FlipX>(true));  // a plain node: ignored
    r.frames(1, 0.1f);
    EXPECT_EQ(running(r), 0u);

    auto& sprite = static_cast<Sprite&>(r.director.runningScene()->addChild(std::make_unique<Sprite>()));
    r.director.services().runAction(sprite, std::make_unique<FlipX>(true));
    r.director.services().runAction(sprite, std::make_unique<FlipY>(true));
    r.frames(1, 0.1f);
    EXPECT_TRUE(sprite.isFlippedX());
    EXPECT_TRUE(sprite.isFlippedY());
}

TEST(InstantActions, InASequenceTheyHappenAtTheirTurn) {
    Running r;
    r.run(Sequence::make(std::make_unique<DelayTime>(0.5f), std::make_unique<Hide>()));
    r.frames(2, 0.25f);  // elapsed 0.25 of 0.5
    EXPECT_TRUE(r.node->isVisible());
    r.frames(1, 0.25f);  // the delay ends and Hide runs in the same step (cocos Sequence, split 1)
    EXPECT_FALSE(r.node->isVisible());
    EXPECT_EQ(running(r), 0u);
}

TEST(InstantActions, RemoveSelfRemovesAndDestroysTheNodeAtItsTurn) {
    Running r;
    const NodeId id = r.node->id();
    r.run(Sequence::make(std::make_unique<MoveBy>(0.5f, Vec2{10, 0}), std::make_unique<RemoveSelf>(),
                         std::make_unique<MoveBy>(0.5f, Vec2{10, 0})));
    r.frames(2, 0.25f);
    EXPECT_NE(r.director.runningScene()->findNode(id), nullptr);
    r.frames(1, 0.25f);  // the first move ends and RemoveSelf runs in the same step
    EXPECT_EQ(r.director.runningScene()->findNode(id), nullptr);
    r.frames(3, 0.25f);
    EXPECT_EQ(r.director.actionManager().numberOfRunningActions(), 0u);
}

TEST(Speed, StepsItsActionByDtTimesTheSpeedAndEndsWithIt) {
    Running r;
    r.run(std::make_unique<Speed>(std::make_unique<MoveBy>(1.0f, Vec2{100, 0}), 2.0f));
    r.frames(1, 0.25f);
    expectAt(*r.node, 0, 0);
    r.frames(1, 0.25f);
    expectAt(*r.node, 50, 0);
    EXPECT_EQ(running(r), 1u);
    r.frames(1, 0.25f);
    expectAt(*r.node, 100, 0);
    EXPECT_EQ(running(r), 0u);
}

TEST(Eases, TheRemainingCocosCurvesMatchTheirFormulas) {
    EXPECT_FLOAT_EQ(easeValue(Ease::QuartIn, 0.5f), 0.0625f);
    EXPECT_FLOAT_EQ(easeValue(Ease::QuartOut, 0.5f), 0.9375f);
    EXPECT_FLOAT_EQ(easeValue(Ease::QuartInOut, 0.25f), 0.03125f);
    EXPECT_FLOAT_EQ(easeValue(Ease::QuartInOut, 0.75f), 0.96875f);
    EXPECT_FLOAT_EQ(easeValue(Ease::QuintIn, 0.5f), 0.03125f);
    EXPECT_FLOAT_EQ(easeValue(Ease::QuintOut, 0.5f), 0.96875f);
    EXPECT_FLOAT_EQ(easeValue(Ease::QuintInOut, 0.25f), 0.015625f);
    EXPECT_FLOAT_EQ(easeValue(Ease::ExpoIn, 0.5f), 0.03125f - 0.001f);  // cocos' - 1 * 0.001
    EXPECT_FLOAT_EQ(easeValue(Ease::ExpoIn, 0.0f), 0.0f);
    EXPECT_FLOAT_EQ(easeValue(Ease::ExpoOut, 0.5f), 1.0f - 0.03125f);
    EXPECT_FLOAT_EQ(easeValue(Ease::ExpoInOut, 0.25f), 0.5f * std::pow(2.0f, -5.0f));
    EXPECT_FLOAT_EQ(easeValue(Ease::ExpoInOut, 1.0f), 1.0f);
    EXPECT_FLOAT_EQ(easeValue(Ease::CircIn, 0.6f), 1.0f - std::sqrt(1.0f - 0.36f));
    EXPECT_FLOAT_EQ(easeValue(Ease::CircOut, 0.4f), std::sqrt(1.0f - 0.36f));
    EXPECT_FLOAT_EQ(easeValue(Ease::CircInOut, 0.25f), -0.5f * (std::sqrt(0.75f) - 1.0f));
    EXPECT_FLOAT_EQ(easeValue(Ease::In, 0.5f, 2.0f), 0.25f);
    EXPECT_FLOAT_EQ(easeValue(Ease::Out, 0.25f, 2.0f), 0.5f);
    EXPECT_FLOAT_EQ(easeValue(Ease::InOut, 0.25f, 2.0f), 0.125f);
    EXPECT_FLOAT_EQ(easeValue(Ease::InOut, 0.75f, 2.0f), 0.875f);
}

TEST(Eases, ARateEaseDrivesItsActionThroughTheCurve) {
    Running r;
    r.run(std::make_unique<EaseAction>(Ease::In, std::make_unique<MoveBy>(1.0f, Vec2{100, 0}), 3.0f));
    r.frames(3, 0.25f);  // t = 0.5 -> 0.125
    expectAt(*r.node, 12.5f, 0);
}
