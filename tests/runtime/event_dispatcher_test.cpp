// EventDispatcher behaviour (docs/runtime.md A16-A23, D2, D5, D8).
#include "diorama/director/director.h"
#include "diorama/events/hit_test.h"
#include "test_nodes.h"

#include <gtest/gtest.h>

#include <random>

using namespace diorama;
using Log = std::vector<std::string>;

namespace {

struct World {
    Director director;
    Scene* scene = nullptr;
    std::vector<ListenerHandle> handles;
    Log log;

    World() {
        director.runWithScene(std::make_unique<Scene>());
        director.mainLoop(0);
        scene = director.runningScene();
    }
    EventDispatcher& events() { return director.eventDispatcher(); }

    Node& add(Node& parent, const std::string& name, Rect rect, int z = 0) {
        auto n = test::node(name, rect.size, rect.origin);
        return parent.addChild(std::move(n), z);
    }

    // A touch listener that logs its node and claims when the point is inside.
    std::shared_ptr<TouchOneByOneListener> touch(Node& n, bool swallow = true, bool claimInside = true) {
        auto l = std::make_shared<TouchOneByOneListener>();
        l->swallowTouches = swallow;
        std::string name = n.name();
        Node* node = &n;
        l->onTouchBegan = [this, name, node, claimInside](const Touch& t, EventTouch&) {
            const bool inside = hitTest(*node, t.location);
            log.push_back(name + (inside && claimInside ? ".claim" : ".pass"));
            return inside && claimInside;
        };
        l->onTouchMoved = [this, name](const Touch&, EventTouch&) { log.push_back(name + ".moved"); };
        l->onTouchEnded = [this, name](const Touch&, EventTouch&) { log.push_back(name + ".ended"); };
        l->onTouchCancelled = [this, name](const Touch&, EventTouch&) { log.push_back(name + ".cancelled"); };
        handles.push_back(events().addEventListenerWithSceneGraphPriority(l, n));
        return l;
    }

    std::shared_ptr<CustomListener> custom(const std::string& event, const std::string& name, Node* node,
                                           int fixed = 0) {
        auto l = std::make_shared<CustomListener>(event, [this, name](EventCustom&) { log.push_back(name); });
        if (node)
            handles.push_back(events().addEventListenerWithSceneGraphPriority(l, *node));
        else
            handles.push_back(events().addEventListenerWithFixedPriority(l, fixed));
        return l;
    }

    void touchEvent(EventTouch::Code code, std::vector<Touch> touches) {
        EventTouch e(code, std::move(touches));
        events().dispatchEvent(e);
    }
    void tap(Vec2 p, int id = 0) { touchEvent(EventTouch::Code::Began, {Touch{id, p, p, p}}); }
};

}  // namespace

TEST(EventDispatcher, IssueExampleFrontPassesThenBackChildClaims) {
    World w;
    Node& back = w.add(*w.scene, "Back", {{0, 0}, {200, 200}}, 0);
    Node& backChild = back.addChild(test::node("BackChild", {40, 40}));
    backChild.setAnchorPoint({0.5f, 0.5f});
    backChild.setPosition({150, 50});
    Node& front = w.add(*w.scene, "Front", {{100, 100}, {200, 200}}, 1);
    w.touch(back);
    w.touch(backChild);
    w.touch(front);
    w.tap({140, 60});
    EXPECT_EQ(w.log, (Log{"Front.pass", "BackChild.claim"}));
}

TEST(EventDispatcher, FixedNegativeThenSceneGraphThenFixedPositive) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    Node& b = w.add(*w.scene, "b", {});
    w.custom("e", "p10", nullptr, 10);
    w.custom("e", "sgA", &a);
    w.custom("e", "m5", nullptr, -5);
    w.custom("e", "p5", nullptr, 5);
    w.custom("e", "sgB", &b);
    w.custom("e", "m10", nullptr, -10);
    w.custom("e", "p5b", nullptr, 5);
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"m10", "m5", "sgB", "sgA", "p5", "p5b", "p10"}));
}

