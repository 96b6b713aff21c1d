// Whole-tree passes over a scene.
//
// The transform stage (updateWorldTransforms) brings every cached world transform up to
// date, walking only the branches that hold a changed node: a frame in which nothing
// moved does no per-node work, and the cost of a frame grows with the moved subtrees.
//
// The in-order visit (docs/runtime.md A2): skip invisible subtrees; for each node, visit
// its negative-z children, then draw the node itself, then the rest. It reads the cached
// world transforms (refreshing any that changed since the transform stage). With a cull
// rectangle it first tests each node's cached subtree box (Node::subtreeWorldBounds) and
// skips a subtree that misses it: one test for an off-screen subtree. The boxes of
// changed subtrees are rebuilt on the way out of the same walk. A clipping node's subtree
// is emitted as a clip group (RenderQueue::pushClip).
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/scene/node_id.h"

#include <cstddef>
#include <memory>

namespace diorama {

class Node;
class RenderQueue;
class Scene;
struct TransformOrder;

struct NodeTraversal {
    // Refreshes the world transforms of `root`'s subtree (and of `root`'s ancestors when
    // they are stale). Returns how many of the subtree's transforms it recomputed.
    static std::size_t updateWorldTransforms(Node& root);

    // Whether the next transform stage of `scene` reads the scene's nodes in pre-order
    // (transform_order.h): no node has joined or left its tree since the stage before.
    // For tests and benchmarks.
    static bool walksInPreOrder(const Scene& scene);

    // Emits draw commands for the subtree of `root` into `queue`, then finishes the
    // queue (grouping and batching). `view` maps world space to the target's space.
    // Subtrees of nodes in `skip` are left out as if invisible, without touching the
    // nodes (the editor's hidden-in-viewport flag).
    static void visit(Node& root, RenderQueue& queue, const AffineTransform& view = {},
                      const NodeIdSet* skip = nullptr);

    // Lays out every visible container in `root`'s subtree that asked for it, parents
    // first, as the next visit would: what a game has done by drawing its first frame
    // before any touch can reach it.
    static void layOutRequested(Node& root);

private:
    // The pre-order path (transform_order.cpp), taken for a scene whose structure did not
    // change since the previous stage.
    static TransformOrder* stableOrder(Scene& scene);
    static void buildOrder(Node& root, TransformOrder& order);
    static std::size_t updateInOrder(Node& root, TransformOrder& order);
    static void fetchForRecompute(const Node* node);
    static void recomputeUnder(Node& node, const Node& parent);
    static void recomputeRun(const TransformOrder& order, std::size_t from, std::size_t to);
    static void updateDirtyDescendants(Node& node, std::size_t& recomputed);
    static std::size_t recomputeChildren(Node& node);
    static void recomputeOne(Node& node, const AffineTransform& parentWorld);
    static void prefetchChildren(const Node* next);
    static void prefetchAhead(const std::unique_ptr<Node>* children, std::size_t i, std::size_t count);
    [[gnu::noinline]] static std::size_t recomputeMovedChildren(Node& node);
    template <bool Filtered>
    static bool visitNode(Node& node, bool stale, const AffineTransform* view, const Rect* cullSubtrees,
                          RenderQueue& queue, const NodeIdSet* skip);
    // The children's boxes gathered for a stale parent box; reset() only when it is stale,
    // since most parents' boxes are clean.
    struct ChildBoxes {
        WorldBox box;
        bool complete;
        void reset() {
            box = WorldBox::empty();
            complete = true;
        }
        void add(const Node& child);
    };
    // Children a node must have before the visit keeps their boxes (kChildBoxesValid).
    static constexpr std::size_t kChildBoxesMinimum = 32;
    // How far ahead of a run of children culled from the copy the next shown one is fetched.
    static constexpr std::size_t kChildFetchAhead = 6;
    static void prefetchNode(const Node* node);
    static WorldBox cacheableBox(const Node& child);
    static void drawNode(Node& node, const AffineTransform& world, const AffineTransform* view, RenderQueue& queue);
    static void storeSubtreeBounds(Node& node, const WorldBox& children);
    static void openClip(const Node& node, const AffineTransform& world, RenderQueue& queue);
};

// Convenience spelling.
inline void visitScene(Node& root, RenderQueue& queue, const AffineTransform& view = {}) {
    NodeTraversal::visit(root, queue, view);
}

}  // namespace diorama
