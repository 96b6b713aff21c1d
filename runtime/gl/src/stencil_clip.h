// Clip groups drawn with the stencil buffer, as cocos' StencilStateManager does: a region
// at nesting depth d owns stencil bit d-1, and a batch in it is drawn where the bits of
// its whole chain are set, so nested regions intersect. Eight bits give eight levels;
// deeper regions clip to their eighth ancestor (cocos logs and stops clipping there too).
#pragma once

#include "diorama/render/render_command.h"

#include <glad/gl.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace diorama::gl {

class StencilClip {
public:
    static constexpr std::uint32_t kMaxDepth = 8;

    bool init(std::string& error);
    ~StencilClip();

    // Forgets what the stencil holds: call at the start of every frame.
    void beginFrame(const float (&worldToClip)[9]);
    // Makes `clip` (an index into `regions`, 0 for none) the active clip. Writes the
    // stencil bits of its chain that do not hold its regions yet. Changes the program and
    // vertex array when it writes; returns true then, so the caller binds its own again.
    bool activate(const std::vector<ClipRegion>& regions, std::uint32_t clip);
    // Leaves stencil testing off.
    void endFrame();

private:
    void writeLayer(std::uint32_t layer, const ClipRegion& region);

    GLuint m_program = 0, m_vao = 0, m_vbo = 0;
    GLint m_uWorldToClip = -1;
    float m_worldToClip[9] = {};
    std::uint32_t m_active = 0;
    // The region whose shape each stencil bit holds this frame (0: none yet).
    std::array<std::uint32_t, kMaxDepth> m_layers{};
    std::vector<std::uint32_t> m_chain;
};

}  // namespace diorama::gl
