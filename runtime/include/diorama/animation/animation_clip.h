// Keyframe animation as cocos Studio's timelines hold it (docs/runtime.md, "Animation
// clips"): a clip is a set of tracks, a track keys one property of one node, a key says
// the value at a whole frame and how the value travels to the next key. Tracks name
// their node by NodeId, so a clip follows its nodes through renames and moves, and their
// property by the node type registry's key, so anything a type can tween can be keyed.
#pragma once

#include "diorama/scene/node_id.h"
#include "diorama/types/property.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace diorama {

// cocos tweenfunc::TweenType, numbered as Studio's EasingData Type.
enum class TweenType : int {
    Custom = -1,
    Linear = 0,
    SineIn,
    SineOut,
    SineInOut,
    QuadIn,
    QuadOut,
    QuadInOut,
    CubicIn,
    CubicOut,
    CubicInOut,
    QuartIn,
    QuartOut,
    QuartInOut,
    QuintIn,
    QuintOut,
    QuintInOut,
    ExpoIn,
    ExpoOut,
    ExpoInOut,
    CircIn,
    CircOut,
    CircInOut,
    ElasticIn,
    ElasticOut,
    ElasticInOut,
    BackIn,
    BackOut,
    BackInOut,
    BounceIn,
    BounceOut,
    BounceInOut,
};
inline constexpr int kLastTweenType = int(TweenType::BounceInOut);

// A key's easing. Studio keeps four points with it: Custom uses only their y values (a
// cubic Bézier in y over the linear percent), the elastic curves take the first x as
// their period; without points Custom is linear and the period is 0.3.
struct Easing {
    TweenType type = TweenType::Linear;
    bool hasPoints = false;
    std::array<Vec2, 4> points{};
    friend bool operator==(const Easing&, const Easing&) = default;
};

// The eased percent, exactly as cocos' Frame::tweenPercent computes it.
float tweenPercent(const Easing& easing, float percent);
// "Linear", "SineIn", ... "Custom": the names scene files use.
const char* tweenTypeName(TweenType type);
// False when `name` is none of tweenTypeName's.
bool tweenTypeFromName(std::string_view name, TweenType& out);

// Whether keys of `property` interpolate (numbers, points, sizes, rectangles, colours,
// opacity) or switch when entered (bools, integers such as z order, enums, strings).
bool interpolatesKeys(const PropertyDescriptor& property);
// from + (to − from) × percent per component, as cocos' frames compute it; integer
// channels (colour, opacity) truncate like cocos' GLubyte conversion.
PropertyValue interpolateKeys(const PropertyValue& from, const PropertyValue& to, float percent);

// The value `track` gives `property` on `frame`, as the clip player shows it when it goes
// to that frame (exact: no float time): before the first key the first key's, after the
// last the last's; between keys the from-key's held (Tween off, a switching property) or
// eased toward the next key's.
struct Track;
PropertyValue keyedValueAt(const Track& track, const PropertyDescriptor& property, int frame);

// What a nested scene's own clips do when an ActionValue key is entered (cocos
// InnerActionFrame): play a clip looping, play it once, or show one frame.
struct NestedClipKey {
    enum class Play { Loop, Once, SingleFrame };
    Play play = Play::Loop;
    std::string clip;  // "" plays the nested player's current clip from frame 0
    int frame = 0;     // SingleFrame: the frame to show
    friend bool operator==(const NestedClipKey&, const NestedClipKey&) = default;
};

struct Keyframe {
    int frame = 0;
    // Property tracks: a value of the property's kind. Event tracks: the event name (a
    // string). Nested tracks: unused.
    PropertyValue value;
    bool tween = true;  // false holds the value until the next key (Studio Tween="False")
    Easing easing;      // from this key to the next
    NestedClipKey nested;
    friend bool operator==(const Keyframe&, const Keyframe&) = default;
};

enum class TrackKind { Property, Event, NestedClip };

struct Track {
    NodeId node;
    TrackKind kind = TrackKind::Property;
    std::string property;        // the registry key of a Property track
    std::vector<Keyframe> keys;  // strictly increasing frames
};

// A clip plays frames 0 through `length` (cocos' StartIndex..EndIndex, rebased to 0).
// Keys may lie outside that range; they still shape the values at its edges.
struct AnimationClip {
    std::string name;
    int length = 0;
    float frameRate = 60.0f;  // cocos plays 1/60 s frames
    float speed = 1.0f;
    bool loop = false;
    bool autoplay = false;
    // Where the clip sits on its file's one timeline, as cocos' AnimationInfo startIndex:
    // a Cocos Studio import keeps it so that an export puts the clip back there, for games
    // that play by frame number (gotoFrameAndPlay). Playing by name does not use it.
    std::optional<int> startFrame;
    std::vector<Track> tracks;
};

// The one timeline a Cocos Studio file's clips were cut from, when every clip has its
// startFrame: each track's keys from all clips at their places on it (a key two clips
// share once, the first clip's where they differ), as long as the furthest clip end. Keys
// no clip kept (before the first clip's window, between windows) cannot come back.
// Nothing when `clips` is empty or a clip has no place.
std::optional<AnimationClip> studioTimeline(std::span<const AnimationClip> clips);

}  // namespace diorama
