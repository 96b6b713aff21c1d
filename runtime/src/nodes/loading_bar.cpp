#include "diorama/nodes/loading_bar.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/types/asset_resolver.h"

#include <algorithm>
#include <utility>

namespace diorama {

void LoadingBar::setPercent(float percent) {
    m_percent = std::clamp(percent, 0.0f, 100.0f);
    markDrawBoundsDirty();
}

Sprite::Quad LoadingBar::barQuad() const {
    Quad q = quad();
    // The whole image as cocos' renderer has it: the bar's own flips do not reach it.
    if (isFlippedX()) {
        std::swap(q.uv[0], q.uv[1]);
        std::swap(q.uv[3], q.uv[2]);
    }
    if (isFlippedY()) {
        std::swap(q.uv[0], q.uv[3]);
        std::swap(q.uv[1], q.uv[2]);
    }
    const float p = m_percent / 100.0f;
    if (m_direction == Direction::Left) return leftPartOf(q, p);
    // Anchored at the right end, the left part shows there mirrored.
    const Quad left = leftPartOf(q, p);
    q.local.origin.x += q.local.size.width - left.local.size.width;
    q.local.size.width = left.local.size.width;
    q.uv[0] = left.uv[1];
    q.uv[1] = left.uv[0];
    q.uv[2] = left.uv[3];
    q.uv[3] = left.uv[2];
    return q;
}

WorldBox LoadingBar::drawBounds(const AffineTransform& world) const {
    if (!hasTexture()) return WorldBox::empty();
    const Rect local = barQuad().local;
    if (local.size.width <= 0.0f || local.size.height <= 0.0f) return WorldBox::empty();
    return WorldBox::of(world, local);
}

void LoadingBar::draw(RenderQueue& queue, const AffineTransform& world) {
    if (!hasTexture()) return;
    const Quad q = barQuad();
    if (q.local.size.width <= 0.0f || q.local.size.height <= 0.0f) return;
    emitQuad(queue, *this, world, q.local, q.uv, texture(), blend());
}

NodeTypeInfo loadingBarTypeInfo() {
    NodeTypeInfo t = describeType<LoadingBar, Sprite>("battery-half",
                                                      "An image cut at a percent of its width (cocos ui::LoadingBar)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("LoadingBar");
        static_cast<Sprite&>(n).setTexture(placeholderTexture());
        n.setContentSize({200.0f, 20.0f});
    };
    // The image stretches over the content size, which is edited directly (a widget's size).
    t.overrides.push_back({.key = "contentSize", .inspector = true});
    t.overrides.push_back({.key = "flippedX", .inspector = false});
    t.overrides.push_back({.key = "flippedY", .inspector = false});
    t.properties.push_back(property<LoadingBar, float>(
        "percent", ValueKind::Float, &LoadingBar::percent, &LoadingBar::setPercent, 100.0f,
        PropertyHints{
            .min = 0, .max = 100, .step = 1, .group = "LoadingBar", .tooltip = "How much of the bar shows, 0 to 100"}));
    t.properties.push_back(enumProperty<LoadingBar, LoadingBar::Direction>(
        "direction", {"left", "right"}, &LoadingBar::direction, &LoadingBar::setDirection, LoadingBar::Direction::Left,
        PropertyHints{.group = "LoadingBar",
                      .tooltip = "The end the bar grows from. From the right, cocos mirrors the image"}));
    return t;
}

}  // namespace diorama
