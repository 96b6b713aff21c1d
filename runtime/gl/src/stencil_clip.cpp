#include "stencil_clip.h"

#include "gl_program.h"

#include <algorithm>

namespace diorama::gl {
namespace {

const char* kVertexShader = R"(#version 330 core
layout(location = 0) in vec2 aPosition;
uniform mat3 uWorldToClip;
void main() {
    vec3 clip = uWorldToClip * vec3(aPosition, 1.0);
    gl_Position = vec4(clip.xy, 0.0, 1.0);
}
)";

// Colour writes are off while the shape is drawn; only the stencil test's pass matters.
const char* kFragmentShader = R"(#version 330 core
out vec4 fragColor;
void main() { fragColor = vec4(1.0); }
)";

}  // namespace

bool StencilClip::init(std::string& error) {
    m_program = linkProgram("stencil", kVertexShader, kFragmentShader, error);
    if (!m_program) return false;
    m_uWorldToClip = glGetUniformLocation(m_program, "uWorldToClip");
    glGenVertexArrays(1, &m_vao);
    glBindVertexArray(m_vao);
    glGenBuffers(1, &m_vbo);
    glBindBuffer(GL_ARRAY_BUFFER, m_vbo);
    glBufferData(GL_ARRAY_BUFFER, sizeof(Vec2) * 4, nullptr, GL_STREAM_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(Vec2), nullptr);
    glBindVertexArray(0);
    return true;
}

StencilClip::~StencilClip() {
    glDeleteBuffers(1, &m_vbo);
    glDeleteVertexArrays(1, &m_vao);
    glDeleteProgram(m_program);
}

void StencilClip::beginFrame(const float (&worldToClip)[9]) {
    std::copy(std::begin(worldToClip), std::end(worldToClip), m_worldToClip);
    m_layers.fill(0);
    m_active = 0;
    glDisable(GL_STENCIL_TEST);
}

bool StencilClip::activate(const std::vector<ClipRegion>& regions, std::uint32_t clip) {
    if (clip == m_active) return false;
    m_active = clip;
    if (clip == 0) {
        glDisable(GL_STENCIL_TEST);
        return false;
    }
    m_chain.clear();
    for (std::uint32_t r = clip; r != 0; r = regions[r].parent) m_chain.push_back(r);
    std::reverse(m_chain.begin(), m_chain.end());  // outermost first: bit 0
    const auto depth = std::uint32_t(std::min<std::size_t>(m_chain.size(), kMaxDepth));
    glEnable(GL_STENCIL_TEST);
    bool wrote = false;
    for (std::uint32_t layer = 0; layer < depth; ++layer) {
        if (m_layers[layer] == m_chain[layer]) continue;
        writeLayer(layer, regions[m_chain[layer]]);
        m_layers[layer] = m_chain[layer];
        wrote = true;
    }
    const GLuint mask = (1u << depth) - 1u;
    glStencilMask(0);
    glStencilFunc(GL_EQUAL, GLint(mask), mask);
    glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
    return wrote;
}

// Clears the layer's bit everywhere, then sets it inside the region's quad.
void StencilClip::writeLayer(std::uint32_t layer, const ClipRegion& region) {
    const GLuint bit = 1u << layer;
    glStencilMask(bit);
    glClearStencil(0);
    glClear(GL_STENCIL_BUFFER_BIT);
    glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
    glStencilFunc(GL_ALWAYS, GLint(bit), bit);
    glStencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
    glUseProgram(m_program);
    glUniformMatrix3fv(m_uWorldToClip, 1, GL_FALSE, m_worldToClip);
    glBindVertexArray(m_vao);
    glBindBuffer(GL_ARRAY_BUFFER, m_vbo);
    glBufferSubData(GL_ARRAY_BUFFER, 0, sizeof(Vec2) * 4, region.corners);
    glDrawArrays(GL_TRIANGLE_FAN, 0, 4);
    glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
}

void StencilClip::endFrame() {
    glDisable(GL_STENCIL_TEST);
    glStencilMask(~0u);
    m_active = 0;
}

}  // namespace diorama::gl
