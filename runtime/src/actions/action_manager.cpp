#include "diorama/actions/action_manager.h"

#include "diorama/scene/node.h"

#include <algorithm>

namespace diorama {

ActionManager::ActionManager() = default;
ActionManager::~ActionManager() = default;

ActionManager::Element* ActionManager::find(NodeId target) const {
    for (auto& e : m_elements)
        if (e->target == target) return e.get();
    return nullptr;
}

Action& ActionManager::addAction(std::unique_ptr<Action> action, Node& target, bool paused) {
    Action& ref = adoptStartedAction(std::move(action), target, paused);
    ref.startWithTarget(&target);
    return ref;
}

Action& ActionManager::adoptStartedAction(std::unique_ptr<Action> action, Node& target, bool paused) {
    Element* element = find(target.id());
    if (!element) {
        m_elements.push_back(std::make_unique<Element>());
        element = m_elements.back().get();
        element->target = target.id();
        element->node = &target;
        element->paused = paused;
    }
    element->node = &target;  // cleared when its actions were all removed during a step
    Action& ref = *action;
    element->actions.push_back(std::move(action));
    return ref;
}

void ActionManager::removeSlot(Element& element, std::size_t index) {
    auto& slot = element.actions[index];
    if (!slot) return;
    if (m_updateDepth > 0) {
        m_graveyard.emplace_back(element.target, std::move(slot));  // slot becomes null; compacted later
    } else {
        element.actions.erase(element.actions.begin() + std::ptrdiff_t(index));
    }
}

void ActionManager::compact() {
    for (auto& e : m_elements) std::erase(e->actions, nullptr);
    std::erase_if(m_elements, [](const auto& e) { return e->actions.empty(); });
}

void ActionManager::removeAllActions() {
    for (auto& e : m_elements)
        for (std::size_t i = e->actions.size(); i-- > 0;) removeSlot(*e, i);
    if (m_updateDepth == 0) compact();
}

void ActionManager::removeAllActionsFromTarget(NodeId target) {
    Element* e = find(target);
    if (!e) return;
    for (std::size_t i = e->actions.size(); i-- > 0;) removeSlot(*e, i);
    e->node = nullptr;
    if (m_updateDepth == 0) compact();
}

void ActionManager::targetDestroyed(NodeId target) {
    for (auto& [id, action] : m_graveyard)
        if (id == target && action->target()) action->stop();
    Element* e = find(target);
    if (!e) return;
    for (auto& a : e->actions)
        if (a) a->stop();
    removeAllActionsFromTarget(target);
}

bool ActionManager::isRunning(const Action& action) const {
    for (const auto& e : m_elements)
        for (const auto& a : e->actions)
            if (a.get() == &action) return true;
    return false;
}

void ActionManager::removeAction(const Action& action) {
    for (auto& e : m_elements)
        for (std::size_t i = 0; i < e->actions.size(); ++i)
            if (e->actions[i].get() == &action) {
                removeSlot(*e, i);
                if (m_updateDepth == 0) compact();
                return;
            }
}

void ActionManager::removeActionByTag(int tag, NodeId target) {
    Element* e = find(target);
    if (!e) return;
    for (std::size_t i = 0; i < e->actions.size(); ++i)
        if (e->actions[i] && e->actions[i]->tag() == tag) {
            removeSlot(*e, i);
            break;
        }
    if (m_updateDepth == 0) compact();
}

void ActionManager::removeAllActionsByTag(int tag, NodeId target) {
    Element* e = find(target);
    if (!e) return;
    for (std::size_t i = e->actions.size(); i-- > 0;)
        if (e->actions[i] && e->actions[i]->tag() == tag) removeSlot(*e, i);
    if (m_updateDepth == 0) compact();
}

Action* ActionManager::actionByTag(int tag, NodeId target) const {
    if (Element* e = find(target))
        for (auto& a : e->actions)
            if (a && a->tag() == tag) return a.get();
    return nullptr;
}

std::size_t ActionManager::numberOfRunningActionsInTarget(NodeId target) const {
    Element* e = find(target);
    return e ? std::size_t(std::count_if(e->actions.begin(), e->actions.end(), [](auto& a) { return a != nullptr; }))
             : 0;
}

std::size_t ActionManager::numberOfRunningActions() const {
    std::size_t n = 0;
    for (auto& e : m_elements) n += numberOfRunningActionsInTarget(e->target);
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

void ActionManager::update(float dt) {
    ++m_updateDepth;
    // Slots are only appended or nulled while stepping, so an index at or past these
    // counts is an action that arrived during this update (D11).
    const std::size_t elementsAtStart = m_elements.size();
    std::vector<std::size_t> actionsAtStart(elementsAtStart);
    for (std::size_t ei = 0; ei < elementsAtStart; ++ei) actionsAtStart[ei] = m_elements[ei]->actions.size();
    std::size_t lateSteps = 0;
    for (std::size_t ei = 0; ei < m_elements.size(); ++ei) {
        // As in cocos, the pause flag is read once per target: an action that pauses its
        // target lets the target's later actions finish this update.
        if (m_elements[ei]->paused) continue;
        for (std::size_t ai = 0; ai < m_elements[ei]->actions.size(); ++ai) {
            Element& e = *m_elements[ei];
            if (!e.node) break;
            Action* action = e.actions[ai].get();
            if (!action) continue;
            const bool late = ei >= elementsAtStart || ai >= actionsAtStart[ei];
            if (late && lateSteps++ >= kMaxLateStepsPerUpdate) continue;  // begins next update
            action->step(dt);
            Element& after = *m_elements[ei];  // the vector of elements may have grown
            if (after.actions[ai].get() == action && action->isDone()) {
                action->stop();
                removeSlot(after, ai);
            }
        }
    }
    if (--m_updateDepth == 0) {
        compact();
        m_graveyard.clear();
    }
}

}  // namespace diorama
