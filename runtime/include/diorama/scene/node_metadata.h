// Data that a node carries for its scene file and its editor but that the runtime never
// interprets: the file-level id, unknown keys kept verbatim for round trips, and the
// editor's per-node flags. JSON appears here only as opaque text.
#pragma once

#include "diorama/math/geometry.h"

#include <optional>
#include <string>

namespace diorama {

struct NodeMetadata {
    std::string fileId;          // "id" in the scene file
    std::string unknownKeys;     // compact JSON object text of keys this build does not know
    std::string editorExtra;     // compact JSON object text of unknown "editor" keys
    bool editorLocked = false;   // "editor": {"locked": true}
    bool editorHidden = false;   // "editor": {"hidden": true}
    // Root only: unknown top-level document keys, and the document's design size.
    std::string documentUnknownKeys;
    std::optional<Size> designSize;
};

}  // namespace diorama
