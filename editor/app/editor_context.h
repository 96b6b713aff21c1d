// State shared by the editor's panels: the open document, the view, and transient UI
// state such as hover, probe point and scrubber. Panels read and write it; they change
// the scene only through commands on the document.
#pragma once

#include "diorama/animation/animation_clip.h"
#include "diorama/editor/action_edits.h"
#include "diorama/editor/asset_browser.h"
#include "diorama/editor/asset_paths.h"
#include "diorama/editor/document.h"
#include "diorama/editor/play_session.h"
#include "diorama/editor/settings.h"
#include "diorama/editor/viewport_tools.h"
#include "diorama/render/gl_renderer.h"
#include "diorama/types/property.h"

#include <cstddef>
#include <deque>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <variant>

namespace diorama::editor {

// Grid and snapping are settings (remembered between sessions); this is the view alone.
struct ViewState {
    Vec2 center{480, 320};          // world point at the middle of the viewport
    float zoom = 1.0f;              // screen pixels per world unit
    bool badges = false;            // draw-order numbers over every drawn node
    bool framed = false;            // the view was fitted to the document once
    ToolMode tool = ToolMode::All;  // Q, W, E, R
};

struct LogLine {
    enum class Level { Info, Warning, Error } level;
    std::string text;
};

struct EditorContext {
    std::unique_ptr<Document> doc;
    std::unique_ptr<GlRenderer> renderer;  // bound to doc->textures()
    // Play mode: a running copy of the document (Stop drops it; the document is as it was).
    std::unique_ptr<PlaySession> play;
    // The screen the viewport's Screen list lays the scene out for (Play runs on it too);
    // none: the design size.
    std::optional<Size> screen;
    // A clip previewed from the Timeline is posed rather than played: the viewport edits
    // the document on it (select, drag, Record), its clicks are no touches.
    bool posesClip() const { return play && play->previewsClip(); }
    // The node the viewport shows for a document node: its posed copy while a clip is
    // posed, else none (the document's own node is shown).
    const Node* posedNode(NodeId id) const { return posesClip() ? play->copyOf(id) : nullptr; }
    // For the viewport's picking and marquee: empty unless a clip is posed.
    ShownNode shownNode() {
        if (!posesClip()) return {};
        return [this](NodeId id) { return posedNode(id); };
    }
    // Where drags and nudges start from: the pose while Record keys them, else the node's
    // own values, which an edit with Record off changes (and Key then keys).
    ShownNode editsStartFrom() { return keying.recording ? shownNode() : ShownNode{}; }
    ViewState view;
    SettingsFile settings;  // written through on each change (settings.h)
    // Applies and writes a settings change; a write problem goes to the log.
    void changeSettings(const std::function<void(Settings&)>& edit) {
        std::string problem;
        if (!settings.change(edit, &problem)) warn("Settings not saved: " + problem);
    }

    NodeId hovered;                  // highlighted this frame (set by panels during the previous frame)
    NodeId hoveredNext;              // panels write here; becomes `hovered` at the next frame
    std::optional<Vec2> probePoint;  // touch probe location (world)
    bool probeFromPlay = false;      // set by a touch in Play, not picked: Stop clears it
    // Where the left button last went down, in window pixels, from the window system's
    // events in order: ImGui 1.86 reads the cursor once a frame, so a press and a quick
    // move that arrive together would otherwise press where the move ended.
    std::optional<Vec2> leftPress;
    bool probeArmed = false;  // next viewport click sets the probe point
    std::size_t scrubLimit = std::numeric_limits<std::size_t>::max();
    bool revealSelection = false;  // hierarchy scrolls to the primary selection
    // While the hierarchy has the keyboard (a row was clicked), the arrow keys walk its
    // rows, as in every tree view, instead of nudging: the app queues them, the panel
    // takes them as it draws its rows.
    enum class TreeStep { Up, Down, Left, Right };
    struct TreeKey {
        TreeStep step;
        bool shift = false;
    };
    bool hierarchyHasKeys = false;
    std::vector<TreeKey> treeKeys;
    // The action picked in the inspector's Actions section or on the Timeline.
    struct ActionFocus {
        NodeId node;
        ActionPath path;
    };
    std::optional<ActionFocus> actionFocus;
    // The clip the Timeline shows and its playhead, so that the inspector marks the
    // properties the clip keys (a key icon, bright where a key sits at the playhead).
    // The Timeline sets it each frame it draws; empty while it is closed.
    struct Keying {
        std::string clip;
        int frame = 0;
        bool recording = false;
        const std::vector<AnimationClip>* clips = nullptr;  // the Timeline's, read per change
        // The viewport shows the clip at `frame` (its preview runs): the inspector shows the
        // clip's values there for what it keys.
        bool previewing = false;
    };
    Keying keying;
    NodeId renaming;  // hierarchy row in inline-rename mode
    bool testMode = false;
    std::string cjkFont;  // the font the UI takes Chinese and Japanese glyphs from; empty: none
    // Test mode: where the end-to-end scripts click for the item just drawn.
    std::function<void(const std::string& name)> reportItem = [](const std::string&) {};
    // The same for a point drawn rather than an item (a span between keys).
    std::function<void(const std::string& name, float x, float y)> reportPoint = [](const std::string&, float, float) {
    };
    // Test mode: every log line, printed for the scripts.
    std::function<void(const std::string& line)> logSink;

