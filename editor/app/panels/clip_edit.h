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
// would refuse what it makes (what the editor writes must read back). A form that shows
// the reason beside its fields passes `refusal`: the reason goes there and to the log,
// without the error dialog (which would close the form); it is cleared when the edit is
// done.
using ClipEdit = std::function<std::string(std::vector<AnimationClip>&)>;
bool editClips(EditorContext& ctx, const std::string& label, const ClipEdit& edit, std::string* refusal = nullptr);

}  // namespace diorama::editor
