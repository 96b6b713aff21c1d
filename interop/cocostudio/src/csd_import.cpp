#include "diorama/cocostudio/csd_import.h"

#include "diorama/serialization/project_file.h"
#include "importer.h"

#include <algorithm>

namespace diorama::cocostudio {

namespace fs = std::filesystem;

fs::path findResourceRoot(const fs::path& csdFile) {
    const fs::path absolute = fs::absolute(csdFile).lexically_normal();
    for (fs::path dir = absolute.parent_path(); !dir.empty(); dir = dir.parent_path()) {
        if (dir.filename() == "cocosstudio") return dir;
        if (dir == dir.root_path()) break;
    }
    return absolute.parent_path();
}

fs::path projectResourceRoot(const fs::path& folderOrCcs) {
    const fs::path absolute = fs::absolute(folderOrCcs).lexically_normal();
    std::error_code ec;
    const fs::path folder = fs::is_directory(absolute, ec) ? absolute : absolute.parent_path();
    if (folder.filename() != "cocosstudio" && fs::is_directory(folder / "cocosstudio", ec))
        return folder / "cocosstudio";
    return folder;
}

ImportResult importCsd(const fs::path& csdFile, const ImportOptions& options) {
    ImportResult result;
    result.resourceRoot = options.resourceRoot ? fs::absolute(*options.resourceRoot) : findResourceRoot(csdFile);
    CsdDocument doc;
    SceneError error;
    if (!loadCsd(csdFile, options.maxFileBytes, doc, error)) {
        result.error = error;
        return result;
    }
    Importer importer(options, result.report, result.resourceRoot, result.nested);
    ImportedScene main;
    main.csd = csdFile;
    main.output = options.outputDirectory.value_or(result.resourceRoot) /
                  fs::path(csdFile).filename().replace_extension(".scene.json");
    try {
        importer.importFile(doc, main);
    } catch (const ImportFailure& f) {
        result.nested.clear();
        result.error = SceneError{f.file, "", f.line, f.column, f.message};
        return result;
    } catch (const TreeError& e) {
        result.nested.clear();
        result.error = SceneError{doc.fileName, "", 0, 0, e.what()};
        return result;
    }
    result.scene = std::move(main.scene);
    result.file = std::move(main.file);
    return result;
}

namespace {

// Scenes saved outside the resource root reach its images through '..', which a scene
// may do only inside its project (a diorama.project.json above it). Without one, the
// Studio project's folder (a `cocosstudio/` resource root, or the folder holding it and
// the .ccs) becomes the project when it holds the output. Anywhere else the scenes could
// not load their images, so the import is refused before anything is written.
SaveResult ensureProject(const fs::path& resourceRoot, const fs::path& outputDir) {
    const fs::path root = fs::absolute(resourceRoot).lexically_normal();
    const fs::path out = fs::absolute(outputDir).lexically_normal();
    if (isInside(out, root)) return {};
    if (const auto existing = findProjectFile(out); existing && isInside(root, existing->parent_path())) return {};
    const bool studio = root.filename() == "cocosstudio";
    if (studio)
        for (const fs::path& folder : {root, root.parent_path()})
            if (isInside(out, folder)) {
                if (findProjectFile(out)) return {};  // a project of the user's own, nearer: kept
                return saveProjectFile(folder / kProjectFileName, ProjectFile{});
            }
    const fs::path project = studio ? root.parent_path() : root;
    return {false, out.string() + ": outside the " + (studio ? "Studio project " : "resource root ") +
                       project.string() +
                       ": its scenes could name the project's files only through '..', which a scene may not do; "
                       "import into " +
                       project.string() + " (for example " + (project / "diorama").string() + ")"};
}

}  // namespace

SaveResult saveImport(const ImportResult& result, const fs::path& output) {
    const fs::path target = fs::absolute(output).lexically_normal();
    for (const ImportedScene& nested : result.nested)
        if (nested.output.lexically_normal() == target)
            return {false, output.string() + ": the nested file " + nested.csd.string() + " is imported to this path"};
    if (SaveResult project = ensureProject(result.resourceRoot, target.parent_path()); !project.ok) return project;
    std::error_code ec;
    fs::create_directories(target.parent_path(), ec);
    for (const ImportedScene& nested : result.nested) {
        fs::create_directories(nested.output.parent_path(), ec);
        SaveResult saved = saveSceneFile(*nested.scene, nested.file, nested.output);
        if (!saved.ok) return saved;
    }
    return saveSceneFile(*result.scene, result.file, output);
}

ProjectImport importProject(const fs::path& resourceRoot, const ImportOptions& options) {
    ProjectImport project;
    project.resourceRoot = fs::absolute(resourceRoot).lexically_normal();
    ImportOptions shared = options;
    shared.resourceRoot = project.resourceRoot;
    std::vector<std::string> files;
    std::error_code ec;
    // Symbolic links are not followed: every file read lies inside the root.
    for (fs::recursive_directory_iterator it(project.resourceRoot, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->is_regular_file(ec) && !it->is_symlink(ec) && it->path().extension() == ".csd")
            files.push_back(it->path().lexically_relative(project.resourceRoot).generic_string());
    }
    if (ec)
        project.errors.push_back(
            SceneError{project.resourceRoot.string(), "", 0, 0, "the folder cannot be listed: " + ec.message()});
    std::sort(files.begin(), files.end());
    Importer importer(shared, project.report, project.resourceRoot, project.scenes);
    for (const std::string& file : files) {
        SceneError error;
        if (!importer.importShared(file, error)) project.errors.push_back(error);
    }
    return project;
}

SaveResult saveProject(const ProjectImport& project, const fs::path& outputDirectory) {
    if (SaveResult made = ensureProject(project.resourceRoot, outputDirectory); !made.ok) return made;
    std::error_code ec;
    fs::create_directories(outputDirectory, ec);
    for (const ImportedScene& scene : project.scenes) {
        fs::create_directories(scene.output.parent_path(), ec);
        SaveResult saved = saveSceneFile(*scene.scene, scene.file, scene.output);
        if (!saved.ok) return saved;
    }
    return {};
}

}  // namespace diorama::cocostudio
