// The viewport's mouse logic without a window: handles that give way to a small body,
// drags that change nothing until the mouse moves, snapping, marquee, zoom and insertion.
#include "diorama/editor/viewport_tools.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/nodes/panel.h"
#include "document_fixtures.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;

namespace {

// A 1280x800 view of world-1-1 at 100 % centred on the player (32x32 scaled 1.5 at 150,88).
struct PlayerView {
    std::unique_ptr<Document> doc = openSample("world-1-1");
    NodeId player = idOf(*doc, "actors/player");
    ViewTransform view{{150, 88}, 1.0f, {0, 0}, {1280, 800}};
    PlayerView() { doc->selection().set(player); }
    Node& node() { return *doc->find(player); }
    Vec2 screenOf(Vec2 local) { return view.worldToScreen(node().convertToWorldSpace(local)); }
    void drag(DragMode mode, Vec2 from, Vec2 to, SnapOptions snap = {}) {
        TransformDrag d(*doc, mode, from, view);
        for (int i = 1; i <= 4; ++i) d.update(*doc, from + (to - from) * (float(i) / 4), view, {}, snap);
        d.finish(*doc);
    }
};

}  // namespace

TEST(ViewportTools, ASmallSpritesBodyIsForDraggingNotItsHandles) {
    PlayerView p;
    const HandleLayout h = handleLayout(p.node(), p.view);
    EXPECT_TRUE(h.small);
    EXPECT_FALSE(h.anchorGrabbable);
    // Every point of the body, the anchor dot included, is the body.
    for (float x = 1; x < 32; x += 3)
        for (float y = 1; y < 32; y += 3) EXPECT_EQ(handleAt(h, p.screenOf({x, y})), DragMode::None) << x << "," << y;
    // The scale handles sit outside it.
    EXPECT_EQ(handleAt(h, p.screenOf({0, 0}) + Vec2{-kHandleSize, kHandleSize}), DragMode::Scale);
}

TEST(ViewportTools, ALargeNodeKeepsItsAnchorDotAndCornerHandles) {
    PlayerView p;
    p.view.zoom = 4.0f;  // 192 pixels on screen
    const HandleLayout h = handleLayout(p.node(), p.view);
    EXPECT_FALSE(h.small);
    EXPECT_EQ(handleAt(h, p.screenOf({16, 16})), DragMode::Anchor);
    EXPECT_EQ(handleAt(h, p.screenOf({32, 32})), DragMode::Scale);
    EXPECT_EQ(handleAt(h, p.screenOf({8, 8})), DragMode::None);
}

// A press just beside a handle meant the handle: a tryout's near-miss selected and dragged
// the node beneath instead. The grab zone reaches kHandleGrab pixels each way.
TEST(ViewportTools, APressJustBesideAHandleStillTakesIt) {
    PlayerView p;
    p.view.zoom = 4.0f;
    const HandleLayout h = handleLayout(p.node(), p.view);
    const Vec2 corner = h.corners[2];                               // top-right
    EXPECT_EQ(handleAt(h, corner + Vec2{7, -7}), DragMode::Scale);  // outside the drawn square
    EXPECT_EQ(handleHint(h, corner + Vec2{7, -7}).rfind("Top-right corner", 0), 0u);
    EXPECT_EQ(handleAt(h, corner + Vec2{kHandleGrab + 1, 0}), DragMode::None);
}