TEST(EventDispatcher, CustomEventsFollowDrawOrderIssue8194) {
    World w;
    Node& low = w.add(*w.scene, "low", {}, -1);
    Node& high = w.add(*w.scene, "high", {}, 1);
    w.custom("e", "low", &low);
    w.custom("e", "high", &high);
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"high", "low"}));
}

TEST(EventDispatcher, GlobalZWinsOverTreePositionAndIsNotInherited) {
    World w;
    Node& parent = w.add(*w.scene, "parent", {});
    Node& child = parent.addChild(test::node("child"));
    Node& top = w.add(*w.scene, "top", {});
    w.custom("e", "parent", &parent);
    w.custom("e", "child", &child);
    w.custom("e", "top", &top);
    parent.setGlobalZOrder(10);
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"parent", "top", "child"}));
}

TEST(EventDispatcher, NegativeZChildrenComeAfterTheirParent) {
    World w;
    Node& parent = w.add(*w.scene, "parent", {});
    Node& under = w.add(parent, "under", {}, -1);
    Node& over = w.add(parent, "over", {}, 0);
    w.custom("e", "under", &under);
    w.custom("e", "parent", &parent);
    w.custom("e", "over", &over);
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"over", "parent", "under"}));
}

TEST(EventDispatcher, ListenersOnOneNodeKeepRegistrationOrder) {
    World w;
    Node& n = w.add(*w.scene, "n", {});
    w.custom("e", "first", &n);
    w.custom("e", "second", &n);
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"first", "second"}));
}

TEST(EventDispatcher, OrderFollowsZChangesWithoutAFrame) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    Node& b = w.add(*w.scene, "b", {});
    w.custom("e", "a", &a);
    w.custom("e", "b", &b);
    w.events().dispatchCustomEvent("e");
    a.setLocalZOrder(5);
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"b", "a", "a", "b"}));
}

TEST(EventDispatcher, ClaimedTouchesGetMovedAndEndedOnlyThere) {
    World w;
    Node& a = w.add(*w.scene, "a", {{0, 0}, {100, 100}});
    Node& b = w.add(*w.scene, "b", {{0, 0}, {100, 100}});
    w.touch(a, false);
    w.touch(b, false, false);
    w.tap({10, 10});
    w.touchEvent(EventTouch::Code::Moved, {Touch{0, {11, 11}}});
    w.touchEvent(EventTouch::Code::Ended, {Touch{0, {11, 11}}});
    w.touchEvent(EventTouch::Code::Moved, {Touch{0, {12, 12}}});
    EXPECT_EQ(w.log, (Log{"b.pass", "a.claim", "a.moved", "a.ended"}));
}

// cocos keeps claims as Touch pointers and makes a new Touch for every began, so a claim
// whose end never reached its listener cannot catch a later touch with the same id.
TEST(EventDispatcher, AClaimWhoseEndWasMissedDoesNotCatchTheNextTouchWithItsId) {
    World w;
    Node& a = w.add(*w.scene, "a", {{0, 0}, {100, 100}});
    auto l = w.touch(a);
    w.tap({10, 10});
    l->setEnabled(false);
    w.touchEvent(EventTouch::Code::Ended, {Touch{0, {10, 10}}});
    l->setEnabled(true);
    w.tap({500, 500});
    w.touchEvent(EventTouch::Code::Moved, {Touch{0, {501, 501}}});
    w.touchEvent(EventTouch::Code::Ended, {Touch{0, {501, 501}}});
    EXPECT_EQ(w.log, (Log{"a.claim", "a.pass"}));
}

