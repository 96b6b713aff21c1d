// Uploads the frame's quads once, in final draw order, into one dynamic vertex buffer and
// draws each batch as an offset into it (glDrawElementsBaseVertex over a shared index
// buffer). The buffer is respecified with the frame's data in one glBufferData: no
// per-batch orphaning and nothing for the driver to zero-fill.
#include "diorama/render/gl_renderer.h"

#include "diorama/render/render_queue.h"
#include "diorama/scene/traversal.h"
#include "gl_render_target.h"

#include <glad/gl.h>

#include <algorithm>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace diorama {

void clearDefaultFramebuffer(int width, int height, Color4B c) {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glViewport(0, 0, width, height);
    glClearColor(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, c.a / 255.0f);
    glClear(GL_COLOR_BUFFER_BIT);
}

Image readDefaultFramebuffer(int width, int height) { return gl::readFramebufferPixels(0, width, height); }

bool loadGlFunctions(GlProcLoader loader) { return gladLoadGL(reinterpret_cast<GLADloadfunc>(loader)) != 0; }

namespace gl {
namespace {

const char* kVertexShader = R"(#version 330 core
layout(location = 0) in vec2 aPosition;
layout(location = 1) in vec2 aUv;
layout(location = 2) in vec4 aColor;
uniform mat3 uWorldToClip;
out vec2 vUv;
out vec4 vColor;
void main() {
    vec3 clip = uWorldToClip * vec3(aPosition, 1.0);
    gl_Position = vec4(clip.xy, 0.0, 1.0);
    vUv = aUv;
    vColor = aColor;
}
)";

const char* kFragmentShader = R"(#version 330 core
in vec2 vUv;
in vec4 vColor;
uniform sampler2D uTexture;
uniform bool uGray;
out vec4 fragColor;
void main() {
    vec4 texel = texture(uTexture, vUv);
    fragColor = uGray ? vec4(vec3(dot(texel.rgb, vec3(0.2126, 0.7152, 0.0722))), texel.a) : texel * vColor;
}
)";

