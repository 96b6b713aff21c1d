// How the tool prints nodes and numbers (docs/cli.md).
#pragma once

#include "diorama/math/geometry.h"

#include <nlohmann/json.hpp>

namespace diorama {

class Node;

namespace cli {

using Json = nlohmann::ordered_json;

// The shortest decimal that reads back as the same float (integers stay integers).
Json number(float value);
Json point(Vec2 p);
Json rect(const Rect& r);
// {"name", "path", "type", "id"}.
Json nodeRef(const Node& node);

}  // namespace cli
}  // namespace diorama
