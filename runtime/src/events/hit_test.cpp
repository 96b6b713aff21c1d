#include "diorama/events/hit_test.h"

#include "diorama/scene/node.h"

namespace diorama {

bool hitTest(const Node& node, Vec2 worldPoint) {
    if (!node.isWorldTransformInvertible()) return false;  // collapsed to a line: nothing to touch
    const Vec2 p = node.convertToNodeSpace(worldPoint);
    const Size s = node.contentSize();
    return Rect{{0.0f, 0.0f}, s}.containsPoint(p);
}

}  // namespace diorama
