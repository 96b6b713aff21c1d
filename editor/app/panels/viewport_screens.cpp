// The viewport's Screen list: the scene laid out for another screen size through its
// layout keys (a copy, as Play runs one), so a designer sees where each node goes on a
// phone or a tablet without changing the document.
#include "viewport_panel.h"

#include "../icons.h"
#include "diorama/serialization/node_path.h"

#include <cstdio>
#include <iostream>

namespace diorama::editor {

namespace {

// Common landscape screens, as Cocos Studio's and Creator's device lists give them; a
// portrait design gets them turned.
struct ScreenPreset {
    const char* name;
    float width, height;
};
constexpr ScreenPreset kScreens[] = {{"iPhone 5", 1136, 640}, {"iPhone 6/7/8", 1334, 750}, {"iPhone X", 2436, 1125},
                                     {"iPad", 1024, 768},     {"iPad Retina", 2048, 1536}, {"HD", 1280, 720},
                                     {"Full HD", 1920, 1080}, {"Android 18:9", 2160, 1080}};

std::string sizeText(Size s) {
    char text[32];
    std::snprintf(text, sizeof text, "%dx%d", int(s.width), int(s.height));
    return text;
}

void printLaidOut(const Node& node) {
    for (const Node* child : childrenInFileOrder(node)) {
        std::cout << "LAID " << nodePath(*child) << " " << child->position().x << " " << child->position().y << " "
                  << child->contentSize().width << " " << child->contentSize().height << "\n";
        printLaidOut(*child);
    }
}

}  // namespace

void ViewportPanel::startScreenPreview(EditorContext& ctx) {
    std::string error;
    ctx.play = PlaySession::previewScreen(*ctx.doc, *ctx.screen, error);
    m_screenRevision = ctx.doc->revision();
    if (!ctx.play) {
        ctx.error("Screen: " + error);
        ctx.screen.reset();
        return;
    }
    if (ctx.testMode) {
        std::cout << "SCREEN " << sizeText(*ctx.screen) << "\n";
        printLaidOut(ctx.play->scene());
        std::cout << std::flush;
    }
}

void ViewportPanel::chooseScreen(EditorContext& ctx, std::optional<Size> screen) {
    ctx.screen = screen;
    ctx.play.reset();
    if (screen) startScreenPreview(ctx);
    frame(ctx, {{0, 0}, screen ? *screen : ctx.doc->designSize()}, kMaxZoom);
}

void ViewportPanel::keepScreenPreview(EditorContext& ctx) {
    // Back after Play or a preview ends, and again after each edit of the document.
    if (!ctx.screen) return;
    if (!ctx.play || (ctx.play->previewsScreen() && m_screenRevision != ctx.doc->revision())) startScreenPreview(ctx);
}

void ViewportPanel::drawScreenMenu(EditorContext& ctx) {
    // The button names the screen shown, so the toolbar needs no other mark of it.
    const std::string label =
        std::string(iconText(Icon::Screen)) + (ctx.screen ? " " + sizeText(*ctx.screen) : std::string()) + "###screen";
    if (ImGui::SmallButton(label.c_str())) ImGui::OpenPopup("screens");
    ctx.reportItem("screen-menu");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "Screen: lay the scene out for another screen size through its layout keys (as a game's "
            "createNodeWithVisibleSize), without changing the document");
    if (!ImGui::BeginPopup("screens")) return;
    const Size design = ctx.doc->designSize();
    const bool portrait = design.height > design.width;
    if (ImGui::Selectable(("Design size (" + sizeText(design) + ")").c_str(), !ctx.screen)) chooseScreen(ctx, {});
    ctx.reportItem("screen-design");
    ImGui::Separator();
    for (const ScreenPreset& preset : kScreens) {
        const Size size = portrait ? Size{preset.height, preset.width} : Size{preset.width, preset.height};
        const std::string row = std::string(preset.name) + "  " + sizeText(size);
        if (ImGui::Selectable(row.c_str(), ctx.screen == size)) chooseScreen(ctx, size);
        ctx.reportItem("screen-" + sizeText(size));
    }
    ImGui::Separator();
    ImGui::SetNextItemWidth(120);
    ImGui::InputInt2("##custom", m_customScreen);
    ctx.reportItem("screen-custom-size");
    ImGui::SameLine();
    if (ImGui::Button("Show")) {
        if (m_customScreen[0] > 0 && m_customScreen[1] > 0 && m_customScreen[0] <= 16384 &&
            m_customScreen[1] <= 16384) {
            chooseScreen(ctx, Size{float(m_customScreen[0]), float(m_customScreen[1])});
            ImGui::CloseCurrentPopup();
        } else {
            ctx.error("Screen: a size from 1x1 to 16384x16384");
        }
    }
    ctx.reportItem("screen-custom-show");
    ImGui::EndPopup();
}

}  // namespace diorama::editor
