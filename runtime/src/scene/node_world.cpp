// World transforms: the cache behind Node::nodeToWorldTransform, the marking that keeps
// it never stale, and the space conversions built on it (docs/runtime.md A4, A6).
#include "diorama/events/event.h"
#include "diorama/scene/node.h"

namespace diorama {

void Node::flagAncestorsWorldDirty() {
    for (Node* p = m_parent; p && !(p->m_flags & kDescendantWorldDirty); p = p->m_parent)
        p->m_flags |= kDescendantWorldDirty;
}

void Node::refreshWorldTransform() const {
    // From the topmost stale node on the way to the root down to this one, parents first.
    const Node* top = this;
    for (const Node* n = this; n; n = n->m_parent)
        if (n->m_flags & kWorldDirty) top = n;
    refreshWorldChain(top, nullptr);
}

// Recomputes the chain from `top` down to this node. The chain's other children were
// stale through it; once it is fresh they must say so themselves, and the flag on the
// chain leads the transform stage to them. Recursion depth is the chain's length.
void Node::refreshWorldChain(const Node* top, const Node* keep) const {
    if (this != top) m_parent->refreshWorldChain(top, this);
    recomputeWorld();
    bool marked = false;
    for (const auto& child : m_children)
        if (child && child.get() != keep) {
            child->m_flags |= kWorldDirty;
            marked = true;
        }
    if (marked || keep) m_flags |= kDescendantWorldDirty;
}

void Node::refreshWorldReciprocalDeterminant() const {
    m_worldReciprocalDeterminant = nodeToWorldTransform().reciprocalDeterminant();
    m_flags &= std::uint16_t(~kWorldInverseDirty);
}

AffineTransform Node::nodeToAncestorTransform(const Node* ancestor) const {
    if (!ancestor) return nodeToWorldTransform();
    AffineTransform t = nodeToParentTransform();
    for (const Node* p = m_parent; p && p != ancestor; p = p->m_parent) t = p->nodeToParentTransform() * t;
    return t;
}

Vec2 Node::convertToNodeSpace(Vec2 worldPoint) const { return worldToNodeTransform().apply(worldPoint); }

Vec2 Node::convertToWorldSpace(Vec2 nodePoint) const { return nodeToWorldTransform().apply(nodePoint); }

Vec2 Node::convertToNodeSpaceAR(Vec2 worldPoint) const {
    return convertToNodeSpace(worldPoint) - anchorPointInPoints();
}

Vec2 Node::convertToWorldSpaceAR(Vec2 nodePoint) const {
    return convertToWorldSpace(nodePoint + anchorPointInPoints());
}

Vec2 Node::convertTouchToNodeSpace(const Touch& touch) const { return convertToNodeSpace(touch.location); }

Vec2 Node::convertTouchToNodeSpaceAR(const Touch& touch) const { return convertToNodeSpaceAR(touch.location); }

}  // namespace diorama
