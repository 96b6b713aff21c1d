// The GPU copies of a TextureStore's images, kept as layers of 2D texture arrays. Images
// of one size and filter share an array, so one draw call samples any of them by layer:
// that is what lets the renderer draw consecutive cocos batches in one call. Each layer
// is filtered and clamped exactly as a texture of its own would be.
#pragma once

#include "diorama/render/texture_store.h"

#include <glad/gl.h>

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace diorama::gl {

struct TextureLayer {
    std::uint32_t array = 0;  // stable index; the array's GL name changes when it grows
    std::uint32_t layer = 0;
};

class TextureLayers {
public:
    explicit TextureLayers(TextureStore& textures);
    ~TextureLayers();
    TextureLayers(const TextureLayers&) = delete;
    TextureLayers& operator=(const TextureLayers&) = delete;

    // Uploads the images among `handles` that are new or changed since their last upload,
    // growing each array at most once for all of them. Afterwards `find` knows every one.
    void prepare(std::span<const TextureHandle> handles);
    TextureLayer find(TextureHandle handle) const { return m_resident.at(handle.id).at; }
    GLuint glName(std::uint32_t array) const { return m_arrays[array].name; }

private:
    struct Resident {
        std::uint32_t version = 0;
        TextureLayer at;
        std::uint32_t preparedIn = 0;  // the prepare() call that last looked at it
    };
    struct Array {
        GLuint name = 0;
        int width = 0;
        int height = 0;
        bool nearest = false;
        std::uint32_t capacity = 0;
        std::vector<std::uint32_t> owners;  // handle id per handed-out layer, kFree when given back
        std::vector<std::uint32_t> freeLayers;
    };
    static constexpr std::uint32_t kFree = UINT32_MAX;
    struct Pending {
        TextureHandle handle;
        const Image* image = nullptr;
        bool nearest = false;
    };

    static std::uint64_t classKey(int width, int height, bool nearest);
    const Image& imageOf(TextureHandle handle) const;
    void release(const TextureLayer& at);
    void makeRoom(std::vector<std::uint32_t>& arrays, const Pending& sample, std::uint32_t needed);
    TextureLayer takeLayer(const std::vector<std::uint32_t>& arrays, std::uint32_t handleId);
    void grow(std::uint32_t array, std::uint32_t capacity);
    void upload(std::uint32_t array, std::uint32_t layer, const Image& image) const;

    TextureStore& m_textures;
    GLint m_maxLayers = 256;
    std::uint32_t m_prepares = 0;
    Image m_empty;  // what an image without pixels samples as: opaque black, as an incomplete texture
    std::unordered_map<std::uint32_t, Resident> m_resident;
    std::vector<Array> m_arrays;
    std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> m_classes;  // arrays by size and filter
    std::vector<Pending> m_pending;
};

}  // namespace diorama::gl
