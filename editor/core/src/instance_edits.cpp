#include "diorama/editor/instance_edits.h"

#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/types/builtin_types.h"
#include "diorama/types/node_type.h"

namespace diorama {

namespace {

const InstanceRecord::Baseline* baselineOf(const Document& doc, const Node& node) {
    const NodeId instance = doc.fileData().instanceOf(node);
    if (instance == NodeId{}) return nullptr;
    const InstanceRecord& record = doc.fileData().instances.at(instance);
    for (const InstanceRecord::Baseline& b : record.baseline)
        if (b.node == node.id()) return &b;
    return nullptr;
}

}  // namespace

std::vector<OverriddenProperty> overriddenProperties(const Document& doc, const Node& node) {
    std::vector<OverriddenProperty> out;
    const InstanceRecord::Baseline* baseline = baselineOf(doc, node);
    if (!baseline) return out;
    const NodeType& type = (doc.fileData().types ? *doc.fileData().types : builtinNodeTypes()).typeOf(node);
    for (const auto& [key, value] : baseline->values) {
        const PropertyDescriptor* d = type.find(key);
        if (d && isOverride(*d, node, value)) out.push_back({key, value});
    }
    return out;
}

std::optional<PropertyValue> sourceValueOf(const Document& doc, const Node& node, const std::string& key) {
    for (OverriddenProperty& p : overriddenProperties(doc, node))
        if (p.key == key) return std::move(p.sourceValue);
    return std::nullopt;
}

std::unique_ptr<Command> makeRevertOverrideCommand(const Document& doc, const Node& node, const std::string& key) {
    auto value = sourceValueOf(doc, node, key);
    if (!value) return nullptr;
    return std::make_unique<SetPropertyCommand>(node.id(), key, std::move(*value));
}

}  // namespace diorama
