// The Timeline's clip toolbar: the clip list (New clip, the whole scene), the shown
// clip's settings (name, length, speed, loop, autoplay, duplicate, delete) and Key, which
// keys a property of the selected node at the playhead with the value it has now.
#include "timeline_panel.h"

#include "../icons.h"

#include "diorama/editor/properties.h"
#include "diorama/serialization/scene_animations.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace diorama::editor {

namespace {

void copyName(char (&buffer)[64], const std::string& name) { std::snprintf(buffer, sizeof buffer, "%s", name.c_str()); }

}  // namespace

void TimelinePanel::formRefusal(EditorContext& ctx) {
    if (m_formRefusal.empty()) return;
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 320);
    ImGui::TextColored(ImVec4(1, 0.45f, 0.35f, 1), "%s %s", iconText(Icon::Warning), m_formRefusal.c_str());
    ImGui::PopTextWrapPos();
    ctx.reportItem("clip-refused");
}

int TimelinePanel::playheadFrame(const EditorContext& ctx) const {
    if (!m_sheet || !ctx.play || ctx.play->clip() != m_clip) return 0;
    const int frame = int(std::lround(ctx.play->time() * double(m_sheet->frameRate)));
    return std::clamp(frame, 0, m_sheet->length);
}

void TimelinePanel::chooseClip(EditorContext& ctx, const std::string& name) {
    m_clip = name;
    m_clipChosen = true;
    m_selectedKeys.clear();
    m_ask.reset();
    m_sheet = m_clip.empty() ? std::nullopt : dopeSheet(*ctx.doc, m_clip);
    // A preview of the clip shown before would now be a different clip's.
    if (ctx.play && !ctx.play->clip().empty()) ctx.play.reset();
}

void TimelinePanel::clipToolbar(EditorContext& ctx) {
    clipChooser(ctx);
    newClipPopup(ctx);
    if (m_clip.empty() || !m_sheet) return;
    ImGui::SameLine();
    if (ImGui::Button("Clip...")) {
        copyName(m_renameBuffer, m_clip);
        m_formRefusal.clear();
        ImGui::OpenPopup("clip-settings");
    }
    ctx.reportItem("timeline-clip-settings");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Name, length, speed, loop and autoplay of %s", m_clip.c_str());
    clipSettingsPopup(ctx);
    ImGui::SameLine();
    if (ImGui::Button("Key")) ImGui::OpenPopup("key-property");
    ctx.reportItem("timeline-key");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Key a property of the selected node at the playhead (frame %d), with the value it has now",
                          playheadFrame(ctx));
    keyPropertyPopup(ctx);
    ImGui::SameLine();
    const bool recording = m_recording;
    if (recording) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.75f, 0.18f, 0.15f, 1));
    if (ImGui::Button(recording ? "Recording" : "Record")) {
        m_recording = !m_recording;
        m_ask.reset();
        // Record shows the clip where it keys: the preview starts, paused at the playhead.
        if (m_recording && !(ctx.play && ctx.play->previewsClip() && ctx.play->clip() == m_clip))
            seek(ctx, double(playheadFrame(ctx)) * PlaySession::kStep);
    }
    if (recording) ImGui::PopStyleColor();
    ctx.reportItem("timeline-record");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "When on, what you change on the selected nodes is keyed at the playhead (frame %d), "
            "in the same undo step",
            playheadFrame(ctx));
}

bool TimelinePanel::editInProgress() {
    return ImGui::IsMouseDown(ImGuiMouseButton_Left) || ImGui::GetIO().WantTextInput;
}

