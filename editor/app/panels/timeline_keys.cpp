// The Timeline's keys: their selection, copy, cut and paste, the drag that retimes them,
// and the key and track menus (easing, Tween on/off, paste at a frame).
#include "timeline_panel.h"

#include "diorama/serialization/scene_animations.h"

#include <algorithm>

namespace diorama::editor {

// The eased percent over the span, inside a tooltip.
void easingCurve(const Easing& easing) {
    const ImVec2 size(120, 90);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float bottom = at.y + size.y * 0.8f, top = at.y + size.y * 0.2f;
    draw->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y), IM_COL32(30, 30, 36, 255));
    draw->AddLine(ImVec2(at.x, bottom), ImVec2(at.x + size.x, bottom), IM_COL32(80, 80, 90, 255));
    draw->AddLine(ImVec2(at.x, top), ImVec2(at.x + size.x, top), IM_COL32(80, 80, 90, 255));
    ImVec2 previous(at.x, bottom);
    for (int i = 1; i <= 60; ++i) {
        const float t = float(i) / 60.0f;
        const float p = tweenPercent(easing, t);
        const ImVec2 point(at.x + t * size.x, std::clamp(bottom - p * (bottom - top), at.y, at.y + size.y));
        draw->AddLine(previous, point, IM_COL32(240, 200, 90, 255), 1.5f);
        previous = point;
    }
    ImGui::Dummy(size);
}

namespace {

// The easing's curve, progress over time, in a small tooltip. It sits beside the menu
// item hovered, not over the items below it.
void easingTooltip(const Easing& easing) {
    ImGui::SetNextWindowPos(ImVec2(ImGui::GetItemRectMax().x + 12, ImGui::GetItemRectMin().y));
    ImGui::BeginTooltip();
    easingCurve(easing);
    ImGui::TextDisabled("%s", easing.hasPoints ? "custom curve" : tweenTypeName(easing.type));
    ImGui::EndTooltip();
}

}  // namespace

const DopeSheetSpan* TimelinePanel::outgoingSpan(const KeyRef& key) const {
    if (!m_sheet || key.kind != TrackKind::Property) return nullptr;
    for (const DopeSheetGroup& group : m_sheet->groups)
        if (group.node == key.node)
            for (const DopeSheetRow& row : group.rows)
                if (row.kind == TrackKind::Property && row.label == key.property)
                    for (const DopeSheetSpan& span : row.spans)
                        if (span.from == key.frame) return &span;
    return nullptr;
}

bool TimelinePanel::isSelected(const KeyRef& key) const {
    return std::find(m_selectedKeys.begin(), m_selectedKeys.end(), key) != m_selectedKeys.end();
}

bool TimelinePanel::deleteSelectedKeys(EditorContext& ctx) {
    if (!m_focused || m_selectedKeys.empty() || m_clip.empty()) return false;
    removeSelectedKeys(ctx, m_selectedKeys.size() == 1 ? "Delete Key" : "Delete Keys");
    return true;
}

bool TimelinePanel::deselectKeys() {
    if (!m_focused || m_selectedKeys.empty()) return false;
    m_selectedKeys.clear();
    return true;
}

void TimelinePanel::removeSelectedKeys(EditorContext& ctx, const std::string& label) {
    const std::vector<KeyRef> keys = m_selectedKeys;
    const std::string clip = m_clip;
    if (editClips(ctx, label, [&](std::vector<AnimationClip>& clips) { return deleteKeys(clips, clip, keys); }))
        m_selectedKeys.clear();
}

void TimelinePanel::copyKeysNow(EditorContext& ctx) {
    if (const std::string why = copyKeys(m_clips, m_clip, m_selectedKeys, m_copiedKeys); !why.empty())
        ctx.error("Copy Keys: " + why);
}

void TimelinePanel::pasteKeysNow(EditorContext& ctx) {
    const Selection& selection = ctx.doc->selection();
    pasteKeysAt(ctx, playheadFrame(ctx), selection.size() == 1 ? selection.primary() : NodeId{});
}

void TimelinePanel::pasteKeysAt(EditorContext& ctx, int frame, NodeId onto) {
    if (m_clip.empty()) return;
    std::vector<KeyRef> pasted;
    const std::string clip = m_clip;
    if (editClips(ctx, m_copiedKeys.entries.size() == 1 ? "Paste Key" : "Paste Keys",
                  [&](std::vector<AnimationClip>& clips) {
                      return pasteKeys(clips, clip, m_copiedKeys, frame, onto, pasted);
                  }))
        m_selectedKeys = pasted;
}

