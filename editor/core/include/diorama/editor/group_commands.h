// Group (Ctrl+G) and Ungroup (Ctrl+Shift+G), as one undo step each.
#pragma once

#include "diorama/editor/command.h"
#include "diorama/scene/node_id.h"

#include <memory>
#include <string>
#include <vector>

namespace diorama {

class Document;

// Puts the nodes (those whose ancestor is also given are carried along) into a new plain
// Node named "Group", made where the first of them is in file order, under that node's
// parent. The group has the parent's content size and no transform of its own, so nothing
// moves on screen and normalized positions mean what they meant. Null, with `error`, when
// there is nothing to group or a node cannot move (the root, a nested scene's nodes).
std::unique_ptr<Command> makeGroupCommand(Document& doc, const std::vector<NodeId>& ids, std::string& error);

// Moves a plain Node's children to its parent, where it was, keeping them where they are on
// screen, and removes it. Null, with `error`, for other nodes and empty ones.
std::unique_ptr<Command> makeUngroupCommand(Document& doc, NodeId group, std::string& error);
// Whether makeUngroupCommand would make a command (menus enable Ungroup by it).
bool canUngroup(Document& doc, NodeId group);

}  // namespace diorama
