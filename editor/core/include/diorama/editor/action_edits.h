// Editing a node's named actions (the inspector's Actions section): pure edits of the
// action list, addressed by ActionPath, and one command that swaps the node's kept keys
// so every edit is one undo step and the file always reads back (triggers follow,
// action_tree.h).
#pragma once

#include "diorama/editor/command.h"
#include "diorama/scene/node_id.h"
#include "diorama/serialization/action_tree.h"

#include <string>
#include <utility>
#include <vector>

namespace diorama {

// A named action (`action`) and the child indices from its record down to one node of it;
// no steps: the record itself.
struct ActionPath {
    int action = 0;
    std::vector<int> steps;
    bool operator==(const ActionPath&) const = default;
};

// The tree node at `path`, or null when the path does not lead anywhere.
ActionTree* actionAt(std::vector<NamedAction>& actions, const ActionPath& path);
const ActionTree* actionAt(const std::vector<NamedAction>& actions, const ActionPath& path);

// Each edit changes `actions` and returns false (changing nothing) when it does not apply.
// A new named action of `type`, named "<type>", "<type>2", ... Its path: {size - 1}.
void addNamedAction(std::vector<NamedAction>& actions, const std::string& type);
// Removes the named action (no steps) or the nested action; a container keeps at least one.
bool removeAction(std::vector<NamedAction>& actions, const ActionPath& path);
// Moves the named action, or the nested action among its siblings, by `delta`.
bool moveAction(std::vector<NamedAction>& actions, const ActionPath& path, int delta);
// Puts the action inside a new `wrapper` (Sequence, Spawn, Repeat, RepeatForever, Speed or
// an ease) with that wrapper's default parameters.
bool wrapAction(std::vector<NamedAction>& actions, const ActionPath& path, const std::string& wrapper);
// Replaces a wrapper by its only child, or a one-action Sequence/Spawn by that action.
bool unwrapAction(std::vector<NamedAction>& actions, const ActionPath& path);
// Appends a default `type` action inside the Sequence/Spawn at `path`.
bool addChildAction(std::vector<NamedAction>& actions, const ActionPath& path, const std::string& type);
// A copy of the action right after it: a named action's copy gets a free name and no tag;
// a nested one needs a Sequence or Spawn around it.
bool duplicateAction(std::vector<NamedAction>& actions, const ActionPath& path);
// A default `type` action right after the one at `path`: inside its Sequence or Spawn, or,
// for a named action, as a new named action after it.
bool insertActionAfter(std::vector<NamedAction>& actions, const ActionPath& path, const std::string& type);

// Named actions for common patterns, ready to play on a node of scale (scaleX, scaleY):
// "fadeIn" (from transparent, autoplay), "scaleIn" (from nothing with EaseBackOut,
// autoplay), "pulse" (forever, autoplay), "moveBy" and "shake" (on a trigger).
struct ActionPreset {
    const char* key;    // the action's name, made unique when added
    const char* label;  // what the editor shows
};
const std::vector<ActionPreset>& actionPresets();
// Appends the preset `key`; false for an unknown key.
bool addActionPreset(std::vector<NamedAction>& actions, std::string_view key, float scaleX = 1, float scaleY = 1);

// Stretches the action at `path` from lasting `from` seconds to `to` (as the Timeline shows
// them: a Speed above cancels out): every duration inside is scaled, rounded to the
// millisecond and kept at least 1 ms. False when nothing inside has a duration or the
// spans are not positive and finite.
bool stretchAction(std::vector<NamedAction>& actions, const ActionPath& path, double from, double to);

// A name no other action of the list has: `wanted`, else wanted2, wanted3...
std::string uniqueActionName(const std::vector<NamedAction>& actions, const std::string& wanted, int except = -1);

// Replaces the node's named actions with `actions` (renames carry into its triggers).
// Edits of parameters with the same `mergeKey` merge while the merge window is open, so
// one drag of a field is one undo step.
class SetNodeActionsCommand : public Command {
public:
    SetNodeActionsCommand(NodeId node, std::vector<NamedAction> actions, std::string label,
                          std::vector<std::pair<std::string, std::string>> renames = {}, std::string mergeKey = {});
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return m_label; }
    bool mergeWith(const Command& next) override;

private:
    NodeId m_node;
    std::vector<NamedAction> m_actions;
    std::vector<std::pair<std::string, std::string>> m_renames;
    std::string m_label, m_mergeKey;
    std::string m_oldKeys, m_newKeys;
    bool m_computed = false;
};

// The named actions of a document node, as its kept keys hold them.
std::vector<NamedAction> nodeNamedActions(const Document& doc, NodeId node);

// Why the node's file would not read back with `triggers` as its "on" key: the scene
// reader's message ("/on/1/event: expected ..."), or none.
std::optional<std::string> triggersProblem(const Document& doc, NodeId node,
                                           const std::vector<TriggerRecord>& triggers);

// Replaces the node's triggers (its "on" key) with `triggers`, as one undo step. Applying
// fails, changing nothing, when triggersProblem has something to say.
class SetNodeTriggersCommand : public Command {
public:
    SetNodeTriggersCommand(NodeId node, std::vector<TriggerRecord> triggers, std::string label);
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return m_label; }

private:
    NodeId m_node;
    std::vector<TriggerRecord> m_triggers;
    std::string m_label;
    std::string m_oldKeys, m_newKeys;
    bool m_computed = false;
};

// The triggers of a document node, as its kept keys hold them.
std::vector<TriggerRecord> nodeTriggers(const Document& doc, NodeId node);

}  // namespace diorama
