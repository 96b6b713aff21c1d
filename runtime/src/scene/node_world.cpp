// World transforms: the cache behind Node::nodeToWorldTransform, the marking that keeps
// it never stale, and the space conversions built on it (docs/runtime.md A4, A6).
#include "diorama/events/event.h"
#include "diorama/scene/node.h"

#include "node_rare_data.h"

#include <typeinfo>

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

double Node::worldReciprocalDeterminant() const {
    const AffineTransform& world = nodeToWorldTransform();
    if (!m_rare) return world.reciprocalDeterminant();
    if (m_flags & kWorldInverseDirty) {
        m_rare->worldReciprocalDeterminant = world.reciprocalDeterminant();
        m_flags &= std::uint16_t(~kWorldInverseDirty);
    }
    return m_rare->worldReciprocalDeterminant;
}

// A plain Node draws nothing. Any other type may draw without saying where (drawBounds
// came after draw), so it is never culled until it overrides drawBounds.
WorldBox Node::drawBounds(const AffineTransform&) const {
    return typeid(*this) == typeid(Node) ? WorldBox::empty() : WorldBox::unbounded();
}

// The query form of what the visit maintains (NodeTraversal::visitNode): refreshes the
// world transforms it needs, then unites the stale boxes bottom up.
WorldBox Node::subtreeWorldBounds() const {
    const AffineTransform& world = nodeToWorldTransform();
    if (m_flags & kSubtreeBoundsDirty) {
        WorldBox box = drawBounds(world);
        for (const auto& child : m_children)
            if (child && child->isVisible()) box.unite(child->subtreeWorldBounds());
        m_subtreeBounds = box;
        m_flags &= std::uint16_t(~kSubtreeBoundsDirty);
    }
    return m_subtreeBounds;
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
