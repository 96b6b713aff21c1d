// Panel: cocos 3.17's ui::Layout with its layout types. Every expected number is worked
// out by hand from cocos' LinearVertical/LinearHorizontal/RelativeLayoutManager, which
// measure children by their bounding boxes and place them by their anchors.
#include "diorama/nodes/panel.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/layout_parameter.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "diorama/types/builtin_types.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

using Gravity = LayoutParameter::Gravity;
using Align = LayoutParameter::Align;

Node& addChild(Node& panel, const char* name, Size size, Vec2 anchor, LayoutParameter::Values parameter = {}) {
    auto child = std::make_unique<Node>(name);
    child->setContentSize(size);
    child->setAnchorPoint(anchor);
    child->setPosition({-999, -999});
    if (parameter != LayoutParameter::Values{}) LayoutParameter::of(*child).setValues(std::move(parameter));
    return panel.addChild(std::move(child));
}

LayoutParameter::Values linear(Gravity gravity, LayoutParameter::Margin margin = {}) {
    LayoutParameter::Values values;
    values.gravity = gravity;
    values.margin = margin;
    return values;
}

LayoutParameter::Values relative(Align align, std::string name, std::string to, LayoutParameter::Margin margin = {}) {
    return {.align = align, .relativeName = std::move(name), .relativeToName = std::move(to), .margin = margin};
}

void visit(Scene& scene) {
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
}

}  // namespace

// 200 x 200: a centred 100 x 100 10 below the top; a 60 x 40 scaled twice (a 120 x 80 box)
// at the right, 5 in from it, 4 kept below; an 80 x 60 hung from its top-right corner.
TEST(Panel, VerticalStacksFromTheTopByBoundingBoxGravityAndMargins) {
    Scene scene;
    auto& panel = scene.emplaceChild<Panel>();
    panel.setContentSize({200, 200});
    panel.setLayoutType(Panel::LayoutType::Vertical);
    Node& a = addChild(panel, "a", {100, 100}, {0.5f, 0.5f}, linear(Gravity::CenterHorizontal, {.top = 10}));
    Node& b = addChild(panel, "b", {60, 40}, {0, 0}, linear(Gravity::Right, {.left = 5, .bottom = 4}));
    b.setScale(2);
    Node& c = addChild(panel, "c", {80, 60}, {1, 1}, linear(Gravity::None, {.left = 3, .top = 2}));
    visit(scene);
    EXPECT_EQ(a.position(), Vec2(100, 140));  // 200 / 2; 200 - 50 - 10
    EXPECT_EQ(b.position(), Vec2(85, 10));    // 200 - 120 + 5; (140 - 50) - 80
    EXPECT_EQ(c.position(), Vec2(83, 4));     // 80 + 3; (10 - 0 - 4) - 0 - 2
}

// 300 x 100: a centred 50 x 40 10 in from the left, 5 kept after it; a 30 x 20 hung from its
// top-left corner and stretched twice across (a 60-wide box) at the bottom, 7 down from
// there; a 120 x 80 from its bottom-left corner at the top, 2 after the one before.
TEST(Panel, HorizontalStacksFromTheLeftByBoundingBoxGravityAndMargins) {
    Scene scene;
    auto& panel = scene.emplaceChild<Panel>();
    panel.setContentSize({300, 100});
    panel.setLayoutType(Panel::LayoutType::Horizontal);
    Node& d = addChild(panel, "d", {50, 40}, {0.5f, 0.5f}, linear(Gravity::CenterVertical, {.left = 10, .right = 5}));
    Node& e = addChild(panel, "e", {30, 20}, {0, 1}, linear(Gravity::Bottom, {.top = 7}));
    e.setScaleX(2);
    Node& f = addChild(panel, "f", {120, 80}, {0, 0}, linear(Gravity::None, {.left = 2}));
    panel.forceDoLayout();
    EXPECT_EQ(d.position(), Vec2(35, 50));   // 25 + 10; 100 / 2
    EXPECT_EQ(e.position(), Vec2(65, 13));   // the box's right (10 + 50) + 5; 20 - 7
    EXPECT_EQ(f.position(), Vec2(127, 20));  // 65 + 60 + 2; 100 - 80
}

