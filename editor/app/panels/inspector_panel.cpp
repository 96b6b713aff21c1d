#include "inspector_panel.h"
#include "clip_edit.h"
#include "foldable_header.h"

#include "../icons.h"
#include "diorama/editor/asset_browser.h"
#include "diorama/editor/clip_edits.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/inspector_model.h"
#include "diorama/editor/instance_edits.h"
#include "diorama/editor/viewport_tools.h"
#include "diorama/nodes/instance.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/node_path.h"

#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace diorama::editor {

namespace fs = std::filesystem;

namespace {

// Where each field of the multi-field widget just drawn sits, for the end-to-end tests:
// one item covers them all, and a click must land on one.
// A colour row's fields share its width with the swatch after them (`trailing`).
void reportFields(EditorContext& ctx, const std::string& name, int count, float trailing = 0.0f) {
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    const float spacing = ImGui::GetStyle().ItemInnerSpacing.x;
    const float field = (ImGui::CalcItemWidth() - trailing - spacing * float(count - 1)) / float(count);
    for (int i = 0; i < count; ++i)
        ctx.reportPoint("field-" + name + "-" + std::to_string(i), min.x + (field + spacing) * float(i) + field / 2,
                        (min.y + max.y) / 2);
}

}  // namespace

const std::vector<std::string>& InspectorPanel::assetsInProject(EditorContext& ctx, AssetKind kind) {
    // The project's files (the folder of its diorama.project.json, else the scene's),
    // named relative to the scene's folder as the file stores them.
    const fs::path base = fs::absolute(ctx.doc->baseDirectory()).lexically_normal();
    const fs::path project = fs::absolute(ctx.doc->projectFolder()).lexically_normal();
    AssetList& list = m_assetCache[int(kind)];
    if (list.folder == project.string() + "|" + base.string() && list.revision == ctx.doc->structureVersion())
        return list.paths;
    list.paths.clear();
    list.folder = project.string() + "|" + base.string();
    list.revision = ctx.doc->structureVersion();
    std::error_code ec;
    std::size_t seen = 0;
    for (fs::recursive_directory_iterator it(project, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end && seen < 5000; it.increment(ec), ++seen)
        if (isAssetOfKind(it->path(), kind))
            list.paths.push_back(it->path().lexically_normal().lexically_relative(base).generic_string());
    std::sort(list.paths.begin(), list.paths.end());
    return list.paths;
}

namespace {

// The row's label for what is selected: a type may name an inherited row its own way.
std::string rowLabel(const PropertyInfo& info, const std::vector<Node*>& nodes) {
    return info.labelFor && !nodes.empty() ? info.labelFor(*nodes.front()) : info.label;
}

}  // namespace

void InspectorPanel::commit(EditorContext& ctx, const PropertyInfo& info, const std::vector<Node*>& nodes,
                            const PropertyValue& value) {
    // A refused value changes nothing; the type's reason shows by the field and in the log.
    for (Node* n : nodes)
        if (std::string why = info.refusal ? info.refusal(*n, value) : std::string(); !why.empty()) {
            if (m_refused.key != info.name || m_refused.why != why) {
                const std::string where = n->parent() ? nodePath(*n) : std::string("the scene root");
                ctx.warn(where + ": " + rowLabel(info, nodes) + ": " + why);
            }
            m_refused = {nodes.back()->id(), info.name, std::move(why), ctx.doc->revision()};
            return;
        }
    if (m_refused.key == info.name) m_refused = {};
    std::vector<SetPropertiesCommand::Edit> edits;
    for (Node* n : nodes) edits.push_back({n->id(), info.name, value});
    ctx.doc->execute(std::make_unique<SetPropertiesCommand>("Set " + rowLabel(info, nodes), std::move(edits)));
}

bool InspectorPanel::drawProperty(EditorContext& ctx, const PropertyInfo& info, const std::vector<Node*>& nodes,
                                  PropertyValue& value) {
    bool changed = false;
    const PropertyValue shown = value;
    // While a row is typed into, its fields show the typing held so far, not the node's value.
    if (m_typed && m_typed->key == info.name && m_typed->node == nodes.front()->id() &&
        m_typed->frame >= ImGui::GetFrameCount() - 1)
        value = m_typed->value;
    const std::string labelText = rowLabel(info, nodes);
    const char* label = labelText.c_str();
    std::string tooltip = info.tooltip;
    switch (info.kind) {
    case PropertyKind::Bool: {
        bool v = std::get<bool>(value);
        if (ImGui::Checkbox(label, &v)) value = v, changed = true;
        break;
    }
    case PropertyKind::Int: {
        int v = std::get<int>(value);
        if (ImGui::DragInt(label, &v, 0.2f)) value = v, changed = true;
        break;
    }
    case PropertyKind::Byte: {
        int v = std::get<int>(value);
        if (ImGui::SliderInt(label, &v, 0, 255)) value = v, changed = true;
        break;
    }
    case PropertyKind::Float:
    case PropertyKind::Angle: {
        float v = std::get<float>(value);
        if (ImGui::DragFloat(label, &v, info.kind == PropertyKind::Angle ? 0.5f : 0.01f, 0, 0,
                             info.kind == PropertyKind::Angle ? "%.2f deg" : "%.3f"))
            value = v, changed = true;
        break;
    }
    case PropertyKind::Point: {
        Vec2 v = std::get<Vec2>(value);
        float f[2] = {v.x, v.y};
        const bool fraction = info.hints.unit == Unit::Fraction;
        const float step = info.hints.step > 0 ? info.hints.step : fraction ? 0.005f : 0.5f;
        if (ImGui::DragFloat2(label, f, step, 0, 0, "%.3f")) value = Vec2{f[0], f[1]}, changed = true;
        reportFields(ctx, info.name, 2);
        break;
    }
    case PropertyKind::Extent: {
        Size s = std::get<Size>(value);
        float f[2] = {s.width, s.height};
        if (ImGui::DragFloat2(label, f, 0.5f, 0.0f, 1e9f, "%.2f"))
            value = Size{std::max(0.f, f[0]), std::max(0.f, f[1])}, changed = true;
        reportFields(ctx, info.name, 2);
        break;
    }
    case PropertyKind::Region: {
        Rect r = std::get<Rect>(value);
        float f[4] = {r.origin.x, r.origin.y, r.size.width, r.size.height};
        if (ImGui::DragFloat4(label, f, 0.5f, 0, 0, "%.1f"))
            value = Rect{{f[0], f[1]}, {std::max(0.f, f[2]), std::max(0.f, f[3])}}, changed = true;
        break;
    }
    case PropertyKind::Color: {
        Color3B c = std::get<Color3B>(value);
        float f[3] = {c.r / 255.0f, c.g / 255.0f, c.b / 255.0f};
        if (ImGui::ColorEdit3(label, f)) {
            auto b = [](float x) { return std::uint8_t(std::clamp(std::lround(x * 255.0f), 0L, 255L)); };
            value = Color3B{b(f[0]), b(f[1]), b(f[2])};
            changed = true;
        }
        reportFields(ctx, info.name, 3, ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x);
        break;
    }
    case PropertyKind::String: {
        std::string s = std::get<std::string>(value);
        // A string the node's type offers choices for (a sprite's frame among its sheet's).
        if (auto found = m_model.choices.find(info.name); found != m_model.choices.end()) {
            const std::vector<std::string>& choices = found->second;
            if (ImGui::BeginCombo(label, s.empty() ? "(none)" : s.c_str(), ImGuiComboFlags_HeightLarge)) {
                // A sheet may hold hundreds of frames: a search field on top, typed into
                // as soon as the combo opens.
                if (ImGui::IsWindowAppearing()) {
                    m_choiceFilter.clear();
                    ImGui::SetKeyboardFocusHere();
                }
                ImGui::SetNextItemWidth(-FLT_MIN);
                ImGui::InputTextWithHint("##choice-search", "search", &m_choiceFilter);
                ctx.reportItem("choices-" + info.name + "-search");
                int listed = 0;
                for (const std::string& choice : choices) {
                    if (!matchesFilter(choice, m_choiceFilter)) continue;
                    ++listed;
                    if (ImGui::Selectable(choice.c_str(), choice == s)) value = choice, changed = true;
                    ctx.reportItem("choice-" + info.name + "-" + choice);
                }
                if (listed == 0) ImGui::TextDisabled("nothing holds \"%s\"", m_choiceFilter.c_str());
                ImGui::EndCombo();
            }
            ctx.reportItem("choices-" + info.name);
            break;
        }
        // Applied when the field is left (Return, Tab or a click elsewhere; holdTyped).
        if (ImGui::InputText(label, &s)) value = s, changed = true;
        break;
    }
    case PropertyKind::Text: {
        std::string s = std::get<std::string>(value);
        ImGui::TextUnformatted(label);
        // Applied when the field is left (Ctrl+Return or a click elsewhere; holdTyped):
        // Return is a new line.
        if (ImGui::InputTextMultiline("##text", &s, ImVec2(-1, ImGui::GetTextLineHeight() * 4)))
            value = s, changed = true;
        break;
    }
    case PropertyKind::Path: {
        // The assets a scene can name: files inside its own folder, stored relative to it.
        std::string s = std::get<std::string>(value);
        const bool missing = !s.empty() && ctx.usesMissingAsset(nodes.front()->id());
        const float buttons = ImGui::CalcTextSize("Browse...").x + ImGui::GetStyle().FramePadding.x * 2 +
                              ImGui::GetStyle().ItemSpacing.x + (missing ? ImGui::GetFrameHeight() : 0.0f);
        ImGui::SetNextItemWidth(ImGui::CalcItemWidth() - buttons);
        const char* none = info.hints.asset == AssetKind::Font ? "(default font)" : "(none)";
        if (ImGui::BeginCombo("##asset", s.empty() ? none : s.c_str())) {
            // None: no image in a widget's slot, the default font for a font.
            if (ImGui::Selectable(none, s.empty()) && !s.empty()) value = std::string(), changed = true;
            ctx.reportItem("asset-none-" + info.name);
            const auto& assets = assetsInProject(ctx, info.hints.asset);
            if (assets.empty())
                ImGui::TextDisabled("no %s files in %s", assetKindInfo(info.hints.asset).noun,
                                    ctx.doc->baseDirectory().string().c_str());
            for (const std::string& t : assets)
                if (ImGui::Selectable(t.c_str(), t == s)) value = t, changed = true;
            ImGui::EndCombo();
        }
        ctx.reportItem("asset-" + info.name);
        // A file of the field's kind dragged from the Assets panel sets it (a sheet's frames
        // go to the viewport or the hierarchy, which make framed sprites).
        if (ctx.assetDrag && ctx.assetDrag->frame.empty() && assetKindOf(ctx.assetDrag->file) == info.hints.asset &&
            ImGui::BeginDragDropTarget()) {
            if (ImGui::AcceptDragDropPayload(EditorContext::kAssetPayload)) {
                std::string error;
                if (const std::optional<std::string> path = scenePathTo(*ctx.doc, ctx.assetDrag->file, error))
                    value = *path, changed = true;
                else
                    ctx.error("Cannot use " + ctx.assetDrag->file.filename().string() + ": " + error);
                ctx.assetDrag.reset();
            }
            ImGui::EndDragDropTarget();
        }
        if (!s.empty() && !missing && ImGui::BeginPopupContextItem("asset-context")) {
            if (ImGui::MenuItem("Show in Assets")) ctx.revealAsset = (ctx.doc->baseDirectory() / s).lexically_normal();
            ctx.reportItem("show-in-assets");
            ImGui::EndPopup();
        }
        if (missing) {
            ImGui::SameLine(0, 2);
            ImGui::TextColored(ImVec4(1, 0.75f, 0.2f, 1), "%s", iconText(Icon::Warning));
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip(
                    "'%s' is missing: no file there inside %s. Browse... relinks this node; the "
                    "Missing assets dialog (File menu) relinks every node that names it.",
                    s.c_str(), ctx.doc->baseDirectory().string().c_str());
        }
        ImGui::SameLine(0, ImGui::GetStyle().ItemSpacing.x);
        if (ImGui::Button("Browse...")) {
            std::vector<NodeId> ids;
            for (Node* n : nodes) ids.push_back(n->id());
            ctx.ask(EditorContext::AssetRequest{info.name, info.hints.asset, std::move(ids)});
        }
        ctx.reportItem("browse-" + info.name);
        ImGui::SameLine(0, ImGui::GetStyle().ItemInnerSpacing.x);
        ImGui::TextUnformatted(label);
        break;
    }
    case PropertyKind::Enum: {
        const int v = std::get<int>(value);
        // A value that would change none of the nodes (a left gravity on a horizontal list)
        // is greyed out, with the reason, rather than offered as if it did something.
        auto noEffect = [&](int i) {
            if (!info.enumNote) return std::string();
            std::string why;
            for (Node* n : nodes) {
                why = info.enumNote(*n, i);
                if (why.empty()) return why;
            }
            return why;
        };
        std::string current =
            v >= 0 && std::size_t(v) < info.enumNames.size() ? info.enumNames[std::size_t(v)] : std::string("?");
        const std::string currentNote = noEffect(v);
        if (!currentNote.empty()) current += " (no effect)";
        if (ImGui::BeginCombo(label, current.c_str())) {
            for (std::size_t i = 0; i < info.enumNames.size(); ++i) {
                const std::string why = noEffect(int(i));
                const ImGuiSelectableFlags flags = why.empty() ? 0 : ImGuiSelectableFlags_Disabled;
                if (ImGui::Selectable(info.enumNames[i].c_str(), int(i) == v, flags)) value = int(i), changed = true;
                if (!why.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
                    ImGui::SetTooltip("No effect here: %s", why.c_str());
                ctx.reportItem("choice-" + info.name + "-" + info.enumNames[i]);
            }
            ImGui::EndCombo();
        }
        if (!currentNote.empty()) tooltip = "No effect here: " + currentNote + "\n\n" + tooltip;
        ctx.reportItem("choices-" + info.name);
        break;
    }
    }
    // Not while the field is typed into or dragged: it would cover the rows below the edit.
    if (!tooltip.empty() && ImGui::IsItemHovered() && !ImGui::IsItemActive()) {
        ImGui::SetTooltip("%s", tooltip.c_str());
        ctx.reportItem("tooltip-" + info.name);
    }
    changed = holdTyped(info, nodes.front()->id(), shown, value, changed);
    // One continuous edit (a drag, a slider, typing) is one undo step.
    if (ImGui::IsItemActivated()) ctx.doc->commands().openMergeWindow();
    if (ImGui::IsItemDeactivated()) ctx.doc->commands().closeMergeWindow();
    return changed;
}

bool InspectorPanel::holdTyped(const PropertyInfo& info, NodeId node, const PropertyValue& shown, PropertyValue& value,
                               bool changed) {
    static constexpr PropertyKind kTyped[] = {
        PropertyKind::Int,    PropertyKind::Byte,   PropertyKind::Float, PropertyKind::Angle,  PropertyKind::Point,
        PropertyKind::Extent, PropertyKind::Region, PropertyKind::Color, PropertyKind::String, PropertyKind::Text};
    if (std::find(std::begin(kTyped), std::end(kTyped), info.kind) == std::end(kTyped)) return changed;
    // A drag field being typed into is active with the keyboard taken (a mouse drag is not).
    if (ImGui::IsItemActive() && ImGui::GetIO().WantTextInput) {
        // The field was drawn holding the typing so far (or the node's value when it
        // begins), so typing back the node's own value ("42" then "420" on a 420) leaves
        // no "42" pending, and a field Tab left keeps its number.
        m_typed = Typed{info.name, node, value, ImGui::GetFrameCount()};
        return false;
    }
    if (!ImGui::IsItemDeactivated() || !m_typed || m_typed->key != info.name) return changed;
    const bool cancelled = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    // Escape puts the field's text back, which leaves the held value unapplied: the typing
    // is taken back, as in the hierarchy's rename.
    if (cancelled)
        value = shown;
    else if (!changed)
        value = m_typed->value;
    m_typed.reset();
    return !(value == shown);
}

void InspectorPanel::drawAnchorPresets(EditorContext& ctx, const std::vector<Node*>& nodes) {
    ImGui::TextDisabled("Anchor presets");
    ImGui::SameLine();
    ImGui::Checkbox("keep visual position", &m_keepVisualPosition);
    for (int row = 0; row < 3; ++row) {
        for (int col = 0; col < 3; ++col) {
            const Vec2 anchor{col * 0.5f, 1.0f - row * 0.5f};
            ImGui::PushID(row * 3 + col);
            if (col) ImGui::SameLine();
            const bool current =
                std::all_of(nodes.begin(), nodes.end(), [&](Node* n) { return n->anchorPoint() == anchor; });
            if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
            if (ImGui::Button("##a", ImVec2(22, 16)))
                ctx.doc->execute(std::make_unique<SetPropertiesCommand>(
                    "Set Anchor", anchorEdits(nodes, anchor, m_keepVisualPosition)));
            if (current) ImGui::PopStyleColor();
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("anchor (%.1f, %.1f)", double(anchor.x), double(anchor.y));
            ImGui::PopID();
        }
    }
}

void InspectorPanel::drawOrderingNotes(EditorContext& ctx, Node& node) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled(
        "Local Z orders siblings (negative: under the parent; ties: later arrival on top, arrival %u). "
        "Global Z sorts only this node's own drawing across the whole scene and is not inherited.",
        node.orderOfArrival());
    ImGui::PopTextWrapPos();
    bool childrenDiffer = false;
    std::vector<Node*> todo;
    for (auto& c : node.children()) todo.push_back(c.get());
    while (!todo.empty() && !childrenDiffer) {
        Node* n = todo.back();
        todo.pop_back();
        childrenDiffer = n->globalZOrder() != node.globalZOrder();
        for (auto& c : n->children()) todo.push_back(c.get());
    }
    if (childrenDiffer && node.globalZOrder() != 0) {
        ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "%s Its children keep their own global Z.",
                           iconText(Icon::Warning));
        if (ImGui::SmallButton("Apply global Z to subtree"))
            ctx.doc->execute(std::make_unique<ApplyGlobalZToSubtreeCommand>(node.id(), node.globalZOrder()));
    }
}

