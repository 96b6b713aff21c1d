// Every editable node property, described once: its name in the scene file, its group
// in the inspector, its value kind, and how to read and write it. The inspector draws
// widgets from this table and the set-property command edits through it, so a new
// property needs no change in either.
#pragma once

#include "diorama/math/color.h"
#include "diorama/math/geometry.h"

#include <functional>
#include <string>
#include <variant>
#include <vector>

namespace diorama {

class Document;
class Node;

using PropertyValue = std::variant<bool, int, float, Vec2, Size, Rect, Color3B, std::string>;

enum class PropertyKind { Bool, Int, Byte, Float, Angle, Point, Extent, Region, Color, String, Path, Blend, Text };

struct PropertyInfo {
    const char* name;   // scene-file key
    const char* label;  // inspector label
    const char* group;  // "Node", "Transform", "Ordering", "Colour", "Sprite", "Label", "Editor"
    PropertyKind kind;
    std::function<bool(const Node&)> appliesTo;
    std::function<PropertyValue(const Node&)> get;
    // Returns false (and leaves the node unchanged) when the value is not acceptable.
    std::function<bool(Document&, Node&, const PropertyValue&)> set;
    const char* tooltip = "";
};

const std::vector<PropertyInfo>& nodeProperties();
const PropertyInfo* findProperty(std::string_view name);

std::string describeValue(const PropertyValue& value);

}  // namespace diorama
