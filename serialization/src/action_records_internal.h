// The scene reader's side of action records: checking a node's "actions" and "on" keys
// where they are read (both keys are kept verbatim for the round trip).
#pragma once

#include "json_text.h"

#include <optional>
#include <string>
#include <utility>

namespace diorama::detail {

// Null when the node's actions (may be null) and triggers (may be null) are well formed;
// else the JSON pointer and message of the first problem. `node` is the record's pointer.
std::optional<std::pair<std::string, std::string>> checkNodeActions(const json::Json* actions,
                                                                    const json::Json* triggers,
                                                                    const std::string& node);

}  // namespace diorama::detail
