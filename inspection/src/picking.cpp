#include "diorama/inspection/picking.h"

#include "diorama/events/hit_test.h"
#include "diorama/scene/scene.h"

#include <unordered_map>

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

// A listener on each of some nodes for the span of one question, removed together (one
// sweep of the dispatcher's lists, however many there are).
class ScenePicker::Listeners {
public:
    Listeners(ScenePicker& picker, const std::vector<Node*>& nodes) : m_picker(picker) {
        m_nodes.reserve(nodes.size());
        m_handles.reserve(nodes.size());
        for (Node* node : nodes) {
            auto listener = std::make_shared<TouchOneByOneListener>();
            listener->swallowTouches = true;
            listener->onTouchBegan = [this, node](const Touch& touch, EventTouch&) {
                if (m_picker.verdict(*node, touch.location) != PickVerdict::Claims) return false;
                m_claimed.push_back(node->id());
                return true;
            };
            m_nodes.emplace(listener.get(), node);
            m_handles.push_back(m_picker.m_dispatcher.addEventListenerWithSceneGraphPriority(listener, *node));
        }
    }
    // The handles keep the listeners alive through the sweep (a node destroyed during the
    // dispatch took its listener off the dispatcher), then find them gone.
    ~Listeners() {
        std::vector<EventListener*> listeners;
        listeners.reserve(m_handles.size());
        for (const ListenerHandle& h : m_handles) listeners.push_back(h.get());
        m_picker.m_dispatcher.removeEventListeners(listeners);
    }
    Listeners(const Listeners&) = delete;
    Listeners& operator=(const Listeners&) = delete;

    // The nodes in the order the dispatcher would offer them a touch.
    std::vector<Node*> inDispatchOrder() const {
        std::vector<Node*> out;
        out.reserve(m_nodes.size());
        for (EventListener* l : m_picker.m_dispatcher.listenersInDispatchOrder(TouchOneByOneListener::kId))
            if (auto it = m_nodes.find(l); it != m_nodes.end()) out.push_back(it->second);
        return out;
    }
    // By id: another listener of the same dispatch may have destroyed a claimer since.
    const std::vector<NodeId>& claimed() const { return m_claimed; }

private:
    ScenePicker& m_picker;
    std::unordered_map<const EventListener*, Node*> m_nodes;
    std::vector<ListenerHandle> m_handles;
    std::vector<NodeId> m_claimed;
};

ScenePicker::ScenePicker(EventDispatcher& dispatcher, Scene& scene, PickFlags flags)
    : m_dispatcher(dispatcher), m_scene(scene), m_flags(std::move(flags)) {}

bool ScenePicker::isLocked(const Node& node) const { return m_flags.locked && m_flags.locked(node.id()); }
bool ScenePicker::isHidden(const Node& node) const { return m_flags.hidden && m_flags.hidden(node.id()); }

PickVerdict ScenePicker::verdict(const Node& node, Vec2 world) const {
    for (const Node* n = &node; n; n = n->parent()) {
        if (!n->isVisible()) return PickVerdict::Invisible;
        if (isHidden(*n)) return PickVerdict::Hidden;
    }
    if (isLocked(node)) return PickVerdict::Locked;
    if (!hitTest(node, world)) return PickVerdict::Outside;
    return insideClippingAncestors(node, world) ? PickVerdict::Claims : PickVerdict::Clipped;
}

// The nodes of the subtree whose verdict is Claims. A branch that is invisible, editor-
// hidden or cut away by a clipping node missing the point claims nothing, so it is not
// entered; the lock, a hash look-up, is asked only of nodes under the point.
void ScenePicker::collectClaimers(Node& node, Vec2 world, std::vector<Node*>& out) const {
    if (!node.isVisible() || isHidden(node)) return;
    const bool inside = hitTest(node, world);
    if (inside && !isLocked(node)) out.push_back(&node);
    if (node.isClippingEnabled() && !inside) return;
    for (auto& c : node.children()) collectClaimers(*c, world, out);
}

std::vector<Node*> ScenePicker::claimersAt(Vec2 world) const {
    std::vector<Node*> candidates;
    if (m_scene.isVisible() && !isHidden(m_scene))
        for (auto& c : m_scene.children()) collectClaimers(*c, world, candidates);
    return candidates;
}

Node* ScenePicker::pick(Vec2 world) {
    const std::vector<Node*> candidates = claimersAt(world);
    if (candidates.empty()) return nullptr;
    Listeners listeners(*this, candidates);
    EventTouch began(EventTouch::Code::Began, {Touch{0, world, world, world}});
    m_dispatcher.dispatchEvent(began);
    // End the touch so no listener keeps it claimed.
    EventTouch ended(EventTouch::Code::Ended, {Touch{0, world, world, world}});
    m_dispatcher.dispatchEvent(ended);
    return listeners.claimed().empty() ? nullptr : m_scene.findNode(listeners.claimed().front());
}

std::vector<Node*> ScenePicker::stack(Vec2 world) {
    const std::vector<Node*> candidates = claimersAt(world);
    if (candidates.empty()) return {};
    return Listeners(*this, candidates).inDispatchOrder();
}

std::vector<Node*> ScenePicker::inDispatchOrder(const std::function<bool(const Node&)>& keep) {
    std::vector<Node*> nodes;
    std::vector<Node*> todo;
    for (auto& c : m_scene.children()) todo.push_back(c.get());
    while (!todo.empty()) {
        Node* n = todo.back();
        todo.pop_back();
        if (keep(*n)) nodes.push_back(n);
        for (auto& c : n->children()) todo.push_back(c.get());
    }
    if (nodes.empty()) return {};
    return Listeners(*this, nodes).inDispatchOrder();
}

std::vector<ProbeEntry> ScenePicker::probe(Vec2 world) {
    std::vector<ProbeEntry> out;
    bool claimed = false;
    for (Node* node : inDispatchOrder([](const Node&) { return true; })) {
        PickVerdict v = verdict(*node, world);
        if (v == PickVerdict::Claims && claimed) v = PickVerdict::SwallowedEarlier;
        if (v == PickVerdict::Claims) claimed = true;
        out.push_back({node->id(), v});
    }
    return out;
}

Node* ScenePicker::nodeFor(NodeId id) const { return m_scene.findNode(id); }

}  // namespace diorama
