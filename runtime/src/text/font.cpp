#include "diorama/text/font.h"

#include "diorama/io/asset_file.h"
#include "diorama/text/system_fonts.h"

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SIZES_H

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>

namespace diorama {

struct FontFace::Library {
    FT_Library library = nullptr;
    FT_Face face = nullptr;
    ~Library() {
        if (face) FT_Done_Face(face);
        if (library) FT_Done_FreeType(library);
    }
};

namespace {
constexpr int kFirstAtlasSide = 128;
constexpr int kMaxAtlasSide = 2048;

std::string freeTypeError(FT_Error code) {
    const char* text = FT_Error_String(code);
    return text ? std::string(text) : "FreeType error " + std::to_string(code);
}
}  // namespace

std::shared_ptr<FontFace> FontFace::load(const std::filesystem::path& path, TextureStore& textures, std::string& error,
                                         int faceIndex) {
    std::vector<unsigned char> bytes;
    if (!readAssetFile(path, "font", kMaxFileBytes, bytes, error)) return nullptr;
    return loadFromMemory(std::move(bytes), path.string(), textures, error, faceIndex);
}

std::shared_ptr<FontFace> FontFace::loadFromMemory(std::vector<unsigned char> bytes, const std::string& name,
                                                   TextureStore& textures, std::string& error, int faceIndex) {
    std::shared_ptr<FontFace> face(new FontFace());
    face->m_data = std::move(bytes);
    face->m_path = name;
    face->m_textures = &textures;
    face->m_ft = std::make_unique<Library>();
    if (FT_Error e = FT_Init_FreeType(&face->m_ft->library)) {
        error = name + ": cannot start the font loader (" + freeTypeError(e) + ")";
        return nullptr;
    }
    if (face->m_data.empty()) {
        error = name + ": not a font (the file is empty)";
        return nullptr;
    }
    if (FT_Error e = FT_New_Memory_Face(face->m_ft->library, face->m_data.data(), FT_Long(face->m_data.size()),
                                        FT_Long(std::max(faceIndex, 0)), &face->m_ft->face)) {
        error = name + ": not a usable font (" + freeTypeError(e) + ")";
        return nullptr;
    }
    const FT_Face f = face->m_ft->face;
    if (!FT_IS_SCALABLE(f) || f->units_per_EM == 0 || f->ascender - f->descender <= 0) {
        error = name + ": not a usable font (no scalable outlines or no vertical metrics)";
        return nullptr;
    }
    if (!f->charmap && FT_Select_Charmap(f, FT_ENCODING_UNICODE) != 0) {
        error = name + ": not a usable font (no Unicode character map)";
        return nullptr;
    }
    return face;
}

FontFace::~FontFace() {
    m_atlases.clear();  // their FT_Size objects belong to the face
}

int FontFace::pixelSize(float fontSize) {
    if (!(fontSize > 1.0f)) return 1;
    return int(std::lround(std::min(fontSize, 1.0e6f)));
}

FontAtlas& FontFace::atSize(float fontSize) { return atPixelHeight(std::min(pixelSize(fontSize), kMaxRasterPixels)); }

FontAtlas& FontFace::atPixelHeight(int px) {
    auto& slot = m_atlases[px];
    if (!slot) slot = std::make_unique<FontAtlas>(*this, px);
    return *slot;
}

bool FontFace::hasGlyph(char32_t cp) const { return FT_Get_Char_Index(m_ft->face, FT_ULong(cp)) != 0; }

FontAtlas::FontAtlas(FontFace& face, int pixelHeight) : m_face(face), m_pixelHeight(pixelHeight) {
    const FT_Face f = face.m_ft->face;
    // stb_truetype's ScaleForPixelHeight: ascent minus descent spans the pixel height.
    m_scale = float(pixelHeight) / float(f->ascender - f->descender);
    m_ascent = float(f->ascender) * m_scale;
    m_descent = float(f->descender) * m_scale;
    const int lineGap = std::max(0, int(f->height) - (f->ascender - f->descender));
    m_lineHeight = float(f->ascender - f->descender + lineGap) * m_scale;

    FT_Size size = nullptr;
    if (FT_New_Size(f, &size) == 0) {
        m_size = size;
        FT_Activate_Size(size);
        FT_Size_RequestRec request{FT_SIZE_REQUEST_TYPE_REAL_DIM, 0, FT_Long(pixelHeight) * 64, 0, 0};
        if (FT_Request_Size(f, &request) != 0)
            m_error = face.m_path + ": font cannot be scaled to " + std::to_string(pixelHeight) + " px";
    } else {
        m_error = face.m_path + ": font cannot be scaled";
    }
    grow();
}

FontAtlas::~FontAtlas() {
    if (m_size) FT_Done_Size(static_cast<FT_Size>(m_size));
}

bool FontAtlas::grow() {
    const int newSide = m_side == 0 ? kFirstAtlasSide : m_side * 2;
    if (newSide > kMaxAtlasSide) {
        if (m_error.empty())
            m_error = m_face.m_path + ": glyph atlas at " + std::to_string(m_pixelHeight) + " px is full";
        return false;
    }
    TextureStore& store = *m_face.m_textures;
    const std::uint64_t oldBytes = std::uint64_t(m_side) * m_side * 4;
    const std::uint64_t newBytes = std::uint64_t(newSide) * newSide * 4;
    std::string error;
    if (!store.reserve(newBytes - oldBytes,
                       m_face.m_path + ": a " + std::to_string(newSide) + "x" + std::to_string(newSide) +
                           " glyph atlas at " + std::to_string(m_pixelHeight) + " px",
                       error)) {
        if (m_error.empty()) m_error = error;
        return false;
    }
    Image image;
    image.width = image.height = newSide;
    image.rgba.assign(std::size_t(newSide) * newSide * 4, 0);
    // White with coverage in alpha, so the vertex colour tints the text.
    for (std::size_t i = 0; i < image.rgba.size(); i += 4) image.rgba[i] = image.rgba[i + 1] = image.rgba[i + 2] = 255;
    if (m_side > 0) {
        const Image& old = *store.image(m_texture);
        for (int y = 0; y < m_side; ++y)
            std::memcpy(&image.rgba[std::size_t(y) * newSide * 4], &old.rgba[std::size_t(y) * m_side * 4],
                        std::size_t(m_side) * 4);
        store.update(m_texture, std::move(image));
    } else {
        m_texture = store.add(std::move(image), m_face.m_path + "@" + std::to_string(m_pixelHeight));
    }
    m_side = newSide;
    return true;
}

const Glyph& FontAtlas::glyph(char32_t cp) {
    if (auto it = m_glyphs.find(cp); it != m_glyphs.end()) return it->second;
    Glyph g;
    const FT_Face f = m_face.m_ft->face;
    const FT_UInt index = FT_Get_Char_Index(f, FT_ULong(cp));
    // Control characters draw nothing in any font: only printable ones are borrowed.
    if (index == 0 && cp >= 0x20 && cp != 0x7F && m_face.m_fallback) {
        if (FontFace* other = m_face.m_fallback->faceFor(cp)) {
            FontAtlas& from = other->atPixelHeight(m_pixelHeight);
            g = from.glyph(cp);
            g.atlas = &from;
            return m_glyphs.emplace(cp, g).first->second;
        }
    }
    if (m_size && m_side > 0) {
        FT_Activate_Size(static_cast<FT_Size>(m_size));
        // No hinting: positions and advances scale exactly with the size, as before.
        if (FT_Load_Glyph(f, index, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_RENDER) == 0) {
            const FT_GlyphSlot slot = f->glyph;
            g.advance = float(slot->linearHoriAdvance) / 65536.0f;
            const FT_Bitmap& bitmap = slot->bitmap;
            const int w = int(bitmap.width), h = int(bitmap.rows);
            if (w > 0 && h > 0 && bitmap.pixel_mode == FT_PIXEL_MODE_GRAY && w < kMaxAtlasSide - 2 &&
                h < kMaxAtlasSide - 2) {
                bool fits = true;
                while (true) {
                    if (m_penX + w + 1 > m_side) {
                        m_penX = 1;
                        m_penY += m_rowHeight + 1;
                        m_rowHeight = 0;
                    }
                    if (m_penY + h + 1 <= m_side && m_penX + w + 1 <= m_side) break;
                    if (!grow()) {
                        fits = false;
                        break;
                    }
                }
                if (fits) {
                    Image& image = *m_face.m_textures->mutableImage(m_texture);
                    const int pitch = bitmap.pitch;
                    for (int y = 0; y < h; ++y) {
                        const unsigned char* row = pitch >= 0 ? bitmap.buffer + std::ptrdiff_t(y) * pitch
                                                              : bitmap.buffer + std::ptrdiff_t(h - 1 - y) * -pitch;
                        for (int x = 0; x < w; ++x)
                            image.rgba[(std::size_t(m_penY + y) * std::size_t(m_side) + std::size_t(m_penX + x)) * 4 +
                                       3] = row[x];
                    }
                    g.quad = {{float(slot->bitmap_left), float(slot->bitmap_top - h)}, {float(w), float(h)}};
                    g.texelMin = {float(m_penX), float(m_penY)};
                    g.texelMax = {float(m_penX + w), float(m_penY + h)};
                    g.visible = true;
                    m_penX += w + 1;
                    m_rowHeight = std::max(m_rowHeight, h);
                }
            }
        }
    }
    return m_glyphs.emplace(cp, g).first->second;
}

float FontAtlas::kerning(char32_t a, char32_t b) const {
    const FT_Face f = m_face.m_ft->face;
    if (!FT_HAS_KERNING(f)) return 0.0f;
    const FT_UInt left = FT_Get_Char_Index(f, FT_ULong(a)), right = FT_Get_Char_Index(f, FT_ULong(b));
    // A glyph the font lacks (drawn as its box or borrowed from another font) has no pairs.
    if (left == 0 || right == 0) return 0.0f;
    FT_Vector delta{0, 0};
    if (FT_Get_Kerning(f, left, right, FT_KERNING_UNSCALED, &delta) != 0) return 0.0f;
    return float(delta.x) * m_scale;
}

FontFace* FontFallback::faceFor(char32_t cp) {
    for (const auto& face : m_faces)
        if (face->hasGlyph(cp)) return face.get();
    if (m_misses.contains(cp)) return nullptr;
    const char32_t wanted[] = {cp};
    if (const std::optional<SystemFont> found = findSystemFont(wanted)) {
        const std::string key = found->file + "#" + std::to_string(found->index);
        if (m_triedFiles.insert(key).second) {
            std::string error;  // an installed font FreeType cannot read just lends nothing
            if (auto face = FontFace::load(found->file, m_textures, error, found->index); face && face->hasGlyph(cp)) {
                m_faces.push_back(std::move(face));
                return m_faces.back().get();
            }
        }
    }
    if (m_misses.size() < kMaxRememberedMisses) m_misses.insert(cp);
    return nullptr;
}

FontStore::FontStore(TextureStore& textures, SystemFallback fallback)
    : m_textures(textures),
      m_fallback(fallback == SystemFallback::On ? std::make_shared<FontFallback>(textures) : nullptr) {}

std::shared_ptr<FontFace> FontStore::face(const std::filesystem::path& path, std::string& error) {
    const std::string key = path.lexically_normal().string();
    if (auto it = m_faces.find(key); it != m_faces.end()) return it->second;
    auto face = FontFace::load(path, m_textures, error);
    if (face) {
        face->m_fallback = m_fallback;
        m_faces[key] = face;
    }
    return face;
}

void appendUtf8(std::string& out, char32_t cp) {
    if ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) cp = 0xFFFD;
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
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
