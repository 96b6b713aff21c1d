// The viewport's resize handles: a node with a size of its own (a widget, a Panel, a
// layer, a 9-slice) is resized by its corners and edges, the opposite sides staying put,
// so that its caps stay crisp; a Sprite or a Label is scaled as before.
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/editor/viewport_tools.h"
#include "diorama/nodes/label.h"
#include "document_fixtures.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;

namespace {

// A 1280x800 view of the ui sample at 100 %, the scene centred.
struct UiView {
    std::unique_ptr<Document> doc = openSample("ui");
    ViewTransform view{{480, 320}, 1.0f, {0, 0}, {1280, 800}};
    Node& select(const char* path) {
        const NodeId id = idOf(*doc, path);
        doc->selection().set(id);
        return *doc->find(id);
    }
    Vec2 screenOf(const Node& n, Vec2 local) const { return view.worldToScreen(n.convertToWorldSpace(local)); }
    // Presses where `handle` is on screen and drags by `by` screen pixels in four steps.
    void drag(DragMode mode, Vec2 from, Vec2 by, DragModifiers modifiers = {}, SnapOptions snap = {}) {
        TransformDrag d(*doc, mode, from, view);
        for (int i = 1; i <= 4; ++i) d.update(*doc, from + by * (float(i) / 4), view, modifiers, snap);
        d.finish(*doc);
    }
};

void expectNear(Vec2 actual, Vec2 expected, const char* what) {
    EXPECT_NEAR(actual.x, expected.x, 2e-3) << what;
    EXPECT_NEAR(actual.y, expected.y, 2e-3) << what;
}

}  // namespace

TEST(ViewportResize, WidgetsPanelsLayersAndNineSlicesResizeWhileSpritesAndLabelsScale) {
    UiView p;
    for (const char* path : {"play", "lamp", "sound", "volume", "player-name"})
        EXPECT_TRUE(isResizable(*p.doc->find(idOf(*p.doc, path)))) << path;
    for (const char* path : {"heading", "score", "best"})
        EXPECT_FALSE(isResizable(*p.doc->find(idOf(*p.doc, path)))) << path;
    EXPECT_FALSE(isResizable(p.doc->scene()));  // the root's size is the design size
    auto panels = openSample("panels");
    EXPECT_TRUE(isResizable(*panels->find(idOf(*panels, "dialog"))));
    auto world = openSample("world-1-1");
    EXPECT_FALSE(isResizable(*world->find(idOf(*world, "actors/player"))));  // a Sprite
}

TEST(ViewportResize, TheAllHandlesToolResizesByCornersAndEdgesAndTheScaleToolScales) {
    UiView p;
    const Node& play = p.select("play");  // 240x72 at (250, 420), anchor in the middle
    const HandleLayout all = toolHandles(ToolMode::All, play, p.view);
    EXPECT_TRUE(all.resizes);
    EXPECT_EQ(handleAt(all, p.screenOf(play, {240, 72})), DragMode::Resize);
    EXPECT_EQ(handleAt(all, p.screenOf(play, {240, 36})), DragMode::Resize);  // the right edge's middle
    EXPECT_EQ(handleAt(all, p.screenOf(play, {120, 0})), DragMode::Resize);   // the bottom edge's middle
    EXPECT_EQ(handleAt(all, p.screenOf(play, {120, 36})), DragMode::Anchor);
    EXPECT_EQ(handleAt(all, p.screenOf(play, {60, 36})), DragMode::None);
    const HandleLayout scale = toolHandles(ToolMode::Scale, play, p.view);
    EXPECT_FALSE(scale.resizes);
    EXPECT_EQ(handleAt(scale, p.screenOf(play, {240, 72})), DragMode::Scale);
    EXPECT_EQ(handleAt(scale, p.screenOf(play, {240, 36})), DragMode::None);  // no edges to scale by
    EXPECT_FALSE(toolHandles(ToolMode::Move, play, p.view).resizes);
}

