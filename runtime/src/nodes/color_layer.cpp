#include "diorama/nodes/color_layer.h"

#include "diorama/render/render_queue.h"

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

void ColorLayer::draw(RenderQueue& queue, const AffineTransform& world) {
    const Size s = contentSize();
    if (s.width <= 0.0f || s.height <= 0.0f) return;
    const Rect local{{0.0f, 0.0f}, s};
    if (queue.isCulled(worldBounds(world, local))) {
        queue.countCulled();
        return;
    }
    const Color3B c = displayedColor();
    QuadVertex* v = queue.addQuads(*this, globalZOrder(), TextureHandle{0}, m_blend, 1);
    writeQuad(v, world, local, {0.0f, 0.0f}, {1.0f, 1.0f}, {c.r, c.g, c.b, displayedOpacity()});
}

}  // namespace diorama
