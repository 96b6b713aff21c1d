// The pre-order of a scene's nodes, for the transform stage (NodeTraversal).
//
// A depth-first walk over the children lists is a chain of dependent loads: the list,
// then the child, then its list. At 100k nodes each is a miss the walk waits for. Laid out
// in pre-order, the nodes a frame will recompute are known in advance, so the stage reads
// them forward and fetches several ahead.
//
// Built from the tree when its structure has stayed the same for a whole frame (a scene
// that adds and removes nodes every frame keeps the walk over the lists, which costs no
// build). Any add or remove below the scene makes it stale (Scene::m_structureVersion).
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/scene/node.h"
#include "diorama/scene/traversal.h"

#include <cstdint>
#include <vector>

namespace diorama {

struct TransformOrder {
    // nodes[0] is the scene. parents[i] < i; the subtree of nodes[i] is [i, ends[i]).
    std::vector<Node*> nodes;
    std::vector<std::uint32_t> parents;
    std::vector<std::uint32_t> ends;
    std::uint64_t builtFor = 0;  // the structure version the arrays describe
    std::uint64_t lastSeen = 0;  // the version the previous transform stage saw

    void clear() {
        nodes.clear();
        parents.clear();
        ends.clear();
    }
};

// Shared by both paths of the stage. The whole subtree below is recomputed with the node,
// so nothing below stays flagged.
inline void NodeTraversal::recomputeOne(Node& node, const AffineTransform& parentWorld) {
    node.recomputeWorldFrom(parentWorld);
    node.m_flags &= std::uint32_t(~Node::kDescendantWorldDirty);
}

}  // namespace diorama