// Children placed beside a sibling wait for it, whatever their order; a missing sibling
// places at (0, 0) plus the margins; a cycle stays where it was.
TEST(Panel, RelativePlacesInTheParentAndBesideNamedSiblings) {
    Scene scene;
    auto& panel = scene.emplaceChild<Panel>();
    panel.setContentSize({300, 200});
    panel.setLayoutType(Panel::LayoutType::Relative);
    Node& ok = addChild(panel, "ok", {40, 30}, {0, 0}, relative(Align::BelowCenter, "", "title", {.top = 6}));
    Node& title = addChild(panel, "title", {100, 20}, {0.5f, 0.5f},
                           relative(Align::ParentTopCenterHorizontal, "title", "", {.top = 10}));
    Node& corner = addChild(panel, "corner", {20, 20}, {1, 0},
                            relative(Align::ParentRightBottom, "", "", {.right = 4, .bottom = 3}));
    Node& orphan =
        addChild(panel, "orphan", {10, 10}, {0, 0}, relative(Align::RightOfCenter, "", "nobody", {.left = 5}));
    Node& x = addChild(panel, "x", {10, 10}, {0, 0}, relative(Align::AboveLeftAlign, "x", "y"));
    Node& y = addChild(panel, "y", {10, 10}, {0, 0}, relative(Align::AboveLeftAlign, "y", "x"));
    visit(scene);
    EXPECT_EQ(title.position(), Vec2(150, 180));  // 300 / 2; 200 - 10 - 10
    EXPECT_EQ(ok.position(), Vec2(130, 134));     // 100 + 50 + 0 - 20; 170 - 30 - 6
    EXPECT_EQ(corner.position(), Vec2(296, 3));
    EXPECT_EQ(orphan.position(), Vec2(5, 0));
    EXPECT_EQ(x.position(), Vec2(-999, -999));
    EXPECT_EQ(y.position(), Vec2(-999, -999));
}

// Every align, beside a 100 x 50 sibling placed with its box at (100, 100)-(200, 150), for a
// 20 x 10 child anchored at (0.25, 0.5) with 1, 2, 3, 4 margins (left, top, right, bottom).
TEST(Panel, RelativeAlignsBesideASiblingTakeTheSidesMarginsAsCocosDoes) {
    const std::pair<Align, Vec2> expected[] = {
        {Align::AboveLeftAlign, {106, 159}},     {Align::AboveCenter, {145, 159}},
        {Align::AboveRightAlign, {182, 159}},    {Align::LeftOfTopAlign, {82, 143}},
        {Align::LeftOfCenter, {82, 125}},        {Align::LeftOfBottomAlign, {82, 109}},
        {Align::RightOfTopAlign, {206, 143}},    {Align::RightOfCenter, {206, 125}},
        {Align::RightOfBottomAlign, {206, 109}}, {Align::BelowLeftAlign, {106, 93}},
        {Align::BelowCenter, {145, 93}},         {Align::BelowRightAlign, {182, 93}},
        {Align::ParentTopLeft, {6, 193}},        {Align::ParentTopCenterHorizontal, {145, 193}},
        {Align::ParentTopRight, {282, 193}},     {Align::ParentLeftCenterVertical, {6, 100}},
        {Align::CenterInParent, {145, 100}},     {Align::ParentRightCenterVertical, {282, 100}},
        {Align::ParentLeftBottom, {6, 9}},       {Align::ParentBottomCenterHorizontal, {145, 9}},
        {Align::ParentRightBottom, {282, 9}},    {Align::None, {6, 193}},
    };
    for (auto [align, at] : expected) {
        Panel panel;
        panel.setContentSize({300, 200});
        panel.setLayoutType(Panel::LayoutType::Relative);
        addChild(panel, "s", {100, 50}, {0, 0},
                 relative(Align::ParentLeftBottom, "s", "", {.left = 100, .bottom = 100}));
        Node& child = addChild(panel, "c", {20, 10}, {0.25f, 0.5f},
                               relative(align, "", "s", {.left = 1, .top = 2, .right = 3, .bottom = 4}));
        panel.forceDoLayout();
        EXPECT_EQ(child.position(), at) << int(align);
    }
}

