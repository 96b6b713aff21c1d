#include "diorama/render/texture_store.h"

#include "diorama/io/asset_file.h"

#include <png.h>

#include <algorithm>
#include <cmath>
#include <csetjmp>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace diorama {

namespace {

std::uint32_t be32(const unsigned char* p) {
    return (std::uint32_t(p[0]) << 24) | (std::uint32_t(p[1]) << 16) | (std::uint32_t(p[2]) << 8) | std::uint32_t(p[3]);
}

// A chunk type as printable text (other bytes as \xNN), for messages.
std::string escapeChunkType(const std::string& type) {
    std::string out;
    for (unsigned char c : type) {
        if (c >= 0x20 && c < 0x7f) {
            out += char(c);
        } else {
            char hex[5];
            std::snprintf(hex, sizeof hex, "\\x%02x", c);
            out += hex;
        }
    }
    return out;
}

// A chunk can never hold more bytes than the file has left, so a header that says so is
// corruption, reported before libpng would allocate what the header claims.
bool checkChunkLengths(const unsigned char* data, std::size_t size, const std::string& name, std::string& error) {
    std::size_t at = 8;
    while (at + 8 <= size) {
        const std::uint32_t length = be32(data + at);
        const std::string type(reinterpret_cast<const char*>(data + at + 4), 4);
        const std::size_t remaining = size - at - 8;
        if (length > 0x7fffffffu || std::uint64_t(length) + 4 > remaining) {
            error = name + ": corrupt PNG: chunk '" + escapeChunkType(type) + "' at byte " + std::to_string(at) +
                    " claims " + std::to_string(length) + " bytes, but only " + std::to_string(remaining) + " remain";
            return false;
        }
        if (type == "IEND") break;
        at += 12 + std::size_t(length);
    }
    return true;
}

struct PngInput {
    const unsigned char* data;
    std::size_t size;
    std::size_t position = 0;
    char message[200] = {};
};

void readPngBytes(png_structp png, png_bytep out, png_size_t count) {
    auto* in = static_cast<PngInput*>(png_get_io_ptr(png));
    if (count > in->size - in->position) png_error(png, "the file ends early (truncated)");
    std::memcpy(out, in->data + in->position, count);
    in->position += count;
}

[[noreturn]] void onPngError(png_structp png, png_const_charp message) {
    auto* in = static_cast<PngInput*>(png_get_error_ptr(png));
    std::snprintf(in->message, sizeof in->message, "%s", message ? message : "unknown error");
    png_longjmp(png, 1);
}

void onPngWarning(png_structp, png_const_charp) {}

}  // namespace

bool decodePng(const unsigned char* data, std::size_t size, const std::string& name, const ImageLimits& limits,
               std::uint64_t budgetLeft, Image& out, std::string& error) {
    static const unsigned char kPngSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (size < 8 || !std::equal(kPngSignature, kPngSignature + 8, data)) {
        error = name + ": not a PNG image (bad signature)";
        return false;
    }
    // Size limits are reported from the raw IHDR first, in plain words, even when the
    // header's checksum is also wrong.
    if (size >= 24 && std::equal(data + 12, data + 16, "IHDR")) {
        const std::uint32_t w = be32(data + 16), h = be32(data + 20);
        if (w == 0 || h == 0) {
            error = name + ": image has zero size";
            return false;
        }
        if (w > std::uint32_t(limits.maxSide) || h > std::uint32_t(limits.maxSide)) {
            error = name + ": image is " + std::to_string(w) + "x" + std::to_string(h) + ", larger than the limit of " +
                    std::to_string(limits.maxSide) + " pixels per side";
            return false;
        }
    }
    if (!checkChunkLengths(data, size, name, error)) return false;

    // libpng reports errors by longjmp, so nothing with a destructor may be created
    // between setjmp and the end of decoding: `rows` and `pixels` exist before it.
    PngInput input{data, size};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &input, onPngError, onPngWarning);
    png_infop info = png ? png_create_info_struct(png) : nullptr;
    if (!png || !info) {
        png_destroy_read_struct(&png, &info, nullptr);
        error = name + ": out of memory starting the PNG decoder";
        return false;
    }
    std::vector<png_bytep> rows;
    std::vector<std::uint8_t> pixels;
    std::string refusal;  // set by our own checks, which return without longjmp
    png_uint_32 width = 0, height = 0;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, nullptr);
        error = name + ": corrupt or truncated PNG (" + input.message + ")";
        return false;
    }
    // Bounds on everything libpng itself allocates: text and ICC chunks (also once
    // inflated), how many ancillary chunks it keeps, and the image's sides.
    png_set_user_limits(png, png_uint_32(limits.maxSide), png_uint_32(limits.maxSide));
    png_set_chunk_cache_max(png, 128);
    png_set_chunk_malloc_max(png, 8u << 20);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, nullptr, 0);
    png_set_read_fn(png, &input, readPngBytes);
    png_read_info(png, info);
    int bitDepth = 0, colorType = 0;
    png_get_IHDR(png, info, &width, &height, &bitDepth, &colorType, nullptr, nullptr, nullptr);
    const std::uint64_t bytes = std::uint64_t(width) * height * 4;
    if (width == 0 || height == 0)
        refusal = name + ": image has zero size";
    else if (bytes > limits.maxDecodedBytes)
        refusal = name + ": decoded image would take " + std::to_string(bytes) + " bytes, more than the limit of " +
                  std::to_string(limits.maxDecodedBytes);
    else if (bytes > budgetLeft)
        refusal = name + ": decoding this " + std::to_string(width) + "x" + std::to_string(height) +
                  " image would exceed the texture memory budget (" + std::to_string(budgetLeft) + " bytes left)";
    if (!refusal.empty()) {
        png_destroy_read_struct(&png, &info, nullptr);
        error = refusal;
        return false;
    }
    // Everything becomes 8-bit RGBA with straight alpha; no gamma is applied (as stb did).
    const bool hasTrns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (colorType == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (colorType == PNG_COLOR_TYPE_GRAY && bitDepth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (hasTrns) png_set_tRNS_to_alpha(png);
    if (bitDepth == 16) png_set_strip_16(png);
    if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(colorType & PNG_COLOR_MASK_ALPHA) && !hasTrns) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != std::size_t(width) * 4) png_error(png, "unexpected row layout");
    pixels.resize(std::size_t(bytes));
    rows.resize(height);
    for (png_uint_32 y = 0; y < height; ++y) rows[y] = pixels.data() + std::size_t(y) * width * 4;
    png_read_image(png, rows.data());
    png_read_end(png, nullptr);
    png_destroy_read_struct(&png, &info, nullptr);
    out.width = int(width);
    out.height = int(height);
    out.rgba = std::move(pixels);
    return true;
}

