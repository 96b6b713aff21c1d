#pragma once

#include "../editor_context.h"
#include "diorama/editor/timeline.h"
#include "panel.h"

namespace diorama::editor {

// The Timeline: a lane per named action of every node that has some (timeline.h), its
// bars over time, and a playhead. Dragging the playhead pauses Play mode (starting it if
// needed) and seeks, which replays from frame 0 so a frame always looks the same.
// Triggered actions appear once they have started in the running copy. Clicking a bar
// selects its node and shows that action in the inspector.
class TimelinePanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);

private:
    void seek(EditorContext& ctx, double seconds);
    bool m_loop = false;
    int m_lastSeek = -1;
    // The document's nodes with actions, read again only when the document changes.
    std::vector<TimelineSource> m_sources;
    const Document* m_sourcesDoc = nullptr;
    std::uint64_t m_sourcesRevision = 0;
};

}  // namespace diorama::editor
