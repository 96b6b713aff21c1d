#include "diorama/events/event_dispatcher.h"

#include "diorama/director/node_services.h"
#include "diorama/scene/node.h"
#include "diorama/scene/scene.h"

#include <algorithm>
#include <cstdint>
#include <unordered_set>

namespace diorama {

// ---- ListenerHandle ---------------------------------------------------------------------

ListenerHandle::ListenerHandle(std::weak_ptr<void> alive, EventDispatcher* dispatcher,
                               std::shared_ptr<EventListener> listener)
    : m_alive(std::move(alive)), m_dispatcher(dispatcher), m_listener(std::move(listener)) {}

ListenerHandle::ListenerHandle(ListenerHandle&& o) noexcept
    : m_alive(std::move(o.m_alive)), m_dispatcher(o.m_dispatcher), m_listener(std::move(o.m_listener)) {
    o.m_dispatcher = nullptr;
}

ListenerHandle& ListenerHandle::operator=(ListenerHandle&& o) noexcept {
    if (this != &o) {
        remove();
        m_alive = std::move(o.m_alive);
        m_dispatcher = o.m_dispatcher;
        m_listener = std::move(o.m_listener);
        o.m_dispatcher = nullptr;
    }
    return *this;
}

ListenerHandle::~ListenerHandle() { remove(); }

void ListenerHandle::remove() {
    if (m_listener && m_dispatcher && !m_alive.expired()) m_dispatcher->removeEventListener(*m_listener);
    m_listener.reset();
    m_dispatcher = nullptr;
}

std::shared_ptr<EventListener> ListenerHandle::release() {
    m_dispatcher = nullptr;
    return std::move(m_listener);
}

// ---- storage ------------------------------------------------------------------------------

struct EventDispatcher::ListenerVectors {
    std::vector<std::shared_ptr<EventListener>> fixed;       // sorted ascending by priority
    std::vector<std::shared_ptr<EventListener>> sceneGraph;  // sorted, drawn-last first
    std::size_t gt0Index = 0;
    bool fixedDirty = false;
    bool sceneGraphDirty = false;
    const Scene* sortedScene = nullptr;
    std::uint64_t sortedVersion = 0;

