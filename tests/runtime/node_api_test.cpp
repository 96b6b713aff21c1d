// The runtime written against as a cocos2d-x user would: node-bound actions and
// schedules, the update and cleanup hooks, removing without losing a node, typed
// components, cloned listeners, touch conversion and the scene stack.
#include "diorama/actions/action.h"
#include "diorama/director/director.h"
#include "diorama/events/event_dispatcher.h"
#include "diorama/scene/component.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace diorama;

namespace {

class Hero : public Node {
public:
    using Node::Node;
    float lived = 0.0f;
    int updates = 0;
    std::vector<std::string>* log = nullptr;
    void update(float dt) override {
        lived += dt;
        ++updates;
    }

protected:
    void onCleanup() override {
        if (log) log->push_back("cleanup " + name());
    }
};

class GameScene : public Scene {
public:
    explicit GameScene(std::vector<std::string>& log, std::string name)
        : Scene(kDefaultDesignSize, std::move(name)), m_log(log) {}

protected:
    void onEnter() override { m_log.push_back("enter " + name()); }
    void onExit() override { m_log.push_back("exit " + name()); }
    void onCleanup() override { m_log.push_back("cleanup " + name()); }

private:
    std::vector<std::string>& m_log;
};

struct Game {
    Director director;
    Scene* scene = nullptr;
    Game() {
        director.runWithScene(std::make_unique<Scene>());
        director.mainLoop(0);
        scene = director.runningScene();
    }
    void frames(int n, float dt = 0.1f) {
        for (int i = 0; i < n; ++i) director.mainLoop(dt);
    }
};

}  // namespace

TEST(NodeApi, RunActionBeforeTheNodeIsAddedStartsWhenItEnters) {
    Game game;
    auto hero = std::make_unique<Hero>("hero");
    hero->setPosition({10, 0});
    Action& move = hero->runAction(std::make_unique<MoveBy>(1.0f, Vec2{100, 0}));
    move.setTag(7);
    EXPECT_EQ(hero->numberOfRunningActions(), 1u);
    EXPECT_EQ(hero->actionByTag(7), &move);
    hero->setPosition({20, 0});  // MoveBy is stackable: it moves from wherever the node is
    game.frames(3);
    EXPECT_EQ(hero->position(), (Vec2{20, 0}));  // not in a running scene: nothing steps

    Hero& h = game.scene->addChild(std::move(hero));
    EXPECT_EQ(h.numberOfRunningActions(), 1u);
    game.frames(1);  // the first step ignores dt (A14)
    game.frames(5);
    EXPECT_NEAR(h.position().x, 70.0f, 1e-3f);
    h.stopActionByTag(7);
    EXPECT_EQ(h.numberOfRunningActions(), 0u);
    game.frames(2);
    EXPECT_NEAR(h.position().x, 70.0f, 1e-3f);
}

// cocos' pattern: schedule in init, then add the children. A node that is not in a
// running scene keeps its registrations until it enters; a parent's are handed over
// before its children's, so updates, timers and actions run parent first, as cocos'
// scheduler, which registers them at the call, has them.
TEST(NodeApi, RegistrationsKeptUntilEnteringRunParentFirst) {
    struct Logged : Node {
        std::vector<std::string>* log;
        Logged(std::string name, std::vector<std::string>& l) : Node(std::move(name)), log(&l) {
            scheduleUpdate();
            schedule([this](float) { log->push_back("timer " + this->name()); }, "t", 0.0f);
            runAction(std::make_unique<CallFunc>([this] { log->push_back("action " + this->name()); }));
        }
        void update(float) override { log->push_back("update " + name()); }
    };
    Game game;
    std::vector<std::string> log;
    auto parent = std::make_unique<Logged>("P", log);
    parent->addChild(std::make_unique<Logged>("C1", log));
    parent->addChild(std::make_unique<Logged>("C2", log));
    game.scene->addChild(std::move(parent));
    game.frames(3);
    const std::vector<std::string> expected{"action P", "action C1", "action C2", "update P", "update C1", "update C2",
                                            "update P", "update C1", "update C2", "timer P",  "timer C1",  "timer C2",
                                            "update P", "update C1", "update C2", "timer P",  "timer C1",  "timer C2"};
    EXPECT_EQ(log, expected);
}

