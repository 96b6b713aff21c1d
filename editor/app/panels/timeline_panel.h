#pragma once

#include "../editor_context.h"
#include "diorama/editor/timeline.h"
#include "panel.h"

namespace diorama::editor {

// The Timeline: a lane per named action of every node that has some (timeline.h), its
// bars over time, and a playhead. Dragging the playhead pauses Play mode (starting it if
// needed) and seeks, which replays from frame 0 so a frame always looks the same.
// Triggered actions appear once they have started in the running copy. Clicking a bar
// selects its node and shows that action in the inspector; dragging a bar's right end
// stretches that action (every duration inside it), one undo step per drag.
class TimelinePanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);
    // No node of the document has actions: the layout then folds the panel to one line,
    // giving the viewport the room (known before the first frame, so the first fit is right).
    bool isEmpty(const Document& doc);

private:
    void seek(EditorContext& ctx, double seconds);
    void refreshSources(const Document& doc);
    // The handle at a bar's right end: drag it to stretch the action.
    void stretchHandle(EditorContext& ctx, const TimelineLane& lane, const TimelineBar& bar, ImVec2 end, float height,
                       double pixelsPerSecond, float x0, double viewSpan);
    bool m_loop = false;
    int m_lastSeek = -1;
    // The document's nodes with actions, read again only when the document changes.
    std::vector<TimelineSource> m_sources;
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
