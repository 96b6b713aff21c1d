// Whether a world point lies in a node's content rectangle [0, w] x [0, h] (inclusive),
// tested in node space through the node's world-to-node transform.
#pragma once

#include "diorama/math/geometry.h"

namespace diorama {

class Node;

bool hitTest(const Node& node, Vec2 worldPoint);

}  // namespace diorama
