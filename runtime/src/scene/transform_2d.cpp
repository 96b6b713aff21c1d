#include "diorama/scene/transform_2d.h"

#include <cmath>
#include <numbers>

namespace diorama {

namespace {
constexpr double kDegToRad = std::numbers::pi / 180.0;
}

AffineTransform Transform2D::localMatrix(Vec2 resolvedPosition, bool ignoreAnchor) const {
    const Vec2 anchor = anchorPointInPoints();
    double x = resolvedPosition.x;
    double y = resolvedPosition.y;
    if (ignoreAnchor) {
        x += anchor.x;
        y += anchor.y;
    }

    // Trig in double: rotation by 90 degrees must give exact axes after rounding to float.
    double cx = 1.0, sx = 0.0, cy = 1.0, sy = 0.0;
    if (rotationSkewX != 0.0f || rotationSkewY != 0.0f) {
        const double rx = -rotationSkewX * kDegToRad;
        const double ry = -rotationSkewY * kDegToRad;
        cx = std::cos(rx);
        sx = std::sin(rx);
        cy = std::cos(ry);
        sy = std::sin(ry);
    }

    // Columns of R*S: image of the x axis and of the y axis.
    double a = cy * scaleX, b = sy * scaleX;
    double c = -sx * scaleY, d = cx * scaleY;

    if (skewX != 0.0f || skewY != 0.0f) {
        const double tanX = std::tan(skewX * kDegToRad);
        const double tanY = std::tan(skewY * kDegToRad);
        // (R*S) * K with K = [[1, tanX], [tanY, 1]].
        const double na = a + c * tanY, nb = b + d * tanY;
        const double nc = a * tanX + c, nd = b * tanX + d;
        a = na;
        b = nb;
        c = nc;
        d = nd;
    }

    // Fold T(-anchor) into the translation.
    x -= a * anchor.x + c * anchor.y;
    y -= b * anchor.x + d * anchor.y;

    return {float(a), float(b), float(c), float(d), float(x), float(y)};
}

}  // namespace diorama
