#include "diorama/actions/action.h"

#include <cmath>
#include <numbers>

namespace diorama {

namespace {
constexpr float kPi = std::numbers::pi_v<float>;
constexpr float kHalfPi = kPi / 2.0f;
constexpr float kTwoPi = kPi * 2.0f;

float bounceTime(float t) {
    if (t < 1.0f / 2.75f) return 7.5625f * t * t;
    if (t < 2.0f / 2.75f) {
        t -= 1.5f / 2.75f;
        return 7.5625f * t * t + 0.75f;
    }
    if (t < 2.5f / 2.75f) {
        t -= 2.25f / 2.75f;
        return 7.5625f * t * t + 0.9375f;
    }
    t -= 2.625f / 2.75f;
    return 7.5625f * t * t + 0.984375f;
}
}  // namespace

float easeValue(Ease ease, float t, float parameter) {
    float period = parameter;
    constexpr float kOvershoot = 1.70158f;
    switch (ease) {
    case Ease::SineIn: return -1.0f * std::cos(t * kHalfPi) + 1.0f;
    case Ease::SineOut: return std::sin(t * kHalfPi);
    case Ease::SineInOut: return -0.5f * (std::cos(kPi * t) - 1.0f);
    case Ease::QuadIn: return t * t;
    case Ease::QuadOut: return -1.0f * t * (t - 2.0f);
    case Ease::QuadInOut:
        t *= 2.0f;
        if (t < 1.0f) return 0.5f * t * t;
        --t;
        return -0.5f * (t * (t - 2.0f) - 1.0f);
    case Ease::CubicIn: return t * t * t;
    case Ease::CubicOut: t -= 1.0f; return t * t * t + 1.0f;
    case Ease::CubicInOut:
        t *= 2.0f;
        if (t < 1.0f) return 0.5f * t * t * t;
        t -= 2.0f;
        return 0.5f * (t * t * t + 2.0f);
    case Ease::BackIn: return t * t * ((kOvershoot + 1.0f) * t - kOvershoot);
    case Ease::BackOut: t -= 1.0f; return t * t * ((kOvershoot + 1.0f) * t + kOvershoot) + 1.0f;
    case Ease::BackInOut: {
        const float o = kOvershoot * 1.525f;
        t *= 2.0f;
        if (t < 1.0f) return (t * t * ((o + 1.0f) * t - o)) / 2.0f;
        t -= 2.0f;
        return (t * t * ((o + 1.0f) * t + o)) / 2.0f + 1.0f;
    }
    case Ease::ElasticIn: {
        if (t == 0.0f || t == 1.0f) return t;
        const float s = period / 4.0f;
        t -= 1.0f;
        return -std::pow(2.0f, 10.0f * t) * std::sin((t - s) * kTwoPi / period);
    }
    case Ease::ElasticOut: {
        if (t == 0.0f || t == 1.0f) return t;
        const float s = period / 4.0f;
        return std::pow(2.0f, -10.0f * t) * std::sin((t - s) * kTwoPi / period) + 1.0f;
    }
    case Ease::ElasticInOut: {
        if (t == 0.0f || t == 1.0f) return t;
        t *= 2.0f;
        if (period == 0.0f) period = 0.3f * 1.5f;
        const float s = period / 4.0f;
        t -= 1.0f;
        if (t < 0.0f) return -0.5f * std::pow(2.0f, 10.0f * t) * std::sin((t - s) * kTwoPi / period);
        return std::pow(2.0f, -10.0f * t) * std::sin((t - s) * kTwoPi / period) * 0.5f + 1.0f;
    }
    case Ease::BounceIn: return 1.0f - bounceTime(1.0f - t);
    case Ease::BounceOut: return bounceTime(t);
    case Ease::BounceInOut:
        if (t < 0.5f) return (1.0f - bounceTime(1.0f - t * 2.0f)) * 0.5f;
        return bounceTime(t * 2.0f - 1.0f) * 0.5f + 0.5f;
    case Ease::QuartIn: return t * t * t * t;
    case Ease::QuartOut: t -= 1.0f; return -(t * t * t * t - 1.0f);
    case Ease::QuartInOut:
        t *= 2.0f;
        if (t < 1.0f) return 0.5f * t * t * t * t;
        t -= 2.0f;
        return -0.5f * (t * t * t * t - 2.0f);
    case Ease::QuintIn: return t * t * t * t * t;
    case Ease::QuintOut: t -= 1.0f; return t * t * t * t * t + 1.0f;
    case Ease::QuintInOut:
        t *= 2.0f;
        if (t < 1.0f) return 0.5f * t * t * t * t * t;
        t -= 2.0f;
        return 0.5f * (t * t * t * t * t + 2.0f);
    case Ease::ExpoIn: return t == 0.0f ? 0.0f : std::pow(2.0f, 10.0f * (t / 1.0f - 1.0f)) - 1.0f * 0.001f;
    case Ease::ExpoOut: return t == 1.0f ? 1.0f : (-std::pow(2.0f, -10.0f * t / 1.0f) + 1.0f);
    case Ease::ExpoInOut:
        if (t == 0.0f || t == 1.0f) return t;
        if (t < 0.5f) return 0.5f * std::pow(2.0f, 10.0f * (t * 2.0f - 1.0f));
        return 0.5f * (-std::pow(2.0f, -10.0f * (t * 2.0f - 1.0f)) + 2.0f);
    case Ease::CircIn: return -1.0f * (std::sqrt(1.0f - t * t) - 1.0f);
    case Ease::CircOut: t -= 1.0f; return std::sqrt(1.0f - t * t);
    case Ease::CircInOut:
        t *= 2.0f;
        if (t < 1.0f) return -0.5f * (std::sqrt(1.0f - t * t) - 1.0f);
        t -= 2.0f;
        return 0.5f * (std::sqrt(1.0f - t * t) + 1.0f);
    case Ease::In: return std::pow(t, parameter);
    case Ease::Out: return std::pow(t, 1.0f / parameter);
    case Ease::InOut:
        t *= 2.0f;
        if (t < 1.0f) return 0.5f * std::pow(t, parameter);
        return 1.0f - 0.5f * std::pow(2.0f - t, parameter);
    }
    return t;
}

EaseAction::EaseAction(Ease ease, std::unique_ptr<ActionInterval> inner, float parameter)
    : ActionInterval(inner->duration()), m_ease(ease), m_period(parameter), m_inner(std::move(inner)) {}

void EaseAction::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_inner->startWithTarget(target);
}

void EaseAction::stop() {
    m_inner->stop();
    ActionInterval::stop();
}

void EaseAction::update(float t) { m_inner->update(easeValue(m_ease, t, m_period)); }

ActionPtr EaseAction::clone() const {
    auto inner = m_inner->clone();
    return std::make_unique<EaseAction>(
        m_ease, std::unique_ptr<ActionInterval>(static_cast<ActionInterval*>(inner.release())), m_period);
}

}  // namespace diorama
