// Viewport picking through the runtime EventDispatcher, shared by the editor and the
// `diorama pick` command. A question about a point gives swallowing scene-graph-priority
// touch listeners to the pickable nodes (not the root, visible in the hierarchy, not
// editor-locked, not editor-hidden) that lie under it, each claiming when the point is in
// its content rectangle, and a click is a touch-began dispatched through the real
// dispatcher: touch order is draw order. The listeners go when the answer is in, so a
// scene of a million nodes holds none between questions and a question costs one walk
// of the tree that skips hidden, invisible and clipped-away branches.
#pragma once

#include "diorama/events/event_dispatcher.h"
#include "diorama/math/geometry.h"
#include "diorama/scene/node_id.h"

#include <functional>
#include <string>
#include <vector>

namespace diorama {

class Node;
class Scene;

// Why a node's picking listener does or does not claim a point.
// Clipped: inside the node, outside a clipping ancestor's rectangle.
enum class PickVerdict { Claims, Outside, Clipped, Invisible, Locked, Hidden, SwallowedEarlier };
const char* pickVerdictName(PickVerdict verdict);

struct ProbeEntry {
    NodeId node;
    PickVerdict verdict;
};

// The editor's per-node flags the picker honours (kept by the document or read from the
// file's editor sections). Empty functions: nothing is locked or hidden.
struct PickFlags {
    std::function<bool(NodeId)> locked;
    std::function<bool(NodeId)> hidden;
};

class ScenePicker {
public:
    // Listeners go on `dispatcher` for the nodes of `scene`, which must be the
    // dispatcher's running scene for scene-graph order to apply.
    ScenePicker(EventDispatcher& dispatcher, Scene& scene, PickFlags flags = {});

    // The node that claims a touch-began at `world`, or null.
    Node* pick(Vec2 world);
    // Every node whose listener would claim at `world`, in dispatch order (first = pick).
    std::vector<Node*> stack(Vec2 world);
    // Every node in dispatch order with its verdict, including those that do not claim.
    // Every node gets a listener for it, so it costs what registering them all costs.
    std::vector<ProbeEntry> probe(Vec2 world);
    // The nodes of `scene` but its root that `keep` accepts, in touch dispatch order.
    std::vector<Node*> inDispatchOrder(const std::function<bool(const Node&)>& keep);

    // Why the node's listener does or does not claim a touch at `world`, leaving aside
    // nodes that claimed before it.
    PickVerdict verdict(const Node& node, Vec2 world) const;

    // The node of the picked scene with that id (Scene::findNode).
    Node* nodeFor(NodeId id) const;

private:
    class Listeners;
    void collectClaimers(Node& node, Vec2 world, std::vector<Node*>& out) const;
    // The nodes whose listener would claim a touch at `world`, in tree order: what a
    // question gives listeners to.
    std::vector<Node*> claimersAt(Vec2 world) const;
    bool isLocked(const Node& node) const;
    bool isHidden(const Node& node) const;

    EventDispatcher& m_dispatcher;
    Scene& m_scene;
    PickFlags m_flags;
};

}  // namespace diorama
