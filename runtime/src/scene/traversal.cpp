#include "diorama/scene/traversal.h"

#include "diorama/render/render_queue.h"
#include "diorama/scene/node.h"

namespace diorama {

inline void NodeTraversal::recomputeOne(Node& node, const AffineTransform& parentWorld) {
    node.m_worldTransform = parentWorld * node.nodeToParentTransform();
    node.m_flags &= std::uint16_t(~(Node::kWorldDirty | Node::kDescendantWorldDirty));
}

std::size_t NodeTraversal::updateWorldTransforms(Node& root) {
    std::size_t recomputed = 0;
    if (root.m_flags & Node::kWorldDirty) {
        root.refreshWorldTransform();  // and any stale ancestors
        root.m_flags &= std::uint16_t(~Node::kDescendantWorldDirty);
        recomputed = 1 + recomputeChildren(root);
    } else {
        updateDirtyDescendants(root, recomputed);
    }
    return recomputed;
}

// Walks only the branches flagged as holding a stale node; a clean scene costs one test.
void NodeTraversal::updateDirtyDescendants(Node& node, std::size_t& recomputed) {
    if (!(node.m_flags & Node::kDescendantWorldDirty)) return;
    node.m_flags &= std::uint16_t(~Node::kDescendantWorldDirty);
    for (auto& slot : node.m_children) {
        Node* child = slot.get();
        if (!child) continue;
        if (child->m_flags & Node::kWorldDirty) {
            recomputeOne(*child, node.m_worldTransform);
            recomputed += 1 + recomputeChildren(*child);
        } else if (child->m_flags & Node::kDescendantWorldDirty) {
            updateDirtyDescendants(*child, recomputed);
        }
    }
}

// Below a stale node everything is stale (the marking guarantees it), so no flag needs
// testing on the way down. Leaves, most of a wide tree, are handled without a call.
std::size_t NodeTraversal::recomputeChildren(Node& node) {
    std::size_t recomputed = 0;
    for (auto& slot : node.m_children) {
        Node* child = slot.get();
        if (!child) continue;
        recomputeOne(*child, node.m_worldTransform);
        ++recomputed;
        if (!child->m_children.empty()) recomputed += recomputeChildren(*child);
    }
    return recomputed;
}

void NodeTraversal::visit(Node& root, RenderQueue& queue, const AffineTransform& view, const NodeIdSet* skip) {
    if (skip && skip->empty()) skip = nullptr;
    queue.clear();
    const AffineTransform* viewOrNull = view == AffineTransform::identity() ? nullptr : &view;
    const AffineTransform identity;
    const AffineTransform& parentWorld = root.parent() ? root.parent()->nodeToWorldTransform() : identity;
    if (skip)
        visitNode<true>(root, parentWorld, viewOrNull, queue, skip);
    else
        visitNode<false>(root, parentWorld, viewOrNull, queue, nullptr);
    queue.finish();
}

// Recursion depth equals tree depth, which the scene format caps at 256. The filter is a
// template parameter so a game's frame pays nothing for the editor's hidden nodes.
template <bool Filtered>
void NodeTraversal::visitNode(Node& node, const AffineTransform& parentWorld, const AffineTransform* view,
                              RenderQueue& queue, const NodeIdSet* skip) {
    if (!node.isVisible()) return;
    if constexpr (Filtered)
        if (skip->count(node.m_id)) return;
    // Fresh after the transform stage; a node that changed since is refreshed here, from
    // its parent's world, which this visit has just made fresh.
    if (node.m_flags & Node::kWorldDirty) {
        node.m_worldTransform =
            node.m_parent ? parentWorld * node.nodeToParentTransform() : node.nodeToParentTransform();
        node.m_flags &= std::uint16_t(~Node::kWorldDirty);
    }
    const AffineTransform& world = node.m_worldTransform;
    node.sortAllChildren();
    const auto& children = node.m_children;
    std::size_t i = 0;
    for (; i < children.size() && children[i]->m_localZOrder < 0; ++i)
        visitNode<Filtered>(*children[i], world, view, queue, skip);
    queue.recordVisit(node);
    if (view)
        node.draw(queue, *view * world);
    else
        node.draw(queue, world);
    for (; i < children.size(); ++i) visitNode<Filtered>(*children[i], world, view, queue, skip);
}

}  // namespace diorama
