#pragma once

#include "../editor_context.h"
#include "panel.h"

namespace diorama::editor {

// Pick a point and see every touch listener in dispatch order: which one claims, and
// why each other one does not (outside, invisible, locked, hidden, swallowed earlier).
class TouchProbePanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);
};

}  // namespace diorama::editor
