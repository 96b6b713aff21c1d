// Collects draw commands during a visit, orders them into global-Z groups and merges
// consecutive compatible commands into batches (docs/runtime.md A3):
//   negative global Z (stable ascending), zero (visit order, never re-sorted),
//   positive (stable ascending). Batches never span groups and hold at most
//   kMaxQuadsPerBatch quads (a 65,536-vertex buffer, as cocos).
#pragma once

#include "diorama/render/render_command.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace diorama {

class RenderQueue {
public:
    static constexpr std::uint32_t kMaxVerticesPerBatch = 65536;
    static constexpr std::uint32_t kMaxQuadsPerBatch = kMaxVerticesPerBatch / 4;

    void clear();

    // World-space rectangle outside which quads are dropped before any vertex work.
    void setCullRect(std::optional<Rect> rect) { m_cullRect = rect; }
    const std::optional<Rect>& cullRect() const { return m_cullRect; }
    // True when a world-space box lies entirely outside the cull rectangle.
    bool isCulled(const WorldBox& worldBounds) const { return m_cullRect && worldBounds.isOutside(*m_cullRect); }

    // Records the visit point of every visited node when enabled (for tools).
    void setRecordVisits(bool on) { m_recordVisits = on; }
    bool recordsVisits() const { return m_recordVisits; }
    void recordVisit(const Node& node) {
        if (m_recordVisits) m_visits.push_back(&node);
    }
    const std::vector<const Node*>& visits() const { return m_visits; }

    // Appends a one-quad command with its four vertices (no zero-fill first).
    void addQuad(const Node& node, float globalZ, TextureHandle texture, BlendMode blend,
                 const QuadVertex (&vertices)[4], ShaderEffect effect = ShaderEffect::None);
    // Appends a command of `quadCount` quads and returns its 4*quadCount vertices to fill.
    QuadVertex* addQuads(const Node& node, float globalZ, TextureHandle texture, BlendMode blend,
                         std::uint32_t quadCount, ShaderEffect effect = ShaderEffect::None);

    // Orders commands into groups and computes batches. Call once after the visit.
    void finish();

    const std::vector<DrawCommand>& commands() const { return m_commands; }
    const std::vector<QuadVertex>& vertices() const { return m_vertices; }
    // Command indices in final draw order.
    const std::vector<std::uint32_t>& order() const { return m_order; }
    const std::vector<DrawBatch>& batches() const { return m_batches; }
    std::size_t culledCount() const { return m_culled; }
    void countCulled() { ++m_culled; }

private:
    std::vector<DrawCommand> m_commands;
    std::vector<QuadVertex> m_vertices;
    std::vector<std::uint32_t> m_order;
    std::vector<DrawBatch> m_batches;
    std::vector<const Node*> m_visits;
    std::optional<Rect> m_cullRect;
    std::size_t m_culled = 0;
    bool m_recordVisits = false;
};

}  // namespace diorama
