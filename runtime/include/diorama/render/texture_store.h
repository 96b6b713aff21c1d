// CPU side of textures: decodes images (PNG through stb_image) within the limits of
// reliability.md section 6 and hands out handles. A GPU backend uploads what it needs
// by handle and version. Anything that cannot be loaded becomes the visible
// placeholder (a magenta and black checkerboard) with a logged error, never a crash.
#pragma once

#include "diorama/render/render_command.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

namespace diorama {

struct Image {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba;  // straight alpha, top row first
};

struct TextureInfo {
    TextureHandle handle;
    int width = 0;
    int height = 0;
    bool placeholder = false;
    std::string error;  // why the placeholder was used
};

struct ImageLimits {
    int maxSide = 8192;
    std::uint64_t maxDecodedBytes = 256ull << 20;
    std::uint64_t maxFileBytes = 64ull << 20;
};

// Decodes a PNG file into RGBA, or returns an error message naming the file.
bool decodeImageFile(const std::filesystem::path& path, const ImageLimits& limits, Image& out,
                     std::string& error);

class TextureStore {
public:
    static constexpr TextureHandle kWhite{0};
    static constexpr TextureHandle kPlaceholder{1};

    TextureStore();

    // Loads (or returns the cached) texture for a file.
    TextureInfo load(const std::filesystem::path& path);
    TextureHandle add(Image image, std::string name);
    void update(TextureHandle handle, Image image);

    const Image* image(TextureHandle handle) const;
    std::uint32_t version(TextureHandle handle) const;
    std::size_t size() const { return m_entries.size(); }

    void setLimits(const ImageLimits& limits) { m_limits = limits; }
    const ImageLimits& limits() const { return m_limits; }
    // Receives every load error; defaults to standard error.
    void setErrorSink(std::function<void(const std::string&)> sink) { m_errorSink = std::move(sink); }

    static Image placeholderImage();

private:
    struct Entry {
        Image image;
        std::string name;
        std::uint32_t version = 1;
    };
    std::vector<Entry> m_entries;
    std::unordered_map<std::string, TextureInfo> m_byPath;
    ImageLimits m_limits;
    std::function<void(const std::string&)> m_errorSink;
};

}  // namespace diorama
