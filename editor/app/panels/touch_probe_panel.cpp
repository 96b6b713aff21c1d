#include "touch_probe_panel.h"

#include "../icons.h"
#include "diorama/serialization/node_path.h"

#include <algorithm>

namespace diorama::editor {

void TouchProbePanel::drawLive(EditorContext& ctx, PlaySession& play) {
    // Play mode: the running copy's own listeners (its triggers), in dispatch order. At
    // the point of the last touch they are shown as they stood when it was made, since
    // what it hit may have moved or removed itself since.
    const auto& last = play.lastTouch();
    const bool atLastTouch = last && last->world == *ctx.probePoint;
    // A Screen preview is a running copy too, laid out for that screen and paused.
    const char* mode = play.previewsScreen() ? "Screen preview" : "Play mode";
    // Wrapped: the panel is narrow beside the viewport (a tryout saw the line cut off).
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    if (atLastTouch)
        ImGui::TextWrapped("%s: who heard the touch made at frame %d", mode, last->frame);
    else
        ImGui::TextWrapped("%s: the scene's live listeners at this point now", mode);
    ImGui::PopStyleColor();
    ctx.reportItem(atLastTouch ? "probe-at-touch" : "probe-now");
    const std::vector<ScenePlayer::LiveListener> listeners =
        atLastTouch ? last->heard : play.player().liveListeners(*ctx.probePoint);
    // Three columns: with a fourth for what each listens to, the narrow panel left the node
    // column one letter wide (a tryout). That goes in the result and the row's tooltip.
    if (!ImGui::BeginTable("live", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit))
        return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("#");
    ImGui::TableSetupColumn("node", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("result");
    ImGui::TableHeadersRow();
    bool swallowed = false;
    for (std::size_t i = 0; i < listeners.size(); ++i) {
        const ScenePlayer::LiveListener& l = listeners[i];
        const auto docNode = play.documentNode(l.node);
        Node* n = docNode ? ctx.doc->find(*docNode) : nullptr;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::PushID(int(i));
        if (ImGui::Selectable(std::to_string(i).c_str(), n && ctx.doc->selection().contains(n->id()),
                              ImGuiSelectableFlags_SpanAllColumns) &&
            n)
            ctx.doc->selection().set(n->id()), ctx.revealSelection = true;
        ImGui::PopID();
        ImGui::TableNextColumn();
        const std::string path = n ? nodePath(*n) : "(removed)";
        ImGui::TextUnformatted(path.c_str());
        // A narrow panel cuts long paths: the whole one on hover, with what it listens to.
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s\nlistens to %s%s", path.c_str(), l.event.c_str(),
                              l.swallows ? " and swallows what it claims" : "");
        ImGui::TableNextColumn();
        const char* result = "outside";
        if (l.event != "touch") {
            ImGui::TextDisabled("custom event");
            result = "custom";
        } else if (swallowed) {
            ImGui::TextColored(ImVec4(1, 0.75f, 0.4f, 1), "swallowed earlier");
            result = "swallowed";
        } else if (l.claims) {
            ImGui::TextColored(ImVec4(0.4f, 1, 0.4f, 1), l.swallows ? "claims, swallows" : "claims");
            swallowed = l.swallows;
            result = "claims";
        } else if (l.disabled) {
            ImGui::TextDisabled("disabled");
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("The touch is on this widget, but it is disabled or not touch-enabled");
            result = "disabled";
        } else {
            ImGui::TextDisabled("outside");
        }
        if (n) ctx.reportItem("probe-" + nodePath(*n) + "-" + result);
    }
    ImGui::EndTable();
}

const std::vector<ProbeEntry>& TouchProbePanel::probe(Document& doc, Vec2 point) {
    const Asked now{&doc, point, doc.revision(), doc.structureVersion()};
    if (now.doc != m_asked.doc || now.point != m_asked.point || now.revision != m_asked.revision ||
        now.structure != m_asked.structure) {
        m_entries = doc.picker().probe(point);
        m_asked = now;
    }
    return m_entries;
}

void TouchProbePanel::draw(EditorContext& ctx, bool* open) {
    applyPlacement();
    if (!ImGui::Begin("Touch Probe", open, kTiledWindow)) {
        ImGui::End();
        return;
    }
    Document& doc = *ctx.doc;
    if (ImGui::Button((std::string(iconText(Icon::Crosshairs)) + " Pick point").c_str())) ctx.probeArmed = true;
    ctx.reportItem("probe-pick");
    ImGui::SameLine();
    Vec2 p = ctx.probePoint.value_or(Vec2{0, 0});
    float f[2] = {p.x, p.y};
    ImGui::SetNextItemWidth(-1);
    if (ImGui::DragFloat2("##point", f, 1.0f, 0, 0, "%.1f")) {
        ctx.probePoint = Vec2{f[0], f[1]};
        ctx.probeFromPlay = false;
    }
    if (!ctx.probePoint) {
        ImGui::TextDisabled("Press Pick point, then click in the viewport.");
        ImGui::End();
        return;
    }
    if (ctx.play) {
        drawLive(ctx, *ctx.play);
        ImGui::End();
        return;
    }
    const auto& entries = probe(doc, *ctx.probePoint);
    // The answer first: every node with a listener is listed, and in a big scene the one
    // that claims sat below the panel's fold under rows of "outside" (a tryout).
    const auto claimer = std::find_if(entries.begin(), entries.end(),
                                      [](const ProbeEntry& e) { return e.verdict == PickVerdict::Claims; });
    const Node* hit = claimer == entries.end() ? nullptr : doc.find(claimer->node);
    if (hit) {
        ImGui::TextColored(ImVec4(0.4f, 1, 0.4f, 1), "Touch goes to %s", nodePath(*hit).c_str());
        if (ImGui::IsItemHovered()) ctx.hoveredNext = hit->id();
    } else {
        ImGui::TextDisabled("No node claims a touch here");
    }
    ctx.reportItem("probe-goes-to-" + (hit ? nodePath(*hit) : std::string("nothing")));
    if (ImGui::BeginTable("probe", 3,
                          ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn("#");
        ImGui::TableSetupColumn("listener node", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("result");
        ImGui::TableHeadersRow();
        ImGuiListClipper clipper;
        clipper.Begin(int(entries.size()));
        while (clipper.Step())
            for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
                const ProbeEntry& e = entries[std::size_t(i)];
                Node* n = doc.find(e.node);
                if (!n) continue;
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::PushID(i);
                if (ImGui::Selectable(std::to_string(i).c_str(), doc.selection().contains(e.node),
                                      ImGuiSelectableFlags_SpanAllColumns))
                    doc.selection().set(e.node), ctx.revealSelection = true;
                if (ImGui::IsItemHovered()) ctx.hoveredNext = e.node;
                ImGui::PopID();
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(nodePath(*n).c_str());
                ImGui::TableNextColumn();
                const ImVec4 color = e.verdict == PickVerdict::Claims    ? ImVec4(0.4f, 1, 0.4f, 1)
                                     : e.verdict == PickVerdict::Outside ? ImVec4(0.6f, 0.6f, 0.6f, 1)
                                                                         : ImVec4(1, 0.75f, 0.4f, 1);
                ImGui::TextColored(color, "%s", pickVerdictName(e.verdict));
            }
        ImGui::EndTable();
    }
    ImGui::End();
}

}  // namespace diorama::editor
