// ListView: cocos 3.17's ui::ListView, a ScrollView whose LinearVertical/Horizontal layout
// stacks the items. Every expected number is worked out by hand from cocos' formulas
// (ListView::remedyLayoutParameter, updateInnerContainerSize and the layout managers).
#include "diorama/nodes/list_view.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

Node& addItem(Node& list, const char* name, Size size, Vec2 anchor) {
    auto item = std::make_unique<Node>(name);
    item->setContentSize(size);
    item->setAnchorPoint(anchor);
    item->setPosition({-999, -999});  // the list decides
    return list.addChild(std::move(item));
}

// A 200 x 200 vertical list, 6 apart: a centred 100 x 100, a 60 x 40 scaled twice from its
// bottom-left corner (its box is 120 x 80, its content 40 high) and an 80 x 60 hung from
// its top-right corner.
struct VerticalList {
    Scene scene;
    ListView* list = nullptr;
    Node* a = nullptr;
    Node* b = nullptr;
    Node* c = nullptr;

    VerticalList() {
        list = &scene.emplaceChild<ListView>();
        list->setContentSize({200, 200});
        list->setItemsMargin(6);
        list->setGravity(ListView::Gravity::CenterHorizontal);
        a = &addItem(*list, "a", {100, 100}, {0.5f, 0.5f});
        b = &addItem(*list, "b", {60, 40}, {0, 0});
        b->setScale(2);
        c = &addItem(*list, "c", {80, 60}, {1, 1});
    }
    void visit() {
        RenderQueue queue;
        NodeTraversal::visit(scene, queue);
    }
};

// A 200 x 100 horizontal list, 10 apart, bottom-aligned: a centred 50 x 40, a 30 x 20
// hung from its top-left corner and stretched twice across (a 60-wide box), and a
// 120 x 80 from its bottom-left corner.
struct HorizontalList {
    Scene scene;
    ListView* list = nullptr;
    Node* d = nullptr;
    Node* e = nullptr;
    Node* f = nullptr;

    HorizontalList() {
        list = &scene.emplaceChild<ListView>();
        list->setContentSize({200, 100});
        list->setDirection(ScrollView::Direction::Horizontal);
        list->setItemsMargin(10);
        list->setGravity(ListView::Gravity::Bottom);
        d = &addItem(*list, "d", {50, 40}, {0.5f, 0.5f});
        e = &addItem(*list, "e", {30, 20}, {0, 1});
        e->setScaleX(2);
        f = &addItem(*list, "f", {120, 80}, {0, 0});
    }
};

}  // namespace

TEST(ListView, StacksItemsTopDownByTheirBoxesAndSizesTheContainerByTheirContent) {
    VerticalList s;
    s.visit();
    // 100 + 40 + 60 content heights and two margins of 6.
    EXPECT_EQ(s.list->innerContainerSize(), (Size{200, 212}));
    EXPECT_EQ(s.list->innerContainerPosition(), (Vec2{0, -12}));
    EXPECT_EQ(s.a->position(), (Vec2{100, 162}));
    // Below a's bottom (112), its 80-high box and the margin: 112 - 80 - 6.
    EXPECT_EQ(s.b->position(), (Vec2{40, 26}));
    EXPECT_EQ(s.c->position(), (Vec2{140, 20}));
    EXPECT_EQ(s.c->convertToWorldSpace({0, 0}), (Vec2{60, -52}));
}

TEST(ListView, GravityAlignsAVerticalListsItemsLeftOrRight) {
    VerticalList s;
    s.list->setGravity(ListView::Gravity::Left);
    s.list->layoutIfRequested();
    EXPECT_EQ(s.a->position().x, 50.0f);
    EXPECT_EQ(s.b->position().x, 0.0f);
    EXPECT_EQ(s.c->position().x, 80.0f);
    s.list->setGravity(ListView::Gravity::Right);
    s.list->layoutIfRequested();
    EXPECT_EQ(s.a->position().x, 150.0f);
    EXPECT_EQ(s.b->position().x, 80.0f);
    EXPECT_EQ(s.c->position().x, 200.0f);
    // A horizontal gravity means nothing to a vertical list: the items sit at the left.
    s.list->setGravity(ListView::Gravity::Bottom);
    s.list->layoutIfRequested();
    EXPECT_EQ(s.a->position().x, 50.0f);
}

TEST(ListView, AHorizontalListStacksLeftToRightAndAlignsAcross) {
    HorizontalList s;
    ListView& list = *s.list;
    Node &d = *s.d, &e = *s.e, &f = *s.f;
    list.layoutIfRequested();
    EXPECT_EQ(list.innerContainerSize(), (Size{220, 100}));  // 50 + 30 + 120 + 2 x 10
    EXPECT_EQ(d.position(), (Vec2{25, 20}));
    EXPECT_EQ(e.position(), (Vec2{60, 20}));  // right of d's box (50) and the margin
    EXPECT_EQ(f.position(), (Vec2{130, 0}));  // right of e's 60-wide box (120) and the margin
    list.setGravity(ListView::Gravity::CenterVertical);
    list.layoutIfRequested();
    EXPECT_EQ(d.position().y, 50.0f);
    EXPECT_EQ(e.position().y, 60.0f);
    EXPECT_EQ(f.position().y, 10.0f);
    list.setGravity(ListView::Gravity::Top);
    list.layoutIfRequested();
    EXPECT_EQ(d.position().y, 80.0f);
    EXPECT_EQ(e.position().y, 100.0f);
    EXPECT_EQ(f.position().y, 20.0f);
}

