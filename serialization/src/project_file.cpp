#include "diorama/serialization/project_file.h"

#include "diorama/io/asset_file.h"
#include "json_parse.h"
#include "json_text.h"

#include <cmath>

namespace diorama {

namespace fs = std::filesystem;

std::optional<fs::path> findProjectFile(const fs::path& folder) {
    std::error_code ec;
    fs::path dir = fs::weakly_canonical(fs::absolute(folder, ec), ec);
    if (ec) dir = fs::absolute(folder).lexically_normal();
    for (int depth = 0; depth < 64; ++depth) {
        const fs::path candidate = dir / kProjectFileName;
        if (fs::is_regular_file(candidate, ec)) return candidate;
        if (!dir.has_parent_path() || dir.parent_path() == dir) break;
        dir = dir.parent_path();
    }
    return std::nullopt;
}

fs::path projectFolderFor(const fs::path& sceneFolder) {
    if (auto file = findProjectFile(sceneFolder)) return file->parent_path();
    return sceneFolder;
}

ProjectLoad loadProjectFile(const fs::path& file) {
    ProjectLoad result;
    const std::string name = file.string();
    std::vector<unsigned char> bytes;
    std::string error;
    if (!readAssetFile(file, "project", 1 << 20, bytes, error)) {
        result.error = SceneError{name, "", 0, 0, error};
        return result;
    }
    const std::string_view text(reinterpret_cast<const char*>(bytes.data()), bytes.size());
    auto fail = [&](const std::string& pointer, const std::string& message) {
        SceneError e{name, pointer, 0, 0, message};
        if (auto offset = json::locatePointer(text, pointer)) {
            const auto lc = json::lineColumnAt(text, *offset);
            e.line = lc.line;
            e.column = lc.column;
        }
        result.error = e;
        return result;
    };
    json::ParseFailure failure;
    const auto doc = json::parse(text, json::ParseLimits{64, 4096}, failure);
    if (!doc) {
        const auto lc = json::lineColumnAt(text, failure.offset);
        result.error = SceneError{name, failure.pointer, lc.line, lc.column, failure.message};
        return result;
    }
    if (!doc->is_object()) return fail("", "expected an object");
    const auto format = doc->find("format");
    if (format == doc->end() || !format->is_string() || *format != kProjectFormatName)
        return fail(format == doc->end() ? "" : "/format", "format must be \"diorama.project\"");
    const auto version = doc->find("version");
    if (version == doc->end() || !version->is_number_integer())
        return fail(version == doc->end() ? "" : "/version", "expected an integer version");
    if (version->get<long long>() != 1)
        return fail("/version", "version " + version->dump() + " is not supported (this build reads version 1)");
    ProjectFile project;
    if (const auto ds = doc->find("designSize"); ds != doc->end()) {
        if (!ds->is_array() || ds->size() != 2 || !(*ds)[0].is_number() || !(*ds)[1].is_number())
            return fail("/designSize", "expected an array of 2 numbers [width, height]");
        const double w = (*ds)[0].get<double>(), h = (*ds)[1].get<double>();
        if (!std::isfinite(w) || !std::isfinite(h) || w <= 0 || h <= 0 || w > 1e6 || h > 1e6)
            return fail("/designSize", "design size must be positive and at most 1000000");
        project.designSize = {float(w), float(h)};
    }
    result.project = project;
    return result;
}

std::string projectFileText(const ProjectFile& project) {
    std::string out =
        std::string("{\n  \"format\": \"") + kProjectFormatName + "\",\n  \"version\": 1,\n  \"designSize\": ";
    json::writePretty(
        json::Json::array({json::number(project.designSize.width), json::number(project.designSize.height)}), out, 2);
    out += "\n}\n";
    return out;
}

SaveResult saveProjectFile(const fs::path& file, const ProjectFile& project) {
    return writeFileAtomically(file, projectFileText(project));
}

}  // namespace diorama
