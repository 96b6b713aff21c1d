// Scripted input for the player (`--script FILE`): touches and keys at given frames, so
// that a game can be played without a person (tests, CI, benchmarks). One step a line:
//
//   # frame  what     arguments             (scene coordinates, y up)
//   30       tap      480 320               touch began and ended at the point
//   40       down     100 100               touch began
//   41       move     120 100               touch moved
//   42       up       120 100               touch ended
//   50       key      SPACE                 key pressed and released (cocos KeyCode name)
//   51       keydown  LEFT_ARROW
//   60       keyup    LEFT_ARROW
//   70       type     Ada Lovelace          typed for the TextField holding the keyboard
//   71       backspace                      deletes its last character
//   72       return                         gives the keyboard back, as the Return key
//
// A `key` or `keydown` of HOME, END, DELETE, LEFT_ARROW, RIGHT_ARROW or ESCAPE also goes to
// that TextField's cursor (TextField::controlKey), as cocos' window hands it a key press.
//
// `type` takes the rest of the line after one space, as UTF-8. A '#' starts a comment
// there too, so a script cannot type one, and the spaces before a comment are not typed.
// Frames count from 1; a step runs in the input stage of its frame. The player warns, naming
// the line, about typing with no TextField holding the keyboard and about steps after the
// last frame it played.
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/player/key_code.h"

#include <string>
#include <string_view>
#include <vector>

namespace diorama {

struct ScriptStep {
    enum class Kind { Tap, Down, Move, Up, Key, KeyDown, KeyUp, Type, Backspace, Return };
    int frame = 0;
    Kind kind = Kind::Tap;
    Vec2 point{};
    KeyCode key = KeyCode::KEY_NONE;
    std::string text;  // Type
    int line = 0;      // in the script file, for messages
};

struct InputScript {
    std::vector<ScriptStep> steps;  // in file order
    // "FILE: line N: message" when the text breaks a rule; steps is then empty.
    std::string error;
    bool ok() const { return error.empty(); }
};

// The word a script writes for `kind` ("tap", "type"...).
std::string_view scriptStepName(ScriptStep::Kind kind);

InputScript parseInputScript(const std::string& text, const std::string& fileName);
InputScript readInputScript(const std::string& path);

}  // namespace diorama
