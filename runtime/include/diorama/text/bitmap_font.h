// AngelCode BMFont files (.fnt), in the text format and in binary version 3, as cocos2d-x
// 3.17's BMFontConfiguration reads them for a TextBMFont (a Label with a bitmap font):
// the common line height, the page-0 image and every char's rectangle in it, offsets and
// advance, plus kerning pairs. cocos reads one page only ("only one texture supported"):
// every char is drawn from page 0, so a char of another page is read as cocos reads it
// and reported. A .fnt named by a scene is untrusted: what cocos would read as garbage or
// assert on is an error naming the file, the line (text) or byte offset (binary) and what
// is wrong.
#pragma once

#include "diorama/render/texture_store.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace diorama {

struct BitmapFontChar {
    int x = 0, y = 0, width = 0, height = 0;  // in the page image, top-left origin
    int xOffset = 0, yOffset = 0;             // from the pen and from the top of the line
    int xAdvance = 0;
    int page = 0;
};

struct BitmapFontLimits {
    std::uint64_t maxFileBytes = 16ull << 20;
    std::size_t maxChars = 65536;
    std::size_t maxKernings = 1u << 20;
    int maxCoordinate = 65536;  // positions, sizes, offsets and advances, either sign
};

struct BitmapFont {
    int fontSize = 0;  // info size (Hiero writes it negative)
    int lineHeight = 0;
    int base = 0;          // the baseline below the top of a line
    std::string pageFile;  // page 0, relative to the .fnt's folder
    int pages = 1;
    std::unordered_map<char32_t, BitmapFontChar> chars;
    std::unordered_map<std::uint64_t, int> kernings;  // (first << 32 | second) -> amount
    std::vector<std::string> warnings;                // read as cocos reads them, but worth knowing
    // Set by the asset resolver: page 0's image.
    TextureInfo page{};

    const BitmapFontChar* find(char32_t c) const {
        const auto it = chars.find(c);
        return it == chars.end() ? nullptr : &it->second;
    }
    int kerning(char32_t first, char32_t second) const {
        const auto it = kernings.find(std::uint64_t(first) << 32 | second);
        return it == kernings.end() ? 0 : it->second;
    }
};

struct BitmapFontRead {
    std::optional<BitmapFont> font;
    std::string error;  // "FILE:LINE: what is wrong" or "FILE: byte N: what is wrong"
};

// `fileName` names the file in errors.
BitmapFontRead parseBitmapFont(std::string_view bytes, const std::string& fileName,
                               const BitmapFontLimits& limits = {});

}  // namespace diorama
