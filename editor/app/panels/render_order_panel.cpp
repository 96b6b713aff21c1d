#include "render_order_panel.h"

#include "../icons.h"
#include "diorama/editor/commands.h"
#include "diorama/serialization/node_path.h"

#include <algorithm>

namespace diorama::editor {

void RenderOrderPanel::draw(EditorContext& ctx, bool* open) {
    applyPlacement();
    if (!ImGui::Begin("Render Order", open, kTiledWindow)) {
        ImGui::End();
        return;
    }
    Document& doc = *ctx.doc;
    if (m_builtFor != &doc || m_builtRevision != doc.revision()) {
        m_order = captureRenderOrder(doc.scene());
        m_builtFor = &doc;
        m_builtRevision = doc.revision();
        m_scrolledTo = {};  // a Z edit moves the selected row: the list follows it
    }
    const int total = int(m_order.draw.size());
    const std::size_t calls = m_order.batches.size();
    ImGui::Text("%d draw command%s, %zu draw call%s", total, total == 1 ? "" : "s", calls, calls == 1 ? "" : "s");
    if (ImGui::Checkbox("Scrub", &m_scrubbing) && m_scrubbing) m_scrub = total;
    if (m_scrubbing) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(-1);
        ImGui::SliderInt("##scrub", &m_scrub, 0, total, "draw first %d");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("The viewport paints only the first k commands, in order");
        ctx.scrubLimit = std::size_t(std::clamp(m_scrub, 0, total));
    } else {
        ctx.scrubLimit = std::numeric_limits<std::size_t>::max();
    }

    // Two selected nodes: why one draws above the other.
    if (doc.selection().size() == 2) {
        Node* a = doc.find(doc.selection().ids()[0]);
        Node* b = doc.find(doc.selection().ids()[1]);
        if (a && b) {
            ImGui::PushTextWrapPos(0);
            ImGui::TextColored(ImVec4(0.6f, 0.85f, 1, 1), "%s %s", iconText(Icon::Info),
                               explainDrawOrder(*a, *b).reason.c_str());
            ImGui::PopTextWrapPos();
        }
    }
    ImGui::Separator();
    if (ImGui::BeginTable("order", 4,
                          ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn("#");
        ImGui::TableSetupColumn("node", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("band");
        ImGui::TableSetupColumn("call");
        ImGui::TableHeadersRow();
        // A new selection (from anywhere), or its row moved by an edit, scrolls its first
        // draw command into view.
        if (const NodeId primary = doc.selection().primary(); primary != m_scrolledTo) {
            m_scrolledTo = primary;
            const float rowHeight = ImGui::GetTextLineHeightWithSpacing();
            for (std::size_t i = 0; i < m_order.draw.size(); ++i)
                if (m_order.draw[i].node == primary) {
                    const float y = float(i) * rowHeight;
                    if (y < ImGui::GetScrollY() || y > ImGui::GetScrollY() + ImGui::GetWindowHeight() - 2 * rowHeight)
                        ImGui::SetScrollY(std::max(0.0f, y - ImGui::GetWindowHeight() * 0.4f));
                    break;
                }
        }
        ImGuiListClipper clipper;
        clipper.Begin(total);
        while (clipper.Step())
            for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
                const DrawEntry& e = m_order.draw[std::size_t(i)];
                const Node* n = doc.find(e.node);
                if (!n) continue;
                ImGui::TableNextRow();
                // A line above the first command of every draw call.
                if (i > 0 && m_order.draw[std::size_t(i - 1)].batch != e.batch)
                    ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, IM_COL32(80, 100, 140, 60));
                ImGui::TableNextColumn();
                ImGui::PushID(i);
                const bool selected = doc.selection().contains(e.node);
                const bool dimmed = m_scrubbing && i >= m_scrub;
                if (dimmed) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
                if (ImGui::Selectable(std::to_string(i).c_str(), selected, ImGuiSelectableFlags_SpanAllColumns)) {
                    // Ctrl+click adds, as in the hierarchy: two rows selected say why one draws above.
                    if (ImGui::GetIO().KeyCtrl)
                        doc.selection().toggle(e.node);
                    else
                        doc.selection().set(e.node);
                    ctx.revealSelection = true;
                }
                if (ImGui::IsItemHovered()) ctx.hoveredNext = e.node;
                std::string path = nodePath(*n);
                if (path.empty()) path = "(root)";
                ctx.reportItem("order-row-" + path + (e.part == DrawPart::Node ? "" : ":") + drawPartName(e.part));
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(path.c_str());
                // A widget's parts are one node: each row says which part it draws.
                if (e.part != DrawPart::Node) {
                    ImGui::SameLine();
                    // Light enough to read on a hovered or selected row's highlight.
                    ImGui::TextColored(ImVec4(0.72f, 0.78f, 0.88f, 1.0f), "%s", drawPartName(e.part));
                }
                ImGui::TableNextColumn();
                if (e.band == GlobalZBand::Zero)
                    ImGui::TextDisabled("0");
                else
                    ImGui::Text("%s %g", e.band == GlobalZBand::Negative ? "neg" : "pos", double(e.globalZ));
                // A node whose global Z pulls it away from its children.
                if (e.globalZ != 0 && n->childCount() > 0) {
                    ImGui::SameLine();
                    ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "%s", iconText(Icon::Warning));
                    if (ImGui::IsItemHovered())
                        ImGui::SetTooltip(
                            "Its global Z moves only its own drawing; its children stay in tree order.\n"
                            "Use Apply Global Z to Subtree in the inspector to move them too.");
                }
                ImGui::TableNextColumn();
                ImGui::Text("%u", e.batch);
                if (dimmed) ImGui::PopStyleColor();
                ImGui::PopID();
            }
        ImGui::EndTable();
    }
    ImGui::End();
}

}  // namespace diorama::editor
