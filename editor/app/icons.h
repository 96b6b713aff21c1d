// The editor's icons: Font Awesome 4.7 glyphs (Debian's fonts-font-awesome), merged
// into the UI font. Panels name icons here, never by codepoint or file path.
#pragma once

#include <string_view>

namespace diorama::editor {

enum class Icon {
    Unknown,
    Eye,
    EyeSlash,
    Lock,
    Unlock,
    Folder,
    File,
    Save,
    Undo,
    Redo,
    Copy,
    Cut,
    Paste,
    Duplicate,
    Delete,
    Crosshairs,
    Hand,
    ListOrder,
    Warning,
    Info,
    Search,
    Grid,
    Help,
    Key,
    Screen,
};

// UTF-8 text of the glyph, ready for ImGui::Text or a label.
const char* iconText(Icon icon);
// The glyph of a node type: the Font Awesome name its registry entry gives (for types
// the registry does not know, a question mark).
const char* nodeTypeIcon(std::string_view typeName);
// A Font Awesome 4.7 glyph by name ("cube"); the question mark for names not known here.
const char* iconByName(std::string_view name);

// First and last codepoint to merge from the icon font.
inline constexpr unsigned short kIconRangeFirst = 0xf000;
inline constexpr unsigned short kIconRangeLast = 0xf2e0;

}  // namespace diorama::editor
