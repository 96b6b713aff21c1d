// PageView: cocos 3.17's ui::PageView, a horizontal ListView whose release settles on a
// page or turns to the next one, through the real EventDispatcher. Numbers follow cocos'
// PageView::handleReleaseLogic and ListView::scrollToItem (1 s, quintic ease-out).
#include "diorama/nodes/page_view.h"
#include "diorama/director/director.h"
#include "diorama/events/event.h"
#include "diorama/render/render_queue.h"
#include "diorama/render/texture_store.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"

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

// ---- the page indicator (cocos' PageViewIndicator) ----------------------------------------

namespace {

// The indicator's command in a visit of the stage: the view's last, marked as its part.
const DrawCommand* indicatorCommand(const RenderQueue& q, const Node& view) {
    for (const DrawCommand& c : q.commands())
        if (c.node == &view && c.part == DrawPart::PageIndicator) return &c;
    return nullptr;
}

// A quad's centre and side.
std::pair<Vec2, float> dotOf(const RenderQueue& q, std::uint32_t quad) {
    const QuadVertex* v = &q.vertices()[quad * 4];
    return {(v[0].position + v[2].position) * 0.5f, v[1].position.x - v[0].position.x};
}

}  // namespace

// Four 32-point dots 23 apart: 4 x 32 + 3 x 23 = 197 long, centred on (100, 10), the view's
// (0.5, 0.1); the first at -98.5 + 16 = -82.5, then every 55; 16 up.
TEST(PageView, TheIndicatorsDotsAreCentredAtItsAnchorAsCocosArrangesThem) {
    Pages p;
    EXPECT_FALSE(p.view->isIndicatorEnabled());
    EXPECT_TRUE(p.view->indicatorDotCentres().empty());
    p.view->setIndicatorEnabled(true);
    EXPECT_EQ(p.view->indicatorPositionAsAnchorPoint(), (Vec2{0.5f, 0.1f}));
    EXPECT_EQ(p.view->indicatorPosition(), (Vec2{100, 10}));
    EXPECT_EQ(p.view->indicatorDotCentres(), (std::vector<Vec2>{{17.5f, 26}, {72.5f, 26}, {127.5f, 26}, {182.5f, 26}}));
    p.view->setIndicatorSpaceBetweenIndexNodes(8);  // 4 x 32 + 3 x 8 = 152: from -60
    EXPECT_EQ(p.view->indicatorDotCentres().front(), (Vec2{40, 26}));
    p.view->setIndicatorIndexNodesScale(0.5f);  // the spacing stays that of 32-point dots
    EXPECT_EQ(p.view->indicatorDotCentres().front(), (Vec2{40, 26}));
    p.view->setIndicatorPosition({50, 80});
    EXPECT_EQ(p.view->indicatorPositionAsAnchorPoint(), (Vec2{0.25f, 0.8f}));
}

// Vertical pages: the indicator moves to (0.1, 0.5) and the dots run down from the top.
TEST(PageView, VerticalPagesPutTheIndicatorOnTheLeftAndTheFirstDotOnTop) {
    Pages p;
    p.view->setIndicatorEnabled(true);
    p.view->setIndicatorPositionAsAnchorPoint({0.9f, 0.9f});
    p.view->setDirection(ScrollView::Direction::Vertical);
    EXPECT_EQ(p.view->indicatorPositionAsAnchorPoint(), (Vec2{0.1f, 0.5f}));  // setDirection resets it
    const auto dots = p.view->indicatorDotCentres();
    ASSERT_EQ(dots.size(), 4u);
    EXPECT_EQ(dots[0], (Vec2{36, 50 + 82.5f}));
    EXPECT_EQ(dots[3], (Vec2{36, 50 - 82.5f}));
    p.view->setDirection(ScrollView::Direction::Horizontal);
    EXPECT_EQ(p.view->indicatorPositionAsAnchorPoint(), (Vec2{0.5f, 0.1f}));
}

