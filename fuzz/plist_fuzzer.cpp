// Sprite-sheet plists: a scene names them, so they come from anywhere. Every input is
// a sheet or one error; a sheet's frames are all findable by their names and aliases.
#include "diorama/serialization/sprite_sheet.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const diorama::SheetRead read =
        diorama::parseSpriteSheet(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.plist");
    if (read.sheet.has_value() == !read.error.empty()) std::abort();
    if (read.sheet) {
        for (const auto& name : read.sheet->names)
            if (!read.sheet->find(name)) std::abort();
        for (const auto& [alias, target] : read.sheet->aliases)
            if (!read.sheet->find(alias)) std::abort();
    }
    return 0;
}
