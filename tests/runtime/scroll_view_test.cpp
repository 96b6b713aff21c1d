// ScrollView: cocos 3.17's ui::ScrollView layout of the inner container, its drag with and
// without bounce, the bounce back and inertia (quintic ease-out), and the hand-over of a
// drag that starts on a button inside, through the real EventDispatcher.
#include "diorama/nodes/scroll_view.h"
#include "diorama/director/director.h"
#include "diorama/events/event.h"
#include "diorama/nodes/button.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace diorama;

namespace {

// A 200 x 200 view at the scene's origin onto a 200 x 300 container.
struct ScrollStage {
    Director director;
    ScrollView* view = nullptr;
    Node* item = nullptr;
    ListenerHandle listening;

    explicit ScrollStage(bool bounce = false) {
        director.runSceneNow(std::make_unique<Scene>());
        auto& v = director.runningScene()->emplaceChild<ScrollView>();
        v.setContentSize({200, 200});
        v.setInnerContainerSize({200, 300});
        v.setBounceEnabled(bounce);
        auto child = std::make_unique<Node>("item");
        child->setPosition({10, 290});
        item = &v.addChild(std::move(child));
        view = &v;
        listening = listenForTouches(director.eventDispatcher(), v);
    }
    void touch(EventTouch::Code code, Vec2 at) {
        EventTouch event(code, {Touch{0, at, at, at}});
        director.eventDispatcher().dispatchEvent(event);
    }
    float y() const { return view->innerContainerPosition().y; }
};

}  // namespace

TEST(ScrollView, TheContainerStartsTopAlignedAndCarriesTheChildren) {
    ScrollStage s;
    EXPECT_EQ(s.view->innerContainerPosition(), (Vec2{0, -100}));
    EXPECT_EQ(s.item->convertToWorldSpace({0, 0}), (Vec2{10, 190}));
    EXPECT_EQ(s.item->nodeToAncestorTransform(s.view).apply({0, 0}), (Vec2{10, 190}));
    EXPECT_EQ(s.view->worldToChildrenTransform().apply({10, 190}), (Vec2{10, 290}));
    s.view->jumpToBottom();
    EXPECT_EQ(s.view->innerContainerPosition(), (Vec2{0, 0}));
    EXPECT_EQ(s.item->convertToWorldSpace({0, 0}), (Vec2{10, 290}));
    s.view->jumpToPercentVertical(25);
    EXPECT_EQ(s.y(), -75.0f);
}

TEST(ScrollView, AContainerSmallerThanTheViewTakesTheViewsSize) {
    ScrollStage s;
    s.view->setInnerContainerSize({100, 50});
    EXPECT_EQ(s.view->innerContainerSize(), (Size{200, 200}));
    EXPECT_EQ(s.view->innerContainerPosition(), (Vec2{0, 0}));
    // onSizeChanged: the container grows with the view and goes back to the top left.
    s.view->setInnerContainerSize({200, 300});
    s.view->setContentSize({250, 100});
    EXPECT_EQ(s.view->innerContainerSize(), (Size{250, 300}));
    EXPECT_EQ(s.view->innerContainerPosition(), (Vec2{0, -200}));
}

TEST(ScrollView, ADragMovesTheContainerAndStopsAtTheEdgeWithoutBounce) {
    ScrollStage s;
    s.touch(EventTouch::Code::Began, {50, 50});
    s.touch(EventTouch::Code::Moved, {50, 120});
    EXPECT_EQ(s.y(), -30.0f);
    s.touch(EventTouch::Code::Moved, {80, 180});                // x is not the direction
    EXPECT_EQ(s.view->innerContainerPosition(), (Vec2{0, 0}));  // +60 clamped to the bottom edge
    s.touch(EventTouch::Code::Moved, {80, 260});                // outside the view: nothing moves
    s.touch(EventTouch::Code::Moved, {80, 150});                // back in, from a point outside: nothing either
    EXPECT_EQ(s.y(), 0.0f);
    s.touch(EventTouch::Code::Moved, {80, 140});
    EXPECT_EQ(s.y(), -10.0f);
    s.touch(EventTouch::Code::Ended, {80, 140});
}