namespace {

// Apply to source (instance_edits.h): the override written into the nested scene's file.
void applyToSource(EditorContext& ctx, const Node& node, const std::string& key) {
    const std::string path = nodePath(node);
    std::string error;
    std::unique_ptr<Command> apply = makeApplyToSourceCommand(*ctx.doc, node.id(), key, error);
    if (!apply) return ctx.error("Apply to source: " + error);
    const std::string label = apply->label();
    if (ctx.doc->execute(std::move(apply)))
        ctx.info(label + " (" + path + "; every instance of it now shows it)");
    else
        ctx.error("Apply to source: " + label + " was not done");
}

// A property the Timeline's clip keys: a key icon after its row, bright where a key sits
// at the playhead (red while Record is on). A click deletes that key, or where there is
// none keys the value the clip gives the property there (not the node's own value, which
// would change the motion).
void keyMarkButton(EditorContext& ctx, const std::string& property, const Node& node) {
    const EditorContext::Keying& keying = ctx.keying;
    if (!keying.clips || keying.clip.empty()) return;
    const KeyMark mark = keyMark(*keying.clips, keying.clip, node.id(), property, keying.frame);
    if (mark == KeyMark::None) return;
    ImGui::SameLine();
    const bool here = mark == KeyMark::KeyHere;
    // Red while recording, as the Record button: a change of this row makes a key.
    const ImVec4 colour = keying.recording ? ImVec4(0.95f, 0.35f, 0.3f, here ? 1.0f : 0.6f)
                          : here           ? ImVec4(0.95f, 0.78f, 0.35f, 1)
                                           : ImVec4(0.6f, 0.6f, 0.65f, 1);
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0, 0, 0, 0));
    const bool clicked = ImGui::SmallButton(iconText(Icon::Key));
    ImGui::PopStyleColor(2);
    ctx.reportItem((here ? "key-here-" : "keyed-") + property);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(here ? "Keyed in %s, with a key at frame %d: click to delete the key"
                               : "Keyed in %s: click to add a key at frame %d (with the value the clip gives it there)",
                          keying.clip.c_str(), keying.frame);
    if (!clicked) return;
    const KeyRef key{node.id(), TrackKind::Property, property, keying.frame};
    const PropertyDescriptor& descriptor = *nodeTypesOf(*ctx.doc).typeOf(node).find(property);
    const std::string clip = keying.clip;
    editClips(ctx, here ? "Delete Key" : "Key",
              [&](std::vector<AnimationClip>& clips) { return toggleKey(clips, clip, key, descriptor); });
}