// cocos' dispatchTouchEventToListeners picks the enabled, unpaused scene-graph listeners
// once, when their turn comes; fixed-priority ones are checked at each call.
TEST(EventDispatcher, TouchSceneGraphListenersAreChosenWhenTheirTurnBegins) {
    World w;
    Node& a = w.add(*w.scene, "a", {{0, 0}, {100, 100}});
    Node& b = w.add(*w.scene, "b", {{0, 0}, {100, 100}});
    auto la = w.touch(a);
    auto lb = std::make_shared<TouchOneByOneListener>();
    lb->onTouchBegan = [&](const Touch&, EventTouch&) {
        w.log.push_back("b.pass");
        la->setEnabled(!la->isEnabled());
        return false;
    };
    w.handles.push_back(w.events().addEventListenerWithSceneGraphPriority(lb, b));
    w.tap({10, 10});  // b disables a, which was chosen already
    w.tap({10, 10});  // b enables a, which was not
    auto fixed = std::make_shared<TouchOneByOneListener>();
    fixed->onTouchBegan = [&](const Touch&, EventTouch&) {
        w.log.push_back("fixed");
        la->setEnabled(true);
        return false;
    };
    w.handles.push_back(w.events().addEventListenerWithFixedPriority(fixed, -1));
    la->setEnabled(false);
    w.tap({10, 10});  // the fixed listener enables a before the scene-graph turn
    EXPECT_EQ(w.log, (Log{"b.pass", "a.claim", "b.pass", "fixed", "b.pass", "a.claim"}));
}

TEST(EventDispatcher, MouseSceneGraphListenersAreChosenWhenTheirTurnBegins) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    Node& b = w.add(*w.scene, "b", {});
    auto ma = std::make_shared<MouseListener>();
    ma->onMouseDown = [&](EventMouse&) { w.log.push_back("a"); };
    w.handles.push_back(w.events().addEventListenerWithSceneGraphPriority(ma, a));
    std::unique_ptr<Node> detached;
    auto mb = std::make_shared<MouseListener>();
    mb->onMouseDown = [&](EventMouse&) {
        w.log.push_back("b");
        detached = a.removeFromParent(false);  // pauses a's listener, which was chosen already
        EXPECT_TRUE(ma->isPaused());
    };
    w.handles.push_back(w.events().addEventListenerWithSceneGraphPriority(mb, b));
    EventMouse down(EventMouse::Kind::Down, {1, 1}, 0);
    w.events().dispatchEvent(down);
    EXPECT_EQ(w.log, (Log{"b", "a"}));
}

TEST(EventDispatcher, NonSwallowingClaimLetsTheTouchContinue) {
    World w;
    Node& a = w.add(*w.scene, "a", {{0, 0}, {100, 100}});
    Node& b = w.add(*w.scene, "b", {{0, 0}, {100, 100}});
    w.touch(a, false);
    w.touch(b, false);
    w.tap({10, 10});
    EXPECT_EQ(w.log, (Log{"b.claim", "a.claim"}));
}

TEST(EventDispatcher, AllAtOnceGetsOnlyUnswallowedTouches) {
    World w;
    Node& a = w.add(*w.scene, "a", {{0, 0}, {100, 100}});
    w.touch(a, true);
    std::vector<int> seen;
    auto all = std::make_shared<TouchAllAtOnceListener>();
    all->onTouchesBegan = [&](const std::vector<Touch>& touches, EventTouch&) {
        for (auto& t : touches) seen.push_back(t.id);
    };
    w.handles.push_back(w.events().addEventListenerWithFixedPriority(all, 1));
    w.touchEvent(EventTouch::Code::Began, {Touch{1, {10, 10}}, Touch{2, {500, 500}}, Touch{3, {20, 20}}});
    EXPECT_EQ(seen, (std::vector<int>{2}));
}

TEST(EventDispatcher, StopPropagationEndsTheWholeDispatch) {
    World w;
    Node& a = w.add(*w.scene, "a", {{0, 0}, {100, 100}});
    auto stopper = std::make_shared<TouchOneByOneListener>();
    stopper->onTouchBegan = [&](const Touch& t, EventTouch& e) {
        w.log.push_back("stop" + std::to_string(t.id));
        e.stopPropagation();
        return false;
    };
    w.handles.push_back(w.events().addEventListenerWithFixedPriority(stopper, -1));
    w.touch(a, false);
    int allCalls = 0;
    auto all = std::make_shared<TouchAllAtOnceListener>();
    all->onTouchesBegan = [&](const std::vector<Touch>&, EventTouch&) { ++allCalls; };
    w.handles.push_back(w.events().addEventListenerWithFixedPriority(all, 1));
    w.touchEvent(EventTouch::Code::Began, {Touch{1, {10, 10}}, Touch{2, {20, 20}}});
    EXPECT_EQ(w.log, (Log{"stop1"}));
    EXPECT_EQ(allCalls, 0);
}

