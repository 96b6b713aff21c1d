#include "diorama/render/texture_store.h"

#include <stb_image.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>

namespace diorama {

bool decodeImageFile(const std::filesystem::path& path, const ImageLimits& limits, Image& out,
                     std::string& error) {
    const std::string name = path.string();
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
        error = name + ": image file not found";
        return false;
    }
    const auto fileSize = std::filesystem::file_size(path, ec);
    if (ec || fileSize > limits.maxFileBytes) {
        error = name + ": image file is larger than the limit of " + std::to_string(limits.maxFileBytes) + " bytes";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in.good() && !in.eof()) {
        error = name + ": image file could not be read";
        return false;
    }
    static const unsigned char kPngSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (bytes.size() < 8 || !std::equal(kPngSignature, kPngSignature + 8, bytes.begin())) {
        error = name + ": not a PNG image (bad signature)";
        return false;
    }
    // Read the size from IHDR first, so that limits are reported in plain words and a
    // hostile header never reaches an allocation.
    if (bytes.size() >= 24 && std::equal(bytes.begin() + 12, bytes.begin() + 16, "IHDR")) {
        auto be32 = [&](std::size_t at) {
            return (std::uint32_t(bytes[at]) << 24) | (std::uint32_t(bytes[at + 1]) << 16) |
                   (std::uint32_t(bytes[at + 2]) << 8) | std::uint32_t(bytes[at + 3]);
        };
        const std::uint32_t hw = be32(16), hh = be32(20);
        if (hw == 0 || hh == 0) {
            error = name + ": image has zero size";
            return false;
        }
        if (hw > std::uint32_t(limits.maxSide) || hh > std::uint32_t(limits.maxSide)) {
            error = name + ": image is " + std::to_string(hw) + "x" + std::to_string(hh) +
                    ", larger than the limit of " + std::to_string(limits.maxSide) + " pixels per side";
            return false;
        }
    }
    int w = 0, h = 0, comp = 0;
    if (!stbi_info_from_memory(bytes.data(), int(bytes.size()), &w, &h, &comp)) {
        error = name + ": corrupt PNG header (" + stbi_failure_reason() + ")";
        return false;
    }
    if (w <= 0 || h <= 0) {
        error = name + ": image has zero size";
        return false;
    }
    if (w > limits.maxSide || h > limits.maxSide) {
        error = name + ": image is " + std::to_string(w) + "x" + std::to_string(h) +
                ", larger than the limit of " + std::to_string(limits.maxSide) + " pixels per side";
        return false;
    }
    if (std::uint64_t(w) * std::uint64_t(h) * 4 > limits.maxDecodedBytes) {
        error = name + ": decoded image would exceed " + std::to_string(limits.maxDecodedBytes) + " bytes";
        return false;
    }
    std::unique_ptr<unsigned char, void (*)(void*)> pixels(
        stbi_load_from_memory(bytes.data(), int(bytes.size()), &w, &h, &comp, 4), stbi_image_free);
    if (!pixels) {
        error = name + ": corrupt or truncated PNG (" + stbi_failure_reason() + ")";
        return false;
    }
    out.width = w;
    out.height = h;
    out.rgba.assign(pixels.get(), pixels.get() + std::size_t(w) * std::size_t(h) * 4);
    return true;
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
    if (decodeImageFile(path, m_limits, img, error)) {
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
    m_entries.push_back({std::move(image), std::move(name)});
    return TextureHandle{std::uint32_t(m_entries.size() - 1)};
}

void TextureStore::update(TextureHandle handle, Image image) {
    if (handle.id >= m_entries.size()) return;
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
