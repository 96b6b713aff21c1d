#include "diorama/text/font.h"

#include "diorama/io/asset_file.h"
#include "diorama/text/system_fonts.h"

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_GLYPH_H
#include FT_MODULE_H
#include FT_OUTLINE_H
#include FT_SIZES_H
#include FT_STROKER_H

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
// Wider outlines are drawn at this width: the stroked glyphs must still fit an atlas.
constexpr float kMaxOutlinePixels = 128.0f;

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

FontAtlas& FontFace::atSize(float fontSize, float outline, bool glow) {
    const int px = std::min(pixelSize(fontSize), kMaxRasterPixels);
    int outline64 = 0;
    if (outline > 0.0f) {
        // In raster pixels: sizes above the raster limit draw the limit's glyphs scaled up.
        const float k = float(pixelSize(fontSize)) / float(px);
        outline64 = int(std::lround(std::min(outline / k, kMaxOutlinePixels) * 64.0f));
    }
    return atPixelHeight(px, outline64, glow && outline64 == 0);
}

FontAtlas& FontFace::atPixelHeight(int px, int outline64, bool glow) {
    auto& slot = m_atlases[{px, outline64, glow}];
    if (!slot) slot = std::make_unique<FontAtlas>(*this, px, outline64, glow);
    return *slot;
}

bool FontFace::hasGlyph(char32_t cp) const { return FT_Get_Char_Index(m_ft->face, FT_ULong(cp)) != 0; }

FontAtlas::FontAtlas(FontFace& face, int pixelHeight, int outline64, bool glow)
    : m_face(face), m_pixelHeight(pixelHeight), m_outline64(std::max(outline64, 0)), m_glow(glow && outline64 <= 0) {
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
    if (m_outline64 > 0) {
        FT_Stroker stroker = nullptr;
        if (FT_Stroker_New(face.m_ft->library, &stroker) == 0) {
            FT_Stroker_Set(stroker, m_outline64, FT_STROKER_LINECAP_ROUND, FT_STROKER_LINEJOIN_ROUND, 0);
            m_stroker = stroker;
        } else if (m_error.empty()) {
            m_error = face.m_path + ": cannot outline glyphs";
        }
    }
    grow();
}

FontAtlas::~FontAtlas() {
    if (m_stroker) FT_Stroker_Done(static_cast<FT_Stroker>(m_stroker));
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
            FontAtlas& from = other->atPixelHeight(m_pixelHeight, m_outline64, m_glow);
            g = from.glyph(cp);
            g.atlas = &from;
            return m_glyphs.emplace(cp, g).first->second;
        }
    }
    if (m_size && m_side > 0) {
        FT_Activate_Size(static_cast<FT_Size>(m_size));
        if (m_outline64 > 0)
            rasteriseOutlined(g, index);
        else if (m_glow)
            rasteriseGlowing(g, index);
        else
            rasterise(g, index);
    }
    return m_glyphs.emplace(cp, g).first->second;
}

namespace {
// A FreeType gray bitmap's rows top first, packed (pitch = width).
std::vector<unsigned char> topDownPixels(const FT_Bitmap& bitmap) {
    const int w = int(bitmap.width), h = int(bitmap.rows), pitch = bitmap.pitch;
    std::vector<unsigned char> pixels(std::size_t(w) * std::size_t(h));
    for (int y = 0; y < h; ++y) {
        const unsigned char* row =
            pitch >= 0 ? bitmap.buffer + std::ptrdiff_t(y) * pitch : bitmap.buffer + std::ptrdiff_t(h - 1 - y) * -pitch;
        std::memcpy(&pixels[std::size_t(y) * std::size_t(w)], row, std::size_t(w));
    }
    return pixels;
}

bool fitsAtlas(long w, long h) { return w > 0 && h > 0 && w < kMaxAtlasSide - 2 && h < kMaxAtlasSide - 2; }
}  // namespace

std::optional<Vec2> FontAtlas::place(int w, int h) {
    while (true) {
        if (m_penX + w + 1 > m_side) {
            m_penX = 1;
            m_penY += m_rowHeight + 1;
            m_rowHeight = 0;
        }
        if (m_penY + h + 1 <= m_side && m_penX + w + 1 <= m_side) break;
        if (!grow()) return std::nullopt;
    }
    const Vec2 at{float(m_penX), float(m_penY)};
    m_penX += w + 1;
    m_rowHeight = std::max(m_rowHeight, h);
    return at;
}

