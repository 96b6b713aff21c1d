// PageView: cocos 3.17's ui::PageView, a horizontal ListView whose release settles on a
// page or turns to the next one, through the real EventDispatcher. Numbers follow cocos'
// PageView::handleReleaseLogic and ListView::scrollToItem (1 s, quintic ease-out).
#include "diorama/nodes/page_view.h"
#include "diorama/director/director.h"
#include "diorama/events/event.h"
#include "diorama/scene/scene.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

// A 200 x 100 view of four 200 x 100 pages: the container is 800 wide.
struct Pages {
    Director director;
    PageView* view = nullptr;
    ListenerHandle listening;

    Pages() {
        director.runSceneNow(std::make_unique<Scene>());
        view = &director.runningScene()->emplaceChild<PageView>();
        view->setContentSize({200, 100});
        for (int i = 0; i < 4; ++i) view->emplaceChild<Node>().setContentSize({200, 100});
        view->layoutIfRequested();
        listening = listenForTouches(director.eventDispatcher(), *view);
    }
    void touch(EventTouch::Code code, Vec2 at) {
        EventTouch event(code, {Touch{0, at, at, at}});
        director.eventDispatcher().dispatchEvent(event);
    }
    // A drag from x0 to x1 at y 50 in `steps` moves of `dt` each, then a release.
    void drag(float x0, float x1, int steps, float dt) {
        touch(EventTouch::Code::Began, {x0, 50});
        for (int i = 1; i <= steps; ++i) {
            view->update(dt);
            touch(EventTouch::Code::Moved, {x0 + (x1 - x0) * float(i) / float(steps), 50});
        }
        touch(EventTouch::Code::Ended, {x1, 50});
    }
    void settle() {
        for (int i = 0; i < 200 && view->isAutoScrolling(); ++i) view->update(1.0f / 60.0f);
    }
    float x() const { return view->innerContainerPosition().x; }
};

}  // namespace

TEST(PageView, PagesSitSideBySideAndTheFirstIsShown) {
    Pages p;
    EXPECT_EQ(p.view->direction(), ScrollView::Direction::Horizontal);
    EXPECT_EQ(p.view->innerContainerSize(), (Size{800, 100}));
    EXPECT_EQ(p.view->item(2)->position(), (Vec2{400, 0}));
    EXPECT_EQ(p.view->currentPageIndex(), 0);
    p.view->setCurrentPageIndex(2);
    EXPECT_EQ(p.x(), -400.0f);
    EXPECT_EQ(p.view->currentPageIndex(), 2);
    p.view->setCurrentPageIndex(9);  // no such page
    EXPECT_EQ(p.x(), -400.0f);
}

TEST(PageView, ASlowDragSettlesOnTheNearestPage) {
    Pages p;
    // 60 points left over 0.6 s: 100 points a second, under the 500 threshold.
    p.drag(150, 90, 6, 0.1f);
    EXPECT_EQ(p.x(), -60.0f);
    EXPECT_TRUE(p.view->isAutoScrolling());
    p.settle();
    EXPECT_EQ(p.x(), 0.0f);    // back to page 0, nearer than page 1
    p.drag(150, 30, 6, 0.1f);  // 120 left: page 1 is nearer
    p.settle();
    EXPECT_EQ(p.x(), -200.0f);
    EXPECT_EQ(p.view->currentPageIndex(), 1);
}

TEST(PageView, AFlickTurnsToTheNextPageInItsDirection) {
    Pages p;
    // 40 points left in 0.04 s (1,000 points a second): page 0 is still the nearest, but
    // the flick turns to page 1.
    p.drag(150, 110, 4, 0.01f);
    p.settle();
    EXPECT_EQ(p.x(), -200.0f);
    // A flick right from page 1 goes back to page 0; past the first page it stays there.
    p.drag(50, 90, 4, 0.01f);
    p.settle();
    EXPECT_EQ(p.x(), 0.0f);
    p.drag(50, 90, 4, 0.01f);
    p.settle();
    EXPECT_EQ(p.x(), 0.0f);
}

TEST(PageView, AFlickBackTowardsTheCurrentPageSettlesOnIt) {
    Pages p;
    p.view->setCurrentPageIndex(1);
    // Slowly 80 left (page 1 stays nearest, 80 to its right), then a quick flick 20 right:
    // the current page lies in the flick's direction, so it settles there, not on page 0.
    p.touch(EventTouch::Code::Began, {150, 50});
    for (int i = 1; i <= 8; ++i) {
        p.view->update(0.1f);
        p.touch(EventTouch::Code::Moved, {150.0f - 10.0f * float(i), 50});
    }
    for (int i = 1; i <= 5; ++i) {
        p.view->update(0.004f);
        p.touch(EventTouch::Code::Moved, {70.0f + 4.0f * float(i), 50});
    }
    p.touch(EventTouch::Code::Ended, {90, 50});
    p.settle();
    EXPECT_EQ(p.x(), -200.0f);
}

TEST(PageView, TurningFiresWhenTheScrollEndsOnAnotherPageThanTheTouchBeganOn) {
    Pages p;
    int turns = 0;
    p.view->addEventListener([&](PageView&, PageView::EventType) { ++turns; });
    p.drag(150, 90, 6, 0.1f);  // settles back on page 0
    p.settle();
    EXPECT_EQ(turns, 0);
    p.drag(150, 110, 4, 0.01f);  // a flick to page 1
    EXPECT_EQ(turns, 0);         // not before the scroll ends
    p.settle();
    EXPECT_EQ(turns, 1);
    EXPECT_EQ(p.view->currentPageIndex(), 1);
    p.drag(50, 90, 4, 0.01f);  // and back to page 0
    p.settle();
    EXPECT_EQ(turns, 2);
}
