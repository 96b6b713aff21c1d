// The box one quad of a render queue covers, in positions and in texture coordinates, for
// tests that check where a node's letters or cells landed.
#pragma once

#include "diorama/render/render_queue.h"

#include <algorithm>
#include <cstddef>

namespace diorama::test {

struct QuadExtent {
    Vec2 min{1e9f, 1e9f}, max{-1e9f, -1e9f};
    Vec2 uvMin{1e9f, 1e9f}, uvMax{-1e9f, -1e9f};
    bool allOf(Color4B c) const { return sameColor && color == c; }
    Color4B color{};
    bool sameColor = true;
};

// Quad `quad` of the queue's vertices (four each, in the order they were added).
inline QuadExtent quadExtent(const RenderQueue& queue, std::size_t quad) {
    QuadExtent e;
    const auto& v = queue.vertices();
    e.color = v[quad * 4].color;
    for (std::size_t i = quad * 4; i < quad * 4 + 4; ++i) {
        e.min = {std::min(e.min.x, v[i].position.x), std::min(e.min.y, v[i].position.y)};
        e.max = {std::max(e.max.x, v[i].position.x), std::max(e.max.y, v[i].position.y)};
        e.uvMin = {std::min(e.uvMin.x, v[i].uv.x), std::min(e.uvMin.y, v[i].uv.y)};
        e.uvMax = {std::max(e.uvMax.x, v[i].uv.x), std::max(e.uvMax.y, v[i].uv.y)};
        e.sameColor &= v[i].color == e.color;
    }
    return e;
}

}  // namespace diorama::test
