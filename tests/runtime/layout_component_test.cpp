// cocos2d-x 3.17's ui::LayoutComponent: every number below is worked out by hand from
// cocos' refreshLayout formulas, at the design size and at two or three other parent
// sizes, as a game that lays out for another screen sees them.
#include "diorama/scene/layout_component.h"
#include "diorama/scene/node.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

struct Tree {
    std::unique_ptr<Node> parent = std::make_unique<Node>("screen");
    Node* child = nullptr;
    explicit Tree(Vec2 position, Size size, Vec2 anchor = {0.5f, 0.5f}) {
        parent->setContentSize({480, 320});
        auto node = std::make_unique<Node>("child");
        node->setAnchorPoint(anchor);
        node->setPosition(position);
        node->setContentSize(size);
        child = node.get();
        parent->addChild(std::move(node));
    }
    LayoutComponent& layout() { return LayoutComponent::bindLayoutComponent(*child); }
    // Lays the child out in a parent of `size`.
    void resize(Size size) {
        parent->setContentSize(size);
        doLayout(*parent);
    }
};

}  // namespace

TEST(LayoutComponent, PercentPositionAndSizeFollowTheParent) {
    Tree t({240, 80}, {96, 32});
    LayoutComponent& l = t.layout();
    l.setPositionPercentXEnabled(true);
    l.setPositionPercentYEnabled(true);
    l.setPercentWidthEnabled(true);
    l.setPercentHeightEnabled(true);
    l.setPositionPercentX(0.5f);
    l.setPositionPercentY(0.25f);
    l.setPercentWidth(0.2f);
    l.setPercentHeight(0.1f);
    t.resize({480, 320});
    EXPECT_EQ(t.child->position(), (Vec2{240, 80}));
    EXPECT_EQ(t.child->contentSize(), (Size{96, 32}));
    t.resize({960, 640});
    EXPECT_EQ(t.child->position(), (Vec2{480, 160}));
    EXPECT_EQ(t.child->contentSize(), (Size{192, 64}));
    t.resize({1136, 640});
    EXPECT_FLOAT_EQ(t.child->position().x, 568.0f);
    EXPECT_FLOAT_EQ(t.child->contentSize().width, 1136.0f * 0.2f);
}

TEST(LayoutComponent, EdgesKeepTheirMarginsAsTheParentGrows) {
    Tree t({400, 280}, {100, 40});
    LayoutComponent& l = t.layout();
    l.setHorizontalEdge(LayoutComponent::HorizontalEdge::Right);
    l.setVerticalEdge(LayoutComponent::VerticalEdge::Top);
    l.setPosition({400, 280});                  // with a parent: the margins are measured
    EXPECT_FLOAT_EQ(l.leftMargin(), 350.0f);    // 400 − 0.5 × 100
    EXPECT_FLOAT_EQ(l.rightMargin(), 30.0f);    // 480 − (400 + 50)
    EXPECT_FLOAT_EQ(l.bottomMargin(), 260.0f);  // 280 − 20
    EXPECT_FLOAT_EQ(l.topMargin(), 20.0f);      // 320 − (280 + 20)
    EXPECT_FLOAT_EQ(l.positionPercentX(), 400.0f / 480.0f);
    t.resize({960, 640});
    EXPECT_EQ(t.child->position(), (Vec2{880, 600}));  // 960 − (30 + 50), 640 − (20 + 20)
    t.resize({1136, 640});
    EXPECT_EQ(t.child->position(), (Vec2{1056, 600}));
    t.resize({320, 480});
    EXPECT_EQ(t.child->position(), (Vec2{240, 440}));
    EXPECT_EQ(t.child->contentSize(), (Size{100, 40}));  // no size flag: the size stays
}

