#include "diorama/events/hit_test.h"

#include "diorama/scene/node.h"

namespace diorama {

bool hitTest(const Node& node, Vec2 worldPoint) {
    Vec2 p;
    // A world transform collapsed to a line has nothing to touch.
    if (!node.convertToNodeSpaceIfInvertible(worldPoint, p)) return false;
    return Rect{{0.0f, 0.0f}, node.contentSize()}.containsPoint(p);
}

}  // namespace diorama
