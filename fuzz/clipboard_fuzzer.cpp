// Clipboard text ("diorama.nodes"): pasted text comes from anywhere.
#include "diorama/serialization/scene_io.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    diorama::SceneContext context;
    context.limits.maxNodes = 100000;
    diorama::NodesResult parsed = diorama::parseNodes(text, "/nonexistent", context);
    if (parsed.error) return 0;
    std::vector<const diorama::Node*> nodes;
    for (const auto& n : parsed.nodes) nodes.push_back(n.get());
    // What pastes must copy and paste again.
    diorama::NodesResult again =
        diorama::parseNodes(diorama::serializeNodes(nodes, &parsed.file), "/nonexistent", context);
    if (again.error || again.nodes.size() != parsed.nodes.size()) std::abort();
    return 0;
}
