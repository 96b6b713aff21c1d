#include "diorama/actions/action_paths.h"

#include "diorama/scene/node.h"

#include <cmath>

namespace diorama {

void JumpBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_position.begin(*target);
}

void JumpBy::update(float t) {
    if (!m_target) return;
    const float frac = std::fmod(t * float(m_jumps), 1.0f);
    float y = m_height * 4 * frac * (1 - frac);
    y += m_delta.y * t;
    m_position.place(*m_target, {m_delta.x * t, y});
}

void JumpTo::startWithTarget(Node* target) {
    JumpBy::startWithTarget(target);
    m_delta = m_end - m_position.start;
}

float bezierAt(float a, float b, float c, float d, float t) {
    return std::pow(1 - t, 3.0f) * a + 3 * t * std::pow(1 - t, 2.0f) * b + 3 * std::pow(t, 2.0f) * (1 - t) * c +
           std::pow(t, 3.0f) * d;
}

void BezierBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_position.begin(*target);
}

void BezierBy::update(float t) {
    if (!m_target) return;
    const BezierConfig& c = m_config;
    const float x = bezierAt(0, c.controlPoint1.x, c.controlPoint2.x, c.endPosition.x, t);
    const float y = bezierAt(0, c.controlPoint1.y, c.controlPoint2.y, c.endPosition.y, t);
    m_position.place(*m_target, {x, y});
}

void BezierTo::startWithTarget(Node* target) {
    BezierBy::startWithTarget(target);
    const Vec2 start = m_position.start;
    m_config = {m_absolute.controlPoint1 - start, m_absolute.controlPoint2 - start, m_absolute.endPosition - start};
}

}  // namespace diorama
