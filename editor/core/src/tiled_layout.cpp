#include "diorama/editor/tiled_layout.h"

#include <algorithm>

namespace diorama::editor {

namespace {

constexpr float kGap = kSplitterThickness;

// Side column widths that leave the middle its minimum.
void clampColumns(const Rect& area, LayoutSizes& s, bool left, bool right) {
    const float available = area.size.width - kMinViewportWidth - (left ? kGap : 0) - (right ? kGap : 0);
    s.leftWidth = std::max(s.leftWidth, kMinPanelSize);
    s.rightWidth = std::max(s.rightWidth, kMinPanelSize);
    const float used = (left ? s.leftWidth : 0) + (right ? s.rightWidth : 0);
    if (used > available && used > 0) {
        const float k = std::max(available, 0.0f) / used;
        if (left) s.leftWidth = std::max(s.leftWidth * k, std::min(kMinPanelSize, s.leftWidth));
        if (right) s.rightWidth = std::max(s.rightWidth * k, std::min(kMinPanelSize, s.rightWidth));
    }
    s.hierarchyFraction = std::clamp(s.hierarchyFraction, 0.05f, 0.95f);
    s.assetsFraction = std::clamp(s.assetsFraction, 0.05f, 0.95f);
    s.inspectorFraction = std::clamp(s.inspectorFraction, 0.05f, 0.95f);
    const float tallest = std::max(kMinPanelSize, area.size.height - kMinPanelSize - kGap);
    s.logHeight = std::clamp(s.logHeight, kMinPanelSize, tallest);
    s.timelineHeight = std::clamp(s.timelineHeight, kMinPanelSize, tallest);
}

// The middle column, top to bottom: the viewport, the Timeline, the Log. The panels under
// the viewport keep their heights (shrunk in proportion when they do not fit); the
// topmost shown panel takes the rest.
void layoutMiddle(const Rect& column, const LayoutSizes& s, const PanelVisibility& v, TiledLayout& out) {
    struct Slot {
        Rect* rect;
        float height;
        Splitter above;
    };
    std::vector<Slot> under;
    if (v.timeline) under.push_back({&out.timeline, s.timelineHeight, Splitter::TimelineHeight});
    if (v.log) under.push_back({&out.log, s.logHeight, Splitter::LogHeight});
    Rect* top = v.viewport ? &out.viewport : nullptr;
    if (!top && !under.empty()) {
        top = under.front().rect;
        under.erase(under.begin());
    }
    if (!top) return;
    float wanted = 0;
    for (const Slot& slot : under) wanted += slot.height + kGap;
    const float room = std::max(0.0f, column.size.height - kMinPanelSize);
    const float k = wanted > room && wanted > 0 ? room / wanted : 1.0f;
    float y = column.maxY();
    for (auto it = under.rbegin(); it != under.rend(); ++it) {
        const float h = it->height * k;
        y -= h;
        *it->rect = {{column.origin.x, y}, {column.size.width, h}};
        y -= kGap * k;
        out.handles.push_back({it->above, {{column.origin.x, y}, {column.size.width, kGap * k}}, false});
    }
    *top = {column.origin, {column.size.width, std::max(0.0f, y - column.origin.y)}};
}

// Splits a column between a top and a bottom panel at `fraction`; a hidden one gives way.
// `topMin`: the least the top part may have (more when it is split again).
void splitColumn(const Rect& column, bool top, bool bottom, float fraction, Rect& topRect, Rect& bottomRect,
                 std::vector<TiledLayout::Handle>& handles, Splitter splitter, float topMin = kMinPanelSize) {
    if (top && bottom) {
        const float h = column.size.height - kGap;
        const float topHeight = std::clamp(h * fraction, std::min(topMin, h / 2), std::max(h - kMinPanelSize, h / 2));
        topRect = {column.origin, {column.size.width, topHeight}};
        bottomRect = {{column.origin.x, column.origin.y + topHeight + kGap}, {column.size.width, h - topHeight}};
        handles.push_back(
            {splitter, {{column.origin.x, column.origin.y + topHeight}, {column.size.width, kGap}}, false});
    } else if (top) {
        topRect = column;
    } else if (bottom) {
        bottomRect = column;
    }
}

}  // namespace

TiledLayout computeTiledLayout(const Rect& area, const LayoutSizes& requested, const PanelVisibility& v) {
    TiledLayout out;
    const bool left = v.hierarchy || v.assets || v.touchProbe, right = v.inspector || v.renderOrder;
    LayoutSizes s = requested;
    clampColumns(area, s, left, right);
    float x = area.origin.x;
    const float y = area.origin.y, h = area.size.height;
    if (left) {
        // The Hierarchy's share holds the Assets panel under it.
        Rect upper;
        splitColumn({{x, y}, {s.leftWidth, h}}, v.hierarchy || v.assets, v.touchProbe, s.hierarchyFraction, upper,
                    out.touchProbe, out.handles, Splitter::HierarchySplit,
                    v.hierarchy && v.assets ? 2 * kMinPanelSize + kGap : kMinPanelSize);
        splitColumn(upper, v.hierarchy, v.assets, 1.0f - s.assetsFraction, out.hierarchy, out.assets, out.handles,
                    Splitter::AssetsSplit);
        x += s.leftWidth;
        out.handles.push_back({Splitter::LeftColumn, {{x, y}, {kGap, h}}, true});
        x += kGap;
    }
    const float rightStart = right ? area.maxX() - s.rightWidth : area.maxX();
    const float middleWidth = std::max(0.0f, (right ? rightStart - kGap : rightStart) - x);
    layoutMiddle({{x, y}, {middleWidth, h}}, s, v, out);
    if (right) {
        out.handles.push_back({Splitter::RightColumn, {{rightStart - kGap, y}, {kGap, h}}, true});
        splitColumn({{rightStart, y}, {s.rightWidth, h}}, v.inspector, v.renderOrder, s.inspectorFraction,
                    out.inspector, out.renderOrder, out.handles, Splitter::InspectorSplit);
    }
    return out;
}

LayoutSizes dragSplitter(const Rect& area, LayoutSizes s, const PanelVisibility& v, Splitter splitter, float delta) {
    const bool left = v.hierarchy || v.assets || v.touchProbe, right = v.inspector || v.renderOrder;
    clampColumns(area, s, left, right);
    const float columnHeight = std::max(1.0f, area.size.height - kGap);
    switch (splitter) {
    case Splitter::LeftColumn: s.leftWidth += delta; break;
    case Splitter::RightColumn: s.rightWidth -= delta; break;
    case Splitter::LogHeight:
        // Between the Timeline and the Log the boundary moves; under the viewport the Log grows.
        s.logHeight -= delta;
        if (v.timeline && v.viewport) s.timelineHeight += delta;
        break;
    case Splitter::TimelineHeight: s.timelineHeight -= delta; break;
    case Splitter::HierarchySplit: s.hierarchyFraction += delta / columnHeight; break;
    case Splitter::InspectorSplit: s.inspectorFraction += delta / columnHeight; break;
    case Splitter::AssetsSplit: {
        const TiledLayout now = computeTiledLayout(area, s, v);
        s.assetsFraction -= delta / std::max(1.0f, now.hierarchy.size.height + now.assets.size.height);
        break;
    }
    }
    // Growing one side column never squeezes the middle below its minimum.
    const float room = area.size.width - kMinViewportWidth - (left ? kGap : 0) - (right ? kGap : 0);
    if (splitter == Splitter::LeftColumn) s.leftWidth = std::min(s.leftWidth, room - (right ? s.rightWidth : 0));
    if (splitter == Splitter::RightColumn) s.rightWidth = std::min(s.rightWidth, room - (left ? s.leftWidth : 0));
    clampColumns(area, s, left, right);
    return s;
}

}  // namespace diorama::editor
