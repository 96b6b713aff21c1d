#include "diorama/editor/clip_edits.h"

#include "diorama/editor/document.h"
#include "diorama/serialization/scene_animations.h"

#include <algorithm>

namespace diorama {

namespace {

AnimationClip* findClip(std::vector<AnimationClip>& clips, const std::string& name) {
    for (AnimationClip& c : clips)
        if (c.name == name) return &c;
    return nullptr;
}

bool isTrackOf(const Track& track, const KeyRef& key) {
    return track.node == key.node && track.kind == key.kind &&
           (track.kind != TrackKind::Property || track.property == key.property);
}

std::string describe(const KeyRef& key) {
    const std::string track = key.kind == TrackKind::Property ? key.property
                              : key.kind == TrackKind::Event  ? std::string("events")
                                                              : std::string("nested clips");
    return track + " key at frame " + std::to_string(key.frame);
}

// Every key named, found in its track: (track, key index) pairs, or why not.
std::string locate(AnimationClip& clip, const std::vector<KeyRef>& keys,
                   std::vector<std::pair<Track*, std::size_t>>& found) {
    for (const KeyRef& key : keys) {
        bool located = false;
        for (Track& track : clip.tracks) {
            if (!isTrackOf(track, key)) continue;
            for (std::size_t i = 0; i < track.keys.size(); ++i)
                if (track.keys[i].frame == key.frame) {
                    found.emplace_back(&track, i);
                    located = true;
                }
        }
        if (!located) return "clip \"" + clip.name + "\" has no " + describe(key);
    }
    return {};
}

template <class Edit>
std::string editKeys(std::vector<AnimationClip>& clips, const std::string& name, const std::vector<KeyRef>& keys,
                     Edit edit) {
    AnimationClip* clip = findClip(clips, name);
    if (!clip) return "no clip named \"" + name + "\"";
    if (keys.empty()) return "no keys are selected";
    std::vector<std::pair<Track*, std::size_t>> found;
    if (std::string why = locate(*clip, keys, found); !why.empty()) return why;
    for (auto& [track, index] : found) edit(track->keys[index]);
    return {};
}

}  // namespace

std::string deleteKeys(std::vector<AnimationClip>& clips, const std::string& name, const std::vector<KeyRef>& keys) {
    AnimationClip* clip = findClip(clips, name);
    if (!clip) return "no clip named \"" + name + "\"";
    if (keys.empty()) return "no keys are selected";
    std::vector<std::pair<Track*, std::size_t>> found;
    if (std::string why = locate(*clip, keys, found); !why.empty()) return why;
    for (Track& track : clip->tracks)
        std::erase_if(track.keys, [&](const Keyframe& k) {
            return std::any_of(keys.begin(), keys.end(),
                               [&](const KeyRef& key) { return isTrackOf(track, key) && key.frame == k.frame; });
        });
    // A track without keys animates nothing: it goes too.
    std::erase_if(clip->tracks, [](const Track& t) { return t.keys.empty(); });
    return {};
}

std::string moveKeys(std::vector<AnimationClip>& clips, const std::string& name, const std::vector<KeyRef>& keys,
                     int delta) {
    AnimationClip* clip = findClip(clips, name);
    if (!clip) return "no clip named \"" + name + "\"";
    if (keys.empty()) return "no keys are selected";
    std::vector<std::pair<Track*, std::size_t>> found;
    if (std::string why = locate(*clip, keys, found); !why.empty()) return why;
    if (delta == 0) return {};
    for (const KeyRef& key : keys) {
        const long long to = (long long)key.frame + delta;
        if (to < 0) return "the " + describe(key) + " cannot move before frame 0";
        if (to > clip->length)
            return "the " + describe(key) + " cannot move past the clip's last frame (" + std::to_string(clip->length) +
                   ")";
    }
    for (Track& track : clip->tracks) {
        std::vector<bool> moving(track.keys.size(), false);
        for (const auto& [t, index] : found)
            if (t == &track) moving[index] = true;
        for (std::size_t i = 0; i < track.keys.size(); ++i) {
            if (!moving[i]) continue;
            const int to = track.keys[i].frame + delta;
            for (std::size_t j = 0; j < track.keys.size(); ++j)
                if (!moving[j] && track.keys[j].frame == to) {
                    KeyRef blocked{track.node, track.kind, track.property, to};
                    return "the " + describe(blocked) + " is already taken";
                }
        }
    }
    for (auto& [track, index] : found) track->keys[index].frame += delta;
    for (Track& track : clip->tracks)
        std::stable_sort(track.keys.begin(), track.keys.end(),
                         [](const Keyframe& a, const Keyframe& b) { return a.frame < b.frame; });
    return {};
}

std::string setKeysEasing(std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys,
                          const Easing& easing) {
    return editKeys(clips, clip, keys, [&](Keyframe& k) { k.easing = easing; });
}

std::string setKeysTween(std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys,
                         bool tween) {
    return editKeys(clips, clip, keys, [&](Keyframe& k) { k.tween = tween; });
}

SetClipsCommand::SetClipsCommand(std::vector<AnimationClip> clips, std::string label)
    : m_after(std::move(clips)), m_label(std::move(label)) {}

bool SetClipsCommand::apply(Document& doc) {
    if (!m_captured) {
        m_before = sceneAnimations(doc.scene(), doc.fileData());
        m_captured = true;
    }
    return setSceneAnimations(doc.scene(), doc.fileData(), m_after).empty();
}

bool SetClipsCommand::revert(Document& doc) {
    return setSceneAnimations(doc.scene(), doc.fileData(), m_before).empty();
}

bool SetClipsCommand::mergeWith(const Command& next) {
    const auto* other = dynamic_cast<const SetClipsCommand*>(&next);
    if (!other || other->m_label != m_label) return false;
    m_after = other->m_after;
    return true;
}

}  // namespace diorama
