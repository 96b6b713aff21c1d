// The editor's window and frame loop: GLFW and ImGui set-up, idle sleeping, the tiled
// panel layout and the status bar. Menus are in editor_menus.cpp, the actions in
// editor_actions.cpp, opening documents and answering dialogs in document_flow.cpp, the
// disk watch and recovery in document_watch.cpp, tabs in editor_tabs.cpp and what test
// mode prints in test_probe.cpp.
#include "editor_app.h"

#include "diorama/editor/project_folder.h"
#include "diorama/editor/scroll_reveal.h"
#include "diorama/editor/viewport_tools.h"
#include "diorama/inspection/picking.h"
#include "diorama/serialization/node_path.h"
#include "icons.h"
#include "theme.h"

#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <thread>

namespace diorama::editor {

namespace {
// A scripted editor's frame: 30 a second while active, and its idle poll.
constexpr auto kScriptedFrameTime = std::chrono::microseconds(33'333);

void glfwError(int code, const char* message) { std::cerr << "GLFW error " << code << ": " << message << "\n"; }
}  // namespace

EditorApp::EditorApp(AppOptions options) : m_options(std::move(options)) {
    m_ctx.testMode = m_options.testMode;
    if (m_ctx.testMode) installTestProbe();
}

EditorApp::~EditorApp() { shutdown(); }

bool EditorApp::init() {
    glfwSetErrorCallback(glfwError);
    if (!glfwInit()) {
        const std::filesystem::path given = m_options.file.empty() ? "projects/world-1-1" : m_options.file;
        const FolderScene target = resolveSceneToOpen(given);
        std::cerr << "diorama-editor: no display is available, so the editor window cannot open.\n";
        if (!target.error.empty()) {
            std::cerr << target.error << "\n";
            return false;
        }
        std::cerr << "To look at the scene without a display, render it to a PNG instead:\n"
                     "  build/tools/diorama render "
                  << target.scene.string() << " -o scene.png\n";
        return false;
    }
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    m_window = glfwCreateWindow(m_options.width, m_options.height, "Diorama", nullptr, nullptr);
    if (!m_window) {
        std::cerr << "diorama-editor: could not create an OpenGL 3.3 core window\n";
        glfwTerminate();
        return false;
    }
    setWindowIcon();
    glfwMakeContextCurrent(m_window);
    glfwSwapInterval(m_options.testMode ? 0 : 1);
    if (!loadGlFunctions(reinterpret_cast<GlProcLoader>(glfwGetProcAddress))) {
        std::cerr << "diorama-editor: could not load OpenGL functions\n";
        return false;
    }
    // Installed before ImGui's backend, which chains to it: presses are queued so that a
    // press and release between two frames (ImGui 1.86 samples key state) still counts.
    glfwSetWindowUserPointer(m_window, this);
    installWakeCallbacks();
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    // The tiled layout keeps its sizes in the settings; ImGui's own ini is not used.
    io.IniFilename = nullptr;
    if (!m_options.testMode) m_ctx.settings = SettingsFile(Settings::configDirectory() / "settings.ini");
    applyTheme(m_ctx);
    ImGui_ImplGlfw_InitForOpenGL(m_window, true);
    ImGui_ImplOpenGL3_Init("#version 330 core");

    const double interval =
        m_options.autosaveSeconds >= 0 ? m_options.autosaveSeconds : m_ctx.settings.current().autosaveSeconds;
    m_autosave = std::make_unique<Autosaver>(defaultRecoveryDirectory(), interval);
    std::vector<std::string> recoveryProblems;
    m_recoverable = findRecoverableDocuments(defaultRecoveryDirectory(), &recoveryProblems);
    if (m_options.testMode)
        for (const auto& e : m_recoverable)
            std::cout << "RECOVERABLE " << (e.document.empty() ? "untitled" : e.document) << std::endl;
    for (auto& problem : recoveryProblems) {
        if (m_options.testMode) std::cout << "RECOVERY-PROBLEM " << problem << std::endl;
        m_ctx.warn(std::move(problem));
    }

    m_tabs.emplace_back().serial = m_nextTabSerial++;
    newDocument();
    if (!m_options.file.empty()) {
        const FolderScene target = resolveSceneToOpen(m_options.file);
        std::error_code ec;
        if (target.error.empty()) {
            openNow(target.scene.string());
        } else {
            m_ctx.error(target.error);
            // A folder without a scene to open is still the project asked for: the new
            // scene's assets and Save As start there.
            if (std::filesystem::is_directory(m_options.file, ec))
                m_ctx.doc->setUntitledDirectory(std::filesystem::absolute(m_options.file, ec));
        }
    }
    for (const auto& path : m_options.select)
        if (Node* n = findNodeByPath(m_ctx.doc->scene(), path)) m_ctx.doc->selection().add(n->id());
    m_ctx.revealSelection = !m_options.select.empty();
    m_ctx.probePoint = m_options.probe;
    m_ctx.view.badges = m_options.badges;
    if (m_options.scrub >= 0) m_renderOrder.startScrub(m_options.scrub);
    return true;
}

void EditorApp::setWindowIcon() {
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) return;
    Image icon;
    std::string error;
    if (!decodeImageFile(exe.parent_path() / "icons" / "diorama-64.png", ImageLimits{}, icon, error)) return;
    GLFWimage image{icon.width, icon.height, icon.rgba.data()};
    glfwSetWindowIcon(m_window, 1, &image);
}

void EditorApp::shutdown() {
    if (!m_window) return;
    // A normal quit went through the unsaved-changes prompt: nothing is left to recover.
    if (m_autosave) m_autosave->discard();
    m_lock->release();
    for (DocumentTab& tab : m_tabs) {
        if (tab.autosave) tab.autosave->discard();
        if (tab.lock) tab.lock->release();
        tab.renderer.reset();  // GL objects go while the context is current
        tab.doc.reset();
    }
    m_ctx.play.reset();  // before the document whose textures it draws with
    m_ctx.renderer.reset();
    m_viewport.releaseGl();
    m_ctx.doc.reset();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
    glfwDestroyWindow(m_window);
    glfwTerminate();
    m_window = nullptr;
}

void EditorApp::forgetDocumentUiState() {
    m_ctx.hovered = {};
    m_ctx.hoveredNext = {};
    m_ctx.probePoint.reset();
    m_ctx.probeArmed = false;
    m_ctx.renaming = {};
    m_ctx.actionFocus.reset();
    m_ctx.scrubLimit = std::numeric_limits<std::size_t>::max();
    m_renderOrder.stopScrub();
}

void EditorApp::updateTitle() {
    const std::string title = (m_ctx.doc->isDirty() ? "* " : "") + m_ctx.doc->displayName() + " - Diorama";
    if (title != m_title) {
        m_title = title;
        glfwSetWindowTitle(m_window, m_options.testMode ? "diorama-editor-test" : title.c_str());
    }
}

void EditorApp::layoutPanels() {
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const float top = ImGui::GetFrameHeight() + tabStripHeight(), bottom = ImGui::GetFrameHeight();
    const Rect area{{0, top}, {display.x, std::max(1.0f, display.y - top - bottom)}};
    const PanelVisibility& visible = m_ctx.settings.current().panels;
    LayoutSizes sizes = m_layoutDrag ? *m_layoutDrag : m_ctx.settings.current().layout;
    // An empty Timeline takes one line, not a quarter of a 1280x800 window (#30); its own
    // height comes back with the first action. Play keeps it folded when it has nothing
    // to show either, so the scene does not move when Play starts (found by a tryout:
    // a drag aimed at a list missed it).
    if (visible.timeline && m_timeline.isEmpty(*m_ctx.doc)) {
        const ImGuiStyle& style = ImGui::GetStyle();
        const float oneLine =
            ImGui::GetFrameHeight() + ImGui::GetTextLineHeightWithSpacing() + style.WindowPadding.y * 2;
        sizes.timelineHeight = std::min(sizes.timelineHeight, std::max(kMinPanelSize, oneLine));
    }
    const TiledLayout layout = computeTiledLayout(area, sizes, visible);

    // Splitters live in a window behind the panels; only the gaps between panels reach it.
    ImGui::SetNextWindowPos(ImVec2(area.origin.x, area.origin.y));
    ImGui::SetNextWindowSize(ImVec2(area.size.width, area.size.height));
    ImGui::Begin("##layout", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing |
                     ImGuiWindowFlags_NoMove);
    for (const TiledLayout::Handle& h : layout.handles) {
        ImGui::SetCursorScreenPos(ImVec2(h.area.origin.x, h.area.origin.y));
        ImGui::PushID(int(h.splitter));
        ImGui::InvisibleButton("splitter",
                               ImVec2(std::max(1.0f, h.area.size.width), std::max(1.0f, h.area.size.height)));
        ImGui::PopID();
        m_ctx.reportItem("splitter-" + std::to_string(int(h.splitter)));
        const bool hot = ImGui::IsItemHovered() || ImGui::IsItemActive();
        if (hot) ImGui::SetMouseCursor(h.vertical ? ImGuiMouseCursor_ResizeEW : ImGuiMouseCursor_ResizeNS);
        ImGui::GetWindowDrawList()->AddRectFilled(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(),
                                                  hot ? IM_COL32(90, 140, 220, 200) : IM_COL32(20, 20, 24, 255));
        if (ImGui::IsItemActive()) {
            const ImVec2 delta = ImGui::GetIO().MouseDelta;
            if (!m_layoutDrag) m_layoutDrag = m_ctx.settings.current().layout;
            m_layoutDrag = dragSplitter(area, *m_layoutDrag, visible, h.splitter, h.vertical ? delta.x : delta.y);
        }
    }
    ImGui::End();
    if (m_layoutDrag && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        const LayoutSizes done = *m_layoutDrag;
        m_layoutDrag.reset();
        m_ctx.changeSettings([&](Settings& s) { s.layout = done; });
    }

    auto place = [](Panel& panel, const Rect& r) {
        panel.place(ImVec2(r.origin.x, r.origin.y), ImVec2(r.size.width, r.size.height), ImGuiCond_Always);
    };
    place(m_hierarchy, layout.hierarchy);
    place(m_assets, layout.assets);
    place(m_probe, layout.touchProbe);
    place(m_viewport, layout.viewport);
    place(m_logPanel, layout.log);
    place(m_timeline, layout.timeline);
    place(m_inspector, layout.inspector);
    place(m_renderOrder, layout.renderOrder);
}

void EditorApp::drawStatusBar() {
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const float h = ImGui::GetFrameHeight();
    ImGui::SetNextWindowPos(ImVec2(0, display.y - h));
    ImGui::SetNextWindowSize(ImVec2(display.x, h));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 3));
    ImGui::Begin("##status", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoBringToFrontOnFocus);
    ImGui::PopStyleVar();
    Document& doc = *m_ctx.doc;
    const std::string text = statusText(m_viewport.cursorWorld(), m_ctx.view.zoom, doc.selection().ids().size(),
                                        doc.find(m_ctx.hovered), m_viewport.activity());
    ImGui::TextUnformatted(text.c_str());
    m_ctx.reportItem("status-bar");
    if (m_options.testMode && text != m_lastStatus) {
        m_lastStatus = text;
        std::cout << "STATUS " << text << std::endl;
    }
    ImGui::End();
}

