#pragma once

#include "diorama/render/gl_renderer.h"

#include <glad/gl.h>

namespace diorama::gl {

// The pixels of `framebuffer` (0: the window's back buffer), top row first.
Image readFramebufferPixels(GLuint framebuffer, int width, int height);

class GlRenderTarget final : public RenderTarget {
public:
    GlRenderTarget(int width, int height);
    ~GlRenderTarget() override;
    void resize(int width, int height) override;
    int width() const override { return m_width; }
    int height() const override { return m_height; }
    void bind() override;
    void unbind() override;
    std::uint32_t colorTexture() const override { return m_color; }
    Image readPixels() override;

private:
    GLuint m_fbo = 0, m_color = 0, m_stencil = 0;
    GLint m_previousFbo = 0;
    int m_width = 0, m_height = 0;
};

}  // namespace diorama::gl
