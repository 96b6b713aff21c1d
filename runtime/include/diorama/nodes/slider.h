// cocos2d-x 3.17's ui::Slider: a bar (this node's own Sprite image) stretched over the
// content size, or sliced in nine with scale9Enabled, a progress bar over it cut at the
// percent, and a ball at its natural size centred on the bar at the percent.
//
// The percent is an integer from 0 to maxPercent (100). The ball's centre is at
// (width * percent / maxPercent, height / 2). The progress bar, stretched like the bar,
// shows the left percent of its image (sliced: its width is cut instead). Neither takes
// the slider's flips, as cocos' renderers do not.
//
// The ball's looks, as onPressStateChangedTo*:
// - normal: the normal ball;
// - pressed: the pressed ball, or without one the normal ball at 1 + zoomScale;
// - disabled: the disabled ball, or without one the normal ball in gray.
//
// Touches (cocos' Slider overrides): a touch that begins in the bar's rectangle or on the
// ball is claimed and moves the ball to the touch at once. Moving sets the percent from
// the touch's x in the slider's space, truncated towards zero, without leaving the pressed
// state. The slider's events follow cocos': ball down on the touch's start, percent
// changed on each move and again on release, ball up after that, cancel on a cancel.
#pragma once

#include "diorama/nodes/scale9_sprite.h"
#include "diorama/nodes/widget.h"
#include "diorama/nodes/widget_image.h"
#include "diorama/types/node_type.h"

#include <functional>

namespace diorama {

class Slider : public Scale9Sprite, public Widget {
public:
    static constexpr float kDefaultZoomScale = 0.1f;
    static constexpr int kDefaultMaxPercent = 100;
    enum class EventType { PercentChanged, BallDown, BallUp, BallCancel };

    Slider();
    std::string_view typeName() const override { return "Slider"; }

    int percent() const { return m_percent; }
    // Clamped to 0..maxPercent, as cocos' setPercent does.
    void setPercent(int percent);
    int maxPercent() const { return m_maxPercent; }
    // cocos keeps the percent as it was; it is clamped by the next setPercent.
    void setMaxPercent(int maxPercent);
    float zoomScale() const { return m_zoomScale; }
    void setZoomScale(float scale) { m_zoomScale = scale; }

    // The images beside the bar (cocos' progressBar and slidBall normal/pressed/disabled).
    WidgetImage& progressBarImage() { return m_progressBar; }
    const WidgetImage& progressBarImage() const { return m_progressBar; }
    WidgetImage& ballNormalImage() { return m_ballNormal; }
    const WidgetImage& ballNormalImage() const { return m_ballNormal; }
    WidgetImage& ballPressedImage() { return m_ballPressed; }
    const WidgetImage& ballPressedImage() const { return m_ballPressed; }
    WidgetImage& ballDisabledImage() { return m_ballDisabled; }
    const WidgetImage& ballDisabledImage() const { return m_ballDisabled; }
    void imagesChanged() { markDrawBoundsDirty(); }

    // cocos' addEventListener: one callback, replaced by the next call.
    void addEventListener(std::function<void(Slider&, EventType)> callback) { m_onEvent = std::move(callback); }

    // The percent a touch at `world` sets: its x in the slider's space over the width,
    // times maxPercent, truncated towards zero (before the clamp).
    int percentAt(Vec2 world) const;

    // The ball the current state shows, its scale about its centre, and whether gray;
    // null image when no ball is loaded.
    struct Ball {
        const Sprite* image;
        float zoom;
        bool gray;
    };
    Ball ball() const;
    // The ball's centre in the slider's space.
    Vec2 ballCentre() const;

    bool hitTest(Vec2 world) const override;
    bool onTouchBegan(Vec2 world) override;
    void onTouchMoved(Vec2 world) override;
    void onTouchEnded(Vec2 world) override;
    void onTouchCancelled() override;

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;
    void pressStateChanged() override { markDrawBoundsDirty(); }

private:
    // The normal ball's rectangle and where it is drawn from, in the slider's space.
    AffineTransform ballTransform(const Sprite& image, float zoom) const;
    void emit(EventType type);

    WidgetImage m_progressBar, m_ballNormal, m_ballPressed, m_ballDisabled;
    std::function<void(Slider&, EventType)> m_onEvent;
    int m_percent = 0;
    int m_maxPercent = kDefaultMaxPercent;
    float m_zoomScale = kDefaultZoomScale;
};

NodeTypeInfo sliderTypeInfo();

}  // namespace diorama