TEST(ScrollView, PastAnEdgeTheDragHalvesAndTheReleaseBouncesBackOverOneSecond) {
    ScrollStage s(true);
    s.touch(EventTouch::Code::Began, {50, 150});
    s.touch(EventTouch::Code::Moved, {50, 110});
    EXPECT_EQ(s.y(), -140.0f);  // in bounds when it started: the whole move
    s.touch(EventTouch::Code::Moved, {50, 70});
    EXPECT_EQ(s.y(), -160.0f);  // out: half of it
    s.touch(EventTouch::Code::Ended, {50, 70});
    ASSERT_TRUE(s.view->isAutoScrolling());
    s.view->update(0.5f);
    EXPECT_FLOAT_EQ(s.y(), -160.0f + 60.0f * 0.96875f);  // quintic ease-out at 0.5
    s.view->update(0.5f);
    EXPECT_EQ(s.y(), -100.0f);
    EXPECT_FALSE(s.view->isAutoScrolling());
}

TEST(ScrollView, AQuickDragGlidesOnByItsVelocityOverTheQuarticRootOfSpeed) {
    ScrollStage s;
    s.touch(EventTouch::Code::Began, {100, 50});
    s.view->update(0.1f);
    s.touch(EventTouch::Code::Moved, {100, 60});
    s.view->update(0.1f);
    s.touch(EventTouch::Code::Moved, {100, 70});
    s.touch(EventTouch::Code::Ended, {100, 70});
    ASSERT_EQ(s.y(), -80.0f);
    ASSERT_TRUE(s.view->isAutoScrolling());
    // 20 points in 0.2 s: 100 points/s; 0.7 x that over sqrt(sqrt(100 / 5)) s.
    const float total = std::sqrt(std::sqrt(100.0f / 5));
    s.view->update(total / 2);
    EXPECT_FLOAT_EQ(s.y(), -80.0f + 70.0f * 0.96875f);
    s.view->update(total / 2);
    EXPECT_FLOAT_EQ(s.y(), -10.0f);
    EXPECT_FALSE(s.view->isAutoScrolling());
}

TEST(ScrollView, AGlideThatReachesTheEdgeStopsThereWithoutBounce) {
    ScrollStage s;
    s.touch(EventTouch::Code::Began, {100, 50});
    s.view->update(0.05f);
    s.touch(EventTouch::Code::Moved, {100, 90});
    s.touch(EventTouch::Code::Ended, {100, 90});
    ASSERT_EQ(s.y(), -60.0f);
    for (int i = 0; i < 200 && s.view->isAutoScrolling(); ++i) s.view->update(1.0f / 60);
    EXPECT_EQ(s.y(), 0.0f);
    EXPECT_FALSE(s.view->isAutoScrolling());
}

TEST(ScrollView, ADragStartedOnAButtonInsideScrollsOnceItMovesSevenPointsAndCancelsTheClick) {
    ScrollStage s;
    auto& button = s.view->emplaceChild<Button>();
    button.setTexture(TextureInfo{TextureHandle{3}, 100, 40, false, {}});
    button.setAnchorPoint({0, 0});
    button.setPosition({20, 200});  // world (20, 100)-(120, 140)
    int clicks = 0;
    button.addClickEventListener([&](Widget&) { ++clicks; });
    ListenerHandle buttonListening = listenForTouches(s.director.eventDispatcher(), button);
    s.touch(EventTouch::Code::Began, {50, 110});
    EXPECT_TRUE(button.isHighlighted());
    s.touch(EventTouch::Code::Moved, {50, 117});  // 7 points: not more than 7/160 inch
    EXPECT_TRUE(button.isHighlighted());
    EXPECT_EQ(s.y(), -100.0f);
    s.touch(EventTouch::Code::Moved, {50, 130});
    EXPECT_FALSE(button.isHighlighted());
    EXPECT_EQ(s.y(), -87.0f);  // from the last point the view saw
    s.touch(EventTouch::Code::Ended, {50, 130});
    EXPECT_EQ(clicks, 0);
    // A tap still clicks.
    s.touch(EventTouch::Code::Began, {50, 130});
    s.touch(EventTouch::Code::Ended, {50, 130});
    EXPECT_EQ(clicks, 1);
}