// Drawn over the pages: a dot per page at 30 % white, then the current page's dot over it
// in (100, 100, 255), all with cocos' circle image. The mark follows the page shown.
TEST(PageView, TheIndicatorIsDrawnOverThePagesWithTheCurrentPagesDotOnTop) {
    Pages p;
    p.view->setIndicatorEnabled(true);
    p.view->setCurrentPageIndex(2);
    RenderQueue q;
    NodeTraversal::visit(*p.director.runningScene(), q);
    const DrawCommand* c = indicatorCommand(q, *p.view);
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(&q.commands().back(), c);
    EXPECT_EQ(c->texture, TextureStore::kCircle);
    ASSERT_EQ(c->quadCount, 5u);
    for (std::uint32_t k = 0; k < 4; ++k) {
        const auto [centre, side] = dotOf(q, c->firstQuad + k);
        EXPECT_EQ(centre, (Vec2{17.5f + 55.0f * float(k), 26})) << k;
        EXPECT_EQ(side, 32.0f);
        EXPECT_EQ(q.vertices()[(c->firstQuad + k) * 4].color, (Color4B{255, 255, 255, 76}));
    }
    const auto [mark, side] = dotOf(q, c->firstQuad + 4);
    EXPECT_EQ(mark, (Vec2{127.5f, 26}));
    EXPECT_EQ(q.vertices()[(c->firstQuad + 4) * 4].color, (Color4B{100, 100, 255, 255}));

    p.view->setIndicatorIndexNodesScale(0.5f);
    p.view->setIndicatorIndexNodesColor({255, 0, 0});
    p.view->setOpacity(40);  // cocos' indicator passes nothing on to its dots
    RenderQueue scaled;
    NodeTraversal::visit(*p.director.runningScene(), scaled);
    const DrawCommand* d = indicatorCommand(scaled, *p.view);
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(dotOf(scaled, d->firstQuad).second, 16.0f);
    EXPECT_EQ(scaled.vertices()[d->firstQuad * 4].color, (Color4B{255, 0, 0, 76}));
}

TEST(PageView, NoIndicatorIsDrawnWhileItIsOffOrThereAreNoPages) {
    Pages p;
    RenderQueue off;
    NodeTraversal::visit(*p.director.runningScene(), off);
    EXPECT_EQ(indicatorCommand(off, *p.view), nullptr);
    PageView& empty = p.director.runningScene()->emplaceChild<PageView>();
    empty.setContentSize({100, 100});
    empty.setIndicatorEnabled(true);
    RenderQueue none;
    NodeTraversal::visit(*p.director.runningScene(), none);
    EXPECT_EQ(indicatorCommand(none, empty), nullptr);
}

// setIndicatorIndexNodesTexture: every dot, the current one too, is the image, and the
// image's size spaces them: four 40 x 20 dots take 4 x 40 + 3 x 23 = 229, the first at
// -114.5 + 20 = -94.5 from the centre, 10 up.
TEST(PageView, ACustomDotImageDrawsEveryDotAndItsSizeSpacesThem) {
    Pages p;
    p.view->setIndicatorEnabled(true);
    p.view->indicatorIndexNodesImage().load(TextureInfo{TextureHandle{7}, 40, 20, false, {}}, "dot.png");
    const auto dots = p.view->indicatorDotCentres();
    ASSERT_EQ(dots.size(), 4u);
    EXPECT_EQ(dots[0], (Vec2{100 - 94.5f, 20}));
    EXPECT_EQ(dots[1], (Vec2{100 - 94.5f + 63, 20}));
    RenderQueue q;
    NodeTraversal::visit(*p.director.runningScene(), q);
    const DrawCommand* c = indicatorCommand(q, *p.view);
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->texture, (TextureHandle{7}));
    const QuadVertex* v = &q.vertices()[c->firstQuad * 4];
    EXPECT_EQ(v[2].position - v[0].position, (Vec2{40, 20}));
    EXPECT_EQ(v[0].uv, (Vec2{0, 1}));  // the image's bottom-left
    EXPECT_EQ(v[2].uv, (Vec2{1, 0}));
    p.view->indicatorIndexNodesImage().load(TextureInfo{}, "");  // back to the circle
    EXPECT_EQ(p.view->indicatorDotCentres()[0], (Vec2{17.5f, 26}));
}

// cocos' PageView::remedyLayoutParameter: the view's layout gives every page the view's
// size, so a resized view keeps one page per view (found by a tryout: the pages kept their
// old size and showed cut off).
TEST(PageView, EveryPageTakesTheViewsSizeAtItsLayout) {
    Pages p;
    p.view->setContentSize({150, 80});
    p.view->layoutIfRequested();
    for (int i = 0; i < 4; ++i) EXPECT_EQ(p.view->item(i)->contentSize(), (Size{150, 80})) << i;
    EXPECT_EQ(p.view->item(2)->position(), (Vec2{300, 0}));
    EXPECT_EQ(p.view->innerContainerSize(), (Size{600, 80}));
    Node& extra = p.view->emplaceChild<Node>();
    extra.setContentSize({10, 10});
    p.view->layoutIfRequested();
    EXPECT_EQ(extra.contentSize(), (Size{150, 80}));
    EXPECT_EQ(sizedByParent(extra), "sized by its PageView: every page is the view's size");
    EXPECT_EQ(sizedByParent(*p.view), "");
}
