#include "diorama/director.h"

#include "diorama/render/render_backend.h"
#include "diorama/scene/traversal.h"

namespace diorama {

Director::Director() : m_services(NodeServices::create()) {}

Director::~Director() {
    // Exit and clean up while the services still exist, then let nodes go.
    if (m_running) m_running->stopRunning(true);
    m_running.reset();
    m_next.reset();
}

std::unique_ptr<Scene> Director::endScene() {
    if (m_running) m_running->stopRunning(true);
    return std::move(m_running);
}

void Director::applyPendingScene() {
    if (!m_next) return;
    // Old scene: exitTransitionDidStart, exit, cleanup (whole tree); then the new one
    // enters (A8).
    if (m_running) m_running->stopRunning(true);
    std::unique_ptr<Scene> old = std::move(m_running);
    m_running = std::move(m_next);
    m_running->startRunning(m_services);
    old.reset();
}

void Director::mainLoop(float dt) {
    // 1. input
    auto input = std::move(m_input);
    m_input.clear();
    for (auto& event : input) m_services->events().dispatchEvent(*event);
    // 2. scheduler (actions step first: they are an update at the lowest priority)
    if (!m_paused) m_services->scheduler().update(dt);
    // 3. pending scene switch
    applyPendingScene();
    // 4. visit and render
    if (m_running) {
        NodeTraversal::visit(*m_running, m_queue);
        if (m_backend) m_backend->render(m_queue);
    } else {
        m_queue.clear();
    }
    ++m_frames;
}

}  // namespace diorama
