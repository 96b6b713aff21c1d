#pragma once

namespace diorama::editor {
struct EditorContext;
// Colours, spacing and fonts (DejaVu Sans with Font Awesome icons merged in).
void applyTheme(EditorContext& ctx);
}  // namespace diorama::editor
