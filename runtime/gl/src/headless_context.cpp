// EGL surfaceless context on Mesa: no window, no display server (toolchain.md 4a).
#include "diorama/render/gl_renderer.h"

#include <glad/egl.h>
#include <glad/gl.h>

#include <dlfcn.h>

namespace diorama {

namespace {

class EglContext final : public HeadlessContext {
public:
    ~EglContext() override {
        if (m_display != EGL_NO_DISPLAY) {
            eglMakeCurrent(m_display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
            if (m_context != EGL_NO_CONTEXT) eglDestroyContext(m_display, m_context);
            eglTerminate(m_display);
        }
    }

    bool init(std::string& error) {
        if (!gladLoaderLoadEGL(EGL_NO_DISPLAY)) {
            error = "EGL is not available (libEGL could not be loaded)";
            return false;
        }
        if (!eglGetPlatformDisplayEXT) {
            error = "EGL_EXT_platform_base is missing";
            return false;
        }
        m_display = eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
        if (m_display == EGL_NO_DISPLAY || !eglInitialize(m_display, nullptr, nullptr)) {
            error = "no EGL surfaceless display (Mesa EGL_MESA_platform_surfaceless)";
            m_display = EGL_NO_DISPLAY;
            return false;
        }
        gladLoaderLoadEGL(m_display);
        const EGLint configAttribs[] = {EGL_SURFACE_TYPE, 0, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE};
        EGLConfig config = nullptr;
        EGLint count = 0;
        if (!eglChooseConfig(m_display, configAttribs, &config, 1, &count) || count == 0) {
            error = "no EGL config for a surfaceless OpenGL context";
            return false;
        }
        eglBindAPI(EGL_OPENGL_API);
        const EGLint contextAttribs[] = {
            EGL_CONTEXT_MAJOR_VERSION,           3,       EGL_CONTEXT_MINOR_VERSION, 3, EGL_CONTEXT_OPENGL_PROFILE_MASK,
            EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
        m_context = eglCreateContext(m_display, config, EGL_NO_CONTEXT, contextAttribs);
        if (m_context == EGL_NO_CONTEXT) {
            error = "could not create an OpenGL 3.3 core context";
            return false;
        }
        makeCurrent();
        if (!gladLoadGL(reinterpret_cast<GLADloadfunc>(eglGetProcAddress))) {
            error = "could not load OpenGL functions";
            return false;
        }
        // Keep Mesa's driver loaded until exit so LeakSanitizer can attribute its
        // allocations (toolchain.md, Sanitizers).
        dlopen("/usr/lib/x86_64-linux-gnu/dri/swrast_dri.so", RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
        return true;
    }

    void makeCurrent() override { eglMakeCurrent(m_display, EGL_NO_SURFACE, EGL_NO_SURFACE, m_context); }

private:
    EGLDisplay m_display = EGL_NO_DISPLAY;
    EGLContext m_context = EGL_NO_CONTEXT;
};

}  // namespace

std::unique_ptr<HeadlessContext> HeadlessContext::create(std::string& error) {
    auto context = std::make_unique<EglContext>();
    if (!context->init(error)) return nullptr;
    return context;
}

}  // namespace diorama
