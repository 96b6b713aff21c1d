// ScrollView's scroll bars: cocos 3.17's ui::ScrollViewBar. Every expected number is worked
// out by hand from ScrollViewBar::calculateLength, calculatePosition and processAutoHide
// with cocos' defaults (width 12, margins 20, colour (52, 65, 87) at 102, 0.2 s fade).
#include "diorama/director/director.h"
#include "diorama/events/event.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/page_view.h"
#include "diorama/nodes/scroll_view.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "diorama/types/builtin_types.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace diorama;

namespace {

// A 200 x 200 view at the scene's origin onto a 200 x 600 container.
struct BarStage {
    Director director;
    ScrollView* view = nullptr;
    ListenerHandle listening;

    explicit BarStage(bool bounce = false) {
        director.runSceneNow(std::make_unique<Scene>());
        auto& v = director.runningScene()->emplaceChild<ScrollView>();
        v.setContentSize({200, 200});
        v.setInnerContainerSize({200, 600});
        v.setBounceEnabled(bounce);
        v.setInertiaScrollEnabled(false);
        view = &v;
        listening = listenForTouches(director.eventDispatcher(), v);
    }
    void touch(EventTouch::Code code, Vec2 at) {
        EventTouch event(code, {Touch{0, at, at, at}});
        director.eventDispatcher().dispatchEvent(event);
    }
};

// The box of the quads the view emitted after its own background, in world space.
Rect barBox(const RenderQueue& q, const Node& view) {
    Rect box{};
    bool first = true;
    for (const DrawCommand& c : q.commands()) {
        if (c.node != &view) continue;
        for (std::uint32_t v = c.firstQuad * 4; v < (c.firstQuad + c.quadCount) * 4; ++v) {
            const Vec2 p = q.vertices()[v].position;
            if (first) box = {p, {0, 0}}, first = false;
            const float left = std::min(box.origin.x, p.x), bottom = std::min(box.origin.y, p.y);
            const float right = std::max(box.origin.x + box.size.width, p.x);
            const float top = std::max(box.origin.y + box.size.height, p.y);
            box = {{left, bottom}, {right - left, top - bottom}};
        }
    }
    return box;
}

}  // namespace

TEST(ScrollViewBar, LengthAndPlaceMirrorTheVisiblePartOfTheContainer) {
    BarStage s;
    // length = |200 - 2 * 20| * 200 / 600; at the top the container is scrolled 400 of 400.
    auto bar = s.view->verticalScrollBarPlacement();
    EXPECT_FLOAT_EQ(bar.length, 160.0f / 3.0f);
    EXPECT_FLOAT_EQ(bar.origin.x, 180.0f);  // 200 - 20 from the right edge
    EXPECT_FLOAT_EQ(bar.origin.y, 200.0f - 160.0f / 3.0f - 20.0f);
    s.view->jumpToPercentVertical(50);  // scrolled 200 of 400
    bar = s.view->verticalScrollBarPlacement();
    EXPECT_FLOAT_EQ(bar.origin.y, (200.0f - 160.0f / 3.0f - 40.0f) * 0.5f + 20.0f);
    s.view->jumpToBottom();
    EXPECT_FLOAT_EQ(s.view->verticalScrollBarPlacement().origin.y, 20.0f);
    EXPECT_FALSE(s.view->hasHorizontalScrollBar());
}

TEST(ScrollViewBar, OutOfBoundsTheBarShrinksTwentyTimesAsFast) {
    BarStage s(/*bounce=*/true);
    s.view->setInnerContainerPosition({0, -430});  // 30 past the top
    const auto bar = s.view->verticalScrollBarPlacement();
    EXPECT_FLOAT_EQ(bar.length, 160.0f * (200.0f / 1200.0f));  // 600 + 30 * 20
    // scrolled 430 of 400 + 30: the bar sits at the top.
    EXPECT_FLOAT_EQ(bar.origin.y, 200.0f - 160.0f * (200.0f / 1200.0f) - 20.0f);
}

TEST(ScrollViewBar, AHorizontalBarRunsAlongTheBottomEdge) {
    BarStage s;
    s.view->setDirection(ScrollView::Direction::Horizontal);
    s.view->setContentSize({300, 100});
    s.view->setInnerContainerSize({900, 100});
    EXPECT_FALSE(s.view->hasVerticalScrollBar());
    auto bar = s.view->horizontalScrollBarPlacement();
    EXPECT_FLOAT_EQ(bar.length, 260.0f * (300.0f / 900.0f));
    EXPECT_EQ(bar.origin, (Vec2{20, 20}));
    s.view->jumpToPercentHorizontal(100);
    bar = s.view->horizontalScrollBarPlacement();
    EXPECT_FLOAT_EQ(bar.origin.x, 300.0f - 260.0f * (300.0f / 900.0f) - 20.0f);
    // Both directions, and none (as in cocos), have both bars.
    s.view->setDirection(ScrollView::Direction::None);
    EXPECT_TRUE(s.view->hasVerticalScrollBar() && s.view->hasHorizontalScrollBar());
}

