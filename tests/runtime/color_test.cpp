// Cascading colour and opacity (docs/runtime.md A12, D7).
#include "test_nodes.h"

#include <gtest/gtest.h>

using namespace diorama;

TEST(Cascade, DisplayedIsRealTimesParentDisplayedTruncated) {
    Node parent;
    parent.setCascadeOpacityEnabled(true);
    parent.setOpacity(128);
    Node& child = parent.addChild(test::node("c"));
    child.setOpacity(200);
    EXPECT_EQ(child.displayedOpacity(), 100);  // 200*128/255 = 100.39
    Node& grandchild = child.addChild(test::node("g"));
    EXPECT_EQ(grandchild.displayedOpacity(), 255);  // child does not cascade
    child.setCascadeOpacityEnabled(true);
    EXPECT_EQ(grandchild.displayedOpacity(), 100);
}

TEST(Cascade, ColourChannelsCascadeSeparately) {
    Node parent;
    parent.setCascadeColorEnabled(true);
    parent.setColor({255, 128, 0});
    Node& child = parent.addChild(test::node("c"));
    child.setColor({100, 100, 100});
    EXPECT_EQ(child.displayedColor(), (Color3B{100, 50, 0}));
}

TEST(Cascade, WithoutCascadeParentCountsAsWhite) {
    Node parent;
    parent.setOpacity(10);
    parent.setColor({0, 0, 0});
    Node& child = parent.addChild(test::node("c"));
    EXPECT_EQ(child.displayedOpacity(), 255);
    EXPECT_EQ(child.displayedColor(), Color3B::white());
}

TEST(Cascade, DisablingRestoresChildrenButKeepsOwnValue) {
    Node root;
    root.setCascadeOpacityEnabled(true);
    root.setOpacity(128);
    Node& mid = root.addChild(test::node("mid"));
    mid.setCascadeOpacityEnabled(true);
    Node& leaf = mid.addChild(test::node("leaf"));
    EXPECT_EQ(mid.displayedOpacity(), 128);
    EXPECT_EQ(leaf.displayedOpacity(), 128);
    mid.setCascadeOpacityEnabled(false);
    EXPECT_EQ(mid.displayedOpacity(), 128);  // its parent still cascades (D7)
    EXPECT_EQ(leaf.displayedOpacity(), 255);

    root.setCascadeColorEnabled(true);
    root.setColor({0, 255, 255});
    EXPECT_EQ(mid.displayedColor(), (Color3B{0, 255, 255}));
    root.setCascadeColorEnabled(false);
    EXPECT_EQ(mid.displayedColor(), Color3B::white());
}

TEST(Cascade, RemovedChildShowsItsRealValuesAgain) {
    Node parent;
    parent.setCascadeOpacityEnabled(true);
    parent.setCascadeColorEnabled(true);
    parent.setOpacity(0);
    parent.setColor({0, 0, 0});
    Node& child = parent.addChild(test::node("c"));
    child.setOpacity(77);
    EXPECT_EQ(child.displayedOpacity(), 0);
    auto removed = parent.removeChild(child);
    EXPECT_EQ(removed->displayedOpacity(), 77);
    EXPECT_EQ(removed->displayedColor(), Color3B::white());
}

TEST(Cascade, AddingToACascadingParentAppliesItAtOnce) {
    Node parent;
    parent.setCascadeOpacityEnabled(true);
    parent.setOpacity(51);
    auto c = test::node("c");
    c->setOpacity(255);
    Node& child = parent.addChild(std::move(c));
    EXPECT_EQ(child.displayedOpacity(), 51);
}
