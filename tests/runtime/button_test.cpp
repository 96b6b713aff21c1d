// Button: cocos 3.17's ui::Button press states (onPressStateChangedToNormal / Pressed /
// Disabled), its zoom arithmetic (zoomScale added to the image's stretch), the 0.05 s
// ScaleTo of a pressed image, and its touches through the real EventDispatcher.
#include "diorama/nodes/button.h"
#include "diorama/director/director.h"
#include "diorama/events/event.h"
#include "diorama/nodes/panel.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "diorama/types/builtin_types.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

using namespace diorama;

namespace {

constexpr TextureHandle kNormal{7}, kPressed{8}, kDisabled{9};

struct ButtonStage {
    Director director;
    Button* button = nullptr;
    ListenerHandle listening;
    std::vector<std::string> heard;

    ButtonStage() {
        director.runSceneNow(std::make_unique<Scene>());
        auto& b = director.runningScene()->emplaceChild<Button>();
        b.setTexture(TextureInfo{kNormal, 100, 50, false, {}});
        b.setContentSize({200, 100});  // the image stretches twice over
        b.setAnchorPoint({0, 0});
        b.setPosition({100, 100});  // covers (100, 100)-(300, 200)
        b.addClickEventListener([this](Widget&) { heard.push_back("click"); });
        b.addTouchEventListener([this](Widget&, Widget::TouchEventType type) {
            const char* names[] = {"began", "moved", "ended", "canceled"};
            heard.push_back(names[int(type)]);
        });
        button = &b;
        listening = listenForTouches(director.eventDispatcher(), b);
    }
    void touch(EventTouch::Code code, Vec2 at) {
        EventTouch event(code, {Touch{0, at, at, at}});
        director.eventDispatcher().dispatchEvent(event);
    }
    RenderQueue draw() {
        RenderQueue queue;
        NodeTraversal::visit(*director.runningScene(), queue);
        return queue;
    }
};

// The drawn quad's bottom-left and top-right corners.
std::pair<Vec2, Vec2> drawnCorners(const RenderQueue& queue) {
    const auto& v = queue.vertices();
    return {v[0].position, v[2].position};
}

}  // namespace

TEST(Button, ATapInsideShowsPressedThenClicksWhenItEndsInside) {
    ButtonStage s;
    s.touch(EventTouch::Code::Began, {150, 150});
    EXPECT_EQ(s.button->state(), Button::State::Pressed);
    s.touch(EventTouch::Code::Ended, {150, 150});
    EXPECT_EQ(s.button->state(), Button::State::Normal);
    EXPECT_EQ(s.heard, (std::vector<std::string>{"began", "ended", "click"}));
}

TEST(Button, DraggingOutShowsNormalAndEndingOutsideCancelsWithoutAClick) {
    ButtonStage s;
    s.touch(EventTouch::Code::Began, {150, 150});
    s.touch(EventTouch::Code::Moved, {350, 150});
    EXPECT_EQ(s.button->state(), Button::State::Normal);
    s.touch(EventTouch::Code::Moved, {160, 150});
    EXPECT_EQ(s.button->state(), Button::State::Pressed);  // back inside: pressed again
    s.touch(EventTouch::Code::Moved, {350, 150});
    s.touch(EventTouch::Code::Ended, {350, 150});
    EXPECT_EQ(s.heard, (std::vector<std::string>{"began", "moved", "moved", "moved", "canceled"}));
}

TEST(Button, ItSwallowsSoAButtonBelowHearsNothing) {
    ButtonStage s;
    auto& below = s.director.runningScene()->emplaceChild<Button>();
    below.setLocalZOrder(-1);
    below.setTexture(TextureInfo{kNormal, 100, 50, false, {}});
    below.setAnchorPoint({0, 0});
    below.setPosition({100, 100});
    int belowClicks = 0;
    below.addClickEventListener([&](Widget&) { ++belowClicks; });
    ListenerHandle belowListening = listenForTouches(s.director.eventDispatcher(), below);
    s.touch(EventTouch::Code::Began, {150, 120});
    s.touch(EventTouch::Code::Ended, {150, 120});
    EXPECT_EQ(belowClicks, 0);
    EXPECT_EQ(s.heard.back(), "click");

    s.button->setVisible(false);  // an invisible button claims nothing
    s.touch(EventTouch::Code::Began, {150, 120});
    s.touch(EventTouch::Code::Ended, {150, 120});
    EXPECT_EQ(belowClicks, 1);
}

