#pragma once

namespace diorama::editor {
struct EditorContext;
// Colours, spacing and fonts (DejaVu Sans, with a CJK font's common ideographs and kana and
// Font Awesome icons merged in).
void applyTheme(EditorContext& ctx);
}  // namespace diorama::editor