void TimelinePanel::recordEdits(EditorContext& ctx) {
    Document& doc = *ctx.doc;
    if (m_clip.empty() || !m_sheet) {
        m_recordSnapshots.clear();
        m_snapshotSelection.clear();
        m_snapshotRevision = ~std::uint64_t(0);
        m_recordExecutions = doc.commands().executions();
        m_ask.reset();
        return;
    }
    // A drag, or typing in a field, is keyed once, when it ends: keying joins the edit's
    // undo step, after which the edit's next steps would no longer merge into it. A press
    // in the viewport may select a node before it drags it: that selection is noted
    // before the drag's first step.
    const bool edited = doc.commands().executions() != m_recordExecutions;
    if (editInProgress()) {
        if (!edited) noteSelection(doc);
        return;
    }
    const NodeTypeRegistry& types = nodeTypesOf(doc);
    if (edited) {
        const int frame = playheadFrame(ctx);
        struct Edit {
            KeyRef key;
            PropertyValue before, after;
        };
        std::vector<Edit> edits;
        for (const KeyableSnapshot& before : m_recordSnapshots)
            if (const Node* node = doc.scene().findNode(before.node))
                for (const std::string& key : editedProperties(types, *node, before)) {
                    const auto old = std::find_if(before.values.begin(), before.values.end(),
                                                  [&](const auto& v) { return v.first == key; });
                    edits.push_back({KeyRef{before.node, TrackKind::Property, key, frame}, old->second,
                                     types.typeOf(*node).find(key)->get(*node)});
                }
        if (m_recording && !edits.empty()) {
            std::vector<AnimationClip> clips = sceneAnimations(doc.scene(), doc.fileData());
            std::string why;
            for (const Edit& edit : edits)
                if (why.empty()) why = recordKey(clips, m_clip, edit.key, edit.before, edit.after);
            if (why.empty()) why = checkSceneAnimations(doc.scene(), doc.fileData(), clips);
            if (!why.empty())
                ctx.error("Record: " + why);
            else {
                doc.executeWithLast(std::make_unique<SetClipsCommand>(std::move(clips), "Record Keys"));
                // The key holds the edit and the node keeps its own value, the one the
                // scene has where the clip does not play.
                std::vector<SetPropertiesCommand::Edit> own;
                for (const Edit& edit : edits) own.push_back({edit.key.node, edit.key.property, edit.before});
                doc.executeWithLast(std::make_unique<SetPropertiesCommand>("Record Keys", std::move(own)));
            }
        } else if (!edits.empty()) {
            // Record is off: an edit of a property the clip keys is overridden while the
            // clip plays. Ask whether to key it.
            std::vector<KeyRef> keyed;
            for (const Edit& edit : edits)
                for (const DopeSheetGroup& group : m_sheet->groups)
                    if (group.node == edit.key.node)
                        for (const DopeSheetRow& row : group.rows)
                            if (row.kind == TrackKind::Property && row.label == edit.key.property)
                                keyed.push_back(edit.key);
            if (keyed.empty())
                m_ask.reset();
            else
                m_ask = keyed;
        }
    }
    m_recordExecutions = doc.commands().executions();
    noteSelection(doc);
}

void TimelinePanel::noteSelection(Document& doc) {
    // Values change only with the document's revision: note them again only then, or
    // when the selection changes, not every frame (a large selection is costly to note).
    if (doc.revision() == m_snapshotRevision && doc.selection().ids() == m_snapshotSelection) return;
    const NodeTypeRegistry& types = nodeTypesOf(doc);
    m_snapshotRevision = doc.revision();
    m_snapshotSelection = doc.selection().ids();
    m_recordSnapshots.clear();
    for (NodeId id : m_snapshotSelection)
        if (const Node* node = doc.scene().findNode(id)) m_recordSnapshots.push_back(keyableSnapshot(types, *node));
}

void TimelinePanel::askToKey(EditorContext& ctx) {
    if (!m_ask || m_recording) return;
    std::string names;
    for (const KeyRef& key : *m_ask) {
        const Node* node = ctx.doc->scene().findNode(key.node);
        if (!node) continue;
        names += (names.empty() ? "" : ", ") + (node->name().empty() ? std::string(node->typeName()) : node->name()) +
                 " " + key.property;
    }
    if (names.empty()) {
        m_ask.reset();
        return;
    }
    const int frame = playheadFrame(ctx);
    ImGui::TextColored(ImVec4(1, 0.8f, 0.4f, 1), "%s is keyed in %s: the clip sets it while it plays.", names.c_str(),
                       m_clip.c_str());
    ImGui::SameLine();
    char label[48];
    std::snprintf(label, sizeof label, "Key it at frame %d", frame);
    if (ImGui::SmallButton(label)) {
        const NodeTypeRegistry& types = nodeTypesOf(*ctx.doc);
        const std::vector<KeyRef> keys = *m_ask;
        const std::string clip = m_clip;
        editClips(ctx, keys.size() == 1 ? "Key" : "Keys", [&](std::vector<AnimationClip>& clips) {
            for (KeyRef key : keys) {
                const Node* node = ctx.doc->scene().findNode(key.node);
                if (!node) continue;
                key.frame = frame;  // the playhead now, and the value now
                if (std::string why = setKey(clips, clip, key, types.typeOf(*node).find(key.property)->get(*node));
                    !why.empty())
                    return why;
            }
            return std::string();
        });
        m_ask.reset();
    }
    ctx.reportItem("timeline-ask-key");
    ImGui::SameLine();
    if (ImGui::SmallButton("Dismiss")) m_ask.reset();
    ctx.reportItem("timeline-ask-dismiss");
}

