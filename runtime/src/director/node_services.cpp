#include "diorama/director/node_services.h"

#include <algorithm>

#include "../scene/node_rare_data.h"
#include "diorama/scene/node.h"
#include "diorama/scene/scene.h"

namespace diorama {

namespace {
constexpr TargetId kActionManagerTarget = 0;  // NodeIds start at 1
}

std::shared_ptr<NodeServices> NodeServices::create() { return std::shared_ptr<NodeServices>(new NodeServices()); }

NodeServices::NodeServices() : m_events(*this) {
    // Actions step before every user update (A13).
    m_scheduler.scheduleUpdate(kActionManagerTarget, kPrioritySystem, false,
                               [this](float dt) { m_actions.update(dt); });
}

// Nodes outliving the hub keep only an expired weak link.
NodeServices::~NodeServices() = default;

void NodeServices::track(Node& node) {
    auto& links = node.rare().services;
    for (const auto& weak : links)
        if (!weak.owner_before(weak_from_this()) && !weak_from_this().owner_before(weak)) return;
    links.push_back(weak_from_this());
}

Node* NodeServices::find(NodeId id) const { return m_runningScene ? m_runningScene->findNode(id) : nullptr; }

void NodeServices::nodeDestroyed(NodeId id) {
    m_events.nodeDestroyed(id);
    m_scheduler.unscheduleAllForTarget(id.value);
    m_actions.targetDestroyed(id);
}

void NodeServices::cleanupTarget(Node& node) {
    // 3.17+ and D5: cleanup stops actions and schedules but keeps listeners.
    m_actions.removeAllActionsFromTarget(node.id());
    m_scheduler.unscheduleAllForTarget(node.id().value);
    syncComponentUpdate(node);
}

void NodeServices::pause(Node& node) {
    m_scheduler.pauseTarget(node.id().value);
    m_actions.pauseTarget(node.id());
    m_events.pauseEventListenersForTarget(node, false);
}

void NodeServices::resume(Node& node) {
    m_scheduler.resumeTarget(node.id().value);
    m_actions.resumeTarget(node.id());
    m_events.resumeEventListenersForTarget(node, false);
}

void NodeServices::scheduleUpdate(Node& node, int priority, UpdateFn fn) {
    track(node);
    m_scheduler.scheduleUpdate(node.id().value, priority, !node.isRunning(), std::move(fn));
}

void NodeServices::unscheduleUpdate(Node& node) { m_scheduler.unscheduleUpdate(node.id().value); }

void NodeServices::schedule(Node& node, const std::string& key, TimerFn fn, float interval, unsigned repeat,
                            float delay) {
    track(node);
    m_scheduler.schedule(node.id().value, key, std::move(fn), interval, repeat, delay, !node.isRunning());
}

void NodeServices::scheduleOnce(Node& node, const std::string& key, TimerFn fn, float delay) {
    schedule(node, key, std::move(fn), 0.0f, 0, delay);
}

void NodeServices::unschedule(Node& node, const std::string& key) { m_scheduler.unschedule(node.id().value, key); }

Action& NodeServices::runAction(Node& node, std::unique_ptr<Action> action) {
    track(node);
    return m_actions.addAction(std::move(action), node, !node.isRunning());
}

void NodeServices::stopAllActions(Node& node) { m_actions.removeAllActionsFromTarget(node.id()); }

void NodeServices::syncComponentUpdate(Node& node) {
    const std::vector<Component*> components = node.components();
    const bool hasComponents =
        std::any_of(components.begin(), components.end(), [](const Component* c) { return c->updates(); });
    const TargetId target = node.id().value;
    if (!hasComponents) {
        m_scheduler.unscheduleUpdate(target, UpdateSlot::Components);
        return;
    }
    if (m_scheduler.isUpdateScheduled(target, UpdateSlot::Components)) return;
    track(node);
    const NodeId id = node.id();
    m_scheduler.scheduleUpdate(
        target, 0, !node.isRunning(),
        [this, id](float dt) {
            Node* owner = find(id);
            if (!owner) return;
            NodeRareData& rd = owner->rare();
            ++rd.componentIterationDepth;
            for (std::size_t i = 0; i < rd.components.size(); ++i) {
                Component* c = rd.components[i].get();
                if (c && c->isEnabled()) c->update(dt);
                owner = find(id);  // the owner may have been destroyed by the update
                if (!owner) return;
            }
            if (--rd.componentIterationDepth == 0) std::erase(rd.components, nullptr);
        },
        UpdateSlot::Components);
}

}  // namespace diorama
