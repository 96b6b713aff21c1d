// Where a finished RenderQueue goes: the OpenGL renderer, or a recording backend in
// tests. Backends receive commands already ordered and batched.
#pragma once

namespace diorama {

class RenderQueue;

class RenderBackend {
public:
    virtual ~RenderBackend() = default;
    virtual void render(const RenderQueue& queue) = 0;
};

}  // namespace diorama