void TimelinePanel::clipChooser(EditorContext& ctx) {
    ImGui::SetNextItemWidth(150);
    const bool open = ImGui::BeginCombo("##clip", m_clip.empty() ? "Whole scene" : m_clip.c_str());
    ctx.reportItem("timeline-clip");
    if (ImGui::IsItemHovered() && !open)
        ImGui::SetTooltip("The animation clip the dope sheet shows and the playhead previews alone");
    if (!open) return;
    std::optional<std::string> chosen;
    if (ImGui::Selectable("Whole scene", m_clip.empty())) chosen = std::string();
    ctx.reportItem("timeline-clip-scene");
    for (const std::string& name : m_clipNames) {
        if (ImGui::Selectable(name.c_str(), name == m_clip)) chosen = name;
        ctx.reportItem("timeline-clip-" + name);
    }
    ImGui::Separator();
    if (ImGui::Selectable("New clip...")) m_openNewClip = true;
    ctx.reportItem("timeline-new-clip");
    ImGui::EndCombo();
    if (chosen && *chosen != m_clip) chooseClip(ctx, *chosen);
}

void TimelinePanel::newClipPopup(EditorContext& ctx) {
    if (m_openNewClip) {
        copyName(m_newClipName, m_clips.empty() ? std::string("clip") : unusedClipName(m_clips, "clip"));
        m_newClipLength = 60;
        ImGui::OpenPopup("new-clip");
        m_formRefusal.clear();
        m_openNewClip = false;
    }
    if (!ImGui::BeginPopup("new-clip")) return;
    ImGui::TextUnformatted("New animation clip");
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    const bool entered = ImGui::InputText("Name", m_newClipName, sizeof m_newClipName,
                                          ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
    ctx.reportItem("new-clip-name");
    ImGui::InputInt("Length (frames)", &m_newClipLength);
    ctx.reportItem("new-clip-length");
    formRefusal(ctx);
    if (ImGui::Button("Create") || entered) {
        const std::string name = m_newClipName;
        const int length = m_newClipLength;
        if (editClips(
                ctx, "New Clip", [&](std::vector<AnimationClip>& clips) { return addClip(clips, name, length); },
                &m_formRefusal)) {
            chooseClip(ctx, name);
            ImGui::CloseCurrentPopup();
        }
    }
    ctx.reportItem("new-clip-create");
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

void TimelinePanel::clipSettingsPopup(EditorContext& ctx) {
    if (!ImGui::BeginPopup("clip-settings")) return;
    const auto clip =
        std::find_if(m_clips.begin(), m_clips.end(), [&](const AnimationClip& c) { return c.name == m_clip; });
    if (clip == m_clips.end()) {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return;
    }
    const std::string name = m_clip;
    // Name: on Enter or when the field is left.
    ImGui::InputText("Name", m_renameBuffer, sizeof m_renameBuffer);
    ctx.reportItem("clip-name");
    if (ImGui::IsItemDeactivatedAfterEdit() && name != m_renameBuffer) {
        const std::string to = m_renameBuffer;
        if (editClips(
                ctx, "Rename Clip", [&](std::vector<AnimationClip>& c) { return renameClip(c, name, to); },
                &m_formRefusal)) {
            m_clip = to;
            m_clipChosen = true;
        } else {
            copyName(m_renameBuffer, name);
        }
    }
    ClipSettings settings = clipSettings(*clip);
    bool changed = false;
    ImGui::InputInt("Length (frames)", &settings.length);
    ctx.reportItem("clip-length");
    changed |= ImGui::IsItemDeactivatedAfterEdit();
    ImGui::DragFloat("Speed", &settings.speed, 0.01f, 0.01f, 100.0f, "%.2fx");
    ctx.reportItem("clip-speed");
    changed |= ImGui::IsItemDeactivatedAfterEdit();
    changed |= ImGui::Checkbox("Loop", &settings.loop);
    ctx.reportItem("clip-loop");
    changed |= ImGui::Checkbox("Autoplay", &settings.autoplay);
    ctx.reportItem("clip-autoplay");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Plays when the scene starts (one clip at most)");
    // Where a .csb export puts the clip on the file's one timeline, for games that play by
    // frame number (gotoFrameAndPlay); a Studio import keeps the place Studio gave it.
    bool placed = settings.startFrame.has_value();
    if (ImGui::Checkbox("Studio start frame", &placed)) {
        settings.startFrame = placed ? std::optional(0) : std::nullopt;
        changed = true;
    }
    ctx.reportItem("clip-studio-placed");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "Where a .csb export puts this clip on the Cocos Studio timeline (AnimationInfo StartIndex), for "
            "games that play by frame number. Off: clips are laid end to end.");
    if (settings.startFrame) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(110);
        ImGui::InputInt("##studio-start", &*settings.startFrame);
        ctx.reportItem("clip-studio-start");
        changed |= ImGui::IsItemDeactivatedAfterEdit();
    }
    if (changed)
        editClips(
            ctx, "Clip Settings", [&](std::vector<AnimationClip>& c) { return setClipSettings(c, name, settings); },
            &m_formRefusal);
    formRefusal(ctx);
    ImGui::Separator();
    if (ImGui::Button("Duplicate")) {
        const std::string copy = unusedClipName(m_clips, name);
        if (editClips(ctx, "Duplicate Clip",
                      [&](std::vector<AnimationClip>& c) { return duplicateClip(c, name, copy); })) {
            chooseClip(ctx, copy);
            ImGui::CloseCurrentPopup();
        }
    }
    ctx.reportItem("clip-duplicate");
    ImGui::SameLine();
    if (ImGui::Button("Delete clip")) {
        if (editClips(ctx, "Delete Clip", [&](std::vector<AnimationClip>& c) { return deleteClip(c, name); })) {
            chooseClip(ctx, std::string());
            m_clipChosen = false;  // the first clip left, if any, shows next
            ImGui::CloseCurrentPopup();
        }
    }
    ctx.reportItem("clip-delete");
    ImGui::EndPopup();
}

