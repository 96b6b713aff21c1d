#include "node_lifecycle.h"

#include "diorama/director/node_services.h"
#include "diorama/scene/node.h"
#include "diorama/scene/scene.h"
#include "node_rare_data.h"

namespace diorama {

NodeServices* NodeLifecycle::servicesFor(const Node& node) {
    if (Scene* scene = node.scene())
        if (NodeServices* s = scene->services()) return s;
    if (node.m_rare)
        for (auto& weak : node.m_rare->services)
            if (auto s = weak.lock()) return s.get();  // owned elsewhere too
    return nullptr;
}

// Children are walked by index: hooks may add children (appended, then entered here as
// cocos does) or remove them (their slots turn null until the next compaction).
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
    for (std::size_t i = 0; i < node.m_children.size(); ++i)
        if (Node* c = node.m_children[i].get()) enter(*c);
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
    for (std::size_t i = 0; i < node.m_children.size(); ++i)
        if (Node* c = node.m_children[i].get()) enterTransitionDidFinish(*c);
}

void NodeLifecycle::exitTransitionDidStart(Node& node) {
    if (node.m_rare && node.m_rare->onExitTransitionDidStart) node.m_rare->onExitTransitionDidStart();
    node.onExitTransitionDidStart();
    for (std::size_t i = 0; i < node.m_children.size(); ++i)
        if (Node* c = node.m_children[i].get()) exitTransitionDidStart(*c);
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
    for (std::size_t i = 0; i < node.m_children.size(); ++i)
        if (Node* c = node.m_children[i].get()) exit(*c);
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
    for (std::size_t i = 0; i < node.m_children.size(); ++i)
        if (Node* c = node.m_children[i].get()) cleanup(*c);
}

}  // namespace diorama
