// cocos2d-x 3.17's ui::LoadingBar: an image stretched over the content size and cut at
// `percent` of its width. From the left, the image's left part shows at the left end.
// From the right, cocos flips the bar's renderer and anchors it at the right end, so the
// image's left part shows there mirrored. The bar's own flips change nothing, as in
// cocos (LoadingBar does not pass them to its renderer).
#pragma once

#include "diorama/nodes/sprite.h"
#include "diorama/types/node_type.h"

namespace diorama {

class LoadingBar : public Sprite {
public:
    enum class Direction { Left, Right };

    LoadingBar() { keepSizeOnNewImage(); }
    std::string_view typeName() const override { return "LoadingBar"; }

    // 0..100; values outside are clamped, as cocos' setPercent does.
    float percent() const { return m_percent; }
    void setPercent(float percent);
    Direction direction() const { return m_direction; }
    void setDirection(Direction direction) { m_direction = direction; }

    // The part of the image shown: local rectangle and texture coordinates at its
    // bottom-left, bottom-right, top-right and top-left corners.
    Quad barQuad() const;

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;

private:
    float m_percent = 100.0f;
    Direction m_direction = Direction::Left;
};

NodeTypeInfo loadingBarTypeInfo();

}  // namespace diorama
