// Uploads the frame's quads once, in final draw order, into one dynamic vertex buffer and
// draws runs of batches as offsets into it (glDrawElementsBaseVertex over a shared index
// buffer). The buffer is respecified with the frame's data in one glBufferData: no
// per-batch orphaning and nothing for the driver to zero-fill.
//
// The batches are cocos' (a texture change ends one), but a draw call may span several:
// textures live as layers of texture arrays (one per image size and filter), and
// consecutive batches with the same blend and effect whose textures share an array are
// drawn together, each quad sampling its layer through a per-vertex index. Triangles of
// one draw call are rasterised and blended in order, and a layer is sampled exactly as a
// texture of its own, so the pixels are those of one call per batch.
#include "diorama/render/gl_renderer.h"

#include "diorama/render/render_queue.h"
#include "diorama/scene/traversal.h"
#include "gl_program.h"
#include "gl_render_target.h"
#include "stencil_clip.h"
#include "texture_layers.h"

#include <glad/gl.h>

#include <algorithm>
#include <optional>
#include <span>
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
layout(location = 3) in uint aLayer;
uniform mat3 uWorldToClip;
out vec2 vUv;
out vec4 vColor;
flat out uint vLayer;
void main() {
    vec3 clip = uWorldToClip * vec3(aPosition, 1.0);
    gl_Position = vec4(clip.xy, 0.0, 1.0);
    vUv = aUv;
    vColor = aColor;
    vLayer = aLayer;
}
)";

const char* kFragmentShader = R"(#version 330 core
in vec2 vUv;
in vec4 vColor;
flat in uint vLayer;
uniform sampler2DArray uTextures;
uniform bool uGray;
out vec4 fragColor;
void main() {
    vec4 texel = texture(uTextures, vec3(vUv, float(vLayer)));
    fragColor = uGray ? vec4(vec3(dot(texel.rgb, vec3(0.2126, 0.7152, 0.0722))), texel.a) : texel * vColor;
}
)";

class Renderer final : public GlRenderer {
public:
    explicit Renderer(TextureStore& textures) : m_textures(textures) {}
    ~Renderer() override {
        glDeleteBuffers(1, &m_vbo);
        glDeleteBuffers(1, &m_layerVbo);
        glDeleteBuffers(1, &m_ibo);
        glDeleteVertexArrays(1, &m_vao);
        glDeleteProgram(m_program);
    }

