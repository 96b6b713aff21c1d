// One EGL surfaceless context per test binary (context creation costs ~40 ms); tests
// skip when no EGL is available.
#pragma once

#include "diorama/render/gl_renderer.h"
#include "diorama/render/render_queue.h"
#include "diorama/render/texture_store.h"
#include "diorama/scene/traversal.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace diorama::test {

inline HeadlessContext* sharedContext() {
    static std::string error;
    static std::unique_ptr<HeadlessContext> context = HeadlessContext::create(error);
    return context.get();
}

struct Rgba {
    int r, g, b, a;
};

inline Rgba pixel(const Image& img, int x, int yFromBottom) {
    const int y = img.height - 1 - yFromBottom;  // images start at the top row
    const std::uint8_t* p = &img.rgba[(std::size_t(y) * img.width + x) * 4];
    return {p[0], p[1], p[2], p[3]};
}

inline bool near(Rgba a, Rgba b, int tolerance = 2) {
    return std::abs(a.r - b.r) <= tolerance && std::abs(a.g - b.g) <= tolerance && std::abs(a.b - b.b) <= tolerance;
}

// Renders `root` into a width x height image showing world rect (0,0)-(width,height).
class GlFixture : public ::testing::Test {
protected:
    void SetUp() override {
        if (!sharedContext()) GTEST_SKIP() << "no EGL surfaceless context on this machine";
        sharedContext()->makeCurrent();
        std::string error;
        renderer = GlRenderer::create(textures, error);
        ASSERT_TRUE(renderer) << error;
    }

    Image render(Node& root, int width = 64, int height = 64, Color4B clear = {0, 0, 0, 255}) {
        return renderToImage(*renderer, root, {{0, 0}, {float(width), float(height)}}, width, height, clear,
                             &lastDrawCalls);
    }

    TextureStore textures;
    std::unique_ptr<GlRenderer> renderer;
    std::uint32_t lastDrawCalls = 0;
};

}  // namespace diorama::test
