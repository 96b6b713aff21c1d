// Clips laid end to end on one timeline. Each clip becomes exact in cocos where three
// things hold, which the export makes hold:
// - every property a clip keys has a key at or before its first frame and at or after its
//   last, so no other clip's key shapes its frames (a copy of the first or last key, which
//   changes nothing: values hold beyond keys);
// - a property that other clips key and this one does not is held at the node's own value,
//   as a freshly loaded scene shows it while this clip plays;
// - each clip's keys, with those outside its range, sit apart from the next clip's.
// Events and nested-clip keys act only when entered: those inside the range are written.
// Clips a Studio import placed (AnimationClip::startFrame) go back to their places
// instead, when that is exact too (placeAtStudioStarts).
#include "studio_timelines.h"

#include "diorama/scene/scene.h"
#include "diorama/serialization/node_path.h"
#include "diorama/types/node_type.h"

#include <algorithm>
#include <map>
#include <set>
#include <string_view>

namespace diorama::cocostudio {

namespace {

// A Studio timeline property and the registry keys its frames say, in their order.
struct Group {
    const char* property;
    const char* element;
    std::vector<std::string> keys;
    bool eased = true;  // cocos reads no easing for Alpha and BlendFunc frames
};

const std::vector<Group>& groups() {
    static const std::vector<Group> kGroups = {
        {"Position", "PointFrame", {"position"}},
        {"Scale", "ScaleFrame", {"scaleX", "scaleY"}},
        {"RotationSkew", "ScaleFrame", {"rotationSkewX", "rotationSkewY"}},
        {"RotationSkew", "ScaleFrame", {"rotation"}},  // both skews at once
        {"AnchorPoint", "ScaleFrame", {"anchorPoint"}},
        {"CColor", "ColorFrame", {"color"}},
        {"Alpha", "IntFrame", {"opacity"}, false},
        {"ZOrder", "IntFrame", {"localZOrder"}},
        {"VisibleForFrame", "BoolFrame", {"visible"}},
        {"BlendFunc", "BlendFuncFrame", {"blend"}, false},
        {"FileData", "TextureFrame", {"spriteFrame", "atlas"}},
        {"FileData", "TextureFrame", {"texture"}},
    };
    return kGroups;
}

const Group* groupOf(const std::string& key) {
    for (const Group& g : groups())
        if (std::find(g.keys.begin(), g.keys.end(), key) != g.keys.end()) return &g;
    return nullptr;
}

struct Prepared {
    NodeId node;
    const Group* group;
    std::vector<StudioFrame> frames;  // the clip's own frame numbers
    // The copies of the first and last key that bracket the range, and a whole held
    // property: what laying clips end to end adds, and what clips in their Studio places
    // do without.
    bool paddedFront = false, paddedBack = false, held = false;
};

struct ClipPlan {
    const AnimationClip* clip;
    std::vector<Prepared> keyed;  // property groups
    std::vector<Prepared> acts;   // FrameEvent and ActionValue, inside the range
    int low = 0, high = 0;        // frames the clip's keys span, with its range
};

class Builder {
public:
    Builder(const Scene& scene, const TimelineTargets& targets) : m_scene(scene), m_targets(targets) {}

    std::optional<StudioAnimation> build(const std::vector<AnimationClip>& clips);

private:
    const PropertyDescriptor* descriptor(const Node& node, const std::string& key) const {
        return m_targets.types->typeOf(node).find(key);
    }
    std::string pathOf(NodeId id) const {
        const Node* n = m_scene.findNode(id);
        return n && n->parent() ? nodePathBelow(m_scene, *n) : std::string();
    }
    void issue(const AnimationClip& clip, NodeId node, const std::string& what, const std::string& why) {
        if (m_said.insert(clip.name + "|" + what + "|" + why).second)
            m_targets.issue(pathOf(node), "animations." + clip.name + (what.empty() ? "" : "." + what), why);
    }
    StudioFrame frameOf(const Group& group, const Node& node, int frame, const std::vector<PropertyValue>& values);
    std::optional<Prepared> prepare(const AnimationClip& clip, const Node& node, const Group& group,
                                    const std::vector<const Track*>& tracks);
    Prepared held(const AnimationClip& clip, const Node& node, const Group& group);
    static StudioFrame placed(StudioFrame frame, int offset);
    static std::string actProperty(const Prepared& p) {
        return p.frames.front().element == "EventFrame" ? "FrameEvent" : "ActionValue";
    }
    StudioTimeline& timelineFor(StudioAnimation& animation, std::map<std::pair<int, std::string>, std::size_t>& index,
                                NodeId node, const std::string& property);
    StudioAnimation placeEndToEnd(const std::vector<ClipPlan>& plans);
    std::optional<StudioAnimation> placeAtStudioStarts(const std::vector<ClipPlan>& plans);

