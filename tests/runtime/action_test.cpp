// Actions and the ActionManager (docs/runtime.md A14).
#include "diorama/actions/action.h"
#include "diorama/actions/action_manager.h"
#include "diorama/director/director.h"
#include "running_node.h"

#include <gtest/gtest.h>

using namespace diorama;

using Running = test::RunningNode;

TEST(Actions, IntervalActionFinishesOnStepCeilDurationOverDtPlusOne) {
    Running r;
    r.run(std::make_unique<MoveBy>(1.0f, Vec2{100, 0}));
    r.frames(4, 0.25f);
    EXPECT_EQ(r.director.actionManager().numberOfRunningActionsInTarget(r.node->id()), 1u);
    EXPECT_NEAR(r.node->position().x, 75.0f, 1e-3f);
    r.frames(1, 0.25f);
    EXPECT_EQ(r.director.actionManager().numberOfRunningActionsInTarget(r.node->id()), 0u);
    EXPECT_FLOAT_EQ(r.node->position().x, 100.0f);
}

TEST(Actions, FirstStepIgnoresDt) {
    Running r;
    r.run(std::make_unique<MoveBy>(1.0f, Vec2{100, 0}));
    r.frames(1, 0.5f);
    EXPECT_NEAR(r.node->position().x, 0.0f, 1e-3f);
}

TEST(Actions, ConcurrentMovesStack) {
    Running r;
    r.run(std::make_unique<MoveBy>(1.0f, Vec2{100, 0}));
    r.run(std::make_unique<MoveBy>(1.0f, Vec2{0, 50}));
    r.frames(6, 0.25f);
    EXPECT_FLOAT_EQ(r.node->position().x, 100.0f);
    EXPECT_FLOAT_EQ(r.node->position().y, 50.0f);
}

TEST(Actions, MoveToRotateToScaleToReachTheirTargets) {
    Running r;
    r.node->setRotation(350);
    r.run(std::make_unique<MoveTo>(0.5f, Vec2{10, 20}));
    r.run(std::make_unique<RotateTo>(0.5f, 10.0f));
    r.run(std::make_unique<ScaleTo>(0.5f, 3.0f));
    r.run(std::make_unique<SkewBy>(0.5f, 10.0f, 20.0f));
    r.frames(4, 0.25f);
    EXPECT_EQ(r.node->position(), Vec2(10, 20));
    EXPECT_FLOAT_EQ(r.node->rotationSkewX(), 370.0f);  // shortest way: +20 degrees
    EXPECT_FLOAT_EQ(r.node->scaleX(), 3.0f);
    EXPECT_FLOAT_EQ(r.node->skewX(), 10.0f);
    EXPECT_FLOAT_EQ(r.node->skewY(), 20.0f);
}

TEST(Actions, RotateByAndScaleBy) {
    Running r;
    r.node->setScale(2);
    r.run(std::make_unique<RotateBy>(0.5f, 90.0f));
    r.run(std::make_unique<ScaleBy>(0.5f, 1.5f));
    r.frames(4, 0.25f);
    EXPECT_FLOAT_EQ(r.node->rotation(), 90.0f);
    EXPECT_FLOAT_EQ(r.node->scaleX(), 3.0f);
}

TEST(Actions, FadeAndTint) {
    Running r;
    r.run(std::make_unique<FadeTo>(0.5f, 55));
    r.run(std::make_unique<TintTo>(0.5f, Color3B{0, 128, 255}));
    r.frames(4, 0.25f);
    EXPECT_EQ(r.node->opacity(), 55);
    EXPECT_EQ(r.node->color(), (Color3B{0, 128, 255}));
    r.run(std::make_unique<FadeOut>(0.5f));
    r.run(std::make_unique<TintBy>(0.5f, 10, -128, -5));
    r.frames(4, 0.25f);
    EXPECT_EQ(r.node->opacity(), 0);
    EXPECT_EQ(r.node->color(), (Color3B{10, 0, 250}));
}

TEST(Actions, SequenceRunsInOrderAndCallFuncFires) {
    Running r;
    std::vector<std::string> log;
    r.run(Sequence::make(std::make_unique<MoveBy>(0.5f, Vec2{10, 0}), std::make_unique<CallFunc>([&] {
                             log.push_back("call@" + std::to_string(int(r.node->position().x)));
                         }),
                         std::make_unique<MoveBy>(0.5f, Vec2{0, 10})));
    r.frames(10, 0.25f);
    EXPECT_EQ(log, (std::vector<std::string>{"call@10"}));
    EXPECT_EQ(r.node->position(), Vec2(10, 10));
}

