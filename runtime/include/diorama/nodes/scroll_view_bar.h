// cocos2d-x 3.17's ui::ScrollViewBar, the bars a ScrollView shows while it scrolls: a
// rounded bar `width` across, `margin from boundary` in from the right (vertical) or bottom
// (horizontal) edge, whose length and place along the edge mirror the visible part of the
// container, between `margin for length` from either end. It is cocos' colour (52, 65, 87)
// at 40 % opacity, tinted by the view's colour and opacity as cocos' cascade does.
//
// With auto-hide (the default) the bars are hidden until the container moves, stay while
// the touch is down, and fade out over autoHideTime after the last move or the release.
// Without it they always show.
//
// The bars are not nodes. cocos draws each as three sprites: two half-circle caps and a
// body. Here each bar is one command of quads with the white texture, so each cap is six
// rows, as the cap image is six pixels high. Differences, all in docs/runtime.md:
// - cocos draws them even while hidden; here they emit nothing then, so a still view's
//   render order is as before.
// - cocos also shows them for autoHideTime whenever the view or its container is resized,
//   so a scene flashes them as it loads; here only moves and touches show them.
// - cocos' setDirection and setScrollBarEnabled make new bars with default settings; here
//   the settings stay, whatever order a file sets them in.
#pragma once

#include "diorama/math/color.h"
#include "diorama/math/geometry.h"

#include <cstdint>

namespace diorama {

class Node;
class RenderQueue;

class ScrollViewBar {
public:
    static constexpr Color3B kDefaultColor{52, 65, 87};
    static constexpr int kDefaultOpacity = 102;    // 255 * 0.4, truncated
    static constexpr float kDefaultWidth = 12.0f;  // the body image's width
    static constexpr float kDefaultMargin = 20.0f;
    static constexpr float kDefaultAutoHideTime = 0.2f;

    struct Settings {
        float width = kDefaultWidth;
        Color3B color = kDefaultColor;
        int opacity = kDefaultOpacity;
        bool autoHideEnabled = true;
        float autoHideTime = kDefaultAutoHideTime;
        // cocos' positionFromCorner: x from the right edge and y along it for the vertical
        // bar; x along the bottom edge and y from it for the horizontal one.
        Vec2 verticalCorner{kDefaultMargin, kDefaultMargin};
        Vec2 horizontalCorner{kDefaultMargin, kDefaultMargin};
    };
    // One bar's place in the view: the body runs `length` along the bar's axis from
    // `origin`, the bar's centre line; the caps add width / 2 at either end.
    struct Placement {
        Vec2 origin;
        float length = 0.0f;
    };

    const Settings& settings() const { return m_settings; }
    Settings& settings() { return m_settings; }
    void setAutoHideEnabled(bool enabled);

    // The bars' own opacity now, before the view's (0 while hidden).
    int shownOpacity() const { return m_shown; }
    void onScrolled();
    void onTouchBegan();
    void onTouchEnded();
    void update(float dt);
    // Back to a new bar's state: hidden, nothing pending.
    void reset();

    // calculateLength and calculatePosition for the bar along one axis: `view` and `inner`
    // are the view's and the container's extents on it, `scrolled` how far the container
    // is moved back from its start (-position), `outOfBoundary` how far it lies out.
    static float length(float view, float inner, float outOfBoundary, float marginForLength);
    static float position(float view, float inner, float scrolled, float outOfBoundary, float length,
                          float marginForLength);
    static Placement vertical(Size view, Size inner, Vec2 containerPosition, Vec2 outOfBoundary, Vec2 corner);
    static Placement horizontal(Size view, Size inner, Vec2 containerPosition, Vec2 outOfBoundary, Vec2 corner);

    // Emits the bar as `owner`'s quads in the view's `world` space.
    void draw(RenderQueue& queue, const Node& owner, const AffineTransform& world, Placement placement, bool vertical,
              Color4B color) const;

private:
    Settings m_settings;
    std::uint8_t m_shown = 0;
    bool m_touching = false;
    float m_remaining = 0.0f;
};

}  // namespace diorama
