// The arithmetic follows cocos2d-x 3.17's ActionTimeline::step, Timeline::stepToFrame /
// gotoFrame and the Frame classes' onEnter/apply (../shared/reference/studio-timelines.md).
#include "diorama/animation/clip_player.h"

#include "diorama/scene/node.h"
#include "diorama/scene/scene.h"
#include "diorama/types/node_type.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace diorama {

namespace {

// A subtree that is not in a scene has no index to ask.
Node* findInSubtree(Node& root, NodeId id) {
    if (root.id() == id) return &root;
    for (auto& child : root.children())
        if (Node* found = findInSubtree(*child, id)) return found;
    return nullptr;
}

}  // namespace

struct ClipPlayer::TrackState {
    static constexpr int kNone = INT_MIN;  // no key entered yet
    int key = kNone;                       // the entered key; -1 before the first key
    bool resolved = false;                 // `property` looked up for the track's node
    const PropertyDescriptor* property = nullptr;
    bool interpolates = false;
    bool moving = false;  // the entered key tweens towards a different next value
};

ClipPlayer::ClipPlayer(std::vector<AnimationClip> clips, const NodeTypeRegistry* types, AssetResolver* assets)
    : m_clips(std::move(clips)), m_namedClips(m_clips.size()), m_types(types ? types : &builtinNodeTypes()),
      m_assets(assets) {
    m_tag = kActionTag;
    m_clips.reserve(m_namedClips + 1);  // room for the Studio timeline: clip pointers stay valid
    if (!m_clips.empty()) select(0);
}

ClipPlayer::~ClipPlayer() = default;

void ClipPlayer::startWithTarget(Node* target) { Action::startWithTarget(target); }

void ClipPlayer::stop() { Action::stop(); }

const AnimationClip* ClipPlayer::currentClip() const { return m_clips.empty() ? nullptr : &m_clips[m_clip]; }

const AnimationClip* ClipPlayer::findClip(std::string_view name) const {
    for (const AnimationClip& c : clips())
        if (c.name == name) return &c;
    return nullptr;
}

float ClipPlayer::frameInterval() const { return 1.0f / m_clips[m_clip].frameRate; }

float ClipPlayer::speed() const { return m_timeSpeed * m_clipSpeedOverride.value_or(m_clips[m_clip].speed); }

int ClipPlayer::origin() const { return m_clips[m_clip].startFrame.value_or(0); }

float ClipPlayer::timeAtFrame(int frame) const { return float(origin() + frame) * frameInterval(); }

void ClipPlayer::select(std::size_t clip) {
    m_clip = clip;
    m_states.assign(m_clips[clip].tracks.size(), TrackState{});
    ++m_generation;
}

bool ClipPlayer::play(std::string_view name, bool loop) {
    const AnimationClip* clip = findClip(name);
    if (!clip) return false;
    const auto index = std::size_t(clip - m_clips.data());
    if (index != m_clip) select(index);
    gotoFrameAndPlay(0, clip->length, loop);
    return true;
}

void ClipPlayer::gotoFrameAndPlay(int frame, bool loop) {
    if (m_clips.empty()) return;
    m_start = frame;
    m_end = m_clips[m_clip].length;
    m_frame = frame;
    m_loop = loop;
    m_time = timeAtFrame(m_frame);
    m_playing = true;
    jumpTo(m_frame);
}

void ClipPlayer::gotoFrameAndPlay(int start, int end, bool loop) {
    if (m_clips.empty()) return;
    m_start = start;
    m_end = end;
    m_frame = start;
    m_loop = loop;
    m_time = timeAtFrame(m_frame);
    m_playing = true;
    jumpTo(m_frame);
}

void ClipPlayer::gotoFrameAndPause(int frame) {
    if (m_clips.empty()) return;
    m_start = m_frame = frame;
    m_time = timeAtFrame(m_frame);
    m_playing = false;
    jumpTo(m_frame);
}

bool ClipPlayer::selectStudioTimeline() {
    if (!m_studioTimeline) {
        std::optional<AnimationClip> whole = studioTimeline(clips());
        if (!whole) return false;
        m_studioTimeline = m_clips.size();
        m_clips.push_back(std::move(*whole));
    }
    if (m_clip != *m_studioTimeline) select(*m_studioTimeline);
    return true;
}

void ClipPlayer::step(float dt) {
    if (!m_playing || m_clips.empty() || m_clips[m_clip].length == 0) return;
    const float interval = frameInterval();
    m_time += dt * speed();
    // cocos changes nothing while the time lies within a frame of the shown frame's start,
    // so float sums of 1/60 s show some frames twice and skip the next.
    if (std::abs(m_time - timeAtFrame(m_frame)) < interval) return;
    const float endOffset = m_time - timeAtFrame(m_end);
    if (endOffset < interval) {
        m_frame = int(m_time / interval) - origin();
        stepTo(m_frame);
        if (endOffset >= 0.0f && m_onLastFrame) m_onLastFrame();
        return;
    }
    m_playing = m_loop;
    if (m_playing) {
        gotoFrameAndPlay(m_start, m_end, m_loop);
        return;
    }
    m_time = timeAtFrame(m_end);
    if (m_frame != m_end) {
        m_frame = m_end;
        stepTo(m_frame);
        if (m_onLastFrame) m_onLastFrame();
    }
}

void ClipPlayer::showTime(double seconds) {
    if (!m_target || m_clips.empty() || m_clips[m_clip].length == 0) return;
    const double frames = seconds * double(speed()) * double(m_clips[m_clip].frameRate);
    const int frame = std::min(m_end, m_start + int(std::floor(frames + 1e-6)));
    if (frame == m_frame) return;
    m_frame = frame;
    m_time = timeAtFrame(frame);
    jumpTo(frame);
}

