#include "clip_edit.h"

#include "diorama/editor/clip_edits.h"
#include "diorama/serialization/scene_animations.h"

namespace diorama::editor {

bool editClips(EditorContext& ctx, const std::string& label, const ClipEdit& edit, std::string* refusal) {
    std::vector<AnimationClip> clips = sceneAnimations(ctx.doc->scene(), ctx.doc->fileData());
    std::string why = edit(clips);
    if (why.empty()) why = checkSceneAnimations(ctx.doc->scene(), ctx.doc->fileData(), clips);
    if (refusal) *refusal = why;
    if (!why.empty()) {
        if (refusal)
            ctx.warn(label + ": " + why);
        else
            ctx.error(label + ": " + why);
        return false;
    }
    return ctx.doc->execute(std::make_unique<SetClipsCommand>(std::move(clips), label));
}

}  // namespace diorama::editor
