// Scheduler semantics (docs/runtime.md A13, D4).
#include "diorama/scheduler/scheduler.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

using namespace diorama;
using Log = std::vector<std::string>;

TEST(Scheduler, UpdatesRunByPriorityWithFifoAmongEquals) {
    Scheduler s;
    Log log;
    auto rec = [&](std::string n) { return [&log, n](float) { log.push_back(n); }; };
    s.scheduleUpdate(1, 1, false, rec("A"));
    s.scheduleUpdate(2, -1, false, rec("B"));
    s.scheduleUpdate(3, 0, false, rec("C"));
    s.scheduleUpdate(4, -1, false, rec("D"));
    s.scheduleUpdate(5, 0, false, rec("E"));
    s.scheduleUpdate(6, -5, false, rec("F"));
    s.update(0.1f);
    EXPECT_EQ(log, (Log{"F", "B", "D", "C", "E", "A"}));
}

TEST(Scheduler, ReschedulingWithANewPriorityMovesBehindItsNewEquals) {
    Scheduler s;
    Log log;
    auto rec = [&](std::string n) { return [&log, n](float) { log.push_back(n); }; };
    s.scheduleUpdate(1, 1, false, rec("A"));
    s.scheduleUpdate(2, 1, false, rec("B"));
    s.scheduleUpdate(1, 1, false, rec("ignored"));  // same priority: ignored
    s.scheduleUpdate(1, 1 + 0, false, rec("ignored"));
    s.scheduleUpdate(1, 2, false, rec("A2"));
    s.update(0);
    EXPECT_EQ(log, (Log{"B", "A2"}));
    log.clear();
    s.scheduleUpdate(1, 1, false, rec("A3"));
    s.update(0);
    EXPECT_EQ(log, (Log{"B", "A3"}));
}

TEST(Scheduler, UnschedulingALaterEntryDuringATickSkipsIt) {
    Scheduler s;
    Log log;
    s.scheduleUpdate(1, 0, false, [&](float) {
        log.push_back("A");
        s.unscheduleUpdate(2);
    });
    s.scheduleUpdate(2, 0, false, [&](float) { log.push_back("B"); });
    s.update(0);
    s.update(0);
    EXPECT_EQ(log, (Log{"A", "A"}));
}

TEST(Scheduler, UnschedulingItselfDuringATickIsSafe) {
    Scheduler s;
    int n = 0;
    s.scheduleUpdate(1, 0, false, [&](float) {
        ++n;
        s.unscheduleAllForTarget(1);
    });
    s.update(0);
    s.update(0);
    EXPECT_EQ(n, 1);
    EXPECT_FALSE(s.isUpdateScheduled(1));
}

TEST(Scheduler, FirstTimerTickOnlyArms) {
    Scheduler s;
    std::vector<float> args;
    s.schedule(
        1, "t", [&](float dt) { args.push_back(dt); }, 0.1f, false);
    s.update(0.1f);
    EXPECT_TRUE(args.empty());
    s.update(0.1f);
    EXPECT_EQ(args, (std::vector<float>{0.1f}));
}

TEST(Scheduler, RepeatNMeansNPlusOneRuns) {
    Scheduler s;
    int n = 0;
    s.schedule(
        1, "t", [&](float) { ++n; }, 0.25f, 2, 0.0f, false);
    for (int i = 0; i < 10; ++i) s.update(0.25f);
    EXPECT_EQ(n, 3);
    EXPECT_FALSE(s.isScheduled(1, "t"));
}

TEST(Scheduler, ScheduleOnceFiresWithTheDelayAsArgument) {
    Scheduler s;
    std::vector<float> args;
    s.scheduleOnce(
        1, "once", [&](float dt) { args.push_back(dt); }, 0.5f, false);
    s.update(0.25f);  // arms
    s.update(0.25f);
    EXPECT_TRUE(args.empty());
    s.update(0.25f);
    EXPECT_EQ(args, (std::vector<float>{0.5f}));
    s.update(0.25f);
    EXPECT_EQ(args.size(), 1u);
    EXPECT_FALSE(s.isScheduled(1, "once"));
}