// What a node's onEnter schedules comes after what its constructor kept, as in cocos,
// where the constructor's calls registered first: onEnter's update priority stays, and
// its timer of the same key re-arms the constructor's, which keeps its callback.
TEST(NodeApi, WhatOnEnterSchedulesComesAfterWhatTheConstructorKept) {
    struct Overriding : Node {
        std::vector<std::string>* log;
        explicit Overriding(std::vector<std::string>& l) : Node("n"), log(&l) {
            schedule([this](float) { log->push_back("constructor's timer"); }, "t", 0.0f);
            scheduleUpdate();
        }
        void onEnter() override {
            Node::onEnter();
            schedule([this](float) { log->push_back("onEnter's timer"); }, "t", 0.0f);
            scheduleUpdateWithPriority(5);
        }
    };
    Game game;
    std::vector<std::string> log;
    Node& n = game.scene->addChild(std::make_unique<Overriding>(log));
    game.frames(3);
    EXPECT_EQ(log, (std::vector<std::string>{"constructor's timer", "constructor's timer"}));
    EXPECT_EQ(game.director.scheduler().updatePriority(n.id().value), 5);
}

TEST(NodeApi, ScheduleUpdateCallsTheOverriddenUpdateWhileRunning) {
    Game game;
    auto owned = std::make_unique<Hero>("hero");
    owned->scheduleUpdate();
    EXPECT_TRUE(owned->isUpdateScheduled());
    Hero& hero = game.scene->addChild(std::move(owned));
    game.frames(3);
    EXPECT_EQ(hero.updates, 3);
    EXPECT_FLOAT_EQ(hero.lived, 0.3f);

    // Removed without cleanup: paused, not forgotten; back in the scene: resumed.
    std::unique_ptr<Node> detached = game.scene->detachChild(hero);
    game.frames(2);
    EXPECT_EQ(hero.updates, 3);
    game.scene->addChild(std::move(detached));
    game.frames(1);
    EXPECT_EQ(hero.updates, 4);
    hero.unscheduleUpdate();
    game.frames(1);
    EXPECT_EQ(hero.updates, 4);
    EXPECT_EQ(game.director.scheduler().updatePriority(hero.id().value), std::nullopt);
}

TEST(NodeApi, ScheduleUpdateWithPriorityOrdersUpdates) {
    Game game;
    std::vector<std::string> order;
    struct Tracer : Node {
        std::vector<std::string>* out;
        Tracer(std::vector<std::string>* o, std::string n) : Node(std::move(n)), out(o) {}
        void update(float) override { out->push_back(name()); }
    };
    auto& late = game.scene->emplaceChild<Tracer>(&order, "late");
    auto& early = game.scene->emplaceChild<Tracer>(&order, "early");
    late.scheduleUpdateWithPriority(5);
    early.scheduleUpdateWithPriority(-5);
    game.frames(1);
    EXPECT_EQ(order, (std::vector<std::string>{"early", "late"}));
    EXPECT_EQ(game.director.scheduler().updatePriority(late.id().value), 5);
}

TEST(NodeApi, TimersByKeyAreScheduledUnscheduledAndRunOnce) {
    Game game;
    Node& node = game.scene->emplaceChild<Node>("timer");
    int ticks = 0, once = 0;
    node.schedule([&](float) { ++ticks; }, "tick", 0.0f);
    node.scheduleOnce([&](float) { ++once; }, 0.25f, "once");
    EXPECT_TRUE(node.isScheduled("tick"));
    game.frames(5);
    EXPECT_EQ(once, 1);
    EXPECT_FALSE(node.isScheduled("once"));
    const int before = ticks;
    EXPECT_GT(before, 0);
    node.unschedule("tick");
    game.frames(2);
    EXPECT_EQ(ticks, before);
}

// Before the node runs, as after, scheduling a key again keeps its first callback.
TEST(NodeApi, ReSchedulingAKeyBeforeTheNodeRunsKeepsItsFirstCallback) {
    Game game;
    auto owned = std::make_unique<Node>("timer");
    std::vector<std::string> log;
    owned->schedule([&](float) { log.push_back("first"); }, "t", 0.0f);
    owned->schedule([&](float) { log.push_back("second"); }, "t", 0.0f);
    game.scene->addChild(std::move(owned));
    game.frames(3);
    EXPECT_EQ(log, (std::vector<std::string>{"first", "first"}));
}

