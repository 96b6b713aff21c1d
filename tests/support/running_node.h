// A Director running an empty scene with one node in it: the fixture of the action and
// component tests.
#pragma once

#include "diorama/director/director.h"
#include "test_nodes.h"

#include <memory>
#include <string>

namespace diorama::test {

struct RunningNode {
    Director director;
    Node* node = nullptr;
    explicit RunningNode(const std::string& name = "n") {
        director.runWithScene(std::make_unique<Scene>());
        director.mainLoop(0);
        node = &director.runningScene()->addChild(test::node(name));
    }
    Action& run(std::unique_ptr<Action> a) { return director.services().runAction(*node, std::move(a)); }
    void frames(int count, float dt) {
        for (int i = 0; i < count; ++i) director.mainLoop(dt);
    }
};

}  // namespace diorama::test
