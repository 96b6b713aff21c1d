// What drawable nodes emit during a visit: quads with a texture and a blend mode, tagged
// with the emitting node and its own global Z (not inherited, docs/runtime.md A3).
#pragma once

#include "diorama/math/color.h"
#include "diorama/math/geometry.h"
#include "diorama/scene/node_id.h"

#include <cstdint>

namespace diorama {

class Node;

// Straight (non-premultiplied) alpha everywhere: textures store straight RGBA and the
// vertex colour multiplies it. Alpha: src*a + dst*(1-a). Additive: src*a + dst.
// Multiply: src*dst + dst*(1-a). Opaque: src, blending off.
enum class BlendMode : std::uint8_t { Alpha, Additive, Multiply, Opaque };
// The names scene files use, indexed by BlendMode.
inline constexpr const char* kBlendModeNames[] = {"alpha", "additive", "multiply", "opaque"};

// How the fragment colour is made. Gray is cocos 3.17's ccUIGrayScale_frag (a disabled
// widget without a disabled image): the texel's luminance (0.2126 R + 0.7152 G + 0.0722 B)
// with the texel's alpha, ignoring the vertex colour and opacity as that shader does.
enum class ShaderEffect : std::uint8_t { None, Gray };

// Which part of its node a command draws, for tools (the Render Order panel): a widget
// draws the parts cocos makes protected children (a Button's title, a Slider's ball) as
// one node. Node: the node's own drawing.
enum class DrawPart : std::uint8_t {
    Node,
    Title,
    BackgroundSelected,
    Cross,
    BackgroundDisabled,
    CrossDisabled,
    Progress,
    Ball,
    BackgroundImage,
    VerticalScrollBar,
    HorizontalScrollBar,
    PageIndicator,
};
// A short lowercase name ("title", "ball"); empty for DrawPart::Node.
const char* drawPartName(DrawPart part);

struct TextureHandle {
    std::uint32_t id = 0;  // 0: the built-in 1x1 white texture
    friend bool operator==(TextureHandle, TextureHandle) = default;
};

struct QuadVertex {
    Vec2 position;  // world space
    Vec2 uv;        // texture space, v down from the image's top row
    Color4B color;
};

struct DrawCommand {
    const Node* node = nullptr;  // valid for the frame that emitted it
    NodeId nodeId;
    float globalZ = 0.0f;
    TextureHandle texture;
    BlendMode blend = BlendMode::Alpha;
    ShaderEffect effect = ShaderEffect::None;
    DrawPart part = DrawPart::Node;  // fits the padding: the command stays 40 bytes
    std::uint32_t firstQuad = 0;     // into RenderQueue::vertices(), 4 vertices per quad
    std::uint32_t quadCount = 0;
    std::uint32_t clip = 0;  // RenderQueue::clipRegions() index; 0: not clipped
};

// A clipping node's rectangle in world space and the regions around it: what is drawn
// with it shows only where every region of its chain covers.
struct ClipRegion {
    const Node* node = nullptr;
    NodeId nodeId;
    float globalZ = 0.0f;  // where the group sits among its parent group's commands
    std::uint32_t parent = 0;
    std::uint32_t depth = 0;         // 1 for a region in no other region
    std::uint32_t firstCommand = 0;  // the commands emitted before it was opened
    Vec2 corners[4];                 // bottom-left, bottom-right, top-right, top-left
};

// Consecutive commands (in final order) merged into one draw call.
struct DrawBatch {
    std::uint32_t firstEntry = 0;  // index into RenderQueue::order()
    std::uint32_t entryCount = 0;
    std::uint32_t quadCount = 0;
    TextureHandle texture;
    BlendMode blend = BlendMode::Alpha;
    ShaderEffect effect = ShaderEffect::None;
    std::uint32_t clip = 0;
};

}  // namespace diorama
