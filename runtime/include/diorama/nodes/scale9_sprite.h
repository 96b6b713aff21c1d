// cocos' ui::Scale9Sprite: a sprite drawn as nine slices so that its corners keep their
// pixel size, its edges stretch along one axis and its centre along both, whatever its
// content size (the preferred size). capInsets is the centre slice in texture-rect pixels
// from the rect's top-left; an empty one means the middle third, as in cocos. When the
// size is smaller than two opposite corners, those corners shrink in proportion.
#pragma once

#include "diorama/nodes/sprite.h"
#include "diorama/types/node_type.h"

#include <array>

namespace diorama {

class Scale9Sprite : public Sprite {
public:
    Scale9Sprite() { keepSizeOnNewImage(); }
    std::string_view typeName() const override { return "Scale9Sprite"; }

    Rect capInsets() const { return m_capInsets; }
    void setCapInsets(const Rect& insets) { m_capInsets = insets; }
    // The centre slice in use: capInsets, or the middle third when it is empty.
    Rect effectiveCapInsets() const;

    // Slice boundaries in node space (x left to right, y bottom to top) and in texture
    // space (u left to right, v bottom row first), as cocos computes them.
    struct Slices {
        std::array<float, 4> x, y, u, v;
    };
    Slices slices() const;

    // cocos' setScale9Enabled: off, the image is stretched over the content size whole,
    // as a Sprite (a Button's or ImageView's images unless Scale9Enable is set).
    bool isScale9Enabled() const { return m_scale9Enabled; }
    void setScale9Enabled(bool enabled) { m_scale9Enabled = enabled; }

    // Draws the image, sliced or stretched, as `owner`'s command (Sprite::drawImageAs).
    void drawSlicedAs(RenderQueue& queue, const Node& owner, const AffineTransform& world,
                      ShaderEffect effect = ShaderEffect::None) const;

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;

private:
    Rect m_capInsets{};
    bool m_scale9Enabled = true;
};

NodeTypeInfo scale9SpriteTypeInfo();

// A cap-insets property's check: no negative origin or size.
std::string checkCapInsets(const PropertyValue& value);

}  // namespace diorama
