// ListView's magnetic scrolling and selected-item events: cocos 3.17's
// ListView::startMagneticScroll, startAttenuatingAutoScroll, getHowMuchOutOfBoundary and
// interceptTouchEvent. Every expected number is worked out by hand from those functions and
// cocos' binary search (findClosestItem).
#include "diorama/director/director.h"
#include "diorama/events/event.h"
#include "diorama/nodes/button.h"
#include "diorama/nodes/list_view.h"
#include "diorama/nodes/page_view.h"
#include "diorama/scene/scene.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace diorama;

namespace {

// Exposes the glide a quick release starts, to give it an exact delta and velocity.
struct GlidingList : ListView {
    using ListView::startAttenuatingAutoScroll;
};

// A 200 x 200 vertical list of ten 200 x 50 items, no margin: item k spans y
// 450 - 50k .. 500 - 50k in the 500-high container, which starts at y = -300.
struct MagnetStage {
    Director director;
    GlidingList* list = nullptr;
    ListenerHandle listening;

    explicit MagnetStage(ListView::MagneticType magnet) {
        director.runSceneNow(std::make_unique<Scene>());
        auto& l = director.runningScene()->emplaceChild<GlidingList>();
        l.setContentSize({200, 200});
        l.setInertiaScrollEnabled(false);
        l.setMagneticType(magnet);
        for (int k = 0; k < 10; ++k) {
            auto item = std::make_unique<Node>("item-" + std::to_string(k));
            item->setContentSize({200, 50});
            l.addChild(std::move(item));
        }
        l.refreshView();
        list = &l;
        listening = listenForTouches(director.eventDispatcher(), l);
    }
    void touch(EventTouch::Code code, Vec2 at) {
        EventTouch event(code, {Touch{0, at, at, at}});
        director.eventDispatcher().dispatchEvent(event);
    }
    float y() const { return list->innerContainerPosition().y; }
};

}  // namespace

TEST(ListViewMagnet, ASlowReleaseScrollsTheItemNearestTheMagnetToItInOneSecond) {
    MagnetStage s(ListView::MagneticType::Top);
    ASSERT_EQ(s.y(), -300.0f);
    s.touch(EventTouch::Code::Began, {100, 100});
    s.touch(EventTouch::Code::Moved, {100, 170});
    s.touch(EventTouch::Code::Ended, {100, 170});
    ASSERT_EQ(s.y(), -230.0f);
    // The magnet (the view's top centre) is at container y 430: item 1's top (450) is
    // nearer than item 2's (400), so the container goes to -250.
    EXPECT_TRUE(s.list->isAutoScrolling());
    s.list->update(0.5f);
    EXPECT_FLOAT_EQ(s.y(), -230.0f - 20.0f * 0.96875f);  // quintic ease-out at half time
    s.list->update(0.5f);
    EXPECT_FLOAT_EQ(s.y(), -250.0f);
}

TEST(ListViewMagnet, WithoutAMagnetAReleaseStaysWhereItIs) {
    MagnetStage s(ListView::MagneticType::None);
    s.touch(EventTouch::Code::Began, {100, 100});
    s.touch(EventTouch::Code::Moved, {100, 170});
    s.touch(EventTouch::Code::Ended, {100, 170});
    EXPECT_FALSE(s.list->isAutoScrolling());
    EXPECT_EQ(s.y(), -230.0f);
}

TEST(ListViewMagnet, AGlideIsChangedToEndWithAnItemAtTheMagnet) {
    MagnetStage s(ListView::MagneticType::Top);
    // Up 130 would end at -170 with the magnet at container y 370: item 3's top (350) is
    // nearest, so the glide goes 150, over sqrt(sqrt(500 / 5)) s.
    s.list->startAttenuatingAutoScroll({0, 130}, {0, 500});
    s.list->update(std::sqrt(10.0f) + 0.01f);
    EXPECT_FLOAT_EQ(s.y(), -150.0f);
}

TEST(ListViewMagnet, BothEndsMagnetTheEndTheGlideRunsTowards) {
    MagnetStage s(ListView::MagneticType::BothEnd);
    // Moving up, the bottom end is the magnet, at container y 300 - 130 = 170: item 6's
    // bottom (150) is nearest, so the glide goes 150 and item 6 ends on the view's bottom.
    s.list->startAttenuatingAutoScroll({0, 130}, {0, 500});
    s.list->update(std::sqrt(10.0f) + 0.01f);
    EXPECT_FLOAT_EQ(s.y(), -150.0f);
}

TEST(ListViewMagnet, ACentreMagnetLetsTheEndItemsReachTheCentre) {
    MagnetStage s(ListView::MagneticType::Center);
    // The first item's centre (container y 475) to the view's centre: the container's top
    // may come down to 200 - (200 - 50) / 2 = 125, so it goes to -375.
    s.list->jumpToItem(0, {0.5f, 0.5f}, {0.5f, 0.5f});
    EXPECT_EQ(s.y(), -375.0f);
    s.list->setMagneticAllowedOutOfBoundary(false);
    s.list->jumpToItem(0, {0.5f, 0.5f}, {0.5f, 0.5f});
    EXPECT_EQ(s.y(), -300.0f);
    PageView pages;
    EXPECT_EQ(pages.magneticType(), ListView::MagneticType::Center);
}

TEST(ListViewMagnet, ATapOnAWidgetInAnItemSelectsItAndADragDoesNot) {
    MagnetStage s(ListView::MagneticType::None);
    // A button inside item 2 (container y 350..400, the view's 50..100).
    auto& button = s.list->item(2)->emplaceChild<Button>();
    button.setTexture(TextureInfo{TextureHandle{3}, 100, 40, false, {}});
    button.setAnchorPoint({0, 0});
    button.setPosition({20, 5});  // world (20, 55)-(120, 95)
    ListenerHandle buttonListening = listenForTouches(s.director.eventDispatcher(), button);
    std::vector<ListView::EventType> events;
    s.list->addEventListener([&](ListView&, ListView::EventType type) { events.push_back(type); });
    EXPECT_EQ(s.list->curSelectedIndex(), -1);
    s.touch(EventTouch::Code::Began, {50, 70});
    s.touch(EventTouch::Code::Ended, {50, 70});
    EXPECT_EQ(s.list->curSelectedIndex(), 2);
    EXPECT_EQ(events, (std::vector{ListView::EventType::SelectedItemStart, ListView::EventType::SelectedItemEnd}));
    // A drag of more than 7 points is the list's: the button loses its press, no end.
    events.clear();
    s.touch(EventTouch::Code::Began, {50, 70});
    s.touch(EventTouch::Code::Moved, {50, 90});
    s.touch(EventTouch::Code::Ended, {50, 90});
    EXPECT_EQ(events, (std::vector{ListView::EventType::SelectedItemStart}));
}
