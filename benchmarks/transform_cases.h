// The transform-update case shared by every back-end: the same tree description, the
// same move list, the same three modes. A back-end provides move(i, dx) and update().
#pragma once

#include "bench_trees.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

namespace diorama::bench {

enum class Mode { Move10, Full, Static };

// Diorama's transform stage, the part of a frame that keeps world transforms current
// (the peers are timed on the same stage: Ogre's _update, Irrlicht's
// updateAbsolutePosition, Pixi's updateRenderGroupTransforms).
class DioramaTree {
public:
    explicit DioramaTree(const std::vector<std::int32_t>& parents) {
        m_nodes.push_back(m_scene.get());
        for (std::size_t i = 1; i < parents.size(); ++i) {
            auto n = std::make_unique<Node>();
            n->setPosition({float(i % 100), 0});
            m_nodes.push_back(&m_nodes[std::size_t(parents[i])]->addChild(std::move(n)));
        }
    }
    void move(std::uint32_t i, float dx) { m_nodes[i]->setPosition(m_nodes[i]->position() + Vec2{dx, 0}); }
    void update() {
        benchmark::DoNotOptimize(NodeTraversal::updateWorldTransforms(*m_scene));
        benchmark::DoNotOptimize(m_nodes.back()->nodeToWorldTransform().tx);
    }

private:
    std::unique_ptr<Scene> m_scene = std::make_unique<Scene>();
    std::vector<Node*> m_nodes;
};

template <class Tree>
void runTransform(benchmark::State& state, Shape shape, Mode mode) {
    const std::size_t n = std::size_t(state.range(0));
    const auto parents = makeParents(shape, n);
    const auto moves = makeMoves(n);
    Tree tree(parents);
    tree.update();
    float dx = 0.5f;
    for (auto _ : state) {
        dx = -dx;
        if (mode == Mode::Move10)
            for (auto m : moves) tree.move(m, dx);
        else if (mode == Mode::Full)
            tree.move(0, dx);
        tree.update();
    }
    state.counters["ns_per_node"] =
        benchmark::Counter(double(n), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

}  // namespace diorama::bench
