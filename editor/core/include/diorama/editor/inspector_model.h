// What the inspector shows for a selection, built once per change (a document revision or
// another selection) rather than while it draws each frame (issue 28).
#pragma once

#include "diorama/editor/instance_edits.h"
#include "diorama/editor/properties.h"

#include <map>
#include <string>
#include <vector>

namespace diorama {

class Document;
class Node;

struct InspectorModel {
    // The rows every selected node has, each from its own type's descriptor: a key two
    // types give different kinds or choices is not shared. In the first node's type
    // order, then the editor's own rows.
    std::vector<PropertyInfo> rows;
    // The sections the rows fall in, in the order the inspector shows them.
    std::vector<std::string> groups;
    // One node from a nested scene's source: the properties this scene overrides.
    std::vector<OverriddenProperty> overrides;
    // By row key: the values every selected node offers alike to choose among (a sprite's
    // sheet frames); a row not here is free text.
    std::map<std::string, std::vector<std::string>, std::less<>> choices;
    // One node: its type's warning about what it draws (NodeTypeInfo::note), or empty.
    std::string note;
    std::string noteKey;  // the row the note is repeated under (NodeTypeInfo::noteKey)
};

// Takes the document itself: choices are read through its assets (a sheet is loaded once).
InspectorModel inspectorModel(Document& doc, const std::vector<const Node*>& nodes);

}  // namespace diorama
