// Whether a world point lies in a node's content rectangle [0, w] x [0, h] (inclusive),
// tested in node space through the node's world-to-node transform. Inline: dispatch and
// picking call it once per candidate listener, and the cached world and 1/det make the
// test a handful of multiplies that a call would double.
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/scene/node.h"

namespace diorama {

inline bool hitTest(const Node& node, Vec2 worldPoint) {
    Vec2 p;
    // A world transform collapsed to a line has nothing to touch.
    if (!node.convertToNodeSpaceIfInvertible(worldPoint, p)) return false;
    return Rect{{0.0f, 0.0f}, node.contentSize()}.containsPoint(p);
}

// Whether a world point lies inside every clipping ancestor's rectangle, as cocos'
// Widget::isClippingParentContainsPoint asks before a touch begins: what a clipping
// parent hides cannot be touched.
inline bool insideClippingAncestors(const Node& node, Vec2 worldPoint) {
    for (const Node* n = node.parent(); n; n = n->parent())
        if (n->isClippingEnabled() && !hitTest(*n, worldPoint)) return false;
    return true;
}

// Whether the node and every ancestor are visible: what a touch needs besides a hit.
inline bool visibleInHierarchy(const Node& node) {
    for (const Node* n = &node; n; n = n->parent())
        if (!n->isVisible()) return false;
    return true;
}

}  // namespace diorama
