// A node type a game would add: a Coin worth 1 to 100, registered through the registry.
#pragma once

#include "diorama/types/builtin_types.h"

namespace diorama::test {

struct Coin : Node {
    int value = 1;
    std::string_view typeName() const override { return "Coin"; }
};

inline NodeTypeInfo coinTypeInfo() {
    NodeTypeInfo coin = describeType<Coin>("Coin", "Node", "star", "A coin worth 1 to 100");
    coin.properties.push_back(property<Coin, int>(
        "value", ValueKind::Int, [](const Coin& c) { return c.value; }, [](Coin& c, int v) { c.value = v; }, 1,
        PropertyHints{.min = 1, .max = 100}));
    return coin;
}

}  // namespace diorama::test
