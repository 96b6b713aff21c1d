#include "diorama/render/render_queue.h"

#include "diorama/scene/node.h"

#include <algorithm>

namespace diorama {

void RenderQueue::clear() {
    m_commands.clear();
    m_vertices.clear();
    m_order.clear();
    m_batches.clear();
    m_visits.clear();
    m_culled = 0;
}

void RenderQueue::addQuad(const Node& node, float globalZ, TextureHandle texture, BlendMode blend,
                          const QuadVertex (&vertices)[4], ShaderEffect effect) {
    m_commands.push_back({&node, node.id(), globalZ, texture, blend, effect, std::uint32_t(m_vertices.size() / 4), 1});
    m_vertices.insert(m_vertices.end(), vertices, vertices + 4);
}

QuadVertex* RenderQueue::addQuads(const Node& node, float globalZ, TextureHandle texture, BlendMode blend,
                                  std::uint32_t quadCount, ShaderEffect effect) {
    DrawCommand cmd;
    cmd.node = &node;
    cmd.nodeId = node.id();
    cmd.globalZ = globalZ;
    cmd.texture = texture;
    cmd.blend = blend;
    cmd.effect = effect;
    cmd.firstQuad = std::uint32_t(m_vertices.size() / 4);
    cmd.quadCount = quadCount;
    m_commands.push_back(cmd);
    const std::size_t first = m_vertices.size();
    m_vertices.resize(first + std::size_t(quadCount) * 4);
    return m_vertices.data() + first;
}

void RenderQueue::finish() {
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
    m_order.insert(m_order.end(), negative.begin(), negative.end());
    const std::size_t zeroBegin = m_order.size();
    if (negative.empty() && positive.empty()) {
        m_order.resize(m_commands.size());
        for (std::uint32_t i = 0; i < m_commands.size(); ++i) m_order[i] = i;
    } else {
        for (std::uint32_t i = 0; i < m_commands.size(); ++i)
            if (!(m_commands[i].globalZ < 0.0f) && !(m_commands[i].globalZ > 0.0f)) m_order.push_back(i);
    }
    const std::size_t positiveBegin = m_order.size();
    m_order.insert(m_order.end(), positive.begin(), positive.end());

    m_batches.clear();
    auto groupOf = [&](std::size_t entry) { return entry < zeroBegin ? 0 : entry < positiveBegin ? 1 : 2; };
    for (std::uint32_t e = 0; e < m_order.size(); ++e) {
        const DrawCommand& cmd = m_commands[m_order[e]];
        if (!m_batches.empty()) {
            DrawBatch& last = m_batches.back();
            const bool sameGroup = groupOf(last.firstEntry) == groupOf(e);
            if (sameGroup && last.texture == cmd.texture && last.blend == cmd.blend && last.effect == cmd.effect &&
                last.quadCount + cmd.quadCount <= kMaxQuadsPerBatch) {
                ++last.entryCount;
                last.quadCount += cmd.quadCount;
                continue;
            }
        }
        m_batches.push_back({e, 1, cmd.quadCount, cmd.texture, cmd.blend, cmd.effect});
    }
}

}  // namespace diorama
