#include "diorama/editor/asset_paths.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/editor/properties.h"

#include <cmath>

namespace diorama {

SetPropertyCommand::SetPropertyCommand(NodeId node, std::string property, PropertyValue value)
    : m_node(node), m_property(std::move(property)), m_new(std::move(value)) {}

std::string SetPropertyCommand::label() const {
    if (!m_label.empty()) return "Set " + m_label;
    const PropertyInfo* info = findProperty(m_property);
    return "Set " + (info ? info->label : m_property);
}

namespace {
// A value no scene file could hold (JSON has no infinity or NaN) is never applied.
bool isFiniteValue(const PropertyValue& v) {
    auto ok = [](float f) { return std::isfinite(f); };
    if (auto* f = std::get_if<float>(&v)) return ok(*f);
    if (auto* p = std::get_if<Vec2>(&v)) return ok(p->x) && ok(p->y);
    if (auto* s = std::get_if<Size>(&v)) return ok(s->width) && ok(s->height);
    if (auto* r = std::get_if<Rect>(&v))
        return ok(r->origin.x) && ok(r->origin.y) && ok(r->size.width) && ok(r->size.height);
    return true;
}

void applyEffects(Document& doc, Node& node, const EditEffects& effects) {
    if (effects.structure) doc.markStructureChanged();
    if (effects.assets) doc.markAssetsChanged();
    // A container that places its children (a ListView) places the edited one again, as
    // Studio does: an item's size moves the items after it, its position is the list's.
    if (Node* parent = node.parent()) parent->requestLayout();
}
}  // namespace

// Generic on purpose: what an edit reaches beyond its value is stated by the property
// (PropertyLinks in the runtime's descriptor), never by its key here.
bool SetPropertyCommand::apply(Document& doc) {
    Node* n = doc.find(m_node);
    const std::optional<PropertyInfo> info = n ? findProperty(doc, *n, m_property) : std::nullopt;
    if (!info || !info->appliesTo(*n) || !isFiniteValue(m_new)) return false;
    const PropertyValue before = info->get(doc, *n);
    RestoreLinked restore = info->captureLinked ? info->captureLinked(doc, *n) : nullptr;
    if (!info->set(doc, *n, m_new)) return false;
    if (!m_old) {
        m_old = before;
        m_restoreLinked = std::move(restore);
        m_label = info->label;
        m_assetPath = info->kind == PropertyKind::Path;
    }
    applyEffects(doc, *n, info->effects);
    return true;
}

void SetPropertyCommand::rebaseAssetPaths(const AssetPathMove& move) {
    if (!m_assetPath) return;
    if (auto* path = std::get_if<std::string>(&m_new)) *path = move.path(*path);
    if (m_old)
        if (auto* path = std::get_if<std::string>(&*m_old)) *path = move.path(*path);
}

bool SetPropertyCommand::revert(Document& doc) {
    Node* n = doc.find(m_node);
    const std::optional<PropertyInfo> info = n ? findProperty(doc, *n, m_property) : std::nullopt;
    if (!info || !m_old || !info->set(doc, *n, *m_old)) return false;
    if (m_restoreLinked) m_restoreLinked(doc, *n);
    applyEffects(doc, *n, info->effects);
    return true;
}

bool SetPropertyCommand::mergeWith(const Command& next) {
    // Only an edit of the same kind can merge; the command stack offers any command.
    auto* other = dynamic_cast<const SetPropertyCommand*>(&next);
    if (!other || other->m_node != m_node || other->m_property != m_property) return false;
    m_new = other->m_new;  // keep our old value: the whole drag undoes at once
    return true;
}

SetPropertiesCommand::SetPropertiesCommand(std::string label, std::vector<Edit> edits) : m_label(std::move(label)) {
    for (auto& e : edits)
        m_parts.push_back(std::make_unique<SetPropertyCommand>(e.node, e.property, std::move(e.value)));
}

bool SetPropertiesCommand::apply(Document& doc) {
    for (std::size_t i = 0; i < m_parts.size(); ++i)
        if (!m_parts[i]->apply(doc)) {
            while (i-- > 0) m_parts[i]->revert(doc);
            return false;
        }
    return !m_parts.empty();
}

bool SetPropertiesCommand::revert(Document& doc) {
    for (std::size_t i = m_parts.size(); i-- > 0;)
        if (!m_parts[i]->revert(doc)) return false;
    return true;
}

bool SetPropertiesCommand::mergeWith(const Command& next) {
    // As above: a multi-node edit merges only with the next multi-node edit.
    auto* other = dynamic_cast<const SetPropertiesCommand*>(&next);
    if (!other || other->m_parts.size() != m_parts.size()) return false;
    for (std::size_t i = 0; i < m_parts.size(); ++i)
        if (m_parts[i]->m_node != other->m_parts[i]->m_node || m_parts[i]->m_property != other->m_parts[i]->m_property)
            return false;
    for (std::size_t i = 0; i < m_parts.size(); ++i) m_parts[i]->mergeWith(*other->m_parts[i]);
    return true;
}

bool ApplyGlobalZToSubtreeCommand::apply(Document& doc) {
    Node* root = doc.find(m_root);
    if (!root) return false;
    m_old.clear();
    std::vector<Node*> todo{root};
    while (!todo.empty()) {
        Node* n = todo.back();
        todo.pop_back();
        m_old.push_back({n->id(), n->globalZOrder()});
        n->setGlobalZOrder(m_z);
        for (auto& c : n->children()) todo.push_back(c.get());
    }
    return true;
}

bool ApplyGlobalZToSubtreeCommand::revert(Document& doc) {
    for (auto& [id, z] : m_old)
        if (Node* n = doc.find(id)) n->setGlobalZOrder(z);
    return true;
}

}  // namespace diorama
