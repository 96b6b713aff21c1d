// The final draw list of a scene (after global-Z grouping), its batches, and a plain
// explanation of why one node draws above another. Shared by the editor's Render Order
// panel and the `diorama order` command.
#pragma once

#include "diorama/render/render_queue.h"
#include "diorama/scene/node_id.h"

#include <string>
#include <vector>

namespace diorama {

class Node;

enum class GlobalZBand { Negative, Zero, Positive };
const char* globalZBandName(GlobalZBand band);

struct DrawEntry {
    NodeId node;
    const Node* nodePtr = nullptr;  // valid while the scene is unchanged
    float globalZ = 0.0f;
    GlobalZBand band = GlobalZBand::Zero;
    std::uint32_t batch = 0;  // index of the draw call that draws it
    DrawPart part = DrawPart::Node;
};

struct RenderOrder {
    std::vector<const Node*> visit;                   // every visited node at its self-visit point
    std::vector<DrawEntry> draw;                      // final draw order
    std::vector<std::vector<std::uint32_t>> batches;  // entries of `draw` per draw call
};

// Visits `root` without culling and captures the order the renderer would draw in.
RenderOrder captureRenderOrder(Node& root);
// Same, from an already finished queue.
RenderOrder renderOrderFrom(const RenderQueue& queue);

struct OrderExplanation {
    int aboveOrBelow = 0;  // +1: a draws above b, -1: below, 0: same node
    std::string reason;
};

// Why `a` draws above or below `b` (both in the same tree): global Z difference, else
// their common ancestor's children's local Z, else arrival, else negative Z before the
// parent. Touch order is the reverse of draw order, so the same reason applies to it.
OrderExplanation explainDrawOrder(const Node& a, const Node& b);

}  // namespace diorama
