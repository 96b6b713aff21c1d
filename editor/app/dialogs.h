// Modal dialogs: the unsaved-changes prompt, an in-app file browser (no file-dialog
// library exists in Debian 12), error messages and the shortcut list.
#pragma once

#include "editor_context.h"

#include <filesystem>
#include <string>
#include <vector>

namespace diorama::editor {

enum class FileDialogMode { Open, SaveAs, ExportPng, ImportStudio };

class Dialogs {
public:
    enum class Result { None, Save, Discard, Cancel, OpenPath, SaveAsPath, ExportPath, ImportPath };

    void openUnsavedPrompt(std::string what) {
        m_unsavedWhat = std::move(what);
        m_openUnsaved = true;
    }
    void openFileDialog(FileDialogMode mode, EditorContext& ctx);
    void openShortcuts() { m_openShortcuts = true; }
    // What an import did: a summary line, then the details (warnings by file and line).
    void openImportReport(std::vector<std::string> lines) {
        m_reportLines = std::move(lines);
        m_openReport = true;
    }
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
    void listDirectory();

    bool m_openUnsaved = false, m_openFile = false, m_openShortcuts = false, m_openReport = false, m_active = false;
    std::vector<std::string> m_reportLines;
    std::string m_unsavedWhat;
    FileDialogMode m_mode = FileDialogMode::Open;
    std::filesystem::path m_dir;
    std::string m_fileName;
    std::vector<std::filesystem::directory_entry> m_entries;
    std::string m_listError;
    std::string m_chosen;
};

}  // namespace diorama::editor
