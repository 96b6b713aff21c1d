// The "close to the limit" yardstick of performance.md: a minimal pointer tree with 2D
// affine transforms and dirty flags (no anchors, skew, colour or events).
#pragma once

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <vector>

namespace diorama::bench {

struct RefAffine {
    float a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0;
    RefAffine operator*(const RefAffine& r) const {
        return {a * r.a + c * r.b, b * r.a + d * r.b,        a * r.c + c * r.d,
                b * r.c + d * r.d, a * r.tx + c * r.ty + tx, b * r.tx + d * r.ty + ty};
    }
};

struct RefNode {
    RefNode* parent = nullptr;
    std::vector<RefNode*> children;
    float x = 0, y = 0, rotation = 0, sx = 1, sy = 1;
    RefAffine local, world;
    bool dirty = true;
};

class RefTree {
public:
    explicit RefTree(const std::vector<std::int32_t>& parents) {
        nodes.reserve(parents.size());
        for (std::size_t i = 0; i < parents.size(); ++i) {
            nodes.push_back(std::make_unique<RefNode>());
            nodes.back()->x = float(i % 100);
            if (parents[i] >= 0) {
                nodes.back()->parent = nodes[std::size_t(parents[i])].get();
                nodes[std::size_t(parents[i])]->children.push_back(nodes.back().get());
            }
        }
    }
    void move(std::uint32_t i, float dx) {
        nodes[i]->x += dx;
        nodes[i]->dirty = true;
    }
    void update() {
        update(*nodes[0], RefAffine{}, false);
        benchmark::DoNotOptimize(nodes.back()->world.tx);
    }

    std::vector<std::unique_ptr<RefNode>> nodes;

private:
    static void update(RefNode& n, const RefAffine& parentWorld, bool parentChanged) {
        const bool changed = parentChanged || n.dirty;
        if (n.dirty) {
            const float c = std::cos(n.rotation), s = std::sin(n.rotation);
            n.local = {c * n.sx, -s * n.sx, s * n.sy, c * n.sy, n.x, n.y};
            n.dirty = false;
        }
        if (changed) n.world = parentWorld * n.local;
        for (RefNode* child : n.children) update(*child, n.world, changed);
    }
};

}  // namespace diorama::bench
