// Saving a scene: only what the reader can load again, written crash-safe.
#include "diorama/serialization/scene_io.h"

#include <vector>

namespace diorama {

namespace fs = std::filesystem;

SaveResult saveSceneFile(const Scene& scene, const fs::path& path, SaveFileSystem* fs) {
    return saveSceneFile(scene, SceneFileData(), path, fs);
}

SaveResult saveSceneFile(const Scene& scene, const SceneFileData& file, const fs::path& path, SaveFileSystem* fs,
                         const SceneLimits& limits) {
    std::string problem;
    const std::string text = saveSceneToString(scene, file, &problem);
    // Saving writes only what loading accepts: a file over the reader's limits could
    // never be opened again.
    if (problem.empty() && text.size() > limits.maxFileBytes)
        problem = "the scene would take " + std::to_string(text.size()) + " bytes, more than the file size limit of " +
                  std::to_string(limits.maxFileBytes);
    if (problem.empty()) {
        std::size_t nodes = 0;
        std::vector<const Node*> stack{&scene};
        while (!stack.empty()) {
            const Node* n = stack.back();
            stack.pop_back();
            ++nodes;
            for (const auto& c : n->children()) stack.push_back(c.get());
        }
        if (nodes > limits.maxNodes)
            problem = "the scene has " + std::to_string(nodes) + " nodes, more than the limit of " +
                      std::to_string(limits.maxNodes);
    }
    if (!problem.empty()) {
        std::error_code ec;
        return SaveResult{false, path.string() + ": cannot save: " + problem + "; " +
                                     (fs::exists(path, ec) ? "the previous file is unchanged" : "nothing was written")};
    }
    return writeFileAtomically(path, text, fs);
}

}  // namespace diorama