namespace {
void writeCoverage(Image& image, int side, Vec2 at, int w, int h, const unsigned char* coverage) {
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            image.rgba[(std::size_t(int(at.y) + y) * std::size_t(side) + std::size_t(int(at.x) + x)) * 4 + 3] =
                coverage[std::size_t(y) * std::size_t(w) + std::size_t(x)];
}
}  // namespace

void FontAtlas::rasterise(Glyph& g, unsigned index) {
    const FT_Face f = m_face.m_ft->face;
    // No hinting: positions and advances scale exactly with the size, as before.
    if (FT_Load_Glyph(f, index, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_RENDER) != 0) return;
    const FT_GlyphSlot slot = f->glyph;
    g.advance = float(slot->linearHoriAdvance) / 65536.0f;
    const FT_Bitmap& bitmap = slot->bitmap;
    const int w = int(bitmap.width), h = int(bitmap.rows);
    if (!fitsAtlas(w, h) || bitmap.pixel_mode != FT_PIXEL_MODE_GRAY) return;
    const std::vector<unsigned char> pixels = topDownPixels(bitmap);
    const std::optional<Vec2> at = place(w, h);
    if (!at) return;
    writeCoverage(*m_face.m_textures->mutableImage(m_texture), m_side, *at, w, h, pixels.data());
    g.quad = {{float(slot->bitmap_left), float(slot->bitmap_top - h)}, {float(w), float(h)}};
    g.texelMin = *at;
    g.texelMax = *at + Vec2{float(w), float(h)};
    g.visible = true;
}

