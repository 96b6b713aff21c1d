#include "diorama/player/player.h"

#include "diorama/player/input_script.h"
#include "diorama/render/gl_renderer.h"
#include "diorama/render/texture_store.h"
#include "diorama/serialization/message_text.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"
#include "glfw_keys.h"
#include "pointer_input.h"
#include "scene_bindings.h"
#include "stats_overlay.h"

#include <GLFW/glfw3.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <iostream>
#include <thread>

namespace diorama {

namespace {
// cocos' Director::calculateDeltaTime: a stall longer than this (a debugger, a dragged
// window) counts as one ordinary frame, so that nothing jumps.
constexpr double kLongestFrame = 0.2;
constexpr std::uint64_t kWarmUpFrames = 10;

void glfwError(int code, const char* message) {
    std::cerr << "diorama-player: GLFW error " << code << ": " << message << "\n";
}

// The main thread's CPU time: on a busy machine wall time would count other programs.
double threadCpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

std::size_t countNodes(const Node& node) {
    std::size_t n = 1;
    for (const auto& child : node.children()) n += countNodes(*child);
    return n;
}
}  // namespace

// The GLFW window, its GL renderer and the input it feeds to the Director.
struct Player::Window {
    GLFWwindow* window = nullptr;
    std::unique_ptr<GlRenderer> renderer;
    std::unique_ptr<StatsOverlay> overlay;
    PointerInput pointer;
    Director& director;
    int framebufferWidth = 0, framebufferHeight = 0;
    int windowWidth = 0, windowHeight = 0;

    explicit Window(Director& d) : pointer(d), director(d) {}
    ~Window() {
        overlay.reset();
        renderer.reset();
        if (window) glfwDestroyWindow(window);
        glfwTerminate();
    }
    // Cursor positions come in screen coordinates; the scene maps from pixels.
    Vec2 toFramePixels(double x, double y) const {
        const float sx = windowWidth > 0 ? float(framebufferWidth) / float(windowWidth) : 1.0f;
        const float sy = windowHeight > 0 ? float(framebufferHeight) / float(windowHeight) : 1.0f;
        return {float(x) * sx, float(y) * sy};
    }
    Vec2 cursor() const {
        double x = 0, y = 0;
        glfwGetCursorPos(window, &x, &y);
        return toFramePixels(x, y);
    }
};

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
    scene.addComponent(std::make_unique<SceneBindings>(std::move(bound)));
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

