// The "animations" key: checked where it stands (every error at its JSON pointer) and
// turned into runtime clips. docs/scene-format.md, "Animations", is the contract.
#include "diorama/nodes/instance.h"
#include "diorama/serialization/limits.h"
#include "diorama/serialization/scene_animations.h"

#include "animation_records.h"
#include "diorama/scene/scene.h"
#include "json_parse.h"
#include "reader_context.h"

#include <cmath>
#include <unordered_map>
#include <unordered_set>

namespace diorama {

namespace {

using detail::fail;
using detail::Json;
using detail::Where;

// File id → node, for the nodes the file itself describes (an Instance's content has the
// ids of its own source file, so it is not searched).
void indexFileIds(const Node& node, const SceneFileData& file, std::unordered_map<std::string, const Node*>& out) {
    if (const std::string& id = file.fileId(node.id()); !id.empty()) out.emplace(id, &node);
    if (node.typeName() == "Instance") return;
    for (auto& child : node.children()) indexFileIds(*child, file, out);
}

const char* const kClipKeys[] = {"name", "length", "frameRate", "speed", "loop", "autoplay", "startFrame", "tracks"};
const char* const kTrackKeys[] = {"node", "kind", "property", "keys"};
const char* const kKeyKeys[] = {"frame", "value", "tween", "easing", "play", "clip", "at"};

template <std::size_t N>
void onlyKeys(const Json& object, const char* const (&allowed)[N], const Where& where, const char* what) {
    for (auto it = object.begin(); it != object.end(); ++it) {
        bool known = false;
        for (const char* k : allowed) known = known || it.key() == k;
        if (!known) fail(Where(where, it.key()), std::string("unknown key in ") + what);
    }
}

const Json& object(const Json& v, const Where& where, const char* what) {
    if (!v.is_object()) fail(where, std::string("expected ") + what + " (an object), found " + v.type_name());
    return v;
}

const Json& array(const Json& v, const Where& where, const char* what) {
    if (!v.is_array()) fail(where, std::string("expected ") + what + " (an array), found " + v.type_name());
    return v;
}

bool boolean(const Json& v, const Where& where) {
    if (!v.is_boolean()) fail(where, "expected true or false");
    return v.get<bool>();
}

long long integer(const Json& v, const Where& where, long long min, long long max, const char* limit = nullptr) {
    if (!v.is_number_integer()) fail(where, "expected an integer, found " + json::quoteForMessage(v));
    const bool negativeHuge = v.is_number_unsigned() ? false : v.get<long long>() < min;
    const bool positiveHuge =
        v.is_number_unsigned() ? v.get<unsigned long long>() > (unsigned long long)(max) : v.get<long long>() > max;
    if (negativeHuge || positiveHuge)
        fail(where, std::string(limit ? std::string(limit) + " limit exceeded: " : std::string()) + "expected " +
                        std::to_string(min) + " to " + std::to_string(max));
    return v.get<long long>();
}

double positiveNumber(const Json& v, const Where& where, double max, bool zeroAllowed) {
    if (!v.is_number()) fail(where, "expected a number, found " + json::quoteForMessage(v));
    const double d = v.get<double>();
    if (!std::isfinite(d) || d < 0 || (!zeroAllowed && d == 0) || d > max)
        fail(where, std::string("expected a number ") + (zeroAllowed ? "from 0" : "above 0") + " up to " +
                        std::to_string(int(max)));
    return d;
}

std::string string(const Json& v, const Where& where) {
    if (!v.is_string()) fail(where, "expected a string, found " + json::quoteForMessage(v));
    return v.get<std::string>();
}

Easing readEasing(const Json& v, const Where& where) {
    Easing easing;
    const Json* type = &v;
    if (v.is_object()) {
        for (auto it = v.begin(); it != v.end(); ++it)
            if (it.key() != "type" && it.key() != "points") fail(Where(where, it.key()), "unknown key in an easing");
        const auto t = v.find("type");
        if (t == v.end()) fail(where, "missing required key \"type\"");
        type = &*t;
        if (const auto points = v.find("points"); points != v.end()) {
            const Where at(where, "points");
            if (!points->is_array() || points->size() != 4) fail(at, "expected 4 points [[x, y], ...]");
            for (std::size_t i = 0; i < 4; ++i) {
                const Json& p = (*points)[i];
                if (!p.is_array() || p.size() != 2 || !p[0].is_number() || !p[1].is_number() ||
                    !std::isfinite(p[0].get<double>()) || !std::isfinite(p[1].get<double>()))
                    fail(Where(at, i), "expected a point [x, y] of finite numbers");
                easing.points[i] = Vec2{p[0].get<float>(), p[1].get<float>()};
            }
            easing.hasPoints = true;
        }
    } else if (!v.is_string()) {
        fail(where, "expected an easing name or {\"type\": name, \"points\": [...]}");
    }
    if (!type->is_string() || !tweenTypeFromName(type->get<std::string>(), easing.type))
        fail(v.is_object() ? Where(where, "type").str() : where.str(),
             "unknown easing " + json::quoteForMessage(*type) + " (expected Linear, SineIn ... BounceInOut or Custom)");
    // An elastic key's period is its first point's x, which cocos divides by; ElasticInOut
    // alone replaces 0 with 0.45.
    const bool dividesByPeriod = easing.type == TweenType::ElasticIn || easing.type == TweenType::ElasticOut;
    if (dividesByPeriod && easing.hasPoints && std::fabs(easing.points[0].x) < 1e-6f)
        fail(Where(Where(where, "points"), 0),
             "expected a period (the first point's x) of at least 0.000001 in size (cocos divides by it)");
    return easing;
}

NestedClipKey::Play readPlay(const Json& v, const Where& where) {
    const std::string s = string(v, where);
    if (s == "loop") return NestedClipKey::Play::Loop;
    if (s == "once") return NestedClipKey::Play::Once;
    if (s == "frame") return NestedClipKey::Play::SingleFrame;
    fail(where, "expected \"loop\", \"once\" or \"frame\"");
}

TrackKind readKind(const Json& track, const Where& where) {
    const auto kind = track.find("kind");
    if (kind == track.end()) return TrackKind::Property;
    const std::string s = string(*kind, Where(where, "kind"));
    if (s == "property") return TrackKind::Property;
    if (s == "event") return TrackKind::Event;
    if (s == "nestedClip") return TrackKind::NestedClip;
    fail(Where(where, "kind"), "expected \"property\", \"event\" or \"nestedClip\"");
}

// Reads (and, given `state`, fully checks) one clip. Without `state` the clip was checked
// when the file was read.
struct ClipReader {
    detail::ReadState* state = nullptr;
    const NodeTypeRegistry& types;
    const std::unordered_map<std::string, const Node*>& nodes;
    AnimationLimits limits;
    std::size_t keyCount = 0;

