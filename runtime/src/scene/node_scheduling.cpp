// Node's cocos entry points for actions, schedules, pause/resume and cleanup: thin
// delegation to the services of the Director running the node (node_services.h), with
// registrations kept on the node until it has such services.
#include "diorama/actions/action.h"
#include "diorama/director/node_services.h"
#include "diorama/scene/node.h"
#include "node_lifecycle.h"
#include "node_rare_data.h"

#include <algorithm>

namespace diorama {

namespace {

UpdateFn updateHook(Node& node) {
    // Entries of a destroyed node are removed with it, so the pointer never dangles.
    return [&node](float dt) { node.update(dt); };
}

}  // namespace

void Node::update(float) {}

Action& Node::runAction(std::unique_ptr<Action> action) {
    if (NodeServices* services = NodeLifecycle::servicesFor(*this))
        return services->runAction(*this, std::move(action));
    Action& ref = *action;
    action->startWithTarget(this);
    rare().pendingActions.push_back(std::move(action));
    return ref;
}

void Node::stopAllActions() {
    if (m_rare) m_rare->pendingActions.clear();
    if (NodeServices* services = NodeLifecycle::servicesFor(*this)) services->stopAllActions(*this);
}

void Node::stopAction(const Action& action) {
    if (m_rare) std::erase_if(m_rare->pendingActions, [&](const auto& a) { return a.get() == &action; });
    if (NodeServices* services = NodeLifecycle::servicesFor(*this)) services->actions().removeAction(action);
}

void Node::stopActionByTag(int tag) {
    if (m_rare) {
        auto& pending = m_rare->pendingActions;
        auto it = std::find_if(pending.begin(), pending.end(), [&](const auto& a) { return a->tag() == tag; });
        if (it != pending.end()) {
            pending.erase(it);
            return;
        }
    }
    if (NodeServices* services = NodeLifecycle::servicesFor(*this)) services->actions().removeActionByTag(tag, id());
}

void Node::stopAllActionsByTag(int tag) {
    if (m_rare) std::erase_if(m_rare->pendingActions, [&](const auto& a) { return a->tag() == tag; });
    if (NodeServices* services = NodeLifecycle::servicesFor(*this))
        services->actions().removeAllActionsByTag(tag, id());
}

Action* Node::actionByTag(int tag) const {
    if (m_rare)
        for (const auto& a : m_rare->pendingActions)
            if (a->tag() == tag) return a.get();
    NodeServices* services = NodeLifecycle::servicesFor(*this);
    return services ? services->actions().actionByTag(tag, id()) : nullptr;
}

std::size_t Node::numberOfRunningActions() const {
    std::size_t n = m_rare ? m_rare->pendingActions.size() : 0;
    if (NodeServices* services = NodeLifecycle::servicesFor(*this))
        n += services->actions().numberOfRunningActionsInTarget(id());
    return n;
}

void Node::scheduleUpdateWithPriority(int priority) {
    if (NodeServices* services = NodeLifecycle::servicesFor(*this))
        return services->scheduleUpdate(*this, priority, updateHook(*this));
    rare().pendingUpdatePriority = priority;
}

void Node::unscheduleUpdate() {
    if (m_rare) m_rare->pendingUpdatePriority.reset();
    if (NodeServices* services = NodeLifecycle::servicesFor(*this)) services->unscheduleUpdate(*this);
}

bool Node::isUpdateScheduled() const {
    if (m_rare && m_rare->pendingUpdatePriority) return true;
    NodeServices* services = NodeLifecycle::servicesFor(*this);
    return services && services->scheduler().isUpdateScheduled(id().value);
}

void Node::schedule(TimerFn fn, const std::string& key, float interval, unsigned repeat, float delay) {
    if (NodeServices* services = NodeLifecycle::servicesFor(*this))
        return services->schedule(*this, key, std::move(fn), interval, repeat, delay);
    auto& pending = rare().pendingTimers;
    // Re-scheduling a key re-arms it and keeps its first callback, as the scheduler does.
    auto same = std::find_if(pending.begin(), pending.end(), [&](const auto& t) { return t.key == key; });
    if (same != pending.end()) {
        same->interval = interval;
        same->repeat = repeat;
        same->delay = delay;
        return;
    }
    pending.push_back({key, std::move(fn), interval, repeat, delay});
}

void Node::scheduleOnce(TimerFn fn, float delay, const std::string& key) {
    schedule(std::move(fn), key, 0.0f, 0, delay);
}

void Node::unschedule(const std::string& key) {
    if (m_rare) std::erase_if(m_rare->pendingTimers, [&](const auto& t) { return t.key == key; });
    if (NodeServices* services = NodeLifecycle::servicesFor(*this)) services->unschedule(*this, key);
}

void Node::unscheduleAllCallbacks() {
    if (m_rare) {
        m_rare->pendingTimers.clear();
        m_rare->pendingUpdatePriority.reset();
    }
    if (NodeServices* services = NodeLifecycle::servicesFor(*this)) {
        services->scheduler().unscheduleAllForTarget(id().value);
        services->syncComponentUpdate(*this);  // components keep updating, as before
    }
}

bool Node::isScheduled(const std::string& key) const {
    if (m_rare && std::any_of(m_rare->pendingTimers.begin(), m_rare->pendingTimers.end(),
                              [&](const auto& t) { return t.key == key; }))
        return true;
    NodeServices* services = NodeLifecycle::servicesFor(*this);
    return services && services->scheduler().isScheduled(id().value, key);
}

void Node::pause() {
    if (NodeServices* services = NodeLifecycle::servicesFor(*this)) services->pause(*this);
}

void Node::resume() {
    if (NodeServices* services = NodeLifecycle::servicesFor(*this)) services->resume(*this);
}

void Node::cleanup() { NodeLifecycle::cleanup(*this); }

void Node::setOnCleanupCallback(std::function<void()> fn) { rare().onCleanup = std::move(fn); }

void NodeLifecycle::handOverPending(Node& node, NodeServices& services) {
    if (!node.m_rare || !node.m_rare->hasPending()) return;
    NodeRareData& rd = *node.m_rare;
    // Registered as the global Director would have had them: paused until the node runs.
    for (auto& action : rd.pendingActions)
        services.actions().adoptStartedAction(std::move(action), node, !node.isRunning());
    rd.pendingActions.clear();
    if (rd.pendingUpdatePriority) services.scheduleUpdate(node, *rd.pendingUpdatePriority, updateHook(node));
    rd.pendingUpdatePriority.reset();
    for (auto& t : rd.pendingTimers) services.schedule(node, t.key, std::move(t.fn), t.interval, t.repeat, t.delay);
    rd.pendingTimers.clear();
}

}  // namespace diorama