bool decodeImageFile(const std::filesystem::path& path, const ImageLimits& limits, Image& out, std::string& error,
                     std::uint64_t budgetLeft) {
    std::vector<unsigned char> bytes;
    if (!readAssetFile(path, "image", limits.maxFileBytes, bytes, error)) return false;
    return decodePng(bytes.data(), bytes.size(), path.string(), limits, budgetLeft, out, error);
}

Image TextureStore::placeholderImage() {
    Image img;
    img.width = img.height = 16;
    img.rgba.resize(16 * 16 * 4);
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x) {
            const bool magenta = ((x / 4) + (y / 4)) % 2 == 0;
            std::uint8_t* p = &img.rgba[std::size_t(y * 16 + x) * 4];
            p[0] = magenta ? 255 : 0;
            p[1] = 0;
            p[2] = magenta ? 255 : 0;
            p[3] = 255;
        }
    return img;
}

Image TextureStore::circleImage() {
    Image img;
    img.width = img.height = kCircleSide;
    img.rgba.resize(std::size_t(kCircleSide * kCircleSide) * 4, 255);
    const float radius = kCircleSide / 2.0f;
    for (int y = 0; y < kCircleSide; ++y)
        for (int x = 0; x < kCircleSide; ++x) {
            // Coverage of the pixel by the disc, approximated by its centre's distance.
            const float dx = float(x) + 0.5f - radius, dy = float(y) + 0.5f - radius;
            const float inside = std::clamp(radius - std::sqrt(dx * dx + dy * dy) + 0.5f, 0.0f, 1.0f);
            img.rgba[std::size_t(y * kCircleSide + x) * 4 + 3] = std::uint8_t(std::lround(inside * 255.0f));
        }
    return img;
}

TextureStore::TextureStore() {
    m_entries.push_back({Image{1, 1, {255, 255, 255, 255}}, "<white>"});
    m_entries.push_back({placeholderImage(), "<placeholder>"});
    m_entries.push_back({circleImage(), "<circle>"});
    m_errorSink = [](const std::string& msg) { std::cerr << "error: " << msg << "\n"; };
}

TextureInfo TextureStore::load(const std::filesystem::path& path) {
    // Resolvers hand over normal paths: the text is looked up before it is normalised,
    // which costs more than the look-up when a scene names one image 100k times.
    if (auto it = m_byPath.find(path.native()); it != m_byPath.end()) return it->second;
    const std::string key = path.lexically_normal().string();
    if (auto it = m_byPath.find(key); it != m_byPath.end()) return it->second;
    TextureInfo info;
    Image img;
    std::string error;
    const std::uint64_t left = m_bytesInUse < m_budgetBytes ? m_budgetBytes - m_bytesInUse : 0;
    if (decodeImageFile(path, m_limits, img, error, left)) {
        info.width = img.width;
        info.height = img.height;
        info.handle = add(std::move(img), key);
    } else {
        const Image& ph = m_entries[kPlaceholder.id].image;
        info.handle = kPlaceholder;
        info.width = ph.width;
        info.height = ph.height;
        info.placeholder = true;
        info.error = error;
        if (m_errorSink) m_errorSink(error);
    }
    m_byPath[key] = info;
    return info;
}

TextureHandle TextureStore::add(Image image, std::string name) {
    m_bytesInUse += image.rgba.size();
    m_entries.push_back({std::move(image), std::move(name)});
    return TextureHandle{std::uint32_t(m_entries.size() - 1)};
}

void TextureStore::update(TextureHandle handle, Image image) {
    if (handle.id >= m_entries.size()) return;
    m_bytesInUse -= m_entries[handle.id].image.rgba.size();
    m_bytesInUse += image.rgba.size();
    m_entries[handle.id].image = std::move(image);
    ++m_entries[handle.id].version;
}

const Image* TextureStore::image(TextureHandle handle) const {
    return handle.id < m_entries.size() ? &m_entries[handle.id].image : nullptr;
}

std::uint32_t TextureStore::version(TextureHandle handle) const {
    return handle.id < m_entries.size() ? m_entries[handle.id].version : 0;
}

}  // namespace diorama

namespace diorama {

bool TextureStore::reserve(std::uint64_t bytes, const std::string& what, std::string& error) const {
    if (m_bytesInUse + bytes <= m_budgetBytes) return true;
    error = what + " would exceed the texture memory budget of " + std::to_string(m_budgetBytes) + " bytes (" +
            std::to_string(m_bytesInUse) + " in use)";
    return false;
}

Image* TextureStore::mutableImage(TextureHandle handle) {
    if (handle.id >= m_entries.size()) return nullptr;
    ++m_entries[handle.id].version;
    return &m_entries[handle.id].image;
}

}  // namespace diorama
