#include "diorama/cocostudio/csd_import.h"

#include "importer.h"

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

ImportResult importCsd(const fs::path& csdFile, const ImportOptions& options) {
    ImportResult result;
    result.resourceRoot = options.resourceRoot ? fs::absolute(*options.resourceRoot) : findResourceRoot(csdFile);
    CsdDocument doc;
    SceneError error;
    if (!loadCsd(csdFile, options.maxFileBytes, doc, error)) {
        result.error = error;
        return result;
    }
    Importer importer(options, result, result.resourceRoot);
    try {
        importer.importRoot(doc);
        assignFreshIds(*result.scene, result.file);
    } catch (const ImportFailure& f) {
        result.scene.reset();
        result.error = SceneError{f.file, "", f.line, 0, f.message};
    } catch (const TreeError& e) {
        result.scene.reset();
        result.error = SceneError{doc.fileName, "", 0, 0, e.what()};
    }
    return result;
}

}  // namespace diorama::cocostudio
