#include "icons.h"

#include <array>
#include <string>

namespace diorama::editor {

namespace {

// Codepoints from /usr/share/sass/font-awesome/_variables.scss (Font Awesome 4.7).
constexpr std::array<unsigned, 28> kCodepoints = {
    0xf03e /* Scene: picture-o */, 0xf1b2 /* Node: cube */,     0xf1c5 /* Sprite: file-image-o */,
    0xf0c8 /* ColorLayer: square */, 0xf031 /* Label: font */,  0xf128 /* Unknown: question */,
    0xf06e /* eye */,  0xf070 /* eye-slash */, 0xf023 /* lock */,   0xf09c /* unlock */,
    0xf07c /* folder-open */, 0xf016 /* file-o */, 0xf0c7 /* floppy-o */, 0xf0e2 /* undo */,
    0xf01e /* repeat */, 0xf0c5 /* copy */, 0xf0c4 /* scissors */, 0xf0ea /* clipboard */,
    0xf24d /* clone */, 0xf1f8 /* trash */, 0xf05b /* crosshairs */, 0xf25a /* hand-pointer-o */,
    0xf0cb /* list-ol */, 0xf071 /* exclamation-triangle */, 0xf05a /* info-circle */,
    0xf002 /* search */, 0xf00a /* th */, 0xf059 /* question-circle */,
};

std::string utf8(unsigned cp) {
    std::string s;
    s += char(0xE0 | (cp >> 12));
    s += char(0x80 | ((cp >> 6) & 0x3F));
    s += char(0x80 | (cp & 0x3F));
    return s;
}

}  // namespace

const char* iconText(Icon icon) {
    static const auto kTexts = [] {
        std::array<std::string, kCodepoints.size()> t;
        for (std::size_t i = 0; i < kCodepoints.size(); ++i) t[i] = utf8(kCodepoints[i]);
        return t;
    }();
    return kTexts[std::size_t(icon)].c_str();
}

Icon iconForNodeType(std::string_view type) {
    if (type == "Scene") return Icon::Scene;
    if (type == "Node") return Icon::Node;
    if (type == "Sprite") return Icon::Sprite;
    if (type == "ColorLayer") return Icon::ColorLayer;
    if (type == "Label") return Icon::Label;
    return Icon::Unknown;
}

}  // namespace diorama::editor