namespace {
EditorApp* appOf(GLFWwindow* w) { return static_cast<EditorApp*>(glfwGetWindowUserPointer(w)); }
}  // namespace

void EditorApp::installWakeCallbacks() {
    // Installed before ImGui's backend, which chains to them.
    glfwSetKeyCallback(m_window, [](GLFWwindow* w, int key, int, int action, int mods) {
        EditorApp* app = appOf(w);
        app->m_wake = true;
        if (action == GLFW_PRESS || action == GLFW_REPEAT)
            app->m_keyPresses.push_back({key, mods, action == GLFW_REPEAT});
    });
    glfwSetCursorPosCallback(m_window, [](GLFWwindow* w, double x, double y) {
        EditorApp* app = appOf(w);
        app->m_wake = true;
        app->m_cursor = {float(x), float(y)};
    });
    glfwSetMouseButtonCallback(m_window, [](GLFWwindow* w, int button, int action, int) {
        EditorApp* app = appOf(w);
        app->m_wake = true;
        if (button == GLFW_MOUSE_BUTTON_LEFT && action == GLFW_PRESS) app->m_ctx.leftPress = app->m_cursor;
    });
    glfwSetScrollCallback(m_window, [](GLFWwindow* w, double, double) { appOf(w)->m_wake = true; });
    glfwSetCharCallback(m_window, [](GLFWwindow* w, unsigned) { appOf(w)->m_wake = true; });
    glfwSetCursorEnterCallback(m_window, [](GLFWwindow* w, int) { appOf(w)->m_wake = true; });
    glfwSetWindowSizeCallback(m_window, [](GLFWwindow* w, int, int) { appOf(w)->m_wake = true; });
    glfwSetWindowRefreshCallback(m_window, [](GLFWwindow* w) { appOf(w)->m_wake = true; });
    glfwSetWindowFocusCallback(m_window, [](GLFWwindow* w, int focused) {
        EditorApp& app = *appOf(w);
        app.m_wake = true;
        // The first focus, as the window opens, is no return: the files were just read.
        if (!focused)
            app.m_focusLeft = true;
        else if (app.m_focusLeft)
            app.m_checkDiskNow = true;
    });
}

