// The in-order visit (docs/runtime.md A2): skip invisible subtrees; for each node, visit
// its negative-z children, then draw the node itself, then the rest. World transforms
// are composed on the way down from each node's cached local transform, so nothing is
// stale and only dirty locals are rebuilt.
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/scene/node_id.h"

namespace diorama {

class Node;
class RenderQueue;

struct NodeTraversal {
    // Emits draw commands for the subtree of `root` into `queue`, then finishes the
    // queue (grouping and batching). `view` maps world space to the target's space.
    // Subtrees of nodes in `skip` are left out as if invisible, without touching the
    // nodes (the editor's hidden-in-viewport flag).
    static void visit(Node& root, RenderQueue& queue, const AffineTransform& view = {},
                      const NodeIdSet* skip = nullptr);

private:
    template <bool Filtered>
    static void visitNode(Node& node, const AffineTransform& parentWorld, RenderQueue& queue, const NodeIdSet* skip);
};

// Convenience spelling.
inline void visitScene(Node& root, RenderQueue& queue, const AffineTransform& view = {}) {
    NodeTraversal::visit(root, queue, view);
}

}  // namespace diorama