// cocos 3.17's FontFreeType::getGlyphBitmap with an outline: the glyph and its outward
// border (FT_Glyph_StrokeBorder, grid-fitted box) blended into one image that spans both.
void FontAtlas::rasteriseOutlined(Glyph& g, unsigned index) {
    const FT_Face f = m_face.m_ft->face;
    if (FT_Load_Glyph(f, index, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_RENDER) != 0) return;
    FT_GlyphSlot slot = f->glyph;
    g.advance = float(slot->linearHoriAdvance) / 65536.0f;
    const int gw = int(slot->bitmap.width), gh = int(slot->bitmap.rows);
    // As in cocos, a glyph without pixels (a space) gets no outline either.
    if (!fitsAtlas(gw, gh) || slot->bitmap.pixel_mode != FT_PIXEL_MODE_GRAY || !m_stroker) return;
    const std::vector<unsigned char> glyphPixels = topDownPixels(slot->bitmap);
    const long glyphMinX = slot->bitmap_left, glyphMaxY = slot->bitmap_top;
    const long glyphMaxX = glyphMinX + gw, glyphMinY = glyphMaxY - gh;

    if (FT_Load_Glyph(f, index, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) != 0) return;
    slot = f->glyph;
    if (slot->format != FT_GLYPH_FORMAT_OUTLINE) return;
    FT_Glyph stroked = nullptr;
    if (FT_Get_Glyph(slot, &stroked) != 0) return;
    FT_Glyph_StrokeBorder(&stroked, static_cast<FT_Stroker>(m_stroker), 0, 1);
    std::unique_ptr<FT_GlyphRec, void (*)(FT_Glyph)> owned(stroked, FT_Done_Glyph);
    if (stroked->format != FT_GLYPH_FORMAT_OUTLINE) return;
    FT_BBox box;
    FT_Glyph_Get_CBox(stroked, FT_GLYPH_BBOX_GRIDFIT, &box);
    const long outlineMinX = box.xMin >> 6, outlineMaxX = box.xMax >> 6;
    const long outlineMinY = box.yMin >> 6, outlineMaxY = box.yMax >> 6;
    const long ow = outlineMaxX - outlineMinX, oh = outlineMaxY - outlineMinY;
    if (!fitsAtlas(ow, oh)) return;
    std::vector<unsigned char> outlinePixels(std::size_t(ow) * std::size_t(oh), 0);
    FT_Bitmap target{};
    target.buffer = outlinePixels.data();
    target.width = unsigned(ow);
    target.rows = unsigned(oh);
    target.pitch = int(ow);
    target.pixel_mode = FT_PIXEL_MODE_GRAY;
    target.num_grays = 256;
    FT_Raster_Params params{};
    FT_Outline* strokedOutline = &reinterpret_cast<FT_OutlineGlyph>(stroked)->outline;
    params.source = strokedOutline;
    params.target = &target;
    params.flags = FT_RASTER_FLAG_AA;
    FT_Outline_Translate(strokedOutline, -box.xMin, -box.yMin);
    if (FT_Outline_Render(m_face.m_ft->library, strokedOutline, &params) != 0) return;

    const long minX = std::min(outlineMinX, glyphMinX), maxY = std::max(outlineMaxY, glyphMaxY);
    const long bw = std::max(outlineMaxX, glyphMaxX) - minX, bh = maxY - std::min(outlineMinY, glyphMinY);
    if (!fitsAtlas(bw, bh)) return;
    const std::size_t n = std::size_t(bw) * std::size_t(bh);
    std::vector<unsigned char> glyphCover(n, 0), outlineCover(n, 0), ring(n);
    auto blit = [&](std::vector<unsigned char>& into, const std::vector<unsigned char>& from, long w, long h, long px,
                    long py) {
        for (long y = 0; y < h; ++y)
            std::memcpy(&into[std::size_t((py + y) * bw + px)], &from[std::size_t(y * w)], std::size_t(w));
    };
    blit(outlineCover, outlinePixels, ow, oh, outlineMinX - minX, maxY - outlineMaxY);
    blit(glyphCover, glyphPixels, gw, gh, glyphMinX - minX, maxY - glyphMaxY);
    // The outline pass's alpha, outline × (1 − glyph), as cocos' shader computes it.
    for (std::size_t i = 0; i < n; ++i)
        ring[i] = (unsigned char)((unsigned(outlineCover[i]) * (255u - glyphCover[i]) + 127u) / 255u);

    const int w = int(bw), h = int(bh);
    const std::optional<Vec2> text = place(w, h), ringAt = text ? place(w, h) : std::nullopt,
                              strokedAt = ringAt ? place(w, h) : std::nullopt;
    if (!strokedAt) return;
    Image& image = *m_face.m_textures->mutableImage(m_texture);
    writeCoverage(image, m_side, *text, w, h, glyphCover.data());
    writeCoverage(image, m_side, *ringAt, w, h, ring.data());
    writeCoverage(image, m_side, *strokedAt, w, h, outlineCover.data());
    g.quad = {{float(minX), float(maxY) - outline() - float(bh)}, {float(bw), float(bh)}};
    g.texelMin = *text;
    g.texelMax = *text + Vec2{float(w), float(h)};
    g.ringTexelMin = *ringAt;
    g.strokedTexelMin = *strokedAt;
    g.visible = true;
}

namespace {
// cocos 3.17's distance-field font size (FontFreeType::DistanceMapFontSize) and the
// padding its glyph images get there (DistanceMapSpread).
constexpr float kDistanceMapFontSize = 50.0f;
constexpr float kDistanceMapPadding = 3.0f;

float smoothstep(float edge0, float edge1, float x) {
    const float t = std::clamp((x - edge0) / (edge1 - edge0), 0.0f, 1.0f);
    return t * t * (3.0f - 2.0f * t);
}
}  // namespace

