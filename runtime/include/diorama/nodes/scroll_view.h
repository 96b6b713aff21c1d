// cocos2d-x 3.17's ui::ScrollView: a clipping window of its content size onto an inner
// container, which the user drags (with cocos' bounce and inertia) in the chosen direction.
//
// The inner container is not a node here: the ScrollView's children are its children, as
// they are in a Studio file and under cocos' getChildren(), and the container's position
// is the children's origin (Node::childOrigin). Its size is innerContainerSize, never
// smaller than the view; it starts top-left aligned, at (0, height - innerHeight), as
// onSizeChanged and setInnerContainerSize put it.
//
// Touches follow cocos: a drag moves the container by the touch's delta in the view's
// space while both the touch and its previous point lie in the view; out of bounds the
// move halves with bounce and is clamped without. On release the view bounces back (1 s,
// quintic ease-out) or, with inertia, glides by 0.7 x the velocity of the last five moves
// (when they took under 0.5 s) over sqrt(sqrt(speed / 5)) s, braking 20 times faster once
// it leaves the bounds. A widget inside hands its touch over once it has moved more than
// 7/160 inch (7 points at cocos' 160 dpi) along the scroll direction and loses its press.
// Time is the ScrollView's own clock, advanced by update(dt), so replays are exact.
//
// Its scroll bars are cocos' (scroll_view_bar.h): on by default, shown while it scrolls.
//
// Its background image (cocos' Layout::setBackGroundImage) is drawn over the background
// colour and under the children, fixed to the view: at its own size about the view's
// centre, or sliced over the whole view with backgroundImageScale9Enabled.
#pragma once

#include "diorama/nodes/layout_background.h"
#include "diorama/nodes/scroll_view_bar.h"
#include "diorama/nodes/widget.h"
#include "diorama/nodes/widget_image.h"
#include "diorama/scene/node.h"
#include "diorama/types/node_type.h"

#include <cfloat>
#include <deque>

namespace diorama {

class ScrollView : public Node, public Widget {
public:
    enum class Direction { None, Vertical, Horizontal, Both };
    static constexpr Size kDefaultSize{200.0f, 200.0f};
    static constexpr Size kDefaultInnerSize{200.0f, 300.0f};

    ScrollView();
    std::string_view typeName() const override { return "ScrollView"; }

    Direction direction() const { return m_direction; }
    // A ListView lays its items out along the new direction.
    void setDirection(Direction direction) {
        if (direction == m_direction) return;
        m_direction = direction;
        m_scrollBar.reset();  // cocos makes new bars
        requestLayout();
        onDirectionChanged();
    }
    bool isBounceEnabled() const { return m_bounceEnabled; }
    void setBounceEnabled(bool on) { m_bounceEnabled = on; }
    bool isInertiaScrollEnabled() const { return m_inertiaScrollEnabled; }
    void setInertiaScrollEnabled(bool on) { m_inertiaScrollEnabled = on; }

    // The requested size; the container takes at least the view's size.
    Size innerContainerSize() const { return m_innerSize; }
    void setInnerContainerSize(Size size);
    Vec2 innerContainerPosition() const { return childOrigin(); }
    void setInnerContainerPosition(Vec2 position) { setChildOrigin(position); }
    void jumpToTop();
    void jumpToBottom();
    void jumpToPercentVertical(float percent);
    void jumpToPercentHorizontal(float percent);
    bool isAutoScrolling() const { return m_autoScrolling; }

    // The background (layout_background.h); the accessors below are cocos' names for it.
    LayoutBackground& background() { return m_background; }
    const LayoutBackground& background() const { return m_background; }
    Color3B backgroundColor() const { return m_background.color; }
    void setBackgroundColor(Color3B color) { m_background.color = color; }
    // 0: no background drawn.
    int backgroundOpacity() const { return m_background.opacity; }
    void setBackgroundOpacity(int opacity) {
        m_background.opacity = opacity;
        markDrawBoundsDirty();  // an opacity of 0 draws nothing
    }
    // cocos' BackGroundColorType::GRADIENT: a LayerGradient from backgroundColor (tinted by
    // the view's colour) to backgroundEndColor (not tinted) along backgroundVector, both at
    // backgroundOpacity.
    bool isBackgroundGradient() const { return m_background.gradient; }
    void setBackgroundGradient(bool on) { m_background.gradient = on; }
    Color3B backgroundEndColor() const { return m_background.endColor; }
    void setBackgroundEndColor(Color3B color) { m_background.endColor = color; }
    Vec2 backgroundVector() const { return m_background.vector; }
    void setBackgroundVector(Vec2 vector) { m_background.vector = vector; }

    // cocos' background image: a file, whole about the centre or sliced over the view.
    WidgetImage& backgroundImage() { return m_background.image; }
    const WidgetImage& backgroundImage() const { return m_background.image; }
    bool isBackgroundImageScale9Enabled() const { return m_background.imageScale9Enabled; }
    void setBackgroundImageScale9Enabled(bool on) {
        m_background.imageScale9Enabled = on;
        imagesChanged();
    }
    Rect backgroundImageCapInsets() const { return m_background.imageCapInsets; }
    void setBackgroundImageCapInsets(const Rect& insets) {
        m_background.imageCapInsets = insets;
        imagesChanged();
    }
    // The image's sprite set up as drawn: sliced or not, with the insets and its size.
    void imagesChanged();

