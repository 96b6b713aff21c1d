// Studio model -> .csb bytes, with FlatBuffers' builder and the schema in schema/csb.fbs,
// converting each class's attributes the way cocos' FlatBuffersSerialize converts a .csd
// (an absent attribute gets the converter's initial value).
#pragma once

#include "diorama/cocostudio/export.h"
#include "studio_model.h"

#include <cstdint>
#include <vector>

namespace diorama::cocostudio {

// The cocos classname a ctype is read as: ctype minus "ObjectData"; a file's root "Node".
std::string csbClassName(const std::string& ctype, bool isRoot);

std::vector<std::uint8_t> writeCsb(const StudioDocument& doc, const std::string& sceneFile,
                                   std::vector<ExportIssue>& issues);

}  // namespace diorama::cocostudio
