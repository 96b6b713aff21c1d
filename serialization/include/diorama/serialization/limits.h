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
    // "action updates per step": what one action may do in a step of up to 10 s (issue #32)
    double maxActionUpdatesPerStep = 1'000'000;
};

}  // namespace diorama
