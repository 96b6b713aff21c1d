#include "diorama/render/render_queue.h"

#include "diorama/scene/node.h"

#include <algorithm>

namespace diorama {

static_assert(sizeof(DrawCommand) == 40, "a command's size is in every frame's memory traffic");

const char* drawPartName(DrawPart part) {
    switch (part) {
    case DrawPart::Node: return "";
    case DrawPart::Title: return "title";
    case DrawPart::BackgroundSelected: return "selected background";
    case DrawPart::Cross: return "cross";
    case DrawPart::BackgroundDisabled: return "disabled background";
    case DrawPart::CrossDisabled: return "disabled cross";
    case DrawPart::Progress: return "progress bar";
    case DrawPart::Ball: return "ball";
    case DrawPart::BackgroundImage: return "background image";
    case DrawPart::VerticalScrollBar: return "vertical scroll bar";
    case DrawPart::HorizontalScrollBar: return "horizontal scroll bar";
    case DrawPart::PageIndicator: return "page indicator";
    }
    return "";
}

void RenderQueue::clear() {
    m_commands.clear();
    m_vertices.clear();
    m_order.clear();
    m_batches.clear();
    m_visits.clear();
    m_culled = 0;
    m_clips.resize(1);
    m_currentClip = 0;
}

void RenderQueue::pushClip(const Node& node, float globalZ, const Vec2 (&corners)[4]) {
    ClipRegion region;
    region.node = &node;
    region.nodeId = node.id();
    region.globalZ = globalZ;
    region.parent = m_currentClip;
    region.depth = m_clips[m_currentClip].depth + 1;
    region.firstCommand = std::uint32_t(m_commands.size());
    std::copy(std::begin(corners), std::end(corners), region.corners);
    m_currentClip = std::uint32_t(m_clips.size());
    m_clips.push_back(region);
}

void RenderQueue::addQuad(const Node& node, float globalZ, TextureHandle texture, BlendMode blend,
                          const QuadVertex (&vertices)[4], ShaderEffect effect) {
    std::copy(std::begin(vertices), std::end(vertices), addQuads(node, globalZ, texture, blend, 1, effect));
}

QuadVertex* RenderQueue::addQuads(const Node& node, float globalZ, TextureHandle texture, BlendMode blend,
                                  std::uint32_t quadCount, ShaderEffect effect) {
    return addQuads(node, node.id(), globalZ, texture, blend, quadCount, effect);
}

void RenderQueue::finish() {
    if (m_clips.size() > 1) {
        // Each group's items in emission order: its own commands, and its inner groups at
        // the place they were opened (values past the last command name groups).
        const auto commandCount = std::uint32_t(m_commands.size());
        std::vector<std::vector<std::uint32_t>> items(m_clips.size());
        std::uint32_t region = 1;
        for (std::uint32_t i = 0; i <= commandCount; ++i) {
            for (; region < m_clips.size() && m_clips[region].firstCommand <= i; ++region)
                items[m_clips[region].parent].push_back(commandCount + region);
            if (i < commandCount) items[m_commands[i].clip].push_back(i);
        }
        m_order.clear();
        m_order.reserve(m_commands.size());
        m_batches.clear();
        m_segment = 0;
        m_filledQuads = 0;
        emitGroup(0, items);
        return;
    }
    // Bucket like cocos: the zero group keeps emission order and is never sorted, so the
    // common all-zero frame costs one pass.
    m_order.clear();
    m_order.reserve(m_commands.size());
    std::vector<std::uint32_t> negative, positive;
    for (std::uint32_t i = 0; i < m_commands.size(); ++i) {
        const float z = m_commands[i].globalZ;
        if (z < 0.0f)
            negative.push_back(i);
        else if (z > 0.0f)
            positive.push_back(i);
    }
    auto byZ = [this](std::uint32_t a, std::uint32_t b) { return m_commands[a].globalZ < m_commands[b].globalZ; };
    std::stable_sort(negative.begin(), negative.end(), byZ);
    std::stable_sort(positive.begin(), positive.end(), byZ);
    if (negative.empty() && positive.empty()) {
        batchInEmissionOrder();
        return;
    }
    m_order.insert(m_order.end(), negative.begin(), negative.end());
    const std::size_t zeroBegin = m_order.size();
    for (std::uint32_t i = 0; i < m_commands.size(); ++i)
        if (!(m_commands[i].globalZ < 0.0f) && !(m_commands[i].globalZ > 0.0f)) m_order.push_back(i);
    const std::size_t positiveBegin = m_order.size();
    m_order.insert(m_order.end(), positive.begin(), positive.end());

    m_batches.clear();
    auto groupOf = [&](std::size_t entry) { return entry < zeroBegin ? 0 : entry < positiveBegin ? 1 : 2; };
    std::uint32_t filled = 0;  // quads in the buffer since the last flush, over all its batches
    for (std::uint32_t e = 0; e < m_order.size(); ++e) {
        const DrawCommand& cmd = m_commands[m_order[e]];
        if (!m_batches.empty()) {
            DrawBatch& last = m_batches.back();
            const bool sameGroup = groupOf(last.firstEntry) == groupOf(e);
            const bool fits = sameGroup && filled + cmd.quadCount <= kMaxQuadsPerBatch;
            if (!fits) filled = 0;  // a flush: the group ended or the buffer is full
            if (fits && last.texture == cmd.texture && last.blend == cmd.blend && last.effect == cmd.effect) {
                ++last.entryCount;
                last.quadCount += cmd.quadCount;
                filled += cmd.quadCount;
                continue;
            }
        }
        m_batches.push_back({e, 1, cmd.quadCount, cmd.texture, cmd.blend, cmd.effect});
        filled += cmd.quadCount;
    }
}

// The common frame: every command in the zero group, so the order is the emission order
// and the batches are runs of it (the loop above, without the indirection and the groups).
void RenderQueue::batchInEmissionOrder() {
    const auto count = std::uint32_t(m_commands.size());
    m_order.resize(count);
    for (std::uint32_t i = 0; i < count; ++i) m_order[i] = i;
    m_batches.clear();
    std::uint32_t filled = 0;
    for (std::uint32_t i = 0; i < count;) {
        const DrawCommand& first = m_commands[i];
        DrawBatch batch{i, 1, first.quadCount, first.texture, first.blend, first.effect};
        filled = (m_batches.empty() || filled + first.quadCount <= kMaxQuadsPerBatch) ? filled + first.quadCount
                                                                                      : first.quadCount;
        for (++i; i < count; ++i) {
            const DrawCommand& cmd = m_commands[i];
            if (filled + cmd.quadCount > kMaxQuadsPerBatch) break;  // a flush
            if (cmd.texture != batch.texture || cmd.blend != batch.blend || cmd.effect != batch.effect) break;
            ++batch.entryCount;
            batch.quadCount += cmd.quadCount;
            filled += cmd.quadCount;
        }
        m_batches.push_back(batch);
    }
}

void RenderQueue::emitGroup(std::uint32_t region, const std::vector<std::vector<std::uint32_t>>& items) {
    const auto commandCount = std::uint32_t(m_commands.size());
    auto zOf = [&](std::uint32_t item) {
        return item < commandCount ? m_commands[item].globalZ : m_clips[item - commandCount].globalZ;
    };
    std::vector<std::uint32_t> negative, zero, positive;
    for (std::uint32_t item : items[region]) {
        const float z = zOf(item);
        (z < 0.0f ? negative : z > 0.0f ? positive : zero).push_back(item);
    }
    auto byZ = [&](std::uint32_t a, std::uint32_t b) { return zOf(a) < zOf(b); };
    std::stable_sort(negative.begin(), negative.end(), byZ);
    std::stable_sort(positive.begin(), positive.end(), byZ);
    for (const auto* band : {&negative, &zero, &positive}) {
        for (std::uint32_t item : *band) {
            if (item < commandCount) {
                appendToBatch(item, m_segment);
            } else {
                ++m_segment;
                emitGroup(item - commandCount, items);
                ++m_segment;
            }
        }
        ++m_segment;  // each band ends with a flush
    }
}

void RenderQueue::appendToBatch(std::uint32_t command, std::uint32_t segment) {
    const DrawCommand& cmd = m_commands[command];
    const auto entry = std::uint32_t(m_order.size());
    m_order.push_back(command);
    if (!m_batches.empty()) {
        DrawBatch& last = m_batches.back();
        const bool fits = m_batchSegment == segment && m_filledQuads + cmd.quadCount <= kMaxQuadsPerBatch;
        if (!fits) m_filledQuads = 0;  // a flush: a band or group ended, or the buffer is full
        if (fits && last.texture == cmd.texture && last.blend == cmd.blend && last.effect == cmd.effect) {
            ++last.entryCount;
            last.quadCount += cmd.quadCount;
            m_filledQuads += cmd.quadCount;
            return;
        }
    }
    m_batches.push_back({entry, 1, cmd.quadCount, cmd.texture, cmd.blend, cmd.effect, cmd.clip});
    m_batchSegment = segment;
    m_filledQuads += cmd.quadCount;
}

}  // namespace diorama