TEST(Button, ADisabledButtonIgnoresTouchesAndDrawsGrayWithoutADisabledImage) {
    ButtonStage s;
    s.button->setEnabled(false);
    EXPECT_FALSE(s.button->isBright());  // cocos' setEnabled sets bright too
    EXPECT_EQ(s.button->state(), Button::State::Disabled);
    s.touch(EventTouch::Code::Began, {150, 150});
    s.touch(EventTouch::Code::Ended, {150, 150});
    EXPECT_TRUE(s.heard.empty());
    RenderQueue queue = s.draw();
    ASSERT_EQ(queue.commands().size(), 1u);
    EXPECT_EQ(queue.commands()[0].texture, kNormal);
    EXPECT_EQ(queue.commands()[0].effect, ShaderEffect::Gray);

    s.button->loadTextureDisabled(TextureInfo{kDisabled, 100, 50, false, {}}, "off.png");
    queue = s.draw();
    ASSERT_EQ(queue.commands().size(), 1u);
    EXPECT_EQ(queue.commands()[0].texture, kDisabled);
    EXPECT_EQ(queue.commands()[0].effect, ShaderEffect::None);
    const auto [min, max] = drawnCorners(queue);
    EXPECT_FLOAT_EQ(min.x, 100);  // stretched over the content size like the normal image
    EXPECT_FLOAT_EQ(max.x, 300);
}

// cocos 3.17's Widget::isAncestorsEnabled walks its getAncensterWidget, which looks at the
// parent and, when that is not a widget, jumps to the great-grandparent: a plain node
// between hides the widget two levels up (axmol later fixed the jump).
TEST(Button, ADisabledWidgetParentBlocksTouchesButOneBehindAPlainNodeIsSkippedAsIn317) {
    ButtonStage s;
    Node& scene = *s.director.runningScene();
    auto& panel = scene.emplaceChild<Panel>();
    panel.setContentSize({1000, 1000});
    s.button->moveToParent(panel);
    panel.setEnabled(false);
    s.touch(EventTouch::Code::Began, {150, 120});
    s.touch(EventTouch::Code::Ended, {150, 120});
    EXPECT_TRUE(s.heard.empty());

    auto& outer = scene.emplaceChild<Panel>();  // disabled outer panel, enabled inner one
    panel.moveToParent(outer);
    panel.setEnabled(true);
    outer.setEnabled(false);
    s.touch(EventTouch::Code::Began, {150, 120});
    s.touch(EventTouch::Code::Ended, {150, 120});
    EXPECT_TRUE(s.heard.empty());

    auto& plain = outer.emplaceChild<Node>();  // outer > plain > button: outer is skipped
    s.button->moveToParent(plain);
    s.touch(EventTouch::Code::Began, {150, 120});
    s.touch(EventTouch::Code::Ended, {150, 120});
    EXPECT_EQ(s.heard, (std::vector<std::string>{"began", "ended", "click"}));

    s.heard.clear();  // outer > plain > plain > button: the jump lands on outer
    auto& deeper = plain.emplaceChild<Node>();
    s.button->moveToParent(deeper);
    s.touch(EventTouch::Code::Began, {150, 120});
    s.touch(EventTouch::Code::Ended, {150, 120});
    EXPECT_TRUE(s.heard.empty());
}

// cocos' isScreenPointInRect refuses a rectangle of no width or no height before anything
// else, so such a widget takes no touch, not even on its edge.
TEST(Button, AWidgetWithoutAreaTakesNoTouchEvenOnItsEdge) {
    ButtonStage s;
    for (Size size : {Size{0, 0}, Size{200, 0}, Size{0, 100}}) {
        s.button->setContentSize(size);
        s.touch(EventTouch::Code::Began, {100, 100});
        s.touch(EventTouch::Code::Ended, {100, 100});
        EXPECT_TRUE(s.heard.empty()) << size.width << "x" << size.height;
    }
    s.button->setContentSize({200, 100});
    s.touch(EventTouch::Code::Began, {100, 100});  // the corner of a rectangle with area
    EXPECT_EQ(s.heard, (std::vector<std::string>{"began"}));
}

TEST(Button, WithoutAPressedImageTheNormalImageZoomsAtOnceByZoomScaleAddedToItsStretch) {
    ButtonStage s;
    s.touch(EventTouch::Code::Began, {150, 150});
    // Stretch 2 (200 over 100) + 0.1 = 2.1: 210 x 105 about the centre (200, 150).
    const auto [min, max] = drawnCorners(s.draw());
    EXPECT_FLOAT_EQ(min.x, 95);
    EXPECT_FLOAT_EQ(max.x, 305);
    EXPECT_FLOAT_EQ(min.y, 97.5f);
    EXPECT_FLOAT_EQ(max.y, 202.5f);
    EXPECT_FLOAT_EQ(s.button->titleZoom(), 1.1f);
}