// Where two handles' zones overlap, the nearer one takes the press, for the mode, the
// status bar's name and the cursor alike.
TEST(ViewportTools, WhereGrabZonesOverlapTheNearerHandleWins) {
    HandleLayout h;
    h.corners = {Vec2{100, 110}, Vec2{110, 110}, Vec2{110, 100}, Vec2{100, 100}};
    h.outline = h.corners;
    h.edges = {Vec2{105, 110}, Vec2{110, 105}, Vec2{105, 100}, Vec2{100, 105}};
    h.edgeShown = {false, false, false, false};
    h.anchor = {105, 105};
    h.rotate = {105, 72};
    h.anchorGrabbable = false;
    EXPECT_EQ(handleHint(h, {108, 102}).rfind("Top-right corner", 0), 0u);
    EXPECT_EQ(handleHint(h, {102, 108}).rfind("Bottom-left corner", 0), 0u);
    EXPECT_EQ(handleHint(h, {103, 101}).rfind("Top-left corner", 0), 0u);
    h.resizes = true;
    h.edgeShown = {true, true, true, true};
    EXPECT_EQ(handleHint(h, {105, 101}).rfind("Top edge", 0), 0u);
    EXPECT_EQ(resizeCursorAt(h, {105, 101}), ResizeCursor::Vertical);
    EXPECT_EQ(resizeCursorAt(h, {109, 101}), ResizeCursor::RisingDiagonal);
}

TEST(ViewportTools, DraggingASmallSpriteFromItsBodyMovesItAndKeepsItsAnchor) {
    PlayerView p;
    const Vec2 from = p.screenOf({16, 16});
    ASSERT_EQ(handleAt(handleLayout(p.node(), p.view), from), DragMode::None);
    p.drag(DragMode::Move, from, from + Vec2{40, -20});
    EXPECT_EQ(p.node().anchorPoint(), (Vec2{0.5f, 0.5f}));
    EXPECT_EQ(p.node().position(), (Vec2{190, 108}));
    EXPECT_EQ(p.doc->commands().undoLabel(), "Move");
    ASSERT_TRUE(p.doc->undo());
    EXPECT_EQ(p.node().position(), (Vec2{150, 88}));
    EXPECT_FALSE(p.doc->isDirty());
}

TEST(ViewportTools, APressAndReleaseWithoutMovementChangesNothing) {
    for (DragMode mode : {DragMode::Move, DragMode::Anchor, DragMode::Rotate, DragMode::Scale}) {
        PlayerView p;
        p.view.zoom = 4.0f;
        const std::string before = p.doc->sceneText();
        const Vec2 at = p.screenOf({16, 16});
        TransformDrag d(*p.doc, mode, at, p.view);
        d.update(*p.doc, at, p.view, {}, {});
        d.update(*p.doc, at + Vec2{kDragThreshold - 1, 0}, p.view, {}, {});  // a hand's tremble
        d.finish(*p.doc);
        EXPECT_FALSE(d.started());
        EXPECT_FALSE(p.doc->commands().canUndo()) << int(mode);
        EXPECT_FALSE(p.doc->isDirty());
        EXPECT_EQ(p.doc->sceneText(), before);
    }
}

TEST(ViewportTools, DraggingTheAnchorKeepsTheNodeInPlaceAndIsOneUndoStep) {
    PlayerView p;
    p.view.zoom = 4.0f;
    const Vec2 world = p.node().convertToWorldSpace({0, 0});
    p.drag(DragMode::Anchor, p.screenOf({16, 16}), p.screenOf({8, 24}));
    EXPECT_NEAR(p.node().anchorPoint().x, 0.25f, 1e-4);
    EXPECT_NEAR(p.node().anchorPoint().y, 0.75f, 1e-4);
    const Vec2 after = p.node().convertToWorldSpace({0, 0});
    EXPECT_NEAR(after.x, world.x, 1e-3);
    EXPECT_NEAR(after.y, world.y, 1e-3);
    EXPECT_EQ(p.doc->commands().undoLabel(), "Move Anchor");
    p.doc->undo();
    EXPECT_FALSE(p.doc->commands().canUndo());
}

