// cocos' display stats in the bottom-left corner: frames per second, draw calls and
// nodes, drawn in framebuffer pixels over the scene.
#pragma once

#include "diorama/nodes/label.h"
#include "diorama/render/render_queue.h"

#include <memory>

namespace diorama {

class FontStore;
class GlRenderer;

class StatsOverlay {
public:
    explicit StatsOverlay(FontStore& fonts);
    void draw(GlRenderer& renderer, int framebufferWidth, int framebufferHeight, float pixelsPerPoint, double fps,
              std::uint32_t drawCalls, std::size_t nodes);

private:
    std::unique_ptr<Label> m_label;
    RenderQueue m_queue;
};

}  // namespace diorama
