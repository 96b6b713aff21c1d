#include "pointer_input.h"

#include "diorama/events/event_dispatcher.h"
#include "diorama/events/event_listener.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace diorama {
namespace {

// A show-all 960x640 scene in a 1280x720 window: pillars of 100 pixels, scale 1.125.
struct PointerFixture : ::testing::Test {
    Director director;
    PointerInput pointer{director};
    std::vector<std::string> seen;
    ListenerHandle touches, mice;

    void SetUp() override {
        director.runSceneNow(std::make_unique<Scene>(Size{960, 640}));
        pointer.setResolution(computeDesignResolution({960, 640}, {1280, 720}, ResolutionPolicy::ShowAll));
        auto touch = std::make_shared<TouchOneByOneListener>();
        auto note = [this](const char* what, const Touch& t) {
            seen.push_back(std::string(what) + " " + std::to_string(int(t.location.x)) + "," +
                           std::to_string(int(t.location.y)));
        };
        touch->onTouchBegan = [note](const Touch& t, EventTouch&) {
            note("began", t);
            return true;
        };
        touch->onTouchMoved = [note](const Touch& t, EventTouch&) { note("moved", t); };
        touch->onTouchEnded = [note](const Touch& t, EventTouch&) { note("ended", t); };
        touch->onTouchCancelled = [note](const Touch& t, EventTouch&) { note("cancelled", t); };
        touches = director.eventDispatcher().addEventListenerWithFixedPriority(touch, -1);
        auto mouse = std::make_shared<MouseListener>();
        mouse->onMouseDown = [this](EventMouse& e) { seen.push_back("mouse down " + std::to_string(e.button())); };
        mouse->onMouseScroll = [this](EventMouse& e) { seen.push_back("scroll " + std::to_string(int(e.scroll().y))); };
        mice = director.eventDispatcher().addEventListenerWithFixedPriority(mouse, -2);
    }
    void frame() { director.mainLoop(1.0f / 60); }
};

TEST_F(PointerFixture, LeftButtonGivesATouchInSceneCoordinatesThroughThePolicy) {
    pointer.button(0, true, {100 + 1.125f * 480, 1.125f * 320});  // the design centre
    pointer.move({100 + 1.125f * 500, 1.125f * 320});
    pointer.button(0, false, {100 + 1.125f * 500, 1.125f * 320});
    frame();
    EXPECT_EQ(seen, (std::vector<std::string>{"began 480,320", "mouse down 0", "moved 500,320", "ended 500,320"}));
}

TEST_F(PointerFixture, APressInTheLetterboxIsAMouseEventButNoTouch) {
    pointer.button(0, true, {50, 360});
    pointer.button(0, false, {50, 360});
    frame();
    EXPECT_EQ(seen, (std::vector<std::string>{"mouse down 0"}));
}

TEST_F(PointerFixture, LosingFocusCancelsTheTouchInProgress) {
    pointer.button(0, true, {640, 360});
    pointer.focusLost();
    pointer.button(0, false, {640, 360});
    frame();
    EXPECT_EQ(seen, (std::vector<std::string>{"began 480,320", "mouse down 0", "cancelled 480,320"}));
    EXPECT_FALSE(pointer.touching());
}

TEST_F(PointerFixture, OtherButtonsAndTheWheelAreMouseEventsOnly) {
    pointer.button(1, true, {640, 360});
    pointer.scroll({640, 360}, {0, 1});
    frame();
    // cocos negates the wheel's y.
    EXPECT_EQ(seen, (std::vector<std::string>{"mouse down 1", "scroll -1"}));
}

}  // namespace
}  // namespace diorama
