// TrueType/OpenType fonts rasterised with FreeType into glyph atlas textures. A font
// file named by a scene is untrusted input, so it goes through FreeType, a loader built
// and fuzzed for hostile files (stb_truetype does no bounds checking at all).
//
// A FontFace holds one font file; FontFace::atSize gives the atlas and metrics for a
// font size. Sizes follow stb_truetype's convention that the rest of Diorama was built
// on: the pixel height is ascent minus descent. Glyphs are rasterised on first use.
// Atlases start small and grow, and glyphs are rasterised at most kMaxRasterPixels
// high (larger text scales the quads), so the memory a label can cost is bounded and
// counted against the TextureStore's budget.
//
// A glyph the font lacks is borrowed from an installed font that has it (FontFallback,
// through fontconfig), rasterised at the same pixel height: Chinese text in a Latin font
// is drawn rather than shown as boxes. The line metrics stay the label font's own.
//
// An outline (cocos' TTFConfig::outlineSize) gets atlases of its own, made as cocos 3.17's
// FontFreeType makes them: the glyph's border stroked outwards with round caps and joins,
// and each glyph's image the union of the glyph and its stroked border. Lines are
// 2 × outline taller, and the image's top sits where the glyph's top would (cocos shifts
// the glyph down by the outline inside its taller line).
//
// A glow (cocos' Label::enableGlow) gets atlases of its own too, from FreeType's signed
// distance fields (FontAtlas::rasteriseGlowing says how they become cocos' glow).
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/render/texture_store.h"

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace diorama {

class FontAtlas;

struct Glyph {
    float advance = 0.0f;
    Rect quad{};                  // relative to the pen on the baseline, y up, in atlas pixels
    Vec2 texelMin{}, texelMax{};  // the glyph's rectangle in the atlas image, in pixels
    // In an outline atlas, the same-sized images cocos' outline shader makes of the glyph's
    // two coverages: the ring (outline × (1 − glyph), its outline pass) and the whole
    // stroked shape (outline, the shadow of an outlined label). texelMin/texelMax hold the
    // glyph's own coverage in the same rectangle.
    Vec2 ringTexelMin{}, strokedTexelMin{};
    // In a glow atlas, the glow pass's image, the same size as the text's at texelMin.
    Vec2 glowTexelMin{};
    bool visible = false;
    // Set when the glyph was borrowed from another font: the atlas that holds its pixels.
    const FontAtlas* atlas = nullptr;
};

class FontFallback;

class FontFace {
public:
    static constexpr std::uint64_t kMaxFileBytes = 32ull << 20;
    static constexpr int kMaxRasterPixels = 256;

    // Returns null and sets `error` (naming the file) when the file is missing, not a
    // regular file, too large, or not a font FreeType can use. `faceIndex` picks a face
    // of a collection (.ttc).
    static std::shared_ptr<FontFace> load(const std::filesystem::path& path, TextureStore& textures, std::string& error,
                                          int faceIndex = 0);
    // The same for bytes already in memory; `name` stands for the file in messages.
    static std::shared_ptr<FontFace> loadFromMemory(std::vector<unsigned char> bytes, const std::string& name,
                                                    TextureStore& textures, std::string& error, int faceIndex = 0);
    ~FontFace();
    FontFace(const FontFace&) = delete;
    FontFace& operator=(const FontFace&) = delete;

    // The whole-pixel height a font size is laid out at (at least 1).
    static int pixelSize(float fontSize);
    // The atlas for a font size: rasterised at min(pixelSize, kMaxRasterPixels). A positive
    // `outline` (in the size's units) gives the outline atlas; else `glow` the glow atlas.
    FontAtlas& atSize(float fontSize, float outline = 0.0f, bool glow = false);
    const std::string& path() const { return m_path; }
    bool hasGlyph(char32_t codepoint) const;

private:
    friend class FontAtlas;
    friend class FontStore;
    FontFace() = default;
    FontAtlas& atPixelHeight(int pixelHeight, int outline64 = 0, bool glow = false);
    std::string m_path;
    std::vector<unsigned char> m_data;  // FreeType reads the face from here
    struct Library;
    std::unique_ptr<Library> m_ft;
    TextureStore* m_textures = nullptr;
    // By pixel height, outline in 1/64 px and glow.
    std::map<std::tuple<int, int, bool>, std::unique_ptr<FontAtlas>> m_atlases;
    std::shared_ptr<FontFallback> m_fallback;  // null: missing glyphs show the font's own box
};

class FontAtlas {
public:
    // `outline64`: the outline's width in 1/64 pixels, 0 for none; `glow`: glyphs with a
    // glow image (without an outline).
    FontAtlas(FontFace& face, int pixelHeight, int outline64 = 0, bool glow = false);
    ~FontAtlas();
    FontAtlas(const FontAtlas&) = delete;
    FontAtlas& operator=(const FontAtlas&) = delete;

    const Glyph& glyph(char32_t codepoint);
    float kerning(char32_t a, char32_t b) const;
    int pixelHeight() const { return m_pixelHeight; }
    const FontFace& face() const { return m_face; }
    float ascent() const { return m_ascent; }
    float descent() const { return m_descent; }
    // The font's line height, plus twice the outline in an outline atlas.
    float lineHeight() const { return m_lineHeight + 2.0f * outline(); }
    // The outline's width in pixels; 0 in a plain atlas.
    float outline() const { return float(m_outline64) / 64.0f; }
    bool glows() const { return m_glow; }
    TextureHandle texture() const { return m_texture; }
    // Side of the square atlas image, to turn texels into texture coordinates.
    int side() const { return m_side; }
    // Why glyphs are missing (budget exhausted, atlas full), empty when none are.
    const std::string& error() const { return m_error; }

private:
    bool grow();
    // Finds room for a w×h image (growing the atlas if needed); its top-left texel.
    std::optional<Vec2> place(int w, int h);
    void rasterise(Glyph& g, unsigned index);
    void rasteriseOutlined(Glyph& g, unsigned index);
    void rasteriseGlowing(Glyph& g, unsigned index);
    FontFace& m_face;
    int m_pixelHeight;
    int m_outline64 = 0;
    bool m_glow = false;
    void* m_stroker = nullptr;  // FT_Stroker, in outline atlases
    void* m_size = nullptr;     // FT_Size: this atlas's scale inside the shared face
    float m_scale = 1.0f;       // font units to pixels
    float m_ascent = 0.0f, m_descent = 0.0f, m_lineHeight = 0.0f;
    TextureHandle m_texture{};
    int m_side = 0;
    int m_penX = 1, m_penY = 1, m_rowHeight = 0;
    std::string m_error;
    std::unordered_map<char32_t, Glyph> m_glyphs;
};

// The installed fonts that glyphs missing from a store's faces are borrowed from. Each
// font fontconfig names is loaded once; a codepoint no installed font has is asked about
// once.
class FontFallback {
public:
    static constexpr std::size_t kMaxRememberedMisses = 65536;
    explicit FontFallback(TextureStore& textures) : m_textures(textures) {}
    // A face that has `codepoint`, or null when no installed font has it.
    FontFace* faceFor(char32_t codepoint);

private:
    TextureStore& m_textures;
    std::vector<std::shared_ptr<FontFace>> m_faces;  // in the order they were first needed
    std::unordered_set<std::string> m_triedFiles;    // file#index
    std::unordered_set<char32_t> m_misses;
};

// Caches faces by path. The default face is DejaVu Sans from fonts-dejavu-core.
class FontStore {
public:
    static constexpr const char* kDefaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
    enum class SystemFallback { On, Off };
    explicit FontStore(TextureStore& textures, SystemFallback fallback = SystemFallback::On);
    std::shared_ptr<FontFace> face(const std::filesystem::path& path, std::string& error);
    std::shared_ptr<FontFace> defaultFace(std::string& error) { return face(kDefaultFontPath, error); }

private:
    TextureStore& m_textures;
    std::shared_ptr<FontFallback> m_fallback;  // shared with its faces, which may outlive it
    std::unordered_map<std::string, std::shared_ptr<FontFace>> m_faces;
};

// Decodes UTF-8; invalid sequences become U+FFFD.
std::u32string decodeUtf8(std::string_view text);
// Appends `codePoint` as UTF-8 (what a keyboard typed); a surrogate or one past U+10FFFF
// appends U+FFFD.
void appendUtf8(std::string& out, char32_t codePoint);

}  // namespace diorama
