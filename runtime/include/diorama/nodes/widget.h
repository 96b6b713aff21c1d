// What cocos2d-x 3.17's ui::Widget gives every widget for touches, shared by Button,
// CheckBox and Slider: enabled (which sets bright, as cocos' setEnabled does), bright, touchEnabled,
// the highlighted (pressed) state, and the touch callbacks.
//
// A widget claims a touch that begins inside its node's content rectangle while enabled,
// touch-enabled, visible and under enabled widgets, and swallows it (listenForTouches); it
// shows pressed while the touch stays inside, and on release while pressed it "releases
// up": the click (a CheckBox toggles first). cocos does not test the end point again: a
// touch that last moved inside clicks.
#pragma once

#include "diorama/events/event_dispatcher.h"
#include "diorama/math/geometry.h"

#include <functional>

namespace diorama {

class Node;

class Widget {
public:
    enum class State { Normal, Pressed, Disabled };
    enum class TouchEventType { Began, Moved, Ended, Canceled };

    Widget(const Widget&) = delete;
    Widget& operator=(const Widget&) = delete;

    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    bool isBright() const { return m_bright; }
    void setBright(bool bright);
    bool isTouchEnabled() const { return m_touchEnabled; }
    void setTouchEnabled(bool enabled) { m_touchEnabled = enabled; }
    bool isHighlighted() const { return m_highlighted; }
    void setHighlighted(bool highlighted);
    State state() const;
    // cocos' isAncestorsEnabled: whether every widget above, as cocos 3.17 finds them, is
    // enabled; a touch begins only then.
    bool ancestorsEnabled() const;

    // cocos' Widget touch callbacks, in scene coordinates. onTouchBegan returns whether
    // the widget claims the touch. Hooks, as in cocos: a Slider moves its ball on them.
    virtual bool onTouchBegan(Vec2 world);
    virtual void onTouchMoved(Vec2 world);
    virtual void onTouchEnded(Vec2 world);
    virtual void onTouchCancelled();
    // Whether `world` lies in the node's content rectangle, edges included, which must
    // have area (cocos' Widget::hitTest); a Slider adds its ball.
    virtual bool hitTest(Vec2 world) const;
    // cocos' addClickEventListener / addTouchEventListener: one callback each, replaced
    // by the next call.
    void addClickEventListener(std::function<void(Widget&)> callback) { m_onClick = std::move(callback); }
    void addTouchEventListener(std::function<void(Widget&, TouchEventType)> callback) {
        m_onTouch = std::move(callback);
    }

    Node& widgetNode() { return m_node; }
    const Node& widgetNode() const { return m_node; }
    // Where the touch this widget claimed began (cocos' getTouchBeganPosition).
    Vec2 touchBeganPosition() const { return m_touchBegan; }
    // cocos' propagateTouchEvents: whether this widget's touches are shown to the widgets
    // above it (a ScrollView takes a drag over from a button inside it).
    bool isPropagateTouchEvents() const { return m_propagateTouchEvents; }
    void setPropagateTouchEvents(bool on) { m_propagateTouchEvents = on; }

protected:
    explicit Widget(Node& node) : m_node(node) {}
    ~Widget() = default;
    // Hooks: the look follows state() (cocos' onPressStateChangedTo*), and what a release
    // while pressed does after the click is reported (a CheckBox toggles).
    virtual void pressStateChanged() {}
    virtual void releaseUp() {}
    // cocos' interceptTouchEvent: `sender`, a widget below, saw a touch. The base passes
    // it on to the widget above; a ScrollView scrolls with it.
    virtual void interceptTouchEvent(TouchEventType type, Widget& sender, Vec2 world);

private:
    void emit(TouchEventType type);
    void propagate(TouchEventType type, Vec2 world);
    Widget* widgetAbove() const;

    Node& m_node;
    std::function<void(Widget&)> m_onClick;
    std::function<void(Widget&, TouchEventType)> m_onTouch;
    bool m_enabled = true;
    bool m_bright = true;
    bool m_touchEnabled = true;
    bool m_highlighted = false;
    bool m_propagateTouchEvents = true;
    Vec2 m_touchBegan;
};

// A widget's renderer scaled by `factor` about the centre of a content size `size` (the
// press zoom), in the widget's own space.
inline AffineTransform zoomAboutCentre(Size size, Vec2 factor) {
    const Vec2 centre{size.width * 0.5f, size.height * 0.5f};
    return {factor.x, 0.0f, 0.0f, factor.y, centre.x - factor.x * centre.x, centre.y - factor.y * centre.y};
}

// Registers the widget's touch listener (scene-graph priority on its node, swallowing, as
// a cocos widget's) on `dispatcher`: what makes a widget react in a game, the player and
// Play.
[[nodiscard]] ListenerHandle listenForTouches(EventDispatcher& dispatcher, Widget& widget);

}  // namespace diorama
