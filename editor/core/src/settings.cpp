#include "diorama/editor/settings.h"

#include "diorama/serialization/scene_io.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace diorama::editor {

namespace fs = std::filesystem;

void Settings::addRecent(const std::string& path) {
    std::erase(recentFiles, path);
    recentFiles.insert(recentFiles.begin(), path);
    if (recentFiles.size() > 10) recentFiles.resize(10);
}

fs::path Settings::configDirectory() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) return fs::path(xdg) / "diorama";
    if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".config" / "diorama";
    return fs::temp_directory_path() / "diorama-config";
}

namespace {

// key=value lines; the table keeps parse and text in step.
struct Field {
    const char* key;
    std::function<void(Settings&, const std::string&)> read;
    std::function<std::string(const Settings&)> write;
};

Field flag(const char* key, bool Settings::*member) {
    return {key, [member](Settings& s, const std::string& v) { s.*member = v == "1"; },
            [member](const Settings& s) { return std::string(s.*member ? "1" : "0"); }};
}

template <class Owner, class T>
Field number(const char* key, Owner Settings::*owner, T Owner::*member, double min, double max) {
    return {key,
            [=](Settings& s, const std::string& v) {
                char* end = nullptr;
                const double d = std::strtod(v.c_str(), &end);
                if (end != v.c_str() && d >= min && d <= max) s.*owner.*member = T(d);
            },
            [=](const Settings& s) {
                std::ostringstream out;
                out << double(s.*owner.*member);
                return out.str();
            }};
}

template <class T>
Field number(const char* key, T Settings::*member, double min, double max) {
    return {key,
            [=](Settings& s, const std::string& v) {
                char* end = nullptr;
                const double d = std::strtod(v.c_str(), &end);
                if (end != v.c_str() && d >= min && d <= max) s.*member = T(d);
            },
            [=](const Settings& s) {
                std::ostringstream out;
                out << double(s.*member);
                return out.str();
            }};
}

Field panel(const char* key, bool PanelVisibility::*member) {
    return {key, [member](Settings& s, const std::string& v) { s.panels.*member = v == "1"; },
            [member](const Settings& s) { return std::string(s.panels.*member ? "1" : "0"); }};
}

Field text(const char* key, std::string Settings::*member) {
    return {key, [member](Settings& s, const std::string& v) { s.*member = v; },
            [member](const Settings& s) { return s.*member; }};
}

const std::vector<Field>& fields() {
    static const std::vector<Field> table = {
        panel("panel.hierarchy", &PanelVisibility::hierarchy),
        panel("panel.inspector", &PanelVisibility::inspector),
        panel("panel.viewport", &PanelVisibility::viewport),
        panel("panel.renderOrder", &PanelVisibility::renderOrder),
        panel("panel.touchProbe", &PanelVisibility::touchProbe),
        panel("panel.log", &PanelVisibility::log),
        panel("panel.timeline", &PanelVisibility::timeline),
        panel("panel.assets", &PanelVisibility::assets),
        number("layout.leftWidth", &Settings::layout, &LayoutSizes::leftWidth, 80, 4000),
        number("layout.rightWidth", &Settings::layout, &LayoutSizes::rightWidth, 80, 4000),
        number("layout.logHeight", &Settings::layout, &LayoutSizes::logHeight, 40, 4000),
        number("layout.timelineHeight", &Settings::layout, &LayoutSizes::timelineHeight, 40, 4000),
        number("layout.hierarchyFraction", &Settings::layout, &LayoutSizes::hierarchyFraction, 0.05, 0.95),
        number("layout.assetsFraction", &Settings::layout, &LayoutSizes::assetsFraction, 0.05, 0.95),
        number("layout.inspectorFraction", &Settings::layout, &LayoutSizes::inspectorFraction, 0.05, 0.95),
        number("autosave.seconds", &Settings::autosaveSeconds, 0, 86400),
        flag("view.grid", &Settings::grid),
        flag("snap.enabled", &Settings::snap),
        number("snap.step", &Settings::snapStep, 0.001, 100000),
        number("snap.degrees", &Settings::snapDegrees, 0.1, 180),
        number("snap.scale", &Settings::snapScale, 0.001, 100),
        flag("snap.toNodes", &Settings::snapToNodes),
        text("folder.last", &Settings::lastFolder),
        text("project.last", &Settings::lastProject),
    };
    return table;
}

}  // namespace