    AnimationClip read(const Json& v, const Where& where) {
        object(v, where, "a clip");
        onlyKeys(v, kClipKeys, where, "a clip");
        AnimationClip clip;
        const auto name = v.find("name");
        if (name == v.end()) fail(where, "missing required key \"name\"");
        clip.name = string(*name, Where(where, "name"));
        if (clip.name.empty()) fail(Where(where, "name"), "a clip needs a name");
        const auto length = v.find("length");
        if (length == v.end()) fail(where, "missing required key \"length\"");
        clip.length = int(integer(*length, Where(where, "length"), 0, limits.maxFrames, "animation frame"));
        if (auto it = v.find("frameRate"); it != v.end())
            clip.frameRate = float(positiveNumber(*it, Where(where, "frameRate"), limits.maxFrameRate, false));
        if (auto it = v.find("speed"); it != v.end())
            clip.speed = float(positiveNumber(*it, Where(where, "speed"), limits.maxSpeed, true));
        if (auto it = v.find("loop"); it != v.end()) clip.loop = boolean(*it, Where(where, "loop"));
        if (auto it = v.find("autoplay"); it != v.end()) clip.autoplay = boolean(*it, Where(where, "autoplay"));
        if (auto it = v.find("startFrame"); it != v.end())
            clip.startFrame = int(integer(*it, Where(where, "startFrame"), 0, limits.maxFrames, "animation frame"));
        if (auto it = v.find("tracks"); it != v.end()) {
            const Where at(where, "tracks");
            array(*it, at, "a list of tracks");
            std::unordered_set<std::string> seen;
            for (std::size_t i = 0; i < it->size(); ++i) {
                std::optional<Track> track = readTrack((*it)[i], Where(at, i), seen);
                if (track) clip.tracks.push_back(std::move(*track));
            }
        }
        return clip;
    }