TEST(EventDispatcher, CurrentTargetIsTheListenersNode) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    Node* seen = reinterpret_cast<Node*>(1);
    Node* seenFixed = reinterpret_cast<Node*>(1);
    auto l = std::make_shared<CustomListener>("e", [&](EventCustom& e) { seen = e.currentTarget(); });
    w.handles.push_back(w.events().addEventListenerWithSceneGraphPriority(l, a));
    w.handles.push_back(w.events().addCustomEventListener("e", [&](EventCustom& e) { seenFixed = e.currentTarget(); }));
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(seen, &a);
    EXPECT_EQ(seenFixed, nullptr);
}

TEST(EventDispatcher, InvisibleNodesStillReceiveTouches) {
    World w;
    Node& a = w.add(*w.scene, "a", {{0, 0}, {100, 100}});
    a.setVisible(false);
    w.touch(a);
    w.tap({1, 1});
    EXPECT_EQ(w.log, (Log{"a.claim"}));
}

TEST(EventDispatcher, ListenerAddedDuringDispatchJoinsAfterTheOutermostOne) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    Node& b = w.add(*w.scene, "b", {});
    auto adder = std::make_shared<CustomListener>("e", [&](EventCustom&) {
        w.log.push_back("adder");
        if (w.handles.size() < 3) {
            w.custom("e", "late", &a);
            w.custom("other", "lateOther", &a);
            w.events().dispatchCustomEvent("other");  // nested: pending ones are not called
        }
    });
    w.handles.push_back(w.events().addEventListenerWithSceneGraphPriority(adder, b));
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"adder"}));
    w.log.clear();
    w.events().dispatchCustomEvent("e");
    w.events().dispatchCustomEvent("other");
    EXPECT_EQ(w.log, (Log{"adder", "late", "lateOther"}));
}

TEST(EventDispatcher, ListenerRemovedDuringDispatchIsNotCalled) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    Node& b = w.add(*w.scene, "b", {});
    w.custom("e", "a", &a);
    auto victim = w.handles.back().get();
    auto remover = std::make_shared<CustomListener>("e", [&](EventCustom&) {
        w.log.push_back("remover");
        w.events().removeEventListener(*victim);
    });
    w.handles.push_back(w.events().addEventListenerWithSceneGraphPriority(remover, b));
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"remover"}));
    EXPECT_EQ(w.events().listenerCount(), 1u);
}

// Removing many at once is removing each: from both lists and the pending ones, never
// called again in the dispatch that removes them, gone from it afterwards; a listener
// removed before, or none, is skipped.
TEST(EventDispatcher, ListenersRemovedTogetherDuringADispatchAreNotCalledAndGoAfterIt) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    Node& b = w.add(*w.scene, "b", {});
    Node& c = w.add(*w.scene, "c", {});
    w.custom("e", "a", &a);
    EventListener* onA = w.handles.back().get();
    w.custom("e", "fixed", nullptr, 5);
    EventListener* fixed = w.handles.back().get();
    w.custom("e", "kept", nullptr, 6);
    EventListener* pending = nullptr;
    auto remover = std::make_shared<CustomListener>("e", [&](EventCustom&) {
        w.log.push_back("remover");
        if (pending) return;
        w.custom("e", "pending", &c);
        pending = w.handles.back().get();
        w.events().removeEventListener(*onA);
        w.events().removeEventListeners({onA, nullptr, fixed, pending});
    });
    w.handles.push_back(w.events().addEventListenerWithSceneGraphPriority(remover, b));  // drawn after a: called first
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"remover", "kept"}));
    EXPECT_EQ(w.events().listenerCount(), 2u);
    w.log.clear();
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"remover", "kept"}));
    EXPECT_FALSE(w.events().hasListenersFor(a.id()));
    EXPECT_FALSE(w.events().hasListenersFor(c.id()));
}