TEST(Scheduler, DelayThenIntervalWithRepeat) {
    Scheduler s;
    std::vector<float> args;
    s.schedule(
        1, "t", [&](float dt) { args.push_back(dt); }, 0.25f, 1, 0.5f, false);
    s.update(1.0f);  // arms
    s.update(0.5f);
    s.update(0.25f);
    s.update(0.25f);
    EXPECT_EQ(args, (std::vector<float>{0.5f, 0.25f}));
}

TEST(Scheduler, TimersCatchUpWithSeveralFiresPerTick) {
    Scheduler s;
    int n = 0;
    s.schedule(
        1, "t", [&](float) { ++n; }, 0.125f, false);
    s.update(0);
    s.update(0.375f);
    EXPECT_EQ(n, 3);
}

TEST(Scheduler, ZeroIntervalFiresOncePerTickWithElapsed) {
    Scheduler s;
    std::vector<float> args;
    s.schedule(
        1, "t", [&](float dt) { args.push_back(dt); }, 0.0f, false);
    s.update(0.5f);
    s.update(0.25f);
    s.update(0.125f);
    EXPECT_EQ(args, (std::vector<float>{0.25f, 0.125f}));
}

// cocos re-arms the timer in place (Timer::setupTimerWithInterval): the interval, repeat
// and delay are the new ones, the callback stays the one first scheduled under the key.
TEST(Scheduler, SchedulingAnExistingKeyReArmsItAndKeepsItsFirstCallback) {
    Scheduler s;
    int n = 0;
    s.schedule(
        1, "t", [&](float) { ++n; }, 0.25f, false);
    s.update(0);
    s.update(0.25f);
    EXPECT_EQ(n, 1);
    s.schedule(
        1, "t", [&](float) { n += 10; }, 0.5f, false);
    s.update(0.25f);  // re-armed: this tick only arms
    EXPECT_EQ(n, 1);
    s.update(0.25f);  // the new interval, 0.5, is not reached yet
    EXPECT_EQ(n, 1);
    s.update(0.25f);
    EXPECT_EQ(n, 2);
}

// Re-armed from another timer's callback during a tick, a timer that has runs left keeps
// its place and, being earlier in the order, waits a tick as between ticks (one later in
// the order would be armed by this same tick, as in cocos). It was once retired and
// appended: armed in the same tick, it fired a tick early and ran after the timer that
// re-armed it from then on.
TEST(Scheduler, ATimerReArmedDuringATickKeepsItsPlaceAndItsWaitingTick) {
    Scheduler s;
    Log log;
    int tick = 0;
    s.schedule(
        1, "a", [&](float) { log.push_back("A"); }, 0.0f, false);
    s.schedule(
        1, "b",
        [&](float) {
            log.push_back("B");
            if (tick == 2)
                s.schedule(
                    1, "a", [&](float) { log.push_back("A'"); }, 0.0f, false);
        },
        0.0f, false);
    for (tick = 1; tick <= 2; ++tick) s.update(0.1f);
    log.clear();
    s.update(0.1f);  // tick 3: the re-armed timer only arms
    EXPECT_EQ(log, (Log{"B"}));
    log.clear();
    s.update(0.1f);
    EXPECT_EQ(log, (Log{"A", "B"}));
}

// A timer that schedules its own key from its callback is re-armed: the tick's fires end
// there, and the next tick only arms it.
TEST(Scheduler, ATimerReArmingItselfFromItsCallbackIsSafe) {
    Scheduler s;
    Log log;
    std::function<void(float)> first = [&](float) {
        log.push_back("first");
        s.schedule(
            1, "t", [&](float) { log.push_back("second"); }, 0.0f, false);
        log.push_back("first still running");
    };
    s.schedule(1, "t", first, 0.0f, false);
    s.update(0);
    s.update(0.1f);
    EXPECT_EQ(log, (Log{"first", "first still running"}));
    log.clear();
    s.update(0.1f);  // re-armed: only arms
    EXPECT_TRUE(log.empty());
    s.update(0.1f);
    EXPECT_EQ(log, (Log{"first", "first still running"}));
}

