#include "diorama/editor/icon_names.h"

namespace diorama {

namespace {

// Names a node type may choose as its icon (shapes and objects a scene is made of), and
// the Assets panel's glyphs.
const std::unordered_map<std::string_view, unsigned> kNamed = {
    {"adjust", 0xf042},
    {"align-left", 0xf036},
    {"bars", 0xf0c9},
    {"battery-half", 0xf242},
    {"bold", 0xf032},
    {"bolt", 0xf0e7},
    {"calculator", 0xf1ec},
    {"arrows-v", 0xf07d},
    {"camera", 0xf030},
    {"certificate", 0xf0a3},
    {"check-square-o", 0xf046},
    {"circle", 0xf111},
    {"circle-o", 0xf10c},
    {"clone", 0xf24d},
    {"cog", 0xf013},
    {"columns", 0xf0db},
    {"cube", 0xf1b2},
    {"cubes", 0xf1b3},
    {"dot-circle-o", 0xf192},
    {"file-image-o", 0xf1c5},
    {"film", 0xf008},
    {"flag", 0xf024},
    {"folder", 0xf07b},
    {"font", 0xf031},
    {"folder-open", 0xf07c},
    {"refresh", 0xf021},
    {"caret-down", 0xf0d7},
    {"caret-right", 0xf0da},
    {"gamepad", 0xf11b},
    {"hand-pointer-o", 0xf25a},
    {"heart", 0xf004},
    {"i-cursor", 0xf246},
    {"leaf", 0xf06c},
    {"link", 0xf0c1},
    {"list", 0xf03a},
    {"magic", 0xf0d0},
    {"map", 0xf279},
    {"music", 0xf001},
    {"object-group", 0xf247},
    {"paint-brush", 0xf1fc},
    {"picture-o", 0xf03e},
    {"play", 0xf04b},
    {"puzzle-piece", 0xf12e},
    {"question", 0xf128},
    {"sliders", 0xf1de},
    {"square", 0xf0c8},
    {"square-o", 0xf096},
    {"star", 0xf005},
    {"text-height", 0xf034},
    {"th", 0xf00a},
    {"th-large", 0xf009},
    {"tint", 0xf043},
    {"tree", 0xf1bb},
    {"user", 0xf007},
    {"window-maximize", 0xf2d0},
};

}  // namespace

const std::unordered_map<std::string_view, unsigned>& namedIcons() { return kNamed; }

bool hasIcon(std::string_view name) { return kNamed.count(name) != 0; }

}  // namespace diorama
