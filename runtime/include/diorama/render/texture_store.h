// CPU side of textures: decodes images (PNG through libpng) within per-image limits and
// a memory budget for everything decoded or rasterised, and hands out handles. A GPU backend uploads what it needs
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

// Decodes PNG bytes into straight-alpha RGBA, or returns an error naming `name`. The
// decoded size is checked against `limits` and `budgetLeft` before it is allocated.
bool decodePng(const unsigned char* data, std::size_t size, const std::string& name, const ImageLimits& limits,
               std::uint64_t budgetLeft, Image& out, std::string& error);
// The same for a file, read through readAssetFile.
bool decodeImageFile(const std::filesystem::path& path, const ImageLimits& limits, Image& out, std::string& error,
                     std::uint64_t budgetLeft = UINT64_MAX);

class TextureStore {
public:
    static constexpr TextureHandle kWhite{0};
    static constexpr TextureHandle kPlaceholder{1};
    // A white disc 32 pixels across, its edge smoothed: cocos' built-in circle image, which
    // a PageView's indicator draws its dots with.
    static constexpr TextureHandle kCircle{2};
    static constexpr int kCircleSide = 32;

    TextureStore();

    // Loads (or returns the cached) texture for a file.
    TextureInfo load(const std::filesystem::path& path);
    TextureHandle add(Image image, std::string name);
    // Replaces an image (of any size; the budget's count follows).
    void update(TextureHandle handle, Image image);

    const Image* image(TextureHandle handle) const;
    std::uint32_t version(TextureHandle handle) const;
    std::size_t size() const { return m_entries.size(); }

    // The bytes of every decoded image and glyph atlas together: a few small files that
    // each decode to hundreds of megabytes must not exhaust memory. Past the budget an
    // image becomes the placeholder with an error saying so.
    static constexpr std::uint64_t kDefaultBudgetBytes = 1ull << 30;
    void setMemoryBudget(std::uint64_t bytes) { m_budgetBytes = bytes; }
    std::uint64_t memoryBudget() const { return m_budgetBytes; }
    std::uint64_t bytesInUse() const { return m_bytesInUse; }
    // True when `bytes` more fit the budget; otherwise `error` says "WHAT would exceed...".
    bool reserve(std::uint64_t bytes, const std::string& what, std::string& error) const;
    // In-place edits (glyph atlases): bumps the version so the GPU copy is refreshed.
    Image* mutableImage(TextureHandle handle);

    void setLimits(const ImageLimits& limits) { m_limits = limits; }
    const ImageLimits& limits() const { return m_limits; }
    // Receives every load error; defaults to standard error.
    void setErrorSink(std::function<void(const std::string&)> sink) { m_errorSink = std::move(sink); }

    static Image placeholderImage();
    static Image circleImage();

private:
    struct Entry {
        Image image;
        std::string name;
        std::uint32_t version = 1;
    };
    std::vector<Entry> m_entries;
    std::unordered_map<std::string, TextureInfo> m_byPath;
    ImageLimits m_limits;
    std::uint64_t m_budgetBytes = kDefaultBudgetBytes;
    std::uint64_t m_bytesInUse = 0;
    std::function<void(const std::string&)> m_errorSink;
};

}  // namespace diorama