TEST(ViewportTools, SnappingAppliesToMoveRotateScaleAndAnchor) {
    SnapOptions snap;
    snap.enabled = true;
    snap.step = 16;
    {
        PlayerView p;
        const Vec2 from = p.screenOf({16, 16});
        p.drag(DragMode::Move, from, from + Vec2{13, 5}, snap);  // screen y is down
        EXPECT_EQ(p.node().position(), (Vec2{160, 80}));         // the anchor lands on the 16-unit grid
    }
    {
        PlayerView p;
        p.view.zoom = 4.0f;
        const HandleLayout h = handleLayout(p.node(), p.view);
        // A quarter turn clockwise minus a little: rotation snaps to 15 degrees.
        TransformDrag d(*p.doc, DragMode::Rotate, h.rotate, p.view);
        const Vec2 pivot = h.anchor, arm = h.rotate - pivot;
        d.update(*p.doc, pivot + Vec2{-arm.y * 0.97f + arm.x * 0.2f, arm.x + arm.y * 0.2f}, p.view, {}, snap);
        d.finish(*p.doc);
        EXPECT_EQ(std::fmod(p.node().rotationSkewX(), 15.0f), 0.0f) << p.node().rotationSkewX();
    }
    {
        PlayerView p;
        p.view.zoom = 4.0f;
        p.drag(DragMode::Scale, p.screenOf({32, 32}), p.screenOf({41, 37}), snap);
        EXPECT_NEAR(std::fmod(p.node().scaleX() * 10.0f + 1e-4f, 1.0f), 0.0f, 1e-3) << p.node().scaleX();
        EXPECT_NEAR(std::fmod(p.node().scaleY() * 10.0f + 1e-4f, 1.0f), 0.0f, 1e-3) << p.node().scaleY();
    }
    {
        PlayerView p;
        p.view.zoom = 4.0f;
        snap.step = 8;
        p.drag(DragMode::Anchor, p.screenOf({16, 16}), p.screenOf({21, 29}), snap);
        EXPECT_EQ(p.node().anchorPoint(), (Vec2{0.75f, 1.0f}));  // local (24, 32): on the 8-point grid
    }
}

TEST(ViewportTools, SnappingToNodesAlignsEdgesAndShowsAGuide) {
    PlayerView p;
    SnapOptions snap;
    snap.toNodes = true;
    // The player's left edge (126) dragged to 3 units right of the pipe's left edge snaps onto it.
    Node* pipe = findNodeByPath(p.doc->scene(), "level/pipes/pipe");
    const float pipeLeft = pipe->nodeToWorldTransform().applyToRect({{0, 0}, pipe->contentSize()}).minX();
    const Vec2 from = p.screenOf({16, 16});
    TransformDrag d(*p.doc, DragMode::Move, from, p.view);
    d.update(*p.doc, from + Vec2{pipeLeft - 126 + 3, -300}, p.view, {}, snap);
    EXPECT_FALSE(d.guides().empty());
    d.finish(*p.doc);
    EXPECT_FLOAT_EQ(p.node().position().x - 24, pipeLeft);
}

TEST(ViewportTools, AMarqueeSelectsTheNodesItTouches) {
    auto doc = openSample("world-1-1");
    // Around the player and nothing else of the actors.
    std::vector<NodeId> ids = nodesInRect(*doc, {{140, 80}, {4, 4}});
    std::vector<std::string> paths;
    for (NodeId id : ids) paths.push_back(nodePath(*doc->find(id)));
    EXPECT_NE(std::find(paths.begin(), paths.end(), "actors/player"), paths.end());
    EXPECT_EQ(std::find(paths.begin(), paths.end(), "actors/enemies/goomba"), paths.end());
    EXPECT_TRUE(nodesInRect(*doc, {{-5000, -5000}, {10, 10}}).empty());
}

TEST(ViewportTools, ZoomStepsLandOnOneHundredPercentAndFramingIsCapped) {
    EXPECT_FLOAT_EQ(zoomStep(1.0f, +1), 1.25f);
    EXPECT_FLOAT_EQ(zoomStep(1.0f, -1), 0.8f);
    EXPECT_FLOAT_EQ(zoomStep(zoomStep(1.0f, +1), -1), 1.0f);
    EXPECT_FLOAT_EQ(zoomStep(0.9f, +1), 1.0f);
    EXPECT_FLOAT_EQ(zoomStep(kMaxZoom, +1), kMaxZoom);
    ViewTransform view{{0, 0}, 1, {0, 0}, {800, 600}};
    frameBounds(view, {{0, 0}, {32, 32}});
    EXPECT_EQ(view.zoom, kMaxFrameZoom);
    EXPECT_EQ(view.center, (Vec2{16, 16}));
}

