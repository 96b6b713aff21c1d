#include "reader_context.h"

namespace diorama::detail {

namespace fs = std::filesystem;

std::optional<fs::path> resolveAsset(ReadState& state, const std::string& relative, const std::string& pointer) {
    if (relative.empty()) {
        state.problems.push_back({pointer, "empty asset path"});
        return std::nullopt;
    }
    const fs::path p(relative);
    if (p.is_absolute() || relative.front() == '/' || relative.front() == '\\') {
        state.problems.push_back({pointer, "'" + relative + "' is an absolute path; asset paths must be relative to the scene file"});
        return std::nullopt;
    }
    for (const auto& part : p)
        if (part == "..") {
            state.problems.push_back({pointer, "'" + relative + "' leaves the project directory ('..' is not allowed)"});
            return std::nullopt;
        }
    const fs::path full = state.baseDir / p;
    std::error_code ec;
    // Symlinks are followed: the real location must still be inside the project.
    const fs::path real = fs::weakly_canonical(full, ec);
    const fs::path root = fs::weakly_canonical(state.projectRoot, ec);
    if (!ec) {
        auto r = root.begin();
        auto f = real.begin();
        for (; r != root.end() && !r->empty(); ++r, ++f)
            if (f == real.end() || *r != *f) {
                state.problems.push_back({pointer, "'" + relative + "' resolves outside the project directory (through a symbolic link)"});
                return std::nullopt;
            }
    }
    if (!fs::exists(full, ec)) {
        state.problems.push_back({pointer, "'" + relative + "' not found (looked in " + state.baseDir.string() + ")"});
        return std::nullopt;
    }
    return full;
}

}  // namespace diorama::detail
