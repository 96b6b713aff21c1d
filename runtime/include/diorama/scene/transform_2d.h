// The inputs of a node's local transform and the cocos formula that turns them into
// a matrix (docs/runtime.md A4):
//   M = T(position + i*anchorInPoints) * R(rotationSkewX, rotationSkewY) * S * K * T(-anchorInPoints)
// Angles are degrees, positive is clockwise on screen; y points up.
#pragma once

#include "diorama/math/geometry.h"

namespace diorama {

struct Transform2D {
    Size contentSize{};         // first: Node keeps it in the cache line a draw and a hit test read
    Vec2 position{0.0f, 0.0f};  // holds the normalized position while that mode is on
    Vec2 anchorPoint{0.0f, 0.0f};
    float rotationSkewX = 0.0f;
    float rotationSkewY = 0.0f;
    float scaleX = 1.0f;
    float scaleY = 1.0f;
    float skewX = 0.0f;
    float skewY = 0.0f;

    Vec2 anchorPointInPoints() const { return {anchorPoint.x * contentSize.width, anchorPoint.y * contentSize.height}; }

    // resolvedPosition is the absolute position (normalized mode already resolved).
    AffineTransform localMatrix(Vec2 resolvedPosition, bool ignoreAnchorPointForPosition) const;
};

}  // namespace diorama