TEST(ViewportTools, PasteGoesIntoTheSelectionAndPasteAsSiblingNextToIt) {
    auto doc = openSample("world-1-1");
    EXPECT_EQ(insertionPoint(*doc, false).parent, doc->scene().id());  // nothing selected: the root
    const NodeId bush = idOf(*doc, "level/bush");
    doc->selection().set(bush);
    EXPECT_EQ(insertionPoint(*doc, false).parent, bush);
    const InsertionPoint sibling = insertionPoint(*doc, true);
    EXPECT_EQ(sibling.parent, idOf(*doc, "level"));
    EXPECT_EQ(sibling.fileIndex, fileIndexOf(*doc->find(bush)) + 1);

    const std::string text = copyNodes(*doc, {idOf(*doc, "actors/player")});
    std::string error;
    ASSERT_TRUE(doc->execute(makePasteCommand(*doc, text, sibling.parent, error, sibling.fileIndex)));
    const std::vector<NodeId> order = fileOrderIds(*doc->find(sibling.parent));
    EXPECT_EQ(nodePath(*doc->find(order[*sibling.fileIndex])), "level/player");
}

TEST(ViewportTools, ReparentAndReorderKeepTheSelection) {
    auto doc = openSample("world-1-1");
    const NodeId bush = idOf(*doc, "level/bush"), player = idOf(*doc, "actors/player");
    doc->selection().setAll({bush, player});
    ASSERT_TRUE(doc->execute(std::make_unique<ReparentCommand>(bush, idOf(*doc, "actors"))));
    EXPECT_EQ(doc->selection().ids(), (std::vector<NodeId>{bush, player}));
    std::vector<NodeId> order = fileOrderIds(*doc->find(idOf(*doc, "actors")));
    std::reverse(order.begin(), order.end());
    ASSERT_TRUE(doc->execute(std::make_unique<ReorderChildrenCommand>(idOf(*doc, "actors"), order)));
    doc->undo();
    doc->undo();
    EXPECT_EQ(doc->selection().ids(), (std::vector<NodeId>{bush, player}));
}

TEST(ViewportTools, TheStatusLineSaysWhereWhatAndHowMuch) {
    auto doc = openSample("world-1-1");
    EXPECT_EQ(statusText(Vec2{12.25f, -3}, 1.5f, 2, findNodeByPath(doc->scene(), "actors/player")),
              "x 12.2  y -3.0 | 150 % | 2 selected | actors/player (Sprite)");
    EXPECT_EQ(statusText(std::nullopt, 1, 0, nullptr), "x -  y - | 100 % | 0 selected");
}

// Found by a tryout: the status bar named the node under the mouse, never the handle, and
// a drag showed no value until it was over. Now a handle says what it does and a drag
// shows what it is setting.
TEST(ViewportTools, TheStatusLineNamesTheHandleAndADragsValue) {
    PlayerView p;
    p.view.zoom = 4.0f;
    // Each handle by the node's own sides; the status line says what it does.
    const HandleLayout h = handleLayout(p.node(), p.view);
    EXPECT_EQ(statusText(Vec2{1, 2}, 1, 1, nullptr, handleHint(h, p.screenOf({32, 32}))),
              "x 1.0  y 2.0 | 100 % | 1 selected | Top-right corner: drag to scale; Shift scales both axes alike");
    EXPECT_EQ(handleHint(h, p.screenOf({0, 0})), "Bottom-left corner: drag to scale; Shift scales both axes alike");
    EXPECT_EQ(handleHint(h, p.screenOf({16, 16})), "Anchor point: drag to move it; the node stays where it is");
    EXPECT_EQ(handleHint(h, h.rotate), "Rotate handle: drag to turn; Shift steps by 15 degrees");
    EXPECT_EQ(handleHint(h, p.screenOf({8, 8})), "");  // the body
    const HandleLayout resizing = handleLayout(p.node(), p.view, true);
    EXPECT_EQ(handleHint(resizing, resizing.edges[1]), "Right edge: drag to resize; Shift keeps the aspect");

    const Vec2 from = p.screenOf({16, 16});
    TransformDrag move(*p.doc, DragMode::Move, from, p.view);
    EXPECT_EQ(move.readout(*p.doc), "");  // not started: nothing to show
    move.update(*p.doc, from + Vec2{10, -6}, p.view, {}, {});
    EXPECT_EQ(move.readout(*p.doc), "Move to x 152.5  y 89.5");
    move.finish(*p.doc);

    TransformDrag scale(*p.doc, DragMode::Scale, p.screenOf({32, 32}), p.view);
    scale.update(*p.doc, p.screenOf({40, 32}), p.view, {}, {});
    EXPECT_EQ(scale.readout(*p.doc), "Scale 2.25 x 1.5");  // 1.5 × 24 / 16
    scale.finish(*p.doc);
}

