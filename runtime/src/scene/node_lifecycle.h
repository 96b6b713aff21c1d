// Enter/exit/cleanup propagation in the order of docs/runtime.md A8.
#pragma once

#include <memory>
#include <vector>

namespace diorama {

class Node;
class NodeServices;

struct NodeLifecycle {
    static void enter(Node& node);
    static void enterTransitionDidFinish(Node& node);
    static void exitTransitionDidStart(Node& node);
    static void exit(Node& node);
    static void cleanup(Node& node);
    // The services reachable from this node: its scene's, else the ones it registered with.
    static NodeServices* servicesFor(const Node& node);
    // Registers what Node's cocos calls kept while the node had no services.
    static void handOverPending(Node& node, NodeServices& services);
    // Node::removeAllChildren: each child removed in turn, as the walks reach them, so
    // that a hook destroying or re-sorting siblings leaves nothing dangling.
    static std::vector<std::unique_ptr<Node>> removeAllChildren(Node& node, bool cleanup);

private:
    template <class Fn>
    static void forEachChildOnce(Node& node, Fn fn);
};

}  // namespace diorama
