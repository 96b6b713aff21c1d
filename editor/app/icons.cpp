#include "icons.h"

#include "diorama/types/node_type.h"

#include <array>
#include <string>
#include <unordered_map>

namespace diorama::editor {

namespace {

// Codepoints of Font Awesome 4.7 (Debian's fonts-font-awesome), indexed by Icon.
constexpr std::array<unsigned, 23> kCodepoints = {
    0xf128 /* Unknown: question */,
    0xf06e /* eye */,
    0xf070 /* eye-slash */,
    0xf023 /* lock */,
    0xf09c /* unlock */,
    0xf07c /* folder-open */,
    0xf016 /* file-o */,
    0xf0c7 /* floppy-o */,
    0xf0e2 /* undo */,
    0xf01e /* repeat */,
    0xf0c5 /* copy */,
    0xf0c4 /* scissors */,
    0xf0ea /* clipboard */,
    0xf24d /* clone */,
    0xf1f8 /* trash */,
    0xf05b /* crosshairs */,
    0xf25a /* hand-pointer-o */,
    0xf0cb /* list-ol */,
    0xf071 /* exclamation-triangle */,
    0xf05a /* info-circle */,
    0xf002 /* search */,
    0xf00a /* th */,
    0xf059 /* question-circle */,
};

// Names a node type may choose as its icon (shapes and objects a scene is made of), and
// the Assets panel's glyphs.
const std::unordered_map<std::string_view, unsigned> kNamed = {
    {"adjust", 0xf042},       {"align-left", 0xf036},
    {"bars", 0xf0c9},         {"bolt", 0xf0e7},
    {"camera", 0xf030},       {"certificate", 0xf0a3},
    {"circle", 0xf111},       {"circle-o", 0xf10c},
    {"clone", 0xf24d},        {"cog", 0xf013},
    {"cube", 0xf1b2},         {"cubes", 0xf1b3},
    {"dot-circle-o", 0xf192}, {"file-image-o", 0xf1c5},
    {"film", 0xf008},         {"flag", 0xf024},
    {"folder", 0xf07b},       {"font", 0xf031},
    {"folder-open", 0xf07c},  {"refresh", 0xf021},
    {"caret-down", 0xf0d7},   {"caret-right", 0xf0da},
    {"gamepad", 0xf11b},      {"heart", 0xf004},
    {"leaf", 0xf06c},         {"link", 0xf0c1},
    {"magic", 0xf0d0},        {"map", 0xf279},
    {"music", 0xf001},        {"object-group", 0xf247},
    {"paint-brush", 0xf1fc},  {"picture-o", 0xf03e},
    {"play", 0xf04b},         {"puzzle-piece", 0xf12e},
    {"question", 0xf128},     {"sliders", 0xf1de},
    {"square", 0xf0c8},       {"square-o", 0xf096},
    {"star", 0xf005},         {"text-height", 0xf034},
    {"th", 0xf00a},           {"th-large", 0xf009},
    {"tint", 0xf043},         {"tree", 0xf1bb},
    {"user", 0xf007},         {"window-maximize", 0xf2d0},
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

const char* iconByName(std::string_view name) {
    static const auto kTexts = [] {
        std::unordered_map<std::string_view, std::string> t;
        for (const auto& [n, cp] : kNamed) t.emplace(n, utf8(cp));
        return t;
    }();
    auto it = kTexts.find(name);
    return it == kTexts.end() ? iconText(Icon::Unknown) : it->second.c_str();
}

const char* nodeTypeIcon(std::string_view typeName) {
    const NodeType* type = builtinNodeTypes().find(typeName);
    return type ? iconByName(type->icon()) : iconText(Icon::Unknown);
}

}  // namespace diorama::editor
