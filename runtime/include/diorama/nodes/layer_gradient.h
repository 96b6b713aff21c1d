// cocos' LayerGradient: a ColorLayer whose corners fade from the start colour (the
// node's own colour, so it cascades) with startOpacity to endColor with endOpacity
// along `vector`. With compressed interpolation (the default) the vector is stretched
// so the full range of colours always shows, whatever its direction.
#pragma once

#include "diorama/nodes/color_layer.h"
#include "diorama/types/node_type.h"

#include <array>

namespace diorama {

class LayerGradient : public ColorLayer {
public:
    // cocos' LayerGradient::create(): black to black along (0, -1).
    LayerGradient();
    LayerGradient(Color4B start, Color4B end, Vec2 vector = {0.0f, -1.0f});
    std::string_view typeName() const override { return "LayerGradient"; }

    Color3B startColor() const { return color(); }
    void setStartColor(Color3B c) { setColor(c); }
    Color3B endColor() const { return m_endColor; }
    void setEndColor(Color3B c) { m_endColor = c; }
    std::uint8_t startOpacity() const { return m_startOpacity; }
    void setStartOpacity(std::uint8_t o) { m_startOpacity = o; }
    std::uint8_t endOpacity() const { return m_endOpacity; }
    void setEndOpacity(std::uint8_t o) { m_endOpacity = o; }
    Vec2 vector() const { return m_vector; }
    void setVector(Vec2 v) { m_vector = v; }
    bool isCompressedInterpolation() const { return m_compressedInterpolation; }
    void setCompressedInterpolation(bool on) { m_compressedInterpolation = on; }

    // The four corner colours, in cocos' float arithmetic (LayerGradient::updateColor),
    // ordered bottom-left, bottom-right, top-left, top-right; each channel in 0..1.
    struct Color4F {
        float r, g, b, a;
    };
    std::array<Color4F, 4> cornerColors() const;
    // The same for any start and end colour (opacity in `a`, both already tinted as they
    // show): a ui::Layout's gradient background uses it too.
    static std::array<Color4F, 4> interpolateCorners(Color4F start, Color4F end, Vec2 vector, bool compressed);
    // One untextured quad of `size` under `world` with those corner colours.
    static void drawCorners(RenderQueue& queue, const Node& owner, BlendMode blend, const AffineTransform& world,
                            Size size, const std::array<Color4F, 4>& corners);

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;

private:
    Color3B m_endColor{0, 0, 0};
    std::uint8_t m_startOpacity = 255;
    std::uint8_t m_endOpacity = 255;
    Vec2 m_vector{0.0f, -1.0f};
    bool m_compressedInterpolation = true;
};

NodeTypeInfo layerGradientTypeInfo();

}  // namespace diorama
