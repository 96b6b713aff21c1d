// The one table of editor actions behind the menus, the shortcuts and the Help dialog.
#include "diorama/editor/editor_actions.h"

#include <gtest/gtest.h>

#include <set>
#include <tuple>

using namespace diorama;

TEST(EditorActions, EveryChordTriggersExactlyOneAction) {
    std::set<std::tuple<int, bool, bool>> seen;
    for (const EditorAction& a : editorActions())
        for (const KeyChord& c : a.keys) {
            EXPECT_TRUE(seen.insert({c.key, c.ctrl, c.shift}).second) << a.label << ": " << chordText(c) << " is taken";
            EXPECT_EQ(actionForKey(c.key, c.ctrl, c.shift), &a);
        }
}

TEST(EditorActions, ShortcutsReadAsTheMenusShowThem) {
    EXPECT_EQ(shortcutText(editorAction(EditorActionId::SaveAs)), "Ctrl+Shift+S");
    EXPECT_EQ(shortcutText(editorAction(EditorActionId::Redo)), "Ctrl+Y, Ctrl+Shift+Z");
    EXPECT_EQ(shortcutText(editorAction(EditorActionId::Delete)), "Delete, Backspace");
    EXPECT_EQ(actionForKey('Z', true, true)->id, EditorActionId::Redo);
    EXPECT_EQ(actionForKey(keys::kLeft, false, true)->id, EditorActionId::NudgeLeft);
    EXPECT_EQ(actionForKey('Z', false, false), nullptr);
}

TEST(EditorActions, OnlySavingWorksInTextFieldsAndOnlyNudgingRepeats) {
    for (const EditorAction& a : editorActions()) {
        const bool saves = a.id == EditorActionId::Save || a.id == EditorActionId::SaveAs;
        EXPECT_EQ(a.inTextFields, saves) << a.label;
        EXPECT_EQ(a.repeats, std::string_view(a.label).rfind("Nudge", 0) == 0) << a.label;
    }
}
