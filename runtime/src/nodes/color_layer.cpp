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
    if (!queue.cullRect() || !queue.isCulled(WorldBox::of(world, local))) return false;
    queue.countCulled();
    return true;
}

namespace {

// Shared by both emitQuad forms: corners first, as the cull needs them and the vertices
// reuse them (WorldBox::of would compute them again).
template <class WriteVertices>
void emitCulledQuad(RenderQueue& queue, const Node& node, const AffineTransform& world, const Rect& local,
                    TextureHandle texture, BlendMode blend, ShaderEffect effect, WriteVertices write) {
    const Vec2 p[4] = {world.apply({local.minX(), local.minY()}), world.apply({local.maxX(), local.minY()}),
                       world.apply({local.maxX(), local.maxY()}), world.apply({local.minX(), local.maxY()})};
    if (queue.isCulled(WorldBox::ofCorners(p))) {
        queue.countCulled();
        return;
    }
    const Color3B c = node.displayedColor();
    const Color4B color{c.r, c.g, c.b, node.displayedOpacity()};
    write(queue.addQuads(node, node.id(), node.globalZOrder(), texture, blend, 1, effect), p, color);
}

}  // namespace

void emitQuad(RenderQueue& queue, const Node& node, const AffineTransform& world, const Rect& local, Vec2 uvMin,
              Vec2 uvMax, TextureHandle texture, BlendMode blend) {
    emitCulledQuad(queue, node, world, local, texture, blend, ShaderEffect::None,
                   [&](QuadVertex* out, const Vec2(&p)[4], Color4B color) {
                       // v grows downward in the image, so the local bottom edge takes uvMax.y.
                       out[0] = {p[0], {uvMin.x, uvMax.y}, color};
                       out[1] = {p[1], {uvMax.x, uvMax.y}, color};
                       out[2] = {p[2], {uvMax.x, uvMin.y}, color};
                       out[3] = {p[3], {uvMin.x, uvMin.y}, color};
                   });
}

void emitQuad(RenderQueue& queue, const Node& node, const AffineTransform& world, const Rect& local,
              const Vec2 (&uv)[4], TextureHandle texture, BlendMode blend, ShaderEffect effect) {
    emitCulledQuad(queue, node, world, local, texture, blend, effect,
                   [&](QuadVertex* out, const Vec2(&p)[4], Color4B color) {
                       for (int i = 0; i < 4; ++i) out[i] = {p[i], uv[i], color};
                   });
}

WorldBox ColorLayer::drawBounds(const AffineTransform& world) const {
    const Size s = contentSize();
    if (s.width <= 0.0f || s.height <= 0.0f) return WorldBox::empty();
    return WorldBox::of(world, {{0.0f, 0.0f}, s});
}

void ColorLayer::draw(RenderQueue& queue, const AffineTransform& world) {
    const Size s = contentSize();
    if (s.width <= 0.0f || s.height <= 0.0f) return;
    emitQuad(queue, *this, world, {{0.0f, 0.0f}, s}, {0.0f, 0.0f}, {1.0f, 1.0f}, TextureHandle{0}, m_blend);
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