TEST(ScrollView, ItClipsAndDrawsItsBackgroundInsideTheGroup) {
    ScrollStage s;
    s.view->setBackgroundOpacity(102);
    s.view->emplaceChild<ColorLayer>(Color4B{255, 0, 0, 255}, Size{10, 10}, "tile");
    RenderQueue q;
    NodeTraversal::visit(*s.director.runningScene(), q);
    ASSERT_EQ(q.clipRegions().size(), 2u);
    EXPECT_EQ(q.clipRegions()[1].corners[2], (Vec2{200, 200}));
    ASSERT_EQ(q.order().size(), 2u);
    EXPECT_EQ(q.commands()[q.order()[0]].node, s.view);
    EXPECT_EQ(q.vertices()[0].color.a, 102);
    // The tile sits at the container's origin: (0, -100) in the view.
    EXPECT_EQ(q.vertices()[4].position, (Vec2{0, -100}));
}

// Layout's GRADIENT background: a LayerGradient from the colour to the end colour, both at
// the background's opacity; (1, 0) runs left to right, so the left corners are the start.
TEST(ScrollView, AGradientBackgroundFadesAlongItsVector) {
    ScrollStage s;
    s.view->setBackgroundColor({200, 0, 0});
    s.view->setBackgroundOpacity(128);
    s.view->setBackgroundGradient(true);
    s.view->setBackgroundEndColor({0, 0, 200});
    s.view->setBackgroundVector({1, 0});
    s.view->destroyAllChildren();
    RenderQueue q;
    NodeTraversal::visit(*s.director.runningScene(), q);
    ASSERT_EQ(q.vertices().size(), 4u);
    EXPECT_EQ(q.vertices()[0].color, (Color4B{200, 0, 0, 128}));  // bottom left
    EXPECT_EQ(q.vertices()[1].color, (Color4B{0, 0, 200, 128}));  // bottom right
    EXPECT_EQ(q.vertices()[2].color, (Color4B{0, 0, 200, 128}));  // top right
    EXPECT_EQ(q.vertices()[3].color, (Color4B{200, 0, 0, 128}));  // top left
}

// Layout's background image: over the colour, under the children, fixed to the view; whole
// at its own size about the view's centre, or sliced over the view (nine quads).
TEST(ScrollView, ABackgroundImageIsCentredAtItsSizeOrSlicedOverTheView) {
    ScrollStage s;
    s.view->setBackgroundOpacity(255);
    s.view->backgroundImage().load(TextureInfo{TextureHandle{3}, 40, 20, false, {}}, "bg.png");
    s.view->imagesChanged();
    RenderQueue q;
    NodeTraversal::visit(*s.director.runningScene(), q);
    ASSERT_EQ(q.order().size(), 2u);  // the colour, then the image (the item, a Node, draws nothing)
    const DrawCommand& image = q.commands()[q.order()[1]];
    EXPECT_EQ(image.node, s.view);
    EXPECT_EQ(image.texture, (TextureHandle{3}));
    EXPECT_EQ(image.quadCount, 1u);
    EXPECT_EQ(q.vertices()[image.firstQuad * 4].position, (Vec2{80, 90}));  // (200 - 40) / 2, (200 - 20) / 2
    s.view->jumpToBottom();  // the image stays with the view, not the container
    s.view->setBackgroundImageScale9Enabled(true);
    s.view->setBackgroundImageCapInsets({{4, 4}, {32, 12}});
    RenderQueue sliced;
    NodeTraversal::visit(*s.director.runningScene(), sliced);
    const DrawCommand& nine = sliced.commands()[sliced.order()[1]];
    EXPECT_EQ(nine.quadCount, 9u);
    EXPECT_EQ(sliced.vertices()[nine.firstQuad * 4].position, (Vec2{0, 0}));
    s.view->setContentSize({300, 100});  // sliced over the new size
    EXPECT_EQ(s.view->backgroundImage().sprite()->contentSize(), (Size{300, 100}));
}