TEST(Actions, SpawnRunsTogether) {
    Running r;
    r.run(Spawn::make(std::make_unique<MoveBy>(1.0f, Vec2{10, 0}), std::make_unique<RotateBy>(0.5f, 30.0f)));
    r.frames(3, 0.25f);
    EXPECT_FLOAT_EQ(r.node->rotation(), 30.0f);
    r.frames(5, 0.25f);
    EXPECT_EQ(r.node->position(), Vec2(10, 0));
}

// cocos pairs a lone action with a zero-length ExtraAction, not with a delay: the Sequence
// or Spawn lasts exactly as long as its one action.
TEST(Actions, AOneActionSequenceOrSpawnLastsExactlyAsLongAsItsAction) {
    EXPECT_EQ(Sequence::make(std::make_unique<MoveBy>(1.0f, Vec2{1, 0}))->duration(), 1.0f);
    EXPECT_EQ(Spawn::make(std::make_unique<MoveBy>(0.5f, Vec2{1, 0}))->duration(), 0.5f);
    Running r;
    r.run(Sequence::make(std::make_unique<MoveBy>(1.0f, Vec2{100, 0})));
    r.frames(5, 0.25f);
    EXPECT_EQ(r.director.actionManager().numberOfRunningActionsInTarget(r.node->id()), 0u);
    EXPECT_FLOAT_EQ(r.node->position().x, 100.0f);
}

TEST(Actions, ASequenceOrSpawnOfNoActionsIsNull) {
    EXPECT_EQ(Sequence::create({}), nullptr);
    EXPECT_EQ(Spawn::create({}), nullptr);
}

// SkewBy starts from the skew wrapped into (-180, 180), as SkewTo does in cocos.
TEST(Actions, SkewByStartsFromTheSkewWrappedToAHalfTurn) {
    Running r;
    r.node->setSkewX(190.0f);
    r.node->setSkewY(-200.0f);
    r.run(std::make_unique<SkewBy>(0.5f, 10.0f, -10.0f));
    r.frames(4, 0.25f);
    EXPECT_FLOAT_EQ(r.node->skewX(), 20.0f);
    EXPECT_FLOAT_EQ(r.node->skewY(), -30.0f);
}

// cocos reads a target's pause flag once per update: an action that pauses its target lets
// the target's later actions step in that update.
TEST(Actions, AnActionPausingItsTargetLetsItsLaterActionsStepThisUpdate) {
    Running r;
    int later = 0;
    r.run(std::make_unique<CallFunc>([&] { r.node->pause(); }));
    r.run(std::make_unique<CallFunc>([&] { ++later; }));
    r.frames(1, 0.25f);
    EXPECT_EQ(later, 1);
}

TEST(Actions, RepeatRunsTimesAndLandsOnTheEndValue) {
    Running r;
    int calls = 0;
    r.run(std::make_unique<Repeat>(
        Sequence::make(std::make_unique<MoveBy>(0.25f, Vec2{1, 0}), std::make_unique<CallFunc>([&] { ++calls; })), 3));
    r.frames(20, 0.125f);
    EXPECT_EQ(calls, 3);
    EXPECT_FLOAT_EQ(r.node->position().x, 3.0f);
}

TEST(Actions, RepeatForeverNeverFinishes) {
    Running r;
    r.run(std::make_unique<RepeatForever>(std::make_unique<RotateBy>(1.0f, 360.0f)));
    r.frames(50, 0.25f);
    EXPECT_EQ(r.director.actionManager().numberOfRunningActionsInTarget(r.node->id()), 1u);
}

TEST(Actions, TagsFindAndStop) {
    Running r;
    auto& a = r.run(std::make_unique<DelayTime>(10.0f));
    a.setTag(7);
    r.run(std::make_unique<DelayTime>(10.0f)).setTag(7);
    r.run(std::make_unique<DelayTime>(10.0f)).setTag(8);
    auto& am = r.director.actionManager();
    EXPECT_EQ(am.actionByTag(7, r.node->id()), &a);
    am.removeActionByTag(7, r.node->id());
    EXPECT_EQ(am.numberOfRunningActionsInTarget(r.node->id()), 2u);
    am.removeAllActionsByTag(7, r.node->id());
    EXPECT_EQ(am.numberOfRunningActionsInTarget(r.node->id()), 1u);
    EXPECT_EQ(am.actionByTag(8, r.node->id())->tag(), 8);
}

