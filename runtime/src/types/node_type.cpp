#include "diorama/types/node_type.h"

#include "diorama/scene/node.h"

namespace diorama {

bool NodeType::isA(std::string_view typeName) const {
    for (const NodeType* t = this; t; t = t->m_parent)
        if (t->name() == typeName) return true;
    return false;
}

const PropertyDescriptor* NodeType::find(std::string_view key) const {
    auto it = m_byKey.find(key);
    return it == m_byKey.end() ? nullptr : &m_properties[it->second];
}

std::unique_ptr<Node> NodeType::create(const NodeFactoryContext& context) const {
    return m_info.create ? m_info.create(context) : nullptr;
}

std::unique_ptr<Node> NodeType::createNew(const NodeFactoryContext& context) const {
    auto node = create(context);
    if (node && m_info.prepareNew) m_info.prepareNew(*node, context);
    return node;
}

std::string NodeTypeRegistry::add(NodeTypeInfo info) {
    if (info.name.empty()) return "a node type needs a name";
    if (m_byName.count(info.name)) return "node type \"" + info.name + "\" is already registered";
    const NodeType* parent = nullptr;
    if (!info.parent.empty()) {
        parent = find(info.parent);
        if (!parent) return "node type \"" + info.name + "\": unknown parent type \"" + info.parent + "\"";
    }
    auto type = std::make_unique<NodeType>();
    type->m_parent = parent;
    if (parent) type->m_properties = parent->m_properties;
    for (const PropertyOverride& o : info.overrides) {
        PropertyDescriptor* inherited = nullptr;
        for (auto& p : type->m_properties)
            if (p.key == o.key) inherited = &p;
        if (!inherited) return "node type \"" + info.name + "\" overrides unknown property \"" + o.key + "\"";
        if (o.defaultValue) inherited->defaultValue = *o.defaultValue, inherited->defaultFor = nullptr;
        if (o.defaultFor) inherited->defaultFor = o.defaultFor;
        if (o.inspector) inherited->hints.inspector = *o.inspector;
        if (o.links) inherited->links = *o.links;
        if (o.label) inherited->hints.label = o.label;
    }
    const std::size_t inheritedCount = type->m_properties.size();
    for (const PropertyDescriptor& p : info.properties) {
        for (const auto& q : type->m_properties)
            if (q.key == p.key) return "node type \"" + info.name + "\" repeats property \"" + p.key + "\"";
        type->m_properties.push_back(p);
    }
    for (std::size_t i = 0; i < type->m_properties.size(); ++i) type->m_byKey.emplace(type->m_properties[i].key, i);
    // Own properties first, then each base's block, most derived first.
    for (std::size_t i = inheritedCount; i < type->m_properties.size(); ++i)
        type->m_applyOrder.push_back(&type->m_properties[i]);
    if (parent)
        for (const PropertyDescriptor* p : parent->m_applyOrder) type->m_applyOrder.push_back(type->find(p->key));
    type->m_applyRank.resize(type->m_properties.size());
    for (std::size_t rank = 0; rank < type->m_applyOrder.size(); ++rank)
        type->m_applyRank[std::size_t(type->m_applyOrder[rank] - type->m_properties.data())] = rank;
    type->m_info = std::move(info);
    m_byName.emplace(type->m_info.name, type.get());
    m_types.push_back(std::move(type));
    return {};
}

const NodeType* NodeTypeRegistry::find(std::string_view name) const {
    auto it = m_byName.find(name);
    return it == m_byName.end() ? nullptr : it->second;
}

const NodeType& NodeTypeRegistry::typeOf(const Node& node) const {
    if (const NodeType* t = find(node.typeName())) return *t;
    return *find("Node");
}

}  // namespace diorama
