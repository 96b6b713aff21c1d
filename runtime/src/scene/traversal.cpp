#include "diorama/scene/traversal.h"

#include "diorama/render/render_queue.h"
#include "diorama/scene/node.h"

namespace diorama {

inline void NodeTraversal::recomputeOne(Node& node, const AffineTransform& parentWorld) {
    node.m_worldTransform = parentWorld * node.nodeToParentTransform();
    node.m_flags =
        std::uint16_t((node.m_flags & ~(Node::kWorldDirty | Node::kDescendantWorldDirty)) | Node::kWorldInverseDirty);
}

std::size_t NodeTraversal::updateWorldTransforms(Node& root) {
    std::size_t recomputed = 0;
    const bool aboveStale = root.m_parent && root.m_parent->isWorldStale();
    if ((root.m_flags & Node::kWorldDirty) && !aboveStale) {
        // The common case, a moved root: its whole subtree in one pass.
        if (root.m_parent)
            recomputeOne(root, root.m_parent->m_worldTransform);
        else {
            root.m_worldTransform = root.nodeToParentTransform();
            root.m_flags = std::uint16_t((root.m_flags & ~(Node::kWorldDirty | Node::kDescendantWorldDirty)) |
                                         Node::kWorldInverseDirty);
        }
        return 1 + recomputeChildren(root);
    }
    if (aboveStale) {
        root.refreshWorldTransform();  // the stale ancestors too; marks root's children stale
        ++recomputed;
    }
    updateDirtyDescendants(root, recomputed);
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
            ++recomputed;
            if (!child->m_children.empty()) recomputed += recomputeChildren(*child);
        } else if (child->m_flags & Node::kDescendantWorldDirty) {
            updateDirtyDescendants(*child, recomputed);
        }
    }
}

// Below a stale node everything is stale, flagged or not, so the whole subtree is
// recomputed in one pass. Leaves, most of a wide tree, are handled without a call.
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
    // Refreshing a stale parent marks the root stale, which the visit then sees.
    const AffineTransform& parentWorld = root.parent() ? root.parent()->nodeToWorldTransform() : identity;
    if (skip)
        visitNode<true>(root, parentWorld, false, viewOrNull, queue, skip);
    else
        visitNode<false>(root, parentWorld, false, viewOrNull, queue, nullptr);
    queue.finish();
}

// Recursion depth equals tree depth, which the scene format caps at 256. The filter is a
// template parameter so a game's frame pays nothing for the editor's hidden nodes.
// `stale`: an ancestor's world was recomputed by this visit, so this node's must be too.
template <bool Filtered>
void NodeTraversal::visitNode(Node& node, const AffineTransform& parentWorld, bool stale, const AffineTransform* view,
                              RenderQueue& queue, const NodeIdSet* skip) {
    bool skipped = !node.isVisible();
    if constexpr (Filtered) skipped = skipped || skip->count(node.m_id) != 0;
    if (skipped) {
        // Not visited, so not recomputed: it must say it is stale itself now.
        if (stale && !(node.m_flags & Node::kWorldDirty)) {
            node.m_flags |= Node::kWorldDirty;
            node.flagAncestorsWorldDirty();
        }
        return;
    }
    // Fresh after the transform stage; a node that changed since is refreshed here, from
    // its parent's world, which this visit has just made fresh.
    if (stale || (node.m_flags & Node::kWorldDirty)) {
        node.m_worldTransform =
            node.m_parent ? parentWorld * node.nodeToParentTransform() : node.nodeToParentTransform();
        node.m_flags = std::uint16_t((node.m_flags & ~Node::kWorldDirty) | Node::kWorldInverseDirty);
        stale = true;
    }
    const AffineTransform& world = node.m_worldTransform;
    node.sortAllChildren();
    const auto& children = node.m_children;
    std::size_t i = 0;
    for (; i < children.size() && children[i]->m_localZOrder < 0; ++i)
        visitNode<Filtered>(*children[i], world, stale, view, queue, skip);
    queue.recordVisit(node);
    if (view)
        node.draw(queue, *view * world);
    else
        node.draw(queue, world);
    for (; i < children.size(); ++i) visitNode<Filtered>(*children[i], world, stale, view, queue, skip);
}

}  // namespace diorama
