// Per-frame updates and interval timers (docs/runtime.md A13, D4).
//
// Updates run by priority: negative ascending, then zero, then positive ascending, FIFO
// among equals. Timers run after all updates, targets in order of first registration,
// timers of a target in creation order. A timer's first tick only arms it (elapsed goes
// from -1 to 0, dt ignored), as in cocos; repeat = N means N + 1 runs. Unscheduling
// during a tick is safe: the entry is skipped and freed after the tick. A target whose
// last timer goes is forgotten at once, as in cocos, pause flag and place included.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace diorama {

using TargetId = std::uint64_t;  // a NodeId's value, or any key of the caller's
using UpdateFn = std::function<void(float dt)>;
using TimerFn = std::function<void(float dt)>;

inline constexpr unsigned kRepeatForever = std::numeric_limits<unsigned>::max() - 1;
inline constexpr int kPrioritySystem = std::numeric_limits<int>::min();

// A target may own one update of its own and one driving its components.
enum class UpdateSlot : std::uint8_t { Own, Components };

class Scheduler {
public:
    Scheduler();
    ~Scheduler();
    Scheduler(const Scheduler&) = delete;
    Scheduler& operator=(const Scheduler&) = delete;

    // Same priority again: ignored. Different priority: moved behind its new equals.
    void scheduleUpdate(TargetId target, int priority, bool paused, UpdateFn fn, UpdateSlot slot = UpdateSlot::Own);
    void unscheduleUpdate(TargetId target, UpdateSlot slot = UpdateSlot::Own);
    bool isUpdateScheduled(TargetId target, UpdateSlot slot = UpdateSlot::Own) const;
    // The priority of the target's update; nothing when it has none scheduled.
    std::optional<int> updatePriority(TargetId target, UpdateSlot slot = UpdateSlot::Own) const;

    // Scheduling an existing key re-arms it with the new parameters.
    void schedule(TargetId target, const std::string& key, TimerFn fn, float interval, unsigned repeat, float delay,
                  bool paused);
    void schedule(TargetId target, const std::string& key, TimerFn fn, float interval, bool paused) {
        schedule(target, key, std::move(fn), interval, kRepeatForever, 0.0f, paused);
    }
    void scheduleOnce(TargetId target, const std::string& key, TimerFn fn, float delay, bool paused) {
        schedule(target, key, std::move(fn), 0.0f, 0, delay, paused);
    }
    void unschedule(TargetId target, const std::string& key);
    bool isScheduled(TargetId target, const std::string& key) const;

    void unscheduleAllForTarget(TargetId target);
    void unscheduleAll();

    // Pause flags existing entries only; nothing is recorded for an unknown target.
    void pauseTarget(TargetId target);
    void resumeTarget(TargetId target);
    bool isTargetPaused(TargetId target) const;

    float timeScale() const { return m_timeScale; }
    void setTimeScale(float scale) { m_timeScale = scale; }

    // One tick: updates by priority, then timers.
    void update(float dt);

private:
    struct UpdateEntry {
        TargetId target;
        UpdateSlot slot;
        int priority;
        UpdateFn fn;
        bool paused;
        bool markedForDeletion = false;
    };
    struct Timer;
    struct TimerTarget;
    using UpdateList = std::list<UpdateEntry>;
    using UpdateKey = std::pair<TargetId, UpdateSlot>;

    UpdateList& listFor(int priority);
    void eraseUpdate(std::map<UpdateKey, UpdateList::iterator>::iterator it);
    void collectGarbage();
    TimerTarget* findTimerTarget(TargetId target) const;
    void removeTimerAt(TimerTarget& element, std::size_t index);
    // The target has no timers left: deleted now, or, while its timers are ticking, once
    // they are done (cocos' _currentTargetSalvaged). A new timer then makes a new entry,
    // unpaused and last in the order, as in cocos.
    void timerTargetEmptied(TimerTarget& element);

    UpdateList m_negative, m_zero, m_positive;
    std::map<UpdateKey, UpdateList::iterator> m_updates;
    std::vector<std::unique_ptr<TimerTarget>> m_timerTargets;  // order of first registration
    TimerTarget* m_currentTimerTarget = nullptr;
    std::size_t m_currentTimerIndex = 0;
    // Removed during a tick: freed after it, as a callback of theirs may be running.
    std::vector<std::unique_ptr<Timer>> m_deadTimers;
    std::vector<std::unique_ptr<TimerTarget>> m_deadTimerTargets;
    float m_timeScale = 1.0f;
    bool m_inTick = false;
};

}  // namespace diorama
