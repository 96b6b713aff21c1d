#include "gl_render_target.h"

#include <algorithm>

namespace diorama::gl {

GlRenderTarget::GlRenderTarget(int width, int height) {
    glGenFramebuffers(1, &m_fbo);
    glGenTextures(1, &m_color);
    glGenRenderbuffers(1, &m_stencil);
    resize(width, height);
}

GlRenderTarget::~GlRenderTarget() {
    glDeleteFramebuffers(1, &m_fbo);
    glDeleteTextures(1, &m_color);
    glDeleteRenderbuffers(1, &m_stencil);
}

void GlRenderTarget::resize(int width, int height) {
    width = std::max(1, width);
    height = std::max(1, height);
    if (width == m_width && height == m_height) return;
    m_width = width;
    m_height = height;
    glBindTexture(GL_TEXTURE_2D, m_color);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    // Clip groups draw through the stencil (stencil_clip.h).
    glBindRenderbuffer(GL_RENDERBUFFER, m_stencil);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH24_STENCIL8, width, height);
    glBindRenderbuffer(GL_RENDERBUFFER, 0);
    GLint previous = 0;
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &previous);
    glBindFramebuffer(GL_FRAMEBUFFER, m_fbo);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, m_color, 0);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_STENCIL_ATTACHMENT, GL_RENDERBUFFER, m_stencil);
    glBindFramebuffer(GL_FRAMEBUFFER, GLuint(previous));
}

void GlRenderTarget::bind() {
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &m_previousFbo);
    glBindFramebuffer(GL_FRAMEBUFFER, m_fbo);
    glViewport(0, 0, m_width, m_height);
}

void GlRenderTarget::unbind() { glBindFramebuffer(GL_FRAMEBUFFER, GLuint(m_previousFbo)); }

Image readFramebufferPixels(GLuint framebuffer, int width, int height) {
    Image img;
    img.width = width;
    img.height = height;
    img.rgba.resize(std::size_t(width) * std::size_t(height) * 4);
    GLint previous = 0;
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &previous);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    if (framebuffer == 0) glReadBuffer(GL_BACK);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, img.rgba.data());
    glBindFramebuffer(GL_FRAMEBUFFER, GLuint(previous));
    // GL's first row is the bottom one; images here start at the top.
    const std::size_t row = std::size_t(width) * 4;
    for (int y = 0; y < height / 2; ++y)
        std::swap_ranges(img.rgba.begin() + std::ptrdiff_t(std::size_t(y) * row),
                         img.rgba.begin() + std::ptrdiff_t(std::size_t(y + 1) * row),
                         img.rgba.begin() + std::ptrdiff_t(std::size_t(height - 1 - y) * row));
    return img;
}

Image GlRenderTarget::readPixels() { return readFramebufferPixels(m_fbo, m_width, m_height); }

}  // namespace diorama::gl
