#include "diorama/nodes/sprite.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"

#include <utility>

namespace diorama {

Sprite::Sprite() { setAnchorPoint({0.5f, 0.5f}); }

Sprite::Sprite(const TextureInfo& texture, std::string name) : Node(std::move(name)) {
    setAnchorPoint({0.5f, 0.5f});
    setTexture(texture);
}

void Sprite::setTexture(const TextureInfo& texture) {
    m_texture = texture.handle;
    m_textureSize = {float(texture.width), float(texture.height)};
    m_hasTexture = true;
    setTextureRect({{0.0f, 0.0f}, m_textureSize});
}

void Sprite::setTextureRect(const Rect& rect) {
    m_textureRect = rect;
    setContentSize(rect.size);
}

void Sprite::draw(RenderQueue& queue, const AffineTransform& world) {
    const Size s = contentSize();
    if (!m_hasTexture || s.width <= 0.0f || s.height <= 0.0f) return;
    const Rect local{{0.0f, 0.0f}, s};
    if (cullQuad(queue, world, local)) return;
    const float tw = m_textureSize.width > 0 ? m_textureSize.width : 1.0f;
    const float th = m_textureSize.height > 0 ? m_textureSize.height : 1.0f;
    Vec2 uvMin{m_textureRect.minX() / tw, m_textureRect.minY() / th};
    Vec2 uvMax{m_textureRect.maxX() / tw, m_textureRect.maxY() / th};
    if (m_flippedX) std::swap(uvMin.x, uvMax.x);
    if (m_flippedY) std::swap(uvMin.y, uvMax.y);
    emitQuad(queue, *this, world, local, uvMin, uvMax, m_texture, m_blend);
}

}  // namespace diorama
