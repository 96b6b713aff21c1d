// Create child, Rename, Unpack, Save as Scene, Duplicate, Delete and Apply Global Z for
// one node, drawn inside an open popup. Commands are collected in `deferred` and run by
// the caller after its frame, never while it iterates the tree it draws.
#pragma once

#include "../editor_context.h"
#include "diorama/editor/commands.h"

#include <memory>
#include <vector>

namespace diorama::editor {

void drawNodeContextMenu(EditorContext& ctx, Node& node, std::vector<std::unique_ptr<Command>>& deferred);

}  // namespace diorama::editor