// A subtree's listeners go together, a node's own and its descendants', and no others.
TEST(EventDispatcher, RemovingATargetRecursivelyTakesItsSubtreeOnly) {
    World w;
    Node& parent = w.add(*w.scene, "parent", {});
    Node& child = w.add(parent, "child", {});
    Node& grandchild = w.add(child, "grandchild", {});
    Node& other = w.add(*w.scene, "other", {});
    for (Node* n : {&parent, &child, &grandchild, &other}) w.custom("e", n->name(), n);
    w.custom("e", "fixed", nullptr, 1);
    w.events().removeEventListenersForTarget(child.id(), true);
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"other", "parent", "fixed"}));
    EXPECT_TRUE(w.events().hasListenersFor(parent.id()));
    EXPECT_FALSE(w.events().hasListenersFor(grandchild.id()));
    w.events().removeAllEventListeners();
    EXPECT_EQ(w.events().listenerCount(), 0u);
}

// cocos queues the re-added listener and, after the dispatch, erases the old entry: the
// listener is listed once, behind its new equals.
TEST(EventDispatcher, AListenerRemovedAndAddedBackDuringADispatchIsListedOnceAtTheEnd) {
    World w;
    auto l = w.custom("e", "L", nullptr, 2);
    w.custom("e", "M", nullptr, 2);
    bool done = false;
    auto a = std::make_shared<CustomListener>("e", [&](EventCustom&) {
        w.log.push_back("A");
        if (done) return;
        done = true;
        w.events().removeEventListener(*l);
        w.handles.push_back(w.events().addEventListenerWithFixedPriority(l, 2));
    });
    w.handles.push_back(w.events().addEventListenerWithFixedPriority(a, 1));
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"A", "L", "M"}));  // registered again, its old entry is still called
    EXPECT_EQ(w.events().listenerCount(), 3u);
    w.log.clear();
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"A", "M", "L"}));
}

// cocos walks the target's own children: a subtree that is not in the running scene loses
// its descendants' listeners too, through nodes that have none.
TEST(EventDispatcher, RemovingADetachedTargetRecursivelyTakesItsDescendantsListeners) {
    World w;
    auto parent = test::node("parent", {});
    Node& middle = parent->addChild(test::node("middle", {}));
    Node& leaf = middle.addChild(test::node("leaf", {}));
    w.custom("e", "leaf", &leaf);
    EXPECT_TRUE(w.events().hasListenersFor(leaf.id()));
    w.events().removeEventListenersForTarget(*parent, true);
    EXPECT_FALSE(w.events().hasListenersFor(leaf.id()));
    EXPECT_EQ(w.events().listenerCount(), 0u);
    // By id, the detached node is found through its own listener, and the walk still
    // crosses the node without any.
    w.custom("e", "parent", parent.get());
    w.custom("e", "leaf", &leaf);
    w.events().removeEventListenersForTarget(parent->id(), true);
    EXPECT_EQ(w.events().listenerCount(), 0u);
}

TEST(EventDispatcher, RemovingItselfAndRedispatchingDoesNotRecurseIssue9898) {
    World w;
    int calls = 0;
    std::shared_ptr<CustomListener> self;
    self = std::make_shared<CustomListener>("e", [&](EventCustom&) {
        ++calls;
        w.events().removeEventListener(*self);
        w.events().dispatchCustomEvent("e");
    });
    w.handles.push_back(w.events().addEventListenerWithFixedPriority(self, 1));
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(calls, 1);
}

