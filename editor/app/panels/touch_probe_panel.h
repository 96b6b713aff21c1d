#pragma once

#include "../editor_context.h"
#include "panel.h"

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
};

}  // namespace diorama::editor