// cocos' isScheduled skips an exhausted timer, so a callback in its last run already sees
// its key as free; before its last run it does not.
TEST(Scheduler, AKeyIsNoLongerScheduledInsideItsLastRun) {
    Scheduler s;
    std::vector<bool> seen;
    s.schedule(
        1, "t", [&](float) { seen.push_back(s.isScheduled(1, "t")); }, 0.1f, 1, 0.0f, false);
    s.update(0);
    s.update(0.1f);
    s.update(0.1f);
    EXPECT_EQ(seen, (std::vector<bool>{true, false}));
    EXPECT_FALSE(s.isScheduled(1, "t"));
}

// cocos reads a target's pause flag once, before its timers: pausing the target from one
// of them lets the rest of them run in this tick, and none in the next.
TEST(Scheduler, PausingATargetFromItsTimerLetsItsOtherTimersFinishTheTick) {
    Scheduler s;
    Log log;
    s.schedule(
        1, "a",
        [&](float) {
            log.push_back("A");
            s.pauseTarget(1);
        },
        0.0f, false);
    s.schedule(
        1, "b", [&](float) { log.push_back("B"); }, 0.0f, false);
    s.update(0);
    s.update(0.1f);
    EXPECT_EQ(log, (Log{"A", "B"}));
    s.update(0.1f);
    EXPECT_EQ(log, (Log{"A", "B"}));
}

// cocos re-arms a timer in place only while it has runs left. From its last run (a
// scheduleOnce chain) the key gets a new timer at the end, armed in that same tick, so
// the next run comes one tick after the re-arm, not two.
TEST(Scheduler, AScheduleOnceChainedFromItsLastRunGetsANewTimerArmedInTheSameTick) {
    Scheduler s;
    Log log;
    int tick = 0;
    s.schedule(
        1, "b", [&](float) { log.push_back("B" + std::to_string(tick)); }, 0.0f, false);
    std::function<void(float)> once = [&](float) {
        log.push_back("once" + std::to_string(tick));
        if (tick < 4) s.scheduleOnce(1, "a", once, 0.0f, false);
    };
    s.scheduleOnce(1, "a", once, 0.0f, false);
    for (tick = 1; tick <= 4; ++tick) s.update(0.1f);
    EXPECT_EQ(log, (Log{"B2", "once2", "B3", "once3", "B4", "once4"}));
}

TEST(Scheduler, TimersRunAfterUpdatesTargetsInRegistrationOrder) {
    Scheduler s;
    Log log;
    s.schedule(
        2, "b", [&](float) { log.push_back("timer2"); }, 0.0f, false);
    s.schedule(
        1, "a", [&](float) { log.push_back("timer1"); }, 0.0f, false);
    s.scheduleUpdate(3, 5, false, [&](float) { log.push_back("update"); });
    s.update(0);
    log.clear();
    s.update(0.1f);
    EXPECT_EQ(log, (Log{"update", "timer2", "timer1"}));
}

TEST(Scheduler, PauseAndResumeTarget) {
    Scheduler s;
    int updates = 0, timers = 0;
    s.scheduleUpdate(1, 0, false, [&](float) { ++updates; });
    s.schedule(
        1, "t", [&](float) { ++timers; }, 0.0f, false);
    s.update(0.1f);
    s.pauseTarget(1);
    EXPECT_TRUE(s.isTargetPaused(1));
    s.update(0.1f);
    s.resumeTarget(1);
    s.update(0.1f);
    EXPECT_EQ(updates, 2);
    EXPECT_EQ(timers, 1);
}