TEST(Panel, AbsoluteLeavesChildrenWhereTheyAreAndLayoutWaitsForTheVisit) {
    Scene scene;
    auto& panel = scene.emplaceChild<Panel>();
    panel.setContentSize({200, 100});
    Node& a = addChild(panel, "a", {10, 10}, {0, 0});
    visit(scene);
    EXPECT_EQ(a.position(), Vec2(-999, -999));
    panel.setLayoutType(Panel::LayoutType::Horizontal);
    EXPECT_EQ(a.position(), Vec2(-999, -999));  // until the visit, as cocos' requestDoLayout
    visit(scene);
    EXPECT_EQ(a.position(), Vec2(0, 90));
    // A new child, a resize and a parameter each lay the children out again.
    Node& b = addChild(panel, "b", {20, 20}, {0, 0});
    visit(scene);
    EXPECT_EQ(b.position(), Vec2(10, 80));
    panel.setContentSize({200, 50});
    visit(scene);
    EXPECT_EQ(a.position(), Vec2(0, 40));
    LayoutParameter::of(b).setValues(linear(Gravity::Bottom));
    visit(scene);
    EXPECT_EQ(b.position(), Vec2(10, 0));
}

TEST(Panel, ChildParameterKeysCreateNoComponentForDefaultsAndShowOnlyUnderAPanelThatReadsThem) {
    const NodeType& node = *builtinNodeTypes().find("Node");
    const PropertyDescriptor& gravity = *node.find("layoutGravity");
    const PropertyDescriptor& align = *node.find("layoutAlign");
    const PropertyDescriptor& margin = *node.find("layoutMarginTop");
    Panel panel;
    Node& child = addChild(panel, "c", {10, 10}, {0, 0});
    PropertyContext context;
    EXPECT_EQ(gravity.set(child, 0, context), "");
    EXPECT_EQ(child.componentByName(LayoutParameter::kName), nullptr);
    EXPECT_FALSE(gravity.shownFor(child));
    EXPECT_FALSE(margin.shownFor(child));
    panel.setLayoutType(Panel::LayoutType::Vertical);
    EXPECT_TRUE(gravity.shownFor(child));
    EXPECT_FALSE(align.shownFor(child));
    EXPECT_TRUE(margin.shownFor(child));
    EXPECT_EQ(gravity.set(child, int(Gravity::Right), context), "");
    EXPECT_EQ(LayoutParameter::valuesOf(child).gravity, Gravity::Right);
    panel.setLayoutType(Panel::LayoutType::Relative);
    EXPECT_FALSE(gravity.shownFor(child));
    EXPECT_TRUE(align.shownFor(child));
    EXPECT_FALSE(margin.shownFor(panel));  // the Panel itself is in no Panel
}

TEST(Panel, ClaimsNoTouchUntilTouchEnabledAsCocosLayout) {
    Panel panel;
    EXPECT_FALSE(panel.isTouchEnabled());
    EXPECT_EQ(std::get<bool>(builtinNodeTypes().find("Panel")->find("touchEnabled")->defaultValue), false);
    EXPECT_TRUE(panel.isCascadeOpacityEnabled());
}

TEST(Panel, NotesAChildPlacedBesideANameNoSiblingHas) {
    Panel panel;
    panel.setLayoutType(Panel::LayoutType::Relative);
    addChild(panel, "title", {10, 10}, {0, 0}, relative(Align::ParentTopLeft, "title", ""));
    addChild(panel, "ok", {10, 10}, {0, 0}, relative(Align::BelowCenter, "", "title"));
    const auto& note = builtinNodeTypes().find("Panel")->info().note;
    EXPECT_EQ(note(panel), "");
    addChild(panel, "cancel", {10, 10}, {0, 0}, relative(Align::LeftOfCenter, "", "head"));
    EXPECT_EQ(note(panel),
              "cancel is placed beside \"head\", which no child's relative name is: placed at (0, 0) "
              "plus its margins, as cocos does");
    panel.setLayoutType(Panel::LayoutType::Vertical);
    EXPECT_EQ(note(panel), "");
}

TEST(Panel, AChildsPositionIsItsLayoutsToSet) {
    Panel panel;
    Node& child = addChild(panel, "c", {10, 10}, {0, 0});
    EXPECT_EQ(placedByParent(child), "");
    panel.setLayoutType(Panel::LayoutType::Horizontal);
    EXPECT_EQ(placedByParent(child), "placed by its Panel's horizontal layout");
    EXPECT_EQ(builtinNodeTypes().find("Node")->find("position")->lockedFor(child),
              "placed by its Panel's horizontal layout");
}