TEST(NodeApi, CleanupIsObservableByHooksAndCallbacksParentsFirst) {
    Game game;
    std::vector<std::string> log;
    Hero& parent = game.scene->emplaceChild<Hero>("parent");
    parent.log = &log;
    Hero& child = parent.emplaceChild<Hero>("child");
    child.log = &log;
    child.setOnCleanupCallback([&] { log.push_back("callback child"); });
    child.runAction(std::make_unique<MoveBy>(10.0f, Vec2{1, 0}));
    child.scheduleUpdate();

    std::unique_ptr<Node> kept = game.scene->removeChild(parent, false);  // no cleanup
    EXPECT_TRUE(log.empty());
    EXPECT_EQ(child.numberOfRunningActions(), 1u);

    game.scene->addChild(std::move(kept));
    game.scene->destroyChild(parent);
    EXPECT_EQ(log, (std::vector<std::string>{"cleanup parent", "cleanup child", "callback child"}));
}

TEST(NodeApi, CleanupStopsActionsAndSchedulesButKeepsTheNode) {
    Game game;
    Hero& hero = game.scene->emplaceChild<Hero>("hero");
    hero.runAction(std::make_unique<MoveBy>(10.0f, Vec2{1, 0}));
    hero.scheduleUpdate();
    hero.cleanup();
    EXPECT_EQ(hero.numberOfRunningActions(), 0u);
    EXPECT_FALSE(hero.isUpdateScheduled());
    EXPECT_TRUE(hero.isRunning());
}

TEST(NodeApi, PauseAndResumeStopEverythingUntilTheNextEnter) {
    Game game;
    Hero& hero = game.scene->emplaceChild<Hero>("hero");
    hero.scheduleUpdate();
    game.frames(1);
    hero.pause();
    game.frames(3);
    EXPECT_EQ(hero.updates, 1);
    hero.resume();
    game.frames(1);
    EXPECT_EQ(hero.updates, 2);
}

TEST(NodeApi, MoveToParentKeepsActionsZTagAndNameAndRefusesCycles) {
    Game game;
    Node& left = game.scene->emplaceChild<Node>("left");
    Node& right = game.scene->emplaceChild<Node>("right");
    Node& item = left.addChild(std::make_unique<Node>(), 3, 42);
    item.setName("item");
    item.runAction(std::make_unique<MoveBy>(1.0f, Vec2{10, 0}));
    item.moveToParent(right);
    EXPECT_EQ(item.parent(), &right);
    EXPECT_EQ(item.localZOrder(), 3);
    EXPECT_EQ(item.tag(), 42);
    EXPECT_EQ(item.numberOfRunningActions(), 1u);
    EXPECT_TRUE(item.isRunning());
    Node& inner = item.emplaceChild<Node>("inner");
    EXPECT_THROW(item.moveToParent(inner), TreeError);
    EXPECT_EQ(item.parent(), &right);
}

TEST(NodeApi, ARejectedTypedComponentStaysWithTheCaller) {
    struct Health : Component {
        Health() : Component("health") {}
        int points = 3;
    };
    Node node;
    auto first = std::make_unique<Health>();
    EXPECT_TRUE(node.addComponent(std::move(first)));
    auto second = std::make_unique<Health>();  // same name: rejected
    EXPECT_FALSE(node.addComponent(std::move(second)));
    ASSERT_NE(second, nullptr);
    EXPECT_EQ(second->points, 3);
}

TEST(NodeApi, AClonedListenerServesAnotherNodeWithTheSameCallbacks) {
    Game game;
    Node& a = game.scene->emplaceChild<Node>("a");
    Node& b = game.scene->emplaceChild<Node>("b");
    a.setContentSize({10, 10});
    b.setContentSize({10, 10});
    b.setPosition({100, 0});
    std::vector<std::string> hits;
    auto listener = std::make_shared<TouchOneByOneListener>();
    listener->swallowTouches = true;
    listener->onTouchBegan = [&](const Touch& t, EventTouch& e) {
        Node* n = e.currentTarget();
        const Vec2 local = n->convertTouchToNodeSpace(t);
        if (local.x < 0 || local.y < 0 || local.x > 10 || local.y > 10) return false;
        hits.push_back(n->name());
        return true;
    };
    auto handleA = game.director.eventDispatcher().addEventListenerWithSceneGraphPriority(listener, a);
    auto copy = std::static_pointer_cast<TouchOneByOneListener>(listener->clone());
    EXPECT_FALSE(copy->isRegistered());
    EXPECT_TRUE(copy->swallowTouches);
    auto handleB = game.director.eventDispatcher().addEventListenerWithSceneGraphPriority(copy, b);
    for (Vec2 p : {Vec2{5, 5}, Vec2{105, 5}}) {
        EventTouch began(EventTouch::Code::Began, {Touch{0, p, p, p}});
        game.director.eventDispatcher().dispatchEvent(began);
        EventTouch ended(EventTouch::Code::Ended, {Touch{0, p, p, p}});
        game.director.eventDispatcher().dispatchEvent(ended);
    }
    EXPECT_EQ(hits, (std::vector<std::string>{"a", "b"}));
}