    std::optional<Track> readTrack(const Json& v, const Where& where, std::unordered_set<std::string>& seen) {
        object(v, where, "a track");
        onlyKeys(v, kTrackKeys, where, "a track");
        Track track;
        track.kind = readKind(v, where);
        const auto nodeIt = v.find("node");
        if (nodeIt == v.end()) fail(where, "missing required key \"node\"");
        const std::string fileId = string(*nodeIt, Where(where, "node"));
        const auto found = nodes.find(fileId);
        if (found == nodes.end()) {
            if (state)
                fail(Where(where, "node"), "no node has the id " + json::quoteForMessage(std::string_view(fileId)));
            return std::nullopt;  // the node went away after loading
        }
        const Node& node = *found->second;
        track.node = node.id();
        const PropertyDescriptor* property = nullptr;
        const auto propertyIt = v.find("property");
        if (track.kind == TrackKind::Property) {
            if (propertyIt == v.end()) fail(where, "missing required key \"property\"");
            track.property = string(*propertyIt, Where(where, "property"));
            property = types.typeOf(node).find(track.property);
            if (!property)
                fail(Where(where, "property"), "a " + std::string(node.typeName()) + " has no property " +
                                                   json::quoteForMessage(std::string_view(track.property)));
        } else if (propertyIt != v.end()) {
            fail(Where(where, "property"), "only property tracks name a property");
        }
        if (track.kind == TrackKind::NestedClip && node.typeName() != "Instance")
            fail(Where(where, "node"), "nestedClip tracks drive the clips of a nested scene (an Instance node)");
        const std::string identity = fileId + (track.kind == TrackKind::Property ? "/" + track.property
                                               : track.kind == TrackKind::Event  ? "#event"
                                                                                 : "#nested");
        if (!seen.insert(identity).second) fail(where, "this clip already has a track for that node and property");
        const auto keysIt = v.find("keys");
        if (keysIt == v.end()) fail(where, "missing required key \"keys\"");
        const Where at(where, "keys");
        array(*keysIt, at, "a list of keys");
        for (std::size_t i = 0; i < keysIt->size(); ++i) {
            if (++keyCount > limits.maxKeys)
                fail(Where(at, i), "animation key count limit exceeded: at most " + std::to_string(limits.maxKeys));
            Keyframe key = readKey((*keysIt)[i], Where(at, i), track.kind, property);
            if (!track.keys.empty() && key.frame <= track.keys.back().frame)
                fail(Where(Where(at, i), "frame"), "keys must be in increasing frame order");
            track.keys.push_back(std::move(key));
        }
        return track;
    }

