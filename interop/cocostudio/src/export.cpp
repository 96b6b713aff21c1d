// exportScene: every file is built and checked in memory first, then each is written
// crash-safely; a scene that cannot be read, or a nested file that would land outside
// the output folder, writes nothing.
#include "diorama/cocostudio/export.h"
#include "diorama/scene/traversal.h"

#include "csb_writer.h"
#include "csd_writer.h"
#include "studio_from_scene.h"

#include "diorama/render/texture_store.h"
#include "diorama/text/font.h"

#include <algorithm>
#include <set>

namespace diorama::cocostudio {

namespace fs = std::filesystem;

namespace {

void countClasses(const StudioNode& node, bool isRoot, std::map<std::string, int>& counts) {
    ++counts[csbClassName(node.ctype, isRoot)];
    for (const auto& c : node.children) countClasses(*c, false, counts);
}

// Levels of nodes the file holds (the root is 1): an Instance's nodes are in its own file.
int exportedDepth(const Node& node) {
    int deepest = 0;
    if (node.typeName() != "Instance")
        for (const auto& c : node.children()) deepest = std::max(deepest, exportedDepth(*c));
    return deepest + 1;
}

// cocos' FlatBuffers 1.0 verifier allows 64 nested tables: the file's own table, then a
// node tree 62 levels deep with its options.
constexpr int kCocosMaxNodeDepth = 62;

SceneError failure(const fs::path& file, std::string message) {
    SceneError e;
    e.file = file.string();
    e.message = std::move(message);
    return e;
}

}  // namespace

std::vector<std::uint8_t> exportSceneBytes(const Scene& scene, const SceneFileData& file, const fs::path& sceneFile,
                                           const fs::path& resourceRoot, ExportFormat format, ExportReport& report,
                                           std::vector<fs::path>* nestedSources) {
    StudioFromSceneContext studio;
    studio.sceneFile = sceneFile;
    studio.resourceRoot = resourceRoot;
    studio.issues = &report.unrepresentable;
    studio.actionTagOnEveryNode = format == ExportFormat::Csb;
    studio.bareRoot = format == ExportFormat::Csb;
    const StudioDocument doc = studioFromScene(scene, file, studio);
    countClasses(*doc.root, true, report.nodesByClass);
    if (nestedSources) *nestedSources = studio.nestedSources;
    if (format == ExportFormat::Csb) return writeCsb(doc, sceneFile.string(), report.unrepresentable);
    const std::string text = writeCsd(doc);
    return {text.begin(), text.end()};
}

std::optional<ExportFormat> exportFormatOf(const fs::path& output) {
    const std::string ext = output.extension().string();
    if (ext == ".csb") return ExportFormat::Csb;
    if (ext == ".csd") return ExportFormat::Csd;
    return std::nullopt;
}

// `scene` (with `file`) when the first scene is already loaded, else null.
static ExportResult exportSceneFrom(const Scene* scene, const SceneFileData* file, const fs::path& sceneFile,
                                    const ExportOptions& options) {
    ExportResult result;
    const std::optional<ExportFormat> format = exportFormatOf(options.output);
    if (!format) {
        result.error = failure(options.output, "the output must be a .csb or a .csd file");
        return result;
    }
    const std::string extension = *format == ExportFormat::Csb ? ".csb" : ".csd";
    const fs::path output = fs::absolute(options.output).lexically_normal();
    const fs::path outputDir = output.parent_path();
    const fs::path root = options.resourceRoot ? fs::absolute(*options.resourceRoot).lexically_normal() : outputDir;

    struct Pending {
        fs::path path;
        std::string bytes;
    };
    std::vector<Pending> pending;
    std::vector<std::pair<fs::path, fs::path>> queue{{fs::absolute(sceneFile).lexically_normal(), output}};
    std::set<fs::path> seen{queue.front().first};
    std::set<fs::path> outputs{output};
    // Sizes come from the images and fonts (a Text's measured size, an image's own).
    TextureStore textures;
    FontStore fonts{textures};
    SceneContext context = options.context;
    if (!context.textures) {
        textures.setErrorSink(nullptr);  // missing images are reported per node
        context.textures = &textures;
        context.fonts = &fonts;
    }
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const auto [scenePath, outPath] = queue[i];
        LoadResult loaded;
        if (i > 0 || !scene) {
            loaded = loadSceneFile(scenePath, context);
            if (!loaded.ok()) {
                result.error = *loaded.error;
                return result;
            }
            for (AssetProblem& problem : loaded.assetProblems)
                result.report.assetProblems.push_back({scenePath.string(), std::move(problem)});
            // Children go where their Panel or list places them, as in the editor, which
            // exports a scene it has drawn.
            NodeTraversal::layOutRequested(*loaded.scene);
        }
        std::vector<fs::path> nestedSources;
        const std::vector<std::uint8_t> bytes =
            exportSceneBytes(loaded.ok() ? *loaded.scene : *scene, loaded.ok() ? loaded.file : *file, scenePath, root,
                             *format, result.report, &nestedSources);
        if (*format == ExportFormat::Csb) {
            const Node& exported = loaded.ok() ? *loaded.scene : *scene;
            if (const int depth = exportedDepth(exported); depth > kCocosMaxNodeDepth) {
                result.error = failure(scenePath, "nodes nest " + std::to_string(depth) +
                                                      " levels deep; cocos' .csb verifier accepts at most " +
                                                      std::to_string(kCocosMaxNodeDepth) +
                                                      " (move a deep branch into a nested scene)");
                return result;
            }
            if (std::string problem = verifyCsb(bytes); !problem.empty()) {
                result.error = failure(scenePath, "the exported .csb does not verify: " + problem);
                return result;
            }
        }
        pending.push_back({outPath, std::string(bytes.begin(), bytes.end())});
        for (const fs::path& source : nestedSources) {
            if (!seen.insert(source).second) continue;
            const std::string name = nestedFileName(source, root, extension);
            if (source.lexically_relative(root).generic_string().rfind("..", 0) == 0) {
                result.error =
                    failure(scenePath, "nested scene '" + source.string() + "' lies outside the resource root " +
                                           root.string() + ": its exported file would land outside " +
                                           outputDir.string() + " (pass --resource-root)");
                return result;
            }
            const fs::path nestedOut = (outputDir / name).lexically_normal();
            if (!outputs.insert(nestedOut).second) {
                result.error = failure(source, "two scenes would be exported to " + nestedOut.string());
                return result;
            }
            queue.emplace_back(source, nestedOut);
        }
    }
    for (const Pending& written : pending) {
        std::error_code ec;
        fs::create_directories(written.path.parent_path(), ec);
        const SaveResult saved = writeFileAtomically(written.path, written.bytes, options.fileSystem);
        if (!saved.ok) {
            // saved.error already reads "FILE: message".
            const std::string prefix = written.path.string() + ": ";
            result.error = failure(written.path,
                                   saved.error.rfind(prefix, 0) == 0 ? saved.error.substr(prefix.size()) : saved.error);
            return result;
        }
        result.report.filesWritten.push_back(written.path.string());
    }
    return result;
}

ExportResult exportScene(const fs::path& sceneFile, const ExportOptions& options) {
    return exportSceneFrom(nullptr, nullptr, sceneFile, options);
}

ExportResult exportScene(const Scene& scene, const SceneFileData& file, const fs::path& sceneFile,
                         const ExportOptions& options) {
    return exportSceneFrom(&scene, &file, sceneFile, options);
}

}  // namespace diorama::cocostudio
