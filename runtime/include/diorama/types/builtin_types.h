// Descriptions of the node types the runtime defines, each kept beside its class and
// registered by builtinNodeTypes().
#pragma once

#include "diorama/types/node_type.h"

namespace diorama {

NodeTypeInfo nodeTypeInfo();
NodeTypeInfo sceneTypeInfo();
NodeTypeInfo spriteTypeInfo();
NodeTypeInfo colorLayerTypeInfo();
NodeTypeInfo labelTypeInfo();
NodeTypeInfo instanceTypeInfo();

}  // namespace diorama
