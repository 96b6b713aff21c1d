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

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;

private:
    Rect m_capInsets{};
};

NodeTypeInfo scale9SpriteTypeInfo();

}  // namespace diorama
