// Actions that move a node along a path: jumps and cubic Bezier curves, with cocos'
// arithmetic (CCActionInterval.cpp). Like MoveBy they are stackable: each step adds
// whatever else moved the node since the previous step.
#pragma once

#include "diorama/actions/action.h"

namespace diorama {

// `jumps` parabolic hops of `height` while moving by `delta` (cocos JumpBy).
class JumpBy : public ActionInterval {
public:
    JumpBy(float duration, Vec2 delta, float height, int jumps)
        : ActionInterval(duration), m_delta(delta), m_height(height), m_jumps(jumps) {}
    void startWithTarget(Node* target) override;
    void update(float t) override;
    ActionPtr clone() const override { return std::make_unique<JumpBy>(m_duration, m_delta, m_height, m_jumps); }

protected:
    Vec2 m_delta;
    float m_height;
    int m_jumps;
    StackedPosition m_position;
};

// Jumps to an end point: the delta is measured when the action starts.
class JumpTo : public JumpBy {
public:
    JumpTo(float duration, Vec2 end, float height, int jumps) : JumpBy(duration, {}, height, jumps), m_end(end) {}
    void startWithTarget(Node* target) override;
    ActionPtr clone() const override { return std::make_unique<JumpTo>(m_duration, m_end, m_height, m_jumps); }

private:
    Vec2 m_end;
};

// A cubic Bezier from the start (0, 0) through two control points to the end, all
// relative to where the node starts (cocos ccBezierConfig).
struct BezierConfig {
    Vec2 controlPoint1, controlPoint2, endPosition;
};

class BezierBy : public ActionInterval {
public:
    BezierBy(float duration, BezierConfig config) : ActionInterval(duration), m_config(config) {}
    void startWithTarget(Node* target) override;
    void update(float t) override;
    ActionPtr clone() const override { return std::make_unique<BezierBy>(m_duration, m_config); }

protected:
    BezierConfig m_config;
    StackedPosition m_position;
};

// The same with absolute points, made relative when the action starts.
class BezierTo : public BezierBy {
public:
    BezierTo(float duration, BezierConfig absolute) : BezierBy(duration, absolute), m_absolute(absolute) {}
    void startWithTarget(Node* target) override;
    ActionPtr clone() const override { return std::make_unique<BezierTo>(m_duration, m_absolute); }

private:
    BezierConfig m_absolute;
};

// cocos bezierat: the cubic through a, b, c, d at t.
float bezierAt(float a, float b, float c, float d, float t);

}  // namespace diorama