// The top-right corner dragged 30 right and 20 up: 270x92, the bottom-left corner where it
// was, so the centred anchor moves by half the growth. One undo step gives it all back.
TEST(ViewportResize, DraggingACornerGrowsTheContentSizeAndKeepsTheOppositeCorner) {
    UiView p;
    Node& play = p.select("play");
    const std::string before = p.doc->sceneText();
    p.drag(DragMode::Resize, p.screenOf(play, {240, 72}), {30, -20});
    EXPECT_EQ(play.contentSize(), (Size{270, 92}));
    EXPECT_EQ(play.position(), (Vec2{265, 430}));
    EXPECT_EQ(play.scaleX(), 1.0f);
    EXPECT_EQ(play.anchorPoint(), (Vec2{0.5f, 0.5f}));
    EXPECT_EQ(p.doc->commands().undoLabel(), "Resize");
    EXPECT_EQ(p.doc->commands().size(), 1u);
    ASSERT_TRUE(p.doc->undo());
    EXPECT_EQ(p.doc->sceneText(), before);
    EXPECT_FALSE(p.doc->isDirty());
}

TEST(ViewportResize, AnEdgeChangesOneSideOnly) {
    UiView p;
    Node& play = p.select("play");
    p.drag(DragMode::Resize, p.screenOf(play, {0, 36}), {-10, 25});  // the left edge; the vertical part is ignored
    EXPECT_EQ(play.contentSize(), (Size{250, 72}));
    EXPECT_EQ(play.position(), (Vec2{245, 420}));
    p.drag(DragMode::Resize, p.screenOf(play, {125, 0}), {40, 8});  // the bottom edge, 8 down
    EXPECT_EQ(play.contentSize(), (Size{250, 80}));
    EXPECT_EQ(play.position(), (Vec2{245, 416}));
}

// Rotated, skewed, scaled and flipped: the corner under the mouse follows it in the node's
// own axes and the opposite corner does not move on screen.
TEST(ViewportResize, ATransformedNodeKeepsItsOppositeCornerInPlace) {
    UiView p;
    Node& play = p.select("play");
    play.setRotationSkewX(30);
    play.setRotationSkewY(20);
    play.setSkewX(10);
    play.setScaleX(-1.5f);
    play.setScaleY(0.75f);
    play.setAnchorPoint({0.25f, 0.8f});
    const Vec2 fixed = play.convertToWorldSpace({0, 72});  // opposite the bottom-right corner
    const Vec2 from = p.screenOf(play, {240, 0});
    const Vec2 target = play.convertToWorldSpace({240 + 20, -16});  // 20 wider, 16 taller
    p.drag(DragMode::Resize, from, p.view.worldToScreen(target) - from);
    EXPECT_NEAR(play.contentSize().width, 260, 2e-3);
    EXPECT_NEAR(play.contentSize().height, 88, 2e-3);
    expectNear(play.convertToWorldSpace({0, 88}), fixed, "the top-left corner");
    expectNear(play.convertToWorldSpace({260, 0}), target, "the dragged corner");
}

// A node that ignores its anchor for position (as cocos' Layer does) is placed by its
// origin, which a bottom-left corner drag moves while the top-right corner stays.
TEST(ViewportResize, ANodeThatIgnoresItsAnchorKeepsItsOppositeCornerToo) {
    UiView p;
    Node& lamp = p.select("lamp");  // 120x48 at (420, 90)
    lamp.setIgnoreAnchorPointForPosition(true);
    lamp.setAnchorPoint({0.5f, 0.5f});
    lamp.setRotation(90);
    const Vec2 fixed = lamp.convertToWorldSpace({120, 48});
    const Vec2 from = p.screenOf(lamp, {0, 0});
    const Vec2 target = lamp.convertToWorldSpace({-12, 6});
    p.drag(DragMode::Resize, from, p.view.worldToScreen(target) - from);
    EXPECT_NEAR(lamp.contentSize().width, 132, 2e-3);
    EXPECT_NEAR(lamp.contentSize().height, 42, 2e-3);
    expectNear(lamp.convertToWorldSpace({132, 42}), fixed, "the top-right corner");
}

