#include "diorama/scene/traversal.h"

#include "diorama/render/render_queue.h"
#include "diorama/scene/node.h"

namespace diorama {

void NodeTraversal::visit(Node& root, RenderQueue& queue, const AffineTransform& view, const NodeIdSet* skip) {
    if (skip && skip->empty()) skip = nullptr;
    queue.clear();
    AffineTransform parentWorld = view;
    if (root.parent()) parentWorld = view * root.parent()->nodeToWorldTransform();
    if (skip)
        visitNode<true>(root, parentWorld, queue, skip);
    else
        visitNode<false>(root, parentWorld, queue, nullptr);
    queue.finish();
}

// Recursion depth equals tree depth, which the scene format caps at 256. The filter is a
// template parameter so a game's frame pays nothing for the editor's hidden nodes.
template <bool Filtered>
void NodeTraversal::visitNode(Node& node, const AffineTransform& parentWorld, RenderQueue& queue,
                              const NodeIdSet* skip) {
    if (!node.isVisible()) return;
    if constexpr (Filtered)
        if (skip->count(node.m_id)) return;
    const AffineTransform world = parentWorld * node.nodeToParentTransform();
    node.sortAllChildren();
    const auto& children = node.m_children;
    std::size_t i = 0;
    for (; i < children.size() && children[i]->m_localZOrder < 0; ++i)
        visitNode<Filtered>(*children[i], world, queue, skip);
    queue.recordVisit(node);
    node.draw(queue, world);
    for (; i < children.size(); ++i) visitNode<Filtered>(*children[i], world, queue, skip);
}

}  // namespace diorama
