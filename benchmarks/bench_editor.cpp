// The editor core's costs that grow with a project (docs/performance.md): the Assets
// panel reading a project of 5,000 files, and the rows it shows per frame, folded,
// opened and filtered. A frame only draws the visible rows, so rows() is its share.
// Also what hovering the viewport asks whenever the mouse moves: the nodes under a
// point, in touch order, in a fan-8 tree of 100k and 1M nodes.
#include "bench_scenes.h"
#include "diorama/editor/asset_browser.h"
#include "diorama/inspection/picking.h"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <unordered_set>

#include <unistd.h>

namespace {

namespace fs = std::filesystem;

// `files` images in folders of 100, made once per size and removed at exit.
struct Project {
    fs::path root;
    explicit Project(int files) {
        root = fs::temp_directory_path() /
               ("diorama-bench-assets-" + std::to_string(::getpid()) + "-" + std::to_string(files));
        for (int i = 0; i < files; ++i) {
            const fs::path folder = root / ("level-" + std::to_string(i / 100));
            if (i % 100 == 0) fs::create_directories(folder);
            std::ofstream(folder / ("tile-" + std::to_string(i) + ".png"));
        }
    }
    ~Project() {
        std::error_code ec;
        fs::remove_all(root, ec);
    }
};

const Project& project(int files) {
    static Project p5k(5000);
    static Project p500(500);
    return files == 5000 ? p5k : p500;
}

void assets_scan(benchmark::State& state) {
    const Project& p = project(int(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(diorama::AssetTree::scan(p.root));
    state.counters["files"] = double(state.range(0));
}
BENCHMARK(assets_scan)->Arg(500)->Arg(5000)->Unit(benchmark::kMillisecond);

void assets_rows_all_open(benchmark::State& state) {
    const diorama::AssetTree tree = diorama::AssetTree::scan(project(int(state.range(0))).root);
    std::unordered_set<std::string> open;
    for (const auto& e : tree.entries())
        if (e.isFolder()) open.insert(e.path);
    for (auto _ : state) benchmark::DoNotOptimize(tree.rows(open, ""));
    state.counters["rows"] = double(tree.rows(open, "").size());
}
BENCHMARK(assets_rows_all_open)->Arg(500)->Arg(5000)->Unit(benchmark::kMicrosecond);

void assets_rows_filtered(benchmark::State& state) {
    const diorama::AssetTree tree = diorama::AssetTree::scan(project(int(state.range(0))).root);
    for (auto _ : state) benchmark::DoNotOptimize(tree.rows({}, "tile-42"));
    state.counters["rows"] = double(tree.rows({}, "tile-42").size());
}
BENCHMARK(assets_rows_filtered)->Arg(500)->Arg(5000)->Unit(benchmark::kMicrosecond);

}  // namespace

void picker_stack(benchmark::State& state) {
    diorama::bench::EventScene scene(std::size_t(state.range(0)), 0, false);
    diorama::ScenePicker picker(scene.director.eventDispatcher(), *scene.director.runningScene());
    std::size_t hits = picker.stack({50, 50}).size();
    for (auto _ : state) benchmark::DoNotOptimize(hits = picker.stack({50, 50}).size());
    state.counters["hits"] = double(hits);
}
BENCHMARK(picker_stack)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
