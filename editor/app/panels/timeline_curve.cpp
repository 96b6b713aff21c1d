// The Timeline's custom curve editor: Studio's Custom easing for the selected keys, its two
// handles dragged up and down (cocos plays their heights alone, so that is all a drag
// changes), the curve drawn as cocos plays it.
#include "timeline_panel.h"

#include <algorithm>

namespace diorama::editor {

namespace {

constexpr float kCanvasWidth = 240.0f;
constexpr float kCanvasHeight = 160.0f;
constexpr float kLowest = -0.5f, kHighest = 1.5f;  // the heights the canvas shows
constexpr float kPixelsPerHeight = kCanvasHeight / (kHighest - kLowest);

}  // namespace

void TimelinePanel::editCustomCurve(const std::vector<KeyRef>& keys, const Keyframe* first) {
    const Easing from = first ? first->easing : Easing{};
    const bool custom = from.type == TweenType::Custom && from.hasPoints;
    m_curve = CurveEdit{keys, from, {custom ? from.points[1].y : 1.0f / 3.0f, custom ? from.points[2].y : 2.0f / 3.0f}};
    m_openCurve = true;
}

void TimelinePanel::curvePopup(EditorContext& ctx) {
    if (m_openCurve) ImGui::OpenPopup("custom-curve");
    m_openCurve = false;
    if (!m_curve || !ImGui::BeginPopup("custom-curve")) return;
    CurveEdit& edit = *m_curve;
    ImGui::TextDisabled("Custom curve: cocos plays the handles' heights");
    const Easing curve = customCurve(edit.from, edit.heights[0], edit.heights[1]);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const auto screen = [&](Vec2 p) {
        return ImVec2(at.x + p.x * kCanvasWidth, at.y + (kHighest - p.y) * kPixelsPerHeight);
    };
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(at, ImVec2(at.x + kCanvasWidth, at.y + kCanvasHeight), IM_COL32(30, 30, 36, 255));
    for (float level : {0.0f, 1.0f}) draw->AddLine(screen({0, level}), screen({1, level}), IM_COL32(80, 80, 90, 255));
    ImVec2 previous = screen({0, 0});
    for (int i = 1; i <= 80; ++i) {
        const float t = float(i) / 80.0f;
        const ImVec2 point = screen({t, std::clamp(tweenPercent(curve, t), kLowest, kHighest)});
        draw->AddLine(previous, point, IM_COL32(240, 200, 90, 255), 1.5f);
        previous = point;
    }
    const ImVec2 ends[2] = {screen(curve.points[0]), screen(curve.points[3])};
    for (int h = 0; h < 2; ++h) {
        const Vec2 point = curve.points[h + 1];
        const ImVec2 handle = screen({point.x, std::clamp(point.y, kLowest, kHighest)});
        draw->AddLine(ends[h], handle, IM_COL32(150, 150, 160, 255));
        const bool active = edit.dragging == h;
        draw->AddCircleFilled(handle, active ? 6.0f : 5.0f,
                              active ? IM_COL32(255, 255, 255, 255) : IM_COL32(90, 160, 240, 255));
        ImGui::SetCursorScreenPos(ImVec2(handle.x - 7, handle.y - 7));
        ImGui::PushID(h);
        ImGui::InvisibleButton("handle", ImVec2(14, 14));
        ImGui::PopID();
        ctx.reportItem("curve-handle-" + std::to_string(h + 1));
        if (ImGui::IsItemActivated()) {
            edit.dragging = h;
            edit.dragStartY = ImGui::GetIO().MousePos.y;
            edit.dragStartHeight = edit.heights[h];
        }
        if (ImGui::IsItemActive() && edit.dragging == h)  // up is higher; from where the drag began, no drift
            edit.heights[h] = edit.dragStartHeight - (ImGui::GetIO().MousePos.y - edit.dragStartY) / kPixelsPerHeight;
        if (ImGui::IsItemDeactivated()) edit.dragging = -1;
        if (ImGui::IsItemHovered() || ImGui::IsItemActive()) ImGui::SetTooltip("height %.3f", curve.points[h + 1].y);
    }
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + kCanvasHeight + 4));
    ImGui::SetNextItemWidth(kCanvasWidth);
    ImGui::DragFloat2("heights", edit.heights, 0.005f, -2.0f, 3.0f, "%.3f");
    ctx.reportItem("curve-heights");
    if (ImGui::Button("Apply")) {
        const std::vector<KeyRef> keys = edit.keys;
        const std::string clip = m_clip;
        editClips(ctx, "Set Easing", [&](std::vector<AnimationClip>& clips) {
            return setKeysEasing(clips, clip, keys, customCurve(edit.from, edit.heights[0], edit.heights[1]));
        });
        ImGui::CloseCurrentPopup();
    }
    ctx.reportItem("curve-apply");
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
    ctx.reportItem("curve-cancel");
    ImGui::EndPopup();
}

}  // namespace diorama::editor