TEST(LayoutComponent, LeftAndBottomEdgesPlaceTheAnchorFromTheMargin) {
    Tree t({0, 0}, {60, 20}, {0.25f, 1.0f});
    LayoutComponent& l = t.layout();
    l.setHorizontalEdge(LayoutComponent::HorizontalEdge::Left);
    l.setVerticalEdge(LayoutComponent::VerticalEdge::Bottom);
    l.setPercentWidthEnabled(true);
    l.setPercentWidth(0.5f);                  // with a parent: resizes now and measures the margins again...
    EXPECT_FLOAT_EQ(l.leftMargin(), -60.0f);  // 0 − 0.25 × 240
    l.setLeftMargin(12);                      // ...so margins come last, as Studio's reader sets them
    l.setBottomMargin(8);
    for (float width : {480.0f, 960.0f, 200.0f}) {
        t.resize({width, 320});
        EXPECT_FLOAT_EQ(t.child->contentSize().width, width / 2);
        EXPECT_FLOAT_EQ(t.child->position().x, 12 + 0.25f * width / 2);
        EXPECT_FLOAT_EQ(t.child->position().y, 8 + 20);
    }
}

TEST(LayoutComponent, StretchBetweenBothEdgesKeepsBothMarginsAndNeverGoesNegative) {
    Tree t({230, 160}, {440, 100});
    LayoutComponent& l = t.layout();
    l.setHorizontalEdge(LayoutComponent::HorizontalEdge::Center);  // Studio's BothEdge
    l.setStretchWidthEnabled(true);
    l.setLeftMargin(10);
    l.setRightMargin(30);
    l.setVerticalEdge(LayoutComponent::VerticalEdge::Center);
    l.setPositionPercentY(0.5f);  // both edges without stretch: placed by the fraction
    t.resize({480, 320});
    EXPECT_EQ(t.child->contentSize().width, 440.0f);
    EXPECT_EQ(t.child->position(), (Vec2{230, 160}));
    t.resize({960, 640});
    EXPECT_EQ(t.child->contentSize().width, 920.0f);
    EXPECT_EQ(t.child->position(), (Vec2{470, 320}));
    t.resize({30, 100});
    EXPECT_EQ(t.child->contentSize().width, 0.0f);
    EXPECT_EQ(t.child->position(), (Vec2{10, 50}));
}

TEST(LayoutComponent, StretchWithoutAnEdgeIsAFractionOfTheParentFromTheLeftMargin) {
    Tree t({0, 0}, {10, 10});
    LayoutComponent& l = t.layout();
    l.setStretchHeightEnabled(true);
    l.setPercentHeight(0.5f);  // stored: the percent flag is off
    l.setBottomMargin(4);
    t.resize({480, 320});
    EXPECT_EQ(t.child->contentSize().height, 160.0f);
    EXPECT_EQ(t.child->position().y, 84.0f);  // 4 + 0.5 × 160
    t.resize({480, 100});
    EXPECT_EQ(t.child->contentSize().height, 50.0f);
    EXPECT_EQ(t.child->position().y, 29.0f);
}

TEST(LayoutComponent, FlagsTurnTheirRivalsOffAsCocosDoes) {
    Tree t({0, 0}, {10, 10});
    LayoutComponent& l = t.layout();
    l.setPercentWidthEnabled(true);
    l.setStretchWidthEnabled(true);
    EXPECT_FALSE(l.isPercentWidthEnabled());
    l.setPercentWidthEnabled(true);
    EXPECT_FALSE(l.isStretchWidthEnabled());
    l.setPositionPercentXEnabled(true);
    l.setHorizontalEdge(LayoutComponent::HorizontalEdge::Left);
    EXPECT_FALSE(l.isPositionPercentXEnabled());
    l.setPositionPercentXEnabled(true);
    EXPECT_EQ(l.horizontalEdge(), LayoutComponent::HorizontalEdge::None);
    l.setPercentHeightEnabled(true);
    l.setStretchHeightEnabled(true);
    EXPECT_FALSE(l.isPercentHeightEnabled());
    l.setPositionPercentYEnabled(true);
    l.setVerticalEdge(LayoutComponent::VerticalEdge::Top);
    EXPECT_FALSE(l.isPositionPercentYEnabled());
}

