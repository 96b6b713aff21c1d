// A textured quad. Content size follows the texture rectangle; the default anchor is
// the centre. The texture rectangle is in image pixels with a top-left origin.
// A sprite-sheet frame (setSpriteFrame) follows cocos' Sprite: the content size is the
// untrimmed size, the quad sits at the frame's offset inside it, and a content size set
// afterwards stretches both (cocos' stretch, on by default).
#pragma once

#include "diorama/nodes/sprite_frame.h"
#include "diorama/render/render_command.h"
#include "diorama/render/texture_store.h"
#include "diorama/scene/node.h"

#include <memory>

namespace diorama {

class Sprite : public Node {
public:
    Sprite();
    explicit Sprite(const TextureInfo& texture, std::string name = {});
    std::string_view typeName() const override { return "Sprite"; }

    // Resets the texture rectangle to the whole image and the content size to match.
    void setTexture(const TextureInfo& texture);
    TextureHandle texture() const { return m_texture; }
    Size textureSize() const { return m_frame ? m_frame->textureSize : m_textureRect.size; }
    bool hasTexture() const { return m_hasTexture; }
    // The image path as written in the scene file (kept for saving).
    const std::string& texturePath() const { return m_texturePath; }
    void setTexturePath(std::string path) { m_texturePath = std::move(path); }

    Rect textureRect() const { return m_textureRect; }
    // cocos setTextureRect(rect): not rotated, untrimmed size = the rect's size.
    void setTextureRect(const Rect& rect);
    // cocos setTextureRect(rect, rotated, untrimmedSize): the content size becomes the
    // untrimmed size.
    void setTextureRect(const Rect& rect, bool rotated, Size untrimmedSize);
    bool isTextureRectRotated() const { return m_rotated; }
    // The untrimmed size the last texture rectangle was set with (cocos' original
    // content size, which the stretch compares the content size against).
    Size untrimmedSize() const { return m_frame ? m_frame->untrimmed : m_textureRect.size; }
    // Of the trimmed image's centre from the untrimmed centre, y up, before flips.
    Vec2 frameOffset() const { return m_frame ? m_frame->offset : Vec2{}; }

    // cocos setSpriteFrame: the sheet as texture, the frame's rect, rotation and offset.
    void setSpriteFrame(const SpriteFrame& frame);
    // The sheet and frame names as written in the scene file (kept for saving).
    const std::string& atlasPath() const;
    void setAtlasPath(std::string path) { frameState().atlas = std::move(path); }
    const std::string& spriteFrameName() const;
    void setSpriteFrameName(std::string name) { frameState().name = std::move(name); }

    // The quad in local coordinates, and its texture coordinates at the bottom-left,
    // bottom-right, top-right and top-left corners (cocos updatePoly / setTextureCoords).
    struct Quad {
        Rect local;
        Vec2 uv[4];
    };
    Quad quad() const;
    bool isFlippedX() const { return m_flippedX; }
    void setFlippedX(bool flipped) {
        m_flippedX = flipped;
        markDrawBoundsDirty();  // a flip mirrors a trimmed frame's offset
    }
    bool isFlippedY() const { return m_flippedY; }
    void setFlippedY(bool flipped) {
        m_flippedY = flipped;
        markDrawBoundsDirty();
    }
    // Everything the image properties (texture, atlas, spriteFrame, textureRect) decide
    // together, with the content size they set: an editor's undo puts it back whole.
    struct Look;
    Look look() const;
    void setLook(const Look& look);

    BlendMode blend() const { return m_blend; }
    void setBlend(BlendMode blend) { m_blend = blend; }

    // Whether a new texture or frame set through its properties keeps the content size
    // (a Scale9Sprite's preferred size) instead of taking the image's.
    bool keepsSizeOnNewImage() const { return m_keepsSizeOnNewImage; }

    // Draws this sprite's image under `world` as `owner`'s command, in the owner's
    // displayed colour and global Z: how a widget draws an image it keeps off the tree
    // (a Button's pressed and disabled images), as cocos' protected children draw.
    void drawImageAs(RenderQueue& queue, const Node& owner, const AffineTransform& world,
                     ShaderEffect effect = ShaderEffect::None) const;

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;
    void keepSizeOnNewImage() { m_keepsSizeOnNewImage = true; }

private:
    // What only sheet frames and sub-rectangles need, kept off the common sprite, whose
    // rectangle is its whole texture (the 100k-sprite memory budget).
    struct FrameState {
        std::string atlas, name;
        Vec2 offset;
        Size untrimmed;
        Size textureSize;
    };
    FrameState& frameState();

public:
    struct Look {
        std::string texturePath;
        std::unique_ptr<FrameState> frame;
        Rect textureRect;
        TextureHandle texture;
        Size contentSize;
        bool hasTexture = false, rotated = false;
    };

private:
    std::string m_texturePath;
    std::unique_ptr<FrameState> m_frame;  // null: untrimmed = the rect's size, no offset
    Rect m_textureRect{};
    TextureHandle m_texture{};
    BlendMode m_blend = BlendMode::Alpha;
    bool m_flippedX : 1 = false;
    bool m_flippedY : 1 = false;
    bool m_hasTexture : 1 = false;
    bool m_rotated : 1 = false;
    bool m_keepsSizeOnNewImage : 1 = false;
};

// `q` cut to `fraction` of its width from the left, its texture coordinates cut alike:
// what cocos' shortening of a texture rectangle shows (a LoadingBar, a Slider's progress).
Sprite::Quad leftPartOf(Sprite::Quad q, float fraction);

}  // namespace diorama
