// Builders shared by the runtime tests.
#pragma once

#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/sprite.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"

#include <memory>
#include <string>
#include <vector>

namespace diorama::test {

inline std::unique_ptr<Node> node(const std::string& name, Size size = {}, Vec2 pos = {}) {
    auto n = std::make_unique<Node>(name);
    n->setContentSize(size);
    n->setPosition(pos);
    return n;
}

inline std::unique_ptr<ColorLayer> layer(const std::string& name, Size size = {10, 10}) {
    return std::make_unique<ColorLayer>(Color4B{255, 255, 255, 255}, size, name);
}

inline std::unique_ptr<Sprite> sprite(const std::string& name, std::uint32_t texture, Size size = {10, 10}) {
    TextureInfo info;
    info.handle = TextureHandle{texture};
    info.width = int(size.width);
    info.height = int(size.height);
    return std::make_unique<Sprite>(info, name);
}

// Names of the nodes that drew, in final order (after global-Z grouping).
inline std::vector<std::string> drawOrder(Node& root) {
    RenderQueue queue;
    NodeTraversal::visit(root, queue);
    std::vector<std::string> out;
    for (auto i : queue.order()) out.push_back(queue.commands()[i].node->name());
    return out;
}

// Names of visited nodes at their self-visit point.
// How many commands each batch (draw call) of a visit of `root` holds, in order.
inline std::vector<std::uint32_t> batchSizes(Node& root) {
    RenderQueue q;
    NodeTraversal::visit(root, q);
    std::vector<std::uint32_t> out;
    for (auto& b : q.batches()) out.push_back(b.entryCount);
    return out;
}

inline std::vector<std::string> visitOrder(Node& root) {
    RenderQueue queue;
    queue.setRecordVisits(true);
    NodeTraversal::visit(root, queue);
    std::vector<std::string> out;
    for (auto* n : queue.visits()) out.push_back(n->name());
    return out;
}

inline std::vector<std::string> childNames(const Node& n) {
    std::vector<std::string> out;
    for (auto& c : n.children()) out.push_back(c->name());
    return out;
}

}  // namespace diorama::test
