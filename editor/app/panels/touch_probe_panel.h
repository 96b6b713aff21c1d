#pragma once

#include "../editor_context.h"
#include "panel.h"

namespace diorama::editor {

// Pick a point and see every touch listener in dispatch order: which one claims, and
// why each other one does not (outside, invisible, locked, hidden, swallowed earlier).
// In Play mode it lists the running copy's live trigger listeners at the last touch.
class TouchProbePanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);

private:
    void drawLive(EditorContext& ctx, PlaySession& play);
};

}  // namespace diorama::editor
