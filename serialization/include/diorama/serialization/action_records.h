// Actions as scene files write them (docs/scene-format.md, "Actions"): a JSON object
// whose `type` names the cocos class and whose keys are its parameters, e.g.
//   {"type": "Sequence", "actions": [{"type": "MoveBy", "duration": 1, "by": [100, 0]},
//                                    {"type": "EaseIn", "rate": 2, "action": {...}}]}
// Building one checks it the way the scene reader checks every key: a bad record is an
// error at its JSON pointer, never a half-built action. JSON types stay inside.
#pragma once

#include "diorama/actions/action.h"
#include "diorama/serialization/scene_io.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace diorama {

struct ActionBuildContext {
    // What an Emit action does: dispatch a custom event of that name.
    std::function<void(const std::string& event)> emit;
};

struct ActionBuild {
    std::unique_ptr<Action> action;
    // At most how many leaf updates the action makes in one step of up to 10 s (the
    // estimate the "action updates per step" limit checks).
    double updatesPerStep = 0;
    std::optional<SceneError> error;  // file, pointer (below `pointer`), line and column
};

// Builds the action `recordJson` describes. `fileName` and `pointer` say where the record
// sits, for errors (the pointer of the record itself).
ActionBuild buildAction(std::string_view recordJson, const std::string& fileName, const std::string& pointer,
                        const ActionBuildContext& context = {});

// A node's named actions and triggers, as its "actions" and "on" keys hold them
// (docs/scene-format.md); the scene reader has checked them. `keysJson` is the node's
// kept keys (SceneFileData's NodeFileRecord::unknownKeys).
struct NamedActionRecord {
    std::string name;
    bool autoplay = false;
    int tag = -1;
    std::string actionJson;  // the record, for buildAction
};
struct TriggerRecord {
    std::string event;  // "touchBegan", "touchEnded", "click" or "custom:NAME"
    std::string run;    // a named action of the same node; may be empty when only stopping
    bool swallow = false;
    std::vector<std::string> stop;
    bool operator==(const TriggerRecord&) const = default;
};
struct NodeActions {
    std::vector<NamedActionRecord> actions;
    std::vector<TriggerRecord> triggers;
};
NodeActions nodeActionsFrom(std::string_view keysJson);
// Why a node's kept keys would not read back: the scene reader's own check of their
// "actions" and "on", as "POINTER: message" below the node ("/on/1/event: expected ..."),
// or none. The editor checks its edits with it, so they follow the reader's rules.
std::optional<std::string> nodeActionsProblem(std::string_view keysJson);

// The type names buildAction accepts, for messages and the editor.
const std::vector<std::string>& actionTypeNames();
// The trigger events a node's touches or widget report, in the order messages and the
// editor list them; "custom:NAME" comes on top of these.
const std::vector<std::string>& touchTriggerEvents();

}  // namespace diorama
