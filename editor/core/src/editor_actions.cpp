#include "diorama/editor/editor_actions.h"

#include <algorithm>
#include <stdexcept>

namespace diorama {

namespace {

KeyChord ctrl(char c, bool shift = false) { return {c, true, shift}; }
KeyChord plain(int key) { return {key, false, false}; }

std::vector<EditorAction> buildTable() {
    using Id = EditorActionId;
    std::vector<EditorAction> t = {
        {Id::New, "File", "New", {ctrl('N')}},
        {Id::Open, "File", "Open...", {ctrl('O')}},
        {Id::ImportStudio, "File", "Import Cocos Studio...", {}},
        {Id::Save, "File", "Save", {ctrl('S')}, false, true, true},
        {Id::SaveAs, "File", "Save As...", {ctrl('S', true)}, false, true},
        {Id::ExportPng, "File", "Export PNG...", {}},
        {Id::ExportCocos, "File", "Export for cocos2d-x...", {}},
        {Id::Close, "File", "Close", {ctrl('W')}, false, false, true},
        {Id::Quit, "File", "Quit", {ctrl('Q')}},
        {Id::Undo, "Edit", "Undo", {ctrl('Z')}},
        {Id::Redo, "Edit", "Redo", {ctrl('Y'), ctrl('Z', true)}},
        {Id::Cut, "Edit", "Cut", {ctrl('X')}, false, false, true},
        {Id::Copy, "Edit", "Copy", {ctrl('C')}},
        {Id::Paste, "Edit", "Paste", {ctrl('V')}},
        {Id::PasteAsSibling, "Edit", "Paste as Sibling", {ctrl('V', true)}},
        {Id::Duplicate, "Edit", "Duplicate", {ctrl('D')}},
        {Id::Delete, "Edit", "Delete", {plain(keys::kDelete), plain(keys::kBackspace)}},
        {Id::SelectAll, "Edit", "Select All", {ctrl('A')}, false, false, true},
        {Id::SelectNone, "Edit", "Select None", {plain(keys::kEscape)}},
        {Id::Rename, "Edit", "Rename", {plain(keys::kF2)}},
        {Id::Group, "Node", "Group", {ctrl('G')}},
        {Id::Ungroup, "Node", "Ungroup", {ctrl('G', true)}},
        {Id::AlignLeft, "Node", "Align Left Edges", {}, false, false, true},
        {Id::AlignCenter, "Node", "Align Horizontal Centres", {}},
        {Id::AlignRight, "Node", "Align Right Edges", {}},
        {Id::AlignTop, "Node", "Align Top Edges", {}},
        {Id::AlignMiddle, "Node", "Align Vertical Centres", {}},
        {Id::AlignBottom, "Node", "Align Bottom Edges", {}},
        {Id::DistributeHorizontally, "Node", "Distribute Horizontally", {}, false, false, true},
        {Id::DistributeVertically, "Node", "Distribute Vertically", {}},
        {Id::PlayStop, "View", "Play / Stop", {ctrl('P'), plain(keys::kF5)}, false, false, true},
        {Id::ToolAll, "View", "Tool: All Handles", {plain('Q')}, false, false, true},
        {Id::ToolMove, "View", "Tool: Move", {plain('W')}},
        {Id::ToolRotate, "View", "Tool: Rotate", {plain('E')}},
        {Id::ToolScale, "View", "Tool: Scale", {plain('R')}},
        {Id::FrameSelection, "View", "Frame Selection", {plain('F')}, false, false, true},
        {Id::ZoomIn, "View", "Zoom In", {ctrl('='), ctrl('=', true), {keys::kKeypadAdd, true, false}}},
        {Id::ZoomOut, "View", "Zoom Out", {ctrl('-'), {keys::kKeypadSubtract, true, false}}},
        {Id::ZoomActualSize, "View", "Zoom to 100%", {ctrl('0')}},
        {Id::NudgeLeft, "", "Nudge left (Shift: 10 units)", {plain(keys::kLeft), {keys::kLeft, false, true}}, true},
        {Id::NudgeRight, "", "Nudge right (Shift: 10 units)", {plain(keys::kRight), {keys::kRight, false, true}}, true},
        {Id::NudgeUp, "", "Nudge up (Shift: 10 units)", {plain(keys::kUp), {keys::kUp, false, true}}, true},
        {Id::NudgeDown, "", "Nudge down (Shift: 10 units)", {plain(keys::kDown), {keys::kDown, false, true}}, true},
    };
    return t;
}

std::string keyName(int key) {
    switch (key) {
    case keys::kDelete: return "Delete";
    case keys::kBackspace: return "Backspace";
    case keys::kLeft: return "Left";
    case keys::kRight: return "Right";
    case keys::kUp: return "Up";
    case keys::kDown: return "Down";
    case keys::kF2: return "F2";
    case keys::kF5: return "F5";
    case keys::kEscape: return "Escape";
    case keys::kKeypadAdd: return "Keypad +";
    case keys::kKeypadSubtract: return "Keypad -";
    default: return std::string(1, char(key));
    }
}

}  // namespace

const std::vector<EditorAction>& editorActions() {
    static const std::vector<EditorAction> kTable = buildTable();
    return kTable;
}

const EditorAction& editorAction(EditorActionId id) {
    for (const EditorAction& a : editorActions())
        if (a.id == id) return a;
    throw std::logic_error("unknown editor action");
}

const EditorAction* actionForKey(int key, bool ctrlDown, bool shiftDown) {
    for (const EditorAction& a : editorActions())
        for (const KeyChord& c : a.keys)
            if (c.key == key && c.ctrl == ctrlDown && c.shift == shiftDown) return &a;
    return nullptr;
}

std::string chordText(const KeyChord& chord) {
    return std::string(chord.ctrl ? "Ctrl+" : "") + (chord.shift ? "Shift+" : "") + keyName(chord.key);
}

std::string shortcutText(const EditorAction& action) {
    std::string out;
    for (const KeyChord& c : action.keys) {
        if (!out.empty()) out += ", ";
        out += chordText(c);
    }
    return out;
}

const std::vector<Gesture>& viewportGestures() {
    static const std::vector<Gesture> kGestures = {
        {"Click", "Pick through the EventDispatcher"},
        {"Drag a node's body", "Move it (the selection moves together)"},
        {"Drag on empty space", "Marquee selection (Shift: add to the selection)"},
        {"Alt+Click", "Cycle through nodes under the cursor, handles or not"},
        {"Ctrl/Shift+Click", "Toggle / add to selection"},
        {"Middle drag, Space+drag", "Pan"},
        {"Mouse wheel", "Zoom about the cursor"},
        {"Shift while rotating/scaling", "15 degree steps / uniform scale"},
        {"Snap (viewport toolbar)", "Moves and the anchor on the grid step, rotation and scale in steps"},
    };
    return kGestures;
}

}  // namespace diorama