    // Assets the document names that no file answers: looked for again when its asset
    // paths may have changed (not on every edit: a drag must not stat every image) or
    // when asked to (the window regained focus: files may have come back).
    const std::vector<MissingAsset>& missingAssets() {
        if (m_missingVersion != doc->assetVersion() || m_missingDoc != doc.get()) {
            m_missing = findMissingAssets(*doc);
            m_missingUsers.clear();
            for (const MissingAsset& m : m_missing) m_missingUsers.insert(m.users.begin(), m.users.end());
            m_missingVersion = doc->assetVersion();
            m_missingDoc = doc.get();
        }
        return m_missing;
    }
    void lookForMissingAssetsAgain() { m_missingDoc = nullptr; }
    // Counts the window coming back into focus: files may have changed meanwhile (an
    // atlas exported, an image painted), so the Assets panel looks at the folder again.
    unsigned windowReturns = 0;
    // Counts the editor's own writes of new files (Save As, Save as Scene, exports): the
    // Assets panel lists them without a Refresh.
    unsigned filesWritten = 0;
    bool usesMissingAsset(NodeId id) {
        missingAssets();
        return m_missingUsers.count(id) != 0;
    }
    // The kind of asset the first user of a missing path expects (an image, a font...).
    AssetKind missingAssetKind(const std::string& path) {
        for (const MissingAsset& m : missingAssets())
            if (m.path == path) return m.kind;
        return AssetKind::None;
    }
    // What panels ask of the app: one queue of typed requests, which the app drains in one
    // place (document_flow.cpp), one at a time while no dialog is in the way.
    // Browse... in the inspector: the asset property to set on these nodes once a file is
    // chosen in the file dialog.
    struct AssetRequest {
        std::string property;
        AssetKind kind = AssetKind::Image;
        std::vector<NodeId> nodes;
    };
    // "Open source" on an Instance, a scene in the Assets panel: opened after asking about
    // unsaved changes.
    struct OpenRequest {
        std::filesystem::path file;
    };
    // "Save Selection as Scene..." on a node: the app asks for the new file, then replaces
    // the subtree by an instance of it (instance_edits.h).
    struct SaveAsSceneRequest {
        NodeId node;
    };
    using AppRequest = std::variant<AssetRequest, OpenRequest, SaveAsSceneRequest>;
    std::deque<AppRequest> requests;
    template <class Request>
    void ask(Request request) {
        requests.emplace_back(std::in_place_type<Request>, std::move(request));
    }
    // Show in Assets: the Assets panel opens the folders above this file, selects it and
    // scrolls to it (absolute, normalised).
    std::optional<std::filesystem::path> revealAsset;
    // What the Assets panel is dragging (ImGui payloads are plain bytes): the viewport and
    // hierarchy rows that accept kAssetPayload read it.
    std::optional<AssetDrop> assetDrag;
    static constexpr const char* kAssetPayload = "DIORAMA_ASSET";
    // Drops the dragged asset under `parent` (at `world`, else the design's middle); errors go to the dialog.
    void dropAsset(NodeId parent, std::optional<Vec2> world) {
        if (!assetDrag) return;
        std::string problem;
        if (auto command = makeAssetDropCommand(*doc, *assetDrag, parent, world, problem))
            doc->execute(std::move(command));
        else
            error("Cannot add " + assetDrag->file.filename().string() + ": " + problem);
        assetDrag.reset();
    }

    std::deque<LogLine> log;
    std::optional<std::string> errorDialog;

    void info(std::string text) { push(LogLine::Level::Info, std::move(text)); }
    void warn(std::string text) { push(LogLine::Level::Warning, std::move(text)); }
    // Logged and shown in a dialog.
    void error(std::string text) {
        push(LogLine::Level::Error, text);
        errorDialog = std::move(text);
    }

private:
    std::vector<MissingAsset> m_missing;
    NodeIdSet m_missingUsers;
    std::uint64_t m_missingVersion = 0;
    const Document* m_missingDoc = nullptr;
    void push(LogLine::Level level, std::string text) {
        if (logSink) logSink(text);
        log.push_back({level, std::move(text)});
        if (log.size() > 2000) log.pop_front();
    }
};

}  // namespace diorama::editor
