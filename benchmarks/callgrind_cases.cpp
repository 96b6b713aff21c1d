// Deterministic figures: runs one key case for a fixed number of frames with callgrind
// instrumentation switched on only around the measured loop, so that
//   valgrind --tool=callgrind --collect-atstart=no diorama_callgrind CASE
// counts exactly the instructions of the case (scripts/bench-callgrind divides by nodes).
#include "bench_scenes.h"
#include "bench_trees.h"
#include "diorama/director/director.h"
#include "diorama/nodes/sprite.h"
#include "diorama/scene/traversal.h"
#include "reference_tree.h"

#include <valgrind/callgrind.h>

#include <cstdio>
#include <cstring>
#include <random>
#include <string>

using namespace diorama;
using namespace diorama::bench;

namespace {

constexpr int kFrames = 10;

struct Case {
    const char* name;
    std::size_t units;  // nodes, sprites or listeners the count is divided by
    void (*run)();
};

std::unique_ptr<Scene> diorama(Shape shape, std::size_t n, std::vector<Node*>& nodes) {
    auto scene = std::make_unique<Scene>();
    const auto parents = makeParents(shape, n);
    nodes = {scene.get()};
    for (std::size_t i = 1; i < n; ++i)
        nodes.push_back(&nodes[std::size_t(parents[i])]->addChild(std::make_unique<Node>()));
    return scene;
}

void transformFull(Shape shape, bool reference) {
    const std::size_t n = 10000;
    if (reference) {
        RefTree tree(makeParents(shape, n));
        tree.update();
        CALLGRIND_START_INSTRUMENTATION;
        for (int f = 0; f < kFrames; ++f) {
            tree.move(0, f % 2 ? 1.0f : -1.0f);
            tree.update();
        }
        CALLGRIND_STOP_INSTRUMENTATION;
        return;
    }
    std::vector<Node*> nodes;
    auto scene = diorama(shape, n, nodes);
    RenderQueue queue;
    NodeTraversal::visit(*scene, queue);
    CALLGRIND_START_INSTRUMENTATION;
    for (int f = 0; f < kFrames; ++f) {
        nodes[1]->setPosition({f % 2 ? 1.0f : -1.0f, 0});
        NodeTraversal::visit(*scene, queue);
    }
    CALLGRIND_STOP_INSTRUMENTATION;
}

void transformMove10(Shape shape) {
    const std::size_t n = 10000;
    std::vector<Node*> nodes;
    auto scene = diorama(shape, n, nodes);
    const auto moves = makeMoves(n);
    RenderQueue queue;
    NodeTraversal::visit(*scene, queue);
    CALLGRIND_START_INSTRUMENTATION;
    for (int f = 0; f < kFrames; ++f) {
        for (auto m : moves) nodes[m]->setPosition(nodes[m]->position() + Vec2{f % 2 ? 1.0f : -1.0f, 0});
        NodeTraversal::visit(*scene, queue);
    }
    CALLGRIND_STOP_INSTRUMENTATION;
}

void visitSprites() {
    SpriteScene world(10000, 0);
    Scene& scene = world.scene;
    RenderQueue queue;
    queue.setCullRect(Rect{{0, 0}, {1024, 768}});
    NodeTraversal::visit(scene, queue);
    CALLGRIND_START_INSTRUMENTATION;
    for (int f = 0; f < kFrames; ++f) NodeTraversal::visit(scene, queue);
    CALLGRIND_STOP_INSTRUMENTATION;
}

void firstDispatchAfterChange() {
    EventScene s(10000, 1000, false);
    s.dispatch4();
    CALLGRIND_START_INSTRUMENTATION;
    for (int f = 0; f < kFrames; ++f) {
        s.nodes[5]->setLocalZOrder(f % 5);
        s.dispatch4();
    }
    CALLGRIND_STOP_INSTRUMENTATION;
}

const Case kCases[] = {
    {"transform.full.fan8.10k", 10000, [] { transformFull(Shape::Fan8, false); }},
    {"transform.full.fan8.10k.refptr", 10000, [] { transformFull(Shape::Fan8, true); }},
    {"transform.full.flat.10k", 10000, [] { transformFull(Shape::Flat, false); }},
    {"transform.full.chain.10k", 10000, [] { transformFull(Shape::Chain, false); }},
    {"transform.move10.fan8.10k", 10000, [] { transformMove10(Shape::Fan8); }},
    {"visit.sprites.10k", 10000, visitSprites},
    {"events.first_after_change.10k_1k", 1000, firstDispatchAfterChange},
};

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2 || std::strcmp(argv[1], "--list") == 0) {
        for (const Case& c : kCases) std::printf("%s %zu %d\n", c.name, c.units, kFrames);
        return argc == 2 ? 0 : 2;
    }
    for (const Case& c : kCases)
        if (std::strcmp(argv[1], c.name) == 0) {
            c.run();
            return 0;
        }
    std::fprintf(stderr, "unknown case %s\n", argv[1]);
    return 2;
}
