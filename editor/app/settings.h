// Editor settings kept between runs in the user's config folder
// ($XDG_CONFIG_HOME/diorama or ~/.config/diorama): recent files and panel visibility.
// Window layout is ImGui's own ini file in the same folder.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace diorama::editor {

struct PanelVisibility {
    bool hierarchy = true, inspector = true, viewport = true, renderOrder = true, touchProbe = true, log = true;
};

struct Settings {
    std::vector<std::string> recentFiles;  // most recent first
    PanelVisibility panels;
    double autosaveSeconds = 60;  // 0 turns autosave off

    void addRecent(const std::string& path);
    static std::filesystem::path configDirectory();
    // Missing or unreadable files give defaults; problems are returned, never thrown.
    static Settings load(const std::filesystem::path& file, std::string* problem = nullptr);
    bool save(const std::filesystem::path& file, std::string* problem = nullptr) const;
};

}  // namespace diorama::editor
