// The box two boxes take together: text nodes grow their ink bounds letter by letter.
#pragma once

#include "diorama/math/geometry.h"

#include <algorithm>

namespace diorama {

inline Rect unite(const Rect& a, const Rect& b) {
    const float minX = std::min(a.minX(), b.minX()), minY = std::min(a.minY(), b.minY());
    return {{minX, minY}, {std::max(a.maxX(), b.maxX()) - minX, std::max(a.maxY(), b.maxY()) - minY}};
}

}  // namespace diorama