    const Scene& m_scene;
    const TimelineTargets& m_targets;
    std::set<std::string> m_said;
};

StudioFrame Builder::frameOf(const Group& group, const Node& node, int frame, const std::vector<PropertyValue>& v) {
    StudioFrame f;
    f.element = group.element;
    f.frameIndex = frame;
    f.attributes.set("FrameIndex", std::to_string(frame));
    const std::string property = group.property;
    const auto pairOf = [&](const PropertyValue& a, const PropertyValue& b) {
        f.attributes.set("X", studioNumber(std::get<float>(a)));
        f.attributes.set("Y", studioNumber(std::get<float>(b)));
    };
    if (property == "Position" || property == "AnchorPoint") {
        const Vec2 p = std::get<Vec2>(v[0]);
        f.attributes.set("X", studioNumber(p.x));
        f.attributes.set("Y", studioNumber(p.y));
    } else if (property == "Scale" || property == "RotationSkew") {
        pairOf(v[0], v.size() > 1 ? v[1] : v[0]);
    } else if (property == "CColor") {
        const Color3B c = std::get<Color3B>(v[0]);
        f.attributes.set("Alpha", "255");
        StudioElement color{"Color", {}};
        color.attributes.set("A", "255");
        color.attributes.set("R", std::to_string(c.r));
        color.attributes.set("G", std::to_string(c.g));
        color.attributes.set("B", std::to_string(c.b));
        f.children.push_back(std::move(color));
    } else if (property == "Alpha" || property == "ZOrder") {
        f.attributes.set("Value", std::to_string(std::get<int>(v[0])));
    } else if (property == "VisibleForFrame") {
        f.attributes.set("Value", studioBool(std::get<bool>(v[0])));
    } else if (property == "BlendFunc") {
        const int mode = std::clamp(std::get<int>(v[0]), 0, 3);
        f.attributes.set("Src", std::to_string(kStudioBlendFunctions[mode][0]));
        f.attributes.set("Dst", std::to_string(kStudioBlendFunctions[mode][1]));
    } else if (property == "FileData") {
        StudioElement file{"TextureFile", {}};
        const std::string path = pathOf(node.id());
        if (group.keys.front() == "texture") {
            file.attributes.set("Type", "Normal");
            const std::string& image = std::get<std::string>(v[0]);
            file.attributes.set("Path", image.empty() ? image : m_targets.resourcePath(image, path, "texture"));
            file.attributes.set("Plist", "");
        } else {
            file.attributes.set("Type", "PlistSubImage");
            file.attributes.set("Path", std::get<std::string>(v[0]));
            const std::string& sheet = std::get<std::string>(v[1]);
            file.attributes.set("Plist", sheet.empty() ? sheet : m_targets.resourcePath(sheet, path, "atlas"));
        }
        f.children.push_back(std::move(file));
    }
    return f;
}

std::optional<Prepared> Builder::prepare(const AnimationClip& clip, const Node& node, const Group& group,
                                         const std::vector<const Track*>& tracks) {
    std::set<int> frames;
    for (const Track* t : tracks)
        if (t)
            for (const Keyframe& k : t->keys) frames.insert(k.frame);
    if (frames.empty()) return std::nullopt;
    Prepared out{node.id(), &group, {}};
    bool exact = true;
    for (int frame : frames) {
        std::vector<PropertyValue> values;
        const Keyframe* lead = nullptr;
        for (std::size_t i = 0; i < group.keys.size(); ++i) {
            const PropertyDescriptor* d = descriptor(node, group.keys[i]);
            if (!d) return std::nullopt;  // the reader lets no clip key what the node's type lacks
            if (!tracks[i]) {
                values.push_back(d->get(node));  // not keyed: the node's own value throughout
                continue;
            }
            values.push_back(keyedValueAt(*tracks[i], *d, frame));
            const auto at = std::find_if(tracks[i]->keys.begin(), tracks[i]->keys.end(),
                                         [&](const Keyframe& k) { return k.frame == frame; });
            if (at == tracks[i]->keys.end())
                exact = false;
            else if (!lead)
                lead = &*at;
            else if (lead->tween != at->tween || !(lead->easing == at->easing))
                exact = false;
        }
        StudioFrame f = frameOf(group, node, frame, values);
        f.tween = lead->tween;
        if (!f.tween) f.attributes.set("Tween", "False");
        if (group.eased && lead->easing.type != TweenType::Linear) {
            f.hasEasing = true;
            f.easingType = int(lead->easing.type);
            if (lead->easing.hasPoints)
                for (const Vec2& p : lead->easing.points) f.easingPoints.insert(f.easingPoints.end(), {p.x, p.y});
        }
        if (!group.eased && lead->tween && lead->easing.type != TweenType::Linear && frame != *frames.rbegin())
            issue(clip, node.id(), group.keys.front(),
                  std::string(group.property) + " keys play without easing in cocos: exported linear");
        out.frames.push_back(std::move(f));
    }
    if (!exact)
        issue(clip, node.id(), group.keys.front(),
              "its " + std::string(group.property) +
                  " keys differ in frames, Tween or easing between its parts, which cocos tweens as one timeline: "
                  "exported at the frames of both, with the first part's easing");
    // Copies of the first and last key bracket the clip's range (values hold beyond keys).
    if (out.frames.front().frameIndex > 0) {
        StudioFrame first = out.frames.front();
        first.frameIndex = 0;
        first.attributes.set("FrameIndex", "0");
        first.tween = false;
        first.attributes.set("Tween", "False");
        first.hasEasing = false;
        first.easingPoints.clear();
        out.frames.insert(out.frames.begin(), std::move(first));
        out.paddedFront = true;
    }
    if (out.frames.back().frameIndex < clip.length) {
        StudioFrame last = out.frames.back();
        last.frameIndex = clip.length;
        last.attributes.set("FrameIndex", std::to_string(clip.length));
        out.frames.push_back(std::move(last));
        out.paddedBack = true;
    }
    return out;
}

// A property other clips key, held at the node's own value through this clip.
Prepared Builder::held(const AnimationClip& clip, const Node& node, const Group& group) {
    std::vector<PropertyValue> values;
    for (const std::string& key : group.keys) values.push_back(descriptor(node, key)->get(node));
    Prepared out{node.id(), &group, {}};
    out.held = true;
    for (int frame : {0, clip.length}) {
        StudioFrame f = frameOf(group, node, frame, values);
        f.tween = false;
        f.attributes.set("Tween", "False");
        out.frames.push_back(std::move(f));
        if (clip.length == 0) break;
    }
    return out;
}

std::optional<StudioAnimation> Builder::build(const std::vector<AnimationClip>& clips) {
    if (clips.empty()) return std::nullopt;
    std::vector<ClipPlan> plans;
    for (const AnimationClip& clip : clips) {
        ClipPlan plan{&clip, {}, {}, 0, clip.length};
        if (clip.frameRate != 60.0f)
            issue(clip, {}, "frameRate",
                  "plays at " + studioNumber(clip.frameRate) + " frames a second; cocos plays 60: exported as 60");
        if (clip.speed != clips.front().speed)
            issue(clip, {}, "speed",
                  "a Studio file has one speed for all its clips: exported at " + studioNumber(clips.front().speed));
        if (clip.autoplay) issue(clip, {}, "autoplay", "cocos starts no clip by itself: the game must play it");
        // Tracks by node and group, in the order the clip first names them.
        std::vector<std::pair<NodeId, const Group*>> order;
        std::map<std::pair<NodeId, const Group*>, std::vector<const Track*>> byGroup;
        for (const Track& track : clip.tracks) {
            const Node* node = m_scene.findNode(track.node);
            if (!node || !m_targets.node(track.node)) {
                issue(clip, track.node, track.property,
                      "its node is not written to the Studio file (inside a nested scene or drawn by its parent)");
                continue;
            }
            if (track.kind != TrackKind::Property) {
                Prepared act{track.node, nullptr, {}};
                for (const Keyframe& k : track.keys) {
                    if (k.frame < 0 || k.frame > clip.length) continue;
                    StudioFrame f;
                    f.frameIndex = k.frame;
                    f.attributes.set("FrameIndex", std::to_string(k.frame));
                    f.attributes.set("Tween", "False");
                    if (track.kind == TrackKind::Event) {
                        f.element = "EventFrame";
                        f.attributes.set("Value", std::get<std::string>(k.value));
                    } else {
                        f.element = "InnerActionFrame";
                        f.attributes.set("InnerActionType", k.nested.play == NestedClipKey::Play::Loop ? "LoopAction"
                                                            : k.nested.play == NestedClipKey::Play::Once
                                                                ? "NoLoopAction"
                                                                : "SingleFrame");
                        f.attributes.set("CurrentAniamtionName", k.nested.clip.empty() ? "-- ALL --" : k.nested.clip);
                        f.attributes.set("SingleFrameIndex", std::to_string(k.nested.frame));
                    }
                    act.frames.push_back(std::move(f));
                }
                if (!act.frames.empty()) plan.acts.push_back(std::move(act));
                continue;
            }
            const Group* group = groupOf(track.property);
            if (!group) {
                issue(clip, track.node, track.property, "cocos has no timeline for " + track.property + ": left out");
                continue;
            }
            const auto key = std::make_pair(track.node, group);
            auto& slots = byGroup[key];
            if (slots.empty()) {
                slots.assign(group->keys.size(), nullptr);
                order.push_back(key);
            }
            const auto at = std::find(group->keys.begin(), group->keys.end(), track.property);
            slots[std::size_t(at - group->keys.begin())] = &track;
        }
        for (const auto& key : order) {
            const Node& node = *m_scene.findNode(key.first);
            std::vector<const Track*>& slots = byGroup[key];
            if (key.second->keys.front() == "spriteFrame" && !slots[0]) {
                issue(clip, key.first, "atlas", "a sheet keyed without its frame is left out (key spriteFrame too)");
                continue;
            }
            // One Studio timeline per property: rotation beside the skews, an image beside
            // sheet frames.
            if (const auto other = std::find_if(plan.keyed.begin(), plan.keyed.end(),
                                                [&](const Prepared& p) {
                                                    return p.node == key.first &&
                                                           std::string_view(p.group->property) == key.second->property;
                                                });
                other != plan.keyed.end()) {
                issue(clip, key.first, key.second->keys.front(),
                      "keys " + key.second->keys.front() + " beside " + other->group->keys.front() +
                          ", which one Studio " + key.second->property + " timeline cannot say: left out");
                continue;
            }
            if (auto prepared = prepare(clip, node, *key.second, slots)) plan.keyed.push_back(std::move(*prepared));
        }
        for (const Prepared& p : plan.keyed) {
            plan.low = std::min(plan.low, p.frames.front().frameIndex);
            plan.high = std::max(plan.high, p.frames.back().frameIndex);
        }
        plans.push_back(std::move(plan));
    }
    // What any clip keys, every clip says (by Studio property: one timeline each).
    const auto sameTimeline = [](const Prepared& p, NodeId node, const Group* group) {
        return p.node == node && std::string_view(p.group->property) == group->property;
    };
    std::vector<std::pair<NodeId, const Group*>> everywhere;
    for (const ClipPlan& plan : plans)
        for (const Prepared& p : plan.keyed)
            if (std::none_of(everywhere.begin(), everywhere.end(), [&](const auto& e) {
                    return e.first == p.node && std::string_view(e.second->property) == p.group->property;
                }))
                everywhere.emplace_back(p.node, p.group);
    for (ClipPlan& plan : plans)
        for (const auto& entry : everywhere)  // not a structured binding: clang 14 cannot capture one
            if (std::none_of(plan.keyed.begin(), plan.keyed.end(),
                             [&](const Prepared& p) { return sameTimeline(p, entry.first, entry.second); }))
                plan.keyed.push_back(held(*plan.clip, *m_scene.findNode(entry.first), *entry.second));

    std::optional<StudioAnimation> animation = placeAtStudioStarts(plans);
    if (!animation) animation = placeEndToEnd(plans);
    animation->speed = clips.front().speed;
    for (StudioTimeline& t : animation->timelines)
        std::stable_sort(t.frames.begin(), t.frames.end(),
                         [](const StudioFrame& a, const StudioFrame& b) { return a.frameIndex < b.frameIndex; });
    // One clip that is the whole timeline is what a Studio file without clips imports as.
    if (animation->infos.size() == 1 && animation->infos[0].name == "timeline" && animation->infos[0].startIndex == 0 &&
        animation->infos[0].endIndex == animation->duration)
        animation->infos.clear();
    return animation;
}

StudioFrame Builder::placed(StudioFrame f, int offset) {
    f.frameIndex += offset;
    f.attributes.set("FrameIndex", std::to_string(f.frameIndex));
    return f;
}

StudioTimeline& Builder::timelineFor(StudioAnimation& animation,
                                     std::map<std::pair<int, std::string>, std::size_t>& index, NodeId node,
                                     const std::string& property) {
    const int tag = m_targets.actionTag(*m_targets.node(node));
    auto [at, fresh] = index.try_emplace({tag, property}, animation.timelines.size());
    if (fresh) animation.timelines.push_back({tag, property, {}});
    return animation.timelines[at->second];
}

StudioAnimation Builder::placeEndToEnd(const std::vector<ClipPlan>& plans) {
    StudioAnimation animation;
    std::map<std::pair<int, std::string>, std::size_t> timelineOf;
    int offset = 0;
    for (std::size_t i = 0; i < plans.size(); ++i) {
        const ClipPlan& plan = plans[i];
        offset = i == 0 ? -plan.low : offset + plans[i - 1].high + 1 - plan.low;
        animation.infos.push_back({plan.clip->name, offset, offset + plan.clip->length});
        animation.duration = std::max(animation.duration, offset + plan.high);
        const auto place = [&](const Prepared& p, const std::string& property) {
            StudioTimeline& timeline = timelineFor(animation, timelineOf, p.node, property);
            for (const StudioFrame& f : p.frames) timeline.frames.push_back(placed(f, offset));
        };
        for (const Prepared& p : plan.keyed) place(p, p.group->property);
        for (const Prepared& p : plan.acts) place(p, actProperty(p));
    }
    return animation;
}

bool sameFrame(const StudioFrame& a, const StudioFrame& b) {
    const auto sameElements = [](const std::vector<StudioElement>& x, const std::vector<StudioElement>& y) {
        return std::equal(x.begin(), x.end(), y.begin(), y.end(), [](const StudioElement& e, const StudioElement& f) {
            return e.name == f.name && e.attributes.items() == f.attributes.items();
        });
    };
    return a.element == b.element && a.frameIndex == b.frameIndex && a.attributes.items() == b.attributes.items() &&
           sameElements(a.children, b.children) && a.hasEasing == b.hasEasing && a.easingType == b.easingType &&
           a.easingPoints == b.easingPoints && a.tween == b.tween;
}

// The keys that decide every frame of [start, end] on a timeline sorted by frame: from the
// last key at or before `start` (or the first key) to the first key at or after `end` (or
// the last), since values hold beyond keys and tween between neighbours.
std::pair<std::size_t, std::size_t> window(const std::vector<StudioFrame>& frames, int start, int end) {
    std::size_t from = 0, to = frames.size();
    for (std::size_t i = 0; i < frames.size(); ++i)
        if (frames[i].frameIndex <= start) from = i;
    for (std::size_t i = frames.size(); i-- > 0;)
        if (frames[i].frameIndex >= end) to = i + 1;
    return {from, std::max(from, to)};
}

// Clips imported from Studio go back where Studio had them (AnimationInfo StartIndex), so
// that games playing by frame number still find them. Only when that is exact: every clip
// has its place, keys two clips share agree, and each clip's frames are decided by its own
// keys alone on the merged timeline. Otherwise null, and the clips are laid end to end.
std::optional<StudioAnimation> Builder::placeAtStudioStarts(const std::vector<ClipPlan>& plans) {
    for (const ClipPlan& plan : plans) {
        if (!plan.clip->startFrame) return std::nullopt;
        for (const Prepared& p : plan.keyed)
            if (p.held) return std::nullopt;
    }
    StudioAnimation animation;
    std::map<std::pair<int, std::string>, std::size_t> timelineOf;
    bool placeable = true;  // no key lands before frame 0
    // Each clip's own frames, placed, for the check below.
    std::vector<std::vector<std::pair<std::size_t, std::vector<StudioFrame>>>> own(plans.size());
    for (std::size_t i = 0; i < plans.size(); ++i) {
        const ClipPlan& plan = plans[i];
        const int offset = *plan.clip->startFrame;
        animation.infos.push_back({plan.clip->name, offset, offset + plan.clip->length});
        animation.duration = std::max(animation.duration, offset + plan.clip->length);
        const auto place = [&](const Prepared& p, const std::string& property) {
            StudioTimeline& timeline = timelineFor(animation, timelineOf, p.node, property);
            std::vector<StudioFrame> frames;
            for (std::size_t k = p.paddedFront ? 1 : 0; k < p.frames.size() - (p.paddedBack ? 1 : 0); ++k)
                frames.push_back(placed(p.frames[k], offset));
            if (!frames.empty() && frames.front().frameIndex < 0) placeable = false;
            for (const StudioFrame& f : frames) timeline.frames.push_back(f);
            own[i].emplace_back(std::size_t(&timeline - animation.timelines.data()), std::move(frames));
        };
        for (const Prepared& p : plan.keyed) place(p, p.group->property);
        for (const Prepared& p : plan.acts) place(p, actProperty(p));
    }
    if (!placeable) return std::nullopt;
    for (StudioTimeline& t : animation.timelines) {
        std::stable_sort(t.frames.begin(), t.frames.end(),
                         [](const StudioFrame& a, const StudioFrame& b) { return a.frameIndex < b.frameIndex; });
        // A key two clips share is written once; two different keys at one frame cannot be.
        std::vector<StudioFrame> merged;
        for (StudioFrame& f : t.frames) {
            if (!merged.empty() && merged.back().frameIndex == f.frameIndex) {
                if (!sameFrame(merged.back(), f)) return std::nullopt;
                continue;
            }
            merged.push_back(std::move(f));
        }
        t.frames = std::move(merged);
        if (!t.frames.empty()) animation.duration = std::max(animation.duration, t.frames.back().frameIndex);
    }
    for (std::size_t i = 0; i < plans.size(); ++i) {
        const int start = *plans[i].clip->startFrame, end = start + plans[i].clip->length;
        for (const auto& [timelineIndex, frames] : own[i]) {
            const std::vector<StudioFrame>& all = animation.timelines[timelineIndex].frames;
            const bool acts = all.front().element == "EventFrame" || all.front().element == "InnerActionFrame";
            // Events and nested-clip keys act when entered: the range's own must be all there are.
            const auto [from, to] = acts ? std::pair<std::size_t, std::size_t>{0, all.size()} : window(all, start, end);
            const auto [ownFrom, ownTo] =
                acts ? std::pair<std::size_t, std::size_t>{0, frames.size()} : window(frames, start, end);
            std::vector<const StudioFrame*> seen, expected;
            for (std::size_t k = from; k < to; ++k)
                if (!acts || (all[k].frameIndex >= start && all[k].frameIndex <= end)) seen.push_back(&all[k]);
            for (std::size_t k = ownFrom; k < ownTo; ++k)
                if (!acts || (frames[k].frameIndex >= start && frames[k].frameIndex <= end))
                    expected.push_back(&frames[k]);
            if (!std::equal(seen.begin(), seen.end(), expected.begin(), expected.end(),
                            [](const StudioFrame* a, const StudioFrame* b) { return sameFrame(*a, *b); }))
                return std::nullopt;
        }
    }
    return animation;
}
}  // namespace

std::optional<StudioAnimation> studioAnimation(const Scene& scene, const std::vector<AnimationClip>& clips,
                                               const TimelineTargets& targets) {
    return Builder(scene, targets).build(clips);
}

}  // namespace diorama::cocostudio