    bool init(std::string& error) {
        m_program = linkProgram("sprite", kVertexShader, kFragmentShader, error);
        if (!m_program) return false;
        if (!m_stencil.init(error)) return false;
        m_uWorldToClip = glGetUniformLocation(m_program, "uWorldToClip");
        m_grayUniform = glGetUniformLocation(m_program, "uGray");
        glUseProgram(m_program);
        glUniform1i(glGetUniformLocation(m_program, "uTextures"), 0);
        glUseProgram(0);
        m_layers = std::make_unique<gl::TextureLayers>(m_textures);
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
        glGenBuffers(1, &m_layerVbo);
        glBindBuffer(GL_ARRAY_BUFFER, m_layerVbo);
        glVertexAttribIPointer(kLayerAttribute, 1, GL_UNSIGNED_SHORT, sizeof(std::uint16_t), nullptr);
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
        m_batchesDrawn = 0;
        glViewport(m_viewportX, m_viewportY, m_viewportW, m_viewportH);
        glUseProgram(m_program);
        const float sx = m_world.size.width != 0 ? 2.0f / m_world.size.width : 1.0f;
        const float sy = m_world.size.height != 0 ? 2.0f / m_world.size.height : 1.0f;
        const float matrix[9] = {sx, 0, 0, 0, sy, 0, -1.0f - m_world.origin.x * sx, -1.0f - m_world.origin.y * sy, 1};
        glUniformMatrix3fv(m_uWorldToClip, 1, GL_FALSE, matrix);
        m_stencil.beginFrame(matrix);
        glBindVertexArray(m_vao);
        glBindBuffer(GL_ARRAY_BUFFER, m_vbo);
        const std::span<const QuadVertex> frame = frameVertices(queue, limit);
        m_uploads = 0;
        if (!frame.empty()) {
            glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(frame.size_bytes()), frame.data(), GL_STREAM_DRAW);
            ++m_uploads;
        }
        glActiveTexture(GL_TEXTURE0);
        const bool layerPerVertex = planDrawCalls(queue.batches());
        if (layerPerVertex) {
            uploadLayers(frame.size());
            glEnableVertexAttribArray(kLayerAttribute);
        } else {
            glDisableVertexAttribArray(kLayerAttribute);
        }
        GLint baseVertex = 0;
        GLuint boundArray = 0;
        std::optional<BlendMode> blend;
        std::optional<ShaderEffect> effect;
        for (const DrawCall& call : m_calls) {
            if (m_stencil.activate(queue.clipRegions(), call.clip)) {
                glUseProgram(m_program);
                glBindVertexArray(m_vao);
                glBindBuffer(GL_ARRAY_BUFFER, m_vbo);
            }
            const GLuint array = m_layers->glName(call.array);
            if (array != boundArray) glBindTexture(GL_TEXTURE_2D_ARRAY, array);
            if (call.blend != blend) applyBlend(call.blend);
            if (call.effect != effect) glUniform1i(m_grayUniform, call.effect == ShaderEffect::Gray ? 1 : 0);
            boundArray = array;
            blend = call.blend;
            effect = call.effect;
            if (!layerPerVertex) glVertexAttribI1ui(kLayerAttribute, m_batchLayers[call.firstBatch]);
            glDrawRangeElementsBaseVertex(GL_TRIANGLES, 0, call.quads * 4 - 1, GLsizei(call.quads * 6), GL_UNSIGNED_INT,
                                          nullptr, baseVertex);
            baseVertex += GLint(call.quads * 4);
            ++m_drawCalls;
            m_batchesDrawn += call.batches;
        }
        m_stencil.endFrame();
        glBindVertexArray(0);
        glDisable(GL_BLEND);
    }

    void setBatchMerging(bool on) override { m_mergeBatches = on; }
    std::uint32_t batchesLastFrame() const override { return m_batchesDrawn; }
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
    static constexpr GLuint kLayerAttribute = 3;

    // Consecutive batches drawn by one GL call: their textures share one array.
    struct DrawCall {
        std::size_t firstBatch = 0;
        std::uint32_t batches = 0;
        std::uint32_t quads = 0;
        BlendMode blend = BlendMode::Alpha;
        ShaderEffect effect = ShaderEffect::None;
        std::uint32_t array = 0;
        std::uint32_t clip = 0;
        bool mixedLayers = false;
    };

    // Uploads the frame's textures, groups its batches (m_batchQuads) into m_calls and
    // gives each batch its layer (m_batchLayers). True when some call spans several
    // layers, so that the layer must come per vertex.
    bool planDrawCalls(const std::vector<DrawBatch>& batches) {
        m_frameTextures.clear();
        for (std::size_t b = 0; b < m_batchQuads.size(); ++b)
            if (m_batchQuads[b] > 0) m_frameTextures.push_back(batches[b].texture);
        m_layers->prepare(m_frameTextures);
        m_calls.clear();
        m_batchLayers.assign(m_batchQuads.size(), 0);
        bool mixed = false;
        for (std::size_t b = 0; b < m_batchQuads.size(); ++b) {
            const std::uint32_t quads = m_batchQuads[b];
            if (quads == 0) continue;
            const DrawBatch& batch = batches[b];
            const gl::TextureLayer at = m_layers->find(batch.texture);
            const bool joins = m_mergeBatches && !m_calls.empty() && m_calls.back().array == at.array &&
                               m_calls.back().blend == batch.blend && m_calls.back().effect == batch.effect &&
                               m_calls.back().clip == batch.clip &&
                               m_calls.back().quads + quads <= RenderQueue::kMaxQuadsPerBatch;
            if (!joins) m_calls.push_back({b, 0, 0, batch.blend, batch.effect, at.array, batch.clip, false});
            DrawCall& call = m_calls.back();
            if (call.batches > 0 && m_batchLayers[call.firstBatch] != at.layer) call.mixedLayers = true;
            mixed = mixed || call.mixedLayers;
            call.quads += quads;
            ++call.batches;
            m_batchLayers[b] = std::uint16_t(at.layer);
        }
        return mixed;
    }

    // The layer of every vertex of the frame, in the frame's order.
    void uploadLayers(std::size_t vertices) {
        m_vertexLayers.clear();
        m_vertexLayers.reserve(vertices);
        for (std::size_t b = 0; b < m_batchQuads.size(); ++b)
            m_vertexLayers.insert(m_vertexLayers.end(), std::size_t(m_batchQuads[b]) * 4, m_batchLayers[b]);
        glBindBuffer(GL_ARRAY_BUFFER, m_layerVbo);
        glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(m_vertexLayers.size() * sizeof(std::uint16_t)), m_vertexLayers.data(),
                     GL_STREAM_DRAW);
        ++m_uploads;
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
    GLuint m_program = 0, m_vao = 0, m_vbo = 0, m_layerVbo = 0, m_ibo = 0;
    GLint m_uWorldToClip = -1;
    GLint m_grayUniform = -1;
    Rect m_world{{0, 0}, {1, 1}};
    int m_viewportX = 0, m_viewportY = 0;
    int m_viewportW = 1, m_viewportH = 1;
    Color4B m_clear{0, 0, 0, 255};
    std::uint32_t m_drawCalls = 0;
    std::uint32_t m_batchesDrawn = 0;
    std::uint32_t m_uploads = 0;
    bool m_mergeBatches = true;
    std::vector<QuadVertex> m_staging;
    std::vector<std::uint32_t> m_batchQuads;
    std::unique_ptr<gl::TextureLayers> m_layers;
    std::vector<TextureHandle> m_frameTextures;
    std::vector<std::uint16_t> m_batchLayers;
    std::vector<std::uint16_t> m_vertexLayers;
    std::vector<DrawCall> m_calls;
    gl::StencilClip m_stencil;
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
