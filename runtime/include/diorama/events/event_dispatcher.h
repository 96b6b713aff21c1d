// Cocos-compatible event dispatch (docs/runtime.md A16-A23).
//
// Order per event: fixed priority < 0 ascending, then scene-graph listeners with the
// node drawn last first (global Z, then in-order visit), then fixed priority > 0
// ascending; ties keep registration order. Scene-graph order is recomputed only when
// the running scene's order version or the listener set changed, from the listener
// nodes' own paths (cost grows with listeners, not with the tree).
//
// Re-entrancy: listeners added during any dispatch join after the outermost one ends;
// removed ones are skipped at once and freed after it. Listeners remember nodes by
// NodeId, so a node destroyed inside a callback never leaves a dangling pointer.
#pragma once

#include "diorama/events/event.h"
#include "diorama/events/event_listener.h"
#include "diorama/scene/node_id.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

namespace diorama {

class Node;
class NodeServices;
class Scene;

class EventError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// Removes its listener when destroyed, unless released.
class ListenerHandle {
public:
    ListenerHandle() = default;
    ListenerHandle(std::weak_ptr<void> alive, class EventDispatcher* dispatcher,
                   std::shared_ptr<EventListener> listener);
    ListenerHandle(ListenerHandle&&) noexcept;
    ListenerHandle& operator=(ListenerHandle&&) noexcept;
    ~ListenerHandle();

    void remove();
    // Keep the listener registered after this handle goes away; returns it.
    std::shared_ptr<EventListener> release();
    EventListener* get() const { return m_listener.get(); }
    explicit operator bool() const { return m_listener != nullptr; }

private:
    std::weak_ptr<void> m_alive;
    class EventDispatcher* m_dispatcher = nullptr;
    std::shared_ptr<EventListener> m_listener;
};

class EventDispatcher {
public:
    explicit EventDispatcher(NodeServices& services);
    ~EventDispatcher();
    EventDispatcher(const EventDispatcher&) = delete;
    EventDispatcher& operator=(const EventDispatcher&) = delete;

    // Throws EventError (and changes nothing) for a listener registered before, one
    // missing its required callback, or priority 0.
    [[nodiscard]] ListenerHandle addEventListenerWithSceneGraphPriority(std::shared_ptr<EventListener> listener,
                                                                        Node& node);
    [[nodiscard]] ListenerHandle addEventListenerWithFixedPriority(std::shared_ptr<EventListener> listener,
                                                                   int priority);
    // Fixed priority 1, as in cocos.
    [[nodiscard]] ListenerHandle addCustomEventListener(const std::string& eventName,
                                                        std::function<void(EventCustom&)> fn);

    void removeEventListener(EventListener& listener);
    // Removes many at once, in one sweep of each list (each alone searches its list).
    void removeEventListeners(const std::vector<EventListener*>& listeners);
    void removeEventListenersForTarget(NodeId node, bool recursive = false);
    void removeEventListenersForTarget(Node& node, bool recursive = false);
    void removeCustomEventListeners(const std::string& eventName);
    void removeAllEventListeners();
    // Throws EventError for priority 0 and for a scene-graph listener; ignores one that is
    // not registered.
    void setPriority(EventListener& listener, int fixedPriority);

    void pauseEventListenersForTarget(Node& node, bool recursive = false);
    void resumeEventListenersForTarget(Node& node, bool recursive = false);

    void dispatchEvent(Event& event);
    void dispatchCustomEvent(const std::string& eventName, void* userData = nullptr);

    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool isDispatching() const { return m_inDispatch > 0; }

    // The listeners of `listenerId` in dispatch order, as the next dispatch would call
    // them (skipping disabled, paused and unregistered ones).
    std::vector<EventListener*> listenersInDispatchOrder(const std::string& listenerId);
    std::size_t listenerCount() const;
    bool hasListenersFor(NodeId node) const;

    // Called by NodeServices when a node is destroyed: its listeners go, pending too.
    void nodeDestroyed(NodeId node);

private:
    struct ListenerVectors;

    ListenerHandle registerListener(std::shared_ptr<EventListener> listener);
    void forceAdd(const std::shared_ptr<EventListener>& listener);
    ListenerVectors& vectorsFor(const std::string& id);
    void forgetTarget(const EventListener& listener);
    void collectForTarget(NodeId node, std::vector<EventListener*>& out) const;
    void sortListeners(const std::string& id);
    void sortSceneGraph(ListenerVectors& v);
    void sortFixed(ListenerVectors& v);
    void updateListeners();
    // The listeners of one dispatch in order; [sceneBegin, sceneEnd) are the scene-graph ones.
    struct Snapshot {
        std::vector<EventListener*> listeners;
        std::size_t sceneBegin = 0, sceneEnd = 0;
        std::vector<char> chosen;  // scratch of SceneGraphChoice::WhenTheirTurnBegins
    };
    // Touch and mouse (cocos' dispatchTouchEventToListeners) choose the enabled, unpaused
    // scene-graph listeners once, when the scene-graph turn begins; the other events, and
    // fixed-priority listeners always, are checked at each call.
    enum class SceneGraphChoice { AtEachCall, WhenTheirTurnBegins };
    static void snapshotInOrder(ListenerVectors& v, bool sceneGraphAllowed, Snapshot& out);
    template <class Fn>
    static void walk(Snapshot& snapshot, SceneGraphChoice choice, Event& event, Fn&& onEvent);
    template <class Fn>
    void dispatchToListeners(ListenerVectors& v, bool sceneGraphAllowed, SceneGraphChoice choice, Event& event,
                             Fn&& onEvent);
    void dispatchTouchEvent(EventTouch& event);
    static void forgetClaims(ListenerVectors& v, const std::vector<Touch>& began);
    bool callListener(EventListener& listener, Event& event);
    Node* nodeOf(const EventListener& listener) const;
    Snapshot& scratch();

    NodeServices& m_services;
    std::shared_ptr<int> m_alive = std::make_shared<int>(0);
    std::unordered_map<std::string, std::unique_ptr<ListenerVectors>> m_listeners;
    std::unordered_map<NodeId, std::vector<std::shared_ptr<EventListener>>> m_byNode;
    std::vector<std::shared_ptr<EventListener>> m_toAdd;
    std::vector<std::shared_ptr<EventListener>> m_toRemove;
    // One snapshot per dispatch depth; a deque so growing it keeps outer snapshots valid.
    std::deque<Snapshot> m_scratch;
    int m_inDispatch = 0;
    bool m_enabled = true;
    // Scratch buffers of the scene-graph sort, kept to avoid allocating on every change.
    struct SortEntry {
        float globalZ = 0.0f;
        std::uint32_t begin = 0, end = 0;
        bool rooted = false;
    };
    std::vector<SortEntry> m_sortEntries;
    std::vector<std::int64_t> m_sortKeys;
    std::vector<std::uint32_t> m_sortOrder;
};

}  // namespace diorama
