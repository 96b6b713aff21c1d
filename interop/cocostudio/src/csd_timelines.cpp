// A file's timelines as clips (studio-timelines.md): each Timeline becomes tracks of
// registry keys on the node its ActionTag names, and each AnimationInfo a clip of its frame
// range, rebased to 0. A clip keeps the keys inside its range and, on each side where no
// key sits on the edge, the nearest key outside it: values hold beyond the last key and a
// segment depends only on its two keys, so the clip plays exactly as cocos plays that
// range of the one timeline. Events and ActionValue keys act only when entered, so only
// those inside the range are kept.
#include "csb_writer.h"
#include "diorama/nodes/instance.h"
#include "diorama/serialization/limits.h"
#include "diorama/serialization/node_path.h"
#include "importer.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <tuple>

namespace diorama::cocostudio {

namespace {

const int kMaxFrame = AnimationLimits{}.maxFrames;

// A frame's Tween, or a Bool frame's Value: true when absent, else only "True".
bool trueUnlessSaid(const pugi::xml_node& el, const char* attribute) {
    return std::strcmp(el.attribute(attribute).as_string("True"), "True") == 0;
}

}  // namespace

Easing Importer::easingOf(const CsdDocument& doc, const pugi::xml_node& frame) {
    Easing easing;
    const pugi::xml_node data = frame.child("EasingData");
    if (!data) return easing;
    // cocos' EasingData: Type -1 (custom, also when absent) through 30 (BounceInOut).
    easing.type = TweenType(integer(doc, data, "Type", -1, -1, 30));
    int i = 0;
    for (pugi::xml_node p = data.child("Points").child("PointF"); p && i < 4; p = p.next_sibling("PointF"), ++i) {
        easing.points[std::size_t(i)] = {number(doc, p, "X", 0), number(doc, p, "Y", 0)};
        easing.hasPoints = true;
    }
    return easing;
}

std::vector<std::pair<std::string, PropertyValue>> Importer::frameValues(const CsdDocument& doc,
                                                                         const pugi::xml_node& f,
                                                                         const std::string& property) {
    const auto x = [&] { return number(doc, f, "X", 0); };
    const auto y = [&] { return number(doc, f, "Y", 0); };
    if (property == "Position") return {{"position", Vec2{x(), y()}}};
    if (property == "Scale") return {{"scaleX", x()}, {"scaleY", y()}};
    if (property == "RotationSkew") return {{"rotationSkewX", x()}, {"rotationSkewY", y()}};
    if (property == "AnchorPoint") return {{"anchorPoint", Vec2{x(), y()}}};
    if (property == "CColor") return {{"color", color(doc, f.child("Color"), Color3B{0, 0, 0})}};
    if (property == "Alpha") return {{"opacity", integer(doc, f, "Value", 0, 0, 255)}};
    if (property == "ZOrder") return {{"localZOrder", integer(doc, f, "Value", 0, INT32_MIN, INT32_MAX)}};
    if (property == "VisibleForFrame") return {{"visible", trueUnlessSaid(f, "Value")}};
    return {};
}

std::vector<AnimationClip> Importer::timelineClips(const CsdDocument& doc) {
    if (!doc.animation) return {};
    const int duration = integer(doc, doc.animation, "Duration", 0, 0, kMaxFrame);
    const float speed = number(doc, doc.animation, "Speed", 1);
    std::vector<Track> whole;  // in the order the file first names them
    // Tracks by (node, kind, key), so that two timelines of one property merge as cocos
    // would apply both (the later one wins at each frame it sets). Indexed: a big file has
    // thousands of timelines.
    std::map<std::tuple<NodeId, TrackKind, std::string>, std::size_t> index;
    const auto trackFor = [&](Node& node, TrackKind kind, const std::string& key) -> Track& {
        const auto [at, fresh] = index.try_emplace({node.id(), kind, key}, whole.size());
        if (fresh) whole.push_back(Track{node.id(), kind, key, {}});
        return whole[at->second];
    };
    for (pugi::xml_node t = doc.animation.child("Timeline"); t; t = t.next_sibling("Timeline")) {
        const std::string property = t.attribute("Property").as_string();
        const int tag = integer(doc, t, "ActionTag", 0, INT32_MIN, INT32_MAX);
        auto found = m_byActionTag.find({&doc, tag});
        if (found == m_byActionTag.end()) {
            warn(doc, t, "",
                 "the " + property + " timeline of ActionTag " + std::to_string(tag) + " names no node: left out");
            continue;
        }
        Node* node = found->second.node;
        const std::string_view ctype = found->second.ctype;
        const std::string path =
            node == m_file->out->scene.get() ? std::string() : nodePathBelow(*m_file->out->scene, *node);
        // A ProjectNode with children of its own is a Node holding the Instance.
        if (property == "ActionValue" && node->typeName() != "Instance" && !node->children().empty() &&
            node->children().front()->typeName() == "Instance")
            node = node->children().front().get();
        for (pugi::xml_node f = t.first_child(); f; f = f.next_sibling()) {
            if (f.type() != pugi::node_element) continue;
            Keyframe key;
            key.frame = integer(doc, f, "FrameIndex", 0, 0, kMaxFrame);
            key.tween = trueUnlessSaid(f, "Tween");
            key.easing = easingOf(doc, f);
            const auto add = [&](TrackKind kind, const std::string& registryKey, PropertyValue value) {
                Keyframe k = key;
                k.value = std::move(value);
                Track& track = trackFor(*node, kind, registryKey);
                // Keys in frame order; a second key on one frame replaces the first.
                auto at = std::lower_bound(track.keys.begin(), track.keys.end(), k.frame,
                                           [](const Keyframe& a, int frame) { return a.frame < frame; });
                if (at != track.keys.end() && at->frame == k.frame)
                    *at = std::move(k);
                else
                    track.keys.insert(at, std::move(k));
            };
            if (property == "Alpha") key.easing = {};  // cocos reads no easing for Alpha frames
            if (auto values = frameValues(doc, f, property); !values.empty()) {
                for (auto& [registryKey, value] : values) add(TrackKind::Property, registryKey, std::move(value));
            } else if (property == "FrameEvent") {
                add(TrackKind::Event, "", std::string(f.attribute("Value").as_string()));
            } else if (property == "ActionValue") {
                if (node->typeName() != "Instance") {
                    warn(doc, t, path, "an ActionValue timeline on a node that shows no nested file: left out");
                    break;
                }
                const std::string type = f.attribute("InnerActionType").as_string("LoopAction");
                key.nested.play = type == "NoLoopAction"  ? NestedClipKey::Play::Once
                                  : type == "SingleFrame" ? NestedClipKey::Play::SingleFrame
                                                          : NestedClipKey::Play::Loop;
                key.nested.clip = f.attribute("CurrentAniamtionName").as_string();
                if (key.nested.clip == "-- ALL --") key.nested.clip.clear();  // Studio's whole timeline
                key.nested.frame = integer(doc, f, "SingleFrameIndex", 0, 0, kMaxFrame);
                add(TrackKind::NestedClip, "", std::string());
            } else if (property == "FileData") {
                if (ctype != "SpriteObjectData") {
                    warn(doc, t, path,
                         "a FileData timeline on a " + csbClassName(std::string(ctype), false) +
                             ": cocos' TextureFrame changes only a Sprite's image: left out");
                    break;
                }
                const pugi::xml_node texture = f.child("TextureFile");
                const std::string type = texture.attribute("Type").as_string("Normal");
                const std::string file = texture.attribute("Path").as_string();
                if (file.empty() || type == "Default") {
                    warn(doc, f, path,
                         "an image key without a project image (Studio's built-in) at frame " +
                             std::to_string(key.frame) + ": left out");
                    continue;
                }
                if (type == "PlistSubImage") {
                    const std::string plist = texture.attribute("Plist").as_string();
                    if (!locate(doc, texture, path, "sprite sheet", plist)) continue;
                    add(TrackKind::Property, "atlas", assetPath(plist));
                    add(TrackKind::Property, "spriteFrame", file);
                } else {
                    if (!locate(doc, texture, path, "image", file)) continue;
                    add(TrackKind::Property, "texture", assetPath(file));
                }
            } else if (property == "BlendFunc") {
                key.easing = {};
                const int src = integer(doc, f, "Src", 1, 0, 65535), dst = integer(doc, f, "Dst", 771, 0, 65535);
                const std::optional<int> mode = blendModeOf(src, dst);
                if (!mode)
                    warn(doc, f, path,
                         "blend function (" + std::to_string(src) + ", " + std::to_string(dst) + ") keyed as alpha");
                add(TrackKind::Property, "blend", mode.value_or(0));
            } else {
                warn(doc, t, path, "timeline property " + property + " has no Diorama property: left out");
                break;
            }
        }
    }
    whole.erase(std::remove_if(whole.begin(), whole.end(), [](const Track& t) { return t.keys.empty(); }), whole.end());
    if (whole.empty()) return {};

    struct Range {
        std::string name;
        int start, end;
    };
    std::vector<Range> ranges;
    for (pugi::xml_node info = doc.animationList.child("AnimationInfo"); info;
         info = info.next_sibling("AnimationInfo")) {
        const std::string name = info.attribute("Name").as_string();
        const int start = integer(doc, info, "StartIndex", 0, 0, kMaxFrame);
        const int end = integer(doc, info, "EndIndex", 0, 0, kMaxFrame);
        if (name.empty() || end < start ||
            std::any_of(ranges.begin(), ranges.end(), [&](const Range& r) { return r.name == name; })) {
            warn(doc, info, "",
                 "AnimationInfo '" + name + "' " + std::to_string(start) + ".." + std::to_string(end) +
                     (name.empty()  ? " has no name"
                      : end < start ? " ends before it starts"
                                    : " is named twice") +
                     ": left out");
            continue;
        }
        ranges.push_back({name, start, end});
    }
    const bool studioRanges = !ranges.empty();
    if (ranges.empty()) ranges.push_back({"timeline", 0, duration});  // the game plays the whole timeline

    std::vector<AnimationClip> clips;
    for (const Range& range : ranges) {
        AnimationClip clip;
        clip.name = range.name;
        clip.length = range.end - range.start;
        clip.speed = speed;
        if (studioRanges) clip.startFrame = range.start;  // an export puts it back there
        for (const Track& w : whole) {
            const std::vector<Keyframe>& keys = w.keys;
            const auto first = std::lower_bound(keys.begin(), keys.end(), range.start,
                                                [](const Keyframe& k, int frame) { return k.frame < frame; });
            const auto last = std::upper_bound(keys.begin(), keys.end(), range.end,
                                               [](int frame, const Keyframe& k) { return frame < k.frame; });
            auto from = first, to = last;
            if (w.kind == TrackKind::Property) {
                if (from != keys.begin() && (from == keys.end() || from->frame != range.start)) --from;
                if (to != keys.end() && (to == keys.begin() || std::prev(to)->frame != range.end)) ++to;
            }
            if (from == to) continue;
            Track track{w.node, w.kind, w.property, {}};
            for (auto k = from; k != to; ++k) {
                track.keys.push_back(*k);
                track.keys.back().frame -= range.start;
            }
            clip.tracks.push_back(std::move(track));
        }
        clips.push_back(std::move(clip));
    }
    return clips;
}

}  // namespace diorama::cocostudio
