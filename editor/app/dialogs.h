// Modal dialogs: the unsaved-changes prompt, an in-app file browser (no file-dialog
// library exists in Debian 12), error messages and the shortcut list.
#pragma once

#include "diorama/editor/asset_kinds.h"
#include "diorama/editor/cocos_export.h"
#include "editor_context.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace diorama::editor {

enum class FileDialogMode {
    Open,
    SaveAs,
    ExportPng,
    ImportStudio,
    ChooseAsset,  // a file of one asset kind (asset_kinds.h) inside the project
    SaveSubtree,  // Save selection as scene: a new scene file for a subtree
};

class Dialogs {
public:
    // The file dialog's popup id, under whichever title its mode shows.
    static constexpr const char* kFilePopup = "###File";
    enum class Result {
        None,
        Save,
        Discard,
        Cancel,
        OpenPath,
        SaveAsPath,
        SaveSubtreePath,  // Save selection as scene into the chosen file
        ExportPath,
        ImportPath,
        Reload,         // the file changed on disk: read it again
        KeepMine,       // ... keep the document as it is
        Overwrite,      // ... and save over it anyway
        AssetPath,      // an image or font chosen (ChooseImage, ChooseFont)
        Relink,         // the missing-assets dialog asks to relink relinkPath()
        SceneSettings,  // apply designChoice (and save it as the project default if asked)
        CocosExport,    // export for cocos2d-x with cocosExportChoice()
    };

    void openUnsavedPrompt(std::string what) {
        m_unsavedWhat = std::move(what);
        m_openUnsaved = true;
    }
    // `fileName` is the name the dialog suggests (its default when empty); for assets and
    // subtrees, a path in the project opens its folder with the file named.
    void openFileDialog(FileDialogMode mode, EditorContext& ctx, AssetKind asset = AssetKind::None,
                        std::string fileName = {});
    // The missing path the Relink... button pressed names.
    const std::string& relinkPath() const { return m_relinkPath; }
    // The folder file dialogs open in next (the last one used, kept in the settings).
    static std::filesystem::path startFolder(EditorContext& ctx);
    void openShortcuts() { m_openShortcuts = true; }
    // Design resolution with presets; optionally the project's default for new scenes.
    void openSceneSettings(Size current, std::string projectFolder) {
        m_designChoice = current;
        m_projectFolder = std::move(projectFolder);
        m_makeProjectDefault = false;
        m_openScene = true;
    }
    Size designChoice() const { return m_designChoice; }
    bool makeProjectDefault() const { return m_makeProjectDefault; }
    // Lists the document's missing assets (on open) with a Relink... button for each.
    void openMissingAssets() { m_openMissing = true; }
    void cancelMissingAssets() { m_openMissing = false; }
    // Another program changed (or removed) the document's file. `saving`: the user was
    // saving, so Overwrite is offered beside Reload and Cancel; otherwise Reload or Keep mine.
    void openDiskChanged(std::string message, bool saving) {
        m_diskMessage = std::move(message);
        m_diskSaving = saving;
        m_openDisk = true;
    }
    // What an import did: a summary line, then the details (warnings by file and line).
    void openImportReport(std::vector<std::string> lines) {
        openReport("Import report",
                   "The scene is open as a new, unsaved document. Save it inside the resource root so its "
                   "images resolve.",
                   std::move(lines));
    }
    // A report: its title, a note under the summary line, then the detail lines.
    void openReport(std::string title, std::string note, std::vector<std::string> lines) {
        m_reportTitle = std::move(title);
        m_reportNote = std::move(note);
        m_reportLines = std::move(lines);
        m_openReport = true;
    }
    // File > Export for cocos2d-x...: the output file and the resource root, editable.
    void openCocosExport(CocosExportChoice choice) {
        m_cocos = std::move(choice);
        m_openCocos = true;
    }
    const CocosExportChoice& cocosExportChoice() const { return m_cocos; }
    bool isOpen() const { return m_active; }

    // Draws whichever dialog is open; returns what the user chose this frame.
    Result draw(EditorContext& ctx);
    const std::string& chosenPath() const { return m_chosen; }

private:
    Result drawUnsaved(EditorContext& ctx);
    Result drawFile(EditorContext& ctx);
    void drawError(EditorContext& ctx);
    void drawShortcuts();
    void drawImportReport(EditorContext& ctx);
    Result drawDiskChanged(EditorContext& ctx);
    Result drawMissingAssets(EditorContext& ctx);
    Result drawSceneSettings(EditorContext& ctx);
    Result drawCocosExport(EditorContext& ctx);
    void listDirectory();
    static Result resultFor(FileDialogMode mode);

    std::string m_diskMessage;
    bool m_diskSaving = false, m_openDisk = false, m_openMissing = false, m_openScene = false;
    Size m_designChoice{};
    std::string m_projectFolder;
    bool m_makeProjectDefault = false;
    bool m_openUnsaved = false, m_openFile = false, m_openShortcuts = false, m_openReport = false, m_active = false;
    std::vector<std::string> m_reportLines;
    std::string m_reportTitle = "Import report", m_reportNote;
    CocosExportChoice m_cocos;
    bool m_openCocos = false;
    std::string m_unsavedWhat;
    FileDialogMode m_mode = FileDialogMode::Open;
    AssetKind m_asset = AssetKind::None;  // ChooseAsset's kind
    std::filesystem::path m_dir;
    std::string m_fileName;
    std::string m_relinkPath;
    std::optional<std::string> m_newFolder;  // the New Folder name being typed
    std::vector<std::filesystem::directory_entry> m_entries;
    std::string m_listError;
    std::string m_chosen;
};

}  // namespace diorama::editor
