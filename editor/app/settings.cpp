#include "settings.h"

#include "diorama/serialization/scene_io.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace diorama::editor {

void Settings::addRecent(const std::string& path) {
    std::erase(recentFiles, path);
    recentFiles.insert(recentFiles.begin(), path);
    if (recentFiles.size() > 10) recentFiles.resize(10);
}

std::filesystem::path Settings::configDirectory() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) return std::filesystem::path(xdg) / "diorama";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".config" / "diorama";
    return std::filesystem::temp_directory_path() / "diorama-config";
}

Settings Settings::load(const std::filesystem::path& file, std::string* problem) {
    Settings s;
    std::ifstream in(file);
    if (!in) return s;
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty() || line[0] == '#') continue;
        const auto eq = line.find('=');
        if (eq == std::string::npos) {
            if (problem) *problem = file.string() + ":" + std::to_string(lineNo) + ": expected key=value";
            continue;
        }
        const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
        auto flag = [&](bool& b) { b = value == "1"; };
        if (key == "recent")
            s.recentFiles.push_back(value);
        else if (key == "panel.hierarchy")
            flag(s.panels.hierarchy);
        else if (key == "panel.inspector")
            flag(s.panels.inspector);
        else if (key == "panel.viewport")
            flag(s.panels.viewport);
        else if (key == "panel.renderOrder")
            flag(s.panels.renderOrder);
        else if (key == "panel.touchProbe")
            flag(s.panels.touchProbe);
        else if (key == "panel.log")
            flag(s.panels.log);
        else if (key == "autosave.seconds")
            s.autosaveSeconds = std::max(0.0, std::atof(value.c_str()));
    }
    return s;
}

bool Settings::save(const std::filesystem::path& file, std::string* problem) const {
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    std::ostringstream out;
    out << "# Diorama editor settings\n";
    for (const auto& r : recentFiles) out << "recent=" << r << "\n";
    out << "panel.hierarchy=" << panels.hierarchy << "\npanel.inspector=" << panels.inspector
        << "\npanel.viewport=" << panels.viewport << "\npanel.renderOrder=" << panels.renderOrder
        << "\npanel.touchProbe=" << panels.touchProbe << "\npanel.log=" << panels.log << "\n";
    out << "autosave.seconds=" << autosaveSeconds << "\n";
    const SaveResult r = writeFileAtomically(file, out.str());
    if (!r.ok && problem) *problem = r.error;
    return r.ok;
}

}  // namespace diorama::editor
