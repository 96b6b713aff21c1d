#pragma once

#include "../editor_context.h"
#include "clip_edit.h"
#include "diorama/editor/clip_edits.h"
#include "diorama/editor/dope_sheet.h"
#include "diorama/editor/timeline.h"
#include "panel.h"

#include <functional>
#include <utility>

namespace diorama::editor {

// The Timeline: a lane per named action of every node that has some (timeline.h), its
// bars over time, and a playhead. Dragging the playhead pauses Play mode (starting it if
// needed) and seeks, which replays from frame 0 so a frame always looks the same.
// Triggered actions appear once they have started in the running copy. Clicking a bar
// selects its node and shows that action in the inspector; dragging a bar's right end
// stretches that action (every duration inside it), one undo step per drag.
//
// A document with animation clips also shows the chosen clip as a dope sheet: its tracks
// grouped by node, each key a diamond at its frame. With a clip chosen, the playhead
// previews that clip alone (PlaySession::previewClip); clicking a diamond selects its
// node and the key and seeks to it. Ctrl+click adds keys to the selection; dragging
// moves the selected keys in whole frames (one undo step a drag); a right click offers
// Copy, Paste, Delete, Tween and the easing; Delete in the Timeline deletes the selected
// keys, and Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste them.
// An easing's eased percent over time, drawn into the current tooltip (timeline_keys.cpp).
void easingCurve(const Easing& easing);

class TimelinePanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);
    // No node of the document has actions: the layout then folds the panel to one line,
    // giving the viewport the room (known before the first frame, so the first fit is right).
    bool isEmpty(const Document& doc);
    // Delete pressed: when the Timeline has the focus and keys are selected, deletes them
    // (one undo step) and returns true; otherwise Delete is the nodes'.
    bool deleteSelectedKeys(EditorContext& ctx);
    // Ctrl+C, Ctrl+X and Ctrl+V, the same way: with the focus in the Timeline they copy or
    // cut the selected keys and paste the copied ones at the playhead (onto the selected
    // node when they are all of one node); otherwise they are the nodes'.
    bool copySelectedKeys(EditorContext& ctx);
    bool cutSelectedKeys(EditorContext& ctx);
    bool pasteCopiedKeys(EditorContext& ctx);
    // Escape, the same way: with the focus in the Timeline it drops the selected keys first.
    bool deselectKeys();