bool EditorApp::waitForWork() {
    // A --perf run measures drawn frames: it must draw every one of them, not sleep until
    // an event that never comes (scripts/bench's editor step waited forever).
    if (m_options.perf) {
        glfwPollEvents();
        return true;
    }
    if (m_ctx.doc->revision() != m_drawnRevision) m_activeFrames = std::max(m_activeFrames, 3);
    if (m_ctx.play && !m_ctx.play->paused) m_activeFrames = std::max(m_activeFrames, 1);  // it animates
    if (m_activeFrames > 0) {
        glfwPollEvents();
    } else if (scripted()) {
        // Its scripts read what each frame reports, so it draws about 7 frames a second
        // when idle. Drawing 30 frames a second throughout, as it once did, took more than a
        // processor of CI's two for llvmpipe alone. It gathers events over a frame's time,
        // as while active, rather than waking on the first: xdotool's --clearmodifiers
        // releases a held button, presses the key and presses the button again, and a
        // drag split there ended before the Escape that should take it back.
        std::this_thread::sleep_for(kScriptedFrameTime);
        glfwPollEvents();
        if (!m_wake && !m_checkDiskNow && ++m_idlePolls < 3) return false;
    } else {
        // A text field's cursor blinks; otherwise the timers (disk check, autosave) are
        // all that can change anything.
        glfwWaitEventsTimeout(ImGui::GetIO().WantTextInput ? 0.25 : 1.0);
        if (!m_wake) {
            checkDisk();
            keepRecoveryCurrent();
        }
    }
    if (m_wake || m_checkDiskNow) m_activeFrames = std::max(m_activeFrames, 3);
    m_wake = false;
    m_idlePolls = 0;
    return m_activeFrames > 0 || scripted();
}