TEST(Scheduler, PausingAnUnknownTargetRecordsNothing) {
    Scheduler s;
    s.pauseTarget(7);
    int n = 0;
    s.scheduleUpdate(7, 0, false, [&](float) { ++n; });
    s.update(0);
    EXPECT_EQ(n, 1);
}

TEST(Scheduler, EntriesCreatedPausedStayPausedUntilResumed) {
    Scheduler s;
    int n = 0;
    s.scheduleUpdate(1, 0, true, [&](float) { ++n; });
    s.update(0);
    EXPECT_EQ(n, 0);
    s.resumeTarget(1);
    s.update(0);
    EXPECT_EQ(n, 1);
}

TEST(Scheduler, TimeScaleMultipliesDt) {
    Scheduler s;
    float seen = 0;
    s.scheduleUpdate(1, 0, false, [&](float dt) { seen = dt; });
    s.setTimeScale(0.5f);
    s.update(0.5f);
    EXPECT_EQ(seen, 0.25f);
}

TEST(Scheduler, UnschedulingATimerInsideItsCallbackStopsIt) {
    Scheduler s;
    int n = 0;
    s.schedule(
        1, "t",
        [&](float) {
            ++n;
            s.unschedule(1, "t");
        },
        0.125f, false);
    s.update(0);
    s.update(0.5f);  // would catch up 4 times
    EXPECT_EQ(n, 1);
}

// cocos removes a timer target's element as soon as another target's timer empties it:
// a new timer makes a new element, unpaused (A13: pause flags existing entries only) and
// at the end of the order, where this tick still reaches it and arms it.
TEST(Scheduler, ATargetEmptiedDuringAnotherTargetsTimerForgetsItsPauseAndMovesLast) {
    Scheduler s;
    Log log;
    int tick = 0;
    s.schedule(
        1, "old", [&](float) { log.push_back("old"); }, 0.0f, false);
    s.pauseTarget(1);
    s.scheduleOnce(
        2, "redo",
        [&](float) {
            s.unscheduleAllForTarget(1);
            s.schedule(
                1, "new", [&](float) { log.push_back("new" + std::to_string(tick)); }, 0.0f, false);
        },
        0.0f, false);
    for (tick = 1; tick <= 4; ++tick) s.update(0.1f);
    EXPECT_EQ(log, (Log{"new3", "new4"}));
}

TEST(Scheduler, ATargetEmptiedAndRefilledDuringATickRunsAfterTheOthers) {
    Scheduler s;
    Log log;
    bool swapped = false;
    s.schedule(
        1, "b1", [&](float) { log.push_back("B"); }, 0.0f, false);
    s.schedule(
        2, "a",
        [&](float) {
            log.push_back("A");
            if (std::exchange(swapped, true)) return;
            s.unschedule(1, "b1");
            s.schedule(
                1, "b2", [&](float) { log.push_back("B2"); }, 0.0f, false);
        },
        0.0f, false);
    s.update(0);
    for (int i = 0; i < 3; ++i) s.update(0.1f);
    EXPECT_EQ(log, (Log{"B", "A", "A", "B2", "A", "B2"}));
}

// cocos' loop keeps its index into the target's timers while unscheduleAllForTarget
// empties them, so a timer scheduled after that sits below the index: it is armed only
// in the next tick.
TEST(Scheduler, ATimerScheduledAfterUnschedulingAllInItsTargetsOwnCallbackArmsNextTick) {
    Scheduler s;
    Log log;
    int tick = 0;
    s.scheduleOnce(
        1, "a",
        [&](float) {
            s.unscheduleAllForTarget(1);
            s.schedule(
                1, "c", [&](float) { log.push_back("c" + std::to_string(tick)); }, 0.0f, false);
        },
        0.0f, false);
    for (tick = 1; tick <= 4; ++tick) s.update(0.1f);
    EXPECT_EQ(log, (Log{"c4"}));
}
