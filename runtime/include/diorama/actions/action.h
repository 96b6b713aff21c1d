// Actions change a node's properties over time (docs/runtime.md A14). Interval actions
// ignore the dt of their first step, as in cocos, so a duration-d action stepped at a
// fixed dt finishes on step ceil(d/dt) + 1. Position actions are stackable: MoveBy adds
// its delta to wherever the node is now, so concurrent moves add up.
#pragma once

#include "diorama/math/color.h"
#include "diorama/math/geometry.h"

#include <functional>
#include <memory>
#include <vector>

namespace diorama {

class Node;

class Action {
public:
    virtual ~Action() = default;
    virtual void startWithTarget(Node* target) { m_target = target; }
    virtual void stop() { m_target = nullptr; }
    virtual bool isDone() const { return true; }
    // Advance by dt seconds (called by the ActionManager once per frame).
    virtual void step(float dt) = 0;
    // Set the state at normalized time t in [0, 1].
    virtual void update(float t) = 0;

    Node* target() const { return m_target; }
    int tag() const { return m_tag; }
    void setTag(int tag) { m_tag = tag; }

protected:
    Node* m_target = nullptr;
    int m_tag = -1;
};

class FiniteTimeAction : public Action {
public:
    float duration() const { return m_duration; }
    virtual std::unique_ptr<FiniteTimeAction> clone() const = 0;

protected:
    explicit FiniteTimeAction(float duration) : m_duration(duration) {}
    float m_duration = 0.0f;
};

class ActionInstant : public FiniteTimeAction {
public:
    ActionInstant() : FiniteTimeAction(0.0f) {}
    bool isDone() const override { return true; }
    void step(float) override { update(1.0f); }
};

class ActionInterval : public FiniteTimeAction {
public:
    explicit ActionInterval(float duration);
    void startWithTarget(Node* target) override;
    bool isDone() const override { return m_elapsed >= m_duration; }
    void step(float dt) override;
    float elapsed() const { return m_elapsed; }

protected:
    float m_elapsed = 0.0f;
    bool m_firstTick = true;
};

using ActionPtr = std::unique_ptr<FiniteTimeAction>;

// cocos' stackable positions (CC_ENABLE_STACKABLE_ACTIONS): an action that moves a node
// along a path adds whatever else moved the node since its previous step.
struct StackedPosition {
    Vec2 start{}, previous{};
    void begin(const Node& node);
    // Puts the node at start + offset, start first absorbing any outside move.
    void place(Node& node, Vec2 offset);
};

// ---- instant ------------------------------------------------------------------------

class CallFunc : public ActionInstant {
public:
    explicit CallFunc(std::function<void()> fn) : m_fn(std::move(fn)) {}
    void update(float) override {
        if (m_fn) m_fn();
    }
    ActionPtr clone() const override { return std::make_unique<CallFunc>(m_fn); }

private:
    std::function<void()> m_fn;
};

// The filler cocos pairs a lone action with in a Sequence or Spawn: it takes no time and
// does nothing, so a one-action Sequence lasts exactly as long as its action.
class ExtraAction : public FiniteTimeAction {
public:
    ExtraAction() : FiniteTimeAction(0.0f) {}
    void step(float) override {}
    void update(float) override {}
    ActionPtr clone() const override { return std::make_unique<ExtraAction>(); }
};

// ---- interval -----------------------------------------------------------------------

class DelayTime : public ActionInterval {
public:
    using ActionInterval::ActionInterval;
    void update(float) override {}
    ActionPtr clone() const override { return std::make_unique<DelayTime>(m_duration); }
};

class MoveBy : public ActionInterval {
public:
    MoveBy(float duration, Vec2 delta) : ActionInterval(duration), m_delta(delta) {}
    void startWithTarget(Node* target) override;
    void update(float t) override;
    ActionPtr clone() const override { return std::make_unique<MoveBy>(m_duration, m_delta); }

protected:
    Vec2 m_delta;
    StackedPosition m_position;
};

class MoveTo : public MoveBy {
public:
    MoveTo(float duration, Vec2 end) : MoveBy(duration, {}), m_end(end) {}
    void startWithTarget(Node* target) override;
    ActionPtr clone() const override { return std::make_unique<MoveTo>(m_duration, m_end); }

private:
    Vec2 m_end;
};

class RotateBy : public ActionInterval {
public:
    RotateBy(float duration, float degrees) : RotateBy(duration, degrees, degrees) {}
    RotateBy(float duration, float degreesX, float degreesY) : ActionInterval(duration), m_delta{degreesX, degreesY} {}
    void startWithTarget(Node* target) override;
    void update(float t) override;
    ActionPtr clone() const override { return std::make_unique<RotateBy>(m_duration, m_delta.x, m_delta.y); }

private:
    Vec2 m_delta;
    Vec2 m_start{};
};

// Takes the shortest way round (difference folded into [-180, 180]).
class RotateTo : public ActionInterval {
public:
    RotateTo(float duration, float degrees) : RotateTo(duration, degrees, degrees) {}
    RotateTo(float duration, float degreesX, float degreesY) : ActionInterval(duration), m_end{degreesX, degreesY} {}
    void startWithTarget(Node* target) override;
    void update(float t) override;
    ActionPtr clone() const override { return std::make_unique<RotateTo>(m_duration, m_end.x, m_end.y); }

private:
    Vec2 m_end;
    Vec2 m_start{};
    Vec2 m_diff{};
};

class ScaleTo : public ActionInterval {
public:
    ScaleTo(float duration, float s) : ScaleTo(duration, s, s) {}
    ScaleTo(float duration, float sx, float sy) : ActionInterval(duration), m_end{sx, sy} {}
    void startWithTarget(Node* target) override;
    void update(float t) override;
    ActionPtr clone() const override { return std::make_unique<ScaleTo>(m_duration, m_end.x, m_end.y); }

protected:
    Vec2 m_end;
    Vec2 m_start{};
    Vec2 m_delta{};
};

class ScaleBy : public ScaleTo {
public:
    using ScaleTo::ScaleTo;
    void startWithTarget(Node* target) override;
    ActionPtr clone() const override { return std::make_unique<ScaleBy>(m_duration, m_end.x, m_end.y); }
};

class SkewTo : public ActionInterval {
public:
    SkewTo(float duration, float skewX, float skewY) : ActionInterval(duration), m_end{skewX, skewY} {}
    void startWithTarget(Node* target) override;
    void update(float t) override;
    ActionPtr clone() const override { return std::make_unique<SkewTo>(m_duration, m_end.x, m_end.y); }

protected:
    Vec2 m_end;
    Vec2 m_start{};
    Vec2 m_delta{};
};

class SkewBy : public SkewTo {
public:
    SkewBy(float duration, float deltaX, float deltaY) : SkewTo(duration, deltaX, deltaY), m_by{deltaX, deltaY} {}
    void startWithTarget(Node* target) override;
    ActionPtr clone() const override { return std::make_unique<SkewBy>(m_duration, m_by.x, m_by.y); }

private:
    Vec2 m_by;
};

class FadeTo : public ActionInterval {
public:
    FadeTo(float duration, std::uint8_t opacity) : ActionInterval(duration), m_to(opacity) {}
    void startWithTarget(Node* target) override;
    void update(float t) override;
    ActionPtr clone() const override { return std::make_unique<FadeTo>(m_duration, m_to); }

protected:
    std::uint8_t m_to;
    std::uint8_t m_from = 0;
};

class FadeIn : public FadeTo {
public:
    explicit FadeIn(float duration) : FadeTo(duration, 255) {}
    ActionPtr clone() const override { return std::make_unique<FadeIn>(m_duration); }
};

class FadeOut : public FadeTo {
public:
    explicit FadeOut(float duration) : FadeTo(duration, 0) {}
    ActionPtr clone() const override { return std::make_unique<FadeOut>(m_duration); }
};

class TintTo : public ActionInterval {
public:
    TintTo(float duration, Color3B to) : ActionInterval(duration), m_to(to) {}
    void startWithTarget(Node* target) override;
    void update(float t) override;
    ActionPtr clone() const override { return std::make_unique<TintTo>(m_duration, m_to); }

private:
    Color3B m_to;
    Color3B m_from{};
};

class TintBy : public ActionInterval {
public:
    TintBy(float duration, int dr, int dg, int db) : ActionInterval(duration), m_dr(dr), m_dg(dg), m_db(db) {}
    void startWithTarget(Node* target) override;
    void update(float t) override;
    ActionPtr clone() const override { return std::make_unique<TintBy>(m_duration, m_dr, m_dg, m_db); }

private:
    int m_dr, m_dg, m_db;
    int m_fromR = 0, m_fromG = 0, m_fromB = 0;
};

// ---- composition ----------------------------------------------------------------------

template <class... A>
std::vector<ActionPtr> actionList(A&&... actions) {
    std::vector<ActionPtr> list;
    (list.push_back(std::forward<A>(actions)), ...);
    return list;
}

// Runs actions one after another (built as nested pairs, like cocos). `create` of no
// actions is null, as cocos' is.
class Sequence : public ActionInterval {
public:
    Sequence(ActionPtr first, ActionPtr second);
    static std::unique_ptr<Sequence> create(std::vector<ActionPtr> actions);
    template <class... A>
    static std::unique_ptr<Sequence> make(A&&... actions) {
        return create(actionList(std::forward<A>(actions)...));
    }
    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float t) override;
    ActionPtr clone() const override;

private:
    ActionPtr m_actions[2];
    float m_split = 0.0f;
    int m_last = -1;
};

