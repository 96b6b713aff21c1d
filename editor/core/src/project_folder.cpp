#include "diorama/editor/project_folder.h"

#include <algorithm>
#include <vector>

namespace diorama {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kSceneSuffix = ".scene.json";
// A folder with more scenes than this is listed by count only.
constexpr std::size_t kScenesNamed = 4;

bool isSceneName(const std::string& name) { return name.size() > kSceneSuffix.size() && name.ends_with(kSceneSuffix); }

}  // namespace

FolderScene resolveSceneToOpen(const fs::path& path) {
    std::error_code ec;
    if (!fs::is_directory(path, ec)) return {path, ""};
    const std::string shown = path.string();
    std::vector<std::string> scenes;
    fs::directory_iterator it(path, fs::directory_options::skip_permission_denied, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
        std::error_code typeEc;
        const std::string name = it->path().filename().string();
        if (isSceneName(name) && it->is_regular_file(typeEc)) scenes.push_back(name);
    }
    if (ec) return {{}, shown + ": the folder cannot be read (" + ec.message() + ")"};
    std::sort(scenes.begin(), scenes.end());

    // The folder's own name: "projects/world-1-1/" has an empty filename, and "." or
    // "parts/.." name their folder only once resolved.
    fs::path named = fs::absolute(path, ec).lexically_normal();
    if (!named.has_filename()) named = named.parent_path();
    const fs::path folderName = named.filename();
    const std::string own = folderName.string() + std::string(kSceneSuffix);
    if (std::binary_search(scenes.begin(), scenes.end(), own)) return {path / own, ""};
    if (scenes.size() == 1) return {path / scenes.front(), ""};
    if (scenes.empty())
        return {{},
                shown +
                    ": the folder holds no scene file (*.scene.json); open a scene file, or import a "
                    "Cocos Studio .csd with File > Import Cocos Studio..."};
    std::string listed;
    for (std::size_t i = 0; i < std::min(scenes.size(), kScenesNamed); ++i) listed += (i ? ", " : "") + scenes[i];
    if (scenes.size() > kScenesNamed) listed += ", ...";
    return {{},
            shown + ": the folder holds " + std::to_string(scenes.size()) + " scene files (" + listed +
                ") and none is named after the folder (" + own + "); name the one to open"};
}

}  // namespace diorama
