// What every panel shares: a window placement that the layout can force.
#pragma once

#include <imgui.h>

namespace diorama::editor {

// Panels sit in the tiled layout (diorama/editor/tiled_layout.h): never moved, resized or
// overlapped by hand; splitters resize them.
inline constexpr ImGuiWindowFlags kTiledWindow = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;

class Panel {
public:
    virtual ~Panel() = default;
    void place(ImVec2 pos, ImVec2 size, ImGuiCond cond) {
        m_pos = pos;
        m_size = size;
        m_cond = cond;
        m_placePending = true;
    }

protected:
    // Call right before ImGui::Begin.
    void applyPlacement() {
        if (!m_placePending) return;
        ImGui::SetNextWindowPos(m_pos, m_cond);
        ImGui::SetNextWindowSize(m_size, m_cond);
        m_placePending = false;
    }

private:
    ImVec2 m_pos{}, m_size{};
    ImGuiCond m_cond = ImGuiCond_FirstUseEver;
    bool m_placePending = false;
};

}  // namespace diorama::editor
