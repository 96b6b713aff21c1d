#include "diorama/nodes/slider.h"

#include "diorama/events/hit_test.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"
#include "diorama/types/asset_resolver.h"
#include "widget_properties.h"

#include <algorithm>
#include <cmath>

namespace diorama {

Slider::Slider() : Widget(static_cast<Node&>(*this)) {
    keepSizeOnNewImage();
    setScale9Enabled(false);
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
}

void Slider::setPercent(int percent) {
    m_percent = std::clamp(percent, 0, std::max(m_maxPercent, 0));
    markDrawBoundsDirty();
}

void Slider::setMaxPercent(int maxPercent) {
    m_maxPercent = std::max(maxPercent, 1);  // cocos divides by it
    markDrawBoundsDirty();
}

int Slider::percentAt(Vec2 world) const {
    Vec2 local;
    const float barLength = contentSize().width;
    if (barLength <= 0.0f || !convertToNodeSpaceIfInvertible(world, local)) return m_percent;
    const float percent = local.x / barLength * static_cast<float>(m_maxPercent);
    if (std::isnan(percent)) return m_percent;
    // Truncated as cocos' float-to-int argument is; kept in int range before that.
    return static_cast<int>(std::clamp(percent, -1.0f, static_cast<float>(m_maxPercent) + 1.0f));
}

Vec2 Slider::ballCentre() const {
    const Size size = contentSize();
    const float res = static_cast<float>(m_percent) / static_cast<float>(m_maxPercent);
    return {size.width * res, size.height / 2.0f};
}

Slider::Ball Slider::ball() const {
    const Sprite* normal = m_ballNormal.sprite();
    switch (state()) {
    case State::Normal: return {normal, 1.0f, false};
    case State::Pressed:
        if (m_ballPressed.isLoaded()) return {m_ballPressed.sprite(), 1.0f, false};
        return {normal, 1.0f + m_zoomScale, false};
    case State::Disabled:
        if (m_ballDisabled.isLoaded()) return {m_ballDisabled.sprite(), 1.0f, false};
        return {normal, 1.0f, true};
    }
    return {normal, 1.0f, false};
}

AffineTransform Slider::ballTransform(const Sprite& image, float zoom) const {
    // The ball sprite (anchor at its middle, scaled by zoom) sits at the ball's centre.
    const Vec2 centre = ballCentre();
    const Size size = image.contentSize();
    return {zoom, 0.0f, 0.0f, zoom, centre.x - zoom * size.width * 0.5f, centre.y - zoom * size.height * 0.5f};
}

bool Slider::hitTest(Vec2 world) const {
    // cocos tests the ball's normal sprite as it is drawn, then the bar's rectangle.
    if (Widget::hitTest(world)) return true;
    const Sprite* normal = m_ballNormal.sprite();
    Vec2 local;
    if (!normal || normal->contentSize().width <= 0.0f || normal->contentSize().height <= 0.0f ||
        !convertToNodeSpaceIfInvertible(world, local))
        return false;
    const float zoom = state() == State::Pressed && !m_ballPressed.isLoaded() ? 1.0f + m_zoomScale : 1.0f;
    const AffineTransform toBall = ballTransform(*normal, zoom).inverse();
    return Rect{{0.0f, 0.0f}, normal->contentSize()}.containsPoint(toBall.apply(local));
}

void Slider::emit(EventType type) {
    if (m_onEvent) m_onEvent(*this, type);
}

bool Slider::onTouchBegan(Vec2 world) {
    if (!Widget::onTouchBegan(world)) return false;
    setPercent(percentAt(world));
    emit(EventType::BallDown);
    return true;
}

void Slider::onTouchMoved(Vec2 world) {
    // cocos' Slider does not call Widget's: the ball stays pressed wherever the touch goes.
    setPercent(percentAt(world));
    emit(EventType::PercentChanged);
}

void Slider::onTouchEnded(Vec2 world) {
    Widget::onTouchEnded(world);
    emit(EventType::PercentChanged);
    emit(EventType::BallUp);
}

void Slider::onTouchCancelled() {
    Widget::onTouchCancelled();
    emit(EventType::BallCancel);
}

void Slider::draw(RenderQueue& queue, const AffineTransform& world) {
    const Size size = contentSize();
    drawSlicedAs(queue, *this, world);
    const float res = static_cast<float>(m_percent) / static_cast<float>(m_maxPercent);
    if (Scale9Sprite* progress = m_progressBar.sprite()) {
        const RenderQueue::PartScope part(queue, DrawPart::Progress);
        progress->setBlend(blend());
        if (isScale9Enabled()) {
            // Sliced, the progress bar's own width is cut (cocos' preferred size).
            progress->setScale9Enabled(true);
            progress->setCapInsets(capInsets());
            const Size cut{size.width * res, size.height};
            if (progress->contentSize() != cut) progress->setContentSize(cut);
            if (cut.width > 0.0f) progress->drawSlicedAs(queue, *this, world);
        } else {
            progress->setScale9Enabled(false);
            if (progress->contentSize() != size) progress->setContentSize(size);
            const Sprite::Quad q = leftPartOf(progress->quad(), res);
            if (q.local.size.width > 0.0f && q.local.size.height > 0.0f)
                emitQuad(queue, *this, world, q.local, q.uv, progress->texture(), progress->blend());
        }
    }
    for (WidgetImage* slot : {&m_ballNormal, &m_ballPressed, &m_ballDisabled})
        if (Scale9Sprite* image = slot->sprite(); image && image->contentSize() != slot->imageSize())
            image->setContentSize(slot->imageSize());  // the ball keeps its natural size
    const Ball shown = ball();
    if (!shown.image) return;
    const RenderQueue::PartScope part(queue, DrawPart::Ball);
    shown.image->drawImageAs(queue, *this, world * ballTransform(*shown.image, shown.zoom),
                             shown.gray ? ShaderEffect::Gray : ShaderEffect::None);
}

WorldBox Slider::drawBounds(const AffineTransform& world) const {
    const Size size = contentSize();
    WorldBox box = WorldBox::empty();
    if (hasTexture() && size.width > 0.0f && size.height > 0.0f) box = WorldBox::of(world, {{0.0f, 0.0f}, size});
    const Ball shown = ball();
    if (shown.image) {
        const Size ballSize = shown.image->untrimmedSize();
        if (ballSize.width > 0.0f && ballSize.height > 0.0f) {
            const Vec2 centre = ballCentre();
            const float zoom = shown.zoom;
            const AffineTransform at{zoom,
                                     0.0f,
                                     0.0f,
                                     zoom,
                                     centre.x - zoom * ballSize.width * 0.5f,
                                     centre.y - zoom * ballSize.height * 0.5f};
            box.unite(WorldBox::of(world * at, {{0.0f, 0.0f}, ballSize}));
        }
    }
    return box;
}

NodeTypeInfo sliderTypeInfo() {
    NodeTypeInfo t = describeType<Slider, Scale9Sprite>(
        "sliders", "A bar with a ball dragged along it to set a percent (cocos ui::Slider)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        auto& slider = static_cast<Slider&>(n);
        n.setName("Slider");
        slider.setTexture(placeholderTexture());
        n.setContentSize({200.0f, 14.0f});
        slider.setPercent(50);
    };
    t.overrides.push_back({.key = "contentSize", .inspector = true});
    t.overrides.push_back({.key = "flippedX", .inspector = false});
    t.overrides.push_back({.key = "flippedY", .inspector = false});

    // maxPercent first: it clamps the percent applied after it.
    auto maxPercent = property<Slider, int>(
        "maxPercent", ValueKind::Int, &Slider::maxPercent, &Slider::setMaxPercent, Slider::kDefaultMaxPercent,
        PropertyHints{.min = 1, .step = 1, .group = "Slider", .tooltip = "The percent at the bar's right end"});
    maxPercent.check = [](const PropertyValue& v) {
        return std::get<int>(v) >= 1 ? std::string() : std::string("maxPercent must be at least 1");
    };
    // An edit clamps the percent as loading the file would (percent comes after it).
    maxPercent.apply = [](Node& n, const PropertyValue& v, PropertyContext&) {
        auto& slider = static_cast<Slider&>(n);
        slider.setMaxPercent(std::get<int>(v));
        slider.setPercent(slider.percent());
    };
    maxPercent.links.keys = {"percent"};
    t.properties.push_back(std::move(maxPercent));
    t.properties.push_back(
        property<Slider, int>("percent", ValueKind::Int, &Slider::percent, &Slider::setPercent, 0,
                              PropertyHints{.min = 0,
                                            .step = 1,
                                            .group = "Slider",
                                            .tooltip = "Where the ball is, 0 to maxPercent (more is clamped to it)"}));
    t.properties.push_back(property<Slider, bool>(
        "scale9Enabled", ValueKind::Bool, &Slider::isScale9Enabled, &Slider::setScale9Enabled, false,
        PropertyHints{.group = "Slider",
                      .tooltip = "Slice the bar and the progress bar in nine (capInsets) instead of stretching them"}));
    t.properties.push_back(widgetImageProperty<Slider>(
        "progressBarTexture", "Slider", "Drawn over the bar up to the ball",
        [](auto& s) -> auto& { return s.progressBarImage(); }));
    t.properties.push_back(widgetImageProperty<Slider>(
        "ballNormalTexture", "Slider", "The ball, at its own size",
        [](auto& s) -> auto& { return s.ballNormalImage(); }));
    t.properties.push_back(widgetImageProperty<Slider>(
        "ballPressedTexture", "Slider", "The ball while pressed; none: the ball zooms by zoomScale",
        [](auto& s) -> auto& { return s.ballPressedImage(); }));
    t.properties.push_back(widgetImageProperty<Slider>(
        "ballDisabledTexture", "Slider", "The ball when disabled; none: the ball in gray",
        [](auto& s) -> auto& { return s.ballDisabledImage(); }));
    t.properties.push_back(property<Slider, float>(
        "zoomScale", ValueKind::Float, &Slider::zoomScale, &Slider::setZoomScale, Slider::kDefaultZoomScale,
        PropertyHints{.step = 0.01,
                      .group = "Slider",
                      .tooltip = "Added to the ball's scale while pressed without a pressed ball"}));
    addWidgetStateProperties<Slider>(t, "Slider", "Off: the disabled ball (or the ball in gray)");
    return t;
}

}  // namespace diorama
