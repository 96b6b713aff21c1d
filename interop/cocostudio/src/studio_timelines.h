// A scene's clips as a Studio file's one timeline (studio-timelines.md): the clips are laid
// end to end, each an AnimationInfo of its frames, so that cocos playing an AnimationInfo
// shows what the clip shows.
#pragma once

#include "diorama/animation/animation_clip.h"
#include "studio_model.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace diorama {
class NodeTypeRegistry;
class Scene;
}  // namespace diorama

namespace diorama::cocostudio {

struct TimelineTargets {
    const NodeTypeRegistry* types = nullptr;
    // The exported node standing for a scene node; null when it was not exported.
    std::function<StudioNode*(NodeId)> node;
    // The node's ActionTag, given one first when it has none.
    std::function<int(StudioNode&)> actionTag;
    // An asset path of the scene as the resource root names it.
    std::function<std::string(const std::string& scenePath, const std::string& nodePath, const std::string& what)>
        resourcePath;
    std::function<void(const std::string& nodePath, std::string what, std::string why)> issue;
};

// Nothing when there are no clips. Exact where cocos can say it; each approximation and
// each track cocos has no timeline for is an issue.
std::optional<StudioAnimation> studioAnimation(const Scene& scene, const std::vector<AnimationClip>& clips,
                                               const TimelineTargets& targets);

}  // namespace diorama::cocostudio