TEST(DesignSize, SettingItMovesTheFrameAndTheRootsSizeAndUndoes) {
    auto doc = openSample("world-1-1");
    ASSERT_TRUE(doc->execute(std::make_unique<SetDesignSizeCommand>(Size{1280, 720})));
    EXPECT_EQ(doc->designSize(), (Size{1280, 720}));
    EXPECT_EQ(doc->scene().contentSize(), (Size{1280, 720}));
    EXPECT_NE(doc->sceneText().find("\"designSize\": [1280, 720]"), std::string::npos);
    doc->undo();
    EXPECT_EQ(doc->designSize(), (Size{960, 640}));
    EXPECT_FALSE(doc->isDirty());
    EXPECT_FALSE(doc->execute(std::make_unique<SetDesignSizeCommand>(Size{0, 720})));
}

TEST(DesignSize, EditingTheRootsContentSizeEditsTheDesignSize) {
    auto doc = openSample("world-1-1");
    ASSERT_TRUE(doc->execute(
        std::make_unique<SetPropertyCommand>(doc->scene().id(), "contentSize", PropertyValue(Size{750, 1334}))));
    EXPECT_EQ(doc->designSize(), (Size{750, 1334}));
    doc->undo();
    EXPECT_EQ(doc->designSize(), (Size{960, 640}));
    EXPECT_EQ(doc->scene().contentSize(), (Size{960, 640}));
}

TEST(EditMath, AnAnchorPresetKeepsRotatedNodesInPlaceAndIsOneUndoStep) {
    auto doc = openSample("world-1-1");
    Node& player = *doc->find(idOf(*doc, "actors/player"));
    player.setRotation(30.0f);
    player.setScale(2.0f);
    const Vec2 origin = player.convertToWorldSpace({0, 0});
    ASSERT_TRUE(doc->execute(
        std::make_unique<SetPropertiesCommand>("Set Anchor", anchorEdits({&player}, Vec2{1.0f, 0.0f}, true))));
    EXPECT_EQ(player.anchorPoint(), (Vec2{1.0f, 0.0f}));
    const Vec2 after = player.convertToWorldSpace({0, 0});
    EXPECT_NEAR(after.x, origin.x, 1e-3);
    EXPECT_NEAR(after.y, origin.y, 1e-3);
    // Without keeping the place, only the anchor changes.
    EXPECT_EQ(anchorEdits({&player}, Vec2{0.5f, 0.5f}, false).size(), 1u);
    // The root has no position to move.
    EXPECT_EQ(anchorEdits({&doc->scene()}, Vec2{0.5f, 0.5f}, true).size(), 1u);
}

TEST(EditMath, ANudgeMovesByAWorldDeltaInEachParentsSpace) {
    auto doc = openSample("world-1-1");
    Node& player = *doc->find(idOf(*doc, "actors/player"));
    player.parent()->setScale(2.0f);
    const Vec2 world = player.convertToWorldSpace({0, 0});
    doc->selection().set(player.id());
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertiesCommand>("Nudge", nudgeEdits(*doc, Vec2{10, 0}))));
    const Vec2 after = player.convertToWorldSpace({0, 0});
    EXPECT_NEAR(after.x - world.x, 10.0f, 1e-3);
    EXPECT_NEAR(after.y, world.y, 1e-3);
}

