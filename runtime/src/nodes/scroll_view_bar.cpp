#include "diorama/nodes/scroll_view_bar.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"

#include <algorithm>
#include <cmath>

namespace diorama {

namespace {

// cocos' GETTING_SHORTER_FACTOR: dragged out of bounds, the bar shrinks 20 times as fast.
constexpr float kShorterOutOfBoundsFactor = 20.0f;
// The cap image is 6 pixels high: a cap is drawn as that many rows.
constexpr int kCapRows = 6;
constexpr int kQuadsPerBar = 1 + 2 * kCapRows;

}  // namespace

void ScrollViewBar::setAutoHideEnabled(bool enabled) {
    m_settings.autoHideEnabled = enabled;
    if (!enabled && !m_touching && m_remaining <= 0.0f)
        m_shown = std::uint8_t(m_settings.opacity);
    else
        m_shown = 0;
}

void ScrollViewBar::onScrolled() {
    if (!m_settings.autoHideEnabled) return;
    m_remaining = m_settings.autoHideTime;
    m_shown = std::uint8_t(m_settings.opacity);
}

void ScrollViewBar::onTouchBegan() {
    if (m_settings.autoHideEnabled) m_touching = true;
}

// A release restarts the fade only if the bars show: a touch that never moved left them
// hidden.
void ScrollViewBar::onTouchEnded() {
    if (!m_settings.autoHideEnabled) return;
    m_touching = false;
    if (m_remaining <= 0.0f) return;
    m_remaining = m_settings.autoHideTime;
}

// processAutoHide: the opacity falls linearly to 0 over autoHideTime, held while touched.
void ScrollViewBar::update(float dt) {
    if (!m_settings.autoHideEnabled || m_remaining <= 0.0f || m_touching) return;
    m_remaining -= dt;
    if (m_remaining <= m_settings.autoHideTime) {
        m_remaining = std::max(0.0f, m_remaining);
        m_shown = std::uint8_t(float(m_settings.opacity) * (m_remaining / m_settings.autoHideTime));
    }
}

void ScrollViewBar::reset() {
    m_touching = false;
    m_remaining = 0.0f;
    m_shown = m_settings.autoHideEnabled ? 0 : std::uint8_t(m_settings.opacity);
}

float ScrollViewBar::length(float view, float inner, float outOfBoundary, float marginForLength) {
    float denominator = inner;
    if (outOfBoundary != 0.0f) denominator += std::fabs(outOfBoundary) * kShorterOutOfBoundsFactor;
    const float lengthRatio = view / denominator;
    return std::fabs(view - 2 * marginForLength) * lengthRatio;
}

float ScrollViewBar::position(float view, float inner, float scrolled, float outOfBoundary, float length,
                              float marginForLength) {
    float denominator = inner - view;
    if (outOfBoundary != 0.0f) denominator += std::fabs(outOfBoundary);
    float ratio = 0.0f;
    if (denominator != 0.0f) ratio = std::clamp(scrolled / denominator, 0.0f, 1.0f);
    return (view - length - 2 * marginForLength) * ratio + marginForLength;
}

ScrollViewBar::Placement ScrollViewBar::vertical(Size view, Size inner, Vec2 containerPosition, Vec2 outOfBoundary,
                                                 Vec2 corner) {
    const float along = length(view.height, inner.height, outOfBoundary.y, corner.y);
    const float at = position(view.height, inner.height, -containerPosition.y, outOfBoundary.y, along, corner.y);
    return {{view.width - corner.x, at}, along};
}

// cocos turns the horizontal bar 90 degrees: the same arithmetic along x.
ScrollViewBar::Placement ScrollViewBar::horizontal(Size view, Size inner, Vec2 containerPosition, Vec2 outOfBoundary,
                                                   Vec2 corner) {
    const float along = length(view.width, inner.width, outOfBoundary.x, corner.x);
    const float at = position(view.width, inner.width, -containerPosition.x, outOfBoundary.x, along, corner.x);
    return {{at, corner.y}, along};
}

void ScrollViewBar::draw(RenderQueue& queue, const Node& owner, const AffineTransform& world, Placement placement,
                         bool vertical, Color4B color) const {
    const float radius = m_settings.width / 2.0f;
    // A rect given along the bar (from its origin) and across it (from its centre line).
    auto rect = [&](float alongFrom, float alongTo, float halfAcross) -> Rect {
        if (vertical)
            return {{placement.origin.x - halfAcross, placement.origin.y + alongFrom},
                    {2 * halfAcross, alongTo - alongFrom}};
        return {{placement.origin.x + alongFrom, placement.origin.y - halfAcross},
                {alongTo - alongFrom, 2 * halfAcross}};
    };
    QuadVertex* out = queue.addQuads(owner, owner.globalZOrder(), TextureHandle{0}, BlendMode::Alpha, kQuadsPerBar);
    writeQuad(out, world, rect(0.0f, placement.length, radius), {0.0f, 0.0f}, {1.0f, 1.0f}, color);
    out += 4;
    const float row = radius / kCapRows;
    for (int k = 0; k < kCapRows; ++k) {
        const float middle = (float(k) + 0.5f) / kCapRows;
        const float halfChord = radius * std::sqrt(1.0f - middle * middle);
        const float near = float(k) * row, far = float(k + 1) * row;
        writeQuad(out, world, rect(placement.length + near, placement.length + far, halfChord), {0.0f, 0.0f},
                  {1.0f, 1.0f}, color);
        writeQuad(out + 4, world, rect(-far, -near, halfChord), {0.0f, 0.0f}, {1.0f, 1.0f}, color);
        out += 8;
    }
}

}  // namespace diorama
