#pragma once

#include "../editor_context.h"
#include "diorama/editor/action_edits.h"

#include <string>
#include <vector>

namespace diorama::editor {

// The inspector's Actions section for one node: its named actions as a tree, each edit
// (add, remove, reorder, wrap, unwrap, parameters, name, autoplay, tag) one undo step
// through SetNodeActionsCommand, a Preview that plays one action on a copy, and the
// node's triggers, edited the same way through SetNodeTriggersCommand.
class ActionsSection {
public:
    void draw(EditorContext& ctx, Node& node);

private:
    // Executes the edited list as one step; `mergeKey` merges a continuous drag.
    void commit(EditorContext& ctx, std::vector<NamedAction> actions, std::string label, std::string mergeKey = {},
                std::vector<std::pair<std::string, std::string>> renames = {});
    void drawNamed(EditorContext& ctx, std::vector<NamedAction>& actions, int index);
    void drawTree(EditorContext& ctx, std::vector<NamedAction>& actions, const ActionPath& path);
    // Right-click on an action's row: Wrap in, Add after, Duplicate, Remove.
    void drawRowMenu(EditorContext& ctx, std::vector<NamedAction>& actions, const ActionPath& path);
    void drawTreeButtons(EditorContext& ctx, std::vector<NamedAction>& actions, const ActionPath& path);
    bool drawParam(ActionParam& param, const std::string& type);
    // The node's triggers ("on"): event, the action run, those stopped, swallow; each edit
    // one undo step, refused with a warning when it would not read back.
    void drawTriggers(EditorContext& ctx, const std::vector<NamedAction>& actions);
    void drawTrigger(EditorContext& ctx, const std::vector<NamedAction>& actions,
                     const std::vector<TriggerRecord>& triggers, int index);
    void commitTriggers(EditorContext& ctx, std::vector<TriggerRecord> triggers, std::string label);

    NodeId m_node;
    std::string m_renameBuffer;
    int m_renaming = -1;
    std::string m_eventBuffer;  // a custom event's name while it is typed
    int m_editingEvent = -1;
};

}  // namespace diorama::editor
