#include "diorama/nodes/color_layer.h"

#include "diorama/render/render_queue.h"
#include "diorama/types/blend_property.h"
#include "diorama/types/builtin_types.h"

#include <algorithm>
#include <cmath>

namespace diorama {

ColorLayer::ColorLayer(Color4B color, Size size, std::string name) : Node(std::move(name)) {
    setColor({color.r, color.g, color.b});
    setOpacity(color.a);
    setContentSize(size);
}

Rect worldBounds(const AffineTransform& world, const Rect& local) { return world.applyToRect(local); }

void writeQuad(QuadVertex* out, const AffineTransform& world, const Rect& local, Vec2 uvMin, Vec2 uvMax,
               Color4B color) {
    // Corner order: bottom-left, bottom-right, top-right, top-left. uv v grows downward
    // in the image, so the local bottom edge takes uvMax.y.
    out[0] = {world.apply({local.minX(), local.minY()}), {uvMin.x, uvMax.y}, color};
    out[1] = {world.apply({local.maxX(), local.minY()}), {uvMax.x, uvMax.y}, color};
    out[2] = {world.apply({local.maxX(), local.maxY()}), {uvMax.x, uvMin.y}, color};
    out[3] = {world.apply({local.minX(), local.maxY()}), {uvMin.x, uvMin.y}, color};
}

bool cullQuad(RenderQueue& queue, const AffineTransform& world, const Rect& local) {
    if (!queue.cullRect()) return false;
    const float hw = local.size.width * 0.5f, hh = local.size.height * 0.5f;
    const Vec2 centre = world.apply({local.minX() + hw, local.minY() + hh});
    const float ex = std::abs(world.a) * hw + std::abs(world.c) * hh;
    const float ey = std::abs(world.b) * hw + std::abs(world.d) * hh;
    if (!queue.isCulled({{centre.x - ex, centre.y - ey}, {2 * ex, 2 * ey}})) return false;
    queue.countCulled();
    return true;
}

void emitQuad(RenderQueue& queue, const Node& node, const AffineTransform& world, const Rect& local, Vec2 uvMin,
              Vec2 uvMax, TextureHandle texture, BlendMode blend) {
    // v grows downward in the image, so the local bottom edge takes uvMax.y.
    const Vec2 uv[4] = {{uvMin.x, uvMax.y}, {uvMax.x, uvMax.y}, {uvMax.x, uvMin.y}, {uvMin.x, uvMin.y}};
    emitQuad(queue, node, world, local, uv, texture, blend);
}

void emitQuad(RenderQueue& queue, const Node& node, const AffineTransform& world, const Rect& local,
              const Vec2 (&uv)[4], TextureHandle texture, BlendMode blend) {
    const Vec2 p[4] = {world.apply({local.minX(), local.minY()}), world.apply({local.maxX(), local.minY()}),
                       world.apply({local.maxX(), local.maxY()}), world.apply({local.minX(), local.maxY()})};
    const Color3B c = node.displayedColor();
    const Color4B color{c.r, c.g, c.b, node.displayedOpacity()};
    const QuadVertex v[4] = {{p[0], uv[0], color}, {p[1], uv[1], color}, {p[2], uv[2], color}, {p[3], uv[3], color}};
    queue.addQuad(node, node.globalZOrder(), texture, blend, v);
}

void ColorLayer::draw(RenderQueue& queue, const AffineTransform& world) {
    const Size s = contentSize();
    if (s.width <= 0.0f || s.height <= 0.0f) return;
    const Rect local{{0.0f, 0.0f}, s};
    if (cullQuad(queue, world, local)) return;
    emitQuad(queue, *this, world, local, {0.0f, 0.0f}, {1.0f, 1.0f}, TextureHandle{0}, m_blend);
}

NodeTypeInfo colorLayerTypeInfo() {
    NodeTypeInfo t = describeType<ColorLayer, Node>(
        "square", "A rectangle of its content size in its colour and opacity (cocos LayerColor)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("ColorLayer");
        n.setContentSize({100.0f, 100.0f});
    };
    t.properties.push_back(blendProperty<ColorLayer>());
    return t;
}

}  // namespace diorama
