#include "dialogs.h"

#include "diorama/editor/editor_actions.h"

#include "icons.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <iostream>

namespace diorama::editor {

namespace fs = std::filesystem;

fs::path Dialogs::startFolder(EditorContext& ctx) {
    std::error_code ec;
    const std::string& last = ctx.settings.current().lastFolder;
    if (!last.empty() && fs::is_directory(last, ec)) return last;
    return ctx.doc->hasPath() ? fs::absolute(ctx.doc->path()).parent_path() : fs::absolute(ctx.doc->baseDirectory());
}

void Dialogs::openFileDialog(FileDialogMode mode, EditorContext& ctx, AssetKind asset, std::string fileName) {
    m_mode = mode;
    m_asset = asset;
    m_openFile = true;
    m_newFolder.reset();
    // Assets are chosen from the scene's folder, inside its project (where it can name
    // them); the rest open where the user last was.
    const bool inProject = mode == FileDialogMode::ChooseAsset || mode == FileDialogMode::SaveSubtree;
    m_dir = inProject ? fs::absolute(ctx.doc->baseDirectory()) : startFolder(ctx);
    std::error_code ec;
    const fs::path named(fileName);
    const bool inside = named.is_relative() && *named.lexically_normal().begin() != "..";
    if (inProject && inside && named.has_parent_path() && fs::is_directory(m_dir / named.parent_path(), ec)) {
        // A path in the project (the image a field names now): its folder, the file selected.
        m_dir = (m_dir / named.parent_path()).lexically_normal();
        m_fileName = named.filename().string();
    } else if (!fileName.empty()) {
        m_fileName = std::move(fileName);
    } else if (mode == FileDialogMode::SaveAs) {
        // Beside the scene (or where its suggested name lies), not where another dialog
        // was last: a copy is usually saved next to its original, naming the same assets.
        const fs::path suggested = ctx.doc->suggestedSavePath();
        m_fileName = suggested.filename().string();
        if (suggested.has_parent_path()) m_dir = fs::absolute(suggested.parent_path());
    } else if (mode == FileDialogMode::ExportPng)
        m_fileName = (ctx.doc->hasPath() ? ctx.doc->path().stem().stem().string() : "scene") + ".png";
    else
        m_fileName.clear();
    if (ctx.testMode) std::cout << "FILE-DIALOG " << m_dir.string() << " " << m_fileName << std::endl;
    listDirectory();
}

namespace {
// A name typed without an extension gets the one the dialog saves.
fs::path withDefaultExtension(const fs::path& chosen, FileDialogMode mode) {
    if (mode == FileDialogMode::SaveAs || mode == FileDialogMode::SaveSubtree) return withSceneExtension(chosen);
    if (mode == FileDialogMode::ExportPng && !chosen.has_extension()) return chosen.string() + ".png";
    return chosen;
}
}  // namespace

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
        // Scene documents open from any .json (older files, the CLI's); assets by their table.
        const bool wanted = m_mode == FileDialogMode::ExportPng      ? isAssetOfKind(e.path(), AssetKind::Image)
                            : m_mode == FileDialogMode::ImportStudio ? ext == ".csd" || ext == ".ccs"
                            : m_mode == FileDialogMode::ChooseAsset  ? isAssetOfKind(e.path(), m_asset)
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
    // Requests made since the last frame open their popups now (ImGui opens popups
    // only from the frame loop).
    const std::pair<bool*, const char*> requests[] = {
        {&m_openUnsaved, "Unsaved changes"},      {&m_openFile, kFilePopup},
        {&m_openShortcuts, "Keyboard shortcuts"}, {&m_openReport, m_reportTitle.c_str()},
        {&m_openCocos, "Export for cocos2d-x"},   {&m_openDisk, "Changed on disk"},
        {&m_openMissing, "Missing assets"},       {&m_openScene, "Scene settings"}};
    for (const auto& [requested, name] : requests)
        if (*requested) {
            ImGui::OpenPopup(name);
            *requested = false;
        }
    if (ctx.errorDialog && !ImGui::IsPopupOpen("Error")) ImGui::OpenPopup("Error");
    if (Result r = drawUnsaved(ctx); r != Result::None) result = r;
    if (Result r = drawFile(ctx); r != Result::None) result = r;
    if (Result r = drawDiskChanged(ctx); r != Result::None) result = r;
    if (Result r = drawMissingAssets(ctx); r != Result::None) result = r;
    if (Result r = drawSceneSettings(ctx); r != Result::None) result = r;
    if (Result r = drawCocosExport(ctx); r != Result::None) result = r;
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
        ctx.reportItem("unsaved-save");
        ImGui::SameLine();
        if (ImGui::Button("Discard", ImVec2(100, 0))) {
            result = Result::Discard;
            ImGui::CloseCurrentPopup();
        }
        ctx.reportItem("unsaved-discard");
        ImGui::SameLine();
        if (ImGui::Button("Cancel", ImVec2(100, 0)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
            result = Result::Cancel;
            ImGui::CloseCurrentPopup();
        }
        ctx.reportItem("unsaved-cancel");
        ImGui::EndPopup();
    }
    return result;
}