TEST(Button, ScaleNineZoomsTheContentSizeByOnePlusZoomScale) {
    ButtonStage s;
    s.button->setScale9Enabled(true);
    s.button->setZoomScale(0.2f);
    s.touch(EventTouch::Code::Began, {150, 150});
    const Vec2 zoom = s.button->imageZoom();
    EXPECT_FLOAT_EQ(zoom.x, 1.2f);
    EXPECT_FLOAT_EQ(zoom.y, 1.2f);
}

TEST(Button, APressedImageShowsAtItsSizeAndZoomsOverFiveHundredthsOfASecondWithPressedAction) {
    ButtonStage s;
    s.button->loadTexturePressed(TextureInfo{kPressed, 100, 50, false, {}}, "down.png");
    s.touch(EventTouch::Code::Began, {150, 150});
    RenderQueue queue = s.draw();
    ASSERT_EQ(queue.commands().size(), 1u);
    EXPECT_EQ(queue.commands()[0].texture, kPressed);
    EXPECT_FLOAT_EQ(s.button->imageZoom().x, 1.0f);  // no pressed action: no zoom
    s.touch(EventTouch::Code::Ended, {150, 150});

    s.button->setPressedActionEnabled(true);
    s.touch(EventTouch::Code::Began, {150, 150});
    EXPECT_FLOAT_EQ(s.button->imageZoom().x, 1.0f);  // the ScaleTo starts at the next frame
    s.director.mainLoop(0.025f);                     // cocos' first step is at elapsed ~0
    s.director.mainLoop(0.025f);
    EXPECT_NEAR(s.button->imageZoom().x, (2.0f + 0.05f) / 2.0f, 1e-4f);  // half way to 2.1
    EXPECT_NEAR(s.button->titleZoom(), 1.05f, 1e-4f);
    s.director.mainLoop(0.025f);
    s.director.mainLoop(0.025f);
    EXPECT_FLOAT_EQ(s.button->imageZoom().x, 2.1f / 2.0f);
    EXPECT_FLOAT_EQ(s.button->titleZoom(), 1.1f);
    s.touch(EventTouch::Code::Ended, {150, 150});
    EXPECT_FLOAT_EQ(s.button->imageZoom().x, 1.0f);  // back at once on release
    EXPECT_FLOAT_EQ(s.button->titleZoom(), 1.0f);
}

TEST(Button, BrightIsSavedOnlyWhereItDiffersFromEnabled) {
    const NodeType* type = builtinNodeTypes().find("Button");
    ASSERT_NE(type, nullptr);
    const PropertyDescriptor* bright = type->find("bright");
    ASSERT_NE(bright, nullptr);
    Button button;
    button.setEnabled(false);
    EXPECT_FALSE(bright->shouldSave(button));
    button.setBright(true);
    EXPECT_TRUE(bright->shouldSave(button));
}

TEST(Button, ATouchWhereAClippingParentHidesItDoesNotBeginButMovingThereKeepsItPressed) {
    Director director;
    director.runSceneNow(std::make_unique<Scene>());
    auto& panel = director.runningScene()->emplaceChild<Node>();
    panel.setContentSize({200, 150});  // clips at x = 200 and y = 150
    panel.setClippingEnabled(true);
    auto& button = panel.emplaceChild<Button>();
    button.setTexture(TextureInfo{kNormal, 100, 50, false, {}});
    button.setContentSize({200, 100});
    button.setAnchorPoint({0, 0});
    button.setPosition({100, 100});
    int clicks = 0;
    button.addClickEventListener([&](Widget&) { ++clicks; });
    ListenerHandle listening = listenForTouches(director.eventDispatcher(), button);
    auto touch = [&](EventTouch::Code code, Vec2 at) {
        EventTouch event(code, {Touch{0, at, at, at}});
        director.eventDispatcher().dispatchEvent(event);
    };
    touch(EventTouch::Code::Began, {250, 120});  // on the button, clipped away
    EXPECT_EQ(button.state(), Button::State::Normal);
    touch(EventTouch::Code::Ended, {250, 120});
    EXPECT_EQ(clicks, 0);
    touch(EventTouch::Code::Began, {150, 120});
    EXPECT_EQ(button.state(), Button::State::Pressed);
    // Widget::onTouchMoved tests the widget alone, as in cocos.
    touch(EventTouch::Code::Moved, {250, 120});
    EXPECT_EQ(button.state(), Button::State::Pressed);
    touch(EventTouch::Code::Ended, {250, 120});
    EXPECT_EQ(clicks, 1);
}
