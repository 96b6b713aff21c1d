// 2D value types shared by the whole runtime: points, sizes, rectangles and the
// 2x3 affine transform. Conventions follow cocos2d-x: y points up, a transform maps
// local (x, y) to (a*x + c*y + tx, b*x + d*y + ty).
#pragma once

#include <glm/vec2.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace diorama {

using Vec2 = glm::vec2;

struct Size {
    float width = 0.0f;
    float height = 0.0f;
    friend bool operator==(const Size&, const Size&) = default;
};

struct Rect {
    Vec2 origin{0.0f, 0.0f};
    Size size{};

    float minX() const { return origin.x; }
    float minY() const { return origin.y; }
    float maxX() const { return origin.x + size.width; }
    float maxY() const { return origin.y + size.height; }
    // Inclusive on every edge, like cocos' Rect::containsPoint.
    bool containsPoint(Vec2 p) const { return p.x >= minX() && p.x <= maxX() && p.y >= minY() && p.y <= maxY(); }
    bool intersects(const Rect& o) const {
        return !(maxX() < o.minX() || o.maxX() < minX() || maxY() < o.minY() || o.maxY() < minY());
    }
    friend bool operator==(const Rect&, const Rect&) = default;
};

struct AffineTransform {
    float a = 1.0f, b = 0.0f, c = 0.0f, d = 1.0f, tx = 0.0f, ty = 0.0f;

    static constexpr AffineTransform identity() { return {}; }

    Vec2 apply(Vec2 p) const { return {a * p.x + c * p.y + tx, b * p.x + d * p.y + ty}; }
    Vec2 applyToVector(Vec2 v) const { return {a * v.x + c * v.y, b * v.x + d * v.y}; }

    // (*this) * rhs: rhs is applied first.
    AffineTransform operator*(const AffineTransform& r) const {
        return {a * r.a + c * r.b, b * r.a + d * r.b,        a * r.c + c * r.d,
                b * r.c + d * r.d, a * r.tx + c * r.ty + tx, b * r.tx + d * r.ty + ty};
    }

    // Computed in double so that chained conversions stay exact to float precision.
    AffineTransform inverse() const { return inverseScaledBy(reciprocalDeterminant()); }
    // 1 / determinant, or infinity when the transform collapses the plane (not
    // invertible). For float entries a nonzero determinant is at least ~1e-106 in
    // double, so a real reciprocal is never infinite.
    double reciprocalDeterminant() const {
        const double det = double(a) * d - double(b) * c;
        return det == 0.0 ? std::numeric_limits<double>::infinity() : 1.0 / det;
    }
    // The inverse from a reciprocal determinant computed earlier (the division is the
    // costly part, so a node caches it); infinity gives the identity, as inverse() does.
    AffineTransform inverseScaledBy(double inv) const {
        if (inv == std::numeric_limits<double>::infinity()) return identity();
        return {float(d * inv),
                float(-b * inv),
                float(-c * inv),
                float(a * inv),
                float((double(c) * ty - double(d) * tx) * inv),
                float((double(b) * tx - double(a) * ty) * inv)};
    }

    bool isInvertible() const { return double(a) * d - double(b) * c != 0.0; }

    // Axis-aligned bounds of a rectangle's four transformed corners (cocos
    // RectApplyAffineTransform).
    Rect applyToRect(const Rect& r) const {
        const Vec2 p[4] = {apply({r.minX(), r.minY()}), apply({r.maxX(), r.minY()}), apply({r.maxX(), r.maxY()}),
                           apply({r.minX(), r.maxY()})};
        float minX = p[0].x, maxX = p[0].x, minY = p[0].y, maxY = p[0].y;
        for (const Vec2& q : p) {
            minX = std::min(minX, q.x);
            maxX = std::max(maxX, q.x);
            minY = std::min(minY, q.y);
            maxY = std::max(maxY, q.y);
        }
        return {{minX, minY}, {maxX - minX, maxY - minY}};
    }

    friend bool operator==(const AffineTransform&, const AffineTransform&) = default;
};

// An axis-aligned box in world space kept as its edges (no origin + size rounding), so
// that it is exactly the min/max of the corners it was built from. Two special boxes:
// empty() (draws nothing: outside everything, neutral for unite) and unbounded() (never
// outside: for what cannot say where it draws).
struct WorldBox {
    float minX = std::numeric_limits<float>::infinity();
    float minY = std::numeric_limits<float>::infinity();
    float maxX = -std::numeric_limits<float>::infinity();
    float maxY = -std::numeric_limits<float>::infinity();

    static constexpr WorldBox empty() { return {}; }
    static constexpr WorldBox unbounded() {
        constexpr float inf = std::numeric_limits<float>::infinity();
        return {-inf, -inf, inf, inf};
    }
    // The min/max of the four corners of `local` under `world`: exact for rotation, skew,
    // negative and zero scale (a zero scale gives a line or a point, not nothing).
    static WorldBox of(const AffineTransform& world, const Rect& local) {
        const Vec2 p[4] = {world.apply({local.minX(), local.minY()}), world.apply({local.maxX(), local.minY()}),
                           world.apply({local.maxX(), local.maxY()}), world.apply({local.minX(), local.maxY()})};
        return ofCorners(p);
    }
    static WorldBox ofCorners(const Vec2 (&p)[4]) {
        return {std::min(std::min(p[0].x, p[1].x), std::min(p[2].x, p[3].x)),
                std::min(std::min(p[0].y, p[1].y), std::min(p[2].y, p[3].y)),
                std::max(std::max(p[0].x, p[1].x), std::max(p[2].x, p[3].x)),
                std::max(std::max(p[0].y, p[1].y), std::max(p[2].y, p[3].y))};
    }
    void unite(const WorldBox& o) {
        minX = std::min(minX, o.minX);
        minY = std::min(minY, o.minY);
        maxX = std::max(maxX, o.maxX);
        maxY = std::max(maxY, o.maxY);
    }
    // True when no point of the box touches `r` (edges inclusive, as Rect::intersects).
    // Comparisons only: a box inside another is outside `r` whenever the outer one is.
    bool isOutside(const Rect& r) const {
        return maxX < r.minX() || r.maxX() < minX || maxY < r.minY() || r.maxY() < minY;
    }
    friend bool operator==(const WorldBox&, const WorldBox&) = default;
};

}  // namespace diorama
