#include "foldable_header.h"

#include <imgui.h>

namespace diorama::editor {

bool foldableHeader(EditorContext& ctx, const std::string& name) {
    const bool folded = ctx.settings.current().isFolded(name);
    // Follows the settings every frame, so another section of the same name (the next
    // node's) shows the same state.
    ImGui::SetNextItemOpen(!folded, ImGuiCond_Always);
    const bool open = ImGui::CollapsingHeader(name.c_str());
    ctx.reportItem("fold-" + name);
    if (open == folded) ctx.changeSettings([&](Settings& s) { s.setFolded(name, !open); });
    return open;
}

}  // namespace diorama::editor
