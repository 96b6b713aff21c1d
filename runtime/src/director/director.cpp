#include "diorama/director/director.h"

#include "diorama/render/render_backend.h"
#include "diorama/scene/traversal.h"

namespace diorama {

Director::Director() : m_services(NodeServices::create()) {}

Director::~Director() {
    // Exit and clean up while the services still exist, then let nodes go.
    if (m_running) m_running->stopRunning(true);
    for (auto it = m_stack.rbegin(); it != m_stack.rend(); ++it)
        if (it->get() != m_running) (*it)->cleanup();
    m_running = nullptr;
    m_stack.clear();
    m_retired.clear();
}

void Director::retireTop() {
    std::unique_ptr<Scene> top = std::move(m_stack.back());
    m_stack.pop_back();
    if (top.get() == m_next) m_next = nullptr;  // a pending scene that never ran
    if (top.get() == m_running) {
        m_retired.push_back(std::move(top));  // exits and is cleaned up at the switch
    } else if (top) {
        if (top->isRunning()) top->stopRunning(false);
        top->cleanup();
    }
}

void Director::runWithScene(std::unique_ptr<Scene> scene) {
    if (m_stack.empty())
        pushScene(std::move(scene));
    else
        replaceScene(std::move(scene));
}

void Director::replaceScene(std::unique_ptr<Scene> scene) {
    if (m_stack.empty()) return pushScene(std::move(scene));
    retireTop();
    m_sendCleanupToScene = true;
    m_next = scene.get();
    m_stack.push_back(std::move(scene));
    m_ending = false;
}

void Director::pushScene(std::unique_ptr<Scene> scene) {
    m_sendCleanupToScene = false;
    m_next = scene.get();
    m_stack.push_back(std::move(scene));
    m_ending = false;
}

void Director::popScene() {
    if (m_stack.empty()) return;
    retireTop();
    m_sendCleanupToScene = true;
    if (m_stack.empty())
        m_ending = true;
    else
        m_next = m_stack.back().get();
}

void Director::popToSceneStackLevel(std::size_t level) {
    if (level >= m_stack.size() && level != 0) return;
    while (m_stack.size() > level) retireTop();
    m_sendCleanupToScene = true;
    if (m_stack.empty())
        m_ending = true;
    else
        m_next = m_stack.back().get();
}

std::unique_ptr<Scene> Director::endScene() {
    if (m_running) m_running->stopRunning(true);
    std::unique_ptr<Scene> running;
    for (auto& s : m_stack)
        if (s.get() == m_running) running = std::move(s);
    for (auto& s : m_retired)
        if (s.get() == m_running) running = std::move(s);
    for (auto it = m_stack.rbegin(); it != m_stack.rend(); ++it)
        if (*it) (*it)->cleanup();  // the running one was moved out above
    m_stack.clear();
    m_retired.clear();
    m_running = m_next = nullptr;
    m_ending = false;
    return running;
}

void Director::applyPendingScene() {
    if (!m_next && !m_ending) return;
    // The scene left behind: exitTransitionDidStart, exit, and cleanup unless it was
    // pushed over (A8); then the new one enters.
    if (m_running) m_running->stopRunning(m_sendCleanupToScene);
    m_running = m_next;
    m_next = nullptr;
    m_ending = false;
    if (m_running) m_running->startRunning(m_services);
    m_retired.clear();
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
        NodeTraversal::updateWorldTransforms(*m_running);
        NodeTraversal::visit(*m_running, m_queue);
        if (m_backend) m_backend->render(m_queue);
    } else {
        m_queue.clear();
    }
    ++m_frames;
}

}  // namespace diorama
