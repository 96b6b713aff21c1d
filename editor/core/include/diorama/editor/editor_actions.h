// The editor's commands as one table: the menus draw from it, key presses are looked up
// in it, and the Help dialog lists it, so a shortcut is declared once. Keys use GLFW's
// key numbers (ASCII for letters), without depending on GLFW.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace diorama {

enum class EditorActionId {
    New,
    Open,
    ImportStudio,
    Save,
    SaveAs,
    ExportPng,
    ExportCocos,
    Close,
    Quit,
    Undo,
    Redo,
    Cut,
    Copy,
    Paste,
    PasteAsSibling,
    Duplicate,
    Group,
    Ungroup,
    Delete,
    SelectAll,
    SelectNone,
    Rename,
    FrameSelection,
    ZoomIn,
    ZoomOut,
    ZoomActualSize,
    NudgeLeft,
    NudgeRight,
    NudgeUp,
    NudgeDown,
    AlignLeft,
    AlignCenter,
    AlignRight,
    AlignTop,
    AlignMiddle,
    AlignBottom,
    DistributeHorizontally,
    DistributeVertically,
    PlayStop,
    ToolAll,
    ToolMove,
    ToolRotate,
    ToolScale,
};

namespace keys {
inline constexpr int kDelete = 261, kBackspace = 259, kRight = 262, kLeft = 263, kDown = 264, kUp = 265, kF2 = 291,
                     kF5 = 294, kEscape = 256;
inline constexpr int kKeypadSubtract = 333, kKeypadAdd = 334;
}  // namespace keys

struct KeyChord {
    int key = 0;
    bool ctrl = false;
    bool shift = false;
};

struct EditorAction {
    EditorActionId id;
    const char* menu;   // "File", "Edit", "Node", "View"; "" for keys without a menu item
    const char* label;  // menu label and Help text
    std::vector<KeyChord> keys;
    bool repeats = false;          // acts on key repeat too (nudging)
    bool inTextFields = false;     // acts while a text field has focus (saving)
    bool separatorBefore = false;  // in its menu
};

const std::vector<EditorAction>& editorActions();
const EditorAction& editorAction(EditorActionId id);
// The action a key press triggers, or null. Shift+arrow nudges ten times as far, which
// the caller reads from the chord; Ctrl+Shift+Z is Redo as well as Ctrl+Y.
const EditorAction* actionForKey(int key, bool ctrl, bool shift);
// "Ctrl+Shift+S"; several chords are joined with ", ".
std::string shortcutText(const EditorAction& action);
std::string chordText(const KeyChord& chord);

// Mouse gestures the Help dialog lists beside the keys.
struct Gesture {
    const char* input;
    const char* effect;
};
const std::vector<Gesture>& viewportGestures();

}  // namespace diorama
