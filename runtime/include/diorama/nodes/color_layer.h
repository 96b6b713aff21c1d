// A rectangle of its content size filled with its displayed colour and opacity.
#pragma once

#include "diorama/render/render_command.h"
#include "diorama/scene/node.h"

namespace diorama {

class ColorLayer : public Node {
public:
    explicit ColorLayer(Color4B color = {255, 255, 255, 255}, Size size = {}, std::string name = {});
    std::string_view typeName() const override { return "ColorLayer"; }

    BlendMode blend() const { return m_blend; }
    void setBlend(BlendMode blend) { m_blend = blend; }

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;

private:
    BlendMode m_blend = BlendMode::Alpha;
};

// Writes one quad covering `local` (in node space) under `world`.
void writeQuad(QuadVertex* out, const AffineTransform& world, const Rect& local, Vec2 uvMin, Vec2 uvMax, Color4B color);
// True (and counted) when `local` under `world` lies outside the queue's cull rectangle.
// Tests the same box as drawBounds (WorldBox::of), so a subtree the visit culls whole
// holds only quads this test would cull one by one.
bool cullQuad(RenderQueue& queue, const AffineTransform& world, const Rect& local);
// Emits one quad command with its four transformed corners, unless their box is outside
// the queue's cull rectangle (counted as culled): the box drawBounds gives for `local`.
void emitQuad(RenderQueue& queue, const Node& node, const AffineTransform& world, const Rect& local, Vec2 uvMin,
              Vec2 uvMax, TextureHandle texture, BlendMode blend);
// The same with the texture coordinates of each corner: bottom-left, bottom-right,
// top-right, top-left (a frame stored rotated in its sheet turns them).
void emitQuad(RenderQueue& queue, const Node& node, const AffineTransform& world, const Rect& local,
              const Vec2 (&uv)[4], TextureHandle texture, BlendMode blend, ShaderEffect effect = ShaderEffect::None);

}  // namespace diorama
