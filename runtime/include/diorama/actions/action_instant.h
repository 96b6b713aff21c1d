// Instant actions (cocos CCActionInstant.cpp): they act once, on their first step.
#pragma once

#include "diorama/actions/action.h"

namespace diorama {

class Place : public ActionInstant {
public:
    explicit Place(Vec2 position) : m_position(position) {}
    void update(float) override;
    ActionPtr clone() const override { return std::make_unique<Place>(m_position); }

private:
    Vec2 m_position;
};

class Show : public ActionInstant {
public:
    void update(float) override;
    ActionPtr clone() const override { return std::make_unique<Show>(); }
};

class Hide : public ActionInstant {
public:
    void update(float) override;
    ActionPtr clone() const override { return std::make_unique<Hide>(); }
};

class ToggleVisibility : public ActionInstant {
public:
    void update(float) override;
    ActionPtr clone() const override { return std::make_unique<ToggleVisibility>(); }
};

// Sprites only; any other target is left alone (cocos would cast blindly).
class FlipX : public ActionInstant {
public:
    explicit FlipX(bool flipped) : m_flipped(flipped) {}
    void update(float) override;
    ActionPtr clone() const override { return std::make_unique<FlipX>(m_flipped); }

private:
    bool m_flipped;
};

class FlipY : public ActionInstant {
public:
    explicit FlipY(bool flipped) : m_flipped(flipped) {}
    void update(float) override;
    ActionPtr clone() const override { return std::make_unique<FlipY>(m_flipped); }

private:
    bool m_flipped;
};

// Removes the node from its parent, with cleanup, and destroys it (cocos RemoveSelf:
// here nothing else owns a removed node). Safe inside a step, as every removal is.
class RemoveSelf : public ActionInstant {
public:
    void update(float) override;
    ActionPtr clone() const override { return std::make_unique<RemoveSelf>(); }
};

// Blinks `times` times over the duration: invisible in the first half of each slice,
// visible in the second; stop() puts the visibility the node had back (cocos Blink,
// whose last step sets nothing, as isDone() is already true).
class Blink : public ActionInterval {
public:
    Blink(float duration, int times) : ActionInterval(duration), m_times(times) {}
    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float t) override;
    ActionPtr clone() const override { return std::make_unique<Blink>(m_duration, m_times); }

private:
    int m_times;
    bool m_originalVisible = true;
};

// Runs an action at `speed` times its pace (cocos Speed: the inner action steps by
// dt * speed and is done when it is).
class Speed : public Action {
public:
    Speed(std::unique_ptr<ActionInterval> inner, float speed) : m_inner(std::move(inner)), m_speed(speed) {}
    void startWithTarget(Node* target) override;
    void stop() override;
    void step(float dt) override { m_inner->step(dt * m_speed); }
    void update(float) override {}
    bool isDone() const override { return m_inner->isDone(); }
    float speed() const { return m_speed; }
    void setSpeed(float speed) { m_speed = speed; }

private:
    std::unique_ptr<ActionInterval> m_inner;
    float m_speed;
};

}  // namespace diorama