TEST(ViewportResize, ShiftKeepsTheAspectSnapRoundsTheSizeAndASizeStopsAtOnePoint) {
    {
        UiView p;
        // 240x72: 10 % wider is 264x79.2, the other axis on whole units at 100 % (a tryout
        // found sizes such as 342 x 119.88)
        Node& play = p.select("play");
        p.drag(DragMode::Resize, p.screenOf(play, {240, 72}), {24, -3}, DragModifiers{true});
        EXPECT_EQ(play.contentSize(), (Size{264, 79}));
    }
    {
        UiView p;
        Node& play = p.select("play");
        SnapOptions snap;
        snap.enabled = true;
        snap.step = 16;
        p.drag(DragMode::Resize, p.screenOf(play, {240, 72}), {13, -3}, {}, snap);
        EXPECT_EQ(play.contentSize(), (Size{256, 80}));
        EXPECT_EQ(play.convertToWorldSpace({0, 0}), (Vec2{130, 384}));  // the bottom-left corner stays
    }
    {
        // Found by a tryout: at zero the node lost its resize handles for scale ones that
        // wrote wild scales. A size stops at one point.
        UiView p;
        Node& play = p.select("play");
        p.drag(DragMode::Resize, p.screenOf(play, {240, 72}), {-400, 0});
        EXPECT_EQ(play.contentSize(), (Size{kMinResizeSize, 72}));
        EXPECT_EQ(play.convertToWorldSpace({0, 0}), (Vec2{130, 384}));
        EXPECT_TRUE(toolHandles(ToolMode::All, play, p.view).resizes);
    }
    {
        // Shift with Snap: the axis that changed most lands on the grid, the other keeps
        // the ratio to a pixel (a tryout's 120 x 48 became 176 x 72, 2.44 to 1 instead of
        // 2.5; 176 x 70 is 2.51).
        UiView p;
        Node& lamp = p.select("lamp");  // 120 x 48
        SnapOptions snap;
        snap.enabled = true;
        snap.step = 8;
        p.drag(DragMode::Resize, p.screenOf(lamp, {120, 48}), {54, -5}, DragModifiers{true}, snap);
        EXPECT_EQ(lamp.contentSize().width, 176.0f);  // 174 on the grid
        EXPECT_EQ(lamp.contentSize().height, 70.0f);  // 70.4 to the pixel
    }
}

// Shift on an edge keeps the aspect too: the other axis grows about its middle, so the
// held side and the centre line across it stay where they were.
TEST(ViewportResize, ShiftOnAnEdgeScalesTheOtherAxisAboutItsMiddle) {
    UiView p;
    Node& play = p.select("play");  // 240 x 72 at (250, 420), anchor in the middle
    p.drag(DragMode::Resize, p.screenOf(play, {240, 36}), {24, 9}, DragModifiers{true});  // the right edge
    EXPECT_EQ(play.contentSize(), (Size{264, 79}));                                       // 79.2 to the pixel
    expectNear(play.convertToWorldSpace({0, 39.5f}), {130, 420}, "the left edge's middle");
    EXPECT_EQ(p.doc->commands().size(), 1u);
}

// Found by a tryout: at a zoom that is not a whole number of pixels per unit, a resize
// wrote sizes such as 261.2500305. The dragged sides land on the finest decimal step
// coarser than a pixel: whole units up to 100 %, tenths at 400 %.
TEST(ViewportResize, AResizeAtAnOddZoomGivesRoundSizes) {
    {
        UiView p;
        p.view.zoom = 0.8f;  // a pixel is 1.25 units
        Node& play = p.select("play");
        p.drag(DragMode::Resize, p.screenOf(play, {240, 72}), {17, -9});  // 21.25 x 11.25 units
        EXPECT_EQ(play.contentSize(), (Size{261, 83}));
        EXPECT_EQ(play.position(), (Vec2{260.5f, 425.5f}));  // the bottom-left corner stays
    }
    {
        UiView p;
        p.view.zoom = 3.0f;  // a pixel is a third of a unit
        Node& play = p.select("play");
        p.drag(DragMode::Resize, p.screenOf(play, {240, 36}), {7, 0});
        EXPECT_FLOAT_EQ(play.contentSize().width, 242.3f);
        EXPECT_EQ(play.contentSize().height, 72.0f);
    }
}

// Found by a tryout: a node placed by normalizedPosition, dragged or resized, came out with
// a fixed position and no longer followed its parent's size.
TEST(ViewportResize, ANodePlacedByNormalizedPositionKeepsItThroughAResizeAndAMove) {
    UiView p;
    Node& play = p.select("play");
    play.setNormalizedPosition({0.25f, 0.5f});  // (240, 320) in the 960 x 640 scene
    p.drag(DragMode::Resize, p.screenOf(play, {240, 72}), {48, -32});
    EXPECT_TRUE(play.usesNormalizedPosition());
    EXPECT_EQ(play.normalizedPosition(), (Vec2{(240.0f + 24) / 960, (320.0f + 16) / 640}));
    p.drag(DragMode::Move, p.screenOf(play, {100, 40}), {96, 0});
    EXPECT_TRUE(play.usesNormalizedPosition());
    EXPECT_NEAR(play.normalizedPosition().x, (240.0f + 24 + 96) / 960, 1e-6);
}

