// The editor application, one job a file: the window and frame loop (editor_app.cpp),
// the document flow: opening, dialog answers, panel requests (document_flow.cpp), the
// actions behind menus and shortcuts (editor_actions.cpp, editor_menus.cpp), tabs
// (editor_tabs.cpp), the disk watch and recovery (document_watch.cpp), and what test mode
// prints (test_probe.cpp). Panels live in panels/.
#pragma once

#include "dialogs.h"
#include "diorama/editor/align.h"
#include "diorama/editor/document_lock.h"
#include "diorama/editor/editor_actions.h"
#include "diorama/editor/instance_edits.h"
#include "diorama/editor/recovery.h"
#include "diorama/editor/tiled_layout.h"
#include "editor_context.h"
#include "panels/assets_panel.h"
#include "panels/hierarchy_panel.h"
#include "panels/inspector_panel.h"
#include "panels/log_panel.h"
#include "panels/render_order_panel.h"
#include "panels/timeline_panel.h"
#include "panels/touch_probe_panel.h"
#include "panels/viewport_panel.h"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

struct GLFWwindow;

namespace diorama::editor {

// The document tabs' strip under the menu bar.
float tabStripHeight();

struct AppOptions {
    std::string file;
    bool testMode = false;  // fixed layout, no settings written, state printed
    int maxFrames = -1;
    double maxSeconds = -1;
    std::vector<std::string> reportNodes;  // print screen positions of these node paths
    bool perf = false;                     // print CPU time per frame at exit
    // Initial UI state (handy for screenshots and demos).
    std::vector<std::string> select;  // node paths to select
    std::optional<Vec2> probe;        // touch probe point
    int scrub = -1;                   // render-order scrubber position
    bool badges = false;
    int width = 1280, height = 800;
    double autosaveSeconds = -1;  // overrides the setting when >= 0
    // Test mode never stops drawing, since scripts wait for the next frame's reports: 30
    // frames a second after input, as the normal editor draws, and about 7 when nothing
    // happens. --idle makes it wait for events as the normal editor does, to measure the
    // idle cost.
    bool idle = false;
    // Read and save scenes up to this size (the default is the format's 64 MiB limit), for
    // worlds of a million nodes.
    std::uint64_t maxFileBytes = SceneLimits{}.maxFileBytes;
};

class EditorApp {
public:
    explicit EditorApp(AppOptions options);
    ~EditorApp();
    int run();