TEST(LayoutComponent, WithoutAParentSettersOnlyStoreAsAStudioReaderFillsThem) {
    auto orphan = std::make_unique<Node>("orphan");
    orphan->setPosition({7, 9});
    orphan->setContentSize({20, 20});
    LayoutComponent& l = LayoutComponent::bindLayoutComponent(*orphan);
    EXPECT_EQ(&LayoutComponent::bindLayoutComponent(*orphan), &l);  // one per node
    l.setPositionPercentXEnabled(true);
    l.setPositionPercentX(0.5f);
    l.setPercentWidthEnabled(true);
    l.setPercentWidth(0.25f);
    l.refreshLayout();
    EXPECT_EQ(orphan->position(), (Vec2{7, 9}));
    EXPECT_EQ(orphan->contentSize(), (Size{20, 20}));
    // Laid out once it has a parent, and through it a grandchild with its own component.
    auto grandchild = std::make_unique<Node>("inner");
    Node* inner = grandchild.get();
    LayoutComponent& innerLayout = LayoutComponent::bindLayoutComponent(*inner);
    innerLayout.setPositionPercentXEnabled(true);
    innerLayout.setPositionPercentX(1.0f);
    orphan->addChild(std::move(grandchild));
    Node screen("screen");
    screen.setContentSize({400, 300});
    Node* child = orphan.get();
    screen.addChild(std::move(orphan));
    doLayout(screen);
    EXPECT_EQ(child->position().x, 200.0f);
    EXPECT_EQ(child->contentSize().width, 100.0f);
    EXPECT_EQ(inner->position().x, 100.0f);  // the child's new width
}

TEST(LayoutComponent, InactiveOrPercentOnlyLayoutsLeaveWhatTheyMustAlone) {
    Tree t({50, 50}, {10, 10});
    LayoutComponent& l = t.layout();
    l.setHorizontalEdge(LayoutComponent::HorizontalEdge::Right);
    l.setRightMargin(0);
    l.setActiveEnabled(false);
    t.resize({960, 640});
    EXPECT_EQ(t.child->position(), (Vec2{50, 50}));
    l.setActiveEnabled(true);
    l.setPercentOnlyEnabled(true);  // edges are ignored
    t.resize({960, 640});
    EXPECT_EQ(t.child->position(), (Vec2{50, 50}));
    l.setPercentOnlyEnabled(false);
    t.resize({960, 640});
    EXPECT_EQ(t.child->position().x, 955.0f);
}

TEST(LayoutComponent, AZeroSizedParentPutsPercentPlacedNodesAtZero) {
    Tree t({50, 50}, {10, 10});
    LayoutComponent& l = t.layout();
    l.setPositionPercentXEnabled(true);
    l.setPercentWidthEnabled(true);
    t.parent->setContentSize({0, 320});
    l.setPosition({50, 50});
    EXPECT_EQ(t.child->position().x, 0.0f);
    EXPECT_EQ(l.positionPercentX(), 0.0f);
    l.setSize({30, 30});
    EXPECT_EQ(t.child->contentSize(), (Size{0, 30}));
    EXPECT_EQ(l.percentWidth(), 0.0f);
}

TEST(LayoutComponent, MeasureGivesTheMarginsAndFractionsCocosSettersRecord) {
    Tree t({400, 280}, {100, 40});
    const LayoutComponent::Measures m = LayoutComponent::measure(*t.child);
    EXPECT_FLOAT_EQ(m.leftMargin, 350.0f);
    EXPECT_FLOAT_EQ(m.rightMargin, 30.0f);
    EXPECT_FLOAT_EQ(m.topMargin, 20.0f);
    EXPECT_FLOAT_EQ(m.bottomMargin, 260.0f);
    EXPECT_FLOAT_EQ(m.positionPercentX, 400.0f / 480.0f);
    EXPECT_FLOAT_EQ(m.percentHeight, 40.0f / 320.0f);
    // The same as the component records when its setters run with the parent there.
    LayoutComponent& l = t.layout();
    l.setPosition({400, 280});
    l.setSize({100, 40});
    EXPECT_FLOAT_EQ(l.leftMargin(), m.leftMargin);
    EXPECT_FLOAT_EQ(l.topMargin(), m.topMargin);
    EXPECT_FLOAT_EQ(l.percentWidth(), m.percentWidth);
    EXPECT_FLOAT_EQ(LayoutComponent::measure(*t.parent).leftMargin, 0.0f);  // no parent: all 0
}
