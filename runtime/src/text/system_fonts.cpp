#include "diorama/text/system_fonts.h"

#include <fontconfig/fontconfig.h>

#include <memory>

namespace diorama {

namespace {
struct PatternDeleter {
    void operator()(FcPattern* p) const { FcPatternDestroy(p); }
};
struct CharSetDeleter {
    void operator()(FcCharSet* c) const { FcCharSetDestroy(c); }
};
using Pattern = std::unique_ptr<FcPattern, PatternDeleter>;
using CharSet = std::unique_ptr<FcCharSet, CharSetDeleter>;
}  // namespace

std::optional<SystemFont> findSystemFont(std::span<const char32_t> codepoints, const char* language) {
    if (!FcInit()) return std::nullopt;
    Pattern pattern(FcPatternCreate());
    CharSet wanted(FcCharSetCreate());
    if (!pattern || !wanted) return std::nullopt;
    for (char32_t cp : codepoints) FcCharSetAddChar(wanted.get(), FcChar32(cp));
    FcPatternAddCharSet(pattern.get(), FC_CHARSET, wanted.get());
    FcPatternAddBool(pattern.get(), FC_SCALABLE, FcTrue);
    if (language) FcPatternAddString(pattern.get(), FC_LANG, reinterpret_cast<const FcChar8*>(language));
    FcConfigSubstitute(nullptr, pattern.get(), FcMatchPattern);
    FcDefaultSubstitute(pattern.get());
    FcResult result = FcResultNoMatch;
    Pattern match(FcFontMatch(nullptr, pattern.get(), &result));
    if (!match) return std::nullopt;
    FcChar8* file = nullptr;
    FcCharSet* has = nullptr;
    FcBool scalable = FcFalse;
    if (FcPatternGetString(match.get(), FC_FILE, 0, &file) != FcResultMatch ||
        FcPatternGetCharSet(match.get(), FC_CHARSET, 0, &has) != FcResultMatch ||
        FcPatternGetBool(match.get(), FC_SCALABLE, 0, &scalable) != FcResultMatch || !scalable)
        return std::nullopt;
    for (char32_t cp : codepoints)
        if (!FcCharSetHasChar(has, FcChar32(cp))) return std::nullopt;
    SystemFont found{reinterpret_cast<const char*>(file), 0};
    FcPatternGetInteger(match.get(), FC_INDEX, 0, &found.index);
    return found;
}

}  // namespace diorama
