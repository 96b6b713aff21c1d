// Descriptions of the node types the runtime defines, each kept beside its class and
// registered by builtinNodeTypes().
#pragma once

#include "diorama/types/node_type.h"

namespace diorama {

NodeTypeInfo nodeTypeInfo();
// The Layout group of Node's properties (types/layout_properties.cpp).
void addLayoutProperties(std::vector<PropertyDescriptor>& properties);
NodeTypeInfo sceneTypeInfo();
NodeTypeInfo spriteTypeInfo();
NodeTypeInfo colorLayerTypeInfo();
NodeTypeInfo labelTypeInfo();
NodeTypeInfo instanceTypeInfo();

}  // namespace diorama
