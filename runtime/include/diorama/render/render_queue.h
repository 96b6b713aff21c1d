// Collects draw commands during a visit, orders them into global-Z groups and merges
// consecutive compatible commands into batches (docs/runtime.md A3):
//   negative global Z (stable ascending), zero (visit order, never re-sorted),
//   positive (stable ascending). Batches never span groups. As in cocos, the batches
//   between two flushes share one 65,536-vertex buffer: a quad that would overflow it
//   flushes, so a batch also ends where the quads since the last flush, of whatever
//   texture, reach kMaxQuadsPerBatch.
// A clipping node opens a group (cocos' GroupCommand): what its subtree emits is ordered
// by those rules inside the group, and the group takes one place in its parent's order,
// sorted there by the clipping node's own global Z. Batches never span a group's edge,
// even an empty group's, as cocos flushes on every group command.
#pragma once

#include "diorama/render/append_buffer.h"
#include "diorama/render/render_command.h"

#include <cstdint>
#include <optional>
#include <span>
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
    // The same for a node whose id the caller has read (every sprite's draw: inline).
    QuadVertex* addQuads(const Node& node, NodeId id, float globalZ, TextureHandle texture, BlendMode blend,
                         std::uint32_t quadCount, ShaderEffect effect) {
        const auto firstQuad = std::uint32_t(m_vertices.size() / 4);
        *m_commands.append(1) = {&node,          id,        globalZ,   texture,      blend, effect,
                                 DrawPart::Node, firstQuad, quadCount, m_currentClip};
        return m_vertices.append(std::size_t(quadCount) * 4);
    }

    // Tags the commands emitted while it lives with a part of their node (DrawPart). They
    // are tagged when it ends, so that emitting a command costs nothing more.
    class PartScope {
    public:
        PartScope(RenderQueue& queue, DrawPart part) : m_queue(queue), m_first(queue.m_commands.size()), m_part(part) {}
        ~PartScope() {
            for (std::size_t i = m_first; i < m_queue.m_commands.size(); ++i) m_queue.m_commands[i].part = m_part;
        }
        PartScope(const PartScope&) = delete;
        PartScope& operator=(const PartScope&) = delete;

    private:
        RenderQueue& m_queue;
        std::size_t m_first;
        DrawPart m_part;
    };

    // Opens a clip group for `node` (corners in world space, see ClipRegion); what is
    // emitted until the matching popClip belongs to it.
    void pushClip(const Node& node, float globalZ, const Vec2 (&corners)[4]);
    void popClip() { m_currentClip = m_clips[m_currentClip].parent; }

    // Orders commands into groups and computes batches. Call once after the visit.
    void finish();

    std::span<const DrawCommand> commands() const { return m_commands.view(); }
    std::span<const QuadVertex> vertices() const { return m_vertices.view(); }
    // Command indices in final draw order.
    const std::vector<std::uint32_t>& order() const { return m_order; }
    const std::vector<DrawBatch>& batches() const { return m_batches; }
    // Index 0 is the unclipped root; the rest in the order they were opened.
    const std::vector<ClipRegion>& clipRegions() const { return m_clips; }
    std::size_t culledCount() const { return m_culled; }
    void countCulled() { ++m_culled; }

private:
    // Orders one group's commands and inner groups into m_order, with its batches.
    void emitGroup(std::uint32_t region, const std::vector<std::vector<std::uint32_t>>& items);
    void appendToBatch(std::uint32_t command, std::uint32_t segment);
    void batchInEmissionOrder();

    AppendBuffer<DrawCommand> m_commands;
    std::vector<ClipRegion> m_clips = std::vector<ClipRegion>(1);
    std::uint32_t m_currentClip = 0;
    std::uint32_t m_segment = 0;
    std::uint32_t m_batchSegment = 0;
    std::uint32_t m_filledQuads = 0;  // since the last flush, in appendToBatch
    AppendBuffer<QuadVertex> m_vertices;
    std::vector<std::uint32_t> m_order;
    std::vector<DrawBatch> m_batches;
    std::vector<const Node*> m_visits;
    std::optional<Rect> m_cullRect;
    std::size_t m_culled = 0;
    bool m_recordVisits = false;
};

}  // namespace diorama
