// Copies of nodes made from their registered properties, as a save and a load would make
// them: what cocos' Widget::clone is for, such as the items a ListView makes from its
// model (ListView::setItemModel).
#pragma once

#include "diorama/types/node_type.h"

#include <functional>
#include <memory>

namespace diorama {

class Node;

// A new node of `source`'s registered type with every property a scene file would keep
// for it, applied in the reader's order (assets through `context`), and copies of its
// children. Not copied, unlike cocos' Widget::clone: listeners and callbacks set in code,
// running actions and schedules, and a type the registry does not know (its copy is a
// plain Node with the Node properties). The copy has a new id and no parent.
std::unique_ptr<Node> cloneNode(const Node& source, const NodeTypeRegistry& types, PropertyContext& context);

// A maker of copies of `model` for ListView::setItemModel. `context`'s asset resolver must
// outlive the maker.
std::function<std::unique_ptr<Node>()> copiesOf(std::unique_ptr<Node> model, const NodeTypeRegistry& types,
                                                PropertyContext context);

}  // namespace diorama