void ClipPlayer::jumpTo(int frame) {
    if (!m_target) return;
    const std::uint64_t generation = m_generation;
    for (std::size_t i = 0; i < m_states.size() && generation == m_generation && m_target; ++i)
        enterFrame(i, frame, false);
}

void ClipPlayer::stepTo(int frame) {
    if (!m_target) return;
    const std::uint64_t generation = m_generation;
    for (std::size_t i = 0; i < m_states.size() && generation == m_generation && m_target; ++i)
        enterFrame(i, frame, true);
}

Node* ClipPlayer::resolve(NodeId id) {
    if (m_target->id() == id) return m_target;
    Node* node = nullptr;
    if (Scene* scene = m_target->scene()) {
        node = scene->findNode(id);
    } else {
        node = findInSubtree(*m_target, id);
    }
    // Only the subtree the player runs on, as cocos searches the target's descendants.
    for (Node* n = node; n; n = n->parent())
        if (n == m_target) return node;
    return nullptr;
}

namespace {

bool inRange(int frame, int start, int end) { return frame >= start && frame <= end; }

bool inSegment(const std::vector<Keyframe>& keys, int key, int frame) {
    if (key == -1) return frame < keys.front().frame;
    if (key < 0) return false;
    const auto k = std::size_t(key);
    return keys[k].frame <= frame && (k + 1 == keys.size() || frame < keys[k + 1].frame);
}

}  // namespace

void ClipPlayer::enterFrame(std::size_t index, int frame, bool passing) {
    const AnimationClip& clip = m_clips[m_clip];
    const Track& track = clip.tracks[index];
    TrackState& state = m_states[index];
    const std::vector<Keyframe>& keys = track.keys;
    if (keys.empty()) return;
    // Most frames stay inside the entered key's segment (cocos' updateCurrentKeyFrame
    // searches only when the frame leaves it).
    int key = state.key;
    if (!inSegment(keys, key, frame))
        key = int(std::upper_bound(keys.begin(), keys.end(), frame,
                                   [](int f, const Keyframe& k) { return f < k.frame; }) -
                  keys.begin()) -
              1;
    const bool entering = key != state.key;
    const int previous = state.key;
    state.key = key;

    if (track.kind == TrackKind::Event) {
        if (!entering || key < 0) return;
        // Stepping forwards fires every key it passes; a jump fires only where it lands.
        const int first = passing && previous != TrackState::kNone && previous < key ? previous + 1 : key;
        const std::uint64_t generation = m_generation;
        for (int k = first; k <= key && generation == m_generation; ++k) {
            const Keyframe& event = keys[std::size_t(k)];
            if (!inRange(event.frame, m_start, m_end) || !m_onEvent) continue;
            const auto* name = std::get_if<std::string>(&event.value);
            m_onEvent(FrameEvent{track.node, name ? std::string_view(*name) : std::string_view(), event.frame});
        }
        return;
    }

    // A property holding still between keys needs nothing until the next key.
    if (track.kind == TrackKind::Property && !entering && !state.moving && state.resolved) return;
    if (track.kind == TrackKind::NestedClip && (!entering || key < 0)) return;
    Node* node = resolve(track.node);
    if (!node) return;

    if (track.kind == TrackKind::NestedClip) {
        const NestedClipKey& nested = keys[std::size_t(key)].nested;
        auto* inner = dynamic_cast<ClipPlayer*>(node->actionByTag(kActionTag));
        if (!inner || inner == this || inner->m_clips.empty()) return;
        if (nested.play == NestedClipKey::Play::SingleFrame) {
            inner->selectStudioTimeline();
            inner->gotoFrameAndPause(nested.frame);
            return;
        }
        // Naming no clip plays the Studio timeline where there is one, else the current clip.
        if (nested.clip.empty()) inner->selectStudioTimeline();
        const AnimationClip* innerClip = nested.clip.empty() ? inner->currentClip() : inner->findClip(nested.clip);
        if (!innerClip) return;
        const auto innerIndex = std::size_t(innerClip - inner->m_clips.data());
        if (innerIndex != inner->m_clip) inner->select(innerIndex);
        // cocos cuts the inner range so that it ends with the outer clip.
        int innerEnd = innerClip->length;
        const int overrun = clip.length - keys[std::size_t(key)].frame - innerEnd;
        if (overrun < 0) innerEnd += overrun;
        inner->gotoFrameAndPlay(0, innerEnd, nested.play == NestedClipKey::Play::Loop);
        return;
    }

    if (!state.resolved) {
        state.resolved = true;
        state.property = m_types->typeOf(*node).find(track.property);
        state.interpolates = state.property && interpolatesKeys(*state.property);
    }
    const PropertyDescriptor* property = state.property;
    if (!property) return;
    PropertyContext context{m_assets};
    const Keyframe& from = keys[std::size_t(std::max(key, 0))];
    if (entering) {
        // Entering sets the key's own value (before the first key: the first key's).
        // Values the property refuses (keys made through the API) are never applied.
        const bool accepted = property->set(*node, from.value, context).empty();
        const std::size_t next = std::size_t(key) + 1;
        state.moving = accepted && key >= 0 && next < keys.size() && from.tween && state.interpolates &&
                       !(keys[next].value == from.value) && property->validate(keys[next].value).empty();
    }
    if (!state.moving) return;
    const Keyframe& to = keys[std::size_t(key) + 1];
    float percent = float(frame - from.frame) / float(to.frame - from.frame);
    if (from.easing.type != TweenType::Linear) percent = tweenPercent(from.easing, percent);
    property->apply(*node, interpolateKeys(from.value, to.value, percent), context);
}

}  // namespace diorama
