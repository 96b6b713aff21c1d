#include "diorama/nodes/scroll_view.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/layer_gradient.h"
#include "diorama/render/render_queue.h"
#include "diorama/types/builtin_types.h"
#include "widget_properties.h"

#include <cfloat>
#include <cmath>

namespace diorama {

namespace {

constexpr int kGatheredMoves = 5;
constexpr float kTouchTotalTimeThreshold = 0.5f;
constexpr float kOutOfBoundaryBrakingFactor = 0.05f;
constexpr float kBounceBackDuration = 1.0f;
constexpr float kInertiaMovementFactor = 0.7f;
// cocos' MOVE_INCH at Device::getDPI() on desktop (160) and a view scale of 1.
constexpr float kDpi = 160.0f;
constexpr float kChildFocusCancelOffsetInInch = 7.0f / 160.0f;

bool nearZero(Vec2 v) { return std::fabs(v.x) <= 0.0001f && std::fabs(v.y) <= 0.0001f; }

float quintEaseOut(float t) {
    t -= 1;
    return t * t * t * t * t + 1;
}

}  // namespace

ScrollView::ScrollView() : Widget(static_cast<Node&>(*this)) {
    m_background.color = {150, 200, 255};
    setClippingEnabled(true);
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
    setPropagateTouchEvents(false);
    setInnerContainerPosition({0.0f, 0.0f});
    setDrawsOverChildren(true);
}

void ScrollView::setScrollBarEnabled(bool on) {
    if (on == m_scrollBarEnabled) return;
    m_scrollBarEnabled = on;
    m_scrollBar.reset();
    setDrawsOverChildren(on || m_drawsMoreOverChildren);
    markDrawBoundsDirty();
}

void ScrollView::setDrawsMoreOverChildren(bool on) {
    m_drawsMoreOverChildren = on;
    setDrawsOverChildren(on || m_scrollBarEnabled);
}

// Without auto-hide the bars show at the new opacity at once, whichever of the two a file
// sets first.
void ScrollView::setScrollBarOpacity(int opacity) {
    m_scrollBar.settings().opacity = opacity;
    if (!m_scrollBar.settings().autoHideEnabled) m_scrollBar.reset();
}

ScrollViewBar::Placement ScrollView::verticalScrollBarPlacement() const {
    return ScrollViewBar::vertical(contentSize(), m_innerSize, innerContainerPosition(), outOfBoundary(),
                                   scrollBarPositionFromCornerForVertical());
}

ScrollViewBar::Placement ScrollView::horizontalScrollBarPlacement() const {
    return ScrollViewBar::horizontal(contentSize(), m_innerSize, innerContainerPosition(), outOfBoundary(),
                                     scrollBarPositionFromCornerForHorizontal());
}

void ScrollView::setInnerContainerSize(Size size) {
    const Size view = contentSize();
    m_innerSize = {size.width < view.width ? view.width : size.width,
                   size.height < view.height ? view.height : size.height};
    setInnerContainerPosition({0.0f, view.height - m_innerSize.height});
    markDrawBoundsDirty();
}

// onSizeChanged: the container grows with the view, and goes back to the top left.
void ScrollView::onContentSizeChanged() {
    if (m_background.imageScale9Enabled) imagesChanged();  // sliced over the whole view
    const Size view = contentSize();
    m_innerSize = {std::max(m_innerSize.width, view.width), std::max(m_innerSize.height, view.height)};
    setInnerContainerPosition({0.0f, view.height - m_innerSize.height});
}

void ScrollView::jumpToTop() {
    layoutIfRequested();  // a ListView sizes the container first, as cocos' does
    m_autoScrolling = false;
    moveInnerContainer(
        Vec2{innerContainerPosition().x, contentSize().height - m_innerSize.height} - innerContainerPosition(), true);
}

void ScrollView::jumpToBottom() {
    layoutIfRequested();
    m_autoScrolling = false;
    moveInnerContainer(Vec2{innerContainerPosition().x, 0.0f} - innerContainerPosition(), true);
}

void ScrollView::jumpToPercentVertical(float percent) {
    layoutIfRequested();
    const float minY = contentSize().height - m_innerSize.height;
    const float h = -minY;
    m_autoScrolling = false;
    moveInnerContainer(Vec2{innerContainerPosition().x, minY + percent * h / 100.0f} - innerContainerPosition(), true);
}

void ScrollView::jumpToPercentHorizontal(float percent) {
    layoutIfRequested();
    const float w = m_innerSize.width - contentSize().width;
    m_autoScrolling = false;
    moveInnerContainer(Vec2{-(percent * w / 100.0f), innerContainerPosition().y} - innerContainerPosition(), true);
}

Vec2 ScrollView::flatten(Vec2 v) const {
    return {m_direction == Direction::Vertical ? 0.0f : v.x, m_direction == Direction::Horizontal ? 0.0f : v.y};
}

ScrollView::Boundaries ScrollView::boundaries() const {
    const Size view = contentSize();
    return {0.0f, view.width, view.height, 0.0f};
}

Vec2 ScrollView::outOfBoundary(Vec2 addition) const {
    const Vec2 pos = innerContainerPosition();
    const Boundaries b = boundaries();
    const float left = pos.x + addition.x, right = pos.x + m_innerSize.width + addition.x;
    const float bottom = pos.y + addition.y, top = pos.y + m_innerSize.height + addition.y;
    Vec2 out{0.0f, 0.0f};
    if (left > b.left)
        out.x = b.left - left;
    else if (right < b.right)
        out.x = b.right - right;
    if (top < b.top)
        out.y = b.top - top;
    else if (bottom > b.bottom)
        out.y = b.bottom - bottom;
    return out;
}

// The glide's length in seconds from its initial speed, a quintic's (cocos'
// calculateAutoScrollTimeByInitialSpeed).
void ScrollView::startAttenuatingAutoScroll(Vec2 delta, Vec2 initialVelocity) {
    const float speed = std::sqrt(initialVelocity.x * initialVelocity.x + initialVelocity.y * initialVelocity.y);
    startAutoScroll(delta, std::sqrt(std::sqrt(speed / 5)), true);
}

void ScrollView::moveInnerContainer(Vec2 delta, bool canStartBounceBack) {
    setInnerContainerPosition(innerContainerPosition() + flatten(delta));
    if (m_scrollBarEnabled) m_scrollBar.onScrolled();
    if (m_bounceEnabled && canStartBounceBack) startBounceBackIfNeeded();
}

void ScrollView::scrollChildren(Vec2 delta) {
    Vec2 move = delta;
    if (m_bounceEnabled) {
        // Dragged past an edge, the container follows at half speed.
        const Vec2 out = outOfBoundary();
        move.x *= out.x == 0.0f ? 1.0f : 0.5f;
        move.y *= out.y == 0.0f ? 1.0f : 0.5f;
    } else {
        move += outOfBoundary(move);
    }
    moveInnerContainer(move, false);
}

bool ScrollView::startBounceBackIfNeeded() {
    if (!m_bounceEnabled) return false;
    const Vec2 back = outOfBoundary();
    if (nearZero(back)) return false;
    startAutoScroll(back, kBounceBackDuration, true);
    return true;
}

void ScrollView::startAutoScroll(Vec2 delta, float seconds, bool attenuated) {
    const Vec2 adjusted = flatten(delta);
    m_autoScrolling = true;
    m_autoScrollDelta = adjusted;
    m_autoScrollAttenuate = attenuated;
    m_autoScrollStart = innerContainerPosition();
    m_autoScrollTotalTime = seconds;
    m_autoScrollElapsed = 0.0f;
    m_autoScrollBraking = false;
    m_autoScrollBrakingStart = {0.0f, 0.0f};
    // Already out and heading further out on the same side: brake from the start.
    const Vec2 now = outOfBoundary();
    if (!nearZero(now)) {
        m_autoScrollOutOfBoundary = true;
        const Vec2 after = outOfBoundary(adjusted);
        if (now.x * after.x > 0 || now.y * after.y > 0) m_autoScrollBraking = true;
    }
}

bool ScrollView::isNecessaryAutoScrollBrake() {
    if (m_autoScrollBraking) return true;
    if (!nearZero(outOfBoundary())) {
        if (!m_autoScrollOutOfBoundary) {  // it has just left the bounds
            m_autoScrollOutOfBoundary = true;
            m_autoScrollBraking = true;
            m_autoScrollBrakingStart = innerContainerPosition();
            return true;
        }
    } else {
        m_autoScrollOutOfBoundary = false;
    }
    return false;
}

void ScrollView::processAutoScrolling(float dt) {
    const float braking = isNecessaryAutoScrollBrake() ? kOutOfBoundaryBrakingFactor : 1.0f;
    m_autoScrollElapsed += dt * (1 / braking);
    float percentage = std::min(1.0f, m_autoScrollElapsed / m_autoScrollTotalTime);
    if (m_autoScrollAttenuate) percentage = quintEaseOut(percentage);
    Vec2 target = m_autoScrollStart + m_autoScrollDelta * percentage;
    bool reachedEnd = std::fabs(percentage - 1) <= m_autoScrollStopEpsilon;
    if (reachedEnd) target = m_autoScrollStart + m_autoScrollDelta;
    if (m_bounceEnabled) {
        target = m_autoScrollBrakingStart + (target - m_autoScrollBrakingStart) * braking;
    } else {
        const Vec2 out = outOfBoundary(target - innerContainerPosition());
        if (!nearZero(out)) {
            target += out;
            reachedEnd = true;
        }
    }
    if (reachedEnd) {
        m_autoScrolling = false;
        onAutoScrollEnded();  // cocos dispatches AUTOSCROLL_ENDED before the last move
    }
    moveInnerContainer(target - innerContainerPosition(), reachedEnd);
}

long long ScrollView::nowMs() const { return static_cast<long long>(m_clock * 1000.0); }

void ScrollView::gatherTouchMove(Vec2 delta) {
    while (m_moveDeltas.size() >= kGatheredMoves) {
        m_moveDeltas.pop_front();
        m_moveTimes.pop_front();
    }
    m_moveDeltas.push_back(delta);
    const long long now = nowMs();
    m_moveTimes.push_back(float(now - m_previousMoveMs) / 1000.0f);
    m_previousMoveMs = now;
}

void ScrollView::handlePress(Vec2) {
    m_pressed = true;
    m_autoScrolling = false;
    m_previousMoveMs = nowMs();
    m_moveDeltas.clear();
    m_moveTimes.clear();
    if (m_scrollBarEnabled) m_scrollBar.onTouchBegan();
    onPressed();
}

// The delta in the view's space, only while the touch and its previous point are in it.
void ScrollView::handleMove(Vec2 world) {
    if (!m_pressed || !hitTest(world) || !hitTest(m_previousTouch)) return;
    const Vec2 delta = convertToNodeSpace(world) - convertToNodeSpace(m_previousTouch);
    scrollChildren(delta);
    gatherTouchMove(delta);
}

void ScrollView::handleRelease(Vec2 world) {
    if (!m_pressed) return;
    if (hitTest(world) && hitTest(m_previousTouch))
        gatherTouchMove(convertToNodeSpace(world) - convertToNodeSpace(m_previousTouch));
    m_pressed = false;
    if (!startBounceBackIfNeeded() && m_inertiaScrollEnabled) {
        const Vec2 velocity = touchMoveVelocity();
        if (velocity != Vec2{0.0f, 0.0f}) startAttenuatingAutoScroll(velocity * kInertiaMovementFactor, velocity);
    }
    if (m_scrollBarEnabled) m_scrollBar.onTouchEnded();
    onReleased();
}

// calculateTouchMoveVelocity: none when the last moves took no time or 0.5 s or more.
Vec2 ScrollView::touchMoveVelocity() const {
    float totalTime = 0.0f;
    for (float t : m_moveTimes) totalTime += t;
    if (totalTime == 0.0f || totalTime >= kTouchTotalTimeThreshold) return {0.0f, 0.0f};
    Vec2 totalMove{0.0f, 0.0f};
    for (Vec2 d : m_moveDeltas) totalMove += d;
    return totalMove / totalTime;
}

bool ScrollView::onTouchBegan(Vec2 world) {
    const bool claimed = Widget::onTouchBegan(world);
    if (!m_intercepting && claimed) handlePress(world);
    m_previousTouch = world;
    return claimed;
}

void ScrollView::onTouchMoved(Vec2 world) {
    Widget::onTouchMoved(world);
    if (!m_intercepting) handleMove(world);
    m_previousTouch = world;
}

void ScrollView::onTouchEnded(Vec2 world) {
    Widget::onTouchEnded(world);
    if (!m_intercepting) handleRelease(world);
    m_intercepting = false;
    m_previousTouch = world;
}

void ScrollView::onTouchCancelled() {
    Widget::onTouchCancelled();
    if (!m_intercepting) handleRelease(m_previousTouch);
    m_intercepting = false;
}

void ScrollView::interceptTouchEvent(TouchEventType type, Widget& sender, Vec2 world) {
    if (!isTouchEnabled()) return Widget::interceptTouchEvent(type, sender, world);
    if (m_direction == Direction::None) return;
    switch (type) {
    case TouchEventType::Began:
        m_intercepting = true;
        handlePress(world);
        break;
    case TouchEventType::Moved: {
        const Vec2 from = sender.touchBeganPosition();
        Vec2 offset = from - world;
        if (m_direction == Direction::Horizontal) offset = {std::fabs(offset.x), 0.0f};
        if (m_direction == Direction::Vertical) offset = {0.0f, std::fabs(offset.y)};
        const float inches = std::sqrt((offset.x / kDpi) * (offset.x / kDpi) + (offset.y / kDpi) * (offset.y / kDpi));
        if (inches > kChildFocusCancelOffsetInInch) {
            sender.setHighlighted(false);
            handleMove(world);
        }
        break;
    }
    case TouchEventType::Ended:
    case TouchEventType::Canceled:
        handleRelease(world);
        m_intercepting = false;  // every widget here swallows its touches
        break;
    }
    m_previousTouch = world;
}

void ScrollView::onEnter() { scheduleUpdate(); }

void ScrollView::update(float dt) {
    m_clock += dt;
    if (m_autoScrolling) processAutoScrolling(dt);
    if (m_scrollBarEnabled) m_scrollBar.update(dt);
}

void ScrollView::imagesChanged() {
    m_background.fitImage(contentSize());
    markDrawBoundsDirty();
}

// The background, its image, and the bars, which may reach past the view by their margins.
WorldBox ScrollView::drawBounds(const AffineTransform& world) const {
    const Size s = contentSize();
    WorldBox box = m_background.drawBounds(*this, world);
    if (m_scrollBarEnabled) {
        const float reach = std::fabs(scrollBarWidth()) / 2.0f;
        Rect bars{{0.0f, 0.0f}, s};
        const Vec2 v = scrollBarPositionFromCornerForVertical(), h = scrollBarPositionFromCornerForHorizontal();
        const float left = std::min({0.0f, s.width - v.x - reach, h.x - reach});
        const float bottom = std::min({0.0f, h.y - reach, v.y - reach});
        const float right = std::max({s.width, s.width - v.x + reach, s.width - h.x + reach});
        const float top = std::max({s.height, h.y + reach, s.height - v.y + reach});
        bars = {{left, bottom}, {right - left, top - bottom}};
        box.unite(WorldBox::of(world, bars));
    }
    return box;
}

void ScrollView::draw(RenderQueue& queue, const AffineTransform& world) { m_background.draw(queue, *this, world); }

// cocos' bars are its protected children above the inner container, so they show over
// every child, inside the clip.
void ScrollView::drawOverChildren(RenderQueue& queue, const AffineTransform& world) {
    if (!m_scrollBarEnabled || m_scrollBar.shownOpacity() == 0) return;
    // The bars cascade from the view as cocos' nodes do: float products, truncated.
    const Color3B bar = scrollBarColor();
    const Color3B tint = isCascadeColorEnabled() ? displayedColor() : Color3B{255, 255, 255};
    const int viewOpacity = isCascadeOpacityEnabled() ? displayedOpacity() : 255;
    const Color4B color{std::uint8_t(bar.r * tint.r / 255.0), std::uint8_t(bar.g * tint.g / 255.0),
                        std::uint8_t(bar.b * tint.b / 255.0),
                        std::uint8_t(m_scrollBar.shownOpacity() * viewOpacity / 255.0)};
    if (color.a == 0) return;
    if (hasVerticalScrollBar()) {
        const RenderQueue::PartScope part(queue, DrawPart::VerticalScrollBar);
        m_scrollBar.draw(queue, *this, world, verticalScrollBarPlacement(), true, color);
    }
    if (hasHorizontalScrollBar()) {
        const RenderQueue::PartScope part(queue, DrawPart::HorizontalScrollBar);
        m_scrollBar.draw(queue, *this, world, horizontalScrollBarPlacement(), false, color);
    }
}

namespace {

void addScrollBarProperties(NodeTypeInfo& t) {
    using Bar = ScrollViewBar;
    const char* group = "Scroll bar";
    t.properties.push_back(property<ScrollView, bool>(
        "scrollBarEnabled", ValueKind::Bool, &ScrollView::isScrollBarEnabled, &ScrollView::setScrollBarEnabled, true,
        PropertyHints{.group = group,
                      .tooltip = "Shows bars along the right and bottom edges while it scrolls",
                      .label = "Scroll bars"}));
    PropertyHints width{.group = group, .tooltip = "The bars' thickness; their ends are round", .label = "Bar width"};
    width.unit = Unit::Pixels;
    width.min = 0;
    t.properties.push_back(property<ScrollView, float>("scrollBarWidth", ValueKind::Float, &ScrollView::scrollBarWidth,
                                                       &ScrollView::setScrollBarWidth, Bar::kDefaultWidth, width));
    t.properties.push_back(property<ScrollView, Color3B>(
        "scrollBarColor", ValueKind::Color, &ScrollView::scrollBarColor, &ScrollView::setScrollBarColor,
        Bar::kDefaultColor, PropertyHints{.group = group, .tooltip = "The bars' colour", .label = "Bar colour"}));
    PropertyHints opacity{.group = group, .tooltip = "The bars' opacity while they show", .label = "Bar opacity"};
    opacity.unit = Unit::Byte;
    opacity.min = 0, opacity.max = 255;
    t.properties.push_back(property<ScrollView, int>("scrollBarOpacity", ValueKind::Int, &ScrollView::scrollBarOpacity,
                                                     &ScrollView::setScrollBarOpacity, Bar::kDefaultOpacity, opacity));
    t.properties.push_back(property<ScrollView, bool>(
        "scrollBarAutoHideEnabled", ValueKind::Bool, &ScrollView::isScrollBarAutoHideEnabled,
        &ScrollView::setScrollBarAutoHideEnabled, true,
        PropertyHints{.group = group,
                      .tooltip = "Hidden until it scrolls, then fading out after the last move",
                      .label = "Auto hide"}));
    PropertyHints hideTime{.group = group, .tooltip = "How long the bars take to fade out", .label = "Fade time"};
    hideTime.min = 0;
    t.properties.push_back(
        property<ScrollView, float>("scrollBarAutoHideTime", ValueKind::Float, &ScrollView::scrollBarAutoHideTime,
                                    &ScrollView::setScrollBarAutoHideTime, Bar::kDefaultAutoHideTime, hideTime));
    t.properties.push_back(property<ScrollView, Vec2>(
        "scrollBarPositionFromCornerForVertical", ValueKind::Point, &ScrollView::scrollBarPositionFromCornerForVertical,
        &ScrollView::setScrollBarPositionFromCornerForVertical, Vec2{Bar::kDefaultMargin, Bar::kDefaultMargin},
        PropertyHints{.group = group,
                      .tooltip = "The vertical bar's distance from the right edge (x) and from the top and bottom (y)",
                      .label = "Vertical corner"}));
    t.properties.push_back(property<ScrollView, Vec2>(
        "scrollBarPositionFromCornerForHorizontal", ValueKind::Point,
        &ScrollView::scrollBarPositionFromCornerForHorizontal, &ScrollView::setScrollBarPositionFromCornerForHorizontal,
        Vec2{Bar::kDefaultMargin, Bar::kDefaultMargin},
        PropertyHints{.group = group,
                      .tooltip = "The horizontal bar's distance from the left and right (x) and from the bottom (y)",
                      .label = "Horizontal corner"}));
}

}  // namespace

NodeTypeInfo scrollViewTypeInfo() {
    NodeTypeInfo t = describeType<ScrollView, Node>(
        "arrows-v", "A clipping window onto its children, dragged with bounce and inertia (cocos ui::ScrollView)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("ScrollView");
        n.setContentSize(ScrollView::kDefaultSize);
        auto& view = static_cast<ScrollView&>(n);
        view.setInnerContainerSize(ScrollView::kDefaultInnerSize);
        view.setBackgroundOpacity(102);
    };
    t.overrides.push_back({.key = "contentSize", .inspector = true});
    t.overrides.push_back({.key = "clippingEnabled", .defaultValue = true});
    t.properties.push_back(enumProperty<ScrollView, ScrollView::Direction>(
        "direction", {"none", "vertical", "horizontal", "both"}, &ScrollView::direction, &ScrollView::setDirection,
        ScrollView::Direction::Vertical, PropertyHints{.group = "ScrollView", .tooltip = "Where a drag scrolls"}));
    auto inner = property<ScrollView, Size>(
        "innerContainerSize", ValueKind::Extent, &ScrollView::innerContainerSize, &ScrollView::setInnerContainerSize,
        Size{}, PropertyHints{.group = "ScrollView", .tooltip = "The scrolled area; never smaller than the view"});
    inner.defaultFor = [](const Node& n) -> PropertyValue { return n.contentSize(); };
    t.properties.push_back(std::move(inner));
    t.properties.push_back(property<ScrollView, bool>(
        "bounceEnabled", ValueKind::Bool, &ScrollView::isBounceEnabled, &ScrollView::setBounceEnabled, false,
        PropertyHints{.group = "ScrollView", .tooltip = "Drags past an edge, then springs back"}));
    t.properties.push_back(property<ScrollView, bool>(
        "inertiaScrollEnabled", ValueKind::Bool, &ScrollView::isInertiaScrollEnabled,
        &ScrollView::setInertiaScrollEnabled, true,
        PropertyHints{.group = "ScrollView", .tooltip = "Keeps gliding after a quick drag"}));
    addBackgroundProperties<ScrollView>(t, "ScrollView", Color3B{150, 200, 255});
    addScrollBarProperties(t);
    addWidgetStateProperties<ScrollView>(t, "ScrollView", "No look of its own changes with it");
    return t;
}

}  // namespace diorama
