// Plays a loaded scene: its Director steps at a fixed dt, autoplay actions start before
// the first frame, and triggers ("on") are real EventDispatcher listeners: touch
// triggers with scene-graph priority on their node, claiming only touches that hit it
// (visible, same hit test as picking); custom triggers for their event name.
// docs/cli.md `diorama play` is the contract.
#pragma once

#include "diorama/director/director.h"
#include "diorama/serialization/scene_file_data.h"

#include <memory>
#include <string>
#include <vector>

namespace diorama {

class ScenePlayer {
public:
    ScenePlayer(std::unique_ptr<Scene> scene, const SceneFileData& file);
    ~ScenePlayer();
    ScenePlayer(const ScenePlayer&) = delete;
    ScenePlayer& operator=(const ScenePlayer&) = delete;

    // A touch began and ended at `world` (scene coordinates), dispatched now.
    void touch(Vec2 world);
    // One frame of the Director.
    void step(float dt);
    int frames() const { return m_frames; }

    Scene& scene() { return *m_director.runningScene(); }
    Director& director() { return m_director; }

    struct RunningAction {
        std::string name;
        int tag;
    };
    // The node's named actions still running, in the order they started.
    std::vector<RunningAction> runningActions(NodeId node);
    // Custom events dispatched so far by Emit actions, in order.
    const std::vector<std::string>& emitted() const { return m_emitted; }

private:
    struct Started {
        NodeId node;
        std::string name;
        int tag;
        const Action* action;
    };
    struct NodePlay;  // one node's actions and triggers
    void setUp(Node& node, const SceneFileData& file);
    void run(NodePlay& play, const std::string& name);
    void stop(NodePlay& play, const std::string& name);

    Director m_director;
    std::vector<std::unique_ptr<NodePlay>> m_nodes;
    std::vector<Started> m_started;
    std::vector<ListenerHandle> m_handles;
    std::vector<std::string> m_emitted;
    int m_frames = 0;
};

}  // namespace diorama
