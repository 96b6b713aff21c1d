// The Studio side of the export's class mapping (docs/cocos-export.md): which Studio
// classes a Diorama type goes back to, Studio's names for things, and the attribute
// writers every class shares.
#pragma once

#include "diorama/math/color.h"
#include "studio_model.h"

#include <string>
#include <string_view>
#include <vector>

namespace diorama {
class Scale9Sprite;
}

namespace diorama::cocostudio {

// Studio's attribute and element names, conservatively: an ASCII letter or '_', then
// letters, digits, '_', '-' and '.' (no ':' namespaces, which Studio never writes).
bool isXmlName(std::string_view name);
// Studio's older ctype names, as cocos' getGUIClassName reads them.
std::string modernCtype(const std::string& ctype);
// The Studio classes a Diorama type may go back to, first the one its own nodes get.
const std::vector<std::string>& studioClassesOf(std::string_view type);
bool isKnownStudioClass(const std::string& ctype);
bool isPanelLike(const std::string& ctype);
// The element a class shows its main image in (what the importer shows as the Sprite).
const char* mainImageElement(const std::string& ctype);
// The attribute a Label-shown class keeps its text in.
const char* textAttribute(const std::string& ctype);

void setColor(StudioElement& e, Color3B c, std::uint8_t alpha = 255);
// Scale9Enable with the cap insets of `sliced`, or, when it is null, Scale9Enable
// turned off where it was on (the other insets stay as kept).
void setScale9(StudioNode& out, const Scale9Sprite* sliced);
void setPair(StudioElement& e, const char* x, const char* y, float a, float b);

}  // namespace diorama::cocostudio
