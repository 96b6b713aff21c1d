#include "log_panel.h"

#include "../icons.h"

namespace diorama::editor {

void LogPanel::draw(EditorContext& ctx, bool* open) {
    applyPlacement();
    if (!ImGui::Begin("Log", open, kTiledWindow)) {
        ImGui::End();
        return;
    }
    if (ImGui::SmallButton("Clear")) ctx.log.clear();
    ImGui::Separator();
    ImGui::BeginChild("lines");
    for (const LogLine& line : ctx.log) {
        switch (line.level) {
        case LogLine::Level::Info: ImGui::TextDisabled("%s", iconText(Icon::Info)); break;
        case LogLine::Level::Warning:
            ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "%s", iconText(Icon::Warning));
            break;
        case LogLine::Level::Error:
            ImGui::TextColored(ImVec4(1, 0.35f, 0.35f, 1), "%s", iconText(Icon::Warning));
            break;
        }
        ImGui::SameLine();
        ImGui::TextWrapped("%s", line.text.c_str());
    }
    if (ctx.log.size() != m_lastCount) {
        ImGui::SetScrollHereY(1.0f);
        m_lastCount = ctx.log.size();
    }
    ImGui::EndChild();
    ImGui::End();
}

}  // namespace diorama::editor
