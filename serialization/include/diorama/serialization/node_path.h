// Node paths as the command-line tool and the editor print them: the names from the
// root's child down to the node joined by '/', the root itself being "". A node with an
// empty name is written "#i", i being its index among its siblings in file (arrival)
// order.
#pragma once

#include "diorama/scene/node.h"

#include <string>
#include <string_view>
#include <vector>

namespace diorama {

// Children in the order the scene file lists them (arrival order).
std::vector<Node*> childrenInFileOrder(const Node& parent);

std::string nodePath(const Node& node);
// Resolves a path from `root`; segments match names first, then "#i". Null if absent.
Node* findNodeByPath(Node& root, std::string_view path);

}  // namespace diorama
