// The per-Director services that nodes register with: scheduler, actions and events.
// Nodes never reach a global; they find these through their Scene, or, once detached,
// through the weak link this hub leaves in each node it serves. Listeners and
// schedules refer to nodes by NodeId and find them in the running scene's index
// (Scene::findNode), so no pointer they hold can dangle.
#pragma once

#include "diorama/actions/action_manager.h"
#include "diorama/events/event_dispatcher.h"
#include "diorama/scene/node_id.h"
#include "diorama/scheduler/scheduler.h"

#include <memory>

namespace diorama {

class Node;
class Scene;

class NodeServices : public std::enable_shared_from_this<NodeServices> {
public:
    static std::shared_ptr<NodeServices> create();
    ~NodeServices();

    Scheduler& scheduler() { return m_scheduler; }
    ActionManager& actions() { return m_actions; }
    EventDispatcher& events() { return m_events; }

    // The scene whose nodes are running (set by Scene::startRunning/stopRunning).
    Scene* runningScene() const { return m_runningScene; }

    // ---- node-bound conveniences (cocos Node::scheduleUpdate / schedule / runAction) --
    // Entries start paused when the node is not running.
    void scheduleUpdate(Node& node, int priority, UpdateFn fn);
    void unscheduleUpdate(Node& node);
    void schedule(Node& node, const std::string& key, TimerFn fn, float interval, unsigned repeat = kRepeatForever,
                  float delay = 0.0f);
    void scheduleOnce(Node& node, const std::string& key, TimerFn fn, float delay);
    void unschedule(Node& node, const std::string& key);
    Action& runAction(Node& node, std::unique_ptr<Action> action);
    void stopAllActions(Node& node);
    // Explicit pause/resume (undone by the next enter/exit, as in cocos).
    void pause(Node& node);
    void resume(Node& node);

    // ---- lifecycle hooks used by the runtime ------------------------------------------
    // Leaves the weak link in `node` through which its destruction reaches this hub.
    void track(Node& node);
    // A node of the running scene by id, or null.
    Node* find(NodeId id) const;
    void nodeDestroyed(NodeId id);
    void cleanupTarget(Node& node);
    // Keeps the component update entry in step with the node's component list.
    void syncComponentUpdate(Node& node);

private:
    friend class Scene;
    NodeServices();
    void setRunningScene(Scene* scene) { m_runningScene = scene; }

    Scheduler m_scheduler;
    ActionManager m_actions;
    EventDispatcher m_events;
    Scene* m_runningScene = nullptr;
};

}  // namespace diorama