// A row's value as the viewport shows it: while the playhead shows a clip's frame, what
// the clip gives a property it keys there (an edit, with Record on, keys from it), else
// the node's own.
PropertyValue shownValue(const EditorContext& ctx, const PropertyInfo& row, const Node& node) {
    const EditorContext::Keying& keying = ctx.keying;
    if (keying.previewing && keying.clips)
        if (const PropertyDescriptor* d = nodeTypesOf(*ctx.doc).typeOf(node).find(row.name))
            if (std::optional<PropertyValue> v = clipValueAt(*keying.clips, keying.clip, node.id(), *d, keying.frame)) {
                // The posed copy, which also holds a viewport drag's values until it ends.
                if (const Node* posed = ctx.posedNode(node.id())) return d->get(*posed);
                return *v;
            }
    return row.get(*ctx.doc, node);
}

}  // namespace

void InspectorPanel::drawGroup(EditorContext& ctx, const std::string& groupName, const std::vector<Node*>& nodes) {
    const char* group = groupName.c_str();
    std::vector<const PropertyInfo*> props;
    for (const PropertyInfo& p : m_model.rows)
        if (p.group == groupName) props.push_back(&p);
    const GroupNote note = groupNoteFor(groupName);
    const bool special = note != GroupNote::None;
    if (props.empty() && !special) return;
    if (!foldableHeader(ctx, groupName)) return;
    ImGui::PushID(group);
    for (const PropertyInfo* p : props) {
        if (p->extra == RowExtra::ModeSwitch &&
            !std::all_of(nodes.begin(), nodes.end(), [&](Node* n) { return p->inMode(*n); })) {
            if (ImGui::SmallButton(p->switchLabel.c_str())) commit(ctx, *p, nodes, p->get(*ctx.doc, *nodes.back()));
            continue;
        }
        // The row being dragged or typed into shows the value its edits set: the clip's
        // would put each frame's drag back to where it began. With Record on, a posed
        // clip's copy holds them (the Timeline copies them there until the edit ends)
        // and, before the first, the pose the drag starts from; with Record off the edit
        // changes the node's own value.
        const bool editing = m_editingRow == p->name;
        const auto shown = [&](const Node& n) {
            if (!editing) return shownValue(ctx, *p, n);
            if (const Node* posed = ctx.keying.recording ? ctx.posedNode(n.id()) : nullptr)
                if (const PropertyDescriptor* d = nodeTypesOf(*ctx.doc).typeOf(n).find(p->name)) return d->get(*posed);
            return p->get(*ctx.doc, n);
        };
        PropertyValue value = shown(*nodes.back());
        const bool mixed = std::any_of(nodes.begin(), nodes.end(), [&](Node* n) { return !(shown(*n) == value); });
        // A node from a nested scene's source: what this scene overrides shows in blue.
        const bool overridden = std::any_of(m_model.overrides.begin(), m_model.overrides.end(),
                                            [&](const OverriddenProperty& o) { return o.key == p->name; });
        if (mixed) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.75f, 0.4f, 1));
        if (overridden) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.45f, 0.75f, 1, 1));
        ImGui::PushID(p->name.c_str());
        if (drawProperty(ctx, *p, nodes, value)) {
            commit(ctx, *p, nodes, value);
            m_editingRow = p->name;
        }
        ctx.reportItem("property-" + p->name);
        if (nodes.size() == 1) keyMarkButton(ctx, p->name, *nodes.back());
        if (p->name == m_model.noteKey) {
            // Again by the row it is about: the note at the top is out of sight from here.
            ImGui::PushTextWrapPos(0.0f);
            ImGui::TextColored(ImVec4(1, 0.75f, 0.2f, 1), "%s %s", iconText(Icon::Warning), m_model.note.c_str());
            ImGui::PopTextWrapPos();
            ctx.reportItem("node-note-" + p->name);
        }
        if (m_refused.key == p->name && m_refused.node == nodes.back()->id() &&
            m_refused.revision == ctx.doc->revision()) {
            ImGui::TextColored(ImVec4(1, 0.45f, 0.35f, 1), "%s %s", iconText(Icon::Warning), m_refused.why.c_str());
            ctx.reportItem("refused-" + p->name);
        }
        if (overridden) {
            ImGui::PopStyleColor();
            // On a line of its own: beside a three-field row the buttons would be cut off.
            ImGui::TextDisabled("  overrides its nested scene");
            ImGui::SameLine();
            if (ImGui::SmallButton("Revert"))
                if (auto revert = makeRevertOverrideCommand(*ctx.doc, *nodes.back(), p->name))
                    ctx.doc->execute(std::move(revert));
            ctx.reportItem("revert-" + p->name);
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("Back to the value the nested scene's source gives");
            ImGui::SameLine();
            if (ImGui::SmallButton("Apply to source")) applyToSource(ctx, *nodes.back(), p->name);
            ctx.reportItem("apply-" + p->name);
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("Write this value into the nested scene's source file, for every instance of it");
        }
        ImGui::PopID();
        if (mixed) ImGui::PopStyleColor();
        if (p->extra == RowExtra::AnchorPresets) drawAnchorPresets(ctx, nodes);
    }
    if (note == GroupNote::DisplayedColour && nodes.size() == 1) {
        const Color3B c = nodes[0]->displayedColor();
        ImGui::TextDisabled("Displayed colour (%d, %d, %d), opacity %d", c.r, c.g, c.b, nodes[0]->displayedOpacity());
        // A tryout set a red text colour on a label whose colour was dark and saw no red:
        // what the text shows is both colours multiplied.
        if (const auto* label = dynamic_cast<const Label*>(nodes[0]); label && label->textColor() != Color3B::white()) {
            const Color3B t = modulate(c, label->textColor());
            ImGui::PushTextWrapPos(0.0f);
            ImGui::TextDisabled("Text shows (%d, %d, %d): displayed colour times Text colour", t.r, t.g, t.b);
            ImGui::PopTextWrapPos();
        }
    }
    if (note == GroupNote::Ordering && nodes.size() == 1) drawOrderingNotes(ctx, *nodes[0]);
    ImGui::PopID();
}