    // ---- actions (editor_actions.cpp) --------------------------------------------------
    void requestNew();
    // An untitled scene in the current (or last) project, at its default design size.
    void newDocument();
    std::unique_ptr<Document> makeUntitledDocument();
    void applySceneSettings();
    void rememberProject();
    // File > Import Cocos Studio: asks about unsaved changes first, as Open does.
    void requestImport(const std::string& csdOrCcsPath);
    void importNow(const std::string& csdOrCcsPath);
    void importProjectNow(const std::string& ccsPath);
    void requestOpen(const std::string& path);
    void requestQuit();
    // Closes a tab, asking about its unsaved changes first; the last one leaves an
    // untitled scene.
    void requestClose(std::size_t tab);
    // False when nothing was saved (an error, or the file changed on disk: then the
    // Changed on disk dialog asks, and any pending action waits for its answer).
    bool save(bool overwriteExternalChanges = false);
    void saveAs(const std::string& path);
    void exportPng(const std::string& path);
    // File > Export for cocos2d-x...: the dialog's choice exported, the report shown.
    void exportForCocos2dx();
    // Save selection as scene (instance_edits.h): errors go to the error dialog.
    void saveSubtreeAsScene(NodeId node, const std::string& path);
    // Replaces a missing asset path by the chosen file everywhere, as one undo step.
    void relink(const std::string& missingPath, const std::string& chosenFile);
    void setAssetFromBrowse(const EditorContext::AssetRequest& request, const std::string& chosenFile);
    // The path a scene names `chosenFile` by, or nothing (and an error) outside its folder.
    std::optional<std::string> assetPathFor(const std::string& chosenFile);
    // File dialogs open where the user last chose a file (kept in the settings).
    void rememberFolder(const std::string& chosen);
    void undo();
    void redo();
    // Messages a refused step left in the document, in the error dialog.
    void showRefusal(const std::string& what, bool done);
    // Problems the document met since the last frame (an edit's asset that cannot be read), to the log.
    void reportDocumentMessages();
    void cut();
    void copy();
    // Into the selected node, or with asSibling next to it (clipboard.h insertionPoint).
    void paste(bool asSibling);
    void duplicate();
    void group();
    void align(AlignMode mode, const char* label);
    void ungroup();
    void deleteSelection();
    void selectAll();
    void selectNone();
    void frameSelection();
    void nudge(Vec2 delta);
    void resetLayout() {
        m_ctx.changeSettings([](Settings& s) {
            s.layout = LayoutSizes{};
            s.panels = PanelVisibility{};
        });
    }

private:
    bool init();
    void shutdown();
    void setWindowIcon();
    void frame();
    void drawMenuBar();
    // True when Escape was used up closing a menu or taking back a drag.
    bool closeMenusOnEscape();
    // One menu item of the action table, with its shortcut and enabled state.
    void drawActionItem(EditorActionId id);
    void handleShortcuts();
    void runAction(EditorActionId id, bool shift);
    bool isActionEnabled(EditorActionId id) const;
    // The tiled layout (tiled_layout.h): splitters, then every panel's rectangle.
    void layoutPanels();
    void drawStatusBar();
    void updateTitle();
    // Shows `doc` in the current tab, in place of the document there.
    void setDocument(std::unique_ptr<Document> doc);
    // Shows `doc` in a tab of its own (in place of an untouched untitled one).
    void showInNewTab(std::unique_ptr<Document> doc);
    // Opens `path` in a new tab, or, with inPlace, in place of the current document
    // (Reload from disk). A file already open in a tab just shows that tab.
    bool openNow(const std::string& path, bool inPlace = false);
    // Between frames, a big file's loading bar: a frame of its own, drawn at most every
    // 50 ms (inside a frame only test mode's LOADING line is printed).
    // Returns whether the bar is being drawn (false inside a frame).
    bool showLoading(const std::string& name, double fraction);
    void drawLoadingFrame(const std::string& name, double fraction);
    void presentFrame();
    // ---- document tabs (editor_tabs.cpp) ------------------------------------------------
    void drawTabBar();
    // Hover, probe, rename, scrubber and action focus belong to the document shown.
    void forgetDocumentUiState();
    void switchToTab(std::size_t tab);
    void parkActiveTab();
    void showParkedTab(std::size_t tab);
    void closeActiveTab();
    std::optional<std::size_t> tabOf(const std::filesystem::path& path) const;
    Document& documentOf(std::size_t tab) const;
    // The next tab with unsaved changes the user has not yet answered for, shown and
    // asked about; false when there is none left.
    bool askAboutNextUnsavedTab();
    // Why the shown document may not write `file` (Apply to source): another tab holds
    // unsaved changes of it. Installed as the document's file guard.
    std::string unsavedElsewhere(const std::filesystem::path& file) const;
    void guardOtherFiles();
    // ---- document flow (document_flow.cpp) ------------------------------------------------
    // The next thing panels asked for (open a file, choose an asset, save a subtree as a
    // scene), once no dialog is in the way.
    void servePanelRequests();
    // Carries out the answer to the dialog that closed this frame.
    void answerDialog(Dialogs::Result result);
    // The quit or tab close that waited for an unsaved-changes answer.
    void continuePending();
    // ---- test mode (test_probe.cpp) ------------------------------------------------------
    void installTestProbe();
    // The viewport's screen rectangle and the asked-for nodes' screen positions.
    // Test mode: the viewport and the reported nodes' screen points, again whenever they
    // change (Play may move the view).
    void reportLayout();
    std::string m_lastLayout;
    void printTestState();
    int namesWithoutGlyphs();
    // Autosave, crash recovery and the document lock (diorama/editor/recovery.h).
    void keepRecoveryCurrent();
    void drawRecoveryDialog();
    // Redraw only when something happened (input, window events, a document change) or
    // a timer is due: an idle editor sleeps in glfwWaitEventsTimeout.
    void installWakeCallbacks();
    bool waitForWork();  // whether to draw a frame now
    // Driven by an end-to-end script: never stops drawing (AppOptions::idle).
    bool scripted() const { return m_options.testMode && !m_options.idle; }
    // Another program changed the file: asks once per change (focus regained, a timer).
    void checkDisk();

