// The editor's fixed tiled layout (ImGui 1.86 has no docking): three columns, the
// Hierarchy over the Assets over the Touch Probe, the Viewport over the Timeline over the Log, the
// Inspector over Render Order, with splitters between them. Panels never overlap; a hidden panel gives its
// space to its neighbour. Pure geometry, so it is tested without a window.
#pragma once

#include "diorama/editor/settings.h"
#include "diorama/math/geometry.h"

#include <vector>

namespace diorama::editor {

enum class Splitter { LeftColumn, RightColumn, LogHeight, HierarchySplit, InspectorSplit, TimelineHeight, AssetsSplit };

struct TiledLayout {
    // Screen rectangles, y down (origin = top-left); empty size when hidden.
    Rect hierarchy, assets, touchProbe, viewport, timeline, log, inspector, renderOrder;
    struct Handle {
        Splitter splitter;
        Rect area;
        bool vertical;  // a vertical bar dragged sideways
    };
    std::vector<Handle> handles;
};

inline constexpr float kSplitterThickness = 6.0f;
inline constexpr float kMinPanelSize = 60.0f;
inline constexpr float kMinViewportWidth = 240.0f;

// The panels' rectangles inside `area` (screen space, y down).
TiledLayout computeTiledLayout(const Rect& area, const LayoutSizes& sizes, const PanelVisibility& visible);
// `sizes` after dragging `splitter` by `delta` pixels (x for vertical bars, y otherwise),
// clamped so that every panel keeps a usable size.
LayoutSizes dragSplitter(const Rect& area, LayoutSizes sizes, const PanelVisibility& visible, Splitter splitter,
                         float delta);

}  // namespace diorama::editor
