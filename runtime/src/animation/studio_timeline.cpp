#include "diorama/animation/animation_clip.h"

#include <algorithm>
#include <tuple>

namespace diorama {

std::optional<AnimationClip> studioTimeline(std::span<const AnimationClip> clips) {
    if (clips.empty()) return std::nullopt;
    for (const AnimationClip& clip : clips)
        if (!clip.startFrame) return std::nullopt;
    AnimationClip whole;
    whole.frameRate = clips.front().frameRate;
    whole.speed = clips.front().speed;
    for (const AnimationClip& clip : clips) {
        const int offset = *clip.startFrame;
        whole.length = std::max(whole.length, offset + clip.length);
        for (const Track& track : clip.tracks) {
            auto same = [&track](const Track& t) {
                return std::tie(t.node, t.kind, t.property) == std::tie(track.node, track.kind, track.property);
            };
            auto placed = std::find_if(whole.tracks.begin(), whole.tracks.end(), same);
            if (placed == whole.tracks.end())
                placed = whole.tracks.insert(whole.tracks.end(), {track.node, track.kind, track.property, {}});
            for (Keyframe key : track.keys) {
                key.frame += offset;
                auto at = std::lower_bound(placed->keys.begin(), placed->keys.end(), key.frame,
                                           [](const Keyframe& k, int frame) { return k.frame < frame; });
                if (at == placed->keys.end() || at->frame != key.frame) placed->keys.insert(at, std::move(key));
            }
        }
    }
    return whole;
}

}  // namespace diorama