void TimelinePanel::keyPropertyPopup(EditorContext& ctx) {
    if (!ImGui::BeginPopup("key-property")) return;
    Node* node = ctx.doc->selection().empty() ? nullptr : ctx.doc->scene().findNode(ctx.doc->selection().primary());
    if (!node) {
        ImGui::TextDisabled("Select a node to key one of its properties");
        ImGui::EndPopup();
        return;
    }
    const int frame = playheadFrame(ctx);
    ImGui::TextDisabled("Key %s at frame %d:", node->name().empty() ? node->typeName().data() : node->name().c_str(),
                        frame);
    const NodeTypeRegistry& types = nodeTypesOf(*ctx.doc);
    for (const std::string& key : keyableProperties(types, *node)) {
        // The inspector's words ("Ignore anchor for position"), not the file's key.
        const std::string label = labelForKey(key);
        if (ImGui::MenuItem(label.c_str())) {
            const PropertyValue value = types.typeOf(*node).find(key)->get(*node);
            const KeyRef ref{node->id(), TrackKind::Property, key, frame};
            const std::string clip = m_clip;
            editClips(ctx, "Key " + label, [&](std::vector<AnimationClip>& c) { return setKey(c, clip, ref, value); });
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", key.c_str());
        ctx.reportItem("key-property-" + key);
    }
    ImGui::EndPopup();
}

}  // namespace diorama::editor
