// Stable identity for a node. Ids are never reused within a process, so anything that
// remembers a node across frames (listeners, selection, undo commands) can hold a
// NodeId and find out safely that the node is gone, where a pointer would dangle.
#pragma once

#include <cstdint>
#include <functional>
#include <unordered_set>

namespace diorama {

struct NodeId {
    std::uint64_t value = 0;  // 0 is "no node"

    constexpr bool isValid() const { return value != 0; }
    constexpr explicit operator bool() const { return isValid(); }
    friend constexpr bool operator==(NodeId, NodeId) = default;
    friend constexpr auto operator<=>(NodeId, NodeId) = default;

    // A process-wide counter, not a registry: it hands out numbers and holds no nodes.
    static NodeId next();
};

}  // namespace diorama

template <>
struct std::hash<diorama::NodeId> {
    std::size_t operator()(diorama::NodeId id) const noexcept { return std::hash<std::uint64_t>{}(id.value); }
};

namespace diorama {
using NodeIdSet = std::unordered_set<NodeId>;
}  // namespace diorama
