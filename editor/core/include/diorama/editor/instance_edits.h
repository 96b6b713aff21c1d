// Nodes from a nested scene's source in the editor: which of their properties this scene
// overrides (what saving writes under the instance's "overrides"), with the source's
// value to revert to.
#pragma once

#include "diorama/editor/command.h"
#include "diorama/scene/node.h"
#include "diorama/types/property.h"

#include <optional>
#include <string>
#include <vector>

namespace diorama {

class Document;

struct OverriddenProperty {
    std::string key;
    PropertyValue sourceValue;
};

// Empty for a node that does not come from an instance's source.
std::vector<OverriddenProperty> overriddenProperties(const Document& doc, const Node& node);

// The source's value of `key` when this scene overrides it, else nothing.
std::optional<PropertyValue> sourceValueOf(const Document& doc, const Node& node, const std::string& key);

// Sets the property back to the source's value (one undo step); null when not overridden.
std::unique_ptr<Command> makeRevertOverrideCommand(const Document& doc, const Node& node, const std::string& key);

}  // namespace diorama
