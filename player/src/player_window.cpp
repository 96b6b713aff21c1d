#include "player_window.h"

#include "diorama/text/font.h"

#include "glfw_keys.h"
#include "typed_keys.h"

#include <GLFW/glfw3.h>

#include <iostream>

namespace diorama {

namespace {
void glfwError(int code, const char* message) {
    std::cerr << "diorama-player: GLFW error " << code << ": " << message << "\n";
}
PlayerWindow& windowOf(GLFWwindow* w) { return *static_cast<PlayerWindow*>(glfwGetWindowUserPointer(w)); }
}  // namespace

std::unique_ptr<PlayerWindow> PlayerWindow::open(const PlayerOptions& options, int width, int height,
                                                 Director& director, TextureStore& textures, std::string& error) {
    glfwSetErrorCallback(glfwError);
    if (!glfwInit()) {
        error = "cannot start GLFW (is DISPLAY set?)";
        return nullptr;
    }
    std::unique_ptr<PlayerWindow> w(new PlayerWindow(director));
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    glfwWindowHint(GLFW_STENCIL_BITS, 8);              // clipping nodes draw through the stencil
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);  // HiDPI: the window keeps its size in points
    glfwWindowHint(GLFW_VISIBLE, options.visible ? GLFW_TRUE : GLFW_FALSE);
    w->m_window = glfwCreateWindow(width, height, options.title.c_str(), nullptr, nullptr);
    if (!w->m_window) {
        error = "cannot open a window with an OpenGL 3.3 core context";
        return nullptr;
    }
    glfwMakeContextCurrent(w->m_window);
    glfwSwapInterval(options.vsync ? 1 : 0);
    if (!loadGlFunctions(reinterpret_cast<GlProcLoader>(glfwGetProcAddress))) {
        error = "cannot load OpenGL functions";
        return nullptr;
    }
    w->m_renderer = GlRenderer::create(textures, error);
    if (!w->m_renderer) return nullptr;
    w->installCallbacks();
    w->refreshSizes();
    return w;
}

PlayerWindow::~PlayerWindow() {
    m_renderer.reset();  // its GL objects go while the context is current
    if (m_window) glfwDestroyWindow(m_window);
    glfwTerminate();
}

void PlayerWindow::installCallbacks() {
    glfwSetWindowUserPointer(m_window, this);
    glfwSetMouseButtonCallback(m_window, [](GLFWwindow* win, int button, int action, int) {
        PlayerWindow& self = windowOf(win);
        self.m_pointer.button(button, action == GLFW_PRESS, self.cursor());
    });
    glfwSetCursorPosCallback(m_window, [](GLFWwindow* win, double x, double y) {
        PlayerWindow& self = windowOf(win);
        self.m_pointer.move(self.toFramePixels(x, y));
    });
    glfwSetScrollCallback(m_window, [](GLFWwindow* win, double dx, double dy) {
        PlayerWindow& self = windowOf(win);
        self.m_pointer.scroll(self.cursor(), {float(dx), float(dy)});
    });
    glfwSetWindowFocusCallback(m_window, [](GLFWwindow* win, int focused) {
        if (!focused) windowOf(win).m_pointer.focusLost();
    });
    glfwSetCharCallback(
        m_window, [](GLFWwindow* win, unsigned codePoint) { appendUtf8(windowOf(win).m_typed, char32_t(codePoint)); });
    glfwSetKeyCallback(m_window, [](GLFWwindow* win, int key, int, int action, int) {
        if (action != GLFW_RELEASE && key == GLFW_KEY_BACKSPACE) windowOf(win).m_typed += '\b';
        if (action == GLFW_PRESS && (key == GLFW_KEY_ENTER || key == GLFW_KEY_KP_ENTER)) windowOf(win).m_typed += '\n';
        if (action != GLFW_RELEASE)
            if (const auto control = typedControlKey(keyCodeFromGlfw(key))) windowOf(win).m_typed += *control;
        if (action == GLFW_REPEAT) return;  // cocos sends no repeats
        windowOf(win).m_director.queueEvent(
            std::make_unique<EventKeyboard>(int(keyCodeFromGlfw(key)), action == GLFW_PRESS));
    });
}

bool PlayerWindow::shouldClose() const { return glfwWindowShouldClose(m_window); }
bool PlayerWindow::iconified() const { return glfwGetWindowAttrib(m_window, GLFW_ICONIFIED); }
void PlayerWindow::pollEvents() { glfwPollEvents(); }
void PlayerWindow::waitEvents(double timeoutSeconds) { glfwWaitEventsTimeout(timeoutSeconds); }
double PlayerWindow::time() const { return glfwGetTime(); }
void PlayerWindow::swapBuffers() { glfwSwapBuffers(m_window); }

void PlayerWindow::refreshSizes() {
    glfwGetFramebufferSize(m_window, &m_framebufferWidth, &m_framebufferHeight);
    glfwGetWindowSize(m_window, &m_windowWidth, &m_windowHeight);
}

float PlayerWindow::pixelsPerPoint() const {
    return m_windowWidth > 0 ? float(m_framebufferWidth) / float(m_windowWidth) : 1.0f;
}

Vec2 PlayerWindow::toFramePixels(double x, double y) const {
    const float sx = m_windowWidth > 0 ? float(m_framebufferWidth) / float(m_windowWidth) : 1.0f;
    const float sy = m_windowHeight > 0 ? float(m_framebufferHeight) / float(m_windowHeight) : 1.0f;
    return {float(x) * sx, float(y) * sy};
}

Vec2 PlayerWindow::cursor() const {
    double x = 0, y = 0;
    glfwGetCursorPos(m_window, &x, &y);
    return toFramePixels(x, y);
}

}  // namespace diorama
