// What the viewport shows of a node's layout, as Studio's editor does for the selected
// widget: a line from each pinned edge of the node to its parent's edge, labelled with
// the margin, and one from the parent's left or bottom edge to the node's position for a
// percent position, labelled with the percent. Geometry is cocos' margin geometry (the
// unrotated, unscaled box in the parent), in world space.
#pragma once

#include "diorama/math/geometry.h"

#include <string>
#include <vector>

namespace diorama {

class Node;

struct LayoutPin {
    std::string kind;  // left, right, top, bottom (margins); percentX, percentY
    Vec2 from, to;     // world space
    std::string label;
};

// Empty for a node without a parent or whose layout has no flag or edge on.
std::vector<LayoutPin> layoutPins(const Node& node);

}  // namespace diorama
