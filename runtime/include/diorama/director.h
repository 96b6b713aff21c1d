// The frame-loop owner (Director-like, but an object you create). One frame runs, in
// cocos' order (node-system.md A24): queued input is dispatched; unless paused, the
// scheduler ticks (actions first, then updates, then timers); a pending scene switch
// is applied; the running scene is visited and the queue handed to the backend.
#pragma once

#include "diorama/events/event.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/node_services.h"
#include "diorama/scene/scene.h"

#include <memory>
#include <optional>
#include <vector>

namespace diorama {

class RenderBackend;

class Director {
public:
    Director();
    ~Director();
    Director(const Director&) = delete;
    Director& operator=(const Director&) = delete;

    NodeServices& services() { return *m_services; }
    const std::shared_ptr<NodeServices>& sharedServices() const { return m_services; }
    Scheduler& scheduler() { return m_services->scheduler(); }
    ActionManager& actionManager() { return m_services->actions(); }
    EventDispatcher& eventDispatcher() { return m_services->events(); }

    Scene* runningScene() const { return m_running.get(); }
    // Both are applied inside the next frame, after the scheduler tick.
    void runWithScene(std::unique_ptr<Scene> scene) { replaceScene(std::move(scene)); }
    void replaceScene(std::unique_ptr<Scene> scene) { m_next = std::move(scene); }
    bool hasPendingScene() const { return m_next != nullptr; }
    // Outside a frame (tools, editors): switch to `scene` at once.
    void runSceneNow(std::unique_ptr<Scene> scene) {
        m_next = std::move(scene);
        applyPendingScene();
    }
    // Stops and hands back the running scene (its nodes exit and are cleaned up).
    std::unique_ptr<Scene> endScene();

    // Input is queued by the window or editor and dispatched at the input step.
    void queueEvent(std::unique_ptr<Event> event) { m_input.push_back(std::move(event)); }

    void pause() { m_paused = true; }
    void resume() { m_paused = false; }
    bool isPaused() const { return m_paused; }

    // Culling rectangle in world space for the visit (nullopt: draw everything).
    void setCullRect(std::optional<Rect> rect) { m_queue.setCullRect(rect); }
    void setRenderBackend(RenderBackend* backend) { m_backend = backend; }

    // Runs one frame of `dt` seconds.
    void mainLoop(float dt);
    const RenderQueue& renderQueue() const { return m_queue; }
    std::uint64_t frameCount() const { return m_frames; }

private:
    void applyPendingScene();

    std::shared_ptr<NodeServices> m_services;
    std::unique_ptr<Scene> m_running;
    std::unique_ptr<Scene> m_next;
    std::vector<std::unique_ptr<Event>> m_input;
    RenderQueue m_queue;
    RenderBackend* m_backend = nullptr;
    std::uint64_t m_frames = 0;
    bool m_paused = false;
};

}  // namespace diorama