private:
    void seek(EditorContext& ctx, double seconds);
    void refreshSources(const Document& doc);
    // timeline_clips.cpp: the clip list and its settings, New clip, and Key.
    void clipToolbar(EditorContext& ctx);
    void clipChooser(EditorContext& ctx);
    void newClipPopup(EditorContext& ctx);
    void clipSettingsPopup(EditorContext& ctx);
    void keyPropertyPopup(EditorContext& ctx);
    // Why the New clip or Clip... form's last edit was refused, shown in the form.
    void formRefusal(EditorContext& ctx);
    // Record mode: keys what the last edit changed on the selected nodes at the playhead,
    // as part of that edit's undo step; then notes the selection's values for the next.
    void recordEdits(EditorContext& ctx);
    // A drag or typing is under way: Record keys it when it ends.
    static bool editInProgress();
    // The selection's keyable values, which the next edit is measured against.
    void noteSelection(Document& doc);
    // Record off: a line asking whether to key an edit of a property the clip keys.
    void askToKey(EditorContext& ctx);
    void chooseClip(EditorContext& ctx, const std::string& name);
    // The playhead's frame in the shown clip (0 unless the clip's preview is playing).
    int playheadFrame(const EditorContext& ctx) const;
    // The dope sheet's rows, at the top of the lanes' child window.
    void dopeSheetRows(EditorContext& ctx, float x0, float width, double pixelsPerSecond);
    void keyButton(EditorContext& ctx, const KeyRef& key, ImVec2 at, float height);
    void keyMenu(EditorContext& ctx);
    // timeline_curve.cpp: the custom curve editor for the selected keys.
    void editCustomCurve(const std::vector<KeyRef>& keys, const Keyframe* first);
    // The span from `key` to the next key of its track, or none (the last key, events).
    const DopeSheetSpan* outgoingSpan(const KeyRef& key) const;
    void fightMark(EditorContext& ctx, const std::string& nodePath, const DopeSheetRow& row, ImVec2 top);
    void curvePopup(EditorContext& ctx);
    void followKeyDrag(EditorContext& ctx, double pixelsPerFrame);
    bool isSelected(const KeyRef& key) const;
    void copyKeysNow(EditorContext& ctx);
    void removeSelectedKeys(EditorContext& ctx, const std::string& label);
    void pasteKeysNow(EditorContext& ctx);  // at the playhead, onto the node selected
    void pasteKeysAt(EditorContext& ctx, int frame, NodeId onto);
    void trackMenu(EditorContext& ctx);
    // The handle at a bar's right end: drag it to stretch the action.
    void stretchHandle(EditorContext& ctx, const TimelineLane& lane, const TimelineBar& bar, ImVec2 end, float height,
                       double pixelsPerSecond, float x0, double viewSpan);
    bool m_loop = false;
    std::pair<std::string, bool> m_loopFollows;  // the clip and Loop flag m_loop was last set from
    int m_lastSeek = -1;
    // The document's nodes with actions, read again only when the document changes.
    std::vector<TimelineSource> m_sources;
    std::vector<AnimationClip> m_clips;  // the document's, read with the sources
    std::vector<std::string> m_clipNames;
    std::string m_clip;                // the clip the dope sheet shows; empty: the whole scene
    bool m_clipChosen = false;         // the user picked one (else the first clip is shown)
    std::optional<DopeSheet> m_sheet;  // m_clip's, read with the sources
    std::vector<KeyRef> m_selectedKeys;
    CopiedKeys m_copiedKeys;              // kept across clips and tabs: keys paste into another clip
    std::uint64_t m_previewRevision = 0;  // the document's revision the clip preview plays
    bool m_focused = false;               // the Timeline window had the focus when last drawn
    bool m_openKeyMenu = false;           // a key was right-clicked
    // A track was right-clicked between its keys: its node and the frame there.
    struct TrackMenu {
        NodeId node;
        int frame = 0;
    };
    TrackMenu m_trackMenu;
    bool m_openTrackMenu = false;
    // The custom curve being edited: the keys it is for, their easing before, the two
    // handles' heights, and the handle being dragged (from its height and the mouse's y).
    struct CurveEdit {
        std::vector<KeyRef> keys;
        Easing from;
        float heights[2] = {0, 0};
        int dragging = -1;
        float dragStartY = 0, dragStartHeight = 0;
    };
    std::optional<CurveEdit> m_curve;
    bool m_openCurve = false;
    bool m_openNewClip = false;
    char m_newClipName[64] = "";
    int m_newClipLength = 60;
    char m_renameBuffer[64] = "";
    std::string m_formRefusal;  // the New clip or Clip... form's last refusal
    bool m_recording = false;
    std::vector<KeyableSnapshot> m_recordSnapshots;        // the selection before the next edit
    std::vector<NodeId> m_snapshotSelection;               // what they were taken of,
    std::uint64_t m_snapshotRevision = ~std::uint64_t(0);  // and at which revision
    std::uint64_t m_recordExecutions = 0;
    std::optional<std::vector<KeyRef>> m_ask;  // keyed properties edited with Record off
    // Keys being dragged: the clips and keys as they were when the drag began, so each
    // frame moves them from there by whole frames.
    struct KeyDrag {
        float startX = 0;
        std::vector<AnimationClip> original;
        std::vector<KeyRef> keys;
        int delta = 0;
        bool moved = false;
        std::uint64_t mergeKey = 0;  // this drag's steps merge with each other only
        KeyRef clicked;              // the key pressed: the playhead follows it
    };
    std::uint64_t m_drags = 0;  // drags begun (stretches and key moves): their merge keys
    std::optional<KeyDrag> m_keyDrag;
    const Document* m_sourcesDoc = nullptr;
    std::uint64_t m_sourcesRevision = 0;
    // A stretch under way: the actions as they were when it began, so each frame sets the
    // span from them (no drift), and the view's span, held still so the ruler does not
    // rescale under the mouse.
    struct Stretch {
        NodeId node;
        ActionPath path;
        std::vector<NamedAction> original;
        double start = 0, span = 0, viewSpan = 0, lastSpan = 0;
        std::string mergeKey;  // this drag's steps merge with each other only
    };
    std::optional<Stretch> m_stretch;
};

}  // namespace diorama::editor
