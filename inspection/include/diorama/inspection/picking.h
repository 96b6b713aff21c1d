// Viewport picking through the runtime EventDispatcher, shared by the editor and the
// `diorama pick` command. Every pickable node (not the root, visible in the hierarchy,
// not editor-locked, not editor-hidden) gets a swallowing scene-graph-priority touch
// listener that claims when the point lies in its content rectangle. A click is a
// touch-began dispatched through the real dispatcher, so touch order is draw order.
#pragma once

#include "diorama/events/event_dispatcher.h"
#include "diorama/math/geometry.h"
#include "diorama/scene/node_id.h"

#include <functional>
#include <string>
#include <unordered_map>
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
    // Listeners are registered on `dispatcher` for the nodes of `scene`, which must be
    // the dispatcher's running scene for scene-graph order to apply. The dispatcher must
    // outlive the picker, which removes them when it goes.
    ScenePicker(EventDispatcher& dispatcher, Scene& scene, PickFlags flags = {});
    ~ScenePicker();

    // Re-registers listeners after the tree or the editor flags changed.
    void rebuild();

    // The node that claims a touch-began at `world`, or null.
    Node* pick(Vec2 world);
    // Every node whose listener would claim at `world`, in dispatch order (first = pick).
    std::vector<Node*> stack(Vec2 world);
    // Every node in dispatch order with its verdict, including those that do not claim.
    std::vector<ProbeEntry> probe(Vec2 world);

    // The node of the picked scene with that id (Scene::findNode).
    Node* nodeFor(NodeId id) const;

private:
    void registerSubtree(Node& node);
    void removeListeners();
    PickVerdict verdictFor(const Node& node, Vec2 world) const;

    EventDispatcher& m_dispatcher;
    Scene& m_scene;
    PickFlags m_flags;
    std::vector<ListenerHandle> m_handles;
    std::unordered_map<const EventListener*, NodeId> m_listenerNodes;
    std::vector<NodeId> m_claimedDuringDispatch;
};

}  // namespace diorama