bool TimelinePanel::copySelectedKeys(EditorContext& ctx) {
    if (!m_focused || m_selectedKeys.empty() || m_clip.empty()) return false;
    copyKeysNow(ctx);
    return true;
}

bool TimelinePanel::cutSelectedKeys(EditorContext& ctx) {
    if (!m_focused || m_selectedKeys.empty() || m_clip.empty()) return false;
    copyKeysNow(ctx);
    removeSelectedKeys(ctx, m_selectedKeys.size() == 1 ? "Cut Key" : "Cut Keys");
    return true;
}

bool TimelinePanel::pasteCopiedKeys(EditorContext& ctx) {
    if (!m_focused || m_copiedKeys.entries.empty() || m_clip.empty()) return false;
    pasteKeysNow(ctx);
    return true;
}

void TimelinePanel::keyButton(EditorContext& ctx, const KeyRef& key, ImVec2 at, float height) {
    ImGui::SetCursorScreenPos(ImVec2(at.x - 5, at.y));
    ImGui::InvisibleButton("key", ImVec2(10, height),
                           ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
    if (ImGui::IsItemClicked(ImGuiMouseButton_Right)) {
        if (!isSelected(key)) m_selectedKeys = {key};
        m_openKeyMenu = true;  // opened where keyMenu begins it: the popup's id is of that level
        return;
    }
    if (!ImGui::IsItemActivated() || !ImGui::IsMouseDown(ImGuiMouseButton_Left)) return;
    if (ImGui::GetIO().KeyCtrl) {  // add to or take from the selection; no drag
        if (isSelected(key))
            std::erase(m_selectedKeys, key);
        else
            m_selectedKeys.push_back(key);
        return;
    }
    if (!isSelected(key)) m_selectedKeys = {key};
    ctx.doc->selection().set(key.node);
    ctx.revealSelection = true;
    m_keyDrag = KeyDrag{ImGui::GetIO().MousePos.x,
                        sceneAnimations(ctx.doc->scene(), ctx.doc->fileData()),
                        m_selectedKeys,
                        0,
                        false,
                        ++m_drags,
                        key};
    ctx.doc->commands().openMergeWindow();  // the whole drag is one undo step
    seek(ctx, double(key.frame) / (m_sheet ? double(m_sheet->frameRate) : 60.0));
}

void TimelinePanel::followKeyDrag(EditorContext& ctx, double pixelsPerFrame) {
    if (!m_keyDrag) return;
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        ctx.doc->commands().closeMergeWindow();
        if (m_keyDrag->moved && m_sheet) {  // the playhead follows the key it was on
            const int frame = m_keyDrag->clicked.frame + m_keyDrag->delta;
            seek(ctx, double(frame) / double(m_sheet->frameRate));
        }
        // A click on one of several selected keys, without a drag, selects it alone.
        if (!m_keyDrag->moved) m_selectedKeys = {m_keyDrag->clicked};
        m_keyDrag.reset();
        return;
    }
    const int delta = int(std::lround(double(ImGui::GetIO().MousePos.x - m_keyDrag->startX) / pixelsPerFrame));
    // Where the key under the mouse lands, before it is let go.
    if (m_keyDrag->moved || delta != 0)
        ImGui::SetTooltip("Frame %d (%+d)", m_keyDrag->clicked.frame + m_keyDrag->delta, m_keyDrag->delta);
    if (delta == m_keyDrag->delta) return;
    std::vector<AnimationClip> clips = m_keyDrag->original;
    const std::string why = moveKeys(clips, m_clip, m_keyDrag->keys, delta);
    if (!why.empty()) {  // the keys stay where they last could go
        ImGui::SetTooltip("%s", why.c_str());
        return;
    }
    m_keyDrag->delta = delta;
    m_keyDrag->moved = true;
    if (!ctx.doc->execute(std::make_unique<SetClipsCommand>(std::move(clips), "Move Keys", m_keyDrag->mergeKey)))
        return;
    m_selectedKeys = m_keyDrag->keys;
    for (KeyRef& key : m_selectedKeys) key.frame += delta;
}

