#include "diorama/editor/clip_edits.h"

#include "diorama/editor/document.h"
#include "diorama/serialization/limits.h"
#include "diorama/serialization/scene_animations.h"

#include <algorithm>
#include <cmath>

namespace diorama {

namespace {

// Const or not, as the clips are.
template <class Clips>
auto* findClip(Clips& clips, const std::string& name) {
    for (auto& c : clips)
        if (c.name == name) return &c;
    return decltype(&clips.front())(nullptr);
}

bool isTrackOf(const Track& track, const KeyRef& key) {
    return track.node == key.node && track.kind == key.kind &&
           (track.kind != TrackKind::Property || track.property == key.property);
}

// The track `key` belongs to in the clip named, or nothing.
const Track* findTrack(const std::vector<AnimationClip>& clips, const std::string& clip, const KeyRef& key) {
    if (const AnimationClip* c = findClip(clips, clip))
        for (const Track& t : c->tracks)
            if (isTrackOf(t, key)) return &t;
    return nullptr;
}

// The track `key` belongs to, added to the clip when it has none yet.
Track& trackFor(AnimationClip& clip, const KeyRef& key) {
    for (Track& t : clip.tracks)
        if (isTrackOf(t, key)) return t;
    clip.tracks.push_back(Track{key.node, key.kind, key.property, {}});
    return clip.tracks.back();
}

// Puts `key` in frame order, in place of a key at its frame.
void placeKey(Track& track, Keyframe key) {
    auto slot = std::lower_bound(track.keys.begin(), track.keys.end(), key.frame,
                                 [](const Keyframe& k, int frame) { return k.frame < frame; });
    if (slot != track.keys.end() && slot->frame == key.frame)
        *slot = std::move(key);
    else
        track.keys.insert(slot, std::move(key));
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

// The clip named and each of `keys` in it (track, key index), or why not.
std::string findKeys(std::vector<AnimationClip>& clips, const std::string& name, const std::vector<KeyRef>& keys,
                     AnimationClip*& clip, std::vector<std::pair<Track*, std::size_t>>& found) {
    clip = findClip(clips, name);
    if (!clip) return "no clip named \"" + name + "\"";
    if (keys.empty()) return "no keys are selected";
    return locate(*clip, keys, found);
}

template <class Edit>
std::string editKeys(std::vector<AnimationClip>& clips, const std::string& name, const std::vector<KeyRef>& keys,
                     Edit edit) {
    AnimationClip* clip = nullptr;
    std::vector<std::pair<Track*, std::size_t>> found;
    if (std::string why = findKeys(clips, name, keys, clip, found); !why.empty()) return why;
    for (auto& [track, index] : found) edit(track->keys[index]);
    return {};
}

}  // namespace

const Keyframe* findKey(const std::vector<AnimationClip>& clips, const std::string& clip, const KeyRef& key) {
    if (const Track* t = findTrack(clips, clip, key))
        for (const Keyframe& k : t->keys)
            if (k.frame == key.frame) return &k;
    return nullptr;
}

KeyMark keyMark(const std::vector<AnimationClip>& clips, const std::string& clip, NodeId node,
                const std::string& property, int frame) {
    if (property.empty()) return KeyMark::None;
    const KeyRef key{node, TrackKind::Property, property, frame};
    if (!findTrack(clips, clip, key)) return KeyMark::None;
    return findKey(clips, clip, key) ? KeyMark::KeyHere : KeyMark::Keyed;
}

std::vector<KeyRef> keysShownIn(const DopeSheet& sheet, const std::vector<KeyRef>& keys) {
    std::vector<KeyRef> shown;
    for (const KeyRef& key : keys)
        for (const DopeSheetGroup& group : sheet.groups)
            if (group.node == key.node)
                for (const DopeSheetRow& row : group.rows)
                    if (row.kind == key.kind && (row.kind != TrackKind::Property || row.label == key.property) &&
                        std::find(row.keyFrames.begin(), row.keyFrames.end(), key.frame) != row.keyFrames.end())
                        shown.push_back(key);
    return shown;
}

std::string deleteKeys(std::vector<AnimationClip>& clips, const std::string& name, const std::vector<KeyRef>& keys) {
    AnimationClip* clip = nullptr;
    std::vector<std::pair<Track*, std::size_t>> found;
    if (std::string why = findKeys(clips, name, keys, clip, found); !why.empty()) return why;
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
    AnimationClip* clip = nullptr;
    std::vector<std::pair<Track*, std::size_t>> found;
    if (std::string why = findKeys(clips, name, keys, clip, found); !why.empty()) return why;
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

Easing customCurve(const Easing& from, float height1, float height2) {
    const auto height = [](float h) { return std::round(std::clamp(h, -2.0f, 3.0f) * 1000.0f) / 1000.0f; };
    Easing curve{TweenType::Custom, true, {Vec2{0, 0}, Vec2{0.333f, 0}, Vec2{0.667f, 0}, Vec2{1, 1}}};
    if (from.type == TweenType::Custom && from.hasPoints) curve.points = from.points;
    curve.points[0] = Vec2{0, 0};
    curve.points[3] = Vec2{1, 1};
    curve.points[1].y = height(height1);
    curve.points[2].y = height(height2);
    return curve;
}

std::string setKeysTween(std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys,
                         bool tween) {
    return editKeys(clips, clip, keys, [&](Keyframe& k) { k.tween = tween; });
}

std::string setKey(std::vector<AnimationClip>& clips, const std::string& name, const KeyRef& key,
                   const PropertyValue& value) {
    AnimationClip* clip = findClip(clips, name);
    if (!clip) return "no clip named \"" + name + "\"";
    if (key.kind != TrackKind::Property || key.property.empty()) return "only property tracks take a value";
    if (key.frame < 0 || key.frame > clip->length)
        return "frame " + std::to_string(key.frame) + " is outside the clip (0 to " + std::to_string(clip->length) +
               ")";
    Track& track = trackFor(*clip, key);
    for (Keyframe& k : track.keys)
        if (k.frame == key.frame) {  // a key there keeps its easing and Tween
            k.value = value;
            return {};
        }
    placeKey(track, Keyframe{key.frame, value, true, Easing{}, {}});
    return {};
}

std::string copyKeys(const std::vector<AnimationClip>& clips, const std::string& name, const std::vector<KeyRef>& keys,
                     CopiedKeys& copied) {
    const AnimationClip* clip = findClip(clips, name);
    if (!clip) return "no clip named \"" + name + "\"";
    if (keys.empty()) return "no keys are selected";
    for (const KeyRef& key : keys)
        if (!findKey(clips, name, key)) return "clip \"" + name + "\" has no " + describe(key);
    CopiedKeys result;
    int earliest = keys.front().frame;
    for (const KeyRef& key : keys) earliest = std::min(earliest, key.frame);
    for (const Track& track : clip->tracks)
        for (const Keyframe& k : track.keys) {
            const KeyRef ref{track.node, track.kind, track.property, k.frame};
            if (std::find(keys.begin(), keys.end(), ref) == keys.end()) continue;
            CopiedKeys::Entry entry{ref, k};
            entry.track.frame = entry.key.frame = k.frame - earliest;
            result.entries.push_back(std::move(entry));
        }
    copied = std::move(result);
    return {};
}

std::string pasteKeys(std::vector<AnimationClip>& clips, const std::string& name, const CopiedKeys& copied, int frame,
                      NodeId onto, std::vector<KeyRef>& pasted) {
    AnimationClip* clip = findClip(clips, name);
    if (!clip) return "no clip named \"" + name + "\"";
    if (copied.entries.empty()) return "no keys are copied";
    if (frame < 0) return "keys cannot be pasted before frame 0";
    long long last = 0;
    for (const CopiedKeys::Entry& e : copied.entries) last = std::max(last, (long long)frame + e.key.frame);
    if (last > clip->length)
        return "the pasted keys would reach frame " + std::to_string(last) + ", past the clip's last frame (" +
               std::to_string(clip->length) + ")";
    const bool oneNode = std::all_of(copied.entries.begin(), copied.entries.end(), [&](const CopiedKeys::Entry& e) {
        return e.track.node == copied.entries.front().track.node;
    });
    std::vector<KeyRef> placed;
    for (const CopiedKeys::Entry& e : copied.entries) {
        KeyRef at = e.track;
        at.frame = frame + e.key.frame;
        if (oneNode && onto) at.node = onto;
        Keyframe key = e.key;
        key.frame = at.frame;
        placeKey(trackFor(*clip, at), std::move(key));
        placed.push_back(std::move(at));
    }
    pasted = std::move(placed);
    return {};
}

std::optional<PropertyValue> clipValueAt(const std::vector<AnimationClip>& clips, const std::string& clip, NodeId node,
                                         const PropertyDescriptor& property, int frame) {
    const Track* track = findTrack(clips, clip, KeyRef{node, TrackKind::Property, property.key, frame});
    if (!track || track->keys.empty()) return std::nullopt;
    return keyedValueAt(*track, property, frame);
}

std::string recordKey(std::vector<AnimationClip>& clips, const std::string& name, const KeyRef& key,
                      const PropertyValue& before, const PropertyValue& after) {
    if (!findClip(clips, name)) return "no clip named \"" + name + "\"";
    const Track* track = findTrack(clips, name, key);
    if ((!track || track->keys.empty()) && key.frame > 0) {
        KeyRef start = key;
        start.frame = 0;
        if (std::string why = setKey(clips, name, start, before); !why.empty()) return why;
    }
    return setKey(clips, name, key, after);
}

std::string toggleKey(std::vector<AnimationClip>& clips, const std::string& name, const KeyRef& key,
                      const PropertyDescriptor& property) {
    if (findKey(clips, name, key)) return deleteKeys(clips, name, {key});
    if (!findClip(clips, name)) return "no clip named \"" + name + "\"";
    if (const Track* t = findTrack(clips, name, key))
        return setKey(clips, name, key, keyedValueAt(*t, property, key.frame));
    return "clip \"" + name + "\" does not key " + key.property;
}

std::vector<std::string> keyableProperties(const NodeTypeRegistry& types, const Node& node) {
    std::vector<std::string> keys;
    for (const PropertyDescriptor& d : types.typeOf(node).properties()) {
        switch (d.kind) {
        case ValueKind::Bool:
        case ValueKind::Int:
        case ValueKind::Float:
        case ValueKind::Point:
        case ValueKind::Extent:
        case ValueKind::Color:
        case ValueKind::Enum:
            if (d.key != "tag") keys.push_back(d.key);
            break;
        case ValueKind::Region:
        case ValueKind::String:
        case ValueKind::AssetPath: break;
        }
    }
    return keys;
}

KeyableSnapshot keyableSnapshot(const NodeTypeRegistry& types, const Node& node) {
    KeyableSnapshot snapshot{node.id(), {}};
    const NodeType& type = types.typeOf(node);
    for (const std::string& key : keyableProperties(types, node))
        snapshot.values.emplace_back(key, type.find(key)->get(node));
    return snapshot;
}

std::vector<std::string> editedProperties(const NodeTypeRegistry& types, const Node& node,
                                          const KeyableSnapshot& before) {
    const NodeType& type = types.typeOf(node);
    std::vector<std::string> changed;
    for (const auto& [key, value] : before.values)
        if (const PropertyDescriptor* d = type.find(key); d && !(d->get(node) == value)) changed.push_back(key);
    auto has = [&](const std::string& key) { return std::find(changed.begin(), changed.end(), key) != changed.end(); };
    // Keys measured again after an edit followed it; they neither count nor imply.
    std::vector<std::string> measured;
    for (const std::string& key : changed) {
        const std::vector<std::string>& m = type.find(key)->links.measured;
        measured.insert(measured.end(), m.begin(), m.end());
    }
    std::erase_if(changed, [&](const std::string& key) {
        return std::find(measured.begin(), measured.end(), key) != measured.end();
    });
    std::vector<std::string> implied;
    for (const std::string& key : changed) {
        const std::vector<std::string>& linked = type.find(key)->links.keys;
        // Every key it sets changed with it, or none did: it was edited, they followed or
        // kept their values. Else one of them was edited and this one only reads it
        // (rotation reads skew X).
        if (std::all_of(linked.begin(), linked.end(), has))
            implied.insert(implied.end(), linked.begin(), linked.end());
        else if (std::any_of(linked.begin(), linked.end(), has))
            implied.push_back(key);
    }
    std::erase_if(changed, [&](const std::string& key) {
        return std::find(implied.begin(), implied.end(), key) != implied.end();
    });
    // Two views of one value (position and normalizedPosition): the one the node saves.
    auto saved = [&](const std::string& key) {
        const PropertyDescriptor* d = type.find(key);
        return !d->saveWhen || d->saveWhen(node);
    };
    if (std::any_of(changed.begin(), changed.end(), saved))
        std::erase_if(changed, [&](const std::string& key) { return !saved(key); });
    return changed;
}

bool mirrorEdits(const NodeTypeRegistry& types, const Scene& scene, const std::vector<KeyableSnapshot>& before,
                 const std::function<Node*(NodeId)>& copyOf) {
    bool copied = false;
    for (const KeyableSnapshot& snapshot : before) {
        const Node* node = scene.findNode(snapshot.node);
        Node* copy = node ? copyOf(snapshot.node) : nullptr;
        if (!copy) continue;
        const NodeType& type = types.typeOf(*node);
        for (const std::string& key : editedProperties(types, *node, snapshot)) {
            const PropertyDescriptor* d = type.find(key);
            PropertyContext context;  // keyable values name no asset
            if (d && d->set(*copy, d->get(*node), context).empty()) copied = true;
        }
    }
    return copied;
}

namespace {
std::string checkNewName(const std::vector<AnimationClip>& clips, const std::string& name) {
    if (name.empty()) return "a clip needs a name";
    for (const AnimationClip& c : clips)
        if (c.name == name) return "there is already a clip named \"" + name + "\"";
    return {};
}
}  // namespace

std::string addClip(std::vector<AnimationClip>& clips, const std::string& name, int length) {
    if (std::string why = checkNewName(clips, name); !why.empty()) return why;
    if (length < 1) return "a clip lasts at least one frame";
    AnimationClip clip;
    clip.name = name;
    clip.length = length;
    clips.push_back(std::move(clip));
    return {};
}

std::string renameClip(std::vector<AnimationClip>& clips, const std::string& from, const std::string& to) {
    AnimationClip* clip = findClip(clips, from);
    if (!clip) return "no clip named \"" + from + "\"";
    if (from == to) return {};
    if (std::string why = checkNewName(clips, to); !why.empty()) return why;
    clip->name = to;
    return {};
}

std::string duplicateClip(std::vector<AnimationClip>& clips, const std::string& name, const std::string& copyName) {
    AnimationClip* clip = findClip(clips, name);
    if (!clip) return "no clip named \"" + name + "\"";
    if (std::string why = checkNewName(clips, copyName); !why.empty()) return why;
    AnimationClip copy = *clip;
    copy.name = copyName;
    copy.autoplay = false;    // one clip autoplays
    copy.startFrame.reset();  // the copy has no place on a Studio timeline of its own
    clips.push_back(std::move(copy));
    return {};
}

std::string deleteClip(std::vector<AnimationClip>& clips, const std::string& name) {
    if (!findClip(clips, name)) return "no clip named \"" + name + "\"";
    std::erase_if(clips, [&](const AnimationClip& c) { return c.name == name; });
    return {};
}

std::string unusedClipName(const std::vector<AnimationClip>& clips, const std::string& base) {
    for (int n = 2;; ++n) {
        std::string name = base + " " + std::to_string(n);
        if (checkNewName(clips, name).empty()) return name;
    }
}

ClipSettings clipSettings(const AnimationClip& clip) {
    return {clip.length, clip.speed, clip.loop, clip.autoplay, clip.startFrame};
}

std::string setClipSettings(std::vector<AnimationClip>& clips, const std::string& name, const ClipSettings& settings) {
    AnimationClip* clip = findClip(clips, name);
    if (!clip) return "no clip named \"" + name + "\"";
    if (settings.length < 1) return "a clip lasts at least one frame";
    if (!(settings.speed > 0.0f)) return "the speed must be above 0";
    for (const Track& t : clip->tracks)
        if (!t.keys.empty() && t.keys.back().frame > settings.length)
            return "a key at frame " + std::to_string(t.keys.back().frame) + " would be past the clip's end";
    // The range a scene file accepts (AnimationLimits::maxFrames), so that a save reads back.
    const int maxFrames = AnimationLimits{}.maxFrames;
    if (settings.startFrame && (*settings.startFrame < 0 || *settings.startFrame > maxFrames))
        return "the start frame must be between 0 and " + std::to_string(maxFrames);
    clip->length = settings.length;
    clip->startFrame = settings.startFrame;
    clip->speed = settings.speed;
    clip->loop = settings.loop;
    if (settings.autoplay)
        for (AnimationClip& other : clips) other.autoplay = false;
    clip->autoplay = settings.autoplay;
    return {};
}

SetClipsCommand::SetClipsCommand(std::vector<AnimationClip> clips, std::string label, std::uint64_t mergeKey)
    : m_after(std::move(clips)), m_label(std::move(label)), m_mergeKey(mergeKey) {}

bool SetClipsCommand::apply(Document& doc) {
    if (!m_captured) {
        m_before = sceneAnimations(doc.scene(), doc.fileData());
        m_captured = true;
    }
    m_error = setSceneAnimations(doc.scene(), doc.fileData(), m_after);
    return m_error.empty();
}

bool SetClipsCommand::revert(Document& doc) {
    return setSceneAnimations(doc.scene(), doc.fileData(), m_before).empty();
}

bool SetClipsCommand::mergeWith(const Command& next) {
    const auto* other = dynamic_cast<const SetClipsCommand*>(&next);
    if (!other || m_mergeKey == 0 || other->m_mergeKey != m_mergeKey) return false;
    m_after = other->m_after;
    return true;
}

}  // namespace diorama
