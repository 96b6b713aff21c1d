// The transform-update case shared by every back-end: the same tree description, the
// same move list, the same three modes. A back-end provides move(i, dx) and update().
#pragma once

#include "bench_trees.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <numeric>
#include <vector>

namespace diorama::bench {

enum class Mode { Move10, Full, Static };

// Diorama's transform stage, the part of a frame that keeps world transforms current
// (the peers are timed on the same stage: Ogre's _update, Irrlicht's
// updateAbsolutePosition, Pixi's updateRenderGroupTransforms).
class DioramaTree {
public:
    // Nodes are allocated in index order: level by level for fan-8, as a game that builds
    // its tree in code often does.
    explicit DioramaTree(const std::vector<std::int32_t>& parents) : DioramaTree(parents, indexOrder(parents)) {}
    // Nodes allocated in `allocationOrder`, then linked in index order: the same tree.
    DioramaTree(const std::vector<std::int32_t>& parents, const std::vector<std::size_t>& allocationOrder) {
        std::vector<std::unique_ptr<Node>> made(parents.size());
        for (std::size_t i : allocationOrder)
            if (i != 0) made[i] = std::make_unique<Node>();
        m_nodes.push_back(m_scene.get());
        for (std::size_t i = 1; i < parents.size(); ++i) {
            made[i]->setPosition({float(i % 100), 0});
            m_nodes.push_back(&m_nodes[std::size_t(parents[i])]->addChild(std::move(made[i])));
        }
    }
    void move(std::uint32_t i, float dx) { m_nodes[i]->setPosition(m_nodes[i]->position() + Vec2{dx, 0}); }
    void update() {
        benchmark::DoNotOptimize(NodeTraversal::updateWorldTransforms(*m_scene));
        benchmark::DoNotOptimize(m_nodes.back()->nodeToWorldTransform().tx);
    }

private:
    static std::vector<std::size_t> indexOrder(const std::vector<std::int32_t>& parents) {
        std::vector<std::size_t> order(parents.size());
        std::iota(order.begin(), order.end(), std::size_t(0));
        return order;
    }
    std::unique_ptr<Scene> m_scene = std::make_unique<Scene>();
    std::vector<Node*> m_nodes;
};

// The same tree with its nodes allocated depth first, parent before children, as the
// scene reader allocates them while it streams a file: the order a loaded scene has.
class DioramaTreeInLoadOrder : public DioramaTree {
public:
    explicit DioramaTreeInLoadOrder(const std::vector<std::int32_t>& parents)
        : DioramaTree(parents, preOrder(parents)) {}

private:
    static std::vector<std::size_t> preOrder(const std::vector<std::int32_t>& parents) {
        std::vector<std::vector<std::size_t>> children(parents.size());
        for (std::size_t i = 1; i < parents.size(); ++i) children[std::size_t(parents[i])].push_back(i);
        std::vector<std::size_t> order, todo{0};
        order.reserve(parents.size());
        while (!todo.empty()) {
            const std::size_t i = todo.back();
            todo.pop_back();
            order.push_back(i);
            todo.insert(todo.end(), children[i].rbegin(), children[i].rend());
        }
        return order;
    }
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
