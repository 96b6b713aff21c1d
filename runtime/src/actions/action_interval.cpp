#include "diorama/actions/action.h"

#include "diorama/scene/node.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace diorama {

namespace {
constexpr float kFirstStepElapsed = 0.000001f;  // cocos MATH_EPSILON

std::uint8_t toByte(float v) { return static_cast<std::uint8_t>(v); }
}  // namespace

ActionInterval::ActionInterval(float duration)
    : FiniteTimeAction(std::abs(duration) <= kFirstStepElapsed ? kFirstStepElapsed : duration) {}

void ActionInterval::startWithTarget(Node* target) {
    Action::startWithTarget(target);
    m_elapsed = 0.0f;
    m_firstTick = true;
}

void ActionInterval::step(float dt) {
    if (m_firstTick) {
        m_firstTick = false;
        m_elapsed = kFirstStepElapsed;
    } else {
        m_elapsed += dt;
    }
    update(std::clamp(m_elapsed / m_duration, 0.0f, 1.0f));
}

// ---- move -------------------------------------------------------------------------------

void StackedPosition::begin(const Node& node) { start = previous = node.position(); }

void StackedPosition::place(Node& node, Vec2 offset) {
    start += node.position() - previous;
    previous = start + offset;
    node.setPosition(previous);
}

void MoveBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_position.begin(*target);
}

void MoveBy::update(float t) {
    if (m_target) m_position.place(*m_target, m_delta * t);
}

void MoveTo::startWithTarget(Node* target) {
    MoveBy::startWithTarget(target);
    m_delta = m_end - target->position();
}

// ---- rotate -------------------------------------------------------------------------------

void RotateBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_start = {target->rotationSkewX(), target->rotationSkewY()};
}

void RotateBy::update(float t) {
    if (!m_target) return;
    m_target->setRotationSkewX(m_start.x + m_delta.x * t);
    m_target->setRotationSkewY(m_start.y + m_delta.y * t);
}

namespace {
void shortestRotation(float& start, float& diff, float end) {
    start = start > 0 ? std::fmod(start, 360.0f) : std::fmod(start, -360.0f);
    diff = end - start;
    if (diff > 180.0f) diff -= 360.0f;
    if (diff < -180.0f) diff += 360.0f;
}
}  // namespace

void RotateTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_start = {target->rotationSkewX(), target->rotationSkewY()};
    shortestRotation(m_start.x, m_diff.x, m_end.x);
    shortestRotation(m_start.y, m_diff.y, m_end.y);
}

void RotateTo::update(float t) {
    if (!m_target) return;
    m_target->setRotationSkewX(m_start.x + m_diff.x * t);
    m_target->setRotationSkewY(m_start.y + m_diff.y * t);
}

// ---- scale --------------------------------------------------------------------------------

void ScaleTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_start = {target->scaleX(), target->scaleY()};
    m_delta = m_end - m_start;
}

void ScaleTo::update(float t) {
    if (!m_target) return;
    m_target->setScale(m_start.x + m_delta.x * t, m_start.y + m_delta.y * t);
}

void ScaleBy::startWithTarget(Node* target) {
    ScaleTo::startWithTarget(target);
    m_delta = {m_start.x * m_end.x - m_start.x, m_start.y * m_end.y - m_start.y};
}

// ---- skew ---------------------------------------------------------------------------------

void SkewTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    Vec2 start{target->skewX(), target->skewY()};
    for (int i = 0; i < 2; ++i) {
        float& s = start[i];
        s = s > 0 ? std::fmod(s, 180.0f) : std::fmod(s, -180.0f);
        float d = m_end[i] - s;
        if (d > 180.0f) d -= 360.0f;
        if (d < -180.0f) d += 360.0f;
        m_delta[i] = d;
    }
    m_start = start;
}

void SkewTo::update(float t) {
    if (!m_target) return;
    m_target->setSkewX(m_start.x + m_delta.x * t);
    m_target->setSkewY(m_start.y + m_delta.y * t);
}

void SkewBy::startWithTarget(Node* target) {
    // The start is wrapped into (-180, 180) as SkewTo's is (cocos derives SkewBy from it):
    // a skew of 190 skewed by 10 ends at 20.
    SkewTo::startWithTarget(target);
    m_delta = m_by;
    m_end = m_start + m_by;
}

// ---- colour -------------------------------------------------------------------------------

void FadeTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_from = target->opacity();
}

void FadeTo::update(float t) {
    if (!m_target) return;
    m_target->setOpacity(toByte(m_from + (float(m_to) - float(m_from)) * t));
}

void TintTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_from = target->color();
}

void TintTo::update(float t) {
    if (!m_target) return;
    auto lerp = [t](std::uint8_t a, std::uint8_t b) { return toByte(a + (float(b) - float(a)) * t); };
    m_target->setColor({lerp(m_from.r, m_to.r), lerp(m_from.g, m_to.g), lerp(m_from.b, m_to.b)});
}

void TintBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    const Color3B c = target->color();
    m_fromR = c.r;
    m_fromG = c.g;
    m_fromB = c.b;
}

void TintBy::update(float t) {
    if (!m_target) return;
    m_target->setColor({toByte(m_fromR + m_dr * t), toByte(m_fromG + m_dg * t), toByte(m_fromB + m_db * t)});
}

}  // namespace diorama
