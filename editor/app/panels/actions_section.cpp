#include "actions_section.h"
#include "foldable_header.h"

#include "../icons.h"
#include "diorama/serialization/action_records.h"
#include "diorama/serialization/action_tree.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace diorama::editor {

namespace {

const char* const kWrappers[] = {
    "Sequence",          "Spawn",     "Repeat",        "RepeatForever", "Speed",         "EaseIn",
    "EaseOut",           "EaseInOut", "EaseSineInOut", "EaseBackOut",   "EaseBounceOut", "EaseElasticOut",
    "EaseExponentialOut"};

std::string pathKey(const ActionPath& path) {
    std::string key = std::to_string(path.action);
    for (int s : path.steps) key += "/" + std::to_string(s);
    return key;
}

std::string durationText(const ActionTree& tree) {
    const double d = actionDuration(tree);
    if (std::isinf(d)) return "forever";
    char text[32];
    std::snprintf(text, sizeof text, "%.2f s", d);
    return text;
}

// A combo of action types; the chosen one, or empty. Test mode reports the combo as
// `item` and each choice as `item`-Type. With `presets`, the common patterns come first,
// chosen as "preset:KEY" (reported as `item`-preset-KEY).
std::string typeCombo(EditorContext& ctx, const std::string& item, const char* preview, bool wrappersOnly,
                      bool presets = false) {
    std::string chosen;
    ImGui::SetNextItemWidth(ImGui::CalcTextSize(preview).x + ImGui::GetFrameHeight() * 2);
    const bool open = ImGui::BeginCombo(("##" + item).c_str(), preview, ImGuiComboFlags_HeightLarge);
    ctx.reportItem(item);
    if (open) {
        const auto choice = [&](const std::string& type) {
            if (ImGui::Selectable(type.c_str())) chosen = type;
            ctx.reportItem(item + "-" + type);
        };
        if (presets) {
            ImGui::TextDisabled("Presets");
            for (const ActionPreset& p : actionPresets()) {
                if (ImGui::Selectable(p.label)) chosen = std::string("preset:") + p.key;
                ctx.reportItem(item + "-preset-" + p.key);
            }
            ImGui::Separator();
            ImGui::TextDisabled("Actions");
        }
        if (wrappersOnly) {
            for (const char* type : kWrappers) choice(type);
        } else {
            for (const std::string& type : actionTypeNames()) choice(type);
        }
        ImGui::EndCombo();
    }
    return chosen;
}

}  // namespace

void ActionsSection::commit(EditorContext& ctx, std::vector<NamedAction> actions, std::string label,
                            std::string mergeKey, std::vector<std::pair<std::string, std::string>> renames) {
    ctx.doc->execute(std::make_unique<SetNodeActionsCommand>(m_node, std::move(actions), std::move(label),
                                                             std::move(renames), std::move(mergeKey)));
}

bool ActionsSection::drawParam(ActionParam& p, const std::string& type) {
    const char* unit = actionParamUnit(type, p.key);
    const bool whole = actionParamIsInteger(type, p.key);
    const ActionParamRange range = actionParamRange(type, p.key);
    const auto limit = [&](double v) { return std::clamp(v, range.low, range.high); };
    char format[32];
    std::snprintf(format, sizeof format, whole ? "%%d %s" : "%%.3f %s", unit);
    bool changed = false;
    switch (p.kind) {
    case ActionParamKind::Number:
        if (whole) {
            int v = int(p.values[0]);
            if (ImGui::DragInt(p.key.c_str(), &v, float(range.step), int(range.low), int(range.high), format))
                p.values[0] = limit(v), changed = true;
        } else {
            float v = float(p.values[0]);
            if (ImGui::DragFloat(p.key.c_str(), &v, float(range.step), 0, 0, format))
                p.values[0] = limit(double(v)), changed = true;
        }
        break;
    case ActionParamKind::Point: {
        float v[2] = {float(p.values[0]), float(p.values[1])};
        std::snprintf(format, sizeof format, "%%.1f %s", unit);  // two fields share the width
        if (ImGui::DragFloat2(p.key.c_str(), v, 0.5f, 0, 0, format))
            p.values[0] = double(v[0]), p.values[1] = double(v[1]), changed = true;
        break;
    }
    case ActionParamKind::Rgb: {
        int v[3] = {int(p.values[0]), int(p.values[1]), int(p.values[2])};
        if (ImGui::DragInt3(p.key.c_str(), v, float(range.step), int(range.low), int(range.high), format))
            for (int i = 0; i < 3; ++i) p.values[std::size_t(i)] = limit(v[i]), changed = true;
        break;
    }
    case ActionParamKind::Bool: {
        bool v = p.values[0] != 0;
        if (ImGui::Checkbox(p.key.c_str(), &v)) p.values[0] = v ? 1 : 0, changed = true;
        break;
    }
    case ActionParamKind::Text:
        changed = ImGui::InputText(p.key.c_str(), &p.text, ImGuiInputTextFlags_EnterReturnsTrue) && !p.text.empty();
        break;
    }
    return changed;
}