namespace {

bool foldedByDefault(const std::string& section) { return section == "Layout"; }

}  // namespace

bool Settings::isFolded(const std::string& section) const {
    auto has = [&](const std::vector<std::string>& list) {
        return std::find(list.begin(), list.end(), section) != list.end();
    };
    return foldedByDefault(section) ? !has(openedSections) : has(foldedSections);
}

void Settings::setFolded(const std::string& section, bool folded) {
    std::erase(foldedSections, section);
    std::erase(openedSections, section);
    // A line of the file each: no line breaks, and bounded lists.
    if (section.empty() || section.find_first_of("\r\n") != std::string::npos) return;
    std::vector<std::string>& list = foldedByDefault(section) ? openedSections : foldedSections;
    if (folded != foldedByDefault(section) && list.size() < 64) list.push_back(section);
}

Settings Settings::parse(const std::string& text, const std::string& fileName, std::string* problem) {
    Settings s;
    std::istringstream in(text);
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty() || line[0] == '#') continue;
        const auto eq = line.find('=');
        if (eq == std::string::npos) {
            if (problem) *problem = fileName + ":" + std::to_string(lineNo) + ": expected key=value";
            continue;
        }
        const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
        if (key == "fold" || key == "open") {
            s.setFolded(value, key == "fold");
            continue;
        }
        if (key == "recent") {
            if (s.recentFiles.size() < 10 &&
                std::find(s.recentFiles.begin(), s.recentFiles.end(), value) == s.recentFiles.end())
                s.recentFiles.push_back(value);
            continue;
        }
        for (const Field& f : fields())
            if (key == f.key) f.read(s, value);
    }
    return s;
}

Settings Settings::load(const fs::path& file, std::string* problem) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return Settings{};
    return parse(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()), file.string(),
                 problem);
}

std::string Settings::text() const {
    std::string out = "# Diorama editor settings (shared by every running editor; written on each change)\n";
    for (const auto& r : recentFiles) out += "recent=" + r + "\n";
    for (const Field& f : fields()) out += std::string(f.key) + "=" + f.write(*this) + "\n";
    for (const auto& f : foldedSections) out += "fold=" + f + "\n";
    for (const auto& o : openedSections) out += "open=" + o + "\n";
    return out;
}

bool Settings::save(const fs::path& file, std::string* problem) const {
    std::error_code ec;
    fs::create_directories(file.parent_path(), ec);
    const SaveResult r = writeFileAtomically(file, text());
    if (!r.ok && problem) *problem = r.error;
    return r.ok;
}

SettingsFile::SettingsFile(fs::path file) : m_file(std::move(file)) {
    if (!m_file.empty()) m_current = Settings::load(m_file);
}

namespace {
// An advisory lock beside the file, held while one instance reads, edits and writes.
class FileLock {
public:
    explicit FileLock(const fs::path& file) {
        std::error_code ec;
        fs::create_directories(file.parent_path(), ec);
        // O_NOFOLLOW: a link planted under the lock's name would create its target.
        // Without the lock, writes are still atomic; only the merge is unguarded.
        m_fd = ::open((file.string() + ".lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
        if (m_fd >= 0) ::flock(m_fd, LOCK_EX);
    }
    ~FileLock() {
        if (m_fd >= 0) {
            ::flock(m_fd, LOCK_UN);
            ::close(m_fd);
        }
    }
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

private:
    int m_fd = -1;
};
}  // namespace

bool SettingsFile::change(const std::function<void(Settings&)>& edit, std::string* problem) {
    if (m_file.empty()) {
        edit(m_current);
        return true;
    }
    FileLock lock(m_file);
    std::string readProblem;
    Settings merged = Settings::load(m_file, &readProblem);
    edit(merged);
    m_current = merged;
    return merged.save(m_file, problem);
}

void SettingsFile::reload(std::string* problem) {
    if (m_file.empty()) return;
    FileLock lock(m_file);
    m_current = Settings::load(m_file, problem);
}

}  // namespace diorama::editor