// Runs actions together; the shorter one is padded with a delay. `create` of no actions
// is null.
class Spawn : public ActionInterval {
public:
    Spawn(ActionPtr one, ActionPtr two);
    static std::unique_ptr<Spawn> create(std::vector<ActionPtr> actions);
    template <class... A>
    static std::unique_ptr<Spawn> make(A&&... actions) {
        return create(actionList(std::forward<A>(actions)...));
    }
    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float t) override;
    ActionPtr clone() const override;

private:
    ActionPtr m_one, m_two;
};

class Repeat : public ActionInterval {
public:
    Repeat(ActionPtr inner, unsigned times);
    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float t) override;
    bool isDone() const override { return m_total == m_times; }
    ActionPtr clone() const override { return std::make_unique<Repeat>(m_inner->clone(), m_times); }

private:
    ActionPtr m_inner;
    unsigned m_times;
    unsigned m_total = 0;
    float m_nextDt = 0.0f;
    bool m_innerIsInstant;
};

class RepeatForever : public Action {
public:
    explicit RepeatForever(std::unique_ptr<ActionInterval> inner) : m_inner(std::move(inner)) {}
    void startWithTarget(Node* target) override;
    void step(float dt) override;
    void update(float) override {}
    bool isDone() const override { return false; }

private:
    std::unique_ptr<ActionInterval> m_inner;
};

// ---- easing -----------------------------------------------------------------------------

enum class Ease {
    SineIn,
    SineOut,
    SineInOut,
    QuadIn,
    QuadOut,
    QuadInOut,
    CubicIn,
    CubicOut,
    CubicInOut,
    BackIn,
    BackOut,
    BackInOut,
    ElasticIn,
    ElasticOut,
    ElasticInOut,
    BounceIn,
    BounceOut,
    BounceInOut,
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
    In,     // cocos EaseIn: t^rate
    Out,    // cocos EaseOut: t^(1/rate)
    InOut,  // cocos EaseInOut with rate
};

// cocos tweenfunc formulas. `parameter` is the period of the elastic curves (cocos
// default 0.3) and the rate of In, Out and InOut; the other curves ignore it.
float easeValue(Ease ease, float t, float parameter = 0.3f);

class EaseAction : public ActionInterval {
public:
    EaseAction(Ease ease, std::unique_ptr<ActionInterval> inner, float parameter = 0.3f);
    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float t) override;
    ActionPtr clone() const override;

private:
    Ease m_ease;
    float m_period;
    std::unique_ptr<ActionInterval> m_inner;
};

}  // namespace diorama
