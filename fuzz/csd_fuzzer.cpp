// Cocos Studio .csd files: imported scenes come from old projects of any provenance.
// The importer reads paths, so each input goes through one scratch file.
#include "diorama/cocostudio/csd_import.h"

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("diorama-csd-fuzz-" + std::to_string(getpid()) + ".csd");
    if (std::FILE* f = std::fopen(file.c_str(), "wb")) {
        std::fwrite(data, 1, size, f);
        std::fclose(f);
    }
    diorama::cocostudio::ImportOptions options;
    options.resourceRoot = "/nonexistent";  // no asset is ever read
    auto result = diorama::cocostudio::importCsd(file, options);
    if (result.ok()) diorama::saveSceneToString(*result.scene, result.file);  // every import is savable
    return 0;
}
