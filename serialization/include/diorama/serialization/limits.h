// Limits enforced while reading a scene (docs/scene-format.md, "Errors and limits"). Each is named in the
// error that reports it.
#pragma once

#include <cstddef>
#include <cstdint>

namespace diorama {

struct SceneLimits {
    // "file size", 64 MiB (../shared/reference/reliability.md, section 6). A canonical
    // 1M-node scene is about 75 MB: the editor opens and saves such worlds only when told
    // a larger limit (diorama-editor --max-file-mib).
    std::uint64_t maxFileBytes = 64ull << 20;
    int maxJsonDepth = 1024;           // "JSON nesting depth"
    int maxTreeDepth = 256;            // "node tree depth"
    std::size_t maxNodes = 1'000'000;  // "node count"
    std::size_t warnNodes = 100'000;
    std::size_t maxStringBytes = 64 * 1024;  // "string length"
    std::size_t maxPathBytes = 4096;         // "path length"
    // "action updates per step": what one action may do in a step of up to 10 s (issue #32)
    double maxActionUpdatesPerStep = 1'000'000;
    // Nested scenes (each named in the error too):
    // "bytes per load": the scene's bytes plus, for every instance, its source's bytes
    // (a source is read once; each instance expands it again).
    std::uint64_t maxLoadBytes = 256ull << 20;
    // "instanced nodes": the nodes instances place, each counted once per instance above
    // it (what saving their overrides remembers, about 2 KB each), which bounds fan-out
    // before it is built.
    std::size_t maxInstancedNodes = 250'000;
};

}  // namespace diorama

namespace diorama {

// Keyframe animations (the document's "animations" key), named in their errors.
struct AnimationLimits {
    std::size_t maxClips = 1024;      // "animation clip count"
    int maxFrames = 1'000'000;        // "animation frame": |frame| and length, about 4.6 h at 60 fps
    std::size_t maxKeys = 4'000'000;  // "animation key count", all tracks together
    double maxFrameRate = 1000.0;     // frames per second
    double maxSpeed = 1000.0;
};

}  // namespace diorama
