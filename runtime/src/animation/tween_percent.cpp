// Studio easing types onto the cocos tweenfunc curves the actions already use.
#include "diorama/actions/action.h"
#include "diorama/animation/animation_clip.h"

#include <iterator>

namespace diorama {

namespace {

constexpr const char* kNames[] = {
    "Custom",     "Linear",       "SineIn",     "SineOut",   "SineInOut", "QuadIn",     "QuadOut",   "QuadInOut",
    "CubicIn",    "CubicOut",     "CubicInOut", "QuartIn",   "QuartOut",  "QuartInOut", "QuintIn",   "QuintOut",
    "QuintInOut", "ExpoIn",       "ExpoOut",    "ExpoInOut", "CircIn",    "CircOut",    "CircInOut", "ElasticIn",
    "ElasticOut", "ElasticInOut", "BackIn",     "BackOut",   "BackInOut", "BounceIn",   "BounceOut", "BounceInOut"};
static_assert(std::size(kNames) == std::size_t(kLastTweenType) + 2);

// Studio's order (sine, quad, cubic, quart, quint, expo, circ, elastic, back, bounce)
// differs from the action eases' order.
Ease easeFor(TweenType type) {
    switch (type) {
    case TweenType::SineIn: return Ease::SineIn;
    case TweenType::SineOut: return Ease::SineOut;
    case TweenType::SineInOut: return Ease::SineInOut;
    case TweenType::QuadIn: return Ease::QuadIn;
    case TweenType::QuadOut: return Ease::QuadOut;
    case TweenType::QuadInOut: return Ease::QuadInOut;
    case TweenType::CubicIn: return Ease::CubicIn;
    case TweenType::CubicOut: return Ease::CubicOut;
    case TweenType::CubicInOut: return Ease::CubicInOut;
    case TweenType::QuartIn: return Ease::QuartIn;
    case TweenType::QuartOut: return Ease::QuartOut;
    case TweenType::QuartInOut: return Ease::QuartInOut;
    case TweenType::QuintIn: return Ease::QuintIn;
    case TweenType::QuintOut: return Ease::QuintOut;
    case TweenType::QuintInOut: return Ease::QuintInOut;
    case TweenType::ExpoIn: return Ease::ExpoIn;
    case TweenType::ExpoOut: return Ease::ExpoOut;
    case TweenType::ExpoInOut: return Ease::ExpoInOut;
    case TweenType::CircIn: return Ease::CircIn;
    case TweenType::CircOut: return Ease::CircOut;
    case TweenType::CircInOut: return Ease::CircInOut;
    case TweenType::ElasticIn: return Ease::ElasticIn;
    case TweenType::ElasticOut: return Ease::ElasticOut;
    case TweenType::ElasticInOut: return Ease::ElasticInOut;
    case TweenType::BackIn: return Ease::BackIn;
    case TweenType::BackOut: return Ease::BackOut;
    case TweenType::BackInOut: return Ease::BackInOut;
    case TweenType::BounceIn: return Ease::BounceIn;
    case TweenType::BounceOut: return Ease::BounceOut;
    default: return Ease::BounceInOut;
    }
}

}  // namespace

float tweenPercent(const Easing& easing, float t) {
    switch (easing.type) {
    case TweenType::Linear: return t;
    case TweenType::Custom: {
        if (!easing.hasPoints) return t;
        const float u = 1.0f - t;
        const auto& p = easing.points;
        return p[0].y * u * u * u + 3.0f * p[1].y * t * u * u + 3.0f * p[2].y * t * t * u + p[3].y * t * t * t;
    }
    default: return easeValue(easeFor(easing.type), t, easing.hasPoints ? easing.points[0].x : 0.3f);
    }
}

const char* tweenTypeName(TweenType type) { return kNames[int(type) + 1]; }

bool tweenTypeFromName(std::string_view name, TweenType& out) {
    for (int i = 0; i < int(std::size(kNames)); ++i)
        if (name == kNames[i]) {
            out = TweenType(i - 1);
            return true;
        }
    return false;
}

}  // namespace diorama
