#include "node_lifecycle.h"

#include "diorama/director/node_services.h"
#include "diorama/scene/node.h"
#include "diorama/scene/scene.h"
#include "node_rare_data.h"

#include <algorithm>
#include <vector>

namespace diorama {

NodeServices* NodeLifecycle::servicesFor(const Node& node) {
    if (Scene* scene = node.scene())
        if (NodeServices* s = scene->services()) return s;
    if (node.m_rare)
        for (auto& weak : node.m_rare->services)
            if (auto s = weak.lock()) return s.get();  // owned elsewhere too
    return nullptr;
}

// Calls `fn` once for each child, in order. Hooks may add children (appended, then
// reached here as cocos does) or remove them (their slots turn null until the next
// compaction). Any query of the children sorts and compacts them there and then (D3),
// so after a hook that did, the walk starts over and skips the children it has done:
// none is entered or exited twice, and none is skipped. Ids, not pointers, say which
// were done, as a done child may be destroyed and its address reused.
template <class Fn>
void NodeLifecycle::forEachChildOnce(Node& node, Fn fn) {
    auto& children = node.m_children;
    const bool rearrangedBefore = node.hasFlag(Node::kChildrenRearranged);
    node.setFlag(Node::kChildrenRearranged, false);
    bool rearranged = false;
    std::vector<NodeId> done;
    done.reserve(children.size());
    for (std::size_t i = 0; i < children.size(); ++i) {
        Node* child = children[i].get();
        if (!child || (rearranged && std::find(done.begin(), done.end(), child->id()) != done.end())) continue;
        done.push_back(child->id());
        fn(*child);
        if (node.hasFlag(Node::kChildrenRearranged)) {
            node.setFlag(Node::kChildrenRearranged, false);
            rearranged = true;
            i = std::size_t(-1);
        }
    }
    // A walk of the same node further out must hear of it too.
    node.setFlag(Node::kChildrenRearranged, rearrangedBefore || rearranged);
}

std::vector<std::unique_ptr<Node>> NodeLifecycle::removeAllChildren(Node& node, bool cleanup) {
    std::vector<std::unique_ptr<Node>> removed;
    node.sortAllChildren();
    forEachChildOnce(node, [&](Node& child) {
        if (auto owned = node.removeChild(child, cleanup)) removed.push_back(std::move(owned));
    });
    return removed;
}

void NodeLifecycle::enter(Node& node) {
    // cocos registers schedules and actions at the call, so what this node kept comes
    // first (paused until it runs): before what its own onEnter schedules, which then
    // overrides it, and before its children's.
    if (NodeServices* services = servicesFor(node)) handOverPending(node, *services);
    node.onEnter();
    if (node.m_rare && node.m_rare->onEnter) node.m_rare->onEnter();
    if (node.m_rare)
        for (std::size_t i = 0; i < node.m_rare->components.size(); ++i) {
            Component* c = node.m_rare->components[i].get();
            if (c && !c->m_entered) {
                c->m_entered = true;
                c->onEnter();
            }
        }
    node.setFlag(Node::kTransitionFinished, false);
    node.sortAllChildren();
    forEachChildOnce(node, [](Node& c) { enter(c); });
    // A child's hook may have moved this node since.
    if (NodeServices* services = servicesFor(node)) {
        if (node.m_rare && !node.m_rare->components.empty()) services->syncComponentUpdate(node);
        services->resume(node);
    }
    node.setFlag(Node::kRunning, true);
}

void NodeLifecycle::enterTransitionDidFinish(Node& node) {
    if (node.m_rare && node.m_rare->onEnterTransitionDidFinish) node.m_rare->onEnterTransitionDidFinish();
    node.onEnterTransitionDidFinish();
    node.setFlag(Node::kTransitionFinished, true);
    forEachChildOnce(node, [](Node& c) { enterTransitionDidFinish(c); });
}

void NodeLifecycle::exitTransitionDidStart(Node& node) {
    if (node.m_rare && node.m_rare->onExitTransitionDidStart) node.m_rare->onExitTransitionDidStart();
    node.onExitTransitionDidStart();
    forEachChildOnce(node, [](Node& c) { exitTransitionDidStart(c); });
}

void NodeLifecycle::exit(Node& node) {
    node.onExit();
    if (node.m_rare && node.m_rare->onExit) node.m_rare->onExit();
    if (node.m_rare)
        for (std::size_t i = 0; i < node.m_rare->components.size(); ++i) {
            Component* c = node.m_rare->components[i].get();
            if (c && c->m_entered) {
                c->m_entered = false;
                c->onExit();
            }
        }
    if (NodeServices* services = servicesFor(node)) services->pause(node);
    node.setFlag(Node::kRunning, false);
    forEachChildOnce(node, [](Node& c) { exit(c); });
}

void NodeLifecycle::cleanup(Node& node) {
    node.onCleanup();
    if (node.m_rare && node.m_rare->onCleanup) node.m_rare->onCleanup();
    if (node.m_rare) {  // what was kept for later is stopped too
        node.m_rare->pendingActions.clear();
        node.m_rare->pendingTimers.clear();
        node.m_rare->pendingUpdatePriority.reset();
    }
    if (NodeServices* services = servicesFor(node)) services->cleanupTarget(node);
    forEachChildOnce(node, [](Node& c) { cleanup(c); });
}

}  // namespace diorama
