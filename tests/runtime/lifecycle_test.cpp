// Lifecycle order (A8), running state, scene switches and the frame loop (A24).
#include "diorama/director/director.h"
#include "diorama/scene/scene.h"
#include "test_nodes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

using namespace diorama;
using Log = std::vector<std::string>;

namespace {
class Probe : public Node {
public:
    Probe(std::string name, Log& log) : Node(std::move(name)), m_log(log) {}
    bool runningAtEnter = true;

protected:
    void onEnter() override {
        runningAtEnter = isRunning();
        m_log.push_back(name() + ".enter");
    }
    void onExit() override { m_log.push_back(name() + ".exit"); }
    void onEnterTransitionDidFinish() override { m_log.push_back(name() + ".finish"); }
    void onExitTransitionDidStart() override { m_log.push_back(name() + ".start"); }

private:
    Log& m_log;
};
}  // namespace

TEST(Lifecycle, EnterAndExitRunPreOrderOverTheTree) {
    Log log;
    auto scene = std::make_unique<Scene>();
    auto& a = scene->addChild(std::make_unique<Probe>("a", log));
    a.addChild(std::make_unique<Probe>("a1", log));
    scene->addChild(std::make_unique<Probe>("b", log));
    Director director;
    director.runWithScene(std::move(scene));
    director.mainLoop(0);
    EXPECT_EQ(log, (Log{"a.enter", "a1.enter", "b.enter", "a.finish", "a1.finish", "b.finish"}));
    EXPECT_TRUE(a.isRunning());
    EXPECT_TRUE(a.isTransitionFinished());
    EXPECT_FALSE(static_cast<Probe&>(a).runningAtEnter);
    log.clear();
    director.endScene();
    EXPECT_EQ(log, (Log{"a.start", "a1.start", "b.start", "a.exit", "a1.exit", "b.exit"}));
}

TEST(Lifecycle, AddingToARunningParentEntersOnce) {
    Log log;
    Director director;
    director.runWithScene(std::make_unique<Scene>());
    director.mainLoop(0);
    auto& p = director.runningScene()->addChild(std::make_unique<Probe>("p", log));
    EXPECT_EQ(log, (Log{"p.enter", "p.finish"}));
    EXPECT_TRUE(p.isRunning());
}

TEST(Lifecycle, RemovingFromARunningParentExitsThenCleansUp) {
    Log log;
    Director director;
    director.runWithScene(std::make_unique<Scene>());
    director.mainLoop(0);
    Scene& scene = *director.runningScene();
    auto& p = scene.addChild(std::make_unique<Probe>("p", log));
    int fired = 0;
    director.services().schedule(
        p, "t", [&](float) { ++fired; }, 0.0f);
    log.clear();
    auto removed = p.removeFromParent(true);
    EXPECT_EQ(log, (Log{"p.start", "p.exit"}));
    EXPECT_FALSE(removed->isRunning());
    EXPECT_FALSE(director.scheduler().isScheduled(p.id().value, "t"));
}

TEST(Lifecycle, RemovingWithoutCleanupPausesAndReEnteringResumes) {
    Director director;
    director.runWithScene(std::make_unique<Scene>());
    director.mainLoop(0);
    Scene& scene = *director.runningScene();
    auto& p = scene.addChild(test::node("p"));
    int updates = 0;
    director.services().scheduleUpdate(p, 0, [&](float) { ++updates; });
    director.mainLoop(0.1f);
    EXPECT_EQ(updates, 1);
    auto detached = p.removeFromParent(false);
    director.mainLoop(0.1f);
    EXPECT_EQ(updates, 1);
    scene.addChild(std::move(detached));
    director.mainLoop(0.1f);
    EXPECT_EQ(updates, 2);
}

TEST(Lifecycle, SceneSwitchIsDeferredToTheFrameAfterTheScheduler) {
    Log log;
    Director director;
    auto first = std::make_unique<Scene>();
    first->addChild(std::make_unique<Probe>("old", log));
    director.runWithScene(std::move(first));
    director.mainLoop(0);
    auto second = std::make_unique<Scene>();
    second->addChild(std::make_unique<Probe>("new", log));
    log.clear();
    director.replaceScene(std::move(second));
    EXPECT_TRUE(log.empty());
    director.services().scheduleUpdate(*director.runningScene(), 0, [&](float) { log.push_back("update"); });
    director.mainLoop(0.016f);
    EXPECT_EQ(log, (Log{"update", "old.start", "old.exit", "new.enter", "new.finish"}));
}

TEST(Lifecycle, CallbacksFireWithHooks) {
    Log log;
    Director director;
    director.runWithScene(std::make_unique<Scene>());
    director.mainLoop(0);
    auto n = test::node("n");
    n->setOnEnterCallback([&] { log.push_back("cb.enter"); });
    n->setOnExitCallback([&] { log.push_back("cb.exit"); });
    auto& ref = director.runningScene()->addChild(std::move(n));
    ref.destroy();
    EXPECT_EQ(log, (Log{"cb.enter", "cb.exit"}));
}

TEST(Lifecycle, ChildrenAddedDuringEnterAreEnteredOnce) {
    Log log;
    class Spawner : public Probe {
    public:
        using Probe::Probe;
        Log* logRef = nullptr;

    protected:
        void onEnter() override {
            Probe::onEnter();
            addChild(std::make_unique<Probe>("late", *logRef));
        }
    };
    auto scene = std::make_unique<Scene>();
    auto& s = scene->addChild(std::make_unique<Spawner>("spawner", log));
    s.logRef = &log;
    Director director;
    director.runWithScene(std::move(scene));
    director.mainLoop(0);
    EXPECT_EQ(std::count(log.begin(), log.end(), "late.enter"), 1);
    EXPECT_EQ(std::count(log.begin(), log.end(), "late.finish"), 1);
}

