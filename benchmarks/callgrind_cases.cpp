// Deterministic figures: runs one key case for a fixed number of frames with callgrind
// instrumentation switched on only around the measured loop, so that
//   valgrind --tool=callgrind --collect-atstart=no diorama_callgrind CASE
// counts exactly the instructions of the case (scripts/bench-callgrind divides by nodes).
#include "bench_clips.h"
#include "bench_scenes.h"
#include "bench_trees.h"
#include "diorama/director/director.h"
#include "diorama/inspection/picking.h"
#include "diorama/nodes/sprite.h"
#include "diorama/scene/traversal.h"
#include "reference_tree.h"
#include "transform_cases.h"

#include <valgrind/callgrind.h>

#include <cstdio>
#include <cstdlib>
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
    int frames = kFrames;  // repetitions of the measured step
};

// The transform stage (NodeTraversal::updateWorldTransforms) after a root move, after
// moving a fixed 10 %, and with nothing moved.
void transformStage(Shape shape, Mode mode, bool reference, std::size_t n = 10000, int frameCount = kFrames) {
    const auto moves = makeMoves(n);
    auto frames = [&](auto& tree) {
        // Two frames first: the second, with the structure unchanged since the first,
        // builds the scene's pre-order, which every frame measured below then reads.
        tree.update();
        tree.move(0, 1.0f);
        tree.update();
        CALLGRIND_START_INSTRUMENTATION;
        for (int f = 0; f < frameCount; ++f) {
            const float dx = f % 2 ? 1.0f : -1.0f;
            if (mode == Mode::Full)
                tree.move(0, dx);
            else if (mode == Mode::Move10)
                for (auto m : moves) tree.move(m, dx);
            tree.update();
        }
        CALLGRIND_STOP_INSTRUMENTATION;
    };
    if (reference) {
        RefTree tree(makeParents(shape, n));
        frames(tree);
    } else {
        DioramaTree tree(makeParents(shape, n));
        frames(tree);
    }
}

// The visit with 10k sprites all on screen or all off screen; `moved` sprites (a fixed
// 10 %) move every frame, as in scripts/bench's visit_commands.
void visitSprites(int offscreenPercent, bool moved) {
    SpriteScene world(10000, offscreenPercent);
    Scene& scene = world.scene;
    const auto moves = makeMoves(world.sprites.size());
    RenderQueue queue;
    queue.setCullRect(Rect{{0, 0}, {1024, 768}});
    NodeTraversal::visit(scene, queue);
    CALLGRIND_START_INSTRUMENTATION;
    for (int f = 0; f < kFrames; ++f) {
        if (moved) {
            const float dx = f % 2 ? 0.25f : -0.25f;
            for (auto m : moves) world.sprites[m]->setPosition(world.sprites[m]->position() + Vec2{dx, 0});
        }
        NodeTraversal::visit(scene, queue);
    }
    CALLGRIND_STOP_INSTRUMENTATION;
}

constexpr int kLoads = 2;

// Loading a saved fan-8 scene of 5,000 nodes: parse, read, build (not unload).
void sceneLoad() {
    const std::string text = generatedScene(5000);
    SceneContext context;
    for (int i = 0; i < kLoads; ++i) {
        CALLGRIND_START_INSTRUMENTATION;
        LoadResult result = loadSceneText(text, "bench.json", ".", context);
        CALLGRIND_STOP_INSTRUMENTATION;
        if (!result.scene) std::abort();
    }
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

// Removing the listeners of a 10k-node subtree (a picker's, one per node) at once, as
// deleting the subtree or rebuilding the editor's picker does.
void removeSubtreeListeners() {
    EventScene s(10000, 10000, false);
    s.dispatch4();
    CALLGRIND_START_INSTRUMENTATION;
    s.director.eventDispatcher().removeEventListenersForTarget(s.nodes[0]->id(), true);
    CALLGRIND_STOP_INSTRUMENTATION;
    if (s.director.eventDispatcher().listenerCount() != 0) std::abort();
}

// The editor's picker over a 10k-node fan: which nodes lie under a point, as hovering
// the viewport asks whenever the mouse moves, and the touch probe's verdict for every
// node (a listener on each for the question).
void pickerStack() {
    EventScene s(10000, 0, false);
    ScenePicker picker(s.director.eventDispatcher(), *s.director.runningScene());
    if (picker.stack({5, 5}).empty()) std::abort();
    CALLGRIND_START_INSTRUMENTATION;
    for (int f = 0; f < kFrames; ++f) picker.stack({float(f * 9), float(f * 8)});
    CALLGRIND_STOP_INSTRUMENTATION;
}

void pickerProbe() {
    EventScene s(10000, 0, false);
    ScenePicker picker(s.director.eventDispatcher(), *s.director.runningScene());
    CALLGRIND_START_INSTRUMENTATION;
    if (picker.probe({5, 5}).size() != 9999) std::abort();
    CALLGRIND_STOP_INSTRUMENTATION;
}

// 10,000 nodes each playing a 3-track clip: instructions per track per frame.
void clipsStep() {
    ClipScene s(10000);
    CALLGRIND_START_INSTRUMENTATION;
    for (int f = 0; f < kFrames; ++f) s.step();
    CALLGRIND_STOP_INSTRUMENTATION;
}

const Case kCases[] = {
    {"transform.full.fan8.10k", 10000, [] { transformStage(Shape::Fan8, Mode::Full, false); }},
    {"transform.full.fan8.10k.refptr", 10000, [] { transformStage(Shape::Fan8, Mode::Full, true); }},
    {"transform.full.flat.10k", 10000, [] { transformStage(Shape::Flat, Mode::Full, false); }},
    {"transform.full.chain.10k", 10000, [] { transformStage(Shape::Chain, Mode::Full, false); }},
    {"transform.move10.fan8.10k", 10000, [] { transformStage(Shape::Fan8, Mode::Move10, false); }},
    {"transform.move10.fan8.10k.refptr", 10000, [] { transformStage(Shape::Fan8, Mode::Move10, true); }},
    {"transform.static.fan8.10k", 10000, [] { transformStage(Shape::Fan8, Mode::Static, false); }},
    {"transform.full.fan8.1m", 1000000, [] { transformStage(Shape::Fan8, Mode::Full, false, 1000000, 2); }, 2},
    {"transform.full.fan8.1m.refptr", 1000000, [] { transformStage(Shape::Fan8, Mode::Full, true, 1000000, 2); }, 2},
    {"visit.sprites.10k", 10000, [] { visitSprites(0, false); }},
    {"visit.offscreen.10k", 10000, [] { visitSprites(100, false); }},
    {"visit.offscreen.move10.10k", 10000, [] { visitSprites(100, true); }},
    {"events.first_after_change.10k_1k", 1000, firstDispatchAfterChange},
    {"events.remove_subtree.10k", 10000, removeSubtreeListeners, 1},
    {"pick.stack.10k", 10000, pickerStack},
    {"pick.probe.10k", 10000, pickerProbe, 1},
    {"load.scene.fan8.5k", 5000, sceneLoad, kLoads},
    {"clips.step.10k_3tracks", 30000, clipsStep},
};

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2 || std::strcmp(argv[1], "--list") == 0) {
        for (const Case& c : kCases) std::printf("%s %zu %d\n", c.name, c.units, c.frames);
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
