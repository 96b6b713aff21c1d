// How a keyed value travels between two keys.
#include "diorama/animation/animation_clip.h"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace diorama {

namespace {

float lerp(float from, float to, float percent) { return from + (to - from) * percent; }

// Cuts the fraction off as C++ does, without the undefined behaviour of a float beyond
// int's range (keys set through the API are not range-checked).
int truncated(float value) {
    if (!(value > -2147483520.0f)) return std::numeric_limits<int>::min();
    if (!(value < 2147483520.0f)) return std::numeric_limits<int>::max();
    return int(value);
}

// cocos keeps the difference as an int and converts the float sum to GLubyte: the
// fraction is cut off, and (for overshooting eases) the byte wraps.
std::uint8_t byteChannel(std::uint8_t from, std::uint8_t to, float percent) {
    const int between = int(to) - int(from);
    return std::uint8_t(truncated(float(from) + float(between) * percent));
}

}  // namespace

bool interpolatesKeys(const PropertyDescriptor& property) {
    switch (property.kind) {
    case ValueKind::Float:
    case ValueKind::Point:
    case ValueKind::Extent:
    case ValueKind::Region:
    case ValueKind::Color: return true;
    case ValueKind::Int: return property.hints.tweens;
    default: return false;
    }
}

PropertyValue interpolateKeys(const PropertyValue& from, const PropertyValue& to, float percent) {
    if (from.index() != to.index()) return from;
    if (auto* f = std::get_if<float>(&from)) return lerp(*f, std::get<float>(to), percent);
    if (auto* v = std::get_if<Vec2>(&from)) {
        const Vec2& b = std::get<Vec2>(to);
        return Vec2{lerp(v->x, b.x, percent), lerp(v->y, b.y, percent)};
    }
    if (auto* s = std::get_if<Size>(&from)) {
        const Size& b = std::get<Size>(to);
        return Size{lerp(s->width, b.width, percent), lerp(s->height, b.height, percent)};
    }
    if (auto* r = std::get_if<Rect>(&from)) {
        const Rect& b = std::get<Rect>(to);
        return Rect{{lerp(r->origin.x, b.origin.x, percent), lerp(r->origin.y, b.origin.y, percent)},
                    {lerp(r->size.width, b.size.width, percent), lerp(r->size.height, b.size.height, percent)}};
    }
    if (auto* c = std::get_if<Color3B>(&from)) {
        const Color3B& b = std::get<Color3B>(to);
        return Color3B{byteChannel(c->r, b.r, percent), byteChannel(c->g, b.g, percent),
                       byteChannel(c->b, b.b, percent)};
    }
    if (auto* i = std::get_if<int>(&from)) {
        const float between = float(std::get<int>(to)) - float(*i);
        return int(std::uint8_t(truncated(float(*i) + between * percent)));
    }
    return from;
}

PropertyValue keyedValueAt(const Track& track, const PropertyDescriptor& property, int frame) {
    const std::vector<Keyframe>& keys = track.keys;
    if (keys.empty()) return property.defaultValue;
    const auto next =
        std::upper_bound(keys.begin(), keys.end(), frame, [](int f, const Keyframe& k) { return f < k.frame; });
    if (next == keys.begin()) return keys.front().value;
    const Keyframe& from = *(next - 1);
    if (next == keys.end() || !from.tween || !interpolatesKeys(property) || !property.validate(next->value).empty())
        return from.value;
    float percent = float(frame - from.frame) / float(next->frame - from.frame);
    if (from.easing.type != TweenType::Linear) percent = tweenPercent(from.easing, percent);
    return interpolateKeys(from.value, next->value, percent);
}

}  // namespace diorama
