// Descriptions of the node types the runtime defines, each kept beside its class and
// registered by builtinNodeTypes().
#pragma once

#include "diorama/types/node_type.h"

namespace diorama {

NodeTypeInfo nodeTypeInfo();
// The Layout group of Node's properties (types/layout_properties.cpp).
void addLayoutProperties(std::vector<PropertyDescriptor>& properties);
// The Layout parameter group: how a Panel that lays out its children places this one
// (types/layout_parameter_properties.cpp).
void addLayoutParameterProperties(std::vector<PropertyDescriptor>& properties);
// Makes an editor's edit of a key that moves or sizes the node (position, anchorPoint,
// contentSize) measure its layout component's fractions and margins again.
void measureLayoutAfterEdit(PropertyDescriptor& geometry);
NodeTypeInfo sceneTypeInfo();
NodeTypeInfo spriteTypeInfo();
NodeTypeInfo colorLayerTypeInfo();
NodeTypeInfo labelTypeInfo();
NodeTypeInfo instanceTypeInfo();

}  // namespace diorama