    AppOptions m_options;
    GLFWwindow* m_window = nullptr;
    EditorContext m_ctx;
    HierarchyPanel m_hierarchy;
    InspectorPanel m_inspector;
    ViewportPanel m_viewport;
    NudgeBurst m_nudges;
    RenderOrderPanel m_renderOrder;
    TouchProbePanel m_probe;
    LogPanel m_logPanel;
    TimelinePanel m_timeline;
    AssetsPanel m_assets;
    Dialogs m_dialogs;
    // The current tab's document state lives in m_ctx (doc, renderer, view) and in the
    // members below; the other tabs keep theirs in their DocumentTab until shown again.
    NestedSourceWatch m_sourceWatch;  // reloads instances whose source files change
    std::unique_ptr<Autosaver> m_autosave;
    std::unique_ptr<DocumentLock> m_lock = std::make_unique<DocumentLock>();
    std::filesystem::path m_lockedPath;
    // Another Diorama held the document's lock when it opened: asked again now and then,
    // so this one takes it when that one closes and a third is warned (found by a tryout).
    std::optional<long> m_lockHeldBy;
    double m_lockRetryAt = 0.0;
    struct DocumentTab {
        std::uint64_t serial = 0;  // ImGui's id for the tab, stable while tabs close
        std::unique_ptr<Document> doc;
        std::unique_ptr<GlRenderer> renderer;
        ViewState view;
        NestedSourceWatch sourceWatch;
        std::unique_ptr<Autosaver> autosave;
        std::unique_ptr<DocumentLock> lock;
        std::filesystem::path lockedPath;
        std::string lastAutosaveError;
    };
    std::vector<DocumentTab> m_tabs;  // in strip order; m_tabs[m_activeTab] is empty while shown
    std::size_t m_activeTab = 0;
    std::uint64_t m_nextTabSerial = 1;
    int m_selectTabFrames = 0;                         // the strip is told which tab is shown for a few frames
    std::vector<std::filesystem::path> m_writtenHere;  // files Apply to source wrote, for their tabs
    std::vector<std::uint64_t> m_quitDiscarded;        // tabs whose changes the user let go at Quit
    std::vector<RecoveryEntry> m_recoverable;
    bool m_recoveryPopupOpened = false;
    std::string m_lastAutosaveError;

    enum class Pending { None, Quit, Close };
    Pending m_pending = Pending::None;
    NodeId m_savingSubtree;  // the node whose Save as Scene dialog is open
    NodeId m_scrolledTo;     // the selection last scrolled into its views' sight
    // What the asset file dialog's choice is for: the missing path it relinks, else the
    // property Browse... sets.
    std::string m_relinking;
    std::optional<EditorContext::AssetRequest> m_choosingAsset;
    bool m_quit = false;
    bool m_inFrame = false;
    // Opened at the top of the next loop, outside a frame, so that a loading bar can draw.
    std::optional<std::string> m_queuedOpen;
    std::chrono::steady_clock::time_point m_loadingDrawn{};
    std::optional<LayoutSizes> m_layoutDrag;  // sizes while a splitter is dragged
    std::string m_lastStatus;
    std::string m_title;
    struct KeyPress {
        int key, mods;
        bool repeat;
    };
    std::vector<KeyPress> m_keyPresses;
    bool m_wake = true;      // an event arrived since the last frame
    Vec2 m_cursor{};         // the cursor as the last motion event left it
    int m_activeFrames = 3;  // frames still to draw before sleeping (ImGui settles in a few)
    int m_idlePolls = 0;     // a scripted editor's polls since its last frame
    std::uint64_t m_drawnRevision = 0;
    bool m_checkDiskNow = false;  // the window regained focus
    bool m_focusLeft = false;     // the window has lost focus at least once
    double m_nextDiskCheck = 0;
    bool m_diskPromptOpen = false;
    bool m_saveWaitsForDisk = false;
    int m_frames = 0;
    double m_cpuSeconds = 0;         // whole process, including llvmpipe's raster threads
    double m_mainThreadSeconds = 0;  // the editor's own work and GL submission
};

}  // namespace diorama::editor