void ActionsSection::drawTreeButtons(EditorContext& ctx, std::vector<NamedAction>& actions, const ActionPath& path) {
    const ActionTree& tree = *actionAt(actions, path);
    auto edit = [&](const char* label, auto&& change) {
        std::vector<NamedAction> copy = actions;
        if (change(copy)) commit(ctx, std::move(copy), label);
    };
    if (!path.steps.empty()) {
        if (ImGui::SmallButton("Up")) edit("Move Action", [&](auto& a) { return moveAction(a, path, -1); });
        ImGui::SameLine();
        if (ImGui::SmallButton("Down")) edit("Move Action", [&](auto& a) { return moveAction(a, path, 1); });
        ImGui::SameLine();
        if (ImGui::SmallButton("Remove")) edit("Remove Action", [&](auto& a) { return removeAction(a, path); });
        ImGui::SameLine();
    }
    const std::string wrapper = typeCombo(ctx, "action-wrap-" + pathKey(path), "Wrap in", true);
    if (!wrapper.empty()) edit("Wrap Action", [&](auto& a) { return wrapAction(a, path, wrapper); });
    if (actionChildren(tree.type) != ActionChildren::None && tree.children.size() == 1) {
        ImGui::SameLine();
        if (ImGui::SmallButton("Unwrap")) edit("Unwrap Action", [&](auto& a) { return unwrapAction(a, path); });
    }
    if (actionChildren(tree.type) == ActionChildren::List) {
        ImGui::SameLine();
        const std::string type = typeCombo(ctx, "action-add-" + pathKey(path), "+ Add", false);
        if (!type.empty()) edit("Add Action", [&](auto& a) { return addChildAction(a, path, type); });
    }
}

void ActionsSection::drawRowMenu(EditorContext& ctx, std::vector<NamedAction>& actions, const ActionPath& path) {
    if (!ImGui::BeginPopupContextItem("##row")) return;
    const std::string key = pathKey(path);
    ctx.reportItem("action-menu-" + key);
    auto edit = [&](const char* label, auto&& change) {
        std::vector<NamedAction> copy = actions;
        if (change(copy)) commit(ctx, std::move(copy), label);
    };
    if (ImGui::BeginMenu("Wrap in")) {
        for (const char* wrapper : kWrappers) {
            if (ImGui::MenuItem(wrapper)) edit("Wrap Action", [&](auto& a) { return wrapAction(a, path, wrapper); });
            ctx.reportItem("action-menu-wrap-" + std::string(wrapper));
        }
        ImGui::EndMenu();
    }
    ctx.reportItem("action-menu-wrap");
    std::vector<NamedAction> probe = actions;
    const bool canAddAfter = insertActionAfter(probe, path, "DelayTime");
    if (ImGui::BeginMenu("Add after", canAddAfter)) {
        for (const std::string& type : actionTypeNames()) {
            if (ImGui::MenuItem(type.c_str()))
                edit("Add Action", [&](auto& a) { return insertActionAfter(a, path, type); });
            ctx.reportItem("action-menu-add-" + type);
        }
        ImGui::EndMenu();
    }
    ctx.reportItem("action-menu-add");
    probe = actions;
    if (ImGui::MenuItem("Duplicate", nullptr, false, duplicateAction(probe, path)))
        edit("Duplicate Action", [&](auto& a) { return duplicateAction(a, path); });
    ctx.reportItem("action-menu-duplicate");
    probe = actions;
    if (ImGui::MenuItem("Remove", nullptr, false, removeAction(probe, path)))
        edit("Remove Action", [&](auto& a) { return removeAction(a, path); });
    ctx.reportItem("action-menu-remove");
    ImGui::EndPopup();
}