TEST(Actions, ExitPausesEnterResumesWithProgressIntact) {
    Running r;
    r.run(std::make_unique<MoveBy>(1.0f, Vec2{100, 0}));
    r.frames(3, 0.25f);
    const float before = r.node->position().x;
    Scene& scene = *r.director.runningScene();
    auto detached = r.node->removeFromParent(false);
    r.frames(3, 0.25f);
    EXPECT_EQ(detached->position().x, before);
    scene.addChild(std::move(detached));
    r.frames(2, 0.25f);
    EXPECT_FLOAT_EQ(r.node->position().x, 100.0f);
}

TEST(Actions, CleanupStopsActions) {
    Running r;
    r.run(std::make_unique<MoveBy>(1.0f, Vec2{100, 0}));
    auto removed = r.node->removeFromParent(true);
    EXPECT_EQ(r.director.actionManager().numberOfRunningActionsInTarget(removed->id()), 0u);
}

TEST(Actions, ActionOnANodeThatIsNotRunningStartsPaused) {
    Director director;
    auto n = test::node("n");
    director.services().runAction(*n, std::make_unique<MoveBy>(0.5f, Vec2{10, 0}));
    for (int i = 0; i < 5; ++i) director.mainLoop(0.25f);
    EXPECT_EQ(n->position(), Vec2(0, 0));
}

TEST(Actions, RemovingTheTargetInsideACallFuncIsSafe) {
    Running r;
    r.run(Sequence::make(std::make_unique<CallFunc>([&] { r.node->destroy(); }),
                         std::make_unique<MoveBy>(1.0f, Vec2{1, 1})));
    r.frames(3, 0.25f);
    EXPECT_EQ(r.director.actionManager().numberOfRunningActions(), 0u);
}

TEST(Easing, CurvesMatchCocosTweenFunctions) {
    EXPECT_FLOAT_EQ(easeValue(Ease::QuadIn, 0.5f), 0.25f);
    EXPECT_FLOAT_EQ(easeValue(Ease::QuadOut, 0.5f), 0.75f);
    EXPECT_FLOAT_EQ(easeValue(Ease::CubicInOut, 0.25f), 0.0625f);
    EXPECT_NEAR(easeValue(Ease::SineOut, 0.5f), 0.70710678f, 1e-6f);
    EXPECT_NEAR(easeValue(Ease::BackIn, 0.5f), -0.0876975f, 1e-6f);
    EXPECT_NEAR(easeValue(Ease::BounceOut, 0.5f), 0.765625f, 1e-6f);
    EXPECT_NEAR(easeValue(Ease::ElasticOut, 0.5f), 1.015625f, 1e-5f);
    for (Ease e : {Ease::SineIn, Ease::SineInOut, Ease::QuadInOut, Ease::CubicIn, Ease::CubicOut, Ease::BackOut,
                   Ease::BackInOut, Ease::ElasticIn, Ease::ElasticInOut, Ease::BounceIn, Ease::BounceInOut}) {
        EXPECT_NEAR(easeValue(e, 0.0f), 0.0f, 1e-5f);
        EXPECT_NEAR(easeValue(e, 1.0f), 1.0f, 1e-5f);
    }
}

TEST(Easing, EaseActionShapesItsInnerAction) {
    Running r;
    r.run(std::make_unique<EaseAction>(Ease::QuadIn, std::make_unique<MoveBy>(1.0f, Vec2{100, 0})));
    r.frames(3, 0.25f);  // elapsed ~0.5
    EXPECT_NEAR(r.node->position().x, 25.0f, 1e-2f);
}

namespace {
// A CallFunc that starts a fresh copy of itself on its node, `limit` times in all.
struct SelfRestarter {
    Director& director;
    Node& node;
    int limit;
    int calls = 0;
    std::unique_ptr<Action> make() {
        return std::make_unique<CallFunc>([this] {
            if (++calls < limit) director.services().runAction(node, make());
        });
    }
};
}  // namespace

TEST(Actions, ActionsStartedDuringAnUpdateStepInItLikeCocosUpToABudget) {
    // cocos 3.17 steps an action appended during ActionManager::update in the same update;
    // an action that restarts itself would never let the update return.
    Running r;
    SelfRestarter loop{r.director, *r.node, 1'000'000};
    r.run(loop.make());
    r.frames(1, 0.1f);
    EXPECT_EQ(loop.calls, 1 + int(ActionManager::kMaxLateStepsPerUpdate));
    r.frames(1, 0.1f);
    EXPECT_EQ(loop.calls, 2 + 2 * int(ActionManager::kMaxLateStepsPerUpdate));
}

