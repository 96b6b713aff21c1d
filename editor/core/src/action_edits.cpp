#include "diorama/editor/action_edits.h"

#include "diorama/editor/document.h"

#include <algorithm>
#include <cmath>

namespace diorama {

namespace {

// The vector holding the node at `path` and its index there; null for a named action.
std::vector<ActionTree>* siblingsOf(std::vector<NamedAction>& actions, const ActionPath& path, int& index) {
    if (path.steps.empty()) return nullptr;
    ActionPath parent{path.action, {path.steps.begin(), path.steps.end() - 1}};
    ActionTree* owner = actionAt(actions, parent);
    if (!owner) return nullptr;
    index = path.steps.back();
    if (index < 0 || index >= int(owner->children.size())) return nullptr;
    return &owner->children;
}

bool validNamed(const std::vector<NamedAction>& actions, int i) { return i >= 0 && i < int(actions.size()); }

}  // namespace

const ActionTree* actionAt(const std::vector<NamedAction>& actions, const ActionPath& path) {
    if (!validNamed(actions, path.action)) return nullptr;
    const ActionTree* node = &actions[std::size_t(path.action)].action;
    for (int step : path.steps) {
        if (step < 0 || step >= int(node->children.size())) return nullptr;
        node = &node->children[std::size_t(step)];
    }
    return node;
}

ActionTree* actionAt(std::vector<NamedAction>& actions, const ActionPath& path) {
    return const_cast<ActionTree*>(actionAt(static_cast<const std::vector<NamedAction>&>(actions), path));
}

std::string uniqueActionName(const std::vector<NamedAction>& actions, const std::string& wanted, int except) {
    const auto taken = [&](const std::string& name) {
        for (std::size_t i = 0; i < actions.size(); ++i)
            if (int(i) != except && actions[i].name == name) return true;
        return false;
    };
    const std::string base = wanted.empty() ? "action" : wanted;
    if (!taken(base)) return base;
    for (int n = 2;; ++n)
        if (!taken(base + std::to_string(n))) return base + std::to_string(n);
}

void addNamedAction(std::vector<NamedAction>& actions, const std::string& type) {
    std::string base = type;
    if (!base.empty()) base[0] = char(std::tolower(static_cast<unsigned char>(base[0])));
    actions.push_back({uniqueActionName(actions, base), false, -1, defaultActionTree(type)});
}

bool removeAction(std::vector<NamedAction>& actions, const ActionPath& path) {
    if (path.steps.empty()) {
        if (!validNamed(actions, path.action)) return false;
        actions.erase(actions.begin() + path.action);
        return true;
    }
    int index = 0;
    std::vector<ActionTree>* siblings = siblingsOf(actions, path, index);
    // A wrapper without its action, or an empty Sequence, would not read back.
    if (!siblings || siblings->size() < 2) return false;
    siblings->erase(siblings->begin() + index);
    return true;
}

bool moveAction(std::vector<NamedAction>& actions, const ActionPath& path, int delta) {
    if (path.steps.empty()) {
        const int to = path.action + delta;
        if (!validNamed(actions, path.action) || !validNamed(actions, to) || delta == 0) return false;
        std::swap(actions[std::size_t(path.action)], actions[std::size_t(to)]);
        return true;
    }
    int index = 0;
    std::vector<ActionTree>* siblings = siblingsOf(actions, path, index);
    const int to = index + delta;
    if (!siblings || delta == 0 || to < 0 || to >= int(siblings->size())) return false;
    std::swap((*siblings)[std::size_t(index)], (*siblings)[std::size_t(to)]);
    return true;
}

bool wrapAction(std::vector<NamedAction>& actions, const ActionPath& path, const std::string& wrapper) {
    ActionTree* target = actionAt(actions, path);
    if (!target || actionChildren(wrapper) == ActionChildren::None) return false;
    ActionTree wrapped = defaultActionTree(wrapper);
    wrapped.children = {std::move(*target)};
    *target = std::move(wrapped);
    return true;
}

bool unwrapAction(std::vector<NamedAction>& actions, const ActionPath& path) {
    ActionTree* target = actionAt(actions, path);
    if (!target || actionChildren(target->type) == ActionChildren::None || target->children.size() != 1) return false;
    ActionTree inner = std::move(target->children.front());
    *target = std::move(inner);
    return true;
}

bool addChildAction(std::vector<NamedAction>& actions, const ActionPath& path, const std::string& type) {
    ActionTree* target = actionAt(actions, path);
    if (!target || actionChildren(target->type) != ActionChildren::List) return false;
    target->children.push_back(defaultActionTree(type));
    return true;
}

namespace {

bool scaleDurations(ActionTree& tree, double factor) {
    bool changed = false;
    if (ActionParam* duration = tree.param("duration"); duration && duration->kind == ActionParamKind::Number) {
        const double scaled = std::max(0.001, std::round(duration->values[0] * factor * 1000.0) / 1000.0);
        changed = scaled != duration->values[0];
        duration->values[0] = scaled;
    }
    for (ActionTree& child : tree.children) changed = scaleDurations(child, factor) || changed;
    return changed;
}

}  // namespace

bool stretchAction(std::vector<NamedAction>& actions, const ActionPath& path, double from, double to) {
    ActionTree* target = actionAt(actions, path);
    if (!target || !std::isfinite(from) || !std::isfinite(to) || from <= 0 || to <= 0) return false;
    return scaleDurations(*target, to / from);
}

std::vector<NamedAction> nodeNamedActions(const Document& doc, NodeId node) {
    const NodeFileRecord* record = doc.fileData().find(node);
    return record ? namedActionsFrom(record->unknownKeys) : std::vector<NamedAction>{};
}

SetNodeActionsCommand::SetNodeActionsCommand(NodeId node, std::vector<NamedAction> actions, std::string label,
                                             std::vector<std::pair<std::string, std::string>> renames,
                                             std::string mergeKey)
    : m_node(node), m_actions(std::move(actions)), m_renames(std::move(renames)), m_label(std::move(label)),
      m_mergeKey(std::move(mergeKey)) {}

bool SetNodeActionsCommand::apply(Document& doc) {
    if (!doc.find(m_node)) return false;
    NodeFileRecord& record = doc.fileData().at(m_node);
    if (!m_computed) {  // the first apply: against the keys as they are now
        m_computed = true;
        m_oldKeys = record.unknownKeys;
        m_newKeys = keysWithNamedActions(m_oldKeys, m_actions, m_renames);
        if (m_newKeys == m_oldKeys) return false;
    }
    record.unknownKeys = m_newKeys;
    return true;
}

bool SetNodeActionsCommand::revert(Document& doc) {
    if (!doc.find(m_node)) return false;
    doc.fileData().at(m_node).unknownKeys = m_oldKeys;
    return true;
}

bool SetNodeActionsCommand::mergeWith(const Command& next) {
    auto* other = dynamic_cast<const SetNodeActionsCommand*>(&next);
    if (!other || m_mergeKey.empty() || other->m_node != m_node || other->m_mergeKey != m_mergeKey) return false;
    m_actions = other->m_actions;
    m_newKeys = other->m_newKeys;
    // keep our old keys: the whole drag undoes at once
    return true;
}

std::vector<TriggerRecord> nodeTriggers(const Document& doc, NodeId node) {
    const NodeFileRecord* record = doc.fileData().find(node);
    return record ? nodeActionsFrom(record->unknownKeys).triggers : std::vector<TriggerRecord>{};
}

SetNodeTriggersCommand::SetNodeTriggersCommand(NodeId node, std::vector<TriggerRecord> triggers, std::string label)
    : m_node(node), m_triggers(std::move(triggers)), m_label(std::move(label)) {}

bool SetNodeTriggersCommand::apply(Document& doc) {
    if (!doc.find(m_node)) return false;
    NodeFileRecord& record = doc.fileData().at(m_node);
    if (!m_computed) {  // the first apply: against the keys as they are now
        std::vector<std::string> names;
        for (const NamedAction& a : namedActionsFrom(record.unknownKeys)) names.push_back(a.name);
        for (std::size_t i = 0; i < m_triggers.size(); ++i)
            if (std::string why = triggerProblem(m_triggers[i], names); !why.empty()) {
                m_problem = "trigger " + std::to_string(i + 1) + ": " + why;
                return false;
            }
        m_computed = true;
        m_oldKeys = record.unknownKeys;
        m_newKeys = keysWithTriggers(m_oldKeys, m_triggers);
        if (m_newKeys == m_oldKeys) return false;
    }
    record.unknownKeys = m_newKeys;
    return true;
}

bool SetNodeTriggersCommand::revert(Document& doc) {
    if (!doc.find(m_node)) return false;
    doc.fileData().at(m_node).unknownKeys = m_oldKeys;
    return true;
}

}  // namespace diorama
