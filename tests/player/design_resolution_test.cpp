#include "diorama/player/design_resolution.h"

#include <gtest/gtest.h>

namespace diorama {
namespace {

constexpr Size kDesign{960, 640};
// The same aspect, wider than the design, taller than the design.
constexpr Size kSame{480, 320};
constexpr Size kWide{1280, 720};
constexpr Size kTall{800, 800};

void expectPoint(Vec2 actual, Vec2 expected) {
    EXPECT_NEAR(actual.x, expected.x, 1e-3f);
    EXPECT_NEAR(actual.y, expected.y, 1e-3f);
}

// Each window's corners and centre, and that the inverse takes them back.
void expectRoundTrip(const DesignResolution& r) {
    for (Vec2 p : {Vec2{0, 0}, Vec2{r.frame.width, r.frame.height}, Vec2{r.frame.width / 2, r.frame.height / 3}})
        expectPoint(r.sceneToFrame(r.frameToScene(p)), p);
}

TEST(DesignResolution, PolicyNamesAreCocosNamesInKebabCase) {
    for (auto p : {ResolutionPolicy::ExactFit, ResolutionPolicy::NoBorder, ResolutionPolicy::ShowAll,
                   ResolutionPolicy::FixedHeight, ResolutionPolicy::FixedWidth})
        EXPECT_EQ(resolutionPolicyFromName(resolutionPolicyName(p)), p);
    EXPECT_EQ(resolutionPolicyFromName("show-all"), ResolutionPolicy::ShowAll);
    EXPECT_FALSE(resolutionPolicyFromName("SHOW_ALL").has_value());
}

TEST(DesignResolution, ExactFitStretchesEachAxisAtThreeWindowSizes) {
    auto same = computeDesignResolution(kDesign, kSame, ResolutionPolicy::ExactFit);
    EXPECT_FLOAT_EQ(same.scaleX, 0.5f);
    expectPoint(same.frameToScene({240, 160}), {480, 320});
    expectRoundTrip(same);

    auto wide = computeDesignResolution(kDesign, kWide, ResolutionPolicy::ExactFit);
    EXPECT_FLOAT_EQ(wide.scaleX, 1280.0f / 960.0f);
    EXPECT_FLOAT_EQ(wide.scaleY, 1.125f);
    expectPoint(wide.frameToScene({0, 0}), {0, 640});
    expectPoint(wide.frameToScene({1280, 720}), {960, 0});
    expectRoundTrip(wide);

    auto tall = computeDesignResolution(kDesign, kTall, ResolutionPolicy::ExactFit);
    expectPoint(tall.frameToScene({400, 400}), {480, 320});
    expectPoint(tall.frameToScene({800, 0}), {960, 640});
    expectRoundTrip(tall);
}

TEST(DesignResolution, ShowAllLetterboxesAndMapsTheLetterboxOutsideTheScene) {
    auto same = computeDesignResolution(kDesign, kSame, ResolutionPolicy::ShowAll);
    EXPECT_FLOAT_EQ(same.viewport.origin.x, 0);
    expectPoint(same.frameToScene({480, 320}), {960, 0});
    expectRoundTrip(same);

    auto wide = computeDesignResolution(kDesign, kWide, ResolutionPolicy::ShowAll);
    EXPECT_FLOAT_EQ(wide.scaleX, 1.125f);
    EXPECT_FLOAT_EQ(wide.scaleY, 1.125f);
    // Pillars of 100 pixels left and right.
    EXPECT_FLOAT_EQ(wide.viewport.origin.x, 100);
    EXPECT_FLOAT_EQ(wide.viewport.size.width, 1080);
    expectPoint(wide.frameToScene({100, 0}), {0, 640});
    expectPoint(wide.frameToScene({1180, 720}), {960, 0});
    EXPECT_LT(wide.frameToScene({50, 360}).x, 0);
    EXPECT_EQ(wide.visibleRect().size.width, 960);
    expectRoundTrip(wide);

    auto tall = computeDesignResolution(kDesign, kTall, ResolutionPolicy::ShowAll);
    EXPECT_NEAR(tall.viewport.origin.y, (800 - 640 * (800.0f / 960.0f)) / 2, 1e-3f);
    expectPoint(tall.frameToScene({400, 400}), {480, 320});
    expectPoint(tall.frameToScene({0, tall.viewport.origin.y}), {0, 640});
    expectRoundTrip(tall);
}

TEST(DesignResolution, NoBorderFillsTheWindowAndCropsTheOverflow) {
    auto same = computeDesignResolution(kDesign, kSame, ResolutionPolicy::NoBorder);
    expectPoint(same.frameToScene({0, 320}), {0, 0});
    expectRoundTrip(same);

    auto wide = computeDesignResolution(kDesign, kWide, ResolutionPolicy::NoBorder);
    EXPECT_FLOAT_EQ(wide.scaleY, 1280.0f / 960.0f);
    EXPECT_NEAR(wide.viewport.origin.y, -66.6667f, 1e-3f);
    // 50 design units above and below are cropped (cocos' visible origin and size).
    EXPECT_NEAR(wide.visibleRect().origin.y, 50, 1e-3f);
    EXPECT_NEAR(wide.visibleRect().size.height, 540, 1e-3f);
    expectPoint(wide.frameToScene({0, 0}), {0, 590});
    expectPoint(wide.frameToScene({1280, 720}), {960, 50});
    expectRoundTrip(wide);

    auto tall = computeDesignResolution(kDesign, kTall, ResolutionPolicy::NoBorder);
    EXPECT_FLOAT_EQ(tall.scaleX, 1.25f);
    EXPECT_NEAR(tall.visibleRect().origin.x, 160, 1e-3f);
    expectPoint(tall.frameToScene({0, 800}), {160, 0});
    expectRoundTrip(tall);
}

TEST(DesignResolution, FixedHeightWidensTheDesignToTheWindowRoundedUp) {
    auto same = computeDesignResolution(kDesign, kSame, ResolutionPolicy::FixedHeight);
    EXPECT_EQ(same.design.width, 960);
    expectRoundTrip(same);

    auto wide = computeDesignResolution(kDesign, kWide, ResolutionPolicy::FixedHeight);
    EXPECT_EQ(wide.design.width, 1138);  // ceil(1280 / 1.125)
    EXPECT_EQ(wide.design.height, 640);
    EXPECT_NEAR(wide.viewport.origin.x, -0.125f, 1e-4f);
    expectPoint(wide.frameToScene({0, 0}), {0.125f / 1.125f, 640});
    expectPoint(wide.frameToScene({640, 360}), {(640 + 0.125f) / 1.125f, 320});
    expectRoundTrip(wide);

    auto tall = computeDesignResolution(kDesign, kTall, ResolutionPolicy::FixedHeight);
    EXPECT_EQ(tall.design.width, 640);  // ceil(800 / 1.25)
    expectPoint(tall.frameToScene({400, 400}), {320, 320});
    expectRoundTrip(tall);
}

TEST(DesignResolution, FixedWidthHeightensTheDesignToTheWindowRoundedUp) {
    auto same = computeDesignResolution(kDesign, kSame, ResolutionPolicy::FixedWidth);
    EXPECT_EQ(same.design.height, 640);
    expectRoundTrip(same);

    auto wide = computeDesignResolution(kDesign, kWide, ResolutionPolicy::FixedWidth);
    EXPECT_EQ(wide.design.height, 540);  // ceil(720 / 1.3333)
    expectPoint(wide.frameToScene({640, 360}), {480, 270});
    expectRoundTrip(wide);

    auto tall = computeDesignResolution(kDesign, kTall, ResolutionPolicy::FixedWidth);
    EXPECT_EQ(tall.design.height, 960);  // ceil(800 / 0.8333), in float as cocos computes it
    expectPoint(tall.frameToScene({0, 800}), {0, 0});
    expectRoundTrip(tall);
}

TEST(DesignResolution, AZeroSizedWindowKeepsTheIdentityInsteadOfDividingByZero) {
    auto r = computeDesignResolution(kDesign, {0, 0}, ResolutionPolicy::ShowAll);
    EXPECT_EQ(r.scaleX, 1.0f);
    EXPECT_EQ(r.scaleY, 1.0f);
}

}  // namespace
}  // namespace diorama