void ActionsSection::drawTree(EditorContext& ctx, std::vector<NamedAction>& actions, const ActionPath& path) {
    ActionTree& tree = *actionAt(actions, path);
    const bool focused = ctx.actionFocus && ctx.actionFocus->node == m_node && ctx.actionFocus->path == path;
    ImGuiTreeNodeFlags flags = ImGuiTreeNodeFlags_DefaultOpen | ImGuiTreeNodeFlags_SpanAvailWidth |
                               ImGuiTreeNodeFlags_OpenOnArrow | (focused ? ImGuiTreeNodeFlags_Selected : 0);
    ImGui::PushID(pathKey(path).c_str());
    const bool open = ImGui::TreeNodeEx("##node", flags, "%s  %s", tree.type.c_str(), durationText(tree).c_str());
    if (ImGui::IsItemClicked() && !ImGui::IsItemToggledOpen())
        ctx.actionFocus = EditorContext::ActionFocus{m_node, path};
    ctx.reportItem("action-node-" + pathKey(path));
    drawRowMenu(ctx, actions, path);
    if (open) {
        for (std::size_t i = 0; i < tree.params.size(); ++i) {
            ActionParam edited = tree.params[i];
            ImGui::PushID(int(i));
            if (drawParam(edited, tree.type)) {
                std::vector<NamedAction> copy = actions;
                actionAt(copy, path)->params[i] = edited;
                commit(ctx, std::move(copy), "Set " + edited.key, pathKey(path) + ":" + edited.key);
            }
            ctx.reportItem("action-param-" + pathKey(path) + "-" + edited.key);
            // One drag of a field is one undo step.
            if (ImGui::IsItemActivated()) ctx.doc->commands().openMergeWindow();
            if (ImGui::IsItemDeactivated()) ctx.doc->commands().closeMergeWindow();
            ImGui::PopID();
        }
        if (focused) drawTreeButtons(ctx, actions, path);
        for (std::size_t i = 0; i < tree.children.size(); ++i) {
            ActionPath child = path;
            child.steps.push_back(int(i));
            drawTree(ctx, actions, child);
        }
        ImGui::TreePop();
    }
    ImGui::PopID();
}

void ActionsSection::drawNamed(EditorContext& ctx, std::vector<NamedAction>& actions, int index) {
    NamedAction& a = actions[std::size_t(index)];
    ImGui::PushID(index);
    const bool open = ImGui::TreeNodeEx("##named", ImGuiTreeNodeFlags_DefaultOpen | ImGuiTreeNodeFlags_Framed, "%s%s",
                                        a.name.c_str(), a.autoplay ? "  (autoplay)" : "");
    ctx.reportItem("action-" + a.name);
    if (open) {
        if (m_renaming != index) m_renameBuffer = a.name;
        if (ImGui::InputText("name", &m_renameBuffer, ImGuiInputTextFlags_EnterReturnsTrue)) {
            const std::string wanted = uniqueActionName(actions, m_renameBuffer, index);
            if (!m_renameBuffer.empty() && wanted != a.name) {
                std::vector<NamedAction> copy = actions;
                copy[std::size_t(index)].name = wanted;
                commit(ctx, std::move(copy), "Rename Action", {}, {{a.name, wanted}});
            }
            m_renaming = -1;
        } else if (ImGui::IsItemActive()) {
            m_renaming = index;
        }
        bool autoplay = a.autoplay;
        if (ImGui::Checkbox("autoplay", &autoplay)) {
            std::vector<NamedAction> copy = actions;
            copy[std::size_t(index)].autoplay = autoplay;
            commit(ctx, std::move(copy), "Set autoplay");
        }
        ctx.reportItem("action-autoplay-" + a.name);
        ImGui::SameLine();
        int tag = a.tag;
        ImGui::SetNextItemWidth(80);
        if (ImGui::DragInt("tag", &tag, 0.1f, -1, 1 << 30)) {
            std::vector<NamedAction> copy = actions;
            copy[std::size_t(index)].tag = tag;
            commit(ctx, std::move(copy), "Set tag", std::to_string(index) + ":tag");
        }
        if (ImGui::IsItemActivated()) ctx.doc->commands().openMergeWindow();
        if (ImGui::IsItemDeactivated()) ctx.doc->commands().closeMergeWindow();
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("The action's tag (cocos getActionByTag); -1: none");

        if (ImGui::SmallButton("Preview")) {
            std::string error;
            ctx.play = PlaySession::preview(*ctx.doc, m_node, a.name, error);
            if (!ctx.play) ctx.error("Preview: " + error);
        }
        ctx.reportItem("action-preview-" + a.name);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Plays this action on a copy of the scene; the scene is as it was afterwards");
        ImGui::SameLine();
        std::vector<NamedAction> copy = actions;
        if (ImGui::SmallButton("Up") && moveAction(copy, {index, {}}, -1)) commit(ctx, copy, "Move Action");
        ImGui::SameLine();
        copy = actions;
        if (ImGui::SmallButton("Down") && moveAction(copy, {index, {}}, 1)) commit(ctx, copy, "Move Action");
        ImGui::SameLine();
        copy = actions;
        if (ImGui::SmallButton("Remove") && removeAction(copy, {index, {}})) commit(ctx, copy, "Remove Action");
        ctx.reportItem("action-remove-" + a.name);
        drawTree(ctx, actions, {index, {}});
        ImGui::TreePop();
    }
    ImGui::PopID();
}

