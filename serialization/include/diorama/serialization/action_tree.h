// Action records as an editable tree, for the editor's Actions section and Timeline: a
// record's type, its parameters in file order and its nested actions, written back as
// the record text buildAction reads (action_records.h). JSON types stay inside.
#pragma once

#include "diorama/serialization/action_records.h"

#include <array>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace diorama {

enum class ActionParamKind { Number, Point, Rgb, Bool, Text };

struct ActionParam {
    std::string key;
    ActionParamKind kind = ActionParamKind::Number;
    std::array<double, 3> values{};  // Number and Bool: [0]; Point: x, y; Rgb: r, g, b
    std::string text;                // Text
    bool operator==(const ActionParam&) const = default;
};

// Where a type keeps its nested actions: nowhere, "action" (one) or "actions" (a list).
enum class ActionChildren { None, One, List };
ActionChildren actionChildren(std::string_view type);

struct ActionTree {
    std::string type;
    std::vector<ActionParam> params;
    std::vector<ActionTree> children;

    const ActionParam* param(std::string_view key) const;
    ActionParam* param(std::string_view key);
    double number(std::string_view key, double fallback = 0) const;
    bool operator==(const ActionTree&) const = default;
};

// Null when the text is not an object with a "type" (records of a loaded scene were
// checked by the reader; this only guards against misuse).
std::optional<ActionTree> actionTreeFrom(std::string_view recordJson);
// Compact record text; numbers that are floats print as the shortest decimal that reads
// back the same, integral ones as integers.
std::string actionTreeJson(const ActionTree& tree);

// A new record of `type` with the parameters it needs, at values to start from (MoveBy
// 1 s by [100, 0], ...); Sequence and Spawn hold one DelayTime, wrappers one MoveBy.
ActionTree defaultActionTree(std::string_view type);
// The unit the editor shows beside a parameter ("s", "px", "deg", "x", ...), or "".
const char* actionParamUnit(std::string_view type, std::string_view key);
// Parameters the reader wants whole numbers for (jumps, times, opacity, colours).
bool actionParamIsInteger(std::string_view type, std::string_view key);
// The values the editor's field offers for a parameter, and its drag step: durations
// from 0 in hundredths, TintBy's channels from -255 and TintTo's from 0 to 255, counts
// and opacity whole and not negative; the rest anything, in halves.
struct ActionParamRange {
    double low = -std::numeric_limits<double>::infinity();
    double high = std::numeric_limits<double>::infinity();
    double step = 0.5;
};
ActionParamRange actionParamRange(std::string_view type, std::string_view key);

// The node properties (registry keys) the action and the actions inside it set as they
// run, each once, sorted: what a keyframe clip keying the same node would fight with.
std::vector<std::string> propertiesChangedBy(const ActionTree& tree);

// Seconds the action lasts: sums for Sequence, the longest for Spawn, times x for Repeat,
// divided by Speed's speed, 0 for instants; infinity for RepeatForever (and Speed 0).
double actionDuration(const ActionTree& tree);

// A node's "actions" key as a list of named action trees.
struct NamedAction {
    std::string name;
    bool autoplay = false;
    int tag = -1;
    ActionTree action;
    bool operator==(const NamedAction&) const = default;
};
std::vector<NamedAction> namedActionsFrom(std::string_view keysJson);

// The node's kept keys (compact object text) with "actions" set to `actions`, dropped when
// the list is empty; other keys keep their place. Triggers ("on") follow: names in
// `renames` (old, new) are renamed, names no longer present are dropped, and a trigger
// left with nothing to run or stop goes, so the result always reads back.
std::string keysWithNamedActions(std::string_view keysJson, const std::vector<NamedAction>& actions,
                                 const std::vector<std::pair<std::string, std::string>>& renames = {});

// The node's kept keys with "on" set to `triggers`, dropped when the list is empty; other
// keys keep their place, and an entry equal to the one it replaces keeps its text.
// nodeActionsProblem (action_records.h) says whether the result reads back.
std::string keysWithTriggers(std::string_view keysJson, const std::vector<TriggerRecord>& triggers);

}  // namespace diorama
