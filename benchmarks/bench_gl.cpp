// GL submission on Mesa's llvmpipe through the headless EGL context: the editor frame
// the issue-14 user measured (10k sprites on 5 textures with random global Z, about 8k
// cocos batches) and the same sprites in a few batches, with the renderer drawing runs of
// batches in one call (merge 1, the default) or one call per batch as cocos does (merge
// 0). 12 textures exceed the 8 units one call samples. Each iteration visits, renders and
// waits for the GPU, so the time is a whole frame's.
#include "bench_trees.h"
#include "diorama/nodes/sprite.h"
#include "diorama/render/gl_renderer.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"

#include <benchmark/benchmark.h>

#include <random>

using namespace diorama;

namespace {

void gl_frame(benchmark::State& state) {
    const std::size_t n = std::size_t(state.range(0));
    const int textureCount = int(state.range(1));
    const bool randomGlobalZ = state.range(2) != 0;
    const bool merge = state.range(3) != 0;
    std::string error;
    auto context = HeadlessContext::create(error);
    if (!context) {
        state.SkipWithError(("no headless GL: " + error).c_str());
        return;
    }
    TextureStore textures;
    auto renderer = GlRenderer::create(textures, error);
    if (!renderer) {
        state.SkipWithError(error.c_str());
        return;
    }
    renderer->setBatchMerging(merge);
    std::vector<TextureInfo> infos;
    for (int t = 0; t < textureCount; ++t) {
        Image img{16, 16, std::vector<std::uint8_t>(16 * 16 * 4, std::uint8_t(40 * t + 30))};
        infos.push_back({textures.add(std::move(img), "t" + std::to_string(t)), 16, 16, false, {}});
    }
    Scene scene({1024, 768});
    std::mt19937 rng(3);
    std::uniform_real_distribution<float> x(0, 1024), y(0, 768);
    std::uniform_int_distribution<int> z(-50, 50), texture(0, textureCount - 1);
    for (std::size_t i = 0; i < n; ++i) {
        // Random textures with random global Z (neighbours rarely share a texture), or
        // textures in blocks (a few batches).
        const std::size_t t = randomGlobalZ ? std::size_t(texture(rng)) : i * std::size_t(textureCount) / n;
        auto& s = scene.addChild(std::make_unique<Sprite>(infos[t]));
        s.setPosition({x(rng), y(rng)});
        if (randomGlobalZ) s.setGlobalZOrder(float(z(rng)));
    }
    auto target = renderer->createRenderTarget(1024, 768);
    RenderQueue queue;
    queue.setCullRect(Rect{{0, 0}, {1024, 768}});
    for (auto _ : state) {
        NodeTraversal::updateWorldTransforms(scene);
        NodeTraversal::visit(scene, queue);
        target->bind();
        renderer->setProjection({{0, 0}, {1024, 768}}, 1024, 768);
        renderer->clear();
        renderer->render(queue);
        renderer->finish();
        target->unbind();
    }
    state.counters["batches"] = double(renderer->batchesLastFrame());
    state.counters["draw_calls"] = double(renderer->drawCallsLastFrame());
    state.counters["uploads"] = double(renderer->bufferUploadsLastFrame());
    state.counters["ms_per_frame"] =
        benchmark::Counter(1e-3, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(gl_frame)
    ->Args({10000, 5, 1, 1})
    ->Args({10000, 5, 1, 0})
    ->Args({10000, 12, 1, 1})
    ->Args({10000, 12, 1, 0})
    ->Args({10000, 5, 0, 1})
    ->Args({10000, 5, 0, 0})
    ->ArgNames({"sprites", "textures", "random_global_z", "merge"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
