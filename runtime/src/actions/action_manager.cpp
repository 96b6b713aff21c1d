#include "diorama/actions/action_manager.h"

#include "diorama/scene/node.h"
#include "scheduler/walked_entries.h"

#include <algorithm>

namespace diorama {

ActionManager::ActionManager() = default;
ActionManager::~ActionManager() = default;

ActionManager::Element* ActionManager::find(NodeId target) const {
    for (auto& e : m_elements)
        if (e->target == target) return e.get();
    return nullptr;
}

ActionManager::Element& ActionManager::elementFor(Node& target, bool paused) {
    if (Element* element = find(target.id())) return *element;
    m_elements.push_back(std::make_unique<Element>());
    Element& element = *m_elements.back();
    element.target = target.id();
    element.paused = paused;
    return element;
}

Action& ActionManager::addAction(std::unique_ptr<Action> action, Node& target, bool paused) {
    Action& ref = adoptStartedAction(std::move(action), target, paused);
    ref.startWithTarget(&target);
    return ref;
}

Action& ActionManager::adoptStartedAction(std::unique_ptr<Action> action, Node& target, bool paused) {
    Element& element = elementFor(target, paused);
    Action& ref = *action;
    element.actions.push_back(Slot{std::move(action), m_updateDepth > 0 ? m_updateSerial : 0});
    return ref;
}

void ActionManager::retire(std::unique_ptr<Action> action, NodeId target) {
    // The action may be the one stepping, or held by a caller up the stack.
    if (m_updateDepth > 0) m_graveyard.emplace_back(target, std::move(action));
}

void ActionManager::removeActionAt(Element& element, std::size_t index) {
    std::unique_ptr<Action> gone = std::move(element.actions[index].action);
    element.actions.erase(element.actions.begin() + std::ptrdiff_t(index));
    if (element.actionIndex >= std::ptrdiff_t(index)) --element.actionIndex;
    retire(std::move(gone), element.target);
    if (element.actions.empty()) elementEmptied(element);
}

// cocos' removeAllActionsFromTarget: the array empties and the loop's index stays where
// it was, so actions started afterwards in the same step wait for the next update.
void ActionManager::removeAllActionsOf(Element& element) {
    std::vector<Slot> gone = std::move(element.actions);
    element.actions.clear();
    for (Slot& slot : gone) retire(std::move(slot.action), element.target);
    elementEmptied(element);
}

void ActionManager::elementEmptied(Element& element) {
    if (&element == m_current) return;  // the update deletes it after its step, if still empty
    eraseWalkedEntry(m_elements, indexOfEntry(m_elements, element), m_updateDepth > 0, m_currentIndex, m_deadElements);
}

void ActionManager::removeAllActions() {
    std::vector<NodeId> targets;
    for (auto& e : m_elements) targets.push_back(e->target);
    for (NodeId target : targets) removeAllActionsFromTarget(target);
}

void ActionManager::removeAllActionsFromTarget(NodeId target) {
    if (Element* e = find(target)) removeAllActionsOf(*e);
}

void ActionManager::targetDestroyed(NodeId target) {
    for (auto& [id, action] : m_graveyard)
        if (id == target && action->target()) action->stop();
    Element* e = find(target);
    if (!e) return;
    for (auto& slot : e->actions) slot.action->stop();
    removeAllActionsOf(*e);
}

bool ActionManager::isRunning(const Action& action) const {
    for (const auto& e : m_elements)
        for (const auto& slot : e->actions)
            if (slot.action.get() == &action) return true;
    return false;
}

void ActionManager::removeAction(const Action& action) {
    for (auto& e : m_elements)
        for (std::size_t i = 0; i < e->actions.size(); ++i)
            if (e->actions[i].action.get() == &action) return removeActionAt(*e, i);
}

void ActionManager::removeActionByTag(int tag, NodeId target) {
    Element* e = find(target);
    if (!e) return;
    for (std::size_t i = 0; i < e->actions.size(); ++i)
        if (e->actions[i].action->tag() == tag) return removeActionAt(*e, i);
}

void ActionManager::removeAllActionsByTag(int tag, NodeId target) {
    Element* e = find(target);
    if (!e) return;
    for (std::size_t i = 0; i < e->actions.size();) {
        if (e->actions[i].action->tag() != tag) {
            ++i;
            continue;
        }
        const bool last = e->actions.size() == 1;
        removeActionAt(*e, i);
        if (last) return;  // the element may be gone
    }
}

Action* ActionManager::actionByTag(int tag, NodeId target) const {
    if (Element* e = find(target))
        for (auto& slot : e->actions)
            if (slot.action->tag() == tag) return slot.action.get();
    return nullptr;
}

std::size_t ActionManager::numberOfRunningActionsInTarget(NodeId target) const {
    Element* e = find(target);
    return e ? e->actions.size() : 0;
}

std::size_t ActionManager::numberOfRunningActions() const {
    std::size_t n = 0;
    for (auto& e : m_elements) n += e->actions.size();
    return n;
}

void ActionManager::pauseTarget(NodeId target) {
    if (Element* e = find(target)) e->paused = true;
}

void ActionManager::resumeTarget(NodeId target) {
    if (Element* e = find(target)) e->paused = false;
}

bool ActionManager::isTargetPaused(NodeId target) const {
    Element* e = find(target);
    return e && e->paused;
}

// cocos 3.17's ActionManager::update: both loops re-read their bounds, so targets and
// actions that arrive during the update are reached in it when they land past the loop's
// position; removals shift the arrays under the indexes, which follow them.
void ActionManager::update(float dt) {
    if (m_updateDepth++ == 0) ++m_updateSerial;
    Element* const outerCurrent = m_current;
    const std::size_t outerIndex = m_currentIndex;
    std::size_t lateSteps = 0;
    for (m_currentIndex = 0; m_currentIndex < m_elements.size();) {
        Element& e = *m_elements[m_currentIndex];
        m_current = &e;
        // As in cocos, the pause flag is read once per target: an action that pauses its
        // target lets the target's later actions finish this update.
        if (!e.paused) {
            for (e.actionIndex = 0; e.actionIndex < std::ptrdiff_t(e.actions.size()); ++e.actionIndex) {
                Slot& slot = e.actions[std::size_t(e.actionIndex)];
                Action* action = slot.action.get();
                const bool late = slot.arrivedInUpdate == m_updateSerial;
                if (late && lateSteps++ >= kMaxLateStepsPerUpdate) continue;  // begins next update
                action->step(dt);
                // Still in place unless its step removed it (cocos' currentActionSalvaged).
                const auto i = std::size_t(e.actionIndex);
                if (i < e.actions.size() && e.actions[i].action.get() == action && action->isDone()) {
                    action->stop();
                    removeActionAt(e, i);
                }
            }
        }
        m_current = nullptr;
        if (!e.actions.empty()) {
            ++m_currentIndex;
            continue;
        }
        eraseWalkedEntry(m_elements, m_currentIndex, true, m_currentIndex, m_deadElements);  // the next one moves here
    }
    m_current = outerCurrent;
    m_currentIndex = outerIndex;
    if (--m_updateDepth == 0) {
        m_graveyard.clear();
        m_deadElements.clear();
    }
}

}  // namespace diorama