GLuint compile(GLenum type, const char* source, std::string& error) {
    GLuint shader = glCreateShader(type);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[1024] = {};
        glGetShaderInfoLog(shader, sizeof log, nullptr, log);
        error = std::string("shader compile failed: ") + log;
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

class Renderer final : public GlRenderer {
public:
    explicit Renderer(TextureStore& textures) : m_textures(textures) {}
    ~Renderer() override {
        for (auto& [id, tex] : m_gpuTextures) glDeleteTextures(1, &tex.name);
        glDeleteBuffers(1, &m_vbo);
        glDeleteBuffers(1, &m_ibo);
        glDeleteVertexArrays(1, &m_vao);
        glDeleteProgram(m_program);
    }

    bool init(std::string& error) {
        GLuint vs = compile(GL_VERTEX_SHADER, kVertexShader, error);
        if (!vs) return false;
        GLuint fs = compile(GL_FRAGMENT_SHADER, kFragmentShader, error);
        if (!fs) return false;
        m_program = glCreateProgram();
        glAttachShader(m_program, vs);
        glAttachShader(m_program, fs);
        glLinkProgram(m_program);
        glDeleteShader(vs);
        glDeleteShader(fs);
        GLint ok = 0;
        glGetProgramiv(m_program, GL_LINK_STATUS, &ok);
        if (!ok) {
            error = "shader link failed";
            return false;
        }
        m_uWorldToClip = glGetUniformLocation(m_program, "uWorldToClip");
        m_grayUniform = glGetUniformLocation(m_program, "uGray");
        glGenVertexArrays(1, &m_vao);
        glBindVertexArray(m_vao);
        glGenBuffers(1, &m_vbo);
        glBindBuffer(GL_ARRAY_BUFFER, m_vbo);
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(QuadVertex),
                              reinterpret_cast<void*>(offsetof(QuadVertex, position)));
        glEnableVertexAttribArray(1);
        glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, sizeof(QuadVertex),
                              reinterpret_cast<void*>(offsetof(QuadVertex, uv)));
        glEnableVertexAttribArray(2);
        glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(QuadVertex),
                              reinterpret_cast<void*>(offsetof(QuadVertex, color)));
        std::vector<GLuint> indices(std::size_t(RenderQueue::kMaxQuadsPerBatch) * 6);
        for (GLuint q = 0; q < RenderQueue::kMaxQuadsPerBatch; ++q) {
            const GLuint v = q * 4;
            GLuint* i = &indices[std::size_t(q) * 6];
            i[0] = v;
            i[1] = v + 1;
            i[2] = v + 2;
            i[3] = v;
            i[4] = v + 2;
            i[5] = v + 3;
        }
        glGenBuffers(1, &m_ibo);
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, m_ibo);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(indices.size() * sizeof(GLuint)), indices.data(),
                     GL_STATIC_DRAW);
        glBindVertexArray(0);
        return true;
    }

    void setProjection(const Rect& world, int w, int h) override {
        m_world = world;
        m_viewportW = w;
        m_viewportH = h;
    }
    void setViewportOrigin(int x, int y) override {
        m_viewportX = x;
        m_viewportY = y;
    }
    void setClearColor(Color4B c) override { m_clear = c; }
    void clear() override {
        glViewport(m_viewportX, m_viewportY, m_viewportW, m_viewportH);
        glClearColor(m_clear.r / 255.0f, m_clear.g / 255.0f, m_clear.b / 255.0f, m_clear.a / 255.0f);
        glClear(GL_COLOR_BUFFER_BIT);
    }
    void render(const RenderQueue& queue) override { renderPrefix(queue, queue.order().size()); }

    void renderPrefix(const RenderQueue& queue, std::size_t limit) override {
        m_drawCalls = 0;
        glViewport(m_viewportX, m_viewportY, m_viewportW, m_viewportH);
        glUseProgram(m_program);
        const float sx = m_world.size.width != 0 ? 2.0f / m_world.size.width : 1.0f;
        const float sy = m_world.size.height != 0 ? 2.0f / m_world.size.height : 1.0f;
        const float matrix[9] = {sx, 0, 0, 0, sy, 0, -1.0f - m_world.origin.x * sx, -1.0f - m_world.origin.y * sy, 1};
        glUniformMatrix3fv(m_uWorldToClip, 1, GL_FALSE, matrix);
        glActiveTexture(GL_TEXTURE0);
        glBindVertexArray(m_vao);
        glBindBuffer(GL_ARRAY_BUFFER, m_vbo);
        const std::span<const QuadVertex> frame = frameVertices(queue, limit);
        m_uploads = 0;
        if (!frame.empty()) {
            glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(frame.size_bytes()), frame.data(), GL_STREAM_DRAW);
            ++m_uploads;
        }
        GLint baseVertex = 0;
        std::optional<TextureHandle> boundTexture;
        std::optional<BlendMode> blend;
        std::optional<ShaderEffect> effect;
        for (std::size_t b = 0; b < m_batchQuads.size(); ++b) {
            const std::uint32_t quads = m_batchQuads[b];
            if (quads == 0) continue;
            const DrawBatch& batch = queue.batches()[b];
            // Batches break on texture or blend, so usually only one of them changes.
            if (batch.texture != boundTexture) bindTexture(batch.texture);
            if (batch.blend != blend) applyBlend(batch.blend);
            if (batch.effect != effect) glUniform1i(m_grayUniform, batch.effect == ShaderEffect::Gray ? 1 : 0);
            boundTexture = batch.texture;
            blend = batch.blend;
            effect = batch.effect;
            glDrawRangeElementsBaseVertex(GL_TRIANGLES, 0, quads * 4 - 1, GLsizei(quads * 6), GL_UNSIGNED_INT, nullptr,
                                          baseVertex);
            baseVertex += GLint(quads * 4);
            ++m_drawCalls;
        }
        glBindVertexArray(0);
        glDisable(GL_BLEND);
    }

    std::uint32_t drawCallsLastFrame() const override { return m_drawCalls; }
    std::uint32_t bufferUploadsLastFrame() const override { return m_uploads; }
    void finish() override { glFinish(); }

    // The vertices of the first `limit` commands in final order, and in m_batchQuads the
    // quads of each batch they cover (batches are consecutive runs of that order). When
    // no global Z reordered anything and everything is drawn, the queue's own vertices
    // already are that sequence and nothing is copied.
    std::span<const QuadVertex> frameVertices(const RenderQueue& queue, std::size_t limit) {
        const auto& order = queue.order();
        const auto& commands = queue.commands();
        const auto& vertices = queue.vertices();
        limit = std::min(limit, order.size());
        m_batchQuads.clear();
        bool emissionOrder = limit == order.size();
        for (const DrawBatch& batch : queue.batches()) {
            if (batch.firstEntry >= limit) break;
            const std::size_t entries = std::min<std::size_t>(batch.entryCount, limit - batch.firstEntry);
            std::uint32_t quads = 0;
            for (std::size_t e = batch.firstEntry; e < batch.firstEntry + entries; ++e) {
                quads += commands[order[e]].quadCount;
                emissionOrder = emissionOrder && order[e] == e;
            }
            m_batchQuads.push_back(quads);
        }
        if (emissionOrder) return {vertices.data(), vertices.size()};
        m_staging.clear();
        for (std::size_t e = 0; e < limit; ++e) {
            const DrawCommand& cmd = commands[order[e]];
            const QuadVertex* begin = vertices.data() + std::size_t(cmd.firstQuad) * 4;
            m_staging.insert(m_staging.end(), begin, begin + std::size_t(cmd.quadCount) * 4);
        }
        return {m_staging.data(), m_staging.size()};
    }

    std::unique_ptr<RenderTarget> createRenderTarget(int w, int h) override {
        return std::make_unique<GlRenderTarget>(w, h);
    }