TEST(EventDispatcher, RemovingAPendingListenerDropsIt) {
    World w;
    auto first = std::make_shared<CustomListener>("e", [&](EventCustom&) {
        auto handle = w.events().addCustomEventListener("e", [&](EventCustom&) { w.log.push_back("never"); });
        // handle goes out of scope here: the pending listener is dropped
    });
    w.handles.push_back(w.events().addEventListenerWithFixedPriority(first, 1));
    w.events().dispatchCustomEvent("e");
    w.events().dispatchCustomEvent("e");
    EXPECT_TRUE(w.log.empty());
}

TEST(EventDispatcher, RemovingTheNodeInsideItsCallbackIsSafe) {
    World w;
    Node& parent = w.add(*w.scene, "parent", {{0, 0}, {100, 100}});
    Node& child = w.add(parent, "child", {{0, 0}, {100, 100}});
    auto l = std::make_shared<TouchOneByOneListener>();
    l->onTouchBegan = [&](const Touch&, EventTouch&) {
        w.log.push_back("child");
        parent.destroy();  // destroys child and parent
        return true;
    };
    w.handles.push_back(w.events().addEventListenerWithSceneGraphPriority(l, child));
    w.touch(parent);
    w.tap({5, 5});
    EXPECT_EQ(w.log, (Log{"child"}));
    EXPECT_EQ(w.events().listenerCount(), 0u);
}

TEST(EventDispatcher, ListenersPauseOnExitAndResumeOnEnter) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    w.custom("e", "a", &a);
    auto detached = a.removeFromParent(false);
    w.events().dispatchCustomEvent("e");
    EXPECT_TRUE(w.log.empty());
    w.events().pauseEventListenersForTarget(*detached);
    w.scene->addChild(std::move(detached));
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"a"}));
}

TEST(EventDispatcher, ListenersOfANodeThatIsNotRunningStartPaused) {
    World w;
    auto n = test::node("n");
    w.custom("e", "n", n.get());
    EXPECT_TRUE(w.handles.back().get()->isPaused());
    w.events().dispatchCustomEvent("e");
    EXPECT_TRUE(w.log.empty());
    w.scene->addChild(std::move(n));
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"n"}));
}

TEST(EventDispatcher, DestroyingANodeRemovesItsListeners) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    w.custom("e", "a", &a);
    EXPECT_EQ(w.events().listenerCount(), 1u);
    a.destroy();
    EXPECT_EQ(w.events().listenerCount(), 0u);
    EXPECT_FALSE(w.handles.back().get()->isRegistered());
}

TEST(EventDispatcher, ANodeRegisteredWithTwoDirectorsLeavesBothWhenDestroyed) {
    World first, second;
    auto n = test::node("shared");
    first.custom("e", "first", n.get());
    second.custom("e", "second", n.get());
    EXPECT_EQ(first.events().listenerCount(), 1u);
    EXPECT_EQ(second.events().listenerCount(), 1u);
    n.reset();
    EXPECT_EQ(first.events().listenerCount(), 0u);
    EXPECT_EQ(second.events().listenerCount(), 0u);
    first.events().dispatchCustomEvent("e");
    second.events().dispatchCustomEvent("e");
    EXPECT_TRUE(first.log.empty());
    EXPECT_TRUE(second.log.empty());
}

TEST(EventDispatcher, CleanupKeepsListeners) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    w.custom("e", "a", &a);
    auto kept = a.removeFromParent(true);
    EXPECT_EQ(w.events().listenerCount(), 1u);
    w.scene->addChild(std::move(kept));
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"a"}));
}

