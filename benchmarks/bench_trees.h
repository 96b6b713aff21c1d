// Tree shapes and move lists shared by every back-end in the benchmarks, so Diorama,
// the reference tree and the peers work on exactly the same description.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

namespace diorama::bench {

enum class Shape { Flat, Chain, Fan8 };

inline const char* shapeName(Shape s) { return s == Shape::Flat ? "flat" : s == Shape::Chain ? "chain" : "fan8"; }

// parent[i] < i; node 0 is the root. Chains are cut every 1000 nodes (chain-1000) so
// that depth stays within the scene format's limit, as in performance.md.
inline std::vector<std::int32_t> makeParents(Shape shape, std::size_t n) {
    std::vector<std::int32_t> parent(n, -1);
    for (std::size_t i = 1; i < n; ++i) {
        switch (shape) {
        case Shape::Flat: parent[i] = 0; break;
        case Shape::Chain: parent[i] = (i % 1000 == 1) ? 0 : std::int32_t(i - 1); break;
        case Shape::Fan8: parent[i] = std::int32_t((i - 1) / 8); break;
        }
    }
    return parent;
}

// The nodes moved each frame: a fixed random 10 %.
inline std::vector<std::uint32_t> makeMoves(std::size_t n, double fraction = 0.1, unsigned seed = 42) {
    std::mt19937 rng(seed);
    std::uniform_int_distribution<std::uint32_t> pick(1, std::uint32_t(n - 1));
    std::vector<std::uint32_t> moves(std::size_t(double(n) * fraction));
    for (auto& m : moves) m = pick(rng);
    return moves;
}

}  // namespace diorama::bench