// A hook that re-orders its siblings, followed by one that queries them (which sorts the
// children there and then), must not make the walk enter one sibling twice and skip
// another: each child is entered and exited exactly once, a removed one not at all.
TEST(Lifecycle, HooksThatReorderOrRemoveSiblingsStillEnterAndExitEachChildOnce) {
    Log log;
    class Hooked : public Probe {
    public:
        using Probe::Probe;
        std::function<void()> onEnterHook, onExitHook;

    protected:
        void onEnter() override {
            Probe::onEnter();
            if (onEnterHook) onEnterHook();
        }
        void onExit() override {
            Probe::onExit();
            if (onExitHook) onExitHook();
        }
    };
    auto scene = std::make_unique<Scene>();
    Node& parent = scene->addChild(std::make_unique<Node>("parent"));
    auto& a = static_cast<Hooked&>(parent.addChild(std::make_unique<Hooked>("a", log)));
    auto& b = static_cast<Hooked&>(parent.addChild(std::make_unique<Hooked>("b", log)));
    parent.addChild(std::make_unique<Hooked>("c", log));
    auto& d = static_cast<Hooked&>(parent.addChild(std::make_unique<Hooked>("d", log)));
    parent.addChild(std::make_unique<Hooked>("e", log));
    a.onEnterHook = [&] { a.setLocalZOrder(5); };
    b.onEnterHook = [&] { EXPECT_NE(parent.childByName("c"), nullptr); };
    d.onEnterHook = [&] { (void)parent.removeChild(*parent.childByName("e")); };
    Director director;
    director.runWithScene(std::move(scene));
    director.mainLoop(0);
    for (const char* name : {"a", "b", "c", "d"})
        EXPECT_EQ(std::count(log.begin(), log.end(), std::string(name) + ".enter"), 1) << name;
    EXPECT_EQ(std::count(log.begin(), log.end(), "e.enter"), 0);
    for (auto& child : parent.children()) EXPECT_TRUE(child->isRunning()) << child->name();

    log.clear();
    b.onExitHook = [&] { b.setLocalZOrder(10); };
    static_cast<Hooked&>(*parent.childByName("c")).onExitHook = [&] { EXPECT_EQ(parent.childCount(), 4u); };
    director.endScene();
    for (const char* name : {"a", "b", "c", "d"})
        EXPECT_EQ(std::count(log.begin(), log.end(), std::string(name) + ".exit"), 1) << name;
}

namespace {
// An empty node, "parent", in a running scene.
struct RunningParent {
    Director director;
    Node* parent = nullptr;
    RunningParent() {
        director.runWithScene(std::make_unique<Scene>());
        director.mainLoop(0);
        parent = &director.runningScene()->addChild(std::make_unique<Node>("parent"));
    }
};
}  // namespace

// A8: removeAllChildren detaches child by child, in order: each child's transition start,
// exit and cleanup come before the next child's.
TEST(Lifecycle, RemoveAllChildrenRunsEachChildsStepsBeforeTheNextChilds) {
    Log log;
    RunningParent running;
    Node& parent = *running.parent;
    for (const char* name : {"a", "b"}) {
        Node& child = parent.addChild(std::make_unique<Probe>(name, log));
        child.setOnCleanupCallback([&log, name] { log.push_back(std::string(name) + ".cleanup"); });
    }
    log.clear();
    const auto removed = parent.removeAllChildren(true);
    EXPECT_EQ(removed.size(), 2u);
    EXPECT_EQ(log, (Log{"a.start", "a.exit", "a.cleanup", "b.start", "b.exit", "b.cleanup"}));
    EXPECT_EQ(parent.childCount(), 0u);
}

// A child's exit hook that destroys a sibling must not leave removeAllChildren holding a
// pointer to it (it once walked a list of pointers taken before the first removal).
TEST(Lifecycle, RemoveAllChildrenSurvivesAHookThatDestroysASibling) {
    Log log;
    RunningParent running;
    Node& parent = *running.parent;
    Node& a = parent.addChild(std::make_unique<Probe>("a", log));
    Node& b = parent.addChild(std::make_unique<Probe>("b", log));
    parent.addChild(std::make_unique<Probe>("c", log));
    a.setOnExitCallback([&parent, &b] { parent.destroyChild(b); });
    log.clear();
    const auto removed = parent.removeAllChildren(true);
    ASSERT_EQ(removed.size(), 2u);
    EXPECT_EQ(removed[0]->name(), "a");
    EXPECT_EQ(removed[1]->name(), "c");
    EXPECT_EQ(parent.childCount(), 0u);
}

TEST(FrameLoop, InputIsDispatchedBeforeTheSchedulerTicks) {
    Log log;
    Director director;
    director.runWithScene(std::make_unique<Scene>());
    director.mainLoop(0);
    auto handle =
        director.eventDispatcher().addCustomEventListener("ping", [&](EventCustom&) { log.push_back("input"); });
    director.services().scheduleUpdate(*director.runningScene(), 0, [&](float) { log.push_back("update"); });
    director.queueEvent(std::make_unique<EventCustom>("ping"));
    director.mainLoop(0.016f);
    EXPECT_EQ(log, (Log{"input", "update"}));
}

TEST(FrameLoop, PausedDirectorSkipsTheScheduler) {
    Director director;
    director.runWithScene(std::make_unique<Scene>());
    director.mainLoop(0);
    int n = 0;
    director.services().scheduleUpdate(*director.runningScene(), 0, [&](float) { ++n; });
    director.pause();
    director.mainLoop(0.1f);
    EXPECT_EQ(n, 0);
    director.resume();
    director.mainLoop(0.1f);
    EXPECT_EQ(n, 1);
}