int EditorApp::run() {
    if (!init()) return 1;
    const auto start = std::chrono::steady_clock::now();
    while (!m_quit) {
        const bool draw = waitForWork();
        if (m_queuedOpen) openNow(*std::exchange(m_queuedOpen, std::nullopt));
        const double elapsedNow = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (m_options.maxSeconds > 0 && elapsedNow >= m_options.maxSeconds) m_quit = true;
        if (!draw) continue;
        if (glfwWindowShouldClose(m_window)) {
            glfwSetWindowShouldClose(m_window, GLFW_FALSE);
            requestQuit();
        }
        const auto frameStart = std::chrono::steady_clock::now();
        const std::clock_t cpuBefore = std::clock();
        timespec threadBefore{}, threadAfter{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &threadBefore);
        frame();
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &threadAfter);
        m_cpuSeconds += double(std::clock() - cpuBefore) / CLOCKS_PER_SEC;
        m_mainThreadSeconds += double(threadAfter.tv_sec - threadBefore.tv_sec) +
                               double(threadAfter.tv_nsec - threadBefore.tv_nsec) * 1e-9;
        ++m_frames;
        if (m_activeFrames > 0) --m_activeFrames;
        m_drawnRevision = m_ctx.doc->revision();
        if (m_options.maxFrames > 0 && m_frames >= m_options.maxFrames) m_quit = true;
        // Unpaced, a scripted editor drew llvmpipe's ~70 frames a second and took 1.6
        // cores, starving what CI runs beside the end-to-end tests. 30 is plenty for
        // scripts that pause 0.1 s and more between inputs.
        if (scripted() && !m_options.perf) std::this_thread::sleep_until(frameStart + kScriptedFrameTime);
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (m_options.maxSeconds > 0 && elapsed >= m_options.maxSeconds) m_quit = true;
    }
    if (m_options.testMode) printTestState();
    if (m_options.perf && m_frames > 0)
        std::cout << "PERF frames=" << m_frames
                  << " seconds=" << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()
                  << " process_cpu_ms_per_frame=" << (m_cpuSeconds * 1000.0 / m_frames)
                  << " main_thread_cpu_ms_per_frame=" << (m_mainThreadSeconds * 1000.0 / m_frames) << std::endl;
    return 0;
}

