#include "diorama/types/clone.h"

#include "diorama/scene/node.h"

namespace diorama {

std::unique_ptr<Node> cloneNode(const Node& source, const NodeTypeRegistry& types, PropertyContext& context) {
    const NodeType& type = types.typeOf(source);
    std::unique_ptr<Node> copy = type.create(NodeFactoryContext{context.assets});
    if (!copy) return nullptr;
    // What the writer would save, in the reader's order, so that a copy is what a save
    // and a load give (content before geometry: a texture sets a size the file overrides).
    for (const PropertyDescriptor* d : type.applyOrder())
        if (d->get && d->apply && d->shouldSave(source)) d->apply(*copy, d->get(source), context);
    for (const auto& child : source.children())
        if (auto c = cloneNode(*child, types, context)) copy->addChild(std::move(c));
    return copy;
}

std::function<std::unique_ptr<Node>()> copiesOf(std::unique_ptr<Node> model, const NodeTypeRegistry& types,
                                                PropertyContext context) {
    std::shared_ptr<const Node> shared = std::move(model);
    return [shared, &types, context]() mutable -> std::unique_ptr<Node> {
        return shared ? cloneNode(*shared, types, context) : nullptr;
    };
}

}  // namespace diorama
