// Node paths as the command-line tool and the editor print them: the names from the
// root's child down to the node joined by '/', the root itself being "". A node with an
// empty name is written "#i", i being its index among its siblings in file (arrival)
// order.
#pragma once

#include "diorama/scene/node.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace diorama {

// Children in the order the scene file lists them (arrival order).
std::vector<Node*> childrenInFileOrder(const Node& parent);

// Index of a child among its siblings in file order, in time linear in the sibling count.
std::size_t fileIndexOf(const Node& node);

// One path; costs the node's depth times its siblings' count.
std::string nodePath(const Node& node);

// Paths of many nodes of a tree that does not change meanwhile (the CLI's listings):
// each parent's children are ordered once, so n paths cost n log n, not n^2.
class NodePathIndex {
public:
    std::string pathOf(const Node& node);

private:
    std::unordered_map<const Node*, std::unordered_map<const Node*, std::size_t>> m_fileIndex;
};
// The path of `node` below `ancestor` (as if `ancestor` were the root): how an
// Instance's overrides name its nodes.
std::string nodePathBelow(const Node& ancestor, const Node& node);

// Resolves a path from `root`; segments match names first, then "#i". Null if absent.
Node* findNodeByPath(Node& root, std::string_view path);

}  // namespace diorama
