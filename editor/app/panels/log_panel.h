#pragma once

#include "../editor_context.h"
#include "panel.h"

namespace diorama::editor {

// Every message the editor produced: loads, saves, warnings and errors.
class LogPanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);

private:
    std::size_t m_lastCount = 0;
};

}  // namespace diorama::editor
