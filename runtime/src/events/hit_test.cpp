#include "diorama/events/hit_test.h"

#include "diorama/scene/node.h"

namespace diorama {

bool hitTest(const Node& node, Vec2 worldPoint) {
    const AffineTransform toWorld = node.nodeToWorldTransform();
    if (!toWorld.isInvertible()) return false;  // collapsed to a line: nothing to touch
    const Vec2 p = toWorld.inverse().apply(worldPoint);
    const Size s = node.contentSize();
    return Rect{{0.0f, 0.0f}, s}.containsPoint(p);
}

}  // namespace diorama
