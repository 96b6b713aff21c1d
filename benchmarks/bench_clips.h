// n nodes, each running its own ClipPlayer with one looping 3-track clip (position with
// QuadOut, rotation, opacity): the clip-playing cost per track per frame.
#pragma once

#include "diorama/animation/clip_player.h"
#include "diorama/director/director.h"

#include <memory>
#include <vector>

namespace diorama::bench {

struct ClipScene {
    static constexpr int kTracksPerNode = 3;
    Director director;
    std::size_t tracks = 0;
    explicit ClipScene(std::size_t n) {
        director.runWithScene(std::make_unique<Scene>());
        director.mainLoop(0);
        Scene& scene = *director.runningScene();
        for (std::size_t i = 0; i < n; ++i) {
            Node& node = scene.addChild(std::make_unique<Node>());
            const NodeId id = node.id();
            auto key = [](int frame, PropertyValue value, TweenType ease = TweenType::Linear) {
                Keyframe k;
                k.frame = frame;
                k.value = std::move(value);
                k.easing.type = ease;
                return k;
            };
            AnimationClip clip;
            clip.name = "bounce";
            clip.length = 120;
            clip.tracks = {
                Track{id,
                      TrackKind::Property,
                      "position",
                      {key(0, Vec2{0, 0}, TweenType::QuadOut), key(60, Vec2{float(i % 1000), 100}),
                       key(120, Vec2{0, 0})}},
                Track{id, TrackKind::Property, "rotation", {key(0, 0.0f), key(120, 360.0f)}},
                Track{id, TrackKind::Property, "opacity", {key(0, 255), key(60, 0), key(120, 255)}},
            };
            auto player = std::make_unique<ClipPlayer>(std::vector<AnimationClip>{std::move(clip)});
            ClipPlayer& running = static_cast<ClipPlayer&>(director.services().runAction(node, std::move(player)));
            // Spread the phases so that keys are entered on different frames.
            running.play("bounce", true);
            running.gotoFrameAndPlay(int(i % 120), true);
            tracks += kTracksPerNode;
        }
        director.actionManager().update(1.0f / 60.0f);
    }
    // One frame of clip playing (the ActionManager's step), nothing else of the frame.
    void step() { director.actionManager().update(1.0f / 60.0f); }
};

}  // namespace diorama::bench
