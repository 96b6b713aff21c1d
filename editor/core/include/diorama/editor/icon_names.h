// The Font Awesome 4.7 icons a node type may name (NodeTypeInfo::icon) and the Assets
// panel's glyphs, by name: data only, so a test can check every type's icon exists.
#pragma once

#include <string_view>
#include <unordered_map>

namespace diorama {

// Name -> codepoint in Debian's fonts-font-awesome.
const std::unordered_map<std::string_view, unsigned>& namedIcons();
bool hasIcon(std::string_view name);

}  // namespace diorama
