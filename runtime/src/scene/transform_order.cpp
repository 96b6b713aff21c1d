// The transform stage over a scene's pre-order (transform_order.h). It recomputes exactly
// what the walk over the children lists does (NodeTraversal::updateWorldTransforms), in
// another order: parents still come before their children, and a world depends on
// nothing else.
#include "transform_order.h"

#include "diorama/scene/node.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"

#include <memory>

namespace diorama {

bool NodeTraversal::walksInPreOrder(const Scene& scene) {
    const TransformOrder* order = scene.m_transformOrder.get();
    return order && (order->builtFor == scene.m_structureVersion || order->lastSeen == scene.m_structureVersion);
}

TransformOrder* NodeTraversal::stableOrder(Scene& scene) {
    auto& order = scene.m_transformOrder;
    const std::uint64_t version = scene.m_structureVersion;
    if (order && order->builtFor == version) return order.get();
    if (!order) order = std::make_unique<TransformOrder>();
    // Changed since the previous stage: the structure may change every frame, where a
    // build per frame would cost more than it saves.
    if (order->lastSeen != version) {
        order->lastSeen = version;
        return nullptr;
    }
    buildOrder(scene, *order);
    order->builtFor = version;
    return order.get();
}

// Iterative: trees may be deeper than the stack allows.
void NodeTraversal::buildOrder(Node& root, TransformOrder& order) {
    order.clear();
    struct Open {
        std::uint32_t slot;
        std::uint32_t nextChild;
    };
    std::vector<Open> path;
    const auto add = [&](Node& node, std::uint32_t parent) {
        const auto slot = std::uint32_t(order.nodes.size());
        order.nodes.push_back(&node);
        order.parents.push_back(parent);
        order.ends.push_back(0);
        path.push_back({slot, 0});
    };
    add(root, 0);
    while (!path.empty()) {
        Open& open = path.back();
        const auto& children = order.nodes[open.slot]->m_children;
        while (open.nextChild < children.size() && !children[open.nextChild]) ++open.nextChild;
        if (open.nextChild == children.size()) {
            order.ends[open.slot] = std::uint32_t(order.nodes.size());
            path.pop_back();
            continue;
        }
        Node& child = *children[open.nextChild++];
        add(child, open.slot);  // may reallocate path: `open` is not used after this
    }
}

namespace {

// Far enough ahead to cover a miss at this walk's pace, near enough that what is fetched
// is still in cache when it is reached.
constexpr std::size_t kFetchAhead = 12;

}  // namespace

// What a recompute reads and writes: the flags (from offset 8) to the end of the world
// matrix. A node is only 16-byte aligned, so those bytes may touch three lines.
inline void NodeTraversal::fetchForRecompute(const Node* node) {
    const char* bytes = reinterpret_cast<const char*>(node);
    __builtin_prefetch(bytes + 8);
    __builtin_prefetch(bytes + 8 + 64);
    __builtin_prefetch(reinterpret_cast<const char*>(&node->m_worldTransform + 1) - 1);
}

// The world a node's children are placed from: its own, moved by its child origin.
inline void NodeTraversal::recomputeUnder(Node& node, const Node& parent) {
    if (parent.m_flags & Node::kChildOrigin) [[unlikely]]
        recomputeOne(node, parent.childrenWorldFrom(parent.m_worldTransform));
    else
        recomputeOne(node, parent.m_worldTransform);
}

// Recomputes the slots [from, to): a stale subtree, or the whole scene after a move of its
// root. Parents come before their children, so each parent is fresh when it is read.
inline void NodeTraversal::recomputeRun(const TransformOrder& order, std::size_t from, std::size_t to) {
    Node* const* nodes = order.nodes.data();
    const std::uint32_t* parents = order.parents.data();
    const std::size_t fetchEnd = order.nodes.size() > kFetchAhead ? order.nodes.size() - kFetchAhead : 0;
    for (std::size_t i = from; i < to; ++i) {
        if (i < fetchEnd) fetchForRecompute(nodes[i + kFetchAhead]);
        recomputeUnder(*nodes[i], *nodes[parents[i]]);
    }
}

std::size_t NodeTraversal::updateInOrder(Node& root, TransformOrder& order) {
    const std::size_t count = order.nodes.size();
    root.m_flags &= std::uint32_t(~Node::kDescendantWorldDirty);
    if (root.m_flags & Node::kWorldDirty) {
        root.recomputeWorld();
        recomputeRun(order, 1, count);
        return count;
    }
    Node* const* nodes = order.nodes.data();
    const std::uint32_t* ends = order.ends.data();
    std::size_t recomputed = 0;
    // Outside a stale subtree, nothing on a node's way to the root is flagged, so a stale
    // node's parent is fresh.
    for (std::size_t i = 1; i < count;) {
        // Most nodes met here are only tested: their flags' line is all they need.
        if (i + kFetchAhead < count) __builtin_prefetch(reinterpret_cast<const char*>(nodes[i + kFetchAhead]) + 8);
        Node& node = *nodes[i];
        const std::uint32_t flags = node.m_flags;
        if (flags & Node::kWorldDirty) {
            recomputeRun(order, i, ends[i]);
            recomputed += ends[i] - i;
            i = ends[i];
        } else if (flags & Node::kDescendantWorldDirty) {
            node.m_flags = flags & std::uint32_t(~Node::kDescendantWorldDirty);
            ++i;  // into its subtree
        } else {
            i = ends[i];  // nothing below has changed
        }
    }
    return recomputed;
}

}  // namespace diorama
