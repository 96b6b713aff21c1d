// A scene file's keyframe animations: the document's "animations" key
// (docs/scene-format.md, "Animations"). The reader checks it against the node tree and
// keeps it verbatim with the document's other kept keys, so a file round-trips byte for
// byte; these functions turn it into the runtime's clips, whose tracks name nodes by
// NodeId (the file's node ids resolved), and start them the way a game does.
#pragma once

#include "diorama/animation/clip_player.h"
#include "diorama/serialization/scene_file_data.h"

#include <functional>
#include <vector>

namespace diorama {

class Scene;
class AssetResolver;

inline constexpr int kAnimationsFormatVersion = 1;

// The clips of a loaded scene (empty when it has none); tracks whose node is no longer in
// the tree are left out.
std::vector<AnimationClip> sceneAnimations(const Scene& scene, const SceneFileData& file);

// Replaces the scene's animations with `clips` (an empty list removes the key), written
// the way the reader reads them, tracks naming their nodes by file id. For editors and
// importers. Returns "" or why nothing changed: a track's node is not in the scene, or
// the reader would refuse what it wrote (a value out of range, keys out of order, two
// clips of one name, two autoplaying), with the reader's pointer and message.
std::string setSceneAnimations(const Scene& scene, SceneFileData& file, const std::vector<AnimationClip>& clips);
// What setSceneAnimations would answer, changing nothing.
std::string checkSceneAnimations(const Scene& scene, const SceneFileData& file,
                                 const std::vector<AnimationClip>& clips);

// Runs a ClipPlayer with the scene's clips on its root, as cocos' createTimeline +
// runAction does, and (when `autoplay`) plays the autoplay clip with its own loop flag.
// `onFrameEvent`, when given, hears the clips' frame events from the start (a key at
// frame 0 fires as the autoplay clip starts). Returns null when the scene has no clips.
ClipPlayer* runSceneAnimations(Scene& scene, const SceneFileData& file, bool autoplay = true,
                               AssetResolver* assets = nullptr,
                               std::function<void(const FrameEvent&)> onFrameEvent = {});

}  // namespace diorama