TEST(Actions, AChainShorterThanTheBudgetFinishesInOneUpdateAsInCocos) {
    Running r;
    SelfRestarter chain{r.director, *r.node, 5};
    r.run(chain.make());
    r.frames(1, 0.1f);
    EXPECT_EQ(chain.calls, 5);
    EXPECT_EQ(r.director.actionManager().numberOfRunningActions(), 0u);
}

TEST(Actions, AnActionStartedOnAnEarlierTargetDuringAnUpdateStepsInTheNextOne) {
    // cocos order: targets in order of their first action; a target already passed in this
    // update is not visited again.
    Running r;
    Node& later = r.director.runningScene()->addChild(test::node("later"));
    r.run(std::make_unique<DelayTime>(10.0f));  // r.node's target comes first
    r.director.services().runAction(
        later, std::make_unique<CallFunc>([&] {
            r.director.services().runAction(*r.node, std::make_unique<MoveBy>(0.0f, Vec2{5, 0}));
        }));
    r.frames(1, 0.1f);
    EXPECT_EQ(r.node->position().x, 0.0f);
    r.frames(1, 0.1f);
    EXPECT_EQ(r.node->position().x, 5.0f);
}

TEST(Actions, AnActionStartedAfterStopAllActionsInsideAStepRuns) {
    // The usual cocos idiom in a CallFunc: stop everything on the node, start something new.
    Running r;
    r.run(std::make_unique<CallFunc>([&] {
        r.node->stopAllActions();
        r.director.services().runAction(*r.node, std::make_unique<MoveBy>(0.0f, Vec2{5, 0}));
    }));
    r.frames(2, 0.1f);
    EXPECT_EQ(r.node->position().x, 5.0f);
}

// cocos' update loop keeps its index into the target's action array while
// removeAllActionsFromTarget empties it, so an action appended after that sits below the
// index and waits for the next update.
TEST(Actions, AnActionStartedAfterStopAllActionsInItsTargetsOwnStepWaitsForTheNextUpdate) {
    Running r;
    r.run(std::make_unique<CallFunc>([&] {
        r.node->stopAllActions();
        r.director.services().runAction(*r.node, std::make_unique<MoveBy>(0.0f, Vec2{5, 0}));
    }));
    r.frames(1, 0.1f);
    EXPECT_EQ(r.node->position().x, 0.0f);
    r.frames(1, 0.1f);
    EXPECT_EQ(r.node->position().x, 5.0f);
}

// cocos deletes a target's element as soon as another target's step empties it: the
// pause it held is forgotten (A14: pause is not sticky) and a new action makes a new
// element at the end of the order.
TEST(Actions, ATargetEmptiedDuringAnotherTargetsStepForgetsItsPause) {
    Running r;
    Node& other = r.director.runningScene()->addChild(test::node("other"));
    r.run(std::make_unique<MoveBy>(10.0f, Vec2{0, 100}));
    r.node->pause();
    r.director.services().runAction(
        other, std::make_unique<CallFunc>([&] {
            r.node->stopAllActions();
            r.director.services().runAction(*r.node, std::make_unique<MoveBy>(1.0f, Vec2{100, 0}));
        }));
    r.frames(4, 0.1f);  // the new MoveBy steps in the CallFunc's update: 1e-6, then 0.1, 0.2, 0.3
    EXPECT_NEAR(r.node->position().x, 30.0f, 1e-3f);
}

TEST(Actions, ATargetWhoseLastActionEndedIsVisitedAfterTheTargetThatStartsAnotherOnIt) {
    Running r;
    Node& other = r.director.runningScene()->addChild(test::node("other"));
    r.run(std::make_unique<MoveBy>(0.2f, Vec2{0, 1}));  // done on its third step
    r.frames(2, 0.1f);
    r.director.services().runAction(
        other, std::make_unique<CallFunc>([&] {
            r.director.services().runAction(*r.node, std::make_unique<MoveBy>(1.0f, Vec2{100, 0}));
        }));
    r.frames(1, 0.1f);
    EXPECT_GT(r.node->position().x, 0.0f);  // its first step, elapsed 1e-6, came in this update
    EXPECT_NEAR(r.node->position().x, 1e-4f, 1e-6f);
    int more = 0;
    for (; r.node->numberOfRunningActions() > 0 && more < 30; ++more) r.frames(1, 0.1f);
    EXPECT_EQ(more, 10);
}
