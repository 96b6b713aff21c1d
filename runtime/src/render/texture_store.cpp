#include "diorama/render/texture_store.h"

#include "diorama/io/asset_file.h"

#include <png.h>

#include <algorithm>
#include <iostream>

namespace diorama {

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
        auto be32 = [&](std::size_t at) {
            return (std::uint32_t(data[at]) << 24) | (std::uint32_t(data[at + 1]) << 16) | (std::uint32_t(data[at + 2]) << 8) |
                   std::uint32_t(data[at + 3]);
        };
        const std::uint32_t w = be32(16), h = be32(20);
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
    // libpng's simplified API reads the header first, so the size is checked against the
    // limits and the budget before anything proportional to it is allocated; the decoder
    // then writes rows straight into our buffer and needs only a row of its own.
    png_image png{};
    png.version = PNG_IMAGE_VERSION;
    struct Release {
        png_image* p;
        ~Release() { png_image_free(p); }
    } release{&png};
    if (!png_image_begin_read_from_memory(&png, data, size)) {
        error = name + ": corrupt PNG header (" + png.message + ")";
        return false;
    }
    if (png.width == 0 || png.height == 0) {
        error = name + ": image has zero size";
        return false;
    }
    if (png.width > std::uint32_t(limits.maxSide) || png.height > std::uint32_t(limits.maxSide)) {
        error = name + ": image is " + std::to_string(png.width) + "x" + std::to_string(png.height) +
                ", larger than the limit of " + std::to_string(limits.maxSide) + " pixels per side";
        return false;
    }
    const std::uint64_t bytes = std::uint64_t(png.width) * png.height * 4;
    if (bytes > limits.maxDecodedBytes) {
        error = name + ": decoded image would take " + std::to_string(bytes) + " bytes, more than the limit of " +
                std::to_string(limits.maxDecodedBytes);
        return false;
    }
    if (bytes > budgetLeft) {
        error = name + ": decoding this " + std::to_string(png.width) + "x" + std::to_string(png.height) +
                " image would exceed the texture memory budget (" + std::to_string(budgetLeft) + " bytes left)";
        return false;
    }
    png.format = PNG_FORMAT_RGBA;
    out.rgba.assign(std::size_t(bytes), 0);
    if (!png_image_finish_read(&png, nullptr, out.rgba.data(), 0, nullptr)) {
        out.rgba.clear();
        out.rgba.shrink_to_fit();
        error = name + ": corrupt or truncated PNG (" + png.message + ")";
        return false;
    }
    out.width = int(png.width);
    out.height = int(png.height);
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

TextureStore::TextureStore() {
    m_entries.push_back({Image{1, 1, {255, 255, 255, 255}}, "<white>"});
    m_entries.push_back({placeholderImage(), "<placeholder>"});
    m_errorSink = [](const std::string& msg) { std::cerr << "error: " << msg << "\n"; };
}

TextureInfo TextureStore::load(const std::filesystem::path& path) {
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