private:
    struct GpuTexture {
        GLuint name = 0;
        std::uint32_t version = 0;
    };

    void bindTexture(TextureHandle handle) {
        const Image* image = m_textures.image(handle);
        if (!image) image = m_textures.image(TextureStore::kPlaceholder);
        GpuTexture& gpu = m_gpuTextures[handle.id];
        const std::uint32_t version = m_textures.version(handle);
        if (!gpu.name) glGenTextures(1, &gpu.name);
        glBindTexture(GL_TEXTURE_2D, gpu.name);
        if (gpu.version != version) {
            glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, image->width, image->height, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                         image->rgba.data());
            const bool pixelArt = handle == TextureStore::kPlaceholder || handle == TextureStore::kWhite;
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, pixelArt ? GL_NEAREST : GL_LINEAR);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, pixelArt ? GL_NEAREST : GL_LINEAR);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
            gpu.version = version;
        }
    }

    static void applyBlend(BlendMode mode) {
        switch (mode) {
        case BlendMode::Alpha:
            glEnable(GL_BLEND);
            glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
            break;
        case BlendMode::Additive:
            glEnable(GL_BLEND);
            glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE, GL_ONE, GL_ONE);
            break;
        case BlendMode::Multiply:
            glEnable(GL_BLEND);
            glBlendFuncSeparate(GL_DST_COLOR, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
            break;
        case BlendMode::Opaque: glDisable(GL_BLEND); break;
        }
    }

    TextureStore& m_textures;
    GLuint m_program = 0, m_vao = 0, m_vbo = 0, m_ibo = 0;
    GLint m_uWorldToClip = -1;
    GLint m_grayUniform = -1;
    Rect m_world{{0, 0}, {1, 1}};
    int m_viewportX = 0, m_viewportY = 0;
    int m_viewportW = 1, m_viewportH = 1;
    Color4B m_clear{0, 0, 0, 255};
    std::uint32_t m_drawCalls = 0;
    std::uint32_t m_uploads = 0;
    std::vector<QuadVertex> m_staging;
    std::vector<std::uint32_t> m_batchQuads;
    std::unordered_map<std::uint32_t, GpuTexture> m_gpuTextures;
};

}  // namespace
}  // namespace gl

Image renderToImage(GlRenderer& renderer, Node& root, const Rect& world, int width, int height, Color4B clear,
                    std::uint32_t* drawCalls) {
    auto target = renderer.createRenderTarget(width, height);
    RenderQueue queue;
    queue.setCullRect(world);
    NodeTraversal::visit(root, queue);
    target->bind();
    renderer.setViewportOrigin(0, 0);
    renderer.setProjection(world, width, height);
    renderer.setClearColor(clear);
    renderer.clear();
    renderer.render(queue);
    target->unbind();
    if (drawCalls) *drawCalls = renderer.drawCallsLastFrame();
    return target->readPixels();
}

std::unique_ptr<GlRenderer> GlRenderer::create(TextureStore& textures, std::string& error) {
    auto renderer = std::make_unique<gl::Renderer>(textures);
    if (!renderer->init(error)) return nullptr;
    return renderer;
}

}  // namespace diorama