// A laid-out Panel's child gets its new size; where it goes is its Panel's business, so
// the drag does not set a position the layout would refuse.
TEST(ViewportResize, ALaidOutChildIsResizedAndItsPanelPlacesIt) {
    auto doc = openSample("panels");
    const NodeId id = idOf(*doc, "menu/continue");
    doc->selection().set(id);
    Node& item = *doc->find(id);
    const ViewTransform view{{480, 320}, 1.0f, {0, 0}, {1280, 800}};
    const Vec2 from = view.worldToScreen(item.convertToWorldSpace({200, 60}));
    TransformDrag d(*doc, DragMode::Resize, from, view);
    d.update(*doc, from + Vec2{20, -10}, view, {}, {});
    d.finish(*doc);
    EXPECT_EQ(item.contentSize(), (Size{220, 70}));
    EXPECT_EQ(doc->commands().size(), 1u);
    EXPECT_EQ(doc->commands().undoLabel(), "Resize");
}

TEST(ViewportResize, TheCursorShowsTheWayTheHandleResizes) {
    UiView p;
    Node& play = p.select("play");
    const HandleLayout h = toolHandles(ToolMode::All, play, p.view);
    EXPECT_EQ(resizeCursorAt(h, p.screenOf(play, {240, 36})), ResizeCursor::Horizontal);
    EXPECT_EQ(resizeCursorAt(h, p.screenOf(play, {120, 72})), ResizeCursor::Vertical);
    EXPECT_EQ(resizeCursorAt(h, p.screenOf(play, {240, 0})), ResizeCursor::FallingDiagonal);  // bottom right
    EXPECT_EQ(resizeCursorAt(h, p.screenOf(play, {0, 0})), ResizeCursor::RisingDiagonal);
    EXPECT_EQ(resizeCursorAt(h, p.screenOf(play, {120, 36})), ResizeCursor::None);
    play.setRotation(90);  // the right edge now faces down
    EXPECT_EQ(resizeCursorAt(toolHandles(ToolMode::All, play, p.view), p.screenOf(play, {240, 36})),
              ResizeCursor::Vertical);
}

// A Label with a text box (Cocos Studio's custom size) is resized by its dimensions; an
// axis the box leaves to the text stays so unless a handle moves it. Free text scales.
TEST(ViewportResize, ALabelsTextBoxIsResizedByItsDimensions) {
    UiView p;
    auto& heading = static_cast<Label&>(p.select("heading"));
    EXPECT_EQ(resizeKeyOf(heading), "");
    heading.setDimensions({300, 0});  // the width fixed, the height the text's
    ASSERT_EQ(resizeKeyOf(heading), "dimensions");
    const float textHeight = heading.contentSize().height;
    const Vec2 left = heading.convertToWorldSpace({0, 0});
    p.drag(DragMode::Resize, p.screenOf(heading, {300, textHeight / 2}), {40, 0});  // the right edge
    EXPECT_EQ(heading.dimensions(), (Size{340, 0}));
    EXPECT_EQ(heading.contentSize(), (Size{340, textHeight}));
    expectNear(heading.convertToWorldSpace({0, 0}), left, "the left edge");
    p.drag(DragMode::Resize, p.screenOf(heading, {340, textHeight}), {-20, -30});  // the top-right corner
    EXPECT_EQ(heading.dimensions(), (Size{320, textHeight + 30}));
    expectNear(heading.convertToWorldSpace({0, 0}), left, "the bottom-left corner");
    EXPECT_EQ(p.doc->commands().size(), 2u);
}

// Found by a tryout: on a thin or tiny node the edge handles crowded the corners into one
// column and hid the node. A side shorter than kMinEdgeSide on screen has none.
TEST(ViewportResize, AThinNodeHasNoEdgeHandlesOnItsShortSides) {
    UiView p;
    Node& volume = p.select("volume");  // 280 x 16
    const HandleLayout h = toolHandles(ToolMode::All, volume, p.view);
    ASSERT_TRUE(h.resizes);
    EXPECT_TRUE(h.edgeShown[0]);   // bottom, 280 long
    EXPECT_FALSE(h.edgeShown[1]);  // right, 16 long
    EXPECT_TRUE(h.edgeShown[2]);
    EXPECT_FALSE(h.edgeShown[3]);
    EXPECT_NE(handleAt(h, h.edges[1]), DragMode::Resize);
    EXPECT_EQ(handleAt(h, h.edges[0]), DragMode::Resize);
    EXPECT_EQ(handleAt(h, h.corners[1]), DragMode::Resize);
}
