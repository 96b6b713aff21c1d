#include "diorama/inspection/picking.h"

#include "diorama/events/hit_test.h"
#include "diorama/scene/scene.h"

#include <algorithm>

namespace diorama {

const char* pickVerdictName(PickVerdict v) {
    switch (v) {
    case PickVerdict::Claims: return "claims";
    case PickVerdict::Outside: return "outside";
    case PickVerdict::Clipped: return "clipped";
    case PickVerdict::Invisible: return "invisible";
    case PickVerdict::Locked: return "locked";
    case PickVerdict::Hidden: return "hidden";
    case PickVerdict::SwallowedEarlier: return "swallowed";
    }
    return "?";
}

ScenePicker::ScenePicker(EventDispatcher& dispatcher, Scene& scene, PickFlags flags)
    : m_dispatcher(dispatcher), m_scene(scene), m_flags(std::move(flags)) {
    rebuild();
}

ScenePicker::~ScenePicker() { removeListeners(); }

void ScenePicker::removeListeners() {
    // All at once: the handles would each search the dispatcher's list of every node.
    std::vector<EventListener*> listeners;
    listeners.reserve(m_handles.size());
    for (const ListenerHandle& h : m_handles) listeners.push_back(h.get());
    m_dispatcher.removeEventListeners(listeners);
    m_handles.clear();
    m_listenerNodes.clear();
}

PickVerdict ScenePicker::verdictFor(const Node& node, Vec2 world) const {
    for (const Node* n = &node; n; n = n->parent()) {
        if (!n->isVisible()) return PickVerdict::Invisible;
        if (m_flags.hidden && m_flags.hidden(n->id())) return PickVerdict::Hidden;
    }
    if (m_flags.locked && m_flags.locked(node.id())) return PickVerdict::Locked;
    if (!hitTest(node, world)) return PickVerdict::Outside;
    return insideClippingAncestors(node, world) ? PickVerdict::Claims : PickVerdict::Clipped;
}

void ScenePicker::rebuild() {
    removeListeners();
    for (auto& c : m_scene.children()) registerSubtree(*c);
}

// Every node gets a listener, so the touch probe can say why one does not claim; the
// listener only claims for pickable nodes under the point.
void ScenePicker::registerSubtree(Node& node) {
    auto listener = std::make_shared<TouchOneByOneListener>();
    listener->swallowTouches = true;
    Node* target = &node;
    listener->onTouchBegan = [this, target](const Touch& touch, EventTouch&) {
        if (verdictFor(*target, touch.location) != PickVerdict::Claims) return false;
        m_claimedDuringDispatch.push_back(target->id());
        return true;
    };
    m_listenerNodes[listener.get()] = node.id();
    m_handles.push_back(m_dispatcher.addEventListenerWithSceneGraphPriority(listener, node));
    for (auto& c : node.children()) registerSubtree(*c);
}

Node* ScenePicker::pick(Vec2 world) {
    m_claimedDuringDispatch.clear();
    EventTouch began(EventTouch::Code::Began, {Touch{0, world, world, world}});
    m_dispatcher.dispatchEvent(began);
    // End the touch so no listener keeps it claimed.
    EventTouch ended(EventTouch::Code::Ended, {Touch{0, world, world, world}});
    m_dispatcher.dispatchEvent(ended);
    if (m_claimedDuringDispatch.empty()) return nullptr;
    return m_scene.findNode(m_claimedDuringDispatch.front());
}

// Listeners of destroyed nodes leave the dispatcher with their node; nodes removed from
// the scene but alive are not in its index and are skipped.
std::vector<ProbeEntry> ScenePicker::probe(Vec2 world) {
    std::vector<ProbeEntry> out;
    bool claimed = false;
    for (EventListener* l : m_dispatcher.listenersInDispatchOrder(TouchOneByOneListener::kId)) {
        auto owner = m_listenerNodes.find(l);
        if (owner == m_listenerNodes.end()) continue;
        Node* node = m_scene.findNode(owner->second);
        if (!node) continue;
        PickVerdict v = verdictFor(*node, world);
        if (v == PickVerdict::Claims && claimed) v = PickVerdict::SwallowedEarlier;
        if (v == PickVerdict::Claims) claimed = true;
        out.push_back({owner->second, v});
    }
    return out;
}

std::vector<Node*> ScenePicker::stack(Vec2 world) {
    std::vector<Node*> out;
    for (const ProbeEntry& e : probe(world))
        if (e.verdict == PickVerdict::Claims || e.verdict == PickVerdict::SwallowedEarlier)
            out.push_back(m_scene.findNode(e.node));
    return out;
}

Node* ScenePicker::nodeFor(NodeId id) const { return m_scene.findNode(id); }

}  // namespace diorama