Dialogs::Result Dialogs::resultFor(FileDialogMode mode) {
    switch (mode) {
    case FileDialogMode::Open: return Result::OpenPath;
    case FileDialogMode::SaveAs: return Result::SaveAsPath;
    case FileDialogMode::SaveSubtree: return Result::SaveSubtreePath;
    case FileDialogMode::ImportStudio: return Result::ImportPath;
    case FileDialogMode::ExportPng: return Result::ExportPath;
    case FileDialogMode::ChooseAsset: return Result::AssetPath;
    }
    return Result::None;
}

Dialogs::Result Dialogs::drawSceneSettings(EditorContext& ctx) {
    Result result = Result::None;
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (!ImGui::BeginPopupModal("Scene settings", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return result;
    m_active = true;
    ImGui::TextUnformatted("Design resolution: the frame, Fit, Export PNG and the file's designSize.");
    static const std::pair<const char*, Size> kPresets[] = {{"960 x 640", {960, 640}},
                                                            {"1280 x 720", {1280, 720}},
                                                            {"1920 x 1080", {1920, 1080}},
                                                            {"750 x 1334", {750, 1334}},
                                                            {"1080 x 1920", {1080, 1920}}};
    for (const auto& [name, size] : kPresets) {
        if (ImGui::RadioButton(name, m_designChoice == size)) m_designChoice = size;
        ctx.reportItem(std::string("preset-") + name);
        ImGui::SameLine();
    }
    ImGui::NewLine();
    float wh[2] = {m_designChoice.width, m_designChoice.height};
    ImGui::SetNextItemWidth(220);
    if (ImGui::InputFloat2("width, height", wh, "%.0f"))
        m_designChoice = {std::clamp(wh[0], 1.0f, 1e6f), std::clamp(wh[1], 1.0f, 1e6f)};
    ImGui::Checkbox("Also the default for new scenes in this project", &m_makeProjectDefault);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Writes %s/diorama.project.json", m_projectFolder.c_str());
    ImGui::Spacing();
    if (ImGui::Button("Apply", ImVec2(100, 0))) {
        result = Result::SceneSettings;
        ImGui::CloseCurrentPopup();
    }
    ctx.reportItem("scene-apply");
    ImGui::SameLine();
    if (ImGui::Button("Cancel", ImVec2(100, 0)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
        ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return result;
}

Dialogs::Result Dialogs::drawCocosExport(EditorContext& ctx) {
    Result result = Result::None;
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(640, 0), ImGuiCond_Appearing);
    if (!ImGui::BeginPopupModal("Export for cocos2d-x", nullptr)) return result;
    m_active = true;
    ImGui::TextWrapped(
        "Writes a .csb that CSLoader::createNode loads (or a .csd for Cocos Studio); nested scenes are "
        "exported beside it. Paths inside are relative to the resource root.");
    ImGui::Spacing();
    ImGui::TextUnformatted("Output (.csb or .csd)");
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##cocos-output", &m_cocos.output);
    ctx.reportItem("cocos-output");
    ImGui::TextUnformatted("Resource root (empty: the output's folder)");
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##cocos-root", &m_cocos.resourceRoot);
    ctx.reportItem("cocos-root");
    ImGui::Spacing();
    if (ImGui::Button("Export", ImVec2(100, 0))) {
        result = Result::CocosExport;
        ImGui::CloseCurrentPopup();
    }
    ctx.reportItem("cocos-export");
    ImGui::SameLine();
    if (ImGui::Button("Cancel", ImVec2(100, 0)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
        ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return result;
}

Dialogs::Result Dialogs::drawMissingAssets(EditorContext& ctx) {
    Result result = Result::None;
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(640, 0), ImGuiCond_Appearing);
    if (!ImGui::BeginPopupModal("Missing assets", nullptr)) return result;
    m_active = true;
    const std::vector<MissingAsset> missing = ctx.missingAssets();
    ImGui::TextWrapped(
        "%s %s names %zu asset%s that cannot be found. Those nodes show a placeholder until their "
        "files are back or relinked; saving keeps the paths as they are.",
        iconText(Icon::Warning), ctx.doc->displayName().c_str(), missing.size(), missing.size() == 1 ? "" : "s");
    ImGui::Spacing();
    if (ImGui::BeginTable("missing", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
        ImGui::TableSetupColumn("path", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("users", ImGuiTableColumnFlags_WidthFixed, 110);
        ImGui::TableSetupColumn("relink", ImGuiTableColumnFlags_WidthFixed, 80);
        for (std::size_t i = 0; i < missing.size(); ++i) {
            const MissingAsset& m = missing[i];
            ImGui::PushID(int(i));
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(m.path.c_str());
            ctx.reportItem("missing-" + m.path);
            ImGui::TableNextColumn();
            ImGui::Text("%zu node%s", m.users.size(), m.users.size() == 1 ? "" : "s");
            ImGui::TableNextColumn();
            if (ImGui::SmallButton("Relink...")) {
                m_relinkPath = m.path;
                result = Result::Relink;
                ImGui::CloseCurrentPopup();
            }
            ctx.reportItem("relink-" + m.path);
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
    if (missing.empty()) ImGui::TextUnformatted("Every asset is found now.");
    ImGui::Spacing();
    if (ImGui::Button("OK", ImVec2(100, 0)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
        ImGui::CloseCurrentPopup();
    ctx.reportItem("missing-ok");
    ImGui::EndPopup();
    return result;
}

Dialogs::Result Dialogs::drawFile(EditorContext& ctx) {
    Result result = Result::None;
    const ImVec2 center = ImGui::GetMainViewport()->GetCenter();
    ImGui::SetNextWindowPos(center, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(620, 440), ImGuiCond_Appearing);
    const char* title = m_mode == FileDialogMode::Open     ? "Open scene"
                        : m_mode == FileDialogMode::SaveAs ? "Save scene as"
                        : m_mode == FileDialogMode::ImportStudio
                            ? "Import a Cocos Studio scene (.csd) or project (.ccs)"
                        : m_mode == FileDialogMode::ChooseAsset ? assetKindInfo(m_asset).dialogTitle
                        : m_mode == FileDialogMode::SaveSubtree ? "Save selection as a new scene (inside the project)"
                                                                : "Export PNG";
    // The title bar says what the dialog is for; the popup keeps one id whatever it says.
    if (ImGui::BeginPopupModal((std::string(title) + kFilePopup).c_str(), nullptr)) {
        m_active = true;
        const bool appearing = ImGui::IsWindowAppearing();
        ImGui::TextDisabled("%s", m_dir.string().c_str());
        if (ImGui::Button("Up") && m_dir.has_parent_path()) {
            m_dir = m_dir.parent_path();
            listDirectory();
        }
        ctx.reportItem("file-up");
        ImGui::SameLine();
        if (ImGui::Button("New Folder")) m_newFolder = std::string();
        ctx.reportItem("file-new-folder");
        if (m_newFolder) {
            ImGui::SameLine();
            ImGui::SetNextItemWidth(200);
            if (ImGui::IsWindowAppearing() || m_newFolder->empty()) ImGui::SetKeyboardFocusHere();
            const bool create = ImGui::InputTextWithHint("##folder", "folder name", &*m_newFolder,
                                                         ImGuiInputTextFlags_EnterReturnsTrue);
            ImGui::SameLine();
            if ((ImGui::SmallButton("Create") || create) && !m_newFolder->empty()) {
                std::error_code ec;
                const fs::path folder = m_dir / *m_newFolder;
                if (m_newFolder->find('/') != std::string::npos || !fs::create_directory(folder, ec)) {
                    m_listError = folder.string() + ": " + (ec ? ec.message() : "cannot be created here");
                } else {
                    m_dir = folder;  // straight into it, as file managers do
                    listDirectory();
                }
                m_newFolder.reset();
            }
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
                    if (ImGui::IsMouseDoubleClicked(0) && m_mode != FileDialogMode::SaveAs &&
                        m_mode != FileDialogMode::ExportPng && m_mode != FileDialogMode::SaveSubtree) {
                        m_chosen = e.path().string();
                        result = resultFor(m_mode);
                        ImGui::CloseCurrentPopup();
                    }
                }
            }
            ctx.reportItem("file-row-" + e.path().filename().string());
            // A name cut off by the list's edge shows whole on hover (a tryout's long .csd names).
            const float textEnd = ImGui::GetItemRectMin().x + ImGui::CalcTextSize(label.c_str()).x;
            if (ImGui::IsItemHovered() && textEnd > ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) {
                ImGui::SetTooltip("%s", e.path().filename().string().c_str());
                ctx.reportItem("file-full-name");
            }
        }
        ImGui::EndChild();
        if (!enter.empty()) {
            m_dir = enter;
            listDirectory();
        }
        ImGui::SetNextItemWidth(-220);
        // The name is typed straight away, as in every desktop file dialog.
        if (appearing) ImGui::SetKeyboardFocusHere();
        const bool enterPressed = ImGui::InputText("##name", &m_fileName, ImGuiInputTextFlags_EnterReturnsTrue);
        ctx.reportItem("file-name");
        ImGui::SameLine();
        const char* ok = m_mode == FileDialogMode::Open                                              ? "Open"
                         : m_mode == FileDialogMode::SaveAs || m_mode == FileDialogMode::SaveSubtree ? "Save"
                         : m_mode == FileDialogMode::ImportStudio                                    ? "Import"
                         : m_mode == FileDialogMode::ExportPng                                       ? "Export"
                                                                                                     : "Choose";
        const bool okPressed = ImGui::Button(ok, ImVec2(100, 0));
        ctx.reportItem("file-ok");
        if ((okPressed || enterPressed) && !m_fileName.empty()) {
            const fs::path chosen = fs::path(m_fileName).is_absolute() ? fs::path(m_fileName) : m_dir / m_fileName;
            m_chosen = withDefaultExtension(chosen, m_mode).string();
            result = resultFor(m_mode);
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        const bool cancelPressed = ImGui::Button("Cancel", ImVec2(100, 0));
        ctx.reportItem("file-cancel");
        if (cancelPressed || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
            result = Result::Cancel;  // a close or quit waiting on this Save As is called off
            ImGui::CloseCurrentPopup();
        }
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
    if (ImGui::BeginPopupModal(m_reportTitle.c_str(), nullptr)) {
        m_active = true;
        if (!m_reportLines.empty()) ImGui::TextWrapped("%s", m_reportLines.front().c_str());
        if (!m_reportNote.empty()) ImGui::TextDisabled("%s", m_reportNote.c_str());
        ImGui::Separator();
        // Wrapped, not scrolled sideways: a warning's reason is at the end of its line.
        ImGui::BeginChild("lines", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() * 1.4f), true);
        ImGui::PushTextWrapPos(0.0f);
        for (std::size_t i = 1; i < m_reportLines.size(); ++i) ImGui::TextUnformatted(m_reportLines[i].c_str());
        ImGui::PopTextWrapPos();
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
        ctx.reportItem("error-ok");
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
