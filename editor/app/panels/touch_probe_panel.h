#pragma once

#include "../editor_context.h"
#include "diorama/inspection/picking.h"
#include "panel.h"

#include <cstdint>
#include <vector>

namespace diorama::editor {

// Pick a point and see every touch listener in dispatch order: which one claims, and
// why each other one does not (outside, invisible, locked, hidden, swallowed earlier).
// In Play mode it lists the running copy's trigger listeners as they stood when the last
// touch was made, or as they stand now at a point picked since.
class TouchProbePanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);

private:
    void drawLive(EditorContext& ctx, PlaySession& play);
    const std::vector<ProbeEntry>& probe(Document& doc, Vec2 point);

    // A probe gives every node a listener for the question; it is asked again only when
    // the point or the document changed, not every frame.
    struct Asked {
        const Document* doc = nullptr;
        Vec2 point{};
        std::uint64_t revision = 0, structure = 0;
    } m_asked;
    std::vector<ProbeEntry> m_entries;
};

}  // namespace diorama::editor
