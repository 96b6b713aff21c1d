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
        m_flags &= std::uint32_t(~kWorldInverseDirty);
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
        m_flags &= std::uint32_t(~kSubtreeBoundsDirty);
    }
    return m_subtreeBounds;
}

AffineTransform Node::nodeToAncestorTransform(const Node* ancestor) const {
    if (!ancestor) return nodeToWorldTransform();
    AffineTransform t = nodeToParentTransform();
    for (const Node* p = m_parent; p; p = p->m_parent) {
        if (p->m_flags & kChildOrigin) t = p->childrenWorldFrom(AffineTransform::identity()) * t;
        if (p == ancestor) break;
        t = p->nodeToParentTransform() * t;
    }
    return t;
}

Vec2 Node::childOrigin() const { return (m_flags & kChildOrigin) ? m_rare->childOrigin : Vec2{}; }

// W · T(origin), as cocos composes a child of the inner container (anchored at 0, 0).
AffineTransform Node::childrenWorldFrom(const AffineTransform& world) const {
    const Vec2 o = m_rare->childOrigin;
    AffineTransform moved = world;
    moved.tx = world.a * o.x + world.c * o.y + world.tx;
    moved.ty = world.b * o.x + world.d * o.y + world.ty;
    return moved;
}

AffineTransform Node::childrenToWorldTransform() const {
    const AffineTransform& world = nodeToWorldTransform();
    return (m_flags & kChildOrigin) ? childrenWorldFrom(world) : world;
}

// The editor's placing tools use this: a singular parent gives the identity (a dropped
// node keeps the world point as its position), not cocos' unchanged matrix.
AffineTransform Node::worldToChildrenTransform() const {
    if (!(m_flags & kChildOrigin)) return nodeToWorldTransform().inverseScaledBy(worldReciprocalDeterminant());
    return childrenToWorldTransform().inverse();
}

void Node::setChildOrigin(Vec2 origin) {
    if (origin == childOrigin()) return;
    rare().childOrigin = origin;
    setFlag(kChildOrigin, true);
    setFlag(kChildBoxesValid, false);  // every child moves
    for (auto& child : m_children)
        if (child) child->m_flags |= kWorldDirty;
    if (!m_children.empty()) {
        m_flags |= kDescendantWorldDirty;
        flagAncestorsWorldDirty();
        markSubtreeBoundsDirty();
    }
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
