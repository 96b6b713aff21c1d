// World transforms: the cache behind Node::nodeToWorldTransform, the marking that keeps
// it never stale, and the space conversions built on it (docs/runtime.md A4, A6).
#include "diorama/events/event.h"
#include "diorama/scene/node.h"

namespace diorama {

void Node::markWorldDirty() {
    markSubtreeWorldDirty();
    flagAncestorsWorldDirty();
}

// A stale node's descendants are already stale, so the marking stops there: moving a
// node every frame costs its subtree once per frame. Recursion depth is the tree depth,
// as for the visit.
void Node::markSubtreeWorldDirty() {
    m_flags |= kWorldDirty | kWorldInverseDirty;
    for (auto& slot : m_children) {
        Node* child = slot.get();
        if (!child || (child->m_flags & kWorldDirty)) continue;
        if (child->m_children.empty())
            child->m_flags |= kWorldDirty | kWorldInverseDirty;  // a leaf, without a call
        else
            child->markSubtreeWorldDirty();
    }
}

void Node::flagAncestorsWorldDirty() {
    for (Node* p = m_parent; p && !(p->m_flags & kDescendantWorldDirty); p = p->m_parent)
        p->m_flags |= kDescendantWorldDirty;
}

void Node::refreshWorldTransform() const {
    // The stale nodes above this one form an unbroken chain up to the first fresh
    // ancestor (or the root); refresh it top-down.
    if (m_parent) {
        const AffineTransform& parentWorld = m_parent->nodeToWorldTransform();
        m_worldTransform = parentWorld * nodeToParentTransform();
    } else {
        m_worldTransform = nodeToParentTransform();
    }
    m_flags &= std::uint16_t(~kWorldDirty);
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
