#include "icons.h"

#include "diorama/editor/icon_names.h"
#include "diorama/types/node_type.h"

#include <array>
#include <string>
#include <unordered_map>

namespace diorama::editor {

namespace {

// Codepoints of Font Awesome 4.7 (Debian's fonts-font-awesome), indexed by Icon.
constexpr std::array<unsigned, 25> kCodepoints = {
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
    0xf084 /* key */,
    0xf108 /* desktop */,
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
        for (const auto& [n, cp] : namedIcons()) t.emplace(n, utf8(cp));
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
