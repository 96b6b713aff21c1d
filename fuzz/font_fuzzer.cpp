// Font loading and text layout: a font named by a scene is untrusted.
#include "diorama/nodes/label.h"
#include "diorama/text/font.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    diorama::TextureStore textures;
    textures.setMemoryBudget(256ull << 20);
    std::string error;
    auto face = diorama::FontFace::loadFromMemory({data, data + size}, "fuzz.ttf", textures, error);
    if (!face) {
        if (error.empty()) std::abort();
        return 0;
    }
    // Few, small glyphs keep executions fast; kerning pairs, a line break, non-ASCII and
    // a size above the raster limit still run every code path of the layout.
    diorama::Label label(face, "AV\nfi\xc3\xb6\xe4\xbd\xa0", 9.0f);
    diorama::Label large(face, "g", 300.0f);
    // A glow draws from FreeType's signed distance fields of the same outlines.
    diorama::TextGlow glow;
    glow.enabled = true;
    label.setGlow(glow);
    return 0;
}