    glfwSetErrorCallback(glfwError);
    if (!glfwInit()) {
        std::cerr << "diorama-player: cannot start GLFW (is DISPLAY set?)\n";
        return 1;
    }
    Window w(m_director);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);  // HiDPI: the framebuffer grows, the scene stays sharp
    glfwWindowHint(GLFW_VISIBLE, m_options.visible ? GLFW_TRUE : GLFW_FALSE);
    const int width = m_options.width > 0 ? m_options.width : std::max(1, int(std::lround(design.width)));
    const int height = m_options.height > 0 ? m_options.height : std::max(1, int(std::lround(design.height)));
    w.window = glfwCreateWindow(width, height, m_options.title.c_str(), nullptr, nullptr);
    if (!w.window) {
        std::cerr << "diorama-player: cannot open a window with an OpenGL 3.3 core context\n";
        return 1;
    }
    glfwMakeContextCurrent(w.window);
    glfwSwapInterval(m_options.vsync ? 1 : 0);
    if (!loadGlFunctions(reinterpret_cast<GlProcLoader>(glfwGetProcAddress))) {
        std::cerr << "diorama-player: cannot load OpenGL functions\n";
        return 1;
    }
    std::string error;
    w.renderer = GlRenderer::create(*m_textures, error);
    if (!w.renderer) {
        std::cerr << "diorama-player: " << error << "\n";
        return 1;
    }
    if (m_options.stats) w.overlay = std::make_unique<StatsOverlay>(*m_fonts);
    m_director.setRenderBackend(w.renderer.get());

    glfwSetWindowUserPointer(w.window, &w);
    glfwSetMouseButtonCallback(w.window, [](GLFWwindow* win, int button, int action, int) {
        Window* self = static_cast<Window*>(glfwGetWindowUserPointer(win));
        self->pointer.button(button, action == GLFW_PRESS, self->cursor());
    });
    glfwSetCursorPosCallback(w.window, [](GLFWwindow* win, double x, double y) {
        Window* self = static_cast<Window*>(glfwGetWindowUserPointer(win));
        self->pointer.move(self->toFramePixels(x, y));
    });
    glfwSetScrollCallback(w.window, [](GLFWwindow* win, double dx, double dy) {
        Window* self = static_cast<Window*>(glfwGetWindowUserPointer(win));
        self->pointer.scroll(self->cursor(), {float(dx), float(dy)});
    });
    glfwSetWindowFocusCallback(w.window, [](GLFWwindow* win, int focused) {
        if (!focused) static_cast<Window*>(glfwGetWindowUserPointer(win))->pointer.focusLost();
    });
    glfwSetKeyCallback(w.window, [](GLFWwindow* win, int key, int, int action, int) {
        if (action == GLFW_REPEAT) return;  // cocos sends no repeats
        Window* self = static_cast<Window*>(glfwGetWindowUserPointer(win));
        self->director.queueEvent(std::make_unique<EventKeyboard>(int(keyCodeFromGlfw(key)), action == GLFW_PRESS));
    });

    m_director.runWithScene(std::move(firstScene));

    const double frameTime = 1.0 / m_options.fps;
    const bool fixedStep = !m_options.script.empty() || m_options.frames > 0;
    const bool paced = m_options.script.empty();
    std::size_t nextStep = 0;
    double last = glfwGetTime();
    double statsStart = last;
    int statsFrames = 0;
    double cpuSum = 0;
    int exitCode = 0;
    m_quit = false;
    // The policy follows the framebuffer, and input between frames already maps through it.
    auto refreshResolution = [&] {
        glfwGetFramebufferSize(w.window, &w.framebufferWidth, &w.framebufferHeight);
        glfwGetWindowSize(w.window, &w.windowWidth, &w.windowHeight);
        const Scene* running = m_director.runningScene();  // null before the first frame switches to it
        m_resolution =
            computeDesignResolution(running ? running->designSize() : design,
                                    {float(w.framebufferWidth), float(w.framebufferHeight)}, m_options.policy);
        w.pointer.setResolution(m_resolution);
    };
    refreshResolution();
    while (!m_quit && !glfwWindowShouldClose(w.window)) {
        glfwPollEvents();
        if (glfwGetWindowAttrib(w.window, GLFW_ICONIFIED)) {
            // Paused: no frames, and the time spent away is not a dt.
            glfwWaitEventsTimeout(0.25);
            last = glfwGetTime();
            continue;
        }
        const double cpuAtStart = threadCpuSeconds();
        refreshResolution();

        const std::uint64_t frame = m_director.frameCount() + 1;
        for (; nextStep < script.steps.size() && std::uint64_t(script.steps[nextStep].frame) <= frame; ++nextStep) {
            const ScriptStep& s = script.steps[nextStep];
            using Kind = ScriptStep::Kind;
            switch (s.kind) {
            case Kind::Tap:
                w.pointer.touch(EventTouch::Code::Began, s.point);
                w.pointer.touch(EventTouch::Code::Ended, s.point);
                break;
            case Kind::Down: w.pointer.touch(EventTouch::Code::Began, s.point); break;
            case Kind::Move: w.pointer.touch(EventTouch::Code::Moved, s.point); break;
            case Kind::Up: w.pointer.touch(EventTouch::Code::Ended, s.point); break;
            case Kind::Key:
                m_director.queueEvent(std::make_unique<EventKeyboard>(int(s.key), true));
                m_director.queueEvent(std::make_unique<EventKeyboard>(int(s.key), false));
                break;
            case Kind::KeyDown: m_director.queueEvent(std::make_unique<EventKeyboard>(int(s.key), true)); break;
            case Kind::KeyUp: m_director.queueEvent(std::make_unique<EventKeyboard>(int(s.key), false)); break;
            }
        }

        const double now = glfwGetTime();
        double dt = fixedStep ? frameTime : now - last;
        if (dt > kLongestFrame) dt = frameTime;
        last = now;

        clearDefaultFramebuffer(w.framebufferWidth, w.framebufferHeight, m_options.clearColor);
        // cocos' GLView::setViewPort: the design rectangle scaled into the viewport,
        // truncated to whole pixels.
        const Rect& vp = m_resolution.viewport;
        w.renderer->setViewportOrigin(int(vp.origin.x), int(vp.origin.y));
        w.renderer->setProjection({{0, 0}, m_resolution.design}, int(vp.size.width), int(vp.size.height));
        m_director.setCullRect(m_resolution.visibleRect());
        m_director.mainLoop(float(dt));
        if (!m_director.runningScene()) break;  // the game popped its last scene

        m_stats.drawCalls = w.renderer->drawCallsLastFrame();
        m_stats.nodes = countNodes(*m_director.runningScene());
        if (w.overlay) {
            const float pixelsPerPoint = w.windowWidth > 0 ? float(w.framebufferWidth) / float(w.windowWidth) : 1.0f;
            w.overlay->draw(*w.renderer, w.framebufferWidth, w.framebufferHeight, pixelsPerPoint, m_stats.fps,
                            m_stats.drawCalls, m_stats.nodes);
        }
        if (auto* bindings =
                dynamic_cast<SceneBindings*>(m_director.runningScene()->componentByName(SceneBindings::kName))) {
            const auto records = bindings->player().started();
            for (; bindings->reported < records.size(); ++bindings->reported) {
                const auto& r = records[bindings->reported];
                const Node* node = m_director.runningScene()->findNode(r.node);
                m_started.push_back({node ? nodePath(*node) : std::string("(removed)"), r.name, frame});
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
            const Image image = readDefaultFramebuffer(w.framebufferWidth, w.framebufferHeight);
            if (!writePng(m_options.screenshot, image, error)) {
                std::cerr << error << "\n";
                exitCode = 1;
            }
        }
        glfwSwapBuffers(w.window);
        if (m_afterFrame) m_afterFrame();
        if (lastFrame) break;
        if (paced) {
            const double wait = frameTime - (glfwGetTime() - now);
            if (wait > 0) std::this_thread::sleep_for(std::chrono::duration<double>(wait));
        }
    }
    // The scenes end while the context is current (the renderer's textures go with it).
    m_director.setRenderBackend(nullptr);
    return exitCode;
}

}  // namespace diorama
