#include "dialogs.h"

#include "diorama/editor/editor_actions.h"

#include "icons.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

namespace diorama::editor {

namespace fs = std::filesystem;

void Dialogs::openFileDialog(FileDialogMode mode, EditorContext& ctx) {
    m_mode = mode;
    m_openFile = true;
    // An untitled document (new, recovered, imported) starts where its assets resolve from.
    m_dir = ctx.doc->hasPath() ? fs::absolute(ctx.doc->path()).parent_path() : fs::absolute(ctx.doc->baseDirectory());
    if (mode == FileDialogMode::SaveAs)
        m_fileName = ctx.doc->hasPath() ? ctx.doc->path().filename().string() : "untitled.scene.json";
    else if (mode == FileDialogMode::ExportPng)
        m_fileName = (ctx.doc->hasPath() ? ctx.doc->path().stem().stem().string() : "scene") + ".png";
    else
        m_fileName.clear();
    listDirectory();
}

void Dialogs::listDirectory() {
    m_entries.clear();
    m_listError.clear();
    std::error_code ec;
    for (fs::directory_iterator it(m_dir, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
         it.increment(ec)) {
        const auto& e = *it;
        const std::string name = e.path().filename().string();
        if (name.empty() || name[0] == '.') continue;
        std::error_code typeEc;
        const bool dir = e.is_directory(typeEc);
        const std::string ext = e.path().extension().string();
        const bool wanted = m_mode == FileDialogMode::ExportPng      ? ext == ".png"
                            : m_mode == FileDialogMode::ImportStudio ? ext == ".csd"
                                                                     : ext == ".json";
        if (dir || wanted) m_entries.push_back(e);
    }
    if (ec) m_listError = m_dir.string() + ": " + ec.message();
    std::sort(m_entries.begin(), m_entries.end(), [](const auto& a, const auto& b) {
        std::error_code e1, e2;
        const bool da = a.is_directory(e1), db = b.is_directory(e2);
        if (da != db) return da;
        return a.path().filename() < b.path().filename();
    });
}

Dialogs::Result Dialogs::draw(EditorContext& ctx) {
    Result result = Result::None;
    m_active = false;
    if (m_openUnsaved) {
        ImGui::OpenPopup("Unsaved changes");
        m_openUnsaved = false;
    }
    if (m_openFile) {
        ImGui::OpenPopup("File");
        m_openFile = false;
    }
    if (m_openShortcuts) {
        ImGui::OpenPopup("Keyboard shortcuts");
        m_openShortcuts = false;
    }
    if (m_openReport) {
        ImGui::OpenPopup("Import report");
        m_openReport = false;
    }
    if (m_openDisk) {
        ImGui::OpenPopup("Changed on disk");
        m_openDisk = false;
    }
    if (ctx.errorDialog && !ImGui::IsPopupOpen("Error")) ImGui::OpenPopup("Error");
    if (Result r = drawUnsaved(ctx); r != Result::None) result = r;
    if (Result r = drawFile(ctx); r != Result::None) result = r;
    if (Result r = drawDiskChanged(ctx); r != Result::None) result = r;
    drawError(ctx);
    drawShortcuts();
    drawImportReport(ctx);
    return result;
}

Dialogs::Result Dialogs::drawUnsaved(EditorContext& ctx) {
    Result result = Result::None;
    const ImVec2 center = ImGui::GetMainViewport()->GetCenter();
    ImGui::SetNextWindowPos(center, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (ImGui::BeginPopupModal("Unsaved changes", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        m_active = true;
        ImGui::Text("%s %s has unsaved changes.", iconText(Icon::Warning), ctx.doc->displayName().c_str());
        ImGui::Text("Save them before %s?", m_unsavedWhat.c_str());
        ImGui::Spacing();
        if (ImGui::Button("Save", ImVec2(100, 0))) {
            result = Result::Save;
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button("Discard", ImVec2(100, 0))) {
            result = Result::Discard;
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button("Cancel", ImVec2(100, 0)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
            result = Result::Cancel;
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }
    return result;
}

Dialogs::Result Dialogs::drawFile(EditorContext& ctx) {
    Result result = Result::None;
    const ImVec2 center = ImGui::GetMainViewport()->GetCenter();
    ImGui::SetNextWindowPos(center, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(620, 440), ImGuiCond_Appearing);
    if (ImGui::BeginPopupModal("File", nullptr)) {
        m_active = true;
        const char* title = m_mode == FileDialogMode::Open           ? "Open scene"
                            : m_mode == FileDialogMode::SaveAs       ? "Save scene as"
                            : m_mode == FileDialogMode::ImportStudio ? "Import a Cocos Studio scene (.csd)"
                                                                     : "Export PNG";
        ImGui::TextUnformatted(title);
        ImGui::TextDisabled("%s", m_dir.string().c_str());
        if (ImGui::Button("Up") && m_dir.has_parent_path()) {
            m_dir = m_dir.parent_path();
            listDirectory();
        }
        ImGui::Separator();
        ImGui::BeginChild("entries", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() * 2.2f), true);
        if (!m_listError.empty()) ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "%s", m_listError.c_str());
        fs::path enter;
        for (const auto& e : m_entries) {
            std::error_code ec;
            const bool dir = e.is_directory(ec);
            const std::string label =
                std::string(iconText(dir ? Icon::Folder : Icon::File)) + "  " + e.path().filename().string();
            if (ImGui::Selectable(label.c_str(), false,
                                  ImGuiSelectableFlags_AllowDoubleClick | ImGuiSelectableFlags_DontClosePopups)) {
                if (dir) {
                    if (ImGui::IsMouseDoubleClicked(0)) enter = e.path();
                } else {
                    m_fileName = e.path().filename().string();
                    if (ImGui::IsMouseDoubleClicked(0) &&
                        (m_mode == FileDialogMode::Open || m_mode == FileDialogMode::ImportStudio)) {
                        m_chosen = e.path().string();
                        result = m_mode == FileDialogMode::Open ? Result::OpenPath : Result::ImportPath;
                        ImGui::CloseCurrentPopup();
                    }
                }
            }
        }
        ImGui::EndChild();
        if (!enter.empty()) {
            m_dir = enter;
            listDirectory();
        }
        ImGui::SetNextItemWidth(-220);
        const bool enterPressed = ImGui::InputText("##name", &m_fileName, ImGuiInputTextFlags_EnterReturnsTrue);
        ctx.reportItem("file-name");
        ImGui::SameLine();
        const char* ok = m_mode == FileDialogMode::Open           ? "Open"
                         : m_mode == FileDialogMode::SaveAs       ? "Save"
                         : m_mode == FileDialogMode::ImportStudio ? "Import"
                                                                  : "Export";
        if ((ImGui::Button(ok, ImVec2(100, 0)) || enterPressed) && !m_fileName.empty()) {
            const fs::path chosen = fs::path(m_fileName).is_absolute() ? fs::path(m_fileName) : m_dir / m_fileName;
            m_chosen = chosen.string();
            result = m_mode == FileDialogMode::Open           ? Result::OpenPath
                     : m_mode == FileDialogMode::SaveAs       ? Result::SaveAsPath
                     : m_mode == FileDialogMode::ImportStudio ? Result::ImportPath
                                                              : Result::ExportPath;
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button("Cancel", ImVec2(100, 0)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
            ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
    return result;
}

Dialogs::Result Dialogs::drawDiskChanged(EditorContext& ctx) {
    Result result = Result::None;
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (!ImGui::BeginPopupModal("Changed on disk", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return result;
    m_active = true;
    ImGui::PushTextWrapPos(560);
    ImGui::Text("%s %s", iconText(Icon::Warning), m_diskMessage.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    auto button = [&](const char* label, Result r, const char* item) {
        if (ImGui::Button(label, ImVec2(120, 0))) {
            result = r;
            ImGui::CloseCurrentPopup();
        }
        ctx.reportItem(item);
        ImGui::SameLine();
    };
    button("Reload", Result::Reload, "disk-reload");
    if (m_diskSaving)
        button("Overwrite", Result::Overwrite, "disk-overwrite");
    else
        button("Keep mine", Result::KeepMine, "disk-keep-mine");
    if (m_diskSaving) button("Cancel", Result::Cancel, "disk-cancel");
    ImGui::NewLine();
    ImGui::EndPopup();
    return result;
}

void Dialogs::drawImportReport(EditorContext& ctx) {
    const ImVec2 center = ImGui::GetMainViewport()->GetCenter();
    ImGui::SetNextWindowPos(center, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(720, 420), ImGuiCond_Appearing);
    if (ImGui::BeginPopupModal("Import report", nullptr)) {
        m_active = true;
        if (!m_reportLines.empty()) ImGui::TextWrapped("%s", m_reportLines.front().c_str());
        ImGui::TextDisabled(
            "The scene is open as a new, unsaved document. Save it inside the resource root so its "
            "images resolve.");
        ImGui::Separator();
        ImGui::BeginChild("lines", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() * 1.4f), true,
                          ImGuiWindowFlags_HorizontalScrollbar);
        for (std::size_t i = 1; i < m_reportLines.size(); ++i) ImGui::TextUnformatted(m_reportLines[i].c_str());
        ImGui::EndChild();
        if (ImGui::Button("OK", ImVec2(100, 0)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)))
            ImGui::CloseCurrentPopup();
        ctx.reportItem("import-report-ok");
        ImGui::EndPopup();
    }
}

void Dialogs::drawError(EditorContext& ctx) {
    const ImVec2 center = ImGui::GetMainViewport()->GetCenter();
    ImGui::SetNextWindowPos(center, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (ImGui::BeginPopupModal("Error", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        m_active = true;
        ImGui::PushTextWrapPos(560);
        ImGui::Text("%s %s", iconText(Icon::Warning), ctx.errorDialog ? ctx.errorDialog->c_str() : "");
        ImGui::PopTextWrapPos();
        if (ImGui::Button("OK", ImVec2(100, 0)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter))) {
            ctx.errorDialog.reset();
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }
}

void Dialogs::drawShortcuts() {
    const ImVec2 center = ImGui::GetMainViewport()->GetCenter();
    ImGui::SetNextWindowPos(center, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (ImGui::BeginPopupModal("Keyboard shortcuts", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        m_active = true;
        // The same table the menus and the key handling use (editor_actions.h).
        if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg)) {
            auto row = [](const std::string& input, const char* effect) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(input.c_str());
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(effect);
            };
            for (const EditorAction& a : editorActions())
                if (!a.keys.empty()) row(shortcutText(a), a.label);
            for (const Gesture& g : viewportGestures()) row(g.input, g.effect);
            ImGui::EndTable();
        }
        if (ImGui::Button("Close", ImVec2(100, 0)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
            ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

}  // namespace diorama::editor