    bool empty() const { return fixed.empty() && sceneGraph.empty(); }
};

EventDispatcher::EventDispatcher(NodeServices& services) : m_services(services) {}
EventDispatcher::~EventDispatcher() = default;

EventDispatcher::ListenerVectors& EventDispatcher::vectorsFor(const std::string& id) {
    auto& slot = m_listeners[id];
    if (!slot) slot = std::make_unique<ListenerVectors>();
    return *slot;
}

Node* EventDispatcher::nodeOf(const EventListener& listener) const {
    return listener.m_registered ? listener.m_nodePtr : nullptr;
}

EventDispatcher::Snapshot& EventDispatcher::scratch() {
    if (m_scratch.size() < std::size_t(m_inDispatch) + 1) m_scratch.resize(std::size_t(m_inDispatch) + 1);
    return m_scratch[std::size_t(m_inDispatch)];
}

// ---- registration -------------------------------------------------------------------------

ListenerHandle EventDispatcher::addEventListenerWithSceneGraphPriority(std::shared_ptr<EventListener> listener,
                                                                       Node& node) {
    if (!listener) throw EventError("addEventListenerWithSceneGraphPriority: listener is null");
    if (listener->m_registered)
        throw EventError("addEventListenerWithSceneGraphPriority: listener is already registered");
    if (!listener->checkAvailable())
        throw EventError("addEventListenerWithSceneGraphPriority: listener is missing its required callback");
    m_services.track(node);
    listener->m_node = node.id();
    listener->m_nodePtr = &node;
    listener->m_fixedPriority = 0;
    listener->m_paused = !node.isRunning();
    m_byNode[node.id()].push_back(listener);
    return registerListener(std::move(listener));
}

ListenerHandle EventDispatcher::addEventListenerWithFixedPriority(std::shared_ptr<EventListener> listener,
                                                                  int priority) {
    if (!listener) throw EventError("addEventListenerWithFixedPriority: listener is null");
    if (priority == 0)
        throw EventError("addEventListenerWithFixedPriority: priority 0 is reserved for scene-graph listeners");
    if (listener->m_registered) throw EventError("addEventListenerWithFixedPriority: listener is already registered");
    if (!listener->checkAvailable())
        throw EventError("addEventListenerWithFixedPriority: listener is missing its required callback");
    listener->m_node = NodeId{};
    listener->m_nodePtr = nullptr;
    listener->m_fixedPriority = priority;
    listener->m_paused = false;
    return registerListener(std::move(listener));
}

ListenerHandle EventDispatcher::addCustomEventListener(const std::string& eventName,
                                                       std::function<void(EventCustom&)> fn) {
    return addEventListenerWithFixedPriority(std::make_shared<CustomListener>(eventName, std::move(fn)), 1);
}

ListenerHandle EventDispatcher::registerListener(std::shared_ptr<EventListener> listener) {
    listener->m_registered = true;
    if (m_inDispatch > 0)
        m_toAdd.push_back(listener);
    else
        forceAdd(listener);
    return ListenerHandle(m_alive, this, std::move(listener));
}

void EventDispatcher::forceAdd(const std::shared_ptr<EventListener>& listener) {
    ListenerVectors& v = vectorsFor(listener->m_listenerId);
    if (listener->m_node) {
        v.sceneGraph.push_back(listener);
        v.sceneGraphDirty = true;
    } else {
        v.fixed.push_back(listener);
        v.fixedDirty = true;
    }
}

// ---- removal ----------------------------------------------------------------------------

void EventDispatcher::forgetTarget(const EventListener& listener) {
    if (!listener.m_node) return;
    auto it = m_byNode.find(listener.m_node);
    if (it == m_byNode.end()) return;
    std::erase_if(it->second, [&](auto& l) { return l.get() == &listener; });
    if (it->second.empty()) m_byNode.erase(it);
}

void EventDispatcher::removeEventListener(EventListener& listener) {
    if (!listener.m_registered) return;
    listener.m_registered = false;
    forgetTarget(listener);
    auto pending = std::find_if(m_toAdd.begin(), m_toAdd.end(), [&](auto& l) { return l.get() == &listener; });
    if (pending != m_toAdd.end()) {
        m_toAdd.erase(pending);
        return;
    }
    auto found = m_listeners.find(listener.m_listenerId);
    if (found == m_listeners.end()) return;
    ListenerVectors& v = *found->second;
    for (auto* list : {&v.fixed, &v.sceneGraph}) {
        auto it = std::find_if(list->begin(), list->end(), [&](auto& l) { return l.get() == &listener; });
        if (it == list->end()) continue;
        if (list == &v.fixed) v.fixedDirty = true;
        if (m_inDispatch > 0) {
            m_toRemove.push_back(*it);  // keeps it alive; erased after the outermost dispatch
        } else {
            list->erase(it);
        }
        break;
    }
    if (m_inDispatch == 0 && v.empty()) m_listeners.erase(found);
}

void EventDispatcher::removeEventListeners(const std::vector<EventListener*>& listeners) {
    // Each list is swept once: removed one at a time, every listener would search its
    // whole list, which is quadratic when a picker of 100k nodes or a big subtree goes.
    // Outside a dispatch the lists hold registered listeners only, so the sweep takes
    // what is no longer registered.
    std::vector<std::string> ids;  // few: a picker's are all touch listeners
    for (EventListener* listener : listeners) {
        if (!listener || !listener->m_registered) continue;
        listener->m_registered = false;
        forgetTarget(*listener);
        if (std::find(ids.begin(), ids.end(), listener->m_listenerId) == ids.end())
            ids.push_back(listener->m_listenerId);
    }
    if (ids.empty()) return;
    const auto removed = [](const std::shared_ptr<EventListener>& l) { return !l->m_registered; };
    std::erase_if(m_toAdd, removed);
    if (m_inDispatch > 0) return;  // the lists are swept after the outermost dispatch (updateListeners)
    for (const std::string& id : ids) {
        auto found = m_listeners.find(id);
        if (found == m_listeners.end()) continue;
        ListenerVectors& v = *found->second;
        if (std::erase_if(v.fixed, removed) > 0) v.fixedDirty = true;
        std::erase_if(v.sceneGraph, removed);
        if (v.empty()) m_listeners.erase(found);
    }
}

void EventDispatcher::collectForTarget(NodeId node, std::vector<EventListener*>& out) const {
    if (auto it = m_byNode.find(node); it != m_byNode.end())
        for (auto& l : it->second) out.push_back(l.get());
}

void EventDispatcher::removeEventListenersForTarget(NodeId node, bool recursive) {
    if (recursive) {
        // The node itself, to walk its subtree: from the running scene, or (detached) from
        // one of its listeners, which are registered only while it lives.
        Node* n = m_services.find(node);
        if (auto it = m_byNode.find(node); !n && it != m_byNode.end() && !it->second.empty())
            n = it->second.front()->m_nodePtr;
        if (n) return removeEventListenersForTarget(*n, true);
    }
    std::vector<EventListener*> doomed;
    collectForTarget(node, doomed);
    removeEventListeners(doomed);
}

void EventDispatcher::removeEventListenersForTarget(Node& node, bool recursive) {
    // The subtree is walked through the nodes themselves, as cocos walks getChildren(), so
    // nodes without listeners and subtrees outside the running scene are crossed too. An
    // explicit stack: a subtree may be as deep as the deepest tree allowed.
    std::vector<EventListener*> doomed;
    std::vector<Node*> stack{&node};
    while (!stack.empty()) {
        Node* n = stack.back();
        stack.pop_back();
        collectForTarget(n->id(), doomed);
        if (recursive)
            for (auto& c : n->children()) stack.push_back(c.get());
    }
    removeEventListeners(doomed);
}

void EventDispatcher::nodeDestroyed(NodeId node) { removeEventListenersForTarget(node, false); }

void EventDispatcher::removeCustomEventListeners(const std::string& eventName) {
    std::vector<EventListener*> doomed;
    if (auto it = m_listeners.find(eventName); it != m_listeners.end())
        for (auto* list : {&it->second->fixed, &it->second->sceneGraph})
            for (auto& l : *list) doomed.push_back(l.get());
    for (auto& l : m_toAdd)
        if (l->m_listenerId == eventName) doomed.push_back(l.get());
    removeEventListeners(doomed);
}

void EventDispatcher::removeAllEventListeners() {
    std::vector<EventListener*> doomed;
    for (auto& l : m_toAdd) doomed.push_back(l.get());
    for (auto& [id, v] : m_listeners)
        for (auto* list : {&v->fixed, &v->sceneGraph})
            for (auto& l : *list) doomed.push_back(l.get());
    removeEventListeners(doomed);
}

void EventDispatcher::setPriority(EventListener& listener, int fixedPriority) {
    if (!listener.m_registered) return;  // as cocos, which finds it in no fixed list
    if (listener.m_node)
        throw EventError(
            "setPriority: the listener has scene-graph priority; a fixed priority needs a listener "
            "added with addEventListenerWithFixedPriority");
    if (fixedPriority == 0) throw EventError("setPriority: fixed priority 0 is reserved for scene-graph listeners");
    if (listener.m_fixedPriority == fixedPriority) return;
    listener.m_fixedPriority = fixedPriority;
    if (auto it = m_listeners.find(listener.m_listenerId); it != m_listeners.end()) it->second->fixedDirty = true;
}

// ---- pause / resume -------------------------------------------------------------------------

void EventDispatcher::pauseEventListenersForTarget(Node& node, bool recursive) {
    if (auto it = m_byNode.find(node.id()); it != m_byNode.end())
        for (auto& l : it->second) l->m_paused = true;
    if (recursive)
        for (auto& c : node.children()) pauseEventListenersForTarget(*c, true);
}

void EventDispatcher::resumeEventListenersForTarget(Node& node, bool recursive) {
    if (auto it = m_byNode.find(node.id()); it != m_byNode.end())
        for (auto& l : it->second) l->m_paused = false;
    if (recursive)
        for (auto& c : node.children()) resumeEventListenersForTarget(*c, true);
}

// ---- sorting ---------------------------------------------------------------------------------

void EventDispatcher::sortFixed(ListenerVectors& v) {
    if (!v.fixedDirty) return;
    std::stable_sort(v.fixed.begin(), v.fixed.end(),
                     [](auto& l, auto& r) { return l->m_fixedPriority < r->m_fixedPriority; });
    v.gt0Index =
        std::size_t(std::find_if(v.fixed.begin(), v.fixed.end(), [](auto& l) { return l->m_fixedPriority >= 0; }) -
                    v.fixed.begin());
    v.fixedDirty = false;
}

void EventDispatcher::sortSceneGraph(ListenerVectors& v) {
    const Scene* scene = m_services.runningScene();
    if (!scene || v.sceneGraph.empty()) return;  // stays dirty until a scene runs
    if (!v.sceneGraphDirty && v.sortedScene == scene && v.sortedVersion == scene->orderVersion()) return;

    // Each listener's place in draw order: its node's own global Z, then the sequence of
    // (localZOrder, arrival) keys from the scene down to the node, closed by 0. A child
    // with negative z has a negative key and so sorts before its parent's own 0, exactly
    // as visit draws it; non-negative children have positive keys (arrival starts at 1).
    // Listeners of one node get equal keys, so the stable sort keeps registration order.
    const std::size_t count = v.sceneGraph.size();
    m_sortEntries.resize(count);
    m_sortKeys.clear();
    for (std::size_t i = 0; i < count; ++i) {
        SortEntry& e = m_sortEntries[i];
        e = SortEntry{};
        const Node* n = nodeOf(*v.sceneGraph[i]);
        if (!n) continue;
        e.globalZ = n->globalZOrder();
        e.begin = std::uint32_t(m_sortKeys.size());
        const Node* walk = n;
        for (; walk->parent(); walk = walk->parent())
            m_sortKeys.push_back((std::int64_t(walk->localZOrder()) << 32) | std::int64_t(walk->orderOfArrival()));
        if (walk != scene) {  // not under the running scene: after every rooted listener
            m_sortKeys.resize(e.begin);
            continue;
        }
        std::reverse(m_sortKeys.begin() + e.begin, m_sortKeys.end());
        m_sortKeys.push_back(0);
        e.end = std::uint32_t(m_sortKeys.size());
        e.rooted = true;
    }
    m_sortOrder.resize(count);
    for (std::uint32_t i = 0; i < count; ++i) m_sortOrder[i] = i;
    // Drawn last first: descending draw order.
    std::stable_sort(m_sortOrder.begin(), m_sortOrder.end(), [&](std::uint32_t a, std::uint32_t b) {
        const SortEntry& l = m_sortEntries[a];
        const SortEntry& r = m_sortEntries[b];
        if (l.rooted != r.rooted) return l.rooted;
        if (!l.rooted) return false;
        if (l.globalZ != r.globalZ) return l.globalZ > r.globalZ;
        return std::lexicographical_compare(m_sortKeys.begin() + r.begin, m_sortKeys.begin() + r.end,
                                            m_sortKeys.begin() + l.begin, m_sortKeys.begin() + l.end);
    });
    std::vector<std::shared_ptr<EventListener>> sorted;
    sorted.reserve(count);
    for (std::uint32_t i : m_sortOrder) sorted.push_back(std::move(v.sceneGraph[i]));
    v.sceneGraph = std::move(sorted);
    v.sceneGraphDirty = false;
    v.sortedScene = scene;
    v.sortedVersion = scene->orderVersion();
}

void EventDispatcher::sortListeners(const std::string& id) {
    auto it = m_listeners.find(id);
    if (it == m_listeners.end()) return;
    sortFixed(*it->second);
    sortSceneGraph(*it->second);
}

// ---- dispatch ------------------------------------------------------------------------------

bool EventDispatcher::callListener(EventListener& listener, Event& event) {
    event.m_currentTarget = nodeOf(listener);
    switch (listener.m_kind) {
    case EventListener::Kind::Mouse: {
        auto& l = static_cast<MouseListener&>(listener);
        auto& e = static_cast<EventMouse&>(event);
        const auto& fn = e.kind() == EventMouse::Kind::Down   ? l.onMouseDown
                         : e.kind() == EventMouse::Kind::Up   ? l.onMouseUp
                         : e.kind() == EventMouse::Kind::Move ? l.onMouseMove
                                                              : l.onMouseScroll;
        if (fn) fn(e);
        break;
    }
    case EventListener::Kind::Keyboard: {
        auto& l = static_cast<KeyboardListener&>(listener);
        auto& e = static_cast<EventKeyboard&>(event);
        const auto& fn = e.isPressed() ? l.onKeyPressed : l.onKeyReleased;
        if (fn) fn(e.keyCode(), e);
        break;
    }
    case EventListener::Kind::Custom: {
        auto& l = static_cast<CustomListener&>(listener);
        if (l.onEvent) l.onEvent(static_cast<EventCustom&>(event));
        break;
    }
    default: break;
    }
    return event.isStopped();
}

// Fixed < 0, then scene graph, then fixed > 0.
void EventDispatcher::snapshotInOrder(ListenerVectors& v, bool sceneGraphAllowed, Snapshot& out) {
    auto& list = out.listeners;
    list.clear();
    list.reserve(v.fixed.size() + v.sceneGraph.size());
    for (std::size_t i = 0; i < v.gt0Index && i < v.fixed.size(); ++i) list.push_back(v.fixed[i].get());
    out.sceneBegin = list.size();
    if (sceneGraphAllowed)
        for (auto& l : v.sceneGraph) list.push_back(l.get());
    out.sceneEnd = list.size();
    for (std::size_t i = v.gt0Index; i < v.fixed.size(); ++i) list.push_back(v.fixed[i].get());
}

// Walks a snapshot in order; `onEvent` returns true to stop. Listeners removed meanwhile
// are skipped (their objects live until the outermost dispatch ends).
template <class Fn>
void EventDispatcher::walk(Snapshot& snapshot, SceneGraphChoice choice, Event& event, Fn&& onEvent) {
    const std::vector<EventListener*>& list = snapshot.listeners;
    const std::size_t sceneBegin = snapshot.sceneBegin, sceneCount = snapshot.sceneEnd - snapshot.sceneBegin;
    const bool chooseOnce = choice == SceneGraphChoice::WhenTheirTurnBegins && sceneCount > 0;
    std::vector<char>& chosen = snapshot.chosen;
    const std::size_t count = list.size();
    for (std::size_t i = 0; i < count; ++i) {
        EventListener* l = list[i];
        bool call;
        if (chooseOnce && i - sceneBegin < sceneCount) {
            if (i == sceneBegin) {
                chosen.resize(sceneCount);
                for (std::size_t k = 0; k < sceneCount; ++k) {
                    const EventListener* c = list[sceneBegin + k];
                    chosen[k] = c->m_enabled && !c->m_paused && c->m_registered;
                }
            }
            call = chosen[i - sceneBegin] && l->m_registered;
        } else {
            call = l->m_enabled && !l->m_paused && l->m_registered;
        }
        if (call && onEvent(*l)) break;
        if (event.isStopped()) break;
    }
}

template <class Fn>
void EventDispatcher::dispatchToListeners(ListenerVectors& v, bool sceneGraphAllowed, SceneGraphChoice choice,
                                          Event& event, Fn&& onEvent) {
    auto& snapshot = scratch();
    snapshotInOrder(v, sceneGraphAllowed, snapshot);
    walk(snapshot, choice, event, onEvent);
}

void EventDispatcher::dispatchEvent(Event& event) {
    if (!m_enabled) return;
    ++m_inDispatch;
    if (event.type() == Event::Type::Touch) {
        dispatchTouchEvent(static_cast<EventTouch&>(event));
    } else {
        std::string id;
        switch (event.type()) {
        case Event::Type::Mouse: id = MouseListener::kId; break;
        case Event::Type::Keyboard: id = KeyboardListener::kId; break;
        case Event::Type::Custom: id = static_cast<EventCustom&>(event).eventName(); break;
        default: break;
        }
        sortListeners(id);
        if (auto it = m_listeners.find(id); it != m_listeners.end()) {
            const bool mouse = event.type() == Event::Type::Mouse;
            const bool sceneGraphAllowed = !mouse || m_services.runningScene() != nullptr;
            dispatchToListeners(*it->second, sceneGraphAllowed,
                                mouse ? SceneGraphChoice::WhenTheirTurnBegins : SceneGraphChoice::AtEachCall, event,
                                [&](EventListener& l) { return callListener(l, event); });
        }
    }
    event.m_currentTarget = nullptr;
    if (--m_inDispatch == 0) updateListeners();
}

void EventDispatcher::dispatchCustomEvent(const std::string& eventName, void* userData) {
    EventCustom event(eventName, userData);
    dispatchEvent(event);
}

// A touch that begins is a new touch: cocos keeps claims as Touch objects and makes a new
// one at every began, so a claim whose end never reached its listener (disabled, paused or
// stopped before it then) cannot catch a later touch that reuses the id.
void EventDispatcher::forgetClaims(ListenerVectors& v, const std::vector<Touch>& began) {
    for (auto* list : {&v.fixed, &v.sceneGraph})
        for (auto& base : *list) {
            auto& claims = static_cast<TouchOneByOneListener&>(*base).m_claimedTouches;
            if (claims.empty()) continue;
            std::erase_if(claims, [&](int id) {
                return std::any_of(began.begin(), began.end(), [&](const Touch& t) { return t.id == id; });
            });
        }
}

void EventDispatcher::dispatchTouchEvent(EventTouch& event) {
    sortListeners(TouchOneByOneListener::kId);
    sortListeners(TouchAllAtOnceListener::kId);
    auto one = m_listeners.find(TouchOneByOneListener::kId);
    auto all = m_listeners.find(TouchAllAtOnceListener::kId);
    ListenerVectors* oneByOne = one != m_listeners.end() ? one->second.get() : nullptr;
    ListenerVectors* allAtOnce = all != m_listeners.end() ? all->second.get() : nullptr;
    if (!oneByOne && !allAtOnce) return;
    const bool sceneGraphAllowed = m_services.runningScene() != nullptr;

    std::vector<Touch> remaining = event.touches();
    if (oneByOne) {
        // One snapshot serves every touch of the event: the order cannot change mid-dispatch.
        auto& snapshot = scratch();
        snapshotInOrder(*oneByOne, sceneGraphAllowed, snapshot);
        if (event.code() == EventTouch::Code::Began) forgetClaims(*oneByOne, event.touches());
        for (const Touch& touch : event.touches()) {
            bool swallowed = false;
            walk(snapshot, SceneGraphChoice::WhenTheirTurnBegins, event, [&](EventListener& base) {
                auto& l = static_cast<TouchOneByOneListener&>(base);
                event.m_currentTarget = nodeOf(l);
                bool claimed = false;
                if (event.code() == EventTouch::Code::Began) {
                    claimed = l.onTouchBegan(touch, event);
                    if (claimed && l.m_registered) l.m_claimedTouches.push_back(touch.id);
                } else if (std::find(l.m_claimedTouches.begin(), l.m_claimedTouches.end(), touch.id) !=
                           l.m_claimedTouches.end()) {
                    claimed = true;
                    switch (event.code()) {
                    case EventTouch::Code::Moved:
                        if (l.onTouchMoved) l.onTouchMoved(touch, event);
                        break;
                    case EventTouch::Code::Ended:
                        if (l.onTouchEnded) l.onTouchEnded(touch, event);
                        std::erase(l.m_claimedTouches, touch.id);
                        break;
                    case EventTouch::Code::Cancelled:
                        if (l.onTouchCancelled) l.onTouchCancelled(touch, event);
                        std::erase(l.m_claimedTouches, touch.id);
                        break;
                    default: break;
                    }
                }
                if (event.isStopped()) return true;
                if (claimed && l.m_registered && l.swallowTouches) {
                    swallowed = true;
                    return true;
                }
                return false;
            });
            if (event.isStopped()) return;
            if (swallowed) std::erase_if(remaining, [&](const Touch& t) { return t.id == touch.id; });
        }
    }

    if (allAtOnce && !remaining.empty()) {
        dispatchToListeners(*allAtOnce, sceneGraphAllowed, SceneGraphChoice::WhenTheirTurnBegins, event,
                            [&](EventListener& base) {
                                auto& l = static_cast<TouchAllAtOnceListener&>(base);
                                event.m_currentTarget = nodeOf(l);
                                const auto& fn = event.code() == EventTouch::Code::Began   ? l.onTouchesBegan
                                                 : event.code() == EventTouch::Code::Moved ? l.onTouchesMoved
                                                 : event.code() == EventTouch::Code::Ended ? l.onTouchesEnded
                                                                                           : l.onTouchesCancelled;
                                if (fn) fn(remaining, event);
                                return event.isStopped();
                            });
    }
}

void EventDispatcher::updateListeners() {
    auto pending = std::move(m_toAdd);
    m_toAdd.clear();
    // A listener removed and added back during the dispatch still has its old entry. As
    // in cocos, that entry goes and the listener joins again at the end, listed once.
    std::unordered_set<const EventListener*> readded;
    for (auto& l : pending)
        if (l->m_registered) readded.insert(l.get());
    const auto stale = [&](const std::shared_ptr<EventListener>& l) {
        return !l->m_registered || (!readded.empty() && readded.count(l.get()) != 0);
    };
    for (auto it = m_listeners.begin(); it != m_listeners.end();) {
        ListenerVectors& v = *it->second;
        if (std::erase_if(v.fixed, stale) > 0) v.fixedDirty = true;
        std::erase_if(v.sceneGraph, stale);
        it = v.empty() ? m_listeners.erase(it) : std::next(it);
    }
    for (auto& l : pending)
        if (l->m_registered) forceAdd(l);
    m_toRemove.clear();
}

// ---- queries ----------------------------------------------------------------------------------

std::vector<EventListener*> EventDispatcher::listenersInDispatchOrder(const std::string& listenerId) {
    sortListeners(listenerId);
    std::vector<EventListener*> out;
    auto it = m_listeners.find(listenerId);
    if (it == m_listeners.end()) return out;
    ListenerVectors& v = *it->second;
    auto push = [&](EventListener* l) {
        if (l->m_enabled && !l->m_paused && l->m_registered) out.push_back(l);
    };
    for (std::size_t i = 0; i < v.gt0Index && i < v.fixed.size(); ++i) push(v.fixed[i].get());
    for (auto& l : v.sceneGraph) push(l.get());
    for (std::size_t i = v.gt0Index; i < v.fixed.size(); ++i) push(v.fixed[i].get());
    return out;
}

std::size_t EventDispatcher::listenerCount() const {
    std::size_t n = m_toAdd.size();
    for (auto& [id, v] : m_listeners)
        for (auto* list : {&v->fixed, &v->sceneGraph})
            n += std::size_t(std::count_if(list->begin(), list->end(), [](auto& l) { return l->m_registered; }));
    return n;
}

bool EventDispatcher::hasListenersFor(NodeId node) const { return m_byNode.count(node) != 0; }

}  // namespace diorama