void ActionsSection::commitTriggers(EditorContext& ctx, std::vector<TriggerRecord> triggers, std::string label) {
    if (const std::optional<std::string> why = triggersProblem(*ctx.doc, m_node, triggers)) {
        ctx.warn(label + ": not done, the file would not read back: " + *why);
        return;
    }
    ctx.doc->execute(std::make_unique<SetNodeTriggersCommand>(m_node, std::move(triggers), std::move(label)));
}

void ActionsSection::drawTrigger(EditorContext& ctx, const std::vector<NamedAction>& actions,
                                 const std::vector<TriggerRecord>& triggers, int index) {
    const TriggerRecord& t = triggers[std::size_t(index)];
    const std::string n = std::to_string(index);
    auto edit = [&](const char* label, auto&& change) {
        std::vector<TriggerRecord> copy = triggers;
        change(copy[std::size_t(index)], copy);
        commitTriggers(ctx, std::move(copy), label);
    };
    ImGui::PushID(index);
    ImGui::Separator();
    // The event: a touch event, a CheckBox toggle, a Slider move, a TextField's keyboard
    // event, or a custom event by name.
    const bool custom = t.event.rfind("custom:", 0) == 0;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
    // Tall enough for every event without scrolling.
    const bool eventOpen =
        ImGui::BeginCombo("##event", custom ? "custom" : t.event.c_str(), ImGuiComboFlags_HeightLarge);
    ctx.reportItem("trigger-event-" + n);
    if (eventOpen) {
        std::vector<std::string> events = touchTriggerEvents();
        events.push_back("custom");
        for (const std::string& e : events) {
            if (ImGui::Selectable(e.c_str(), e == (custom ? "custom" : t.event))) {
                const std::string wanted =
                    e == "custom" ? (custom ? t.event : "custom:" + (actions.empty() ? "go" : actions[0].name)) : e;
                if (wanted != t.event) edit("Set Trigger Event", [&](TriggerRecord& r, auto&) { r.event = wanted; });
            }
            ctx.reportItem("trigger-event-" + n + "-" + e);
        }
        ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "click: the touch ends inside the node; selected / unselected: a CheckBox's click turned it "
            "on / off; custom: an Emit action or the game dispatches it");
    if (custom) {
        ImGui::SameLine();
        if (m_editingEvent != index) m_eventBuffer = t.event.substr(7);
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
        if (ImGui::InputText("##custom", &m_eventBuffer, ImGuiInputTextFlags_EnterReturnsTrue)) {
            const std::string wanted = "custom:" + m_eventBuffer;
            if (wanted != t.event) edit("Set Trigger Event", [&](TriggerRecord& r, auto&) { r.event = wanted; });
            m_editingEvent = -1;
        } else if (ImGui::IsItemActive()) {
            m_editingEvent = index;
        }
        ctx.reportItem("trigger-custom-" + n);
    }
    ImGui::SameLine();
    bool swallow = t.swallow;
    if (ImGui::Checkbox("swallow", &swallow))
        edit("Set Trigger Swallow", [&](TriggerRecord& r, auto&) { r.swallow = swallow; });
    ctx.reportItem("trigger-swallow-" + n);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("A touch this trigger claims reaches no node below it");

    // run: one action or none; stop: any of them.
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("run");
    ImGui::SameLine();
    const char* runText = t.run.empty() ? "(nothing)" : t.run.c_str();
    ImGui::SetNextItemWidth(
        std::max(ImGui::GetFontSize() * 6, ImGui::CalcTextSize(runText).x + ImGui::GetFrameHeight() * 1.5f));
    const bool runOpen = ImGui::BeginCombo("##run", runText);
    ctx.reportItem("trigger-run-" + n);
    if (runOpen) {
        if (ImGui::Selectable("(nothing)", t.run.empty()) && !t.run.empty())
            edit("Set Trigger Action", [&](TriggerRecord& r, auto&) { r.run.clear(); });
        for (const NamedAction& a : actions) {
            if (ImGui::Selectable(a.name.c_str(), a.name == t.run) && a.name != t.run)
                edit("Set Trigger Action", [&](TriggerRecord& r, auto&) { r.run = a.name; });
            ctx.reportItem("trigger-run-" + n + "-" + a.name);
        }
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    std::string stopped;
    for (const std::string& s : t.stop) stopped += (stopped.empty() ? "" : ", ") + s;
    ImGui::TextUnformatted("stop");
    ImGui::SameLine();
    const char* stopText = stopped.empty() ? "(nothing)" : stopped.c_str();
    ImGui::SetNextItemWidth(
        std::max(ImGui::GetFontSize() * 6, ImGui::CalcTextSize(stopText).x + ImGui::GetFrameHeight() * 1.5f));
    const bool stopOpen = ImGui::BeginCombo("##stop", stopText);
    ctx.reportItem("trigger-stop-" + n);
    if (stopOpen) {
        for (const NamedAction& a : actions) {
            const bool on = std::find(t.stop.begin(), t.stop.end(), a.name) != t.stop.end();
            if (ImGui::Selectable(a.name.c_str(), on, ImGuiSelectableFlags_DontClosePopups))
                edit("Set Trigger Stops", [&](TriggerRecord& r, auto&) {
                    if (on)
                        std::erase(r.stop, a.name);
                    else
                        r.stop.push_back(a.name);
                });
            ctx.reportItem("trigger-stop-" + n + "-" + a.name);
        }
        ImGui::EndCombo();
    }
    if (ImGui::SmallButton("Up") && index > 0)
        edit("Move Trigger",
             [&](TriggerRecord&, auto& all) { std::swap(all[std::size_t(index)], all[std::size_t(index) - 1]); });
    ImGui::SameLine();
    if (ImGui::SmallButton("Down") && index + 1 < int(triggers.size()))
        edit("Move Trigger",
             [&](TriggerRecord&, auto& all) { std::swap(all[std::size_t(index)], all[std::size_t(index) + 1]); });
    ImGui::SameLine();
    if (ImGui::SmallButton("Remove")) {
        std::vector<TriggerRecord> copy = triggers;
        copy.erase(copy.begin() + index);
        commitTriggers(ctx, std::move(copy), "Remove Trigger");
    }
    ctx.reportItem("trigger-remove-" + n);
    ImGui::PopID();
}

void ActionsSection::drawTriggers(EditorContext& ctx, const std::vector<NamedAction>& actions) {
    const std::vector<TriggerRecord> triggers = nodeTriggers(*ctx.doc, m_node);
    ImGui::Spacing();
    ImGui::TextDisabled("Triggers");
    ctx.reportItem("triggers-label");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("What a touch on this node, or a custom event, does in Play and in the game");
    ImGui::PushID("triggers");
    for (int i = 0; i < int(triggers.size()); ++i) drawTrigger(ctx, actions, triggers, i);
    ImGui::BeginDisabled(actions.empty());
    if (ImGui::SmallButton("+ Trigger")) {
        std::vector<TriggerRecord> copy = triggers;
        copy.push_back({"click", actions.front().name, false, {}});
        commitTriggers(ctx, std::move(copy), "Add Trigger");
    }
    ImGui::EndDisabled();
    ctx.reportItem("trigger-add");
    if (actions.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("A trigger runs or stops this node's actions: add an action first");
    ImGui::PopID();
}

void ActionsSection::draw(EditorContext& ctx, Node& node) {
    if (m_node != node.id()) m_renaming = m_editingEvent = -1;
    m_node = node.id();
    std::vector<NamedAction> actions = nodeNamedActions(*ctx.doc, m_node);
    if (!foldableHeader(ctx, "Actions")) return;
    ctx.reportItem("actions-header");
    ImGui::PushID("actions");
    for (int i = 0; i < int(actions.size()); ++i) drawNamed(ctx, actions, i);
    const std::string type = typeCombo(ctx, "action-new", "+ New action", false, /*presets=*/true);
    if (type.rfind("preset:", 0) == 0) {
        std::vector<NamedAction> copy = actions;
        if (addActionPreset(copy, type.substr(7), node.scaleX(), node.scaleY()))
            commit(ctx, std::move(copy), "Add Action");
    } else if (!type.empty()) {
        std::vector<NamedAction> copy = actions;
        addNamedAction(copy, type);
        commit(ctx, std::move(copy), "Add Action");
    }
    drawTriggers(ctx, actions);
    ImGui::PopID();
}

}  // namespace diorama::editor