TEST(NodeApi, ConvertTouchToNodeSpaceUsesTheTouchLocation) {
    Node node;
    node.setPosition({100, 50});
    node.setContentSize({20, 10});
    node.setAnchorPoint({0.5f, 0.5f});
    const Touch touch{0, {105, 52}, {}, {}};
    EXPECT_EQ(node.convertTouchToNodeSpace(touch), (Vec2{15, 7}));
    EXPECT_EQ(node.convertTouchToNodeSpaceAR(touch), (Vec2{5, 2}));
}

TEST(SceneStack, PushPausesTheSceneBelowAndPopCleansUpTheOneOnTop) {
    std::vector<std::string> log;  // outlives the Director, whose scenes log as they exit
    Director director;
    director.runWithScene(std::make_unique<GameScene>(log, "menu"));
    director.mainLoop(0);
    Scene* menu = director.runningScene();
    Hero& hero = menu->emplaceChild<Hero>("hero");
    hero.scheduleUpdate();
    director.mainLoop(0.1f);
    EXPECT_EQ(hero.updates, 1);

    director.pushScene(std::make_unique<GameScene>(log, "options"));
    EXPECT_EQ(director.runningScene(), menu);  // applied inside the next frame
    director.mainLoop(0.1f);
    EXPECT_EQ(director.sceneStackSize(), 2u);
    EXPECT_EQ(director.runningScene()->name(), "options");
    EXPECT_EQ(hero.updates, 2);  // the tick ran before the switch
    director.mainLoop(0.1f);
    EXPECT_EQ(hero.updates, 2);  // paused below, not cleaned up

    director.popScene();
    director.mainLoop(0.1f);
    EXPECT_EQ(director.runningScene(), menu);
    director.mainLoop(0.1f);
    EXPECT_EQ(hero.updates, 3);
    EXPECT_EQ(log, (std::vector<std::string>{"enter menu", "exit menu", "enter options", "exit options",
                                             "cleanup options", "enter menu"}));
}

TEST(SceneStack, PopToRootCleansUpEveryScenePoppedAndEndsOnTheRoot) {
    std::vector<std::string> log;  // outlives the Director, whose scenes log as they exit
    Director director;
    director.runWithScene(std::make_unique<GameScene>(log, "root"));
    director.mainLoop(0);
    director.pushScene(std::make_unique<GameScene>(log, "a"));
    director.mainLoop(0);
    director.pushScene(std::make_unique<GameScene>(log, "b"));
    director.mainLoop(0);
    log.clear();
    director.popToRootScene();
    EXPECT_EQ(log, (std::vector<std::string>{"cleanup a"}));  // not running: cleaned at once
    director.mainLoop(0);
    EXPECT_EQ(director.runningScene()->name(), "root");
    EXPECT_EQ(director.sceneStackSize(), 1u);
    EXPECT_EQ(log, (std::vector<std::string>{"cleanup a", "exit b", "cleanup b", "enter root"}));
    director.popScene();
    director.mainLoop(0);
    EXPECT_EQ(director.runningScene(), nullptr);
}

TEST(SceneStack, ReplaceCleansUpTheOldSceneAndKeepsTheStackDepth) {
    std::vector<std::string> log;  // outlives the Director, whose scenes log as they exit
    Director director;
    director.runWithScene(std::make_unique<GameScene>(log, "one"));
    director.mainLoop(0);
    director.replaceScene(std::make_unique<GameScene>(log, "two"));
    director.mainLoop(0);
    EXPECT_EQ(director.sceneStackSize(), 1u);
    EXPECT_EQ(log, (std::vector<std::string>{"enter one", "exit one", "cleanup one", "enter two"}));
}

TEST(SchedulerApi, UpdatePriorityOfAnUnknownTargetIsNothing) {
    Scheduler scheduler;
    EXPECT_EQ(scheduler.updatePriority(12345), std::nullopt);
    scheduler.scheduleUpdate(12345, 0, false, [](float) {});
    EXPECT_EQ(scheduler.updatePriority(12345), 0);
}
