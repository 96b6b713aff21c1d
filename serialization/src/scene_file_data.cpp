#include "diorama/serialization/scene_file_data.h"

#include "diorama/scene/node.h"

namespace diorama {

const NodeFileRecord* SceneFileData::find(NodeId id) const {
    auto it = m_nodes.find(id);
    return it == m_nodes.end() ? nullptr : &it->second;
}

const std::string& SceneFileData::fileId(NodeId id) const {
    static const std::string kNone;
    const NodeFileRecord* r = find(id);
    return r ? r->fileId : kNone;
}

const EditorSection* SceneFileData::editor(NodeId id) const {
    const NodeFileRecord* r = find(id);
    return r ? &r->editor : nullptr;
}

bool SceneFileData::isLocked(NodeId id) const {
    const EditorSection* e = editor(id);
    return e && e->locked;
}

bool SceneFileData::isHidden(NodeId id) const {
    const EditorSection* e = editor(id);
    return e && e->hidden;
}

void SceneFileData::merge(SceneFileData&& other) {
    if (!types) types = other.types;
    for (auto& [id, record] : other.m_nodes) m_nodes[id] = std::move(record);
    other.m_nodes.clear();
    for (auto& [id, record] : other.instances) instances[id] = std::move(record);
    other.instances.clear();
}

bool isOverride(const PropertyDescriptor& d, const Node& node, const PropertyValue& sourceValue) {
    const PropertyValue now = d.get(node);
    if (now == sourceValue) return false;
    return !d.saveWhen || d.saveWhen(node) || now == d.defaultOf(node);
}

NodeId SceneFileData::instanceOf(const Node& node) const {
    for (const Node* n = node.parent(); n; n = n->parent())
        if (instances.count(n->id())) return n->id();
    return NodeId{};
}

}  // namespace diorama
