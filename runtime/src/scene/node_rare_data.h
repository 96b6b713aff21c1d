// Per-node state that most nodes never need, kept out of Node to hold it under 200 bytes.
#pragma once

#include "diorama/scene/component.h"

#include <functional>
#include <memory>
#include <vector>

namespace diorama {

class NodeServices;

struct NodeRareData {
    // Null slots appear while components are being updated; compacted afterwards.
    std::vector<std::unique_ptr<Component>> components;
    int componentIterationDepth = 0;
    std::function<void()> onEnter, onExit, onEnterTransitionDidFinish, onExitTransitionDidStart;
    // The services this node has registrations with (schedules, actions, listeners), so
    // that cleanup and destruction reach them even when the node is detached. Usually one;
    // a node moved between Directors keeps every one it registered with.
    std::vector<std::weak_ptr<NodeServices>> services;
};

}  // namespace diorama
