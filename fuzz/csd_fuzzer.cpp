// Cocos Studio .csd files: imported scenes come from old projects of any provenance.
// Each input is the main file of a real Studio project (a scratch copy of
// tests/fixtures/cocostudio/project, with a nested file, a sprite sheet and images), so
// ProjectNodes, frames and images load. The oracle: whatever import writes, the scene
// reader (validate) accepts, nested scenes included, whether nested files are instances
// (the CLI) or inlined (the editor).
#include "diorama/cocostudio/csd_import.h"

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace fs = std::filesystem;

namespace {

fs::path scratchProject() {
    const fs::path scratch = fs::temp_directory_path() / ("diorama-csd-fuzz-" + std::to_string(getpid()));
    std::error_code ec;
    fs::remove_all(scratch, ec);
    fs::create_directories(scratch);
    fs::copy(fs::path(DIORAMA_SOURCE_DIR) / "tests/fixtures/cocostudio/project", scratch, fs::copy_options::recursive);
    return scratch;
}

void mustLoad(const fs::path& file, const fs::path& project) {
    diorama::SceneContext context;
    context.projectRoot = project;
    const diorama::LoadResult loaded = diorama::loadSceneFile(file, context);
    if (loaded.ok()) return;
    std::fprintf(stderr, "import wrote a scene the reader refuses: %s\n", loaded.error->format().c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const fs::path project = scratchProject();
    const fs::path root = project / "cocosstudio";
    const fs::path file = root / "scenes/fuzzed.csd";
    if (std::FILE* f = std::fopen(file.c_str(), "wb")) {
        std::fwrite(data, 1, size, f);
        std::fclose(f);
    }
    // As the CLI imports (nested files as instances of their own scenes) and as the editor
    // does (nested files inlined, their timelines lifted into the scene's clips).
    for (const bool inlined : {false, true}) {
        diorama::cocostudio::ImportOptions options;
        options.outputDirectory = project / "out";
        options.inlineNestedFiles = inlined;
        auto result = diorama::cocostudio::importCsd(file, options);
        if (!result.ok()) continue;
        const fs::path output = project / (inlined ? "out/fuzzed-inlined.scene.json" : "out/fuzzed.scene.json");
        if (!diorama::cocostudio::saveImport(result, output).ok) continue;
        for (const auto& nested : result.nested) mustLoad(nested.output, project);
        mustLoad(output, project);
    }
    return 0;
}