void EditorApp::drawLoadingFrame(const std::string& name, double fraction) {
    glfwPollEvents();  // the window keeps answering its window manager
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    const ImGuiViewport* screen = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(screen->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(480.0f, screen->Size.x * 0.8f), 0.0f));
    ImGui::Begin("##loading", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::Text("Opening %s", name.c_str());
    ImGui::ProgressBar(float(fraction), ImVec2(-1.0f, 0.0f));
    m_ctx.reportItem("loading-bar");
    ImGui::End();
    presentFrame();
}

// Ends an ImGui frame: renders it over the editor's background and shows it.
void EditorApp::presentFrame() {
    ImGui::Render();
    int w = 0, h = 0;
    glfwGetFramebufferSize(m_window, &w, &h);
    clearDefaultFramebuffer(w, h, {28, 28, 33, 255});
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    glfwSwapBuffers(m_window);
}

void EditorApp::frame() {
    m_inFrame = true;
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    closeMenusOnEscape();

    m_ctx.hovered = m_ctx.hoveredNext;
    m_ctx.hoveredNext = {};
    if (m_ctx.play) m_ctx.play->advance(ImGui::GetIO().DeltaTime);
    if (m_ctx.play && m_ctx.play->finished()) {  // a preview gives the scene back when its action ends
        if (m_options.testMode) std::cout << "PREVIEWED frames=" << m_ctx.play->frame() << std::endl;
        m_ctx.play.reset();
    }
    drawMenuBar();
    drawTabBar();
    layoutPanels();
    handleShortcuts();
    // A newly selected node inside a ScrollView or PageView is brought into sight.
    if (const NodeId primary = m_ctx.doc->selection().primary(); primary != m_scrolledTo) {
        m_scrolledTo = primary;
        if (const Node* node = m_ctx.doc->find(primary)) scrollIntoView(*node);
    }
    keepRecoveryCurrent();
    checkDisk();
    // A panel's close button hides it until View shows it again.
    PanelVisibility show = m_ctx.settings.current().panels;
    const PanelVisibility before = show;
    if (show.viewport) m_viewport.draw(m_ctx, &show.viewport);
    if (show.hierarchy) m_hierarchy.draw(m_ctx, &show.hierarchy);
    if (show.inspector) m_inspector.draw(m_ctx, &show.inspector);
    if (show.renderOrder) m_renderOrder.draw(m_ctx, &show.renderOrder);
    if (show.touchProbe) m_probe.draw(m_ctx, &show.touchProbe);
    if (show.log) m_logPanel.draw(m_ctx, &show.log);
    if (show.timeline)
        m_timeline.draw(m_ctx, &show.timeline);
    else
        m_ctx.keying = {};
    if (m_ctx.revealAsset) show.assets = true;
    if (show.assets) m_assets.draw(m_ctx, &show.assets);
    if (!ImGui::GetDragDropPayload()) m_ctx.assetDrag.reset();  // a drag let go anywhere else
    drawStatusBar();
    servePanelRequests();
    reportDocumentMessages();
    if (!(show == before)) m_ctx.changeSettings([&](Settings& s) { s.panels = show; });

    answerDialog(m_dialogs.draw(m_ctx));
    drawRecoveryDialog();
    if (m_options.testMode && m_frames >= 2) reportLayout();

    updateTitle();
    presentFrame();
    m_inFrame = false;
}

}  // namespace diorama::editor
