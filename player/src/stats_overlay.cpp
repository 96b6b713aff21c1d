#include "stats_overlay.h"

#include "diorama/render/gl_renderer.h"
#include "diorama/scene/traversal.h"
#include "diorama/text/font.h"

#include <cstdio>

namespace diorama {

StatsOverlay::StatsOverlay(FontStore& fonts) {
    std::string error;
    m_label = std::make_unique<Label>(fonts.defaultFace(error), "", 14.0f);
    m_label->setAnchorPoint({0, 0});
}

void StatsOverlay::draw(GlRenderer& renderer, int width, int height, float pixelsPerPoint, double fps,
                        std::uint32_t drawCalls, std::size_t nodes) {
    char text[96];
    std::snprintf(text, sizeof text, "GL calls: %u\nNodes: %zu\n%.1f / %.3f", drawCalls, nodes, fps,
                  fps > 0 ? 1.0 / fps : 0.0);
    m_label->setText(text);
    // Laid out in points so that the overlay keeps its size on a HiDPI screen.
    m_label->setPosition({4, 4});
    NodeTraversal::updateWorldTransforms(*m_label);
    NodeTraversal::visit(*m_label, m_queue);
    renderer.setViewportOrigin(0, 0);
    renderer.setProjection({{0, 0}, {float(width) / pixelsPerPoint, float(height) / pixelsPerPoint}}, width, height);
    renderer.render(m_queue);
}

}  // namespace diorama