TEST(EventDispatcher, RejectsDoubleRegistrationZeroPriorityAndMissingBegan) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    auto l = std::make_shared<CustomListener>("e", [](EventCustom&) {});
    auto h = w.events().addEventListenerWithFixedPriority(l, 1);
    EXPECT_THROW((void)w.events().addEventListenerWithFixedPriority(l, 2), EventError);
    EXPECT_THROW((void)w.events().addEventListenerWithSceneGraphPriority(l, a), EventError);
    auto other = std::make_shared<CustomListener>("e", [](EventCustom&) {});
    EXPECT_THROW((void)w.events().addEventListenerWithFixedPriority(other, 0), EventError);
    EXPECT_FALSE(other->isRegistered());
    auto noBegan = std::make_shared<TouchOneByOneListener>();
    EXPECT_THROW((void)w.events().addEventListenerWithSceneGraphPriority(noBegan, a), EventError);
    // cocos' EventListenerKeyboard::checkAvailable wants at least one of its two callbacks.
    auto noKeys = std::make_shared<KeyboardListener>();
    EXPECT_THROW((void)w.events().addEventListenerWithFixedPriority(noKeys, 1), EventError);
    noKeys->onKeyReleased = [](int, EventKeyboard&) {};
    w.handles.push_back(w.events().addEventListenerWithFixedPriority(noKeys, 1));
    w.events().removeEventListener(*noKeys);
    EXPECT_EQ(w.events().listenerCount(), 1u);
    EXPECT_EQ(l->fixedPriority(), 1);
}

TEST(EventDispatcher, DroppingTheHandleRemovesTheListener) {
    World w;
    {
        auto h = w.events().addCustomEventListener("e", [&](EventCustom&) { w.log.push_back("x"); });
        EXPECT_EQ(w.events().listenerCount(), 1u);
    }
    EXPECT_EQ(w.events().listenerCount(), 0u);
    auto kept = w.events().addCustomEventListener("e", [&](EventCustom&) { w.log.push_back("kept"); }).release();
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"kept"}));
}

TEST(EventDispatcher, SetPriorityReorders) {
    World w;
    w.custom("e", "a", nullptr, 1);
    auto b = w.custom("e", "b", nullptr, 2);
    w.events().setPriority(*b, -1);
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"b", "a"}));
}

TEST(EventDispatcher, SetPriorityRejectsZeroAndSceneGraphListeners) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    auto fixed = w.custom("e", "f", nullptr, 3);
    auto graph = w.custom("e", "g", &a);
    EXPECT_THROW(w.events().setPriority(*fixed, 0), EventError);
    EXPECT_EQ(fixed->fixedPriority(), 3);
    EXPECT_THROW(w.events().setPriority(*graph, 5), EventError);
    EXPECT_EQ(graph->fixedPriority(), 0);
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"g", "f"}));
}

TEST(EventDispatcher, MouseAndKeyboardEvents) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    auto mouse = std::make_shared<MouseListener>();
    mouse->onMouseDown = [&](EventMouse& e) { w.log.push_back("down" + std::to_string(e.button())); };
    mouse->onMouseScroll = [&](EventMouse& e) { w.log.push_back("scroll" + std::to_string(int(e.scroll().y))); };
    w.handles.push_back(w.events().addEventListenerWithSceneGraphPriority(mouse, a));
    auto keys = std::make_shared<KeyboardListener>();
    keys->onKeyPressed = [&](int code, EventKeyboard&) { w.log.push_back("key" + std::to_string(code)); };
    w.handles.push_back(w.events().addEventListenerWithFixedPriority(keys, 1));
    EventMouse down(EventMouse::Kind::Down, {1, 1}, 2);
    w.events().dispatchEvent(down);
    EventMouse scroll(EventMouse::Kind::Scroll, {1, 1}, 0, {0, -3});
    w.events().dispatchEvent(scroll);
    EventKeyboard key(65, true);
    w.events().dispatchEvent(key);
    EventKeyboard released(65, false);
    w.events().dispatchEvent(released);
    EXPECT_EQ(w.log, (Log{"down2", "scroll-3", "key65"}));
}

TEST(EventDispatcher, DisabledListenerAndDispatcherAreSkipped) {
    World w;
    auto l = w.custom("e", "x", nullptr, 1);
    l->setEnabled(false);
    w.events().dispatchCustomEvent("e");
    l->setEnabled(true);
    w.events().setEnabled(false);
    w.events().dispatchCustomEvent("e");
    EXPECT_TRUE(w.log.empty());
}