TEST(ScrollViewBar, ShowsWhileDraggedThenFadesOverTheAutoHideTime) {
    BarStage s;
    EXPECT_EQ(s.view->scrollBarShownOpacity(), 0);
    s.touch(EventTouch::Code::Began, {100, 100});
    EXPECT_EQ(s.view->scrollBarShownOpacity(), 0);  // a touch alone shows nothing
    s.touch(EventTouch::Code::Moved, {100, 130});
    EXPECT_EQ(s.view->scrollBarShownOpacity(), 102);
    s.view->update(1.0f);  // held while the finger is down
    EXPECT_EQ(s.view->scrollBarShownOpacity(), 102);
    s.touch(EventTouch::Code::Ended, {100, 130});
    s.view->update(0.05f);  // 102 * 0.15 / 0.2 = 76.5
    EXPECT_EQ(s.view->scrollBarShownOpacity(), 76);
    s.view->update(0.1f);  // 102 * 0.05 / 0.2 = 25.5
    EXPECT_EQ(s.view->scrollBarShownOpacity(), 25);
    s.view->update(0.1f);
    EXPECT_EQ(s.view->scrollBarShownOpacity(), 0);
}

TEST(ScrollViewBar, ATapThatNeverMovesLeavesTheBarsHidden) {
    BarStage s;
    s.touch(EventTouch::Code::Began, {100, 100});
    s.touch(EventTouch::Code::Ended, {100, 100});
    s.view->update(0.01f);
    EXPECT_EQ(s.view->scrollBarShownOpacity(), 0);
}

TEST(ScrollViewBar, WithoutAutoHideTheBarsAlwaysShowAtTheirOpacity) {
    BarStage s;
    s.view->setScrollBarAutoHideEnabled(false);
    EXPECT_EQ(s.view->scrollBarShownOpacity(), 102);
    s.view->setScrollBarOpacity(200);
    EXPECT_EQ(s.view->scrollBarShownOpacity(), 200);
    s.view->update(5.0f);
    EXPECT_EQ(s.view->scrollBarShownOpacity(), 200);
}

TEST(ScrollViewBar, IsDrawnOverTheChildrenInsideTheClipTintedByTheView) {
    BarStage s;
    auto& child = s.view->emplaceChild<ColorLayer>();
    child.setContentSize({200, 600});
    s.view->setColor({255, 0, 128});
    s.view->setOpacity(128);
    RenderQueue still;
    NodeTraversal::visit(*s.director.runningScene(), still);
    EXPECT_EQ(still.commands().size(), 1u);  // hidden bars emit nothing
    s.view->setScrollBarAutoHideEnabled(false);
    RenderQueue q;
    NodeTraversal::visit(*s.director.runningScene(), q);
    ASSERT_EQ(q.commands().size(), 2u);
    const DrawCommand& bar = q.commands()[1];
    EXPECT_EQ(bar.node, s.view);
    EXPECT_EQ(bar.clip, q.commands()[0].clip);
    EXPECT_NE(bar.clip, 0u);
    // (52, 65, 87) x (255, 0, 128) / 255; 102 x 128 / 255 = 51.2.
    const Color4B c = q.vertices()[bar.firstQuad * 4].color;
    EXPECT_EQ(c, (Color4B{52, 0, 43, 51}));
    // The body from 126.67 to 180 at x = 180 +- 6, and a round cap of 6 at either end.
    const Rect box = barBox(q, *s.view);
    EXPECT_FLOAT_EQ(box.origin.x, 174.0f);
    EXPECT_FLOAT_EQ(box.size.width, 12.0f);
    EXPECT_NEAR(box.origin.y, 200.0f - 160.0f / 3.0f - 20.0f - 6.0f, 1e-4);
    EXPECT_NEAR(box.origin.y + box.size.height, 200.0f - 20.0f + 6.0f, 1e-4);
}

TEST(ScrollViewBar, APageViewHasNoBarsAndTheSettingsAreScenePropertiesWithCocosDefaults) {
    PageView pages;
    EXPECT_FALSE(pages.isScrollBarEnabled());
    ScrollView view;
    EXPECT_TRUE(view.isScrollBarEnabled());
    EXPECT_EQ(view.scrollBarWidth(), 12.0f);
    EXPECT_EQ(view.scrollBarColor(), (Color3B{52, 65, 87}));
    EXPECT_EQ(view.scrollBarOpacity(), 102);
    EXPECT_FLOAT_EQ(view.scrollBarAutoHideTime(), 0.2f);
    EXPECT_EQ(view.scrollBarPositionFromCornerForVertical(), (Vec2{20, 20}));
    const NodeType* type = builtinNodeTypes().find("ScrollView");
    ASSERT_NE(type, nullptr);
    for (const char* key : {"scrollBarEnabled", "scrollBarWidth", "scrollBarColor", "scrollBarOpacity",
                            "scrollBarAutoHideEnabled", "scrollBarAutoHideTime",
                            "scrollBarPositionFromCornerForVertical", "scrollBarPositionFromCornerForHorizontal"})
        EXPECT_NE(type->find(key), nullptr) << key;
    const PropertyDescriptor* enabled = builtinNodeTypes().typeOf(pages).find("scrollBarEnabled");
    ASSERT_NE(enabled, nullptr);
    EXPECT_FALSE(enabled->shouldSave(pages));
}
