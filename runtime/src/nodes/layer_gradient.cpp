#include "diorama/nodes/layer_gradient.h"

#include "diorama/render/render_queue.h"

#include <cmath>

namespace diorama {

LayerGradient::LayerGradient() : LayerGradient({0, 0, 0, 255}, {0, 0, 0, 255}) {}

LayerGradient::LayerGradient(Color4B start, Color4B end, Vec2 vector)
    : ColorLayer({start.r, start.g, start.b, 255}), m_endColor{end.r, end.g, end.b}, m_startOpacity(start.a),
      m_endOpacity(end.a), m_vector(vector) {}

std::array<LayerGradient::Color4F, 4> LayerGradient::cornerColors() const {
    const Color3B d = displayedColor();
    const float opacityf = float(displayedOpacity()) / 255.0f;
    const Color4F flat{d.r / 255.0f, d.g / 255.0f, d.b / 255.0f, opacityf};
    if (m_vector.x == 0.0f && m_vector.y == 0.0f) return {flat, flat, flat, flat};  // LayerColor's colours
    const Color4F S{d.r / 255.0f, d.g / 255.0f, d.b / 255.0f, m_startOpacity * opacityf / 255.0f};
    const Color4F E{m_endColor.r / 255.0f, m_endColor.g / 255.0f, m_endColor.b / 255.0f,
                    m_endOpacity * opacityf / 255.0f};
    return interpolateCorners(S, E, m_vector, m_compressedInterpolation);
}

std::array<LayerGradient::Color4F, 4> LayerGradient::interpolateCorners(Color4F S, Color4F E, Vec2 vector,
                                                                        bool compressed) {
    const float h = std::sqrt(vector.x * vector.x + vector.y * vector.y);
    if (h == 0.0f) return {S, S, S, S};
    const float c = std::sqrt(2.0f);
    Vec2 u{vector.x / h, vector.y / h};
    if (compressed) {
        const float h2 = 1 / (std::fabs(u.x) + std::fabs(u.y));
        u = Vec2{u.x * (h2 * c), u.y * (h2 * c)};
    }
    auto mix = [&](float t) {
        return Color4F{E.r + (S.r - E.r) * t, E.g + (S.g - E.g) * t, E.b + (S.b - E.b) * t, E.a + (S.a - E.a) * t};
    };
    return {mix((c + u.x + u.y) / (2.0f * c)), mix((c - u.x + u.y) / (2.0f * c)), mix((c + u.x - u.y) / (2.0f * c)),
            mix((c - u.x - u.y) / (2.0f * c))};
}

void LayerGradient::draw(RenderQueue& queue, const AffineTransform& world) {
    const Size s = contentSize();
    if (s.width <= 0.0f || s.height <= 0.0f) return;
    if (cullQuad(queue, world, {{0.0f, 0.0f}, s})) return;
    drawCorners(queue, *this, blend(), world, s, cornerColors());
}

void LayerGradient::drawCorners(RenderQueue& queue, const Node& owner, BlendMode blend, const AffineTransform& world,
                                Size s, const std::array<Color4F, 4>& corners) {
    auto bytes = [](const Color4F& f) {
        auto b = [](float x) { return std::uint8_t(std::lround(std::fmin(std::fmax(x, 0.0f), 1.0f) * 255.0f)); };
        return Color4B{b(f.r), b(f.g), b(f.b), b(f.a)};
    };
    // Quads run bottom-left, bottom-right, top-right, top-left; cocos' corners run
    // bottom-left, bottom-right, top-left, top-right.
    const QuadVertex v[4] = {{world.apply({0.0f, 0.0f}), {0.0f, 1.0f}, bytes(corners[0])},
                             {world.apply({s.width, 0.0f}), {1.0f, 1.0f}, bytes(corners[1])},
                             {world.apply({s.width, s.height}), {1.0f, 0.0f}, bytes(corners[3])},
                             {world.apply({0.0f, s.height}), {0.0f, 0.0f}, bytes(corners[2])}};
    queue.addQuad(owner, owner.globalZOrder(), TextureHandle{0}, blend, v);
}

NodeTypeInfo layerGradientTypeInfo() {
    NodeTypeInfo t = describeType<LayerGradient, ColorLayer>(
        "adjust", "A ColorLayer fading from its colour to endColor along a vector (cocos LayerGradient)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("LayerGradient");
        n.setContentSize({100.0f, 100.0f});
        n.setColor(Color3B::white());
    };
    // The start colour is the node's colour, black unless the file says otherwise.
    t.overrides.push_back({.key = "color", .defaultValue = Color3B{0, 0, 0}});
    const PropertyHints opacity{.min = 0, .max = 255, .unit = Unit::Byte, .group = "Gradient"};
    auto& p = t.properties;
    p.push_back(property<LayerGradient, Color3B>(
        "endColor", ValueKind::Color, &LayerGradient::endColor, &LayerGradient::setEndColor, Color3B{0, 0, 0},
        PropertyHints{.group = "Gradient", .tooltip = "The start colour is the node's colour"}));
    p.push_back(property<LayerGradient, int>(
        "startOpacity", ValueKind::Int, &LayerGradient::startOpacity,
        [](LayerGradient& g, int v) { g.setStartOpacity(std::uint8_t(v)); }, 255, opacity));
    p.push_back(property<LayerGradient, int>(
        "endOpacity", ValueKind::Int, &LayerGradient::endOpacity,
        [](LayerGradient& g, int v) { g.setEndOpacity(std::uint8_t(v)); }, 255, opacity));
    p.push_back(property<LayerGradient, Vec2>(
        "vector", ValueKind::Point, &LayerGradient::vector, &LayerGradient::setVector, Vec2{0.0f, -1.0f},
        PropertyHints{.group = "Gradient", .tooltip = "Direction from start to end colour"}));
    p.push_back(property<LayerGradient, bool>(
        "compressedInterpolation", ValueKind::Bool, &LayerGradient::isCompressedInterpolation,
        &LayerGradient::setCompressedInterpolation, true,
        PropertyHints{.group = "Gradient", .tooltip = "Stretch the vector so every direction shows the full fade"}));
    return t;
}

}  // namespace diorama