void InspectorPanel::refreshModel(Document& doc, const std::vector<Node*>& nodes) {
    std::vector<NodeId> ids;
    for (const Node* n : nodes) ids.push_back(n->id());
    if (m_modelDoc == &doc && m_modelRevision == doc.revision() && m_modelIds == ids) return;
    m_model = inspectorModel(doc, std::vector<const Node*>(nodes.begin(), nodes.end()));
    m_modelDoc = &doc;
    m_modelRevision = doc.revision();
    m_modelIds = std::move(ids);
}

void InspectorPanel::draw(EditorContext& ctx, bool* open) {
    applyPlacement();
    if (!ImGui::Begin("Inspector", open, kTiledWindow)) {
        ImGui::End();
        return;
    }
    Document& doc = *ctx.doc;
    std::vector<Node*> nodes;
    for (NodeId id : doc.selection().ids())
        if (Node* n = doc.find(id)) nodes.push_back(n);
    if (nodes.empty()) {
        ImGui::TextDisabled("Select a node in the hierarchy or the viewport.");
        ImGui::End();
        return;
    }
    Node& primary = *nodes.back();
    if (nodes.size() == 1) {
        ImGui::Text("%s %s", nodeTypeIcon(primary.typeName()), std::string(primary.typeName()).c_str());
        ImGui::SameLine();
        ImGui::TextDisabled("%s", nodePath(primary).empty() ? "(root)" : nodePath(primary).c_str());
        if (const std::string& id = doc.fileData().fileId(primary.id()); !id.empty())
            ImGui::TextDisabled("id %s", id.c_str());
        if (const auto* instance = dynamic_cast<const Instance*>(&primary); instance && !instance->source().empty()) {
            if (ImGui::SmallButton("Open source"))
                ctx.ask(EditorContext::OpenRequest{(doc.baseDirectory() / instance->source()).lexically_normal()});
            ctx.reportItem("open-source");
            ImGui::SameLine();
            const bool fromSource = doc.fileData().instanceOf(primary) != NodeId{};
            ImGui::BeginDisabled(fromSource);
            if (ImGui::SmallButton("Unpack Instance")) {
                std::string error;
                if (auto c = makeUnpackCommand(doc, primary.id(), error))
                    m_afterDraw = std::move(c);  // the rows below still show this node
                else
                    ctx.error("Unpack Instance: " + error);
            }
            ImGui::EndDisabled();
            if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
                ImGui::SetTooltip(fromSource ? "Part of a nested scene: unpack that one first"
                                             : "Turns the instance into plain nodes of this scene");
            ctx.reportItem("unpack-instance");
            ImGui::SameLine();
            ImGui::TextDisabled("%s", instance->source().c_str());
        }
        if (const NodeId owner = doc.fileData().instanceOf(primary); owner != NodeId{})
            if (const Node* ownerNode = doc.find(owner))
                ImGui::TextDisabled("from %s (blue: changed here)",
                                    static_cast<const Instance*>(ownerNode)->source().c_str());
    } else {
        ImGui::Text("%zu nodes selected: editing the properties they share", nodes.size());
        // Whose values the rows show (a tryout could not tell): the primary's, the one
        // with the viewport's handles. An edit sets every selected node.
        const std::string path = nodePath(primary);
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("Values shown: %s (the last selected, gold in the viewport); orange: they differ",
                           path.empty() ? "(root)" : path.c_str());
        ImGui::PopStyleColor();
        ctx.reportItem("inspector-shown-node");
    }
    refreshModel(doc, nodes);
    if (!m_model.note.empty()) {
        // What the node draws differs from what it says (a TextBMFont's letters its font lacks).
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(ImVec4(1, 0.75f, 0.2f, 1), "%s %s", iconText(Icon::Warning), m_model.note.c_str());
        ImGui::PopTextWrapPos();
        ctx.reportItem("node-note");
    }
    if (ctx.keying.previewing) {
        ImGui::TextColored(ImVec4(0.95f, 0.78f, 0.35f, 1), "%s Keyed values at frame %d of %s", iconText(Icon::Key),
                           ctx.keying.frame, ctx.keying.clip.c_str());
        ctx.reportItem("inspector-clip-frame");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(
                "What the clip sets there. With Record on, a change keys it at this frame; "
                "with Record off it changes the node itself.");
    }
    ImGui::Separator();
    // The labels' column fits the longest label, up to half the panel: at a fixed 140
    // pixels a tryout read "Background end colou" at the default window size.
    float widest = 0.0f;
    for (const PropertyInfo& row : m_model.rows)
        widest = std::max(widest, ImGui::CalcTextSize(rowLabel(row, nodes).c_str()).x);
    const float labels = std::clamp(widest + 28.0f, 140.0f, std::max(140.0f, ImGui::GetContentRegionAvail().x * 0.5f));
    ImGui::PushItemWidth(-labels);
    if (!ImGui::IsAnyItemActive()) m_editingRow.clear();
    for (const std::string& group : m_model.groups) drawGroup(ctx, group, nodes);
    if (nodes.size() == 1) m_actions.draw(ctx, primary);
    ImGui::PopItemWidth();
    ImGui::End();
    if (m_afterDraw) doc.execute(std::move(m_afterDraw));
}

}  // namespace diorama::editor