    // cocos' scroll bar settings: a vertical bar unless the view scrolls horizontally only,
    // a horizontal one unless vertically only (so none gets both, as in cocos).
    bool isScrollBarEnabled() const { return m_scrollBarEnabled; }
    void setScrollBarEnabled(bool on);
    float scrollBarWidth() const { return m_scrollBar.settings().width; }
    void setScrollBarWidth(float width) { m_scrollBar.settings().width = width; }
    Color3B scrollBarColor() const { return m_scrollBar.settings().color; }
    void setScrollBarColor(Color3B color) { m_scrollBar.settings().color = color; }
    int scrollBarOpacity() const { return m_scrollBar.settings().opacity; }
    void setScrollBarOpacity(int opacity);
    bool isScrollBarAutoHideEnabled() const { return m_scrollBar.settings().autoHideEnabled; }
    void setScrollBarAutoHideEnabled(bool on) { m_scrollBar.setAutoHideEnabled(on); }
    float scrollBarAutoHideTime() const { return m_scrollBar.settings().autoHideTime; }
    void setScrollBarAutoHideTime(float seconds) { m_scrollBar.settings().autoHideTime = seconds; }
    Vec2 scrollBarPositionFromCornerForVertical() const { return m_scrollBar.settings().verticalCorner; }
    void setScrollBarPositionFromCornerForVertical(Vec2 corner) { m_scrollBar.settings().verticalCorner = corner; }
    Vec2 scrollBarPositionFromCornerForHorizontal() const { return m_scrollBar.settings().horizontalCorner; }
    void setScrollBarPositionFromCornerForHorizontal(Vec2 corner) { m_scrollBar.settings().horizontalCorner = corner; }
    // Both bars' own opacity now (0 while hidden), and where each sits in the view.
    int scrollBarShownOpacity() const { return m_scrollBar.shownOpacity(); }
    bool hasVerticalScrollBar() const { return m_scrollBarEnabled && m_direction != Direction::Horizontal; }
    bool hasHorizontalScrollBar() const { return m_scrollBarEnabled && m_direction != Direction::Vertical; }
    ScrollViewBar::Placement verticalScrollBarPlacement() const;
    ScrollViewBar::Placement horizontalScrollBarPlacement() const;

    bool onTouchBegan(Vec2 world) override;
    void onTouchMoved(Vec2 world) override;
    void onTouchEnded(Vec2 world) override;
    void onTouchCancelled() override;
    void update(float dt) override;

protected:
    void onEnter() override;
    void onContentSizeChanged() override;
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    void drawOverChildren(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;
    void interceptTouchEvent(TouchEventType type, Widget& sender, Vec2 world) override;
    // A press on the view or a widget inside it (cocos' handlePressLogic).
    virtual void onPressed() {}
    // After a release has started any bounce back or glide (a PageView turns its page).
    virtual void onReleased() {}
    // An auto-scroll reached its end, just before its last move.
    virtual void onAutoScrollEnded() {}
    // After setDirection changed the direction (a PageView moves its indicator).
    virtual void onDirectionChanged() {}
    // Whether drawOverChildren has more than the bars to draw (a PageView's indicator).
    void setDrawsMoreOverChildren(bool on);
    Vec2 touchMoveVelocity() const;
    Vec2 flatten(Vec2 v) const;
    void startAutoScroll(Vec2 delta, float seconds, bool attenuated);
    // How close to its end an auto-scroll stops (cocos' getAutoScrollStopEpsilon).
    void setAutoScrollStopEpsilon(float epsilon) { m_autoScrollStopEpsilon = epsilon; }

    // How far the container (moved by `addition`) lies out of the view, as the move back.
    Vec2 outOfBoundary(Vec2 addition = {}) const;
    // Where the container's edges may reach in the view: its own edges, unless a ListView's
    // magnet lets the end items come to the magnet.
    struct Boundaries {
        float left, right, top, bottom;
    };
    virtual Boundaries boundaries() const;
    // The glide after a quick release (a ListView ends it on an item when magnetic).
    virtual void startAttenuatingAutoScroll(Vec2 delta, Vec2 initialVelocity);

private:
    void moveInnerContainer(Vec2 delta, bool canStartBounceBack);
    void scrollChildren(Vec2 delta);
    bool startBounceBackIfNeeded();
    bool isNecessaryAutoScrollBrake();
    void processAutoScrolling(float dt);
    void handlePress(Vec2 world);
    void handleMove(Vec2 world);
    void handleRelease(Vec2 world);
    void gatherTouchMove(Vec2 delta);
    long long nowMs() const;

    Direction m_direction = Direction::Vertical;
    bool m_bounceEnabled = false;
    bool m_inertiaScrollEnabled = true;
    Size m_innerSize;               // the container's own size (cocos makes it 0 x 0 with the view)
    LayoutBackground m_background;  // Studio's colour, {150, 200, 255}, set by the constructor
    bool m_scrollBarEnabled = true;
    bool m_drawsMoreOverChildren = false;
    ScrollViewBar m_scrollBar;

    bool m_pressed = false;
    bool m_intercepting = false;
    Vec2 m_previousTouch;
    std::deque<Vec2> m_moveDeltas;
    std::deque<float> m_moveTimes;
    long long m_previousMoveMs = 0;
    double m_clock = 0.0;

    bool m_autoScrolling = false;
    bool m_autoScrollAttenuate = true;
    Vec2 m_autoScrollStart;
    Vec2 m_autoScrollDelta;
    float m_autoScrollTotalTime = 0.0f;
    float m_autoScrollElapsed = 0.0f;
    bool m_autoScrollOutOfBoundary = false;
    bool m_autoScrollBraking = false;
    float m_autoScrollStopEpsilon = FLT_EPSILON;
    Vec2 m_autoScrollBrakingStart;
};

NodeTypeInfo scrollViewTypeInfo();

}  // namespace diorama