TEST(EventDispatcher, ListenerWhoseNodeLeftTheSceneSortsLast) {
    World w;
    Node& a = w.add(*w.scene, "a", {});
    auto l = w.custom("e", "a", &a);
    auto other = std::make_unique<Scene>();
    Node& outside = other->addChild(test::node("outside"));
    auto sg = std::make_shared<CustomListener>("e", [&](EventCustom&) { w.log.push_back("outside"); });
    w.handles.push_back(w.events().addEventListenerWithSceneGraphPriority(sg, outside));
    w.events().resumeEventListenersForTarget(outside);
    w.events().dispatchCustomEvent("e");
    EXPECT_EQ(w.log, (Log{"a", "outside"}));
    w.handles.clear();
}

TEST(HitTest, ContentRectangleIsInclusive) {
    Scene scene;
    Node& n = scene.addChild(test::node("n", {10, 10}, {5, 5}));
    EXPECT_TRUE(hitTest(n, {5, 5}));
    EXPECT_TRUE(hitTest(n, {15, 15}));
    EXPECT_FALSE(hitTest(n, {15.01f, 15}));
    n.setRotation(45);
    EXPECT_TRUE(hitTest(n, n.convertToWorldSpace({10, 0})));
    n.setScale(0);
    EXPECT_FALSE(hitTest(n, {5, 5}));
}

// Listeners that add, remove, re-dispatch and delete nodes at random; checks that a
// removed listener is never called again.
TEST(EventDispatcherStress, RandomReentrancyNeverCallsRemovedListeners) {
    World w;
    std::mt19937 rng(12345);
    std::vector<Node*> nodes;
    int violations = 0;
    int depth = 0;
    std::function<void(Node&)> attach;
    auto pick = [&]() -> Node* {
        if (nodes.empty()) return nullptr;
        return nodes[std::uniform_int_distribution<std::size_t>(0, nodes.size() - 1)(rng)];
    };
    attach = [&](Node& n) {
        auto l = std::make_shared<CustomListener>("e", nullptr);
        EventListener* raw = l.get();
        l->onEvent = [&, raw](EventCustom&) {
            if (!raw->isRegistered()) ++violations;  // removed listeners are never called
            const int action = std::uniform_int_distribution<int>(0, 9)(rng);
            if (action == 0 && nodes.size() < 200) {
                Node* parent = pick();
                Node& child = (parent ? *parent : *w.scene).addChild(test::node("n"), action);
                nodes.push_back(&child);
                attach(child);
            } else if (action == 1) {
                if (Node* victim = pick()) {
                    std::vector<Node*> doomed;
                    std::function<void(Node&)> collect = [&](Node& x) {
                        doomed.push_back(&x);
                        for (auto& c : x.children()) collect(*c);
                    };
                    collect(*victim);
                    for (Node* d : doomed) std::erase(nodes, d);
                    victim->destroy();
                }
            } else if (action == 2 && depth < 3) {
                ++depth;
                w.events().dispatchCustomEvent("e");
                --depth;
            } else if (action == 3 && !w.handles.empty()) {
                auto idx = std::uniform_int_distribution<std::size_t>(0, w.handles.size() - 1)(rng);
                w.handles[idx].remove();
            } else if (action == 4) {
                if (Node* z = pick()) z->setLocalZOrder(std::uniform_int_distribution<int>(-3, 3)(rng));
            }
        };
        w.handles.push_back(w.events().addEventListenerWithSceneGraphPriority(l, n));
    };
    for (int i = 0; i < 20; ++i) {
        Node& n = w.scene->addChild(test::node("n"));
        nodes.push_back(&n);
        attach(n);
    }
    for (int frame = 0; frame < 3000; ++frame) {
        w.events().dispatchCustomEvent("e");
        if (nodes.size() < 5)
            for (int i = 0; i < 10; ++i) {
                Node& n = w.scene->addChild(test::node("n"));
                nodes.push_back(&n);
                attach(n);
            }
    }
    EXPECT_EQ(violations, 0);
}
