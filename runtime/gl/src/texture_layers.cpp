#include "texture_layers.h"

#include <algorithm>

namespace diorama::gl {

namespace {

// Room an array may keep unused when it grows: a growing class of small images doubles,
// one of large images does not hold more than this in spare layers.
constexpr std::uint64_t kSpareBytes = 8ull << 20;

}  // namespace

TextureLayers::TextureLayers(TextureStore& textures) : m_textures(textures) {
    glGetIntegerv(GL_MAX_ARRAY_TEXTURE_LAYERS, &m_maxLayers);
    // Layer indices travel as 16-bit vertex attributes.
    m_maxLayers = std::clamp(m_maxLayers, 1, 65535);
    m_empty = Image{1, 1, {0, 0, 0, 255}};
}

TextureLayers::~TextureLayers() {
    for (const Array& array : m_arrays) glDeleteTextures(1, &array.name);
}

std::uint64_t TextureLayers::classKey(int width, int height, bool nearest) {
    return (std::uint64_t(std::uint32_t(width)) << 32) | (std::uint64_t(std::uint32_t(height)) << 1) |
           (nearest ? 1u : 0u);
}

const Image& TextureLayers::imageOf(TextureHandle handle) const {
    const Image* image = m_textures.image(handle);
    if (!image) image = m_textures.image(TextureStore::kPlaceholder);
    const bool hasPixels = image && image->width > 0 && image->height > 0 &&
                           image->rgba.size() == std::size_t(image->width) * std::size_t(image->height) * 4;
    return hasPixels ? *image : m_empty;
}

void TextureLayers::prepare(std::span<const TextureHandle> handles) {
    ++m_prepares;
    m_pending.clear();
    for (TextureHandle handle : handles) {
        auto [it, added] = m_resident.try_emplace(handle.id);
        Resident& resident = it->second;
        if (resident.preparedIn == m_prepares) continue;
        resident.preparedIn = m_prepares;
        const std::uint32_t version = m_textures.version(handle);
        if (!added && resident.version == version) continue;
        // Only the sprite placeholder and the white texel are pixel art; a missing image
        // drawn with the placeholder's pixels keeps its own (linear) filter.
        const bool nearest = handle == TextureStore::kPlaceholder || handle == TextureStore::kWhite;
        const Image& image = imageOf(handle);
        if (!added) {
            const Array& old = m_arrays[resident.at.array];
            if (classKey(image.width, image.height, nearest) == classKey(old.width, old.height, old.nearest)) {
                upload(resident.at.array, resident.at.layer, image);
                resident.version = version;
                continue;
            }
            release(resident.at);
        }
        resident.version = version;
        m_pending.push_back({handle, &image, nearest});
    }
    if (m_pending.empty()) return;
    // Placed by class, so that each class makes room once for all of its newcomers.
    const auto key = [](const Pending& p) { return classKey(p.image->width, p.image->height, p.nearest); };
    std::stable_sort(m_pending.begin(), m_pending.end(),
                     [&](const Pending& a, const Pending& b) { return key(a) < key(b); });
    for (std::size_t first = 0; first < m_pending.size();) {
        const std::uint64_t cls = key(m_pending[first]);
        std::size_t end = first;
        while (end < m_pending.size() && key(m_pending[end]) == cls) ++end;
        std::vector<std::uint32_t>& arrays = m_classes[cls];
        makeRoom(arrays, m_pending[first], std::uint32_t(end - first));
        for (std::size_t p = first; p < end; ++p) {
            const TextureLayer at = takeLayer(arrays, m_pending[p].handle.id);
            m_resident[m_pending[p].handle.id].at = at;
            upload(at.array, at.layer, *m_pending[p].image);
        }
        first = end;
    }
}

void TextureLayers::release(const TextureLayer& at) {
    Array& array = m_arrays[at.array];
    array.owners[at.layer] = kFree;
    array.freeLayers.push_back(at.layer);
}

void TextureLayers::makeRoom(std::vector<std::uint32_t>& arrays, const Pending& sample, std::uint32_t needed) {
    const auto maxLayers = std::uint32_t(m_maxLayers);
    std::uint32_t room = 0;
    for (std::uint32_t a : arrays)
        room += std::uint32_t(m_arrays[a].freeLayers.size()) + m_arrays[a].capacity -
                std::uint32_t(m_arrays[a].owners.size());
    if (room >= needed) return;
    std::uint32_t missing = needed - room;
    if (!arrays.empty() && m_arrays[arrays.back()].capacity < maxLayers) {
        const Array& last = m_arrays[arrays.back()];
        const std::uint64_t layerBytes = std::uint64_t(last.width) * std::uint64_t(last.height) * 4;
        const auto spare = std::uint32_t(std::clamp<std::uint64_t>(kSpareBytes / layerBytes, 1, last.capacity));
        const std::uint32_t capacity = std::min(maxLayers, last.capacity + std::max(missing, spare));
        missing -= std::min(missing, capacity - last.capacity);
        grow(arrays.back(), capacity);
    }
    while (missing > 0) {
        const std::uint32_t capacity = std::min(maxLayers, missing);
        m_arrays.push_back({0, sample.image->width, sample.image->height, sample.nearest, 0, {}, {}});
        arrays.push_back(std::uint32_t(m_arrays.size() - 1));
        grow(arrays.back(), capacity);
        missing -= capacity;
    }
}

TextureLayer TextureLayers::takeLayer(const std::vector<std::uint32_t>& arrays, std::uint32_t handleId) {
    for (std::uint32_t a : arrays) {
        Array& array = m_arrays[a];
        if (!array.freeLayers.empty()) {
            const std::uint32_t layer = array.freeLayers.back();
            array.freeLayers.pop_back();
            array.owners[layer] = handleId;
            return {a, layer};
        }
        if (array.owners.size() < array.capacity) {
            array.owners.push_back(handleId);
            return {a, std::uint32_t(array.owners.size() - 1)};
        }
    }
    return {};  // unreachable: makeRoom made room for every newcomer
}

// A new, larger array holding the layers of the old one, uploaded again from the images
// they came from (an owner whose image changed since is re-uploaded by prepare anyway).
void TextureLayers::grow(std::uint32_t index, std::uint32_t capacity) {
    Array& array = m_arrays[index];
    const GLuint old = array.name;
    glGenTextures(1, &array.name);
    glBindTexture(GL_TEXTURE_2D_ARRAY, array.name);
    glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, array.width, array.height, GLsizei(capacity), 0, GL_RGBA,
                 GL_UNSIGNED_BYTE, nullptr);
    const GLint filter = array.nearest ? GL_NEAREST : GL_LINEAR;
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, filter);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, filter);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAX_LEVEL, 0);
    array.capacity = capacity;
    for (std::uint32_t layer = 0; layer < array.owners.size(); ++layer) {
        const std::uint32_t owner = array.owners[layer];
        if (owner == kFree) continue;
        const Image& image = imageOf(TextureHandle{owner});
        if (image.width == array.width && image.height == array.height) upload(index, layer, image);
    }
    if (old) glDeleteTextures(1, &old);
}

void TextureLayers::upload(std::uint32_t array, std::uint32_t layer, const Image& image) const {
    glBindTexture(GL_TEXTURE_2D_ARRAY, m_arrays[array].name);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexSubImage3D(GL_TEXTURE_2D_ARRAY, 0, 0, 0, GLint(layer), image.width, image.height, 1, GL_RGBA, GL_UNSIGNED_BYTE,
                    image.rgba.data());
}

}  // namespace diorama::gl
