#include "diorama/nodes/layout_background.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/layer_gradient.h"
#include "diorama/render/render_queue.h"

namespace diorama {

namespace {

// Where the image lies: centred on the owner (cocos puts the image's middle at the
// layout's centre).
Rect imageRect(Size owner, Size image) {
    return {{(owner.width - image.width) / 2, (owner.height - image.height) / 2}, image};
}

}  // namespace

void LayoutBackground::fitImage(Size size) {
    Scale9Sprite* sprite = image.sprite();
    if (!sprite) return;
    sprite->setScale9Enabled(imageScale9Enabled);
    sprite->setCapInsets(imageCapInsets);
    const Size shown = imageScale9Enabled ? size : image.imageSize();
    if (sprite->contentSize() != shown) sprite->setContentSize(shown);
}

WorldBox LayoutBackground::drawBounds(const Node& owner, const AffineTransform& world) const {
    const Size s = owner.contentSize();
    WorldBox box = WorldBox::empty();
    if (opacity != 0 && s.width > 0.0f && s.height > 0.0f) box = WorldBox::of(world, {{0.0f, 0.0f}, s});
    if (const Scale9Sprite* sprite = image.sprite())
        box.unite(WorldBox::of(world, imageRect(s, sprite->contentSize())));
    return box;
}

void LayoutBackground::draw(RenderQueue& queue, const Node& owner, const AffineTransform& world) const {
    const Size s = owner.contentSize();
    if (opacity != 0 && s.width > 0.0f && s.height > 0.0f) {
        const Color3B shown = owner.displayedColor();
        const Color4B tinted{std::uint8_t(color.r * shown.r / 255.0f), std::uint8_t(color.g * shown.g / 255.0f),
                             std::uint8_t(color.b * shown.b / 255.0f),
                             std::uint8_t(float(opacity) * owner.displayedOpacity() / 255.0f)};
        const Rect local{{0.0f, 0.0f}, s};
        if (!cullQuad(queue, world, local)) {
            if (gradient) {
                // cocos' LayerGradient::updateColor: opacity * (displayed / 255) / 255, in floats.
                const float a = float(opacity) * (float(owner.displayedOpacity()) / 255.0f) / 255.0f;
                const LayerGradient::Color4F start{tinted.r / 255.0f, tinted.g / 255.0f, tinted.b / 255.0f, a};
                const LayerGradient::Color4F end{endColor.r / 255.0f, endColor.g / 255.0f, endColor.b / 255.0f, a};
                // A zero vector keeps LayerColor's colours: the layer's own opacity, not this one.
                const LayerGradient::Color4F flat{start.r, start.g, start.b, float(owner.displayedOpacity()) / 255.0f};
                const auto corners = (vector.x == 0.0f && vector.y == 0.0f)
                                         ? std::array{flat, flat, flat, flat}
                                         : LayerGradient::interpolateCorners(start, end, vector, true);
                LayerGradient::drawCorners(queue, owner, BlendMode::Alpha, world, s, corners);
            } else {
                writeQuad(queue.addQuads(owner, owner.globalZOrder(), TextureHandle{0}, BlendMode::Alpha, 1), world,
                          local, {0.0f, 0.0f}, {1.0f, 1.0f}, tinted);
            }
        }
    }
    if (Scale9Sprite* sprite = image.sprite()) {
        const Rect at = imageRect(s, sprite->contentSize());
        const RenderQueue::PartScope part(queue, DrawPart::BackgroundImage);
        sprite->drawSlicedAs(queue, owner, world * AffineTransform{1, 0, 0, 1, at.origin.x, at.origin.y});
    }
}

}  // namespace diorama
