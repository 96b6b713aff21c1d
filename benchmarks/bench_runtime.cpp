// Runtime benchmarks with the cases docs/performance.md reports. Each case reports
// ns per node (or per command, listener, candidate) as a counter; the reference pointer
// tree runs in the same binary so ratios cancel machine drift.
#include "bench_clips.h"
#include "bench_scenes.h"
#include "bench_trees.h"
#include "diorama/cocostudio/csd_import.h"
#include "diorama/director/director.h"
#include "diorama/events/hit_test.h"
#include "diorama/nodes/button.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/list_view.h"
#include "diorama/nodes/sprite.h"
#include "diorama/scene/traversal.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/asset_resolver.h"
#include "reference_tree.h"
#include "transform_cases.h"

#include <benchmark/benchmark.h>

#include <malloc.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

using namespace diorama;
using namespace diorama::bench;

namespace {

#define TRANSFORM_CASE(name, tree, shape, mode)                            \
    void name(benchmark::State& s) { runTransform<tree>(s, shape, mode); } \
    BENCHMARK(name)->RangeMultiplier(10)->Range(1000, 100000)->Unit(benchmark::kMicrosecond)

TRANSFORM_CASE(transform_move10_flat_diorama, DioramaTree, Shape::Flat, Mode::Move10);
TRANSFORM_CASE(transform_move10_flat_refptr, RefTree, Shape::Flat, Mode::Move10);
TRANSFORM_CASE(transform_move10_chain_diorama, DioramaTree, Shape::Chain, Mode::Move10);
TRANSFORM_CASE(transform_move10_chain_refptr, RefTree, Shape::Chain, Mode::Move10);
TRANSFORM_CASE(transform_move10_fan8_diorama, DioramaTree, Shape::Fan8, Mode::Move10);
TRANSFORM_CASE(transform_move10_fan8_refptr, RefTree, Shape::Fan8, Mode::Move10);
TRANSFORM_CASE(transform_full_flat_diorama, DioramaTree, Shape::Flat, Mode::Full);
TRANSFORM_CASE(transform_full_flat_refptr, RefTree, Shape::Flat, Mode::Full);
TRANSFORM_CASE(transform_full_chain_diorama, DioramaTree, Shape::Chain, Mode::Full);
TRANSFORM_CASE(transform_full_chain_refptr, RefTree, Shape::Chain, Mode::Full);
TRANSFORM_CASE(transform_full_fan8_diorama, DioramaTree, Shape::Fan8, Mode::Full);
TRANSFORM_CASE(transform_full_fan8_refptr, RefTree, Shape::Fan8, Mode::Full);
TRANSFORM_CASE(transform_static_fan8_diorama, DioramaTree, Shape::Fan8, Mode::Static);
TRANSFORM_CASE(transform_static_fan8_refptr, RefTree, Shape::Fan8, Mode::Static);

// A million nodes (issue 31's new case), in the fan-8 shape the target names; the
// other shapes stay at 100k to keep the run short.
BENCHMARK(transform_full_fan8_diorama)->Arg(1000000)->Unit(benchmark::kMicrosecond);
BENCHMARK(transform_full_fan8_refptr)->Arg(1000000)->Unit(benchmark::kMicrosecond);
BENCHMARK(transform_move10_fan8_diorama)->Arg(1000000)->Unit(benchmark::kMicrosecond);
BENCHMARK(transform_move10_fan8_refptr)->Arg(1000000)->Unit(benchmark::kMicrosecond);

// The tree a loaded scene has: nodes allocated depth first (DioramaTreeInLoadOrder).
TRANSFORM_CASE(transform_full_fan8_loadorder, DioramaTreeInLoadOrder, Shape::Fan8, Mode::Full)->Arg(1000000);
TRANSFORM_CASE(transform_move10_fan8_loadorder, DioramaTreeInLoadOrder, Shape::Fan8, Mode::Move10)->Arg(1000000);
TRANSFORM_CASE(transform_full_flat_loadorder, DioramaTreeInLoadOrder, Shape::Flat, Mode::Full);
TRANSFORM_CASE(transform_move10_chain_loadorder, DioramaTreeInLoadOrder, Shape::Chain, Mode::Move10);

// ---- visit + commands + vertex fill -------------------------------------------------------

void visit_commands(benchmark::State& state) {
    const std::size_t n = std::size_t(state.range(0));
    const int offscreenPercent = int(state.range(1));
    SpriteScene world(n, offscreenPercent);
    Scene& scene = world.scene;
    std::vector<Node*>& sprites = world.sprites;
    const auto moves = makeMoves(n);
    RenderQueue queue;
    queue.setCullRect(Rect{{0, 0}, {1024, 768}});
    float dx = 0.25f;
    for (auto _ : state) {
        dx = -dx;
        for (auto m : moves) sprites[m]->setPosition(sprites[m]->position() + Vec2{dx, 0});
        NodeTraversal::visit(scene, queue);
        benchmark::DoNotOptimize(queue.vertices().data());
    }
    state.counters["ns_per_sprite"] =
        benchmark::Counter(double(n), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["commands"] = double(queue.commands().size());
    state.counters["culled"] = double(queue.culledCount());
    state.counters["draw_calls"] = double(queue.batches().size());
}
BENCHMARK(visit_commands)
    ->ArgsProduct({{10000, 100000}, {0, 20, 80, 100}})
    ->ArgNames({"sprites", "offscreen_pct"})
    ->Unit(benchmark::kMicrosecond);

// ---- render queue: grouping by global Z and batching ----------------------------------------

void queue_sort(benchmark::State& state) {
    const std::size_t n = std::size_t(state.range(0));
    const int nonzeroPercent = int(state.range(1));
    Node dummy;
    std::mt19937 rng(3);
    std::uniform_int_distribution<int> z(-50, 50);
    std::vector<float> zs(n);
    for (std::size_t i = 0; i < n; ++i) zs[i] = int(i % 100) < nonzeroPercent ? float(z(rng) | 1) : 0.0f;
    RenderQueue queue;
    for (auto _ : state) {
        state.PauseTiming();
        queue.clear();
        for (std::size_t i = 0; i < n; ++i) queue.addQuads(dummy, zs[i], TextureHandle{1}, BlendMode::Alpha, 1);
        state.ResumeTiming();
        queue.finish();
        benchmark::DoNotOptimize(queue.order().data());
    }
    state.counters["ns_per_cmd"] =
        benchmark::Counter(double(n), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(queue_sort)->ArgsProduct({{1000, 10000, 100000}, {0, 10, 100}})->ArgNames({"cmds", "nonzero_pct"});

void batch_drawcalls(benchmark::State& state) {
    const std::size_t n = std::size_t(state.range(0));
    const int textures = int(state.range(1));
    const bool interleaved = state.range(2) != 0;
    Scene scene;
    for (std::size_t i = 0; i < n; ++i) {
        TextureInfo t;
        const std::size_t k = interleaved ? i % std::size_t(textures) : i * std::size_t(textures) / n;
        t.handle = TextureHandle{std::uint32_t(2 + k)};
        t.width = t.height = 8;
        scene.addChild(std::make_unique<Sprite>(t));
    }
    RenderQueue queue;
    for (auto _ : state) {
        NodeTraversal::visit(scene, queue);
        benchmark::DoNotOptimize(queue.batches().data());
    }
    state.counters["draw_calls"] = double(queue.batches().size());
    state.counters["ns_per_quad"] =
        benchmark::Counter(double(n), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(batch_drawcalls)
    ->Args({10000, 1, 0})
    ->Args({100000, 1, 0})
    ->Args({10000, 4, 0})
    ->Args({10000, 4, 1})
    ->Args({10000, 16, 1})
    ->ArgNames({"sprites", "textures", "interleaved"})
    ->Unit(benchmark::kMicrosecond);

// ---- animation clips ------------------------------------------------------------------------

void clips_step(benchmark::State& state) {
    ClipScene s(std::size_t(state.range(0)));
    for (auto _ : state) s.step();
    state.counters["ns_per_track"] = benchmark::Counter(
        double(s.tracks), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(clips_step)->Arg(10000)->ArgNames({"nodes"})->Unit(benchmark::kMicrosecond);

// ---- events ---------------------------------------------------------------------------------

void events_steady(benchmark::State& state) {
    const std::size_t listeners = std::size_t(state.range(0));
    EventScene s(10000, listeners, state.range(1) != 0);
    s.dispatch4();
    for (auto _ : state) s.dispatch4();
    state.counters["ns_per_listener_touch"] = benchmark::Counter(
        double(listeners * 4), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(events_steady)
    ->ArgsProduct({{1000, 2000, 3000}, {0, 1}})
    ->ArgNames({"listeners", "fixed"})
    ->Unit(benchmark::kMicrosecond);

void events_first_after_change(benchmark::State& state) {
    EventScene s(std::size_t(state.range(0)), std::size_t(state.range(1)), false);
    s.dispatch4();
    int z = 0;
    for (auto _ : state) {
        s.nodes[5]->setLocalZOrder(++z % 5);  // dirties the order
        s.dispatch4();
    }
}
BENCHMARK(events_first_after_change)
    ->Args({1000, 100})
    ->Args({1000, 1000})
    ->Args({10000, 1000})
    ->Args({10000, 3000})
    ->Args({100000, 1000})
    ->ArgNames({"nodes", "listeners"})
    ->Unit(benchmark::kMicrosecond);

// ---- hit test ---------------------------------------------------------------------------------

void hit_test_miss(benchmark::State& state) {
    const std::size_t m = std::size_t(state.range(0));
    Scene scene;
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> pos(0, 1000), rot(0, 360), sc(0.5f, 2);
    std::vector<Node*> nodes;
    for (std::size_t i = 0; i < m; ++i) {
        auto& n = scene.addChild(std::make_unique<Node>());
        n.setContentSize({10, 10});
        n.setPosition({pos(rng), pos(rng)});
        n.setRotation(rot(rng));
        n.setScale(sc(rng));
        nodes.push_back(&n);
    }
    for (auto _ : state) {
        int hits = 0;
        for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) hits += hitTest(**it, {-500, -500});
        benchmark::DoNotOptimize(hits);
    }
    state.counters["ns_per_candidate"] =
        benchmark::Counter(double(m), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(hit_test_miss)->RangeMultiplier(10)->Range(100, 100000);

// 1,000 Buttons (#29) in a 40 x 25 grid, each with its widget listener, and one touch
// (began and ended) at the button drawn first: the dispatcher asks every listener above it
// in draw order, each of which hit-tests and declines, before that one claims and clicks.
void button_touch_1000(benchmark::State& state) {
    Director director;
    director.runSceneNow(std::make_unique<Scene>());
    Scene& scene = *director.runningScene();
    std::vector<ListenerHandle> listening;
    int clicks = 0;
    for (int i = 0; i < 1000; ++i) {
        auto& button = scene.emplaceChild<Button>();
        button.setTexture(placeholderTexture());
        button.setContentSize({20, 20});
        button.setPosition({float(i % 40) * 24 + 12, float(i / 40) * 24 + 12});
        button.addClickEventListener([&clicks](Widget&) { ++clicks; });
        listening.push_back(listenForTouches(director.eventDispatcher(), button));
    }
    const Vec2 first{12, 12};
    EventTouch began(EventTouch::Code::Began, {Touch{0, first, first, first}});
    EventTouch ended(EventTouch::Code::Ended, {Touch{0, first, first, first}});
    for (auto _ : state) {
        director.eventDispatcher().dispatchEvent(began);
        director.eventDispatcher().dispatchEvent(ended);
    }
    if (clicks != int(state.iterations())) state.SkipWithError("the first button did not click on every touch");
    state.counters["ns_per_button"] =
        benchmark::Counter(1000.0, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(button_touch_1000);

// A 1,000-item ListView (#29) scrolled one frame: a touch moves 3 points (the dispatcher,
// the drag and the container's new origin) and the scene is visited with the screen as the
// cull rectangle, so the items out of the view are culled by their subtree boxes.
void list_view_scroll_1000(benchmark::State& state) {
    Director director;
    director.runSceneNow(std::make_unique<Scene>());
    Scene& scene = *director.runningScene();
    auto& list = scene.emplaceChild<ListView>();
    list.setContentSize({400, 600});
    list.setItemsMargin(4);
    list.setGravity(ListView::Gravity::CenterHorizontal);
    for (int i = 0; i < 1000; ++i) {
        auto& item = list.emplaceChild<Sprite>();
        item.setTexture(placeholderTexture());
        item.setContentSize({380, 40});
    }
    ListenerHandle listening = listenForTouches(director.eventDispatcher(), list);
    RenderQueue queue;
    queue.setCullRect(Rect{{0, 0}, {1024, 768}});
    NodeTraversal::visit(scene, queue);  // the layout, once
    list.jumpToPercentVertical(50);
    Vec2 at{200, 300};
    EventTouch began(EventTouch::Code::Began, {Touch{0, at, at, at}});
    director.eventDispatcher().dispatchEvent(began);
    float dy = 3;
    for (auto _ : state) {
        dy = -dy;
        const Vec2 previous = at;
        at.y += dy;
        EventTouch moved(EventTouch::Code::Moved, {Touch{0, at, previous, Vec2{200, 300}}});
        director.eventDispatcher().dispatchEvent(moved);
        NodeTraversal::visit(scene, queue);
        benchmark::DoNotOptimize(queue.vertices().data());
    }
    if (list.isLayoutRequested()) state.SkipWithError("the list was laid out again while scrolling");
    state.counters["commands"] = double(queue.commands().size());
    state.counters["draw_calls"] = double(queue.batches().size());
}
BENCHMARK(list_view_scroll_1000)->Unit(benchmark::kMicrosecond);

// ---- scene load and save ------------------------------------------------------------------------

void scene_load(benchmark::State& state) {
    const std::size_t n = std::size_t(state.range(0));
    const std::string text = generatedScene(n);
    SceneContext ctx;
    for (auto _ : state) {
        LoadResult r = loadSceneText(text, "bench.json", ".", ctx);
        benchmark::DoNotOptimize(r.scene.get());
        state.PauseTiming();  // unloading is not loading
        r = LoadResult{};
        state.ResumeTiming();
    }
    state.counters["nodes_per_s"] = benchmark::Counter(double(n), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["bytes_per_node"] = double(text.size()) / double(n);
}
BENCHMARK(scene_load)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

// A thread's first load, as when a program opens its first scene: each load runs on a new
// thread, so none reuses the buffers a thread keeps between reads (ReadBuffers).
void scene_load_first(benchmark::State& state) {
    const std::size_t n = std::size_t(state.range(0));
    const std::string text = generatedScene(n);
    SceneContext ctx;
    for (auto _ : state) {
        LoadResult r;
        std::thread([&] { r = loadSceneText(text, "bench.json", ".", ctx); }).join();
        benchmark::DoNotOptimize(r.scene.get());
        state.PauseTiming();
        r = LoadResult{};
        state.ResumeTiming();
    }
    state.counters["nodes_per_s"] = benchmark::Counter(double(n), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(scene_load_first)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->UseRealTime();

void scene_save(benchmark::State& state) {
    const std::size_t n = std::size_t(state.range(0));
    SceneContext ctx;
    LoadResult r = loadSceneText(generatedScene(n), "bench.json", ".", ctx);
    for (auto _ : state) {
        std::string text = saveSceneToString(*r.scene, r.file);
        benchmark::DoNotOptimize(text.data());
    }
    state.counters["nodes_per_s"] = benchmark::Counter(double(n), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(scene_save)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

// ---- tree operations (cocos NodeChildren test) ------------------------------------------------

// cocos NodeChildren: add N children with random z, sort; look each up by tag; remove
// them in insertion order. Each phase is timed on its own.
enum class ChildrenPhase { AddSort, FindByTag, Remove };

void nodeChildren(benchmark::State& state, ChildrenPhase phase) {
    const std::size_t n = std::size_t(state.range(0));
    std::mt19937 rng(9);
    std::uniform_int_distribution<int> z(-50, 50);
    std::vector<int> zs(n);
    for (auto& v : zs) v = z(rng);
    for (auto _ : state) {
        state.PauseTiming();
        auto parent = std::make_unique<Node>();
        std::vector<Node*> kids;
        kids.reserve(n);
        std::vector<std::unique_ptr<Node>> fresh;  // created untimed: "add" is attach only
        if (phase == ChildrenPhase::AddSort)
            for (std::size_t i = 0; i < n; ++i) fresh.push_back(std::make_unique<Node>());
        if (phase != ChildrenPhase::AddSort) {
            for (std::size_t i = 0; i < n; ++i)
                kids.push_back(&parent->addChild(std::make_unique<Node>(), zs[i], int(i)));
            parent->sortAllChildren();
        }
        state.ResumeTiming();
        if (phase == ChildrenPhase::AddSort) {
            for (std::size_t i = 0; i < n; ++i) kids.push_back(&parent->addChild(std::move(fresh[i]), zs[i], int(i)));
            parent->sortAllChildren();
        } else if (phase == ChildrenPhase::FindByTag) {
            for (std::size_t i = 0; i < n; ++i) benchmark::DoNotOptimize(parent->childByTag(int(i)));
        } else {
            for (Node* k : kids) benchmark::DoNotOptimize(parent->removeChild(*k, false).release());
            parent->sortAllChildren();
        }
        state.PauseTiming();
        if (phase == ChildrenPhase::Remove)
            for (Node* k : kids) delete k;  // released above so that freeing is not timed
        parent.reset();
        state.ResumeTiming();
    }
    state.counters["ns_per_op"] =
        benchmark::Counter(double(n), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
void tree_children_add_sort(benchmark::State& s) { nodeChildren(s, ChildrenPhase::AddSort); }
void tree_children_find_by_tag(benchmark::State& s) { nodeChildren(s, ChildrenPhase::FindByTag); }
void tree_children_remove(benchmark::State& s) { nodeChildren(s, ChildrenPhase::Remove); }
BENCHMARK(tree_children_add_sort)->Arg(1000)->Arg(5000)->Arg(15000)->Unit(benchmark::kMicrosecond);
BENCHMARK(tree_children_find_by_tag)->Arg(1000)->Arg(5000)->Arg(15000)->Unit(benchmark::kMicrosecond);
BENCHMARK(tree_children_remove)->Arg(1000)->Arg(5000)->Arg(15000)->Unit(benchmark::kMicrosecond);

void tree_create_attach(benchmark::State& state) {
    const std::size_t n = std::size_t(state.range(0));
    for (auto _ : state) {
        Node parent;
        for (std::size_t i = 0; i < n; ++i) parent.addChild(std::make_unique<Node>());
        benchmark::DoNotOptimize(parent.childCount());
        state.PauseTiming();                                  // destruction is not part of create + attach
        { auto detached = parent.removeAllChildren(false); }  // destroyed here, untimed
        state.ResumeTiming();
    }
    state.counters["ns_per_node"] =
        benchmark::Counter(double(n), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(tree_create_attach)->Arg(10000)->Unit(benchmark::kMillisecond);

void tree_find(benchmark::State& state) {
    const std::size_t n = std::size_t(state.range(0));
    const bool regex = state.range(1) != 0;
    Node parent;
    for (std::size_t i = 0; i < n; ++i) parent.addChild(std::make_unique<Node>("enemy" + std::to_string(i)));
    for (auto _ : state) {
        int found = 0;
        parent.enumerateChildren(regex ? "enemy[0-9]+7" : "enemy7", [&](Node&) {
            ++found;
            return false;
        });
        benchmark::DoNotOptimize(found);
    }
    state.counters["ns_per_child"] =
        benchmark::Counter(double(n), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(tree_find)->ArgsProduct({{100, 1000, 10000}, {0, 1}})->ArgNames({"children", "regex"});

// ---- memory per node ---------------------------------------------------------------------------

template <class Make>
void memoryPerNode(benchmark::State& state, Make make) {
    const std::size_t n = 100000;
    double perNodeBytes = 0;
    for (auto _ : state) {
        const std::size_t before = mallinfo2().uordblks;
        Node parent;
        for (std::size_t i = 0; i < n; ++i) parent.addChild(make(i));
        perNodeBytes = double(mallinfo2().uordblks - before) / double(n);
    }
    state.counters["heap_bytes_per_node"] = perNodeBytes;
}

void memory_node(benchmark::State& state) {
    memoryPerNode(state, [](std::size_t) { return std::make_unique<Node>(); });
}
void memory_sprite(benchmark::State& state) {
    TextureInfo t;
    t.width = t.height = 16;
    memoryPerNode(state, [&](std::size_t) { return std::make_unique<Sprite>(t); });
}
void memory_label(benchmark::State& state) {
    TextureStore textures;
    FontStore fonts(textures);
    std::string error;
    auto face = fonts.defaultFace(error);
    memoryPerNode(state, [&](std::size_t) { return std::make_unique<Label>(face, "Score 100"); });
}
BENCHMARK(memory_node)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(memory_sprite)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(memory_label)->Iterations(1)->Unit(benchmark::kMillisecond);

// ---- Cocos Studio import ------------------------------------------------------------------
// A placeholder keeps every attribute under `cocosStudio`: the cost per attribute must
// not grow with their number (issue 32: 200k attributes took 31 s, quadratic).
void csd_import_placeholder_attributes(benchmark::State& state) {
    const auto n = std::size_t(state.range(0));
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("diorama-bench-" + std::to_string(getpid()) + ".csd");
    {
        std::ofstream out(file);
        out << "<GameFile><Content ctype=\"x\"><Content><ObjectData Name=\"r\" ctype=\"GameNodeObjectData\">"
               "<Children><AbstractNodeData Name=\"n\" ";
        for (std::size_t i = 0; i < n; ++i) out << "A" << i << "=\"v\" ";
        out << "ctype=\"FooObjectData\" /></Children></ObjectData></Content></Content></GameFile>\n";
    }
    for (auto _ : state) benchmark::DoNotOptimize(cocostudio::importCsd(file).ok());
    std::filesystem::remove(file);
    state.counters["ns_per_attribute"] =
        benchmark::Counter(double(n), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(csd_import_placeholder_attributes)->RangeMultiplier(10)->Range(1000, 100000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