void TimelinePanel::trackMenu(EditorContext& ctx) {
    if (m_openTrackMenu) ImGui::OpenPopup("track-menu");
    m_openTrackMenu = false;
    if (!ImGui::BeginPopup("track-menu")) return;
    ImGui::TextDisabled("Frame %d", m_trackMenu.frame);
    if (ImGui::MenuItem("Paste here", nullptr, false, !m_copiedKeys.entries.empty()))
        pasteKeysAt(ctx, m_trackMenu.frame, m_trackMenu.node);
    ctx.reportItem("track-menu-paste");
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", m_copiedKeys.entries.empty() ? "Copy keys first"
                                                             : "The first copied key goes to this frame; keys of "
                                                               "one node go onto this track's node");
    ImGui::EndPopup();
}

void TimelinePanel::keyMenu(EditorContext& ctx) {
    if (m_openKeyMenu) ImGui::OpenPopup("key-menu");
    m_openKeyMenu = false;
    if (!ImGui::BeginPopup("key-menu")) return;
    const std::vector<KeyRef> keys = m_selectedKeys;
    const std::string clip = m_clip;
    if (ImGui::MenuItem(keys.size() == 1 ? "Delete key" : "Delete keys", "Del"))
        removeSelectedKeys(ctx, keys.size() == 1 ? "Delete Key" : "Delete Keys");
    ctx.reportItem("key-menu-delete");
    if (ImGui::MenuItem(keys.size() == 1 ? "Copy key" : "Copy keys", "Ctrl+C")) copyKeysNow(ctx);
    ctx.reportItem("key-menu-copy");
    if (ImGui::MenuItem("Paste at playhead", "Ctrl+V", false, !m_copiedKeys.entries.empty())) pasteKeysNow(ctx);
    ctx.reportItem("key-menu-paste");
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", m_copiedKeys.entries.empty()
                                    ? "Copy keys first"
                                    : "The first copied key goes to the playhead, the rest keep their spacing; "
                                      "keys of one node go onto the selected node");
    ImGui::Separator();
    // Tween and easing as the first selected key has them.
    const Keyframe* first = keys.empty() ? nullptr : findKey(m_clips, clip, keys.front());
    const bool tween = !first || first->tween;
    // Tween and easing shape the way to the next key: a last key, or a value that switches
    // (a bool, z order, a frame name), has none.
    const bool travels = std::any_of(keys.begin(), keys.end(), [&](const KeyRef& k) {
        const DopeSheetSpan* span = outgoingSpan(k);
        return span && span->kind != SpanKind::Switch;
    });
    if (ImGui::MenuItem("Tween", nullptr, tween, travels))
        editClips(ctx, tween ? "Tween Off" : "Tween On",
                  [&](std::vector<AnimationClip>& clips) { return setKeysTween(clips, clip, keys, !tween); });
    ctx.reportItem("key-menu-tween");
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", travels ? "Off: the value holds until the next key (Studio's Tween=\"False\")"
                                        : "Nothing travels from this key: it is the track's last, or its value "
                                          "switches when the next key is entered");
    const bool easingOpen = ImGui::BeginMenu("Easing", travels);
    ctx.reportItem("key-menu-easing");
    if (easingOpen) {
        for (int t = 0; t <= kLastTweenType; ++t) {
            const auto type = TweenType(t);
            const bool current = first && !first->easing.hasPoints && first->easing.type == type;
            if (ImGui::MenuItem(tweenTypeName(type), nullptr, current))
                editClips(ctx, "Set Easing", [&](std::vector<AnimationClip>& clips) {
                    return setKeysEasing(clips, clip, keys, Easing{type});
                });
            ctx.reportItem(std::string("key-menu-easing-") + tweenTypeName(type));
            if (ImGui::IsItemHovered()) easingTooltip(Easing{type});
        }
        // Studio's custom curve: the key's own, or a new one, in the curve editor.
        ImGui::Separator();
        const bool custom = first && first->easing.type == TweenType::Custom;
        if (ImGui::MenuItem("Custom curve...", nullptr, custom)) editCustomCurve(keys, first);
        ctx.reportItem("key-menu-easing-custom");
        if (ImGui::IsItemHovered()) {
            if (custom)
                easingTooltip(first->easing);
            else
                ImGui::SetTooltip("A curve of your own, as Studio's Custom easing");
        }
        ImGui::EndMenu();
    }
    ImGui::EndPopup();
}

}  // namespace diorama::editor
