// How the tool prints nodes and numbers (docs/cli.md).
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/serialization/scene_file_data.h"
#include "diorama/types/property.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace diorama {

class Node;

namespace cli {

using Json = nlohmann::ordered_json;

// A computed value that JSON cannot hold: an infinity or NaN, from transforms that
// multiply past the float range.
struct NotFinite : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The shortest decimal that reads back as the same float (integers stay integers);
// NotFinite for an infinity or NaN.
Json number(float value);
Json point(Vec2 p);
Json rect(const Rect& r);
// {"name", "path", "type", "id"}: how every command names a node.
Json nodeRef(const Node& node, const SceneFileData& file);
// A property value as the scene file would write it.
Json propertyValue(const PropertyDescriptor& property, const PropertyValue& value);

}  // namespace cli
}  // namespace diorama
