// The OpenGL 3.3 core backend, offscreen render targets and the headless (EGL
// surfaceless) context. No GL header appears here: GL lives in runtime/gl/src only.
#pragma once

#include "diorama/math/color.h"
#include "diorama/math/geometry.h"
#include "diorama/render/render_backend.h"
#include "diorama/render/texture_store.h"

#include <cstdint>
#include <memory>
#include <string>

namespace diorama {

using GlProcLoader = void* (*)(const char* name);

// Loads GL entry points for the current context (GLFW: glfwGetProcAddress).
bool loadGlFunctions(GlProcLoader loader);

// A colour framebuffer to render into and read back.
class RenderTarget {
public:
    virtual ~RenderTarget() = default;
    virtual void resize(int width, int height) = 0;
    virtual int width() const = 0;
    virtual int height() const = 0;
    virtual void bind() = 0;
    virtual void unbind() = 0;
    // The colour attachment's GL texture name (for ImGui::Image).
    virtual std::uint32_t colorTexture() const = 0;
    // Pixels with the top row first.
    virtual Image readPixels() = 0;
};

class GlRenderer : public RenderBackend {
public:
    // Needs a current GL 3.3 core context with functions loaded. Null and `error` set
    // when shaders or buffers cannot be created.
    static std::unique_ptr<GlRenderer> create(TextureStore& textures, std::string& error);
    ~GlRenderer() override = default;

    // World rectangle that fills the viewport (y up), and the viewport in pixels.
    virtual void setProjection(const Rect& worldVisible, int viewportWidth, int viewportHeight) = 0;
    // Where the viewport starts in the framebuffer, in pixels from the bottom left (0, 0
    // unless a window host letterboxes or crops, diorama::player).
    virtual void setViewportOrigin(int x, int y) = 0;
    virtual void setClearColor(Color4B color) = 0;
    virtual void clear() = 0;
    // Draws only the first `commandLimit` commands in final order (render-order scrubber).
    virtual void renderPrefix(const RenderQueue& queue, std::size_t commandLimit) = 0;
    // GL draw calls of the last frame. By default consecutive batches with the same blend
    // and effect whose textures have one size and filter (so are layers of one texture
    // array) share a call, with the pixels of one call per batch; without merging each
    // batch is one call, as cocos issues them.
    virtual std::uint32_t drawCallsLastFrame() const = 0;
    virtual void setBatchMerging(bool on) = 0;
    // The batches of the last frame (RenderQueue::batches() drawn, cocos' "GL calls").
    virtual std::uint32_t batchesLastFrame() const = 0;
    // Vertex-buffer uploads of the last frame: one, whatever the number of batches, and a
    // second (a 16-bit layer index per vertex) when a draw call samples several textures.
    virtual std::uint32_t bufferUploadsLastFrame() const = 0;
    // Waits until the GPU has finished every command so far (for frame-time measurements).
    virtual void finish() = 0;

    virtual std::unique_ptr<RenderTarget> createRenderTarget(int width, int height) = 0;
};

class Node;

// Visits `root` (culling to `world`), renders it into a new width x height target that
// shows `world`, and reads the pixels back: what `diorama render`, Export PNG and the
// golden-image tests share. Reports the draw calls it made when asked.
Image renderToImage(GlRenderer& renderer, Node& root, const Rect& world, int width, int height,
                    Color4B clear = {0, 0, 0, 255}, std::uint32_t* drawCalls = nullptr);

// Images for a UI beside the scene (the editor's thumbnails): an RGBA texture made with
// the context current, linear filtering; 0 when it cannot be made.
std::uint32_t createUiTexture(const Image& image);
void deleteUiTexture(std::uint32_t texture);

// An EGL surfaceless OpenGL 3.3 core context (Mesa), current on creation.
class HeadlessContext {
public:
    static std::unique_ptr<HeadlessContext> create(std::string& error);
    virtual ~HeadlessContext() = default;
    virtual void makeCurrent() = 0;
};

// Clears the window's framebuffer (for hosts that have no GL loader of their own).
void clearDefaultFramebuffer(int width, int height, Color4B color);

// The window's back buffer, top row first (a host's screenshot before the swap).
Image readDefaultFramebuffer(int width, int height);

// Writes RGBA pixels (top row first) as PNG; false and `error` on failure.
bool writePng(const std::string& path, const Image& image, std::string& error);

}  // namespace diorama