// editor.md: arrow-key nudges are one undo step per burst.
TEST(ViewportTools, ABurstOfNudgesIsOneUndoStep) {
    auto doc = openSample("world-1-1");
    Node& player = *doc->find(idOf(*doc, "actors/player"));
    const Vec2 start = player.position();
    doc->selection().set(player.id());
    NudgeBurst burst;
    for (int i = 0; i < 5; ++i) ASSERT_TRUE(burst.nudge(*doc, Vec2{1, 0}, {}, 10.0 + 0.2 * i));
    EXPECT_EQ(player.position(), (start + Vec2{5, 0}));
    EXPECT_EQ(doc->commands().size(), 1u);
    ASSERT_TRUE(burst.nudge(*doc, Vec2{0, 1}, {}, 12.0));  // a pause ends the burst
    EXPECT_EQ(doc->commands().size(), 2u);
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(player.position(), (start + Vec2{5, 0}));
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(player.position(), start);

    // Anything else done between two nudges ends the burst too.
    ASSERT_TRUE(burst.nudge(*doc, Vec2{1, 0}, {}, 20.0));
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(player.id(), "rotation", PropertyValue(5.0f))));
    ASSERT_TRUE(burst.nudge(*doc, Vec2{1, 0}, {}, 20.1));
    EXPECT_EQ(doc->commands().size(), 3u);
}

// Q, W, E, R: which handles each tool shows, and what dragging a selected node's body does.
TEST(ViewportTools, EachToolShowsItsHandlesAndTheRotateToolTurnsByTheBody) {
    EXPECT_TRUE(toolShows(ToolMode::All, DragMode::Rotate));
    EXPECT_TRUE(toolShows(ToolMode::All, DragMode::Scale));
    EXPECT_FALSE(toolShows(ToolMode::Move, DragMode::Rotate));
    EXPECT_FALSE(toolShows(ToolMode::Move, DragMode::Scale));
    EXPECT_TRUE(toolShows(ToolMode::Rotate, DragMode::Rotate));
    EXPECT_FALSE(toolShows(ToolMode::Rotate, DragMode::Scale));
    EXPECT_FALSE(toolShows(ToolMode::Scale, DragMode::Rotate));
    EXPECT_TRUE(toolShows(ToolMode::Scale, DragMode::Scale));
    for (ToolMode t : {ToolMode::All, ToolMode::Move, ToolMode::Rotate, ToolMode::Scale})
        EXPECT_TRUE(toolShows(t, DragMode::Anchor));
    EXPECT_EQ(toolBodyDrag(ToolMode::Rotate), DragMode::Rotate);
    EXPECT_EQ(toolBodyDrag(ToolMode::Move), DragMode::Move);
    EXPECT_EQ(toolBodyDrag(ToolMode::All), DragMode::Move);
}

namespace {

// Neither a drag nor a nudge of the node at `path` moves it or records a step.
void expectPlacedByItsParent(Document& doc, const char* path, Vec2 inside) {
    const NodeId id = idOf(doc, path);
    doc.selection().set(id);
    const Vec2 before = doc.find(id)->position();
    const ViewTransform view{{480, 320}, 1.0f, {0, 0}, {1280, 800}};
    const Vec2 from = view.worldToScreen(doc.find(id)->convertToWorldSpace(inside));
    TransformDrag drag(doc, DragMode::Move, from, view);
    drag.update(doc, from + Vec2{50, 30}, view, {}, {});
    drag.finish(doc);
    EXPECT_TRUE(nudgeEdits(doc, Vec2{10, 0}).empty()) << path;
    EXPECT_EQ(doc.find(id)->position(), before) << path;
    EXPECT_EQ(doc.commands().size(), 0u) << path;
}

}  // namespace

