#include "theme.h"

#include "editor_context.h"
#include "icons.h"

#include "diorama/text/system_fonts.h"

#include <imgui.h>

#include <filesystem>
#include <optional>

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
    // Node and file names in Chinese or Japanese: the common ideographs and the kana, from a
    // CJK font when one is installed (scripts/install-deps adds fonts-wqy-microhei).
    // 中 and あ: a font with the ideographs and the kana.
    const char32_t cjkSample[] = {0x4E2D, 0x3042};
    if (const std::optional<SystemFont> cjk = findSystemFont(cjkSample, "zh-cn")) {
        ImFontConfig config;
        config.MergeMode = true;
        config.FontNo = cjk->index;
        config.OversampleH = 1;  // 2,500 ideographs: keep the atlas small
        io.Fonts->AddFontFromFileTTF(cjk->file.c_str(), 15.0f, &config,
                                     io.Fonts->GetGlyphRangesChineseSimplifiedCommon());
        ctx.cjkFont = cjk->file;
    } else {
        ctx.warn("no CJK font found (package fonts-wqy-microhei): Chinese and Japanese names show as '?'");
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
