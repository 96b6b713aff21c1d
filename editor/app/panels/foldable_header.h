// An inspector section's header whose folded state is kept in the settings, so a section
// the user folded stays folded for every node and after a restart.
#pragma once

#include "../editor_context.h"

#include <string>

namespace diorama::editor {

// Draws the header; true when the section is open. Test mode reports it as fold-NAME.
bool foldableHeader(EditorContext& ctx, const std::string& name);

}  // namespace diorama::editor
