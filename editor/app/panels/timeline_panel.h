#pragma once

#include "../editor_context.h"
#include "diorama/editor/dope_sheet.h"
#include "diorama/editor/timeline.h"
#include "panel.h"

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
// node and seeks to the key.
class TimelinePanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);
    // No node of the document has actions: the layout then folds the panel to one line,
    // giving the viewport the room (known before the first frame, so the first fit is right).
    bool isEmpty(const Document& doc);

private:
    void seek(EditorContext& ctx, double seconds);
    void refreshSources(const Document& doc);
    void clipChooser(EditorContext& ctx);
    // The dope sheet's rows, at the top of the lanes' child window.
    void dopeSheetRows(EditorContext& ctx, float x0, float width, double pixelsPerSecond);
    // The handle at a bar's right end: drag it to stretch the action.
    void stretchHandle(EditorContext& ctx, const TimelineLane& lane, const TimelineBar& bar, ImVec2 end, float height,
                       double pixelsPerSecond, float x0, double viewSpan);
    bool m_loop = false;
    int m_lastSeek = -1;
    // The document's nodes with actions, read again only when the document changes.
    std::vector<TimelineSource> m_sources;
    std::vector<std::string> m_clipNames;
    std::string m_clip;                // the clip the dope sheet shows; empty: the whole scene
    bool m_clipChosen = false;         // the user picked one (else the first clip is shown)
    std::optional<DopeSheet> m_sheet;  // m_clip's, read with the sources
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
    };
    std::optional<Stretch> m_stretch;
};

}  // namespace diorama::editor
