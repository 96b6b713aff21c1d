#include "diorama/player/player.h"

#include "diorama/player/input_script.h"
#include "diorama/render/gl_renderer.h"
#include "diorama/render/texture_store.h"
#include "diorama/serialization/message_text.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"
#include "frame_delta.h"
#include "player_window.h"
#include "scene_bindings.h"
#include "stats_overlay.h"
#include "typed_keys.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <iostream>
#include <thread>

namespace diorama {

namespace {
constexpr std::uint64_t kWarmUpFrames = 10;

// The main thread's CPU time: on a busy machine wall time would count other programs.
double threadCpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// Keys typed for the TextField holding the keyboard: text in runs, '\b' a Backspace, and
// the control keys (typed_keys.h).
void typeInto(ScenePlayer& player, std::string_view typed) {
    std::size_t start = 0;
    for (std::size_t i = 0; i <= typed.size(); ++i) {
        const auto control = i < typed.size() ? controlKeyOfTyped(typed[i]) : std::nullopt;
        if (i == typed.size() || typed[i] == '\b' || control) {
            if (i > start) player.insertText(typed.substr(start, i - start));
            if (i < typed.size() && typed[i] == '\b') player.deleteBackward();
            if (control) player.controlKey(*control);
            start = i + 1;
        }
    }
}

// A script step, queued as the window would queue the same input; typing goes to `typed`,
// as the window's character callback collects it.
void queueScriptStep(const ScriptStep& step, PointerInput& pointer, Director& director, std::string& typed) {
    using Kind = ScriptStep::Kind;
    auto key = [&](bool pressed) { director.queueEvent(std::make_unique<EventKeyboard>(int(step.key), pressed)); };
    switch (step.kind) {
    case Kind::Tap:
        pointer.touch(EventTouch::Code::Began, step.point);
        pointer.touch(EventTouch::Code::Ended, step.point);
        break;
    case Kind::Down: pointer.touch(EventTouch::Code::Began, step.point); break;
    case Kind::Move: pointer.touch(EventTouch::Code::Moved, step.point); break;
    case Kind::Up: pointer.touch(EventTouch::Code::Ended, step.point); break;
    case Kind::Key:
        key(true);
        key(false);
        if (const auto control = typedControlKey(step.key)) typed += *control;
        break;
    case Kind::KeyDown:
        key(true);
        if (const auto control = typedControlKey(step.key)) typed += *control;
        break;
    case Kind::KeyUp: key(false); break;
    case Kind::Type: typed += step.text; break;
    case Kind::Backspace: typed += '\b'; break;
    case Kind::Return: typed += '\n'; break;
    }
}

bool typesText(const ScriptStep& step) {
    using Kind = ScriptStep::Kind;
    return step.kind == Kind::Type || step.kind == Kind::Backspace || step.kind == Kind::Return;
}

SceneBindings* bindingsOf(Director& director) {
    Scene* running = director.runningScene();
    return running ? dynamic_cast<SceneBindings*>(running->componentByName(SceneBindings::kName)) : nullptr;
}

std::size_t countNodes(const Node& node) {
    std::size_t n = 1;
    for (const auto& child : node.children()) n += countNodes(*child);
    return n;
}
}  // namespace

Player::Player(PlayerOptions options)
    : m_options(std::move(options)), m_textures(std::make_unique<TextureStore>()),
      m_fonts(std::make_unique<FontStore>(*m_textures)) {
    m_textures->setErrorSink([this](const std::string& message) {
        if (firstReport(message)) std::cerr << "diorama-player: warning: " << escapeForOneLine(message) << "\n";
    });
}

bool Player::firstReport(const std::string& problem) {
    // A missing image used by fifty sprites is named once.
    if (std::find(m_reportedAssets.begin(), m_reportedAssets.end(), problem) != m_reportedAssets.end()) return false;
    m_reportedAssets.push_back(problem);
    return true;
}

// The Director (and with it every scene) goes before the stores its nodes draw from:
// the members are declared in that order.
Player::~Player() = default;

std::unique_ptr<Scene> Player::loadScene(const std::filesystem::path& file) {
    SceneContext context;
    context.textures = m_textures.get();
    context.fonts = m_fonts.get();
    LoadResult loaded = loadSceneFile(file, context);
    if (!loaded.ok()) {
        std::cerr << loaded.error->format() << "\n";
        return nullptr;
    }
    for (const AssetProblem& p : loaded.assetProblems) {
        if (!firstReport(p.message)) continue;
        std::cerr << escapeForOneLine(file.string(), 1024) << ": " << escapeForOneLine(p.pointer, 160)
                  << ": warning: " << escapeForOneLine(p.message) << "\n";
    }
    Scene& scene = *loaded.scene;
    auto bound = std::make_unique<ScenePlayer>(m_director, scene, loaded.file, ScenePlayer::Options{});
    scene.addComponent(std::make_unique<SceneBindings>(std::move(bound), file));
    return std::move(loaded.scene);
}

bool Player::replaceScene(const std::filesystem::path& file) {
    auto scene = loadScene(file);
    if (!scene) return false;
    m_director.replaceScene(std::move(scene));
    return true;
}

bool Player::pushScene(const std::filesystem::path& file) {
    auto scene = loadScene(file);
    if (!scene) return false;
    m_director.pushScene(std::move(scene));
    return true;
}

int Player::run(const std::filesystem::path& firstScene) {
    auto scene = loadScene(firstScene);
    if (!scene) return 1;
    return run(std::move(scene));
}

std::string Player::scriptWarning(const ScriptStep& step) const {
    return escapeForOneLine(m_options.script, 1024) + ": line " + std::to_string(step.line) + ": warning: ";
}

int Player::run(std::unique_ptr<Scene> firstScene) {
    if (!firstScene) return 1;
    InputScript script;
    if (!m_options.script.empty()) {
        script = readInputScript(m_options.script);
        if (!script.ok()) {
            std::cerr << script.error << "\n";
            return 1;
        }
        std::stable_sort(script.steps.begin(), script.steps.end(),
                         [](const ScriptStep& a, const ScriptStep& b) { return a.frame < b.frame; });
    }
    const Size design = firstScene->designSize();

    const int width = m_options.width > 0 ? m_options.width : std::max(1, int(std::lround(design.width)));
    const int height = m_options.height > 0 ? m_options.height : std::max(1, int(std::lround(design.height)));
    std::string error;
    auto window = PlayerWindow::open(m_options, width, height, m_director, *m_textures, error);
    if (!window) {
        std::cerr << "diorama-player: " << error << "\n";
        return 1;
    }
    PlayerWindow& w = *window;
    std::unique_ptr<StatsOverlay> overlay;
    if (m_options.stats) overlay = std::make_unique<StatsOverlay>(*m_fonts);
    m_director.setRenderBackend(&w.renderer());

    m_director.runWithScene(std::move(firstScene));

    const double frameTime = 1.0 / m_options.fps;
    const bool fixedStep = !m_options.script.empty() || m_options.frames > 0;
    const bool paced = m_options.script.empty();
    std::size_t nextStep = 0;
    double last = w.time();
    double statsStart = last;
    int statsFrames = 0;
    double cpuSum = 0;
    int exitCode = 0;
    m_quit = false;
    // The policy follows the framebuffer, and input between frames already maps through it.
    auto refreshResolution = [&] {
        w.refreshSizes();
        const Scene* running = m_director.runningScene();  // null before the first frame switches to it
        m_resolution =
            computeDesignResolution(running ? running->designSize() : design,
                                    {float(w.framebufferWidth()), float(w.framebufferHeight())}, m_options.policy);
        w.pointer().setResolution(m_resolution);
    };
    refreshResolution();
    while (!m_quit && !w.shouldClose()) {
        w.pollEvents();
        if (w.iconified()) {
            // Paused: no frames, and the time spent away is not a dt.
            w.waitEvents(0.25);
            last = w.time();
            continue;
        }
        const double cpuAtStart = threadCpuSeconds();
        refreshResolution();

        std::string typed = w.takeTyped();
        const std::uint64_t frame = m_director.frameCount() + 1;
        for (; nextStep < script.steps.size() && std::uint64_t(script.steps[nextStep].frame) <= frame; ++nextStep) {
            const ScriptStep& step = script.steps[nextStep];
            SceneBindings* bindings = bindingsOf(m_director);
            // A game drops keys no field listens for; a script that sends them is likely wrong.
            if (typesText(step) && !(bindings && bindings->player().hasKeyboardFocus()))
                std::cerr << scriptWarning(step) << "'" << scriptStepName(step.kind) << "' at frame " << step.frame
                          << ": no TextField holds the keyboard (tap one first), so nothing was typed\n";
            queueScriptStep(step, w.pointer(), m_director, typed);
        }
        if (!typed.empty())
            if (SceneBindings* bindings = bindingsOf(m_director)) typeInto(bindings->player(), typed);

        const double now = w.time();
        const double dt = frameDelta(now - last, frameTime, fixedStep);
        last = now;

        clearDefaultFramebuffer(w.framebufferWidth(), w.framebufferHeight(), m_options.clearColor);
        // cocos' GLView::setViewPort: the design rectangle scaled into the viewport,
        // truncated to whole pixels.
        const Rect& vp = m_resolution.viewport;
        w.renderer().setViewportOrigin(int(vp.origin.x), int(vp.origin.y));
        w.renderer().setProjection({{0, 0}, m_resolution.design}, int(vp.size.width), int(vp.size.height));
        m_director.setCullRect(m_resolution.visibleRect());
        m_director.mainLoop(float(dt));
        if (!m_director.runningScene()) break;  // the game popped its last scene

        m_stats.drawCalls = w.renderer().batchesLastFrame();
        m_stats.glDrawCalls = w.renderer().drawCallsLastFrame();
        m_stats.nodes = countNodes(*m_director.runningScene());
        if (overlay)
            overlay->draw(w.renderer(), w.framebufferWidth(), w.framebufferHeight(), w.pixelsPerPoint(), m_stats.fps,
                          m_stats.drawCalls, m_stats.nodes);
        if (SceneBindings* bindings = bindingsOf(m_director)) {
            const auto records = bindings->player().started();
            for (; bindings->reported < records.size(); ++bindings->reported) {
                const auto& r = records[bindings->reported];
                const Node* node = m_director.runningScene()->findNode(r.node);
                m_started.push_back({node ? nodePath(*node) : std::string("(removed)"), r.name, frame});
            }
            // The scene's triggers ran away (issue #32): the game stops, saying why, as
            // `diorama play` does, rather than playing on with its triggers cut.
            if (const auto& problem = bindings->player().problem()) {
                std::cerr << escapeForOneLine(bindings->file().string(), 1024) << ": " << escapeForOneLine(*problem)
                          << "\n";
                exitCode = 1;
                break;
            }
        }
        // CPU of the frame's own work (input to render, before the swap), averaged
        // after a warm-up that pays for shader compilation and first uploads.
        if (m_director.frameCount() > kWarmUpFrames) {
            cpuSum += threadCpuSeconds() - cpuAtStart;
            m_stats.cpuMillisecondsPerFrame = cpuSum / double(m_director.frameCount() - kWarmUpFrames) * 1000.0;
        }
        ++statsFrames;
        if (now - statsStart >= 0.5) {
            m_stats.fps = statsFrames / (now - statsStart);
            statsStart = now;
            statsFrames = 0;
        }

        const bool lastFrame = m_options.frames > 0 && m_director.frameCount() >= std::uint64_t(m_options.frames);
        if (lastFrame && !m_options.screenshot.empty()) {
            const Image image = readDefaultFramebuffer(w.framebufferWidth(), w.framebufferHeight());
            if (!writePng(m_options.screenshot, image, error)) {
                std::cerr << error << "\n";
                exitCode = 1;
            }
        }
        w.swapBuffers();
        if (m_afterFrame) m_afterFrame();
        if (lastFrame) break;
        if (paced) {
            const double wait = frameTime - (w.time() - now);
            if (wait > 0) std::this_thread::sleep_for(std::chrono::duration<double>(wait));
        }
    }
    m_director.setRenderBackend(nullptr);  // the renderer goes with the window
    if (nextStep < script.steps.size() && exitCode == 0) {
        const ScriptStep& first = script.steps[nextStep];
        std::cerr << scriptWarning(first) << "frame " << first.frame << " comes after the last frame played ("
                  << m_director.frameCount();
        if (m_options.frames > 0) std::cerr << ", --frames " << m_options.frames;
        std::cerr << "): this step and " << script.steps.size() - nextStep - 1 << " after it never ran\n";
    }
    return exitCode;
}

}  // namespace diorama