    Keyframe readKey(const Json& v, const Where& where, TrackKind kind, const PropertyDescriptor* property) {
        object(v, where, "a key");
        onlyKeys(v, kKeyKeys, where, "a key");
        Keyframe key;
        const auto frame = v.find("frame");
        if (frame == v.end()) fail(where, "missing required key \"frame\"");
        key.frame = int(integer(*frame, Where(where, "frame"), -limits.maxFrames, limits.maxFrames, "animation frame"));
        if (auto it = v.find("tween"); it != v.end()) key.tween = boolean(*it, Where(where, "tween"));
        if (auto it = v.find("easing"); it != v.end()) key.easing = readEasing(*it, Where(where, "easing"));
        const auto value = v.find("value");
        const bool nested = kind == TrackKind::NestedClip;
        for (const char* k : {"play", "clip", "at"})
            if (!nested && v.contains(k)) fail(Where(where, k), "only nestedClip keys say what to play");
        if (nested) {
            if (value != v.end()) fail(Where(where, "value"), "nestedClip keys have play, clip and at, not a value");
            const auto play = v.find("play");
            if (play == v.end()) fail(where, "missing required key \"play\"");
            key.nested.play = readPlay(*play, Where(where, "play"));
            if (auto it = v.find("clip"); it != v.end()) key.nested.clip = string(*it, Where(where, "clip"));
            if (auto it = v.find("at"); it != v.end())
                key.nested.frame = int(integer(*it, Where(where, "at"), 0, limits.maxFrames, "animation frame"));
            return key;
        }
        if (value == v.end()) fail(where, "missing required key \"value\"");
        const Where valueWhere(where, "value");
        if (kind == TrackKind::Event) {
            key.value = string(*value, valueWhere);
            return key;
        }
        if (state) {
            key.value = detail::readValue(*state, *property, *value, valueWhere);
            if (std::string error = property->validate(key.value); !error.empty()) fail(valueWhere, error);
        } else {
            key.value = trustedValue(*property, *value);
        }
        return key;
    }

