// TrueType fonts rasterised with stb_truetype into a glyph atlas texture. A FontFace
// holds one font file; FontFace::atSize gives the atlas and metrics for a pixel size.
// Glyphs are rasterised on first use, so any UTF-8 text works without pre-baking.
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/render/texture_store.h"

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace diorama {

struct Glyph {
    float advance = 0.0f;
    Rect quad{};      // relative to the pen on the baseline, y up
    Vec2 uvMin{}, uvMax{};
    bool visible = false;
};

class FontAtlas;

class FontFace {
public:
    // Returns null and sets `error` when the file is missing or not a usable font.
    static std::shared_ptr<FontFace> load(const std::filesystem::path& path, TextureStore& textures,
                                          std::string& error);
    ~FontFace();

    FontAtlas& atSize(float pixelHeight);
    const std::string& path() const { return m_path; }

private:
    friend class FontAtlas;
    FontFace() = default;
    std::string m_path;
    std::vector<unsigned char> m_data;
    struct Info;
    std::unique_ptr<Info> m_info;
    TextureStore* m_textures = nullptr;
    std::map<int, std::unique_ptr<FontAtlas>> m_atlases;
};

class FontAtlas {
public:
    FontAtlas(FontFace& face, int pixelHeight);
    const Glyph& glyph(char32_t codepoint);
    float kerning(char32_t a, char32_t b) const;
    float ascent() const { return m_ascent; }
    float descent() const { return m_descent; }
    float lineHeight() const { return m_lineHeight; }
    TextureHandle texture() const { return m_texture; }
    // Pushes rasterised glyphs to the texture store if any were added.
    void flush();

private:
    FontFace& m_face;
    float m_scale = 1.0f;
    float m_ascent = 0.0f, m_descent = 0.0f, m_lineHeight = 0.0f;
    Image m_image;
    TextureHandle m_texture{};
    int m_penX = 1, m_penY = 1, m_rowHeight = 0;
    bool m_dirty = false;
    std::unordered_map<char32_t, Glyph> m_glyphs;
};

// Caches faces by path. The default face is DejaVu Sans from fonts-dejavu-core.
class FontStore {
public:
    static constexpr const char* kDefaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
    explicit FontStore(TextureStore& textures) : m_textures(textures) {}
    std::shared_ptr<FontFace> face(const std::filesystem::path& path, std::string& error);
    std::shared_ptr<FontFace> defaultFace(std::string& error) { return face(kDefaultFontPath, error); }

private:
    TextureStore& m_textures;
    std::unordered_map<std::string, std::shared_ptr<FontFace>> m_faces;
};

// Decodes UTF-8; invalid sequences become U+FFFD.
std::u32string decodeUtf8(std::string_view text);

}  // namespace diorama
