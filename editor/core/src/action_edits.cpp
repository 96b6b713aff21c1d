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

// As siblingsOf, but only inside a Sequence or Spawn, where actions can be added.
std::vector<ActionTree>* listSiblingsOf(std::vector<NamedAction>& actions, const ActionPath& path, int& index) {
    std::vector<ActionTree>* siblings = siblingsOf(actions, path, index);
    if (!siblings) return nullptr;
    const ActionTree* owner = actionAt(actions, {path.action, {path.steps.begin(), path.steps.end() - 1}});
    return actionChildren(owner->type) == ActionChildren::List ? siblings : nullptr;
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

bool duplicateAction(std::vector<NamedAction>& actions, const ActionPath& path) {
    if (path.steps.empty()) {
        if (!validNamed(actions, path.action)) return false;
        NamedAction copy = actions[std::size_t(path.action)];
        copy.name = uniqueActionName(actions, copy.name);
        copy.tag = -1;  // a tag finds one action (cocos getActionByTag)
        actions.insert(actions.begin() + path.action + 1, std::move(copy));
        return true;
    }
    int index = 0;
    std::vector<ActionTree>* siblings = listSiblingsOf(actions, path, index);
    if (!siblings) return false;
    ActionTree copy = (*siblings)[std::size_t(index)];
    siblings->insert(siblings->begin() + index + 1, std::move(copy));
    return true;
}

bool insertActionAfter(std::vector<NamedAction>& actions, const ActionPath& path, const std::string& type) {
    if (path.steps.empty()) {
        if (!validNamed(actions, path.action)) return false;
        addNamedAction(actions, type);
        std::rotate(actions.begin() + path.action + 1, actions.end() - 1, actions.end());
        return true;
    }
    int index = 0;
    std::vector<ActionTree>* siblings = listSiblingsOf(actions, path, index);
    if (!siblings) return false;
    siblings->insert(siblings->begin() + index + 1, defaultActionTree(type));
    return true;
}

namespace {

ActionParam numberParam(const char* key, double v) { return {key, ActionParamKind::Number, {v, 0, 0}, {}}; }
ActionParam pointParam(const char* key, double x, double y) { return {key, ActionParamKind::Point, {x, y, 0}, {}}; }
ActionTree leaf(const char* type, std::vector<ActionParam> params) { return {type, std::move(params), {}}; }
ActionTree wrap(const char* type, std::vector<ActionTree> children, std::vector<ActionParam> params = {}) {
    return {type, std::move(params), std::move(children)};
}
// ScaleTo the node's own scale times `factor`: one "scale" when it is uniform.
ActionTree scaleTo(double duration, float sx, float sy, float factor) {
    if (sx == sy)
        return leaf("ScaleTo", {numberParam("duration", duration), numberParam("scale", double(sx * factor))});
    return leaf("ScaleTo", {numberParam("duration", duration), numberParam("scaleX", double(sx * factor)),
                            numberParam("scaleY", double(sy * factor))});
}

}  // namespace

const std::vector<ActionPreset>& actionPresets() {
    static const std::vector<ActionPreset> presets = {{"fadeIn", "Fade in"},
                                                      {"scaleIn", "Scale in (back out)"},
                                                      {"pulse", "Pulse forever"},
                                                      {"moveBy", "Move by"},
                                                      {"shake", "Shake"}};
    return presets;
}

bool addActionPreset(std::vector<NamedAction>& actions, std::string_view key, float sx, float sy) {
    NamedAction a;
    a.name = uniqueActionName(actions, std::string(key));
    if (key == "fadeIn") {
        // cocos' FadeIn goes from the current opacity, so it starts from transparent.
        a.autoplay = true;
        a.action = wrap("Sequence", {leaf("FadeTo", {numberParam("duration", 0), numberParam("opacity", 0)}),
                                     leaf("FadeIn", {numberParam("duration", 0.5)})});
    } else if (key == "scaleIn") {
        a.autoplay = true;
        a.action = wrap("Sequence", {scaleTo(0, sx, sy, 0), wrap("EaseBackOut", {scaleTo(0.5, sx, sy, 1)})});
    } else if (key == "pulse") {
        a.autoplay = true;
        a.action = wrap("RepeatForever", {wrap("Sequence", {wrap("EaseSineInOut", {scaleTo(0.5, sx, sy, 1.1f)}),
                                                            wrap("EaseSineInOut", {scaleTo(0.5, sx, sy, 1)})})});
    } else if (key == "moveBy") {
        a.action = defaultActionTree("MoveBy");
    } else if (key == "shake") {
        a.action = wrap("Repeat",
                        {wrap("Sequence", {leaf("MoveBy", {numberParam("duration", 0.05), pointParam("by", 8, 0)}),
                                           leaf("MoveBy", {numberParam("duration", 0.1), pointParam("by", -16, 0)}),
                                           leaf("MoveBy", {numberParam("duration", 0.05), pointParam("by", 8, 0)})})},
                        {numberParam("times", 3)});
    } else {
        return false;
    }
    actions.push_back(std::move(a));
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

std::optional<std::string> triggersProblem(const Document& doc, NodeId node,
                                           const std::vector<TriggerRecord>& triggers) {
    const NodeFileRecord* record = doc.fileData().find(node);
    return nodeActionsProblem(keysWithTriggers(record ? record->unknownKeys : std::string(), triggers));
}

SetNodeTriggersCommand::SetNodeTriggersCommand(NodeId node, std::vector<TriggerRecord> triggers, std::string label)
    : m_node(node), m_triggers(std::move(triggers)), m_label(std::move(label)) {}

bool SetNodeTriggersCommand::apply(Document& doc) {
    if (!doc.find(m_node)) return false;
    NodeFileRecord& record = doc.fileData().at(m_node);
    if (!m_computed) {  // the first apply: against the keys as they are now
        m_oldKeys = record.unknownKeys;
        m_newKeys = keysWithTriggers(m_oldKeys, m_triggers);
        if (m_newKeys == m_oldKeys || nodeActionsProblem(m_newKeys)) return false;
        m_computed = true;
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
