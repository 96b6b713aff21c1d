// The inspector's view of node properties. What a property *is* (its file key, kind,
// default, validation) lives in the runtime's node type registry; this table adds only
// editor concerns: labels, groups, which nodes the inspector offers it on, the editor's
// own per-node flags (locked, hidden), and setters that load assets through the
// document. A property added to the registry appears here with no change.
#pragma once

#include "diorama/types/property.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace diorama {

class Document;
class Node;
class NodeTypeRegistry;

// How the inspector draws a value.
enum class PropertyKind { Bool, Int, Byte, Float, Angle, Point, Extent, Region, Color, String, Path, Enum, Text };

// What the inspector draws with a row beyond its widget (editor/core's one table, keyed
// by the property; the panel compares no names).
enum class RowExtra {
    None,
    AnchorPresets,  // the nine anchor presets that keep the node in place
    ModeSwitch,     // until every node is in the property's mode, a button that turns it on
};
// What a group shows under its rows for a single node.
enum class GroupNote { None, DisplayedColour, Ordering };
GroupNote groupNoteFor(std::string_view group);

// What an edit makes stale beyond the node: the hierarchy's rows, the asset caches.
struct EditEffects {
    bool structure = false;
    bool assets = false;
};

// Puts back what an edit changed beyond its own value (see PropertyLinks).
using RestoreLinked = std::function<void(Document&, Node&)>;

struct PropertyInfo {
    std::string name;   // scene-file key
    std::string label;  // inspector label
    // The label for a node of a type that names the row its own way (PropertyHints::label),
    // else `label`.
    std::function<std::string(const Node&)> labelFor;
    std::string group;  // inspector section
    PropertyKind kind;
    PropertyHints hints;
    std::vector<std::string> enumNames;
    // Enums: why a value has no effect on the node ("" when it has); unset: every one has.
    std::function<std::string(const Node&, int index)> enumNote;
    std::function<bool(const Node&)> appliesTo;
    std::function<PropertyValue(const Document&, const Node&)> get;
    // Returns false (and leaves the node unchanged) when the value is not acceptable.
    std::function<bool(Document&, Node&, const PropertyValue&)> set;
    // Why set() would refuse `value` on this node ("" when it would not): the message the
    // inspector shows next to the field and logs ("cap insets cannot be negative").
    std::function<std::string(const Node&, const PropertyValue&)> refusal;
    // Called before a set: captures the linked keys, state and sibling order the node's
    // type says the set may change, and returns what restores them after the old value.
    std::function<RestoreLinked(const Document&, const Node&)> captureLinked;
    // Strings: what the node's type offers to choose among (a sprite's sheet frames), read
    // through the document's assets; empty when any text goes. Unset: always free text.
    std::function<std::vector<std::string>(Document&, const Node&)> choices;
    EditEffects effects;
    RowExtra extra = RowExtra::None;
    // ModeSwitch rows: whether the node is already in the property's mode, and the
    // button that turns it on.
    std::function<bool(const Node&)> inMode;
    std::string switchLabel;
    std::string tooltip;
};

// The choices every node offers alike for `row` (a combo over sprites of one sheet);
// empty when a node offers none or they differ, so the field stays free text.
std::vector<std::string> sharedChoices(Document& doc, const PropertyInfo& row, const std::vector<const Node*>& nodes);

// Every property of the built-in registry, then the editor's own.
const std::vector<PropertyInfo>& nodeProperties();
const PropertyInfo* findProperty(std::string_view name);
// Inspector sections in display order.
const std::vector<std::string>& propertyGroups();

// The registry the document reads and writes with: a game's own, or the built-in one.
const NodeTypeRegistry& nodeTypesOf(const Document& doc);
// The row for `key` as the document's registry describes it for `node`'s type (a game's
// own types included), or the editor's own flags; none when the node has no such key.
std::optional<PropertyInfo> findProperty(const Document& doc, const Node& node, std::string_view key);

// The table for another registry (a game's own types).
std::vector<PropertyInfo> buildPropertyTable(const NodeTypeRegistry& registry);
// The row of one descriptor of `registry`: its kind, hints, choices and label, reading and
// setting through the descriptor of each node's own type.
PropertyInfo propertyRow(const NodeTypeRegistry& registry, const PropertyDescriptor& descriptor);
// The editor's own rows, which no type has: Locked and Hidden in editor.
const std::vector<PropertyInfo>& editorRows();
// "rotationSkewX" -> "Rotation skew X".
std::string labelForKey(std::string_view key);

std::string describeValue(const PropertyValue& value);

}  // namespace diorama
