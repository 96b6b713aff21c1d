// The tiled layout: panels fill the window between splitters and never overlap,
// whatever the sizes, the drags and the hidden panels.
#include "diorama/editor/tiled_layout.h"

#include <gtest/gtest.h>

#include <array>

using namespace diorama;
using namespace diorama::editor;

namespace {

bool overlaps(const Rect& a, const Rect& b) {
    if (a.size.width <= 0 || a.size.height <= 0 || b.size.width <= 0 || b.size.height <= 0) return false;
    return a.minX() < b.maxX() && b.minX() < a.maxX() && a.minY() < b.maxY() && b.minY() < a.maxY();
}

void expectTiled(const TiledLayout& l, const Rect& area) {
    const std::array<Rect, 8> panels = {l.hierarchy, l.assets, l.touchProbe, l.viewport,
                                        l.timeline,  l.log,    l.inspector,  l.renderOrder};
    for (std::size_t i = 0; i < panels.size(); ++i) {
        if (panels[i].size.width <= 0) continue;
        EXPECT_GE(panels[i].minX(), area.minX() - 0.01f);
        EXPECT_LE(panels[i].maxX(), area.maxX() + 0.01f);
        EXPECT_GE(panels[i].minY(), area.minY() - 0.01f);
        EXPECT_LE(panels[i].maxY(), area.maxY() + 0.01f);
        for (std::size_t j = i + 1; j < panels.size(); ++j)
            EXPECT_FALSE(overlaps(panels[i], panels[j])) << i << " " << j;
        for (const auto& h : l.handles) EXPECT_FALSE(overlaps(panels[i], h.area)) << i;
    }
}

const Rect kArea{{0, 20}, {1280, 760}};

}  // namespace

TEST(TiledLayout, DefaultSizesFillTheWindowWithoutOverlap) {
    const TiledLayout l = computeTiledLayout(kArea, LayoutSizes{}, PanelVisibility{});
    expectTiled(l, kArea);
    EXPECT_EQ(l.hierarchy.size.width, LayoutSizes{}.leftWidth);
    EXPECT_EQ(l.inspector.size.width, LayoutSizes{}.rightWidth);
    EXPECT_FLOAT_EQ(l.inspector.maxX(), kArea.maxX());
    EXPECT_FLOAT_EQ(l.log.maxY(), kArea.maxY());
    EXPECT_EQ(l.handles.size(), 7u);
}

TEST(TiledLayout, AHiddenPanelGivesItsSpaceToItsNeighbour) {
    PanelVisibility v;
    v.touchProbe = false;
    v.assets = false;
    v.log = false;
    v.timeline = false;
    const TiledLayout l = computeTiledLayout(kArea, LayoutSizes{}, v);
    expectTiled(l, kArea);
    EXPECT_FLOAT_EQ(l.hierarchy.size.height, kArea.size.height);
    EXPECT_FLOAT_EQ(l.viewport.size.height, kArea.size.height);
    v.inspector = v.renderOrder = false;
    const TiledLayout wide = computeTiledLayout(kArea, LayoutSizes{}, v);
    EXPECT_FLOAT_EQ(wide.viewport.maxX(), kArea.maxX());
}

TEST(TiledLayout, DraggingASplitterResizesItsPanelsAndNeverSqueezesTheViewport) {
    const PanelVisibility v;
    LayoutSizes s = dragSplitter(kArea, LayoutSizes{}, v, Splitter::LeftColumn, 50);
    EXPECT_EQ(s.leftWidth, LayoutSizes{}.leftWidth + 50);
    s = dragSplitter(kArea, s, v, Splitter::RightColumn, -40);  // the bar moves left: the Inspector widens
    EXPECT_EQ(s.rightWidth, LayoutSizes{}.rightWidth + 40);
    s = dragSplitter(kArea, s, v, Splitter::LeftColumn, 5000);
    const TiledLayout l = computeTiledLayout(kArea, s, v);
    expectTiled(l, kArea);
    EXPECT_GE(l.viewport.size.width, kMinViewportWidth - 0.01f);
    s = dragSplitter(kArea, s, v, Splitter::HierarchySplit, -5000);
    EXPECT_GE(computeTiledLayout(kArea, s, v).hierarchy.size.height, kMinPanelSize - 0.01f);
}

TEST(TiledLayout, ATinyWindowStillHasNoOverlap) {
    const Rect tiny{{0, 20}, {400, 200}};
    expectTiled(computeTiledLayout(tiny, LayoutSizes{}, PanelVisibility{}), tiny);
}

TEST(TiledLayout, TheTimelineSitsBetweenTheViewportAndTheLogAndTheirSplitterMovesTheBoundary) {
    const PanelVisibility v;
    const LayoutSizes sizes;
    TiledLayout l = computeTiledLayout(kArea, sizes, v);
    EXPECT_FLOAT_EQ(l.timeline.size.height, sizes.timelineHeight);
    EXPECT_FLOAT_EQ(l.timeline.minY(), l.viewport.maxY() + kSplitterThickness);
    EXPECT_FLOAT_EQ(l.log.minY(), l.timeline.maxY() + kSplitterThickness);
    const LayoutSizes s = dragSplitter(kArea, sizes, v, Splitter::LogHeight, 30);  // the bar moves down
    l = computeTiledLayout(kArea, s, v);
    EXPECT_FLOAT_EQ(l.log.size.height, sizes.logHeight - 30);
    EXPECT_FLOAT_EQ(l.timeline.size.height, sizes.timelineHeight + 30);
    EXPECT_FLOAT_EQ(l.viewport.size.height, computeTiledLayout(kArea, sizes, v).viewport.size.height);
    const LayoutSizes t = dragSplitter(kArea, sizes, v, Splitter::TimelineHeight, -20);
    EXPECT_FLOAT_EQ(t.timelineHeight, sizes.timelineHeight + 20);
}

TEST(TiledLayout, TheAssetsPanelSitsUnderTheHierarchyAndTheirSplitterMovesTheBoundary) {
    const PanelVisibility v;
    const LayoutSizes sizes;
    const TiledLayout l = computeTiledLayout(kArea, sizes, v);
    EXPECT_FLOAT_EQ(l.assets.minX(), l.hierarchy.minX());
    EXPECT_FLOAT_EQ(l.assets.minY(), l.hierarchy.maxY() + kSplitterThickness);
    EXPECT_FLOAT_EQ(l.touchProbe.minY(), l.assets.maxY() + kSplitterThickness);
    const LayoutSizes dragged = dragSplitter(kArea, sizes, v, Splitter::AssetsSplit, 40);
    const TiledLayout after = computeTiledLayout(kArea, dragged, v);
    EXPECT_NEAR(after.hierarchy.size.height, l.hierarchy.size.height + 40, 0.5f);
    EXPECT_NEAR(after.assets.maxY(), l.assets.maxY(), 0.01f);
    expectTiled(after, kArea);
    PanelVisibility noHierarchy;
    noHierarchy.hierarchy = false;
    const TiledLayout alone = computeTiledLayout(kArea, sizes, noHierarchy);
    EXPECT_FLOAT_EQ(alone.assets.minY(), kArea.minY());
    EXPECT_FLOAT_EQ(alone.assets.maxY(), l.assets.maxY());
}
