#include "diorama/scheduler/scheduler.h"

#include "walked_entries.h"

#include <algorithm>
#include <optional>

namespace diorama {

struct Scheduler::Timer {
    std::string key;
    TimerFn fn;
    float interval = 0.0f;
    float delay = 0.0f;
    unsigned repeat = 0;
    float elapsed = -1.0f;
    unsigned timesExecuted = 0;
    bool useDelay = false;
    bool runForever = false;
    bool aborted = false;
    // Bumped by each re-arm, so that a callback re-arming its own timer ends that tick's fires.
    unsigned arms = 0;

    void arm(float newInterval, unsigned newRepeat, float newDelay) {
        ++arms;
        interval = newInterval;
        delay = newDelay;
        repeat = newRepeat;
        elapsed = -1.0f;
        timesExecuted = 0;
        useDelay = newDelay > 0.0f;
        runForever = newRepeat == kRepeatForever;
        aborted = false;
    }
    bool isExhausted() const { return !runForever && timesExecuted > repeat; }

    // Mirrors cocos' Timer::update so that callback counts and arguments match.
    void tick(float dt) {
        if (elapsed == -1.0f) {
            elapsed = 0.0f;
            timesExecuted = 0;
            return;
        }
        elapsed += dt;
        const unsigned armed = arms;  // a callback that re-arms the timer ends this tick's fires
        if (useDelay) {
            if (elapsed < delay) return;
            ++timesExecuted;
            fn(delay);
            if (aborted || arms != armed) return;
            elapsed -= delay;
            useDelay = false;
            if (isExhausted()) {
                aborted = true;
                return;
            }
        }
        const float step = interval > 0.0f ? interval : elapsed;
        while (elapsed >= step && !aborted) {
            ++timesExecuted;
            fn(step);
            if (aborted || arms != armed) return;
            elapsed -= step;
            if (isExhausted()) {
                aborted = true;
                break;
            }
            if (elapsed <= 0.0f) break;
        }
    }
};

// cocos' tHashTimerEntry. The array shifts as timers leave, and `timerIndex` follows the
// shifts, as unschedule does (not unscheduleAllForTarget).
struct Scheduler::TimerTarget {
    TargetId target = 0;
    bool paused = false;
    std::vector<std::unique_ptr<Timer>> timers;
    std::ptrdiff_t timerIndex = 0;

