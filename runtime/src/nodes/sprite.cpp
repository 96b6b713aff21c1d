#include "diorama/nodes/sprite.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"
#include "diorama/types/asset_resolver.h"
#include "diorama/types/blend_property.h"
#include "diorama/types/builtin_types.h"

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

NodeTypeInfo spriteTypeInfo() {
    NodeTypeInfo t =
        describeType<Sprite>("Sprite", "Node", "file-image-o", "A textured quad sized by its texture rectangle");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("Sprite");
        static_cast<Sprite&>(n).setTexture(placeholderTexture());
    };
    t.overrides.push_back({.key = "anchorPoint", .defaultValue = Vec2{0.5f, 0.5f}});
    // The content size follows the texture rectangle; the inspector edits that instead.
    t.overrides.push_back(
        {.key = "contentSize",
         .defaultFor = [](const Node& n) -> PropertyValue { return static_cast<const Sprite&>(n).textureRect().size; },
         .inspector = false});

    PropertyDescriptor texture;
    texture.key = "texture";
    texture.kind = ValueKind::AssetPath;
    texture.defaultValue = std::string();
    texture.hints =
        PropertyHints{.group = "Sprite", .tooltip = "PNG path relative to the scene file", .asset = AssetKind::Image};
    texture.get = [](const Node& n) -> PropertyValue { return static_cast<const Sprite&>(n).texturePath(); };
    texture.apply = [](Node& n, const PropertyValue& v, PropertyContext& context) {
        auto& sprite = static_cast<Sprite&>(n);
        const std::string& path = std::get<std::string>(v);
        sprite.setTexturePath(path);
        const Size previous = sprite.contentSize();
        const TextureInfo texture = context.assets ? context.assets->texture(path) : placeholderTexture();
        sprite.setTexture(texture);
        // A sprite whose image went missing keeps its size (the placeholder stretched
        // over it) rather than shrinking to the placeholder's 16x16 art.
        if (texture.placeholder && previous.width > 0 && previous.height > 0) sprite.setContentSize(previous);
    };
    texture.renamePath = [](Node& n, const std::string& path) { static_cast<Sprite&>(n).setTexturePath(path); };
    t.properties.push_back(std::move(texture));

    auto rect = property<Sprite, Rect>(
        "textureRect", ValueKind::Region, &Sprite::textureRect, &Sprite::setTextureRect, Rect{},
        PropertyHints{.unit = "px", .group = "Sprite", .tooltip = "Pixels, top-left origin of the image"});
    rect.defaultFor = [](const Node& n) -> PropertyValue {
        return Rect{{0.0f, 0.0f}, static_cast<const Sprite&>(n).textureSize()};
    };
    rect.check = [](const PropertyValue& v) {
        const Rect& r = std::get<Rect>(v);
        return r.size.width < 0 || r.size.height < 0 ? std::string("texture rectangle sizes cannot be negative")
                                                     : std::string();
    };
    t.properties.push_back(std::move(rect));
    t.properties.push_back(property<Sprite, bool>("flippedX", ValueKind::Bool, &Sprite::isFlippedX,
                                                  &Sprite::setFlippedX, false, PropertyHints{.group = "Sprite"}));
    t.properties.push_back(property<Sprite, bool>("flippedY", ValueKind::Bool, &Sprite::isFlippedY,
                                                  &Sprite::setFlippedY, false, PropertyHints{.group = "Sprite"}));
    t.properties.push_back(blendProperty<Sprite>());
    return t;
}

}  // namespace diorama
