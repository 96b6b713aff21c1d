#include "diorama/editor/asset_paths.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"

#include <cmath>

namespace diorama {

SetPropertyCommand::SetPropertyCommand(NodeId node, std::string property, PropertyValue value)
    : m_node(node), m_property(std::move(property)), m_new(std::move(value)) {}

std::string SetPropertyCommand::label() const {
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
}  // namespace

bool SetPropertyCommand::apply(Document& doc) {
    Node* n = doc.find(m_node);
    const PropertyInfo* info = findProperty(m_property);
    if (!n || !info || !info->appliesTo(*n) || !isFiniteValue(m_new)) return false;
    const PropertyValue before = info->get(doc, *n);
    std::vector<NodeId> siblings = n->parent() ? fileOrderIds(*n->parent()) : std::vector<NodeId>{};
    const bool wasNormalized = n->usesNormalizedPosition();
    const Vec2 rawPosition = wasNormalized ? n->normalizedPosition() : n->position();
    const float rotationSkewY = n->rotationSkewY();
    const Size contentSize = n->contentSize();
    const Size designSize = doc.scene().designSize();
    if (!info->set(doc, *n, m_new)) return false;
    // The root's content size is the design size: editing one edits both.
    if (!n->parent() && m_property == "contentSize") doc.scene().setDesignSize(n->contentSize());
    if (!m_old) {
        m_oldDesignSize = designSize;
        m_old = before;
        m_oldContentSize = contentSize;
        m_oldRotationSkewY = rotationSkewY;
        m_oldSiblingOrder = std::move(siblings);
        m_wasNormalized = wasNormalized;
        m_oldRawPosition = rawPosition;
    }
    if (m_property == "localZOrder" || m_property == "name") doc.markStructureChanged();
    if (info->kind == PropertyKind::Path) doc.markAssetsChanged();
    return true;
}

void SetPropertyCommand::rebaseAssetPaths(const AssetPathMove& move) {
    const PropertyInfo* info = findProperty(m_property);
    if (!info || info->kind != PropertyKind::Path) return;
    if (auto* path = std::get_if<std::string>(&m_new)) *path = move.path(*path);
    if (m_old)
        if (auto* path = std::get_if<std::string>(&*m_old)) *path = move.path(*path);
}

bool SetPropertyCommand::revert(Document& doc) {
    Node* n = doc.find(m_node);
    const PropertyInfo* info = findProperty(m_property);
    if (!n || !info || !m_old) return false;
    // Restoring the position also restores the mode it was in.
    if (m_property == "normalizedPosition" || m_property == "position") {
        if (m_wasNormalized)
            n->setNormalizedPosition(m_oldRawPosition);
        else
            n->setPosition(m_oldRawPosition);
    } else if (!info->set(doc, *n, *m_old)) {
        return false;
    } else if (m_property == "rotation") {
        // "rotation" set both skews; its old value is skew X alone.
        n->setRotationSkewY(m_oldRotationSkewY);
    } else if (info->kind == PropertyKind::Path && n->contentSize() != m_oldContentSize) {
        // An asset decides the size it loads with; undo gives back the size it had.
        n->setContentSize(m_oldContentSize);
    }
    if (!n->parent() && m_property == "contentSize") doc.scene().setDesignSize(m_oldDesignSize);
    if (m_property == "localZOrder" && n->parent()) setFileOrder(*n->parent(), m_oldSiblingOrder);
    if (m_property == "localZOrder" || m_property == "name") doc.markStructureChanged();
    if (info->kind == PropertyKind::Path) doc.markAssetsChanged();
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