// cocos 3.17's glow: a label with a glow draws from a distance-field atlas made at size 50,
// each glyph padded by 3 pixels there, whose texel is v = (128 − 16·d) / 255 clamped, d
// being the distance outside the glyph in pixels (negative inside; edtaa3). Its glow
// shader gives a pixel the colour glow·(1 − a) + text·a at coverage g = max(a, mu), with
// a = smoothstep(0.46, 0.54, v) and mu = smoothstep(0.5, 1, sqrt(v)).
//
// Here the distances are FreeType's signed distance field at this atlas's own size, scaled
// to size 50, so a glowing label lays out exactly as one without; and the shader's one pass
// becomes two images drawn one after the other, the glow pass with coverage
// (1 − a)·g / (1 − a·g) and the text pass with a·g, which blend to that same colour.
void FontAtlas::rasteriseGlowing(Glyph& g, unsigned index) {
    const FT_Face f = m_face.m_ft->face;
    if (FT_Load_Glyph(f, index, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) != 0) return;
    const FT_GlyphSlot slot = f->glyph;
    g.advance = float(slot->linearHoriAdvance) / 65536.0f;
    // A glyph without contours (a space) has no image, as in cocos.
    if (slot->format != FT_GLYPH_FORMAT_OUTLINE || slot->outline.n_contours <= 0) return;
    // An outline wider or taller than the atlas never fits it: return before FreeType
    // renders a distance field that large (a hostile font took seconds and 700 MB here).
    FT_BBox box;
    FT_Outline_Get_CBox(&slot->outline, &box);
    if ((box.xMax - box.xMin) / 64 >= kMaxAtlasSide || (box.yMax - box.yMin) / 64 >= kMaxAtlasSide) return;
    const float perSize50 = kDistanceMapFontSize / float(m_pixelHeight);  // size-50 pixels per pixel here
    const int pad = std::max(1, int(std::lround(kDistanceMapPadding / perSize50)));
    // Enough to measure the distance anywhere in the padding, its corners included.
    FT_Int spread = std::clamp(pad * 3 / 2 + 1, 2, 32);
    // A FreeType without its SDF renderer draws the text without a glow.
    if (FT_Property_Set(m_face.m_ft->library, "sdf", "spread", &spread) != 0 ||
        FT_Render_Glyph(slot, FT_RENDER_MODE_SDF) != 0) {
        rasterise(g, index);
        const Vec2 size = g.texelMax - g.texelMin;
        if (g.visible)  // a glow image that is clear: the atlas starts transparent
            if (const std::optional<Vec2> clear = place(int(size.x), int(size.y))) g.glowTexelMin = *clear;
        return;
    }
    const FT_Bitmap& bitmap = slot->bitmap;
    if (bitmap.pixel_mode != FT_PIXEL_MODE_GRAY) return;
    const int crop = std::max(0, int(spread) - pad);  // the field is padded by its spread
    const int w = int(bitmap.width) - 2 * crop, h = int(bitmap.rows) - 2 * crop;
    if (!fitsAtlas(w, h)) return;
    const std::vector<unsigned char> field = topDownPixels(bitmap);
    const std::size_t n = std::size_t(w) * std::size_t(h);
    std::vector<unsigned char> text(n), glow(n);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const unsigned char raw = field[std::size_t(y + crop) * bitmap.width + std::size_t(x + crop)];
            const float inside = (float(raw) - 128.0f) / 128.0f * float(spread) * perSize50;
            const float v = std::clamp(128.0f + 16.0f * inside, 0.0f, 255.0f) / 255.0f;
            const float a = smoothstep(0.46f, 0.54f, v), mu = smoothstep(0.5f, 1.0f, std::sqrt(v));
            const float cover = std::max(a, mu), textCover = a * cover;
            const float glowCover = textCover < 1.0f ? (1.0f - a) * cover / (1.0f - textCover) : 0.0f;
            const std::size_t i = std::size_t(y) * std::size_t(w) + std::size_t(x);
            text[i] = (unsigned char)std::lround(textCover * 255.0f);
            glow[i] = (unsigned char)std::lround(glowCover * 255.0f);
        }
    const std::optional<Vec2> textAt = place(w, h), glowAt = textAt ? place(w, h) : std::nullopt;
    if (!glowAt) return;
    Image& image = *m_face.m_textures->mutableImage(m_texture);
    writeCoverage(image, m_side, *textAt, w, h, text.data());
    writeCoverage(image, m_side, *glowAt, w, h, glow.data());
    const int left = slot->bitmap_left + crop, top = slot->bitmap_top - crop;
    g.quad = {{float(left), float(top - h)}, {float(w), float(h)}};
    g.texelMin = *textAt;
    g.texelMax = *textAt + Vec2{float(w), float(h)};
    g.glowTexelMin = *glowAt;
    g.visible = true;
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
