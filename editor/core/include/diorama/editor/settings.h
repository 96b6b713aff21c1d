// Editor settings kept between runs in the user's config folder
// ($XDG_CONFIG_HOME/diorama or ~/.config/diorama): recent files, panels and their
// sizes, grid and snapping, the last folder and project.
//
// Several editors may run at once, so settings are written through, never only on
// quit: each change is an edit applied to what is on disk at that moment, under a lock,
// and written atomically. Two instances adding recent files both keep theirs, and a
// change to one key never reverts another instance's change to a different key.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace diorama::editor {

struct PanelVisibility {
    bool hierarchy = true, inspector = true, viewport = true, renderOrder = true, touchProbe = true, log = true;
    bool timeline = true, assets = true;
    bool operator==(const PanelVisibility&) const = default;
};

// Sizes of the tiled layout, in pixels (fractions for the splits within a column).
struct LayoutSizes {
    float leftWidth = 290, rightWidth = 380, logHeight = 110, timelineHeight = 200;
    float hierarchyFraction = 0.7f;   // of the left column; the Touch Probe has the rest
    float assetsFraction = 0.5f;      // of the Hierarchy's share: the Assets panel under it
    float inspectorFraction = 0.58f;  // of the right column; Render Order has the rest
    bool operator==(const LayoutSizes&) const = default;
};

struct Settings {
    std::vector<std::string> recentFiles;  // most recent first
    PanelVisibility panels;
    LayoutSizes layout;
    double autosaveSeconds = 60;  // 0 turns autosave off
    bool grid = true;
    bool snap = false;
    float snapStep = 8.0f;      // scene units, for moves and the anchor (in points)
    float snapDegrees = 15.0f;  // rotation
    float snapScale = 0.1f;     // scale
    bool snapToNodes = false;   // edges and centres of other nodes
    std::string lastFolder;     // where file dialogs open
    std::string lastProject;    // the project folder an untitled scene uses
    // Inspector sections the user folded ("Transform", "Actions"...), kept between runs,
    // and those folded until opened ("Layout": its sixteen rows would push a type's own
    // rows down) that the user opened.
    std::vector<std::string> foldedSections;
    std::vector<std::string> openedSections;
    bool isFolded(const std::string& section) const;
    void setFolded(const std::string& section, bool folded);

    void addRecent(const std::string& path);
    static std::filesystem::path configDirectory();
    // Missing or unreadable files give defaults; problems are returned, never thrown.
    static Settings load(const std::filesystem::path& file, std::string* problem = nullptr);
    static Settings parse(const std::string& text, const std::string& fileName, std::string* problem = nullptr);
    std::string text() const;
    bool save(const std::filesystem::path& file, std::string* problem = nullptr) const;
};

// The settings file shared by every running editor.
class SettingsFile {
public:
    // An empty path keeps settings in memory only (test mode).
    explicit SettingsFile(std::filesystem::path file = {});
    const Settings& current() const { return m_current; }
    const std::filesystem::path& path() const { return m_file; }

    // Applies `edit` to the settings on disk (merging what other instances wrote), writes
    // the result at once and adopts it. Returns false, with the problem, when it could not
    // be written; the edit still applies in memory.
    bool change(const std::function<void(Settings&)>& edit, std::string* problem = nullptr);
    // Picks up what other instances wrote (recent files, for the menu).
    void reload(std::string* problem = nullptr);

private:
    std::filesystem::path m_file;
    Settings m_current;
};

}  // namespace diorama::editor