    // A value the reader has already checked.
    static PropertyValue trustedValue(const PropertyDescriptor& d, const Json& v) {
        switch (d.kind) {
        case ValueKind::Bool: return v.get<bool>();
        case ValueKind::Int: return int(v.get<long long>());
        case ValueKind::Float: return v.get<float>();
        case ValueKind::Point: return Vec2{v[0].get<float>(), v[1].get<float>()};
        case ValueKind::Extent: return Size{v[0].get<float>(), v[1].get<float>()};
        case ValueKind::Region:
            return Rect{{v[0].get<float>(), v[1].get<float>()}, {v[2].get<float>(), v[3].get<float>()}};
        case ValueKind::Color:
            return Color3B{std::uint8_t(v[0].get<int>()), std::uint8_t(v[1].get<int>()), std::uint8_t(v[2].get<int>())};
        case ValueKind::Enum: {
            const std::string s = v.get<std::string>();
            for (std::size_t i = 0; i < d.enumNames.size(); ++i)
                if (s == d.enumNames[i]) return int(i);
            return 0;
        }
        case ValueKind::String:
        case ValueKind::AssetPath: return v.get<std::string>();
        }
        return 0;
    }
};

std::vector<AnimationClip> readClips(const Json& animations, const Where& where, ClipReader& reader) {
    object(animations, where, "animations");
    for (auto it = animations.begin(); it != animations.end(); ++it)
        if (it.key() != "version" && it.key() != "clips") fail(Where(where, it.key()), "unknown key in animations");
    const auto version = animations.find("version");
    if (version == animations.end()) fail(where, "missing required key \"version\"");
    if (!version->is_number_integer()) fail(Where(where, "version"), "expected an integer version");
    if (!version->is_number_unsigned() || version->get<std::uint64_t>() > std::uint64_t(kAnimationsFormatVersion) ||
        version->get<std::uint64_t>() < 1)
        fail(Where(where, "version"), "animations version " + version->dump() + " is not supported (this build reads " +
                                          std::to_string(kAnimationsFormatVersion) + ")");
    std::vector<AnimationClip> clips;
    const auto list = animations.find("clips");
    if (list == animations.end()) return clips;
    const Where at(where, "clips");
    array(*list, at, "a list of clips");
    if (list->size() > reader.limits.maxClips)
        fail(at, "animation clip count limit exceeded: at most " + std::to_string(reader.limits.maxClips));
    bool autoplay = false;
    for (std::size_t i = 0; i < list->size(); ++i) {
        AnimationClip clip = reader.read((*list)[i], Where(at, i));
        for (const AnimationClip& other : clips)
            if (other.name == clip.name)
                fail(Where(Where(at, i), "name"),
                     "another clip is already named " + json::quoteForMessage(std::string_view(clip.name)));
        if (clip.autoplay && autoplay) fail(Where(Where(at, i), "autoplay"), "only one clip may autoplay");
        autoplay = autoplay || clip.autoplay;
        clips.push_back(std::move(clip));
    }
    return clips;
}

}  // namespace

void detail::checkAnimations(ReadState& state, const Json& animations, const Node& root) {
    std::unordered_map<std::string, const Node*> nodes;
    indexFileIds(root, state.file, nodes);
    ClipReader reader{&state, *state.types, nodes, AnimationLimits{}};
    const std::string pointer = "/animations";
    readClips(animations, Where(pointer), reader);
}

Json detail::animationsForSave(const Json& animations, const Node& root, const SceneFileData& file) {
    const auto clips = animations.find("clips");
    if (clips == animations.end() || !clips->is_array()) return animations;
    std::unordered_map<std::string, const Node*> nodes;
    indexFileIds(root, file, nodes);
    Json out = animations;
    for (Json& clip : out["clips"]) {
        const auto tracks = clip.find("tracks");
        if (tracks == clip.end() || !tracks->is_array()) continue;
        Json kept = Json::array();
        for (Json& track : *tracks) {
            const auto node = track.find("node");
            if (node != track.end() && node->is_string() && !nodes.count(node->get<std::string>())) continue;
            kept.push_back(std::move(track));
        }
        *tracks = std::move(kept);
    }
    return out;
}

std::vector<AnimationClip> sceneAnimations(const Scene& scene, const SceneFileData& file) {
    if (file.documentUnknownKeys.empty()) return {};
    const Json keys = json::parseTrusted(file.documentUnknownKeys);
    const auto animations = keys.find("animations");
    if (animations == keys.end()) return {};
    std::unordered_map<std::string, const Node*> nodes;
    indexFileIds(scene, file, nodes);
    ClipReader reader{nullptr, file.types ? *file.types : builtinNodeTypes(), nodes, AnimationLimits{}};
    const std::string pointer = "/animations";
    try {
        return readClips(*animations, Where(pointer), reader);
    } catch (const detail::ReadFailure&) {
        return {};  // not checked by the reader (built by hand); nothing to play
    }
}

namespace {

Json valueJson(const PropertyDescriptor& d, const PropertyValue& v) {
    switch (d.kind) {
    case ValueKind::Bool: return std::get<bool>(v);
    case ValueKind::Int: return std::get<int>(v);
    case ValueKind::Float: return json::number(std::get<float>(v));
    case ValueKind::Point: return Json::array({json::number(std::get<Vec2>(v).x), json::number(std::get<Vec2>(v).y)});
    case ValueKind::Extent:
        return Json::array({json::number(std::get<Size>(v).width), json::number(std::get<Size>(v).height)});
    case ValueKind::Region: {
        const Rect& r = std::get<Rect>(v);
        return Json::array({json::number(r.origin.x), json::number(r.origin.y), json::number(r.size.width),
                            json::number(r.size.height)});
    }
    case ValueKind::Color: {
        const Color3B& c = std::get<Color3B>(v);
        return Json::array({c.r, c.g, c.b});
    }
    case ValueKind::Enum: return d.enumNames.at(std::size_t(std::get<int>(v)));
    case ValueKind::String:
    case ValueKind::AssetPath: return std::get<std::string>(v);
    }
    return nullptr;
}

Json easingJson(const Easing& e) {
    if (!e.hasPoints) return tweenTypeName(e.type);
    Json points = Json::array();
    for (const Vec2& p : e.points) points.push_back(Json::array({json::number(p.x), json::number(p.y)}));
    Json out = Json::object();
    out["type"] = tweenTypeName(e.type);
    out["points"] = std::move(points);
    return out;
}

const char* playName(NestedClipKey::Play play) {
    switch (play) {
    case NestedClipKey::Play::Loop: return "loop";
    case NestedClipKey::Play::Once: return "once";
    case NestedClipKey::Play::SingleFrame: return "frame";
    }
    return "loop";
}

void collectNodes(const Node& node, std::unordered_map<NodeId, const Node*>& out) {
    out.emplace(node.id(), &node);
    if (node.typeName() == "Instance") return;
    for (auto& child : node.children()) collectNodes(*child, out);
}

}  // namespace

namespace {

// The "animations" value for `clips` (null when there are none), checked as the reader
// checks a file's; "" or why it cannot be written.
std::string animationsJson(const Scene& scene, const SceneFileData& file, const std::vector<AnimationClip>& clips,
                           Json& out) {
    out = nullptr;
    const NodeTypeRegistry& types = file.types ? *file.types : builtinNodeTypes();
    std::unordered_map<NodeId, const Node*> nodes;
    collectNodes(scene, nodes);
    Json list = Json::array();
    for (const AnimationClip& clip : clips) {
        Json c = Json::object();
        c["name"] = clip.name;
        c["length"] = clip.length;
        if (clip.frameRate != 60.0f) c["frameRate"] = json::number(clip.frameRate);
        if (clip.speed != 1.0f) c["speed"] = json::number(clip.speed);
        if (clip.loop) c["loop"] = true;
        if (clip.autoplay) c["autoplay"] = true;
        if (clip.startFrame) c["startFrame"] = *clip.startFrame;
        Json tracks = Json::array();
        for (const Track& track : clip.tracks) {
            const auto found = nodes.find(track.node);
            const std::string& fileId = file.fileId(track.node);
            if (found == nodes.end() || fileId.empty())
                return "clip \"" + clip.name + "\": a track's node is not in the scene";
            const PropertyDescriptor* property =
                track.kind == TrackKind::Property ? types.typeOf(*found->second).find(track.property) : nullptr;
            if (track.kind == TrackKind::Property && !property)
                return "clip \"" + clip.name + "\": a " + std::string(found->second->typeName()) +
                       " has no property \"" + track.property + "\"";
            Json t = Json::object();
            t["node"] = fileId;
            if (track.kind == TrackKind::Event) t["kind"] = "event";
            if (track.kind == TrackKind::NestedClip) t["kind"] = "nestedClip";
            if (property) t["property"] = track.property;
            Json keys = Json::array();
            for (const Keyframe& key : track.keys) {
                Json k = Json::object();
                k["frame"] = key.frame;
                if (track.kind == TrackKind::NestedClip) {
                    k["play"] = playName(key.nested.play);
                    if (!key.nested.clip.empty()) k["clip"] = key.nested.clip;
                    if (key.nested.play == NestedClipKey::Play::SingleFrame) k["at"] = key.nested.frame;
                } else if (track.kind == TrackKind::Event) {
                    const auto* name = std::get_if<std::string>(&key.value);
                    k["value"] = name ? *name : std::string();
                } else {
                    if (key.value.index() != alternativeIndexOf(property->kind))
                        return "clip \"" + clip.name + "\": a key of \"" + track.property +
                               "\" has a value of the wrong kind";
                    k["value"] = valueJson(*property, key.value);
                }
                if (!key.tween) k["tween"] = false;
                if (!(key.easing == Easing{})) k["easing"] = easingJson(key.easing);
                keys.push_back(std::move(k));
            }
            t["keys"] = std::move(keys);
            tracks.push_back(std::move(t));
        }
        if (!tracks.empty()) c["tracks"] = std::move(tracks);
        list.push_back(std::move(c));
    }
    if (clips.empty()) return "";
    {
        Json animations = Json::object();
        animations["version"] = unsigned(kAnimationsFormatVersion);  // read as the file's unsigned integer
        animations["clips"] = std::move(list);
        // What is written must read back: the reader's checks (values, frame order,
        // names, one autoplay, limits) run on it, and a refusal changes nothing.
        std::unordered_map<std::string, const Node*> byFileId;
        indexFileIds(scene, file, byFileId);
        SceneContext context;
        context.types = file.types;
        detail::ReadState state("", "", ".", context);  // checks values as a file's are checked
        ClipReader reader{&state, types, byFileId, AnimationLimits{}};
        const std::string pointer = "/animations";
        try {
            readClips(animations, Where(pointer), reader);
        } catch (const detail::ReadFailure& failure) {
            return failure.pointer + ": " + failure.message;
        }
        out = std::move(animations);
    }
    return "";
}

}  // namespace

std::string checkSceneAnimations(const Scene& scene, const SceneFileData& file,
                                 const std::vector<AnimationClip>& clips) {
    Json unused;
    return animationsJson(scene, file, clips, unused);
}

std::string setSceneAnimations(const Scene& scene, SceneFileData& file, const std::vector<AnimationClip>& clips) {
    Json animations;
    if (std::string why = animationsJson(scene, file, clips, animations); !why.empty()) return why;
    Json kept = file.documentUnknownKeys.empty() ? Json::object() : json::parseTrusted(file.documentUnknownKeys);
    if (animations.is_null())
        kept.erase("animations");
    else
        kept["animations"] = std::move(animations);
    // Text that is not UTF-8 (an imported frame name) becomes U+FFFD, as kept text does.
    file.documentUnknownKeys = kept.empty() ? std::string() : kept.dump(-1, ' ', false, Json::error_handler_t::replace);
    return "";
}

namespace {
// Each instance's own clips, innermost first as cocos creates nested files, shown at
// frame 0 and paused (cocos' ProjectNode: runAction, then gotoFrameAndPause(0)). Frame 0
// is the Studio timeline's for clips imported from Studio, the first clip's otherwise.
void runNestedAnimations(Node& node, const SceneFileData& file, AssetResolver* assets) {
    for (auto& child : node.children()) runNestedAnimations(*child, file, assets);
    const auto record = file.instances.find(node.id());
    if (record == file.instances.end() || record->second.clips.empty()) return;
    auto player = std::make_unique<ClipPlayer>(record->second.clips, file.types, assets);
    if (const auto* instance = dynamic_cast<const Instance*>(&node))
        player->replaceClipSpeeds(instance->innerActionSpeed());
    auto& running = static_cast<ClipPlayer&>(node.runAction(std::move(player)));
    running.selectStudioTimeline();
    running.gotoFrameAndPause(0);
}
}  // namespace

ClipPlayer* runSceneAnimations(Scene& scene, const SceneFileData& file, bool autoplay, AssetResolver* assets,
                               std::function<void(const FrameEvent&)> onFrameEvent) {
    if (!file.instances.empty()) runNestedAnimations(scene, file, assets);
    std::vector<AnimationClip> clips = sceneAnimations(scene, file);
    if (clips.empty()) return nullptr;
    const AnimationClip* first = nullptr;
    for (const AnimationClip& c : clips)
        if (c.autoplay && autoplay) first = &c;
    const std::string name = first ? first->name : std::string();
    const bool loop = first && first->loop;
    auto player = std::make_unique<ClipPlayer>(std::move(clips), file.types, assets);
    if (onFrameEvent) player->setFrameEventCallback(std::move(onFrameEvent));
    auto& running = static_cast<ClipPlayer&>(scene.runAction(std::move(player)));
    if (!name.empty()) running.play(name, loop);
    return &running;
}

}  // namespace diorama
