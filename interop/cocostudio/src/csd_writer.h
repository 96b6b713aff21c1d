// Studio model -> .csd text (Studio 3.10's layout: GameFile, PropertyGroup, the payload
// Content, ObjectData with AbstractNodeData children), with pugixml.
#pragma once

#include "studio_model.h"

#include <string>

namespace diorama::cocostudio {

std::string writeCsd(const StudioDocument& doc);

}  // namespace diorama::cocostudio
