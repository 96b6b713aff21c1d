#include "diorama/nodes/color_layer.h"

#include "diorama/render/render_queue.h"

#include <algorithm>

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

bool emitQuad(RenderQueue& queue, const Node& node, const AffineTransform& world, const Rect& local, Vec2 uvMin,
              Vec2 uvMax, TextureHandle texture, BlendMode blend) {
    const Vec2 p[4] = {world.apply({local.minX(), local.minY()}), world.apply({local.maxX(), local.minY()}),
                       world.apply({local.maxX(), local.maxY()}), world.apply({local.minX(), local.maxY()})};
    if (queue.cullRect()) {
        const float minX = std::min(std::min(p[0].x, p[1].x), std::min(p[2].x, p[3].x));
        const float maxX = std::max(std::max(p[0].x, p[1].x), std::max(p[2].x, p[3].x));
        const float minY = std::min(std::min(p[0].y, p[1].y), std::min(p[2].y, p[3].y));
        const float maxY = std::max(std::max(p[0].y, p[1].y), std::max(p[2].y, p[3].y));
        if (queue.isCulled({{minX, minY}, {maxX - minX, maxY - minY}})) {
            queue.countCulled();
            return false;
        }
    }
    const Color3B c = node.displayedColor();
    const Color4B color{c.r, c.g, c.b, node.displayedOpacity()};
    // Corner order: bottom-left, bottom-right, top-right, top-left; v grows downward in
    // the image, so the local bottom edge takes uvMax.y.
    const QuadVertex v[4] = {{p[0], {uvMin.x, uvMax.y}, color},
                             {p[1], {uvMax.x, uvMax.y}, color},
                             {p[2], {uvMax.x, uvMin.y}, color},
                             {p[3], {uvMin.x, uvMin.y}, color}};
    queue.addQuad(node, node.globalZOrder(), texture, blend, v);
    return true;
}

void ColorLayer::draw(RenderQueue& queue, const AffineTransform& world) {
    const Size s = contentSize();
    if (s.width <= 0.0f || s.height <= 0.0f) return;
    emitQuad(queue, *this, world, {{0.0f, 0.0f}, s}, {0.0f, 0.0f}, {1.0f, 1.0f}, TextureHandle{0}, m_blend);
}

}  // namespace diorama
