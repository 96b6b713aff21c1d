// What cocos2d-x 3.17's ui::Layout draws behind its children, shared by Panel and
// ScrollView (a cocos ScrollView is a Layout): a colour, or a gradient from the colour to
// an end colour along a vector, at its own opacity, and over it an image fixed to the
// node, whole about its centre or sliced over its whole size.
//
// The colour is tinted by the owner's displayed colour and the opacity multiplied by its
// displayed opacity, as cocos' background renderers are children the owner cascades to;
// the gradient's end colour is not tinted (LayerGradient keeps it).
#pragma once

#include "diorama/math/color.h"
#include "diorama/math/geometry.h"
#include "diorama/nodes/widget_image.h"

namespace diorama {

class Node;
class RenderQueue;

struct LayoutBackground {
    Color3B color{255, 255, 255};
    int opacity = 0;  // 0: no colour drawn (cocos' BackGroundColorType::NONE)
    bool gradient = false;
    Color3B endColor{255, 255, 255};
    Vec2 vector{0.0f, -1.0f};
    WidgetImage image;
    bool imageScale9Enabled = false;
    Rect imageCapInsets{};

    // Sets the image's sprite up as drawn for an owner of size `size`: sliced or not,
    // with the insets, at its own size or the owner's.
    void fitImage(Size size);
    // The world box of what draw() draws for `owner` (empty when it draws nothing).
    WorldBox drawBounds(const Node& owner, const AffineTransform& world) const;
    // cocos' colour renderer (z -2), then the image (z -1), under the owner's children.
    void draw(RenderQueue& queue, const Node& owner, const AffineTransform& world) const;
};

}  // namespace diorama
