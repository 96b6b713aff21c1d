// Edits of the document's animation clips from any panel (the Timeline's dope sheet, the
// inspector's key marks): each one undo step, refused with the reason in the log.
#pragma once

#include "../editor_context.h"
#include "diorama/animation/animation_clip.h"

#include <functional>
#include <string>
#include <vector>

namespace diorama::editor {

// Edits a copy of the document's clips and sets the result as one undo step labelled
// `label`; false, with the reason in the log, when the edit refuses or the scene reader
// would refuse what it makes (what the editor writes must read back).
using ClipEdit = std::function<std::string(std::vector<AnimationClip>&)>;
bool editClips(EditorContext& ctx, const std::string& label, const ClipEdit& edit);

}  // namespace diorama::editor
