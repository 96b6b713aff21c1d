// Bitmap fonts (.fnt, text and binary): a font named by a scene is untrusted. Whatever
// parses is laid out as a TextBMFont would lay it out, kerning, line breaks and chars the
// font lacks included.
#include "diorama/nodes/text_bmfont.h"
#include "diorama/text/bitmap_font.h"

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    diorama::BitmapFontRead read = diorama::parseBitmapFont({reinterpret_cast<const char*>(data), size}, "fuzz.fnt");
    if (!read.font) {
        if (read.error.empty()) std::abort();
        return 0;
    }
    read.font->page = diorama::TextureInfo{{}, 64, 64, false, {}};
    diorama::TextBMFont label;
    label.setFont(std::make_shared<const diorama::BitmapFont>(std::move(*read.font)), "fuzz.fnt");
    label.setText("AV 01\n:\xc3\xb6\xe4\xbd\xa0\r\b1");
    return 0;
}
