// The inspector's view of node properties. What a property *is* (its file key, kind,
// default, validation) lives in the runtime's node type registry; this table adds only
// editor concerns: labels, groups, which nodes the inspector offers it on, the editor's
// own per-node flags (locked, hidden), and setters that load assets through the
// document. A property added to the registry appears here with no change.
#pragma once

#include "diorama/types/property.h"

#include <functional>
#include <string>
#include <vector>

namespace diorama {

class Document;
class Node;
class NodeTypeRegistry;

// How the inspector draws a value.
enum class PropertyKind { Bool, Int, Byte, Float, Angle, Point, Extent, Region, Color, String, Path, Enum, Text };

struct PropertyInfo {
    std::string name;   // scene-file key
    std::string label;  // inspector label
    std::string group;  // inspector section
    PropertyKind kind;
    PropertyHints hints;
    std::vector<std::string> enumNames;
    std::function<bool(const Node&)> appliesTo;
    std::function<PropertyValue(const Document&, const Node&)> get;
    // Returns false (and leaves the node unchanged) when the value is not acceptable.
    std::function<bool(Document&, Node&, const PropertyValue&)> set;
    std::string tooltip;
};

// Every property of the built-in registry, then the editor's own.
const std::vector<PropertyInfo>& nodeProperties();
const PropertyInfo* findProperty(std::string_view name);
// Inspector sections in display order.
const std::vector<std::string>& propertyGroups();

// The table for another registry (a game's own types).
std::vector<PropertyInfo> buildPropertyTable(const NodeTypeRegistry& registry);
// "rotationSkewX" -> "Rotation skew X".
std::string labelForKey(std::string_view key);

std::string describeValue(const PropertyValue& value);

}  // namespace diorama
