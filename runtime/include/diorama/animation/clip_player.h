// Plays animation clips on a subtree, as cocos' ActionTimeline plays a Studio timeline
// (docs/runtime.md, "Animation clips"). It is an action: run it on the subtree's root and
// the ActionManager steps it every frame. Time advances by dt × speed; values change on
// whole frames only (1/frameRate s, 1/60 by default). A key is "entered" when playback
// reaches its segment: switching properties (visible, z order, sprite frame, blend...)
// take its value then; numbers, points, sizes, colours and opacity travel towards the
// next key through the entered key's easing unless its tween is off. Values hold before
// the first key and after the last. Event keys fire when reached or stepped over.
#pragma once

#include "diorama/actions/action.h"
#include "diorama/animation/animation_clip.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace diorama {

class NodeTypeRegistry;
class AssetResolver;

struct FrameEvent {
    NodeId node;
    std::string_view event;
    int frame = 0;
};

class ClipPlayer : public Action {
public:
    // The tag a player runs under, so that a nested scene's player can be found on its
    // node (cocos looks up the inner timeline by tag the same way).
    static constexpr int kActionTag = 0x434C4950;  // "CLIP"

    // `types` resolves property keys (the built-in registry when null); `assets` lets
    // sprite-frame and texture keys load their images (may be null).
    explicit ClipPlayer(std::vector<AnimationClip> clips, const NodeTypeRegistry* types = nullptr,
                        AssetResolver* assets = nullptr);
    ~ClipPlayer() override;

    void startWithTarget(Node* target) override;
    void stop() override;
    bool isDone() const override { return false; }  // like ActionTimeline: stopped, never done
    void step(float dt) override;
    void update(float) override {}

    // Plays clip `name` from its frame 0 to its last frame; false (and nothing changes)
    // when there is no such clip.
    bool play(std::string_view name, bool loop);
    // The current clip from `frame` to its end / between `start` and `end`.
    void gotoFrameAndPlay(int frame, bool loop);
    void gotoFrameAndPlay(int start, int end, bool loop);
    // Shows `frame` of the current clip (the first clip when none was played) and pauses.
    void gotoFrameAndPause(int frame);
    // Makes the Studio timeline (studioTimeline) the current clip, as cocos' timeline is
    // before any clip is played: frame numbers then count on it, so gotoFrameAndPause(0)
    // shows the file's frame 0, a nested key naming no clip ("-- ALL --") plays all of it
    // and a single-frame key shows that frame of it. False, and nothing changes, when some
    // clip has no startFrame (clips made in Diorama).
    bool selectStudioTimeline();
    // Shows the frame `seconds` after the current clip started, counted exactly, where a
    // game's float sum of dt may fall just short of it (after 60 steps of 1/60 s, frame
    // 59): an editor's playhead shows the frame it names. Lands there as gotoFrame does,
    // keeping whether the clip plays; nothing changes when it already shows that frame.
    void showTime(double seconds);
    void pause() { m_playing = false; }
    void resume() { m_playing = true; }
    bool isPlaying() const { return m_playing; }

    // Multiplies each clip's own speed.
    void setTimeSpeed(float speed) { m_timeSpeed = speed; }
    float timeSpeed() const { return m_timeSpeed; }
    // Every clip runs at `speed` instead of its own (still times timeSpeed): a nested
    // scene's player, whose speed the Instance's innerActionSpeed sets as cocos'
    // ProjectNode sets its timeline's, over the nested file's.
    void replaceClipSpeeds(float speed) { m_clipSpeedOverride = speed; }
    int currentFrame() const { return m_frame; }
    int startFrame() const { return m_start; }
    int endFrame() const { return m_end; }
    const AnimationClip* currentClip() const;
    // The named clips (not the Studio timeline).
    std::span<const AnimationClip> clips() const { return {m_clips.data(), m_namedClips}; }
    const AnimationClip* findClip(std::string_view name) const;

    void setFrameEventCallback(std::function<void(const FrameEvent&)> callback) { m_onEvent = std::move(callback); }
    // Fires when the last frame of the playing range is shown (cocos' last-frame listener).
    void setLastFrameCallback(std::function<void()> callback) { m_onLastFrame = std::move(callback); }

private:
    struct TrackState;
    void select(std::size_t clip);
    void jumpTo(int frame);  // cocos gotoFrame: lands without passing the keys in between
    void stepTo(int frame);  // cocos stepToFrame: passes the keys in between
    void enterFrame(std::size_t track, int frame, bool passing);
    Node* resolve(NodeId id);
    float frameInterval() const;
    float speed() const;
    // Clips cut from a Studio timeline keep its frame numbers in their time, so that float
    // sums round as they do in a game playing that timeline.
    int origin() const;
    float timeAtFrame(int frame) const;

    std::vector<AnimationClip> m_clips;  // the named clips, then the Studio timeline once selected
    std::size_t m_namedClips = 0;
    std::optional<std::size_t> m_studioTimeline;  // its index in m_clips
    const NodeTypeRegistry* m_types;
    AssetResolver* m_assets;
    std::size_t m_clip = 0;
    std::vector<TrackState> m_states;  // one per track of the current clip
    std::uint64_t m_generation = 0;    // changes with the clip, so callbacks may switch it
    float m_time = 0.0f;
    float m_timeSpeed = 1.0f;
    std::optional<float> m_clipSpeedOverride;
    int m_frame = 0, m_start = 0, m_end = 0;
    bool m_playing = false;
    bool m_loop = false;
    std::function<void(const FrameEvent&)> m_onEvent;
    std::function<void()> m_onLastFrame;
};

}  // namespace diorama
