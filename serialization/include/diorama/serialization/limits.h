// Limits enforced while reading a scene (reliability.md section 6). Each is named in the
// error that reports it.
#pragma once

#include <cstddef>
#include <cstdint>

namespace diorama {

struct SceneLimits {
    std::uint64_t maxFileBytes = 128ull << 20;  // "file size": a canonical 1M-node file is ~75 MB
    int maxJsonDepth = 1024;                    // "JSON nesting depth"
    int maxTreeDepth = 256;                     // "node tree depth"
    std::size_t maxNodes = 1'000'000;           // "node count"
    std::size_t warnNodes = 100'000;
    std::size_t maxStringBytes = 64 * 1024;  // "string length"
    std::size_t maxPathBytes = 4096;         // "path length"
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
