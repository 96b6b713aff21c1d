// A textured quad. Content size follows the texture rectangle; the default anchor is
// the centre. The texture rectangle is in image pixels with a top-left origin.
#pragma once

#include "diorama/render/render_command.h"
#include "diorama/render/texture_store.h"
#include "diorama/scene/node.h"

namespace diorama {

class Sprite : public Node {
public:
    Sprite();
    explicit Sprite(const TextureInfo& texture, std::string name = {});
    std::string_view typeName() const override { return "Sprite"; }

    // Resets the texture rectangle to the whole image and the content size to match.
    void setTexture(const TextureInfo& texture);
    TextureHandle texture() const { return m_texture; }
    Size textureSize() const { return m_textureSize; }
    bool hasTexture() const { return m_hasTexture; }
    // The image path as written in the scene file (kept for saving).
    const std::string& texturePath() const { return m_texturePath; }
    void setTexturePath(std::string path) { m_texturePath = std::move(path); }

    Rect textureRect() const { return m_textureRect; }
    void setTextureRect(const Rect& rect);
    bool isFlippedX() const { return m_flippedX; }
    void setFlippedX(bool flipped) { m_flippedX = flipped; }
    bool isFlippedY() const { return m_flippedY; }
    void setFlippedY(bool flipped) { m_flippedY = flipped; }
    BlendMode blend() const { return m_blend; }
    void setBlend(BlendMode blend) { m_blend = blend; }

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;

private:
    std::string m_texturePath;
    Rect m_textureRect{};
    Size m_textureSize{};
    TextureHandle m_texture{};
    BlendMode m_blend = BlendMode::Alpha;
    bool m_flippedX = false;
    bool m_flippedY = false;
    bool m_hasTexture = false;
};

}  // namespace diorama