// Found by a tryout: a ListView's item dragged in the viewport snapped back at the next
// layout and left an undo step that changed nothing. The list places it: neither a drag
// nor a nudge moves it, and no step is recorded.
TEST(ViewportTools, AListsItemIsNotMovedByADragOrANudge) {
    auto doc = openSample("lists");
    expectPlacedByItsParent(*doc, "gallery/tile-2", {60, 60});
}

// The same for a Panel that lays its children out (the panels sample's vertical menu); a
// child of an absolute Panel moves as any node does.
TEST(ViewportTools, ALaidOutPanelsChildIsNotMovedByADragOrANudge) {
    auto doc = openSample("panels");
    expectPlacedByItsParent(*doc, "menu/continue", {60, 30});
    static_cast<Panel*>(doc->find(idOf(*doc, "menu")))->setLayoutType(Panel::LayoutType::Absolute);
    EXPECT_EQ(nudgeEdits(*doc, Vec2{10, 0}).size(), 1u);
}

// Found by a tryout: at an odd zoom a move wrote positions such as 158.75000001. The
// dragged node lands on the finest decimal step coarser than a pixel, in its parent's
// space: whole units at 80 %, tenths at 300 %.
TEST(ViewportTools, AMoveAtAnOddZoomLandsOnRoundNumbers) {
    {
        PlayerView p;
        p.view.zoom = 0.8f;
        const Vec2 from = p.screenOf({16, 16});
        p.drag(DragMode::Move, from, from + Vec2{7, -3});  // 8.75 right, 3.75 up
        EXPECT_EQ(p.node().position(), (Vec2{159, 92}));
    }
    {
        PlayerView p;
        p.view.zoom = 3.0f;
        const Vec2 from = p.screenOf({16, 16});
        p.drag(DragMode::Move, from, from + Vec2{7, 0});
        // Exactly the float nearest 152.3, which a file writes as "152.3": a tryout's
        // drags wrote 117.700005, the float next to it.
        EXPECT_EQ(p.node().position().x, 152.3f);
        EXPECT_EQ(p.node().position().y, 88.0f);
        p.drag(DragMode::Move, from + Vec2{7, 0}, from + Vec2{-96.8f, 0});  // to 117.7: a fifth of tenths went wrong
        EXPECT_EQ(p.node().position().x, 117.7f);
    }
}

// Found while adding resize handles: a second drag of the same node merged into the first
// drag's undo step, so one Ctrl+Z took back both.
TEST(ViewportTools, TwoDragsOfTheSameNodeAreTwoUndoSteps) {
    PlayerView p;
    const Vec2 from = p.screenOf({16, 16});
    p.drag(DragMode::Move, from, from + Vec2{40, 0});
    p.drag(DragMode::Move, from + Vec2{40, 0}, from + Vec2{40, -20});
    EXPECT_EQ(p.node().position(), (Vec2{190, 108}));
    EXPECT_EQ(p.doc->commands().size(), 2u);
    ASSERT_TRUE(p.doc->undo());
    EXPECT_EQ(p.node().position(), (Vec2{190, 88}));
}

// Found by a tryout: Ctrl+Z pressed in the middle of a drag, the drag going on after it,
// left a state no undo could take back.
TEST(ViewportTools, AnUndoInTheMiddleOfADragLeavesTheRestUndoable) {
    PlayerView p;
    const Vec2 from = p.screenOf({16, 16});
    TransformDrag d(*p.doc, DragMode::Move, from, p.view);
    d.update(*p.doc, from + Vec2{20, 0}, p.view, {}, {});
    ASSERT_TRUE(p.doc->undo());
    EXPECT_EQ(p.node().position(), (Vec2{150, 88}));
    d.update(*p.doc, from + Vec2{40, 0}, p.view, {}, {});
    d.finish(*p.doc);
    EXPECT_EQ(p.node().position(), (Vec2{190, 88}));
    while (p.doc->undo()) {
    }
    EXPECT_EQ(p.node().position(), (Vec2{150, 88}));
}
