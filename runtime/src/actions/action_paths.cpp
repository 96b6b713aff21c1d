#include "diorama/actions/action_paths.h"

#include "diorama/scene/node.h"

#include <cmath>

namespace diorama {

void JumpBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_start = m_previous = target->position();
}

void JumpBy::update(float t) {
    if (!m_target) return;
    const float frac = std::fmod(t * float(m_jumps), 1.0f);
    float y = m_height * 4 * frac * (1 - frac);
    y += m_delta.y * t;
    const float x = m_delta.x * t;
    const Vec2 current = m_target->position();
    m_start += current - m_previous;
    const Vec2 next = m_start + Vec2{x, y};
    m_target->setPosition(next);
    m_previous = next;
}

void JumpTo::startWithTarget(Node* target) {
    JumpBy::startWithTarget(target);
    m_delta = {m_end.x - m_start.x, m_end.y - m_start.y};
}

float bezierAt(float a, float b, float c, float d, float t) {
    return std::pow(1 - t, 3.0f) * a + 3 * t * std::pow(1 - t, 2.0f) * b + 3 * std::pow(t, 2.0f) * (1 - t) * c +
           std::pow(t, 3.0f) * d;
}

void BezierBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_start = m_previous = target->position();
}

void BezierBy::update(float t) {
    if (!m_target) return;
    const BezierConfig& c = m_config;
    const float x = bezierAt(0, c.controlPoint1.x, c.controlPoint2.x, c.endPosition.x, t);
    const float y = bezierAt(0, c.controlPoint1.y, c.controlPoint2.y, c.endPosition.y, t);
    const Vec2 current = m_target->position();
    m_start += current - m_previous;
    const Vec2 next = m_start + Vec2{x, y};
    m_target->setPosition(next);
    m_previous = next;
}

void BezierTo::startWithTarget(Node* target) {
    BezierBy::startWithTarget(target);
    m_config = {m_absolute.controlPoint1 - m_start, m_absolute.controlPoint2 - m_start,
                m_absolute.endPosition - m_start};
}

}  // namespace diorama
