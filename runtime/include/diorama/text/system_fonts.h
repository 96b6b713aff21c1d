// The fonts installed on the machine, found through fontconfig: where a glyph that a
// label's own font lacks is borrowed from (Chinese text in a Latin font, say), and the
// CJK font the editor merges into its UI font.
#pragma once

#include <optional>
#include <span>
#include <string>

namespace diorama {

struct SystemFont {
    std::string file;
    int index = 0;  // the face within a collection (.ttc)
};

// The scalable font fontconfig ranks first for `codepoints` (and for `language`, such as
// "zh-cn", when given) if it really has every one of them: fontconfig otherwise answers
// with its closest font anyway. Empty when no installed font has them all.
std::optional<SystemFont> findSystemFont(std::span<const char32_t> codepoints, const char* language = nullptr);

}  // namespace diorama
