// The "animations" key as the writer saves it (animation_records.cpp).
#pragma once

#include "diorama/serialization/scene_file_data.h"
#include "json_text.h"

namespace diorama {
class Node;
}

namespace diorama::detail {

// `animations` without the tracks whose node is no longer in the tree under `root` (the
// node was deleted after loading), so that the saved file still loads; unchanged otherwise.
json::Json animationsForSave(const json::Json& animations, const Node& root, const SceneFileData& file);

}  // namespace diorama::detail