TEST(ListView, LaysOutOnceBeforeTheNextVisitNotOnEveryChange) {
    VerticalList s;
    EXPECT_TRUE(s.list->isLayoutRequested());
    EXPECT_EQ(s.a->position(), (Vec2{-999, -999}));
    s.visit();
    EXPECT_FALSE(s.list->isLayoutRequested());
    // The item's own edits are its own until something asks the list again, as in cocos.
    s.a->setPosition({1, 1});
    s.visit();
    EXPECT_EQ(s.a->position(), (Vec2{1, 1}));
    s.list->refreshView();
    EXPECT_EQ(s.a->position(), (Vec2{100, 162}));
}

TEST(ListView, AddingRemovingOrReorderingItemsRelaysTheListAndReturnsToTheTop) {
    VerticalList s;
    s.visit();
    s.list->jumpToBottom();
    EXPECT_EQ(s.list->innerContainerPosition(), (Vec2{0, 0}));
    s.list->destroyChild(*s.b);
    s.visit();
    // 100 + 60 + 6 is shorter than the view: the container is the view.
    EXPECT_EQ(s.list->innerContainerSize(), (Size{200, 200}));
    EXPECT_EQ(s.list->innerContainerPosition(), (Vec2{0, 0}));
    EXPECT_EQ(s.c->position(), (Vec2{140, 94}));  // 200 - 100 - 6
    s.c->setLocalZOrder(-1);                      // drawn, so stacked, first
    s.visit();
    EXPECT_EQ(s.c->position(), (Vec2{140, 200}));
    EXPECT_EQ(s.a->position(), (Vec2{100, 84}));  // below c's bottom (140) and the margin
}

TEST(ListView, TheViewsSizeAndDirectionRelayTheItems) {
    VerticalList s;
    s.visit();
    s.list->setContentSize({300, 100});
    s.visit();
    EXPECT_EQ(s.list->innerContainerSize(), (Size{300, 212}));
    EXPECT_EQ(s.a->position(), (Vec2{150, 162}));
    s.list->setDirection(ScrollView::Direction::Horizontal);
    s.visit();
    EXPECT_EQ(s.a->position(), (Vec2{50, 50}));  // the first of a row, centred in the 100-high view
    // None and Both stack vertically, as a file or a .csb can only say, and leave the
    // container's size alone.
    s.list->setDirection(ScrollView::Direction::Both);
    s.list->setContentSize({300, 150});
    s.visit();
    EXPECT_EQ(s.list->innerContainerSize(), (Size{300, 150}));
    EXPECT_EQ(s.a->position(), (Vec2{150, 100}));
}

TEST(ListView, AnEmptyListsContainerIsTheView) {
    Scene scene;
    auto& list = scene.emplaceChild<ListView>();
    list.setContentSize({120, 80});
    list.setItemsMargin(50);
    list.layoutIfRequested();
    EXPECT_EQ(list.innerContainerSize(), (Size{120, 80}));
}

// cocos 3.17's remedyVertical/HorizontalLayoutParameter: the first item's margin is the
// start padding, every item's cross margin is the left (vertical) or top (horizontal)
// padding, and the container grows by the paddings at both ends. The layout managers add
// only the left and top margins, so right and bottom padding only lengthen the container.
TEST(ListView, PaddingInsetsTheItemsAndLengthensTheContainer) {
    VerticalList s;
    s.list->setPadding(10, 8, 30, 4);
    s.visit();
    // 200 of content heights, two margins of 6, 8 at the top and 4 at the bottom.
    EXPECT_EQ(s.list->innerContainerSize(), (Size{200, 224}));
    EXPECT_EQ(s.list->innerContainerPosition(), (Vec2{0, -24}));
    EXPECT_EQ(s.a->position(), (Vec2{110, 166}));  // centred, then 10 right; 8 down
    EXPECT_EQ(s.b->position(), (Vec2{50, 30}));    // below a's bottom (116), its box and 6
    EXPECT_EQ(s.c->position(), (Vec2{150, 24}));
    // A right gravity moves right by the left padding too, and ignores the right one.
    s.list->setGravity(ListView::Gravity::Right);
    s.list->layoutIfRequested();
    EXPECT_EQ(s.a->position().x, 160.0f);
    EXPECT_EQ(s.c->position().x, 210.0f);
}

TEST(ListView, AHorizontalListsTopPaddingLowersEveryItemWhateverItsGravity) {
    HorizontalList s;
    ListView& list = *s.list;
    Node &d = *s.d, &e = *s.e, &f = *s.f;
    list.setLeftPadding(5);
    list.setTopPadding(7);
    list.setRightPadding(9);
    list.setBottomPadding(3);
    list.layoutIfRequested();
    EXPECT_EQ(list.innerContainerSize(), (Size{234, 100}));  // 200 + 2 x 10 + 5 + 9
    EXPECT_EQ(d.position(), (Vec2{30, 13}));
    EXPECT_EQ(e.position(), (Vec2{65, 13}));  // d's right edge (55) and the margin
    EXPECT_EQ(f.position(), (Vec2{135, -7}));
}

TEST(ListView, PaddingLaysTheListOutAgainOnlyWhenItChanges) {
    VerticalList s;
    s.visit();
    s.list->setPadding(0, 0, 0, 0);
    EXPECT_FALSE(s.list->isLayoutRequested());
    s.list->setBottomPadding(20);
    EXPECT_TRUE(s.list->isLayoutRequested());
    s.visit();
    EXPECT_EQ(s.list->innerContainerSize(), (Size{200, 232}));
    EXPECT_EQ(s.a->position(), (Vec2{100, 182}));
    // An empty list has no paddings to add: its container is the view.
    Scene scene;
    auto& empty = scene.emplaceChild<ListView>();
    empty.setContentSize({120, 80});
    empty.setPadding(50, 50, 50, 50);
    empty.layoutIfRequested();
    EXPECT_EQ(empty.innerContainerSize(), (Size{120, 80}));
}
