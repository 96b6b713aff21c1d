// The player's GLFW window: an OpenGL 3.3 core context with the runtime's renderer, and
// the mouse and keyboard turned into Director events (through PointerInput and cocos'
// key codes). Everything GLFW in the player is here.
#pragma once

#include "diorama/player/player.h"
#include "diorama/render/gl_renderer.h"
#include "pointer_input.h"

#include <memory>
#include <string>
#include <utility>

struct GLFWwindow;

namespace diorama {

class PlayerWindow {
public:
    // Null, with `error` set, when GLFW, the window, GL or the renderer cannot be had.
    static std::unique_ptr<PlayerWindow> open(const PlayerOptions& options, int width, int height, Director& director,
                                              TextureStore& textures, std::string& error);
    ~PlayerWindow();
    PlayerWindow(const PlayerWindow&) = delete;
    PlayerWindow& operator=(const PlayerWindow&) = delete;

    GlRenderer& renderer() { return *m_renderer; }
    PointerInput& pointer() { return m_pointer; }

    bool shouldClose() const;
    bool iconified() const;
    void pollEvents();
    void waitEvents(double timeoutSeconds);
    double time() const;
    void swapBuffers();

    // What the keyboard typed since the last call, as UTF-8 with Backspace as '\b' and
    // Return as '\n' (for a TextField holding the keyboard).
    std::string takeTyped() { return std::exchange(m_typed, {}); }

    // Reads the framebuffer and window sizes, which the accessors then report.
    void refreshSizes();
    int framebufferWidth() const { return m_framebufferWidth; }
    int framebufferHeight() const { return m_framebufferHeight; }
    // Framebuffer pixels per window (screen) coordinate: 2 on a typical HiDPI screen.
    float pixelsPerPoint() const;

private:
    PlayerWindow(Director& director) : m_director(director), m_pointer(director) {}
    void installCallbacks();
    // Cursor positions come in screen coordinates; the scene maps from pixels.
    Vec2 toFramePixels(double x, double y) const;
    Vec2 cursor() const;

    Director& m_director;
    PointerInput m_pointer;
    GLFWwindow* m_window = nullptr;
    std::unique_ptr<GlRenderer> m_renderer;
    int m_framebufferWidth = 0, m_framebufferHeight = 0;
    int m_windowWidth = 0, m_windowHeight = 0;
    std::string m_typed;
};

}  // namespace diorama
