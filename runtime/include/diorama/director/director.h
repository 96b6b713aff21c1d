// The frame-loop owner (Director-like, but an object you create). One frame runs, in
// cocos' order (docs/runtime.md A24): queued input is dispatched; unless paused, the
// scheduler ticks (actions first, then updates, then timers); a pending scene switch
// is applied; the running scene is visited and the queue handed to the backend.
#pragma once

#include "diorama/director/node_services.h"
#include "diorama/events/event.h"
#include "diorama/render/render_queue.h"
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

    Scene* runningScene() const { return m_running; }

    // ---- the scene stack (cocos' Director): every switch is applied inside the next
    // frame, after the scheduler tick. The scene left behind exits; it is cleaned up
    // and destroyed unless it was pushed over, in which case it waits on the stack and
    // enters again when popped back to.
    void runWithScene(std::unique_ptr<Scene> scene);
    void replaceScene(std::unique_ptr<Scene> scene);
    void pushScene(std::unique_ptr<Scene> scene);
    // Popping the last scene ends the Director's scenes (no running scene).
    void popScene();
    void popToRootScene() { popToSceneStackLevel(1); }
    // Pops until `level` scenes remain (0: all); the scenes popped that are not running
    // are cleaned up and destroyed at once, the running one at the switch.
    void popToSceneStackLevel(std::size_t level);
    std::size_t sceneStackSize() const { return m_stack.size(); }
    bool hasPendingScene() const { return m_next != nullptr || m_ending; }
    // Outside a frame (tools, editors): switch to `scene` at once.
    void runSceneNow(std::unique_ptr<Scene> scene) {
        replaceScene(std::move(scene));
        applyPendingScene();
    }
    // Stops and hands back the running scene (its nodes exit and are cleaned up); the
    // rest of the stack is cleaned up and destroyed.
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
    // Takes the top of the stack off, keeping it alive until the switch if it runs.
    void retireTop();

    std::shared_ptr<NodeServices> m_services;
    std::vector<std::unique_ptr<Scene>> m_stack;    // bottom first; the top runs or is about to
    std::vector<std::unique_ptr<Scene>> m_retired;  // off the stack, still running until the switch
    Scene* m_running = nullptr;
    Scene* m_next = nullptr;
    bool m_sendCleanupToScene = true;
    bool m_ending = false;
    std::vector<std::unique_ptr<Event>> m_input;
    RenderQueue m_queue;
    RenderBackend* m_backend = nullptr;
    std::uint64_t m_frames = 0;
    bool m_paused = false;
};

}  // namespace diorama
