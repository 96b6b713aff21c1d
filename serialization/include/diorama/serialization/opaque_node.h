// A node of a type this build does not know. It behaves as a plain Node and keeps its
// type name (and, through NodeMetadata, its unknown keys) so the file round-trips.
#pragma once

#include "diorama/scene/node.h"

#include <string>

namespace diorama {

class OpaqueNode : public Node {
public:
    explicit OpaqueNode(std::string type) : m_type(std::move(type)) {}
    std::string_view typeName() const override { return m_type; }

private:
    std::string m_type;
};

}  // namespace diorama