    Timer* find(const std::string& key) const {
        for (auto& t : timers)
            if (!t->aborted && t->key == key) return t.get();
        return nullptr;
    }
};

Scheduler::Scheduler() = default;
Scheduler::~Scheduler() = default;

Scheduler::UpdateList& Scheduler::listFor(int priority) {
    return priority < 0 ? m_negative : priority == 0 ? m_zero : m_positive;
}

void Scheduler::scheduleUpdate(TargetId target, int priority, bool paused, UpdateFn fn, UpdateSlot slot) {
    const UpdateKey key{target, slot};
    if (auto it = m_updates.find(key); it != m_updates.end()) {
        if (it->second->priority == priority) return;
        eraseUpdate(it);
    }
    UpdateList& list = listFor(priority);
    // FIFO among equals: insert before the first strictly greater priority.
    auto pos = std::find_if(list.begin(), list.end(), [&](const UpdateEntry& e) { return e.priority > priority; });
    auto inserted = list.insert(pos, UpdateEntry{target, slot, priority, std::move(fn), paused});
    m_updates[key] = inserted;
}

void Scheduler::eraseUpdate(std::map<UpdateKey, UpdateList::iterator>::iterator it) {
    UpdateList::iterator entry = it->second;
    m_updates.erase(it);
    if (m_inTick) {
        entry->markedForDeletion = true;
    } else {
        listFor(entry->priority).erase(entry);
    }
}

void Scheduler::unscheduleUpdate(TargetId target, UpdateSlot slot) {
    if (auto it = m_updates.find({target, slot}); it != m_updates.end()) eraseUpdate(it);
}

bool Scheduler::isUpdateScheduled(TargetId target, UpdateSlot slot) const {
    return m_updates.count({target, slot}) != 0;
}

std::optional<int> Scheduler::updatePriority(TargetId target, UpdateSlot slot) const {
    auto it = m_updates.find({target, slot});
    if (it == m_updates.end()) return std::nullopt;
    return it->second->priority;
}

Scheduler::TimerTarget* Scheduler::findTimerTarget(TargetId target) const {
    for (auto& t : m_timerTargets)
        if (t->target == target) return t.get();
    return nullptr;
}

void Scheduler::schedule(TargetId target, const std::string& key, TimerFn fn, float interval, unsigned repeat,
                         float delay, bool paused) {
    TimerTarget* element = findTimerTarget(target);
    if (!element) {
        m_timerTargets.push_back(std::make_unique<TimerTarget>());
        element = m_timerTargets.back().get();
        element->target = target;
        element->paused = paused;
    }
    if (Timer* existing = element->find(key)) {
        // cocos re-arms in place only a timer with runs left; from its last run (a chain of
        // scheduleOnce) the key gets a new timer at the end, which this tick still arms.
        // The retired one is freed after the tick, so its running callback outlives it.
        // Re-arming keeps the callback the key was first scheduled with, as cocos does:
        // only the interval, repeat and delay change.
        if (!existing->isExhausted()) {
            existing->arm(interval, repeat, delay);
            return;
        }
        existing->aborted = true;
    }
    auto timer = std::make_unique<Timer>();
    timer->key = key;
    timer->fn = std::move(fn);
    timer->arm(interval, repeat, delay);
    element->timers.push_back(std::move(timer));
}

void Scheduler::unschedule(TargetId target, const std::string& key) {
    TimerTarget* element = findTimerTarget(target);
    if (!element) return;
    for (std::size_t i = 0; i < element->timers.size(); ++i)
        if (element->timers[i]->key == key) return removeTimerAt(*element, i);
}

void Scheduler::removeTimerAt(TimerTarget& element, std::size_t index) {
    std::unique_ptr<Timer> gone = std::move(element.timers[index]);
    gone->aborted = true;
    element.timers.erase(element.timers.begin() + std::ptrdiff_t(index));
    if (element.timerIndex >= std::ptrdiff_t(index)) --element.timerIndex;
    if (m_inTick) m_deadTimers.push_back(std::move(gone));  // its callback may be running
    if (element.timers.empty()) timerTargetEmptied(element);
}

void Scheduler::timerTargetEmptied(TimerTarget& element) {
    if (&element == m_currentTimerTarget) return;  // the tick deletes it after its timers, if still empty
    eraseWalkedEntry(m_timerTargets, indexOfEntry(m_timerTargets, element), m_inTick, m_currentTimerIndex,
                     m_deadTimerTargets);
}

bool Scheduler::isScheduled(TargetId target, const std::string& key) const {
    // A timer in its last run is no longer scheduled, as in cocos: its callback may
    // schedule the key again (a scheduleOnce chain).
    TimerTarget* element = findTimerTarget(target);
    const Timer* timer = element ? element->find(key) : nullptr;
    return timer && !timer->isExhausted();
}

void Scheduler::unscheduleAllForTarget(TargetId target) {
    unscheduleUpdate(target, UpdateSlot::Own);
    unscheduleUpdate(target, UpdateSlot::Components);
    TimerTarget* element = findTimerTarget(target);
    if (!element) return;
    // cocos' unscheduleAllForTarget empties the array and leaves the loop's index where it
    // was: timers scheduled afterwards from the same target's callback wait a tick.
    std::vector<std::unique_ptr<Timer>> gone = std::move(element->timers);
    element->timers.clear();
    for (auto& t : gone) {
        t->aborted = true;
        if (m_inTick) m_deadTimers.push_back(std::move(t));
    }
    timerTargetEmptied(*element);
}

void Scheduler::unscheduleAll() {
    while (!m_updates.empty()) eraseUpdate(m_updates.begin());
    std::vector<TargetId> targets;
    for (auto& element : m_timerTargets) targets.push_back(element->target);
    for (TargetId target : targets) unscheduleAllForTarget(target);
}

void Scheduler::pauseTarget(TargetId target) {
    for (UpdateSlot slot : {UpdateSlot::Own, UpdateSlot::Components})
        if (auto it = m_updates.find({target, slot}); it != m_updates.end()) it->second->paused = true;
    if (TimerTarget* element = findTimerTarget(target)) element->paused = true;
}

void Scheduler::resumeTarget(TargetId target) {
    for (UpdateSlot slot : {UpdateSlot::Own, UpdateSlot::Components})
        if (auto it = m_updates.find({target, slot}); it != m_updates.end()) it->second->paused = false;
    if (TimerTarget* element = findTimerTarget(target)) element->paused = false;
}

bool Scheduler::isTargetPaused(TargetId target) const {
    if (TimerTarget* element = findTimerTarget(target)) return element->paused;
    for (UpdateSlot slot : {UpdateSlot::Own, UpdateSlot::Components})
        if (auto it = m_updates.find({target, slot}); it != m_updates.end()) return it->second->paused;
    return false;
}

void Scheduler::update(float dt) {
    if (m_timeScale != 1.0f) dt *= m_timeScale;
    const bool outermost = !m_inTick;
    m_inTick = true;

    for (UpdateList* list : {&m_negative, &m_zero, &m_positive}) {
        for (auto it = list->begin(); it != list->end();) {
            auto next = std::next(it);  // entries are only marked during a tick, never erased
            // A re-scheduled entry is marked, never destroyed, so `fn` outlives the call.
            if (!it->paused && !it->markedForDeletion) it->fn(dt);
            it = next;
        }
    }

    // cocos 3.17's timer loop: both levels re-read their bounds, so targets and timers that
    // arrive during the tick are reached in it when they land past the loop's position;
    // removals shift the arrays under the indexes, which follow them. As in cocos, a
    // target's pause is read once per tick: pausing it from one of its callbacks lets its
    // remaining timers run this tick.
    TimerTarget* const outerTarget = m_currentTimerTarget;
    const std::size_t outerIndex = m_currentTimerIndex;
    for (m_currentTimerIndex = 0; m_currentTimerIndex < m_timerTargets.size();) {
        TimerTarget& element = *m_timerTargets[m_currentTimerIndex];
        m_currentTimerTarget = &element;
        if (!element.paused) {
            for (element.timerIndex = 0; element.timerIndex < std::ptrdiff_t(element.timers.size());
                 ++element.timerIndex) {
                Timer* timer = element.timers[std::size_t(element.timerIndex)].get();
                timer->tick(dt);
                // An exhausted timer cancels itself, as cocos' Timer::update does; one its
                // callback unscheduled has left the array already.
                const auto i = std::size_t(element.timerIndex);
                if (timer->aborted && i < element.timers.size() && element.timers[i].get() == timer)
                    removeTimerAt(element, i);
            }
        }
        m_currentTimerTarget = nullptr;
        if (!element.timers.empty()) {
            ++m_currentTimerIndex;
            continue;
        }
        eraseWalkedEntry(m_timerTargets, m_currentTimerIndex, true, m_currentTimerIndex,
                         m_deadTimerTargets);  // the next one moves here
    }
    m_currentTimerTarget = outerTarget;
    m_currentTimerIndex = outerIndex;

    if (outermost) {
        m_inTick = false;
        collectGarbage();
    }
}

void Scheduler::collectGarbage() {
    for (UpdateList* list : {&m_negative, &m_zero, &m_positive})
        list->remove_if([](const UpdateEntry& e) { return e.markedForDeletion; });
    m_deadTimers.clear();
    m_deadTimerTargets.clear();
}

}  // namespace diorama
