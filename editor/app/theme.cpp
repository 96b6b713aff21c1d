#include "theme.h"

#include "editor_context.h"
#include "icons.h"

#include <imgui.h>

#include <filesystem>

namespace diorama::editor {

void applyTheme(EditorContext& ctx) {
    ImGui::StyleColorsDark();
    ImGuiStyle& style = ImGui::GetStyle();
    style.WindowRounding = 3.0f;
    style.FrameRounding = 2.0f;
    style.WindowBorderSize = 1.0f;
    style.ItemSpacing = ImVec2(6, 4);
    style.Colors[ImGuiCol_Header] = ImVec4(0.26f, 0.42f, 0.62f, 0.55f);
    style.Colors[ImGuiCol_TitleBgActive] = ImVec4(0.16f, 0.29f, 0.48f, 1.0f);

    ImGuiIO& io = ImGui::GetIO();
    const char* textFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
    const char* iconFont = "/usr/share/fonts/truetype/font-awesome/fontawesome-webfont.ttf";
    if (std::filesystem::exists(textFont)) {
        io.Fonts->AddFontFromFileTTF(textFont, 15.0f);
    } else {
        io.Fonts->AddFontDefault();
        ctx.warn(std::string(textFont) + " not found (package fonts-dejavu-core); using ImGui's built-in font");
    }
    if (std::filesystem::exists(iconFont)) {
        static const ImWchar ranges[] = {kIconRangeFirst, kIconRangeLast, 0};
        ImFontConfig config;
        config.MergeMode = true;
        config.PixelSnapH = true;
        config.GlyphMinAdvanceX = 15.0f;
        io.Fonts->AddFontFromFileTTF(iconFont, 14.0f, &config, ranges);
    } else {
        ctx.warn(std::string(iconFont) + " not found (package fonts-font-awesome); icons will show as boxes");
    }
}

}  // namespace diorama::editor
