#pragma once

#include "../editor_context.h"
#include "diorama/inspection/render_order.h"
#include "panel.h"

namespace diorama::editor {

// The final draw list (after global-Z grouping) with index, path, band and the draw
// call (batch) each command lands in; hovering highlights the node, a scrubber draws
// only the first k commands, and with two nodes selected it explains their order.
class RenderOrderPanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);
    void startScrub(int k) {
        m_scrubbing = true;
        m_scrub = k;
    }
    // Another document shown: its picture is whole until it is scrubbed itself.
    void stopScrub() { m_scrubbing = false; }

private:
    RenderOrder m_order;
    std::uint64_t m_builtRevision = 0;
    const Document* m_builtFor = nullptr;
    int m_scrub = 0;
    bool m_scrubbing = false;
    NodeId m_scrolledTo;  // the selection the list last scrolled to
};

}  // namespace diorama::editor
