#include "diorama/text/font.h"

#include <stb_truetype.h>

#include <cmath>
#include <fstream>
#include <iterator>

namespace diorama {

struct FontFace::Info {
    stbtt_fontinfo font;
};

namespace {
constexpr int kAtlasSize = 1024;
}

std::shared_ptr<FontFace> FontFace::load(const std::filesystem::path& path, TextureStore& textures,
                                         std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = path.string() + ": font file not found";
        return nullptr;
    }
    std::shared_ptr<FontFace> face(new FontFace());
    face->m_path = path.string();
    face->m_data.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    face->m_info = std::make_unique<Info>();
    face->m_textures = &textures;
    const int offset = stbtt_GetFontOffsetForIndex(face->m_data.data(), 0);
    if (face->m_data.size() < 12 || offset < 0 ||
        !stbtt_InitFont(&face->m_info->font, face->m_data.data(), offset)) {
        error = path.string() + ": not a TrueType font";
        return nullptr;
    }
    return face;
}

FontFace::~FontFace() = default;

FontAtlas& FontFace::atSize(float pixelHeight) {
    const int px = std::max(1, int(std::lround(pixelHeight)));
    auto& slot = m_atlases[px];
    if (!slot) slot = std::make_unique<FontAtlas>(*this, px);
    return *slot;
}

FontAtlas::FontAtlas(FontFace& face, int pixelHeight) : m_face(face) {
    const stbtt_fontinfo* info = &face.m_info->font;
    m_scale = stbtt_ScaleForPixelHeight(info, float(pixelHeight));
    int ascent = 0, descent = 0, gap = 0;
    stbtt_GetFontVMetrics(info, &ascent, &descent, &gap);
    m_ascent = float(ascent) * m_scale;
    m_descent = float(descent) * m_scale;
    m_lineHeight = float(ascent - descent + gap) * m_scale;
    m_image.width = m_image.height = kAtlasSize;
    m_image.rgba.assign(std::size_t(kAtlasSize) * kAtlasSize * 4, 0);
    for (std::size_t i = 0; i < m_image.rgba.size(); i += 4) m_image.rgba[i] = m_image.rgba[i + 1] = m_image.rgba[i + 2] = 255;
    m_texture = face.m_textures->add(m_image, face.m_path + "@" + std::to_string(pixelHeight));
}

const Glyph& FontAtlas::glyph(char32_t cp) {
    if (auto it = m_glyphs.find(cp); it != m_glyphs.end()) return it->second;
    const stbtt_fontinfo* info = &m_face.m_info->font;
    Glyph g;
    int advance = 0, lsb = 0;
    stbtt_GetCodepointHMetrics(info, int(cp), &advance, &lsb);
    g.advance = float(advance) * m_scale;
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    stbtt_GetCodepointBitmapBox(info, int(cp), m_scale, m_scale, &x0, &y0, &x1, &y1);
    const int w = x1 - x0, h = y1 - y0;
    if (w > 0 && h > 0 && w < kAtlasSize - 2 && h < kAtlasSize - 2) {
        if (m_penX + w + 1 > kAtlasSize) {
            m_penX = 1;
            m_penY += m_rowHeight + 1;
            m_rowHeight = 0;
        }
        if (m_penY + h + 1 <= kAtlasSize) {
            std::vector<unsigned char> coverage(std::size_t(w) * h);
            stbtt_MakeCodepointBitmap(info, coverage.data(), w, h, w, m_scale, m_scale, int(cp));
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w; ++x)
                    m_image.rgba[(std::size_t(m_penY + y) * kAtlasSize + std::size_t(m_penX + x)) * 4 + 3] =
                        coverage[std::size_t(y) * w + x];
            // stb's box is y-down from the baseline; ours is y-up.
            g.quad = {{float(x0), float(-y1)}, {float(w), float(h)}};
            g.uvMin = {float(m_penX) / kAtlasSize, float(m_penY) / kAtlasSize};
            g.uvMax = {float(m_penX + w) / kAtlasSize, float(m_penY + h) / kAtlasSize};
            g.visible = true;
            m_penX += w + 1;
            m_rowHeight = std::max(m_rowHeight, h);
            m_dirty = true;
        }
    }
    return m_glyphs.emplace(cp, g).first->second;
}

float FontAtlas::kerning(char32_t a, char32_t b) const {
    return float(stbtt_GetCodepointKernAdvance(&m_face.m_info->font, int(a), int(b))) * m_scale;
}

void FontAtlas::flush() {
    if (!m_dirty) return;
    m_face.m_textures->update(m_texture, m_image);
    m_dirty = false;
}

std::shared_ptr<FontFace> FontStore::face(const std::filesystem::path& path, std::string& error) {
    const std::string key = path.lexically_normal().string();
    if (auto it = m_faces.find(key); it != m_faces.end()) return it->second;
    auto face = FontFace::load(path, m_textures, error);
    if (face) m_faces[key] = face;
    return face;
}

std::u32string decodeUtf8(std::string_view s) {
    std::u32string out;
    out.reserve(s.size());
    std::size_t i = 0;
    while (i < s.size()) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        int len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
        if (len == 0 || i + std::size_t(len) > s.size()) {
            out.push_back(0xFFFD);
            ++i;
            continue;
        }
        char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
        bool ok = true;
        for (int k = 1; k < len; ++k) {
            const unsigned char cc = static_cast<unsigned char>(s[i + std::size_t(k)]);
            if ((cc & 0xC0) != 0x80) {
                ok = false;
                break;
            }
            cp = (cp << 6) | (cc & 0x3F);
        }
        const bool overlong = (len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000);
        if (!ok || overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            out.push_back(0xFFFD);
            ++i;
            continue;
        }
        out.push_back(cp);
        i += std::size_t(len);
    }
    return out;
}

}  // namespace diorama
