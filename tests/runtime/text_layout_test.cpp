// Line breaking, alignment and overflow as cocos2d-x 3.17's Label lays out a TTF string
// (multilineTextWrap, computeAlignmentOffset, updateQuads), checked with made-up metrics
// whose every number can be worked out by hand, then on a Label with a real font.
#include "diorama/text/text_layout.h"
#include "diorama/nodes/label.h"
#include "diorama/text/font.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace diorama;

namespace {

// Every letter advances 10; its ink is 8 wide from x 1, and 12 high from 2 below the
// baseline. Spaces have no ink. The baseline is 12 below a line's top; lines are 16 apart.
class MonoLetters : public LetterSource {
public:
    LetterMetrics letter(char32_t c) override {
        if (isUnicodeSpace(c)) return {10.0f, {{1.0f, 0.0f}, {}}};
        return {10.0f, {{1.0f, -2.0f}, {8.0f, 12.0f}}};
    }
    float kerning(char32_t, char32_t) override { return 0.0f; }
    float ascent() override { return 12.0f; }
    float lineHeight() override { return 16.0f; }
};

TextLayout lay(std::u32string_view text, TextBox box = {}) {
    MonoLetters font;
    return layoutText(text, font, box);
}

std::vector<float> lefts(const TextLayout& layout) {
    std::vector<float> xs;
    for (const PlacedLetter& l : layout.letters) xs.push_back(l.box.minX());
    return xs;
}

}  // namespace

TEST(TextLayout, WithoutDimensionsTheTextMeasuresItsOwnBox) {
    const TextLayout l = lay(U"abc\nde");
    EXPECT_EQ(l.lineWidths, (std::vector<float>{30.0f, 20.0f}));
    EXPECT_EQ(l.contentSize, (Size{30.0f, 32.0f}));
    EXPECT_FLOAT_EQ(l.textHeight, 32.0f);
    ASSERT_EQ(l.letters.size(), 5u);
    // The first line's ink: the top 2 below the box's top (12 ascent − 10 ink above the
    // baseline), so its bottom is 32 − 2 − 12.
    EXPECT_EQ(l.letters[0].box, (Rect{{1.0f, 18.0f}, {8.0f, 12.0f}}));
    EXPECT_EQ(l.letters[3].box, (Rect{{1.0f, 2.0f}, {8.0f, 12.0f}}));
}

TEST(TextLayout, AWordThatWouldCrossTheWidthStartsTheNextLineWithTheSpaceKeptOnTheFirst) {
    const TextLayout l = lay(U"aaa bbb ccc", {.dimensions = {75.0f, 0.0f}});
    // "ccc"'s first letter would end at 89: it moves down. The first line keeps its
    // trailing space in its width (80), as 3.17 measures it.
    EXPECT_EQ(l.lineWidths, (std::vector<float>{80.0f, 30.0f}));
    EXPECT_EQ(l.contentSize, (Size{75.0f, 32.0f}));
    ASSERT_EQ(l.letters.size(), 9u);
    EXPECT_FLOAT_EQ(l.letters[6].box.minX(), 1.0f);
    EXPECT_FLOAT_EQ(l.letters[6].box.minY(), 2.0f);
}

TEST(TextLayout, AWordLongerThanTheWidthIsBrokenWhereItWouldCrossIt) {
    const TextLayout l = lay(U"abcdefghij", {.dimensions = {45.0f, 0.0f}});
    EXPECT_EQ(l.lineWidths, (std::vector<float>{40.0f, 40.0f, 20.0f}));
    EXPECT_EQ(lefts(l), (std::vector<float>{1, 11, 21, 31, 1, 11, 21, 31, 1, 11}));
}

TEST(TextLayout, CjkLettersBreakBetweenAnyTwo) {
    const TextLayout l = lay(U"一二三四五", {.dimensions = {25.0f, 0.0f}});
    EXPECT_EQ(l.lineWidths, (std::vector<float>{20.0f, 20.0f, 10.0f}));
}

TEST(TextLayout, WrapOffKeepsOneLineAtAnyWidth) {
    const TextLayout l = lay(U"aaa bbb ccc", {.dimensions = {75.0f, 0.0f}, .wrap = false});
    EXPECT_EQ(l.lineWidths, (std::vector<float>{110.0f}));
    EXPECT_EQ(l.letters.size(), 9u);  // overflow none: the letters past the width still draw
}

TEST(TextLayout, EachLineIsAlignedInTheWidthByItsOwnWidth) {
    const TextLayout centre = lay(U"aaa bbb ccc", {.dimensions = {75.0f, 0.0f}, .horizontal = TextHAlignment::Center});
    EXPECT_FLOAT_EQ(centre.letters[0].box.minX(), 1.0f - 2.5f);   // (75 − 80) / 2
    EXPECT_FLOAT_EQ(centre.letters[6].box.minX(), 1.0f + 22.5f);  // (75 − 30) / 2
    const TextLayout right = lay(U"aaa bbb ccc", {.dimensions = {75.0f, 0.0f}, .horizontal = TextHAlignment::Right});
    EXPECT_FLOAT_EQ(right.letters[0].box.minX(), 1.0f - 5.0f);
    EXPECT_FLOAT_EQ(right.letters[6].box.minX(), 1.0f + 45.0f);
    // Without a width, lines align in the widest.
    const TextLayout auto_ = lay(U"abcd\nab", {.horizontal = TextHAlignment::Right});
    EXPECT_FLOAT_EQ(auto_.letters[4].box.minX(), 21.0f);
}

TEST(TextLayout, TheTextSitsAtTheTopCentreOrBottomOfTheHeight) {
    const Size box{100.0f, 100.0f};
    EXPECT_FLOAT_EQ(lay(U"a", {.dimensions = box}).letters[0].box.maxY(), 98.0f);
    // (100 + 16) / 2 = 58 is the line's top.
    EXPECT_FLOAT_EQ(lay(U"a", {.dimensions = box, .vertical = TextVAlignment::Center}).letters[0].box.maxY(), 56.0f);
    EXPECT_FLOAT_EQ(lay(U"a", {.dimensions = box, .vertical = TextVAlignment::Bottom}).letters[0].box.maxY(), 14.0f);
    EXPECT_EQ(lay(U"a", {.dimensions = box}).contentSize, box);
}

TEST(TextLayout, TheHeightCutsGlyphsAtItsBottomEdge) {
    const TextLayout l = lay(U"a\nb", {.dimensions = {100.0f, 20.0f}});
    ASSERT_EQ(l.letters.size(), 2u);
    EXPECT_EQ(l.letters[0].box, (Rect{{1.0f, 6.0f}, {8.0f, 12.0f}}));
    // The second line's ink spans −10..2: only the 2 above the bottom edge are shown.
    EXPECT_EQ(l.letters[1].box, (Rect{{1.0f, 0.0f}, {8.0f, 2.0f}}));
    EXPECT_FLOAT_EQ(l.letters[1].clipTop, 0.0f);
    EXPECT_FLOAT_EQ(l.letters[1].clipBottom, 10.0f);
    EXPECT_TRUE(l.verticallyClamped());
    // Bottom-aligned, the first line rises past the top and is cut there.
    const TextLayout up = lay(U"a\nb", {.dimensions = {100.0f, 20.0f}, .vertical = TextVAlignment::Bottom});
    EXPECT_FLOAT_EQ(up.letters[0].clipTop, 10.0f);
    EXPECT_EQ(up.letters[0].box, (Rect{{1.0f, 18.0f}, {8.0f, 2.0f}}));
}

TEST(TextLayout, ClampHidesLettersWhoseCentreLeavesTheWidth) {
    // Centres at 5, 15, 25 and 35: 35 is past 25.
    const TextLayout l = lay(U"abcd", {.dimensions = {25.0f, 0.0f}, .overflow = LabelOverflow::Clamp, .wrap = false});
    EXPECT_EQ(l.letters.size(), 3u);
    // With wrap on, a line as narrow as the width is never clamped.
    EXPECT_EQ(lay(U"ab cd", {.dimensions = {25.0f, 0.0f}, .overflow = LabelOverflow::Clamp}).letters.size(), 4u);
}

TEST(TextLayout, ResizeHeightLetsTheTextDecideTheHeight) {
    const TextLayout l = lay(U"aaa bbb ccc", {.dimensions = {75.0f, 5.0f}, .overflow = LabelOverflow::ResizeHeight});
    EXPECT_EQ(l.contentSize, (Size{75.0f, 32.0f}));
    EXPECT_EQ(l.letters.size(), 9u);
}

TEST(TextLayout, ShrinkReportsWhatDoesNotFitAndHidesNothingItCouldShrink) {
    const TextLayout tall = lay(U"a\nb", {.dimensions = {100.0f, 20.0f}, .overflow = LabelOverflow::Shrink});
    EXPECT_TRUE(tall.verticallyClamped());
    const TextLayout wide =
        lay(U"abcd", {.dimensions = {25.0f, 0.0f}, .overflow = LabelOverflow::Shrink, .wrap = false});
    EXPECT_TRUE(wide.horizontallyClamped);
    EXPECT_TRUE(wide.overflowsWidth);
    EXPECT_FALSE(lay(U"ab", {.dimensions = {25.0f, 0.0f}, .overflow = LabelOverflow::Shrink}).horizontallyClamped);
}

TEST(TextLayout, LineHeightSpacingAndKerningAddUp) {
    const TextLayout l = lay(U"ab\ncd", {.lineHeight = 20.0f, .lineSpacing = 4.0f, .additionalKerning = 2.0f});
    EXPECT_FLOAT_EQ(l.textHeight, 44.0f);                         // 2 × 20 + 4
    EXPECT_EQ(l.lineWidths, (std::vector<float>{24.0f, 24.0f}));  // kerning follows every letter
    EXPECT_FLOAT_EQ(l.letters[1].box.minX(), 13.0f);
    EXPECT_FLOAT_EQ(l.letters[2].box.maxY(), 44.0f - 24.0f - 2.0f);
}

TEST(TextLayout, AnEmptyTextHasNoSizeWhateverItsDimensions) {
    EXPECT_EQ(lay(U"", {.dimensions = {100.0f, 50.0f}}).contentSize, (Size{}));  // as cocos' alignText
}

TEST(LabelLayout, DimensionsAreTheContentSizeAndShrinkLowersTheFontAPointAtATime) {
    TextureStore textures;
    FontStore fonts(textures, FontStore::SystemFallback::Off);
    std::string error;
    auto face = fonts.defaultFace(error);
    ASSERT_TRUE(face) << error;
    const std::string text = "The quick brown fox jumps over the lazy dog";
    Label label(face, text, 24.0f);
    label.setDimensions({120.0f, 60.0f});
    EXPECT_EQ(label.contentSize(), (Size{120.0f, 60.0f}));
    EXPECT_EQ(label.renderingFontSize(), 24.0f);

    label.setOverflow(LabelOverflow::Shrink);
    const float shrunk = label.renderingFontSize();
    EXPECT_LT(shrunk, 24.0f);
    EXPECT_EQ(shrunk, std::floor(shrunk));
    EXPECT_EQ(label.contentSize(), (Size{120.0f, 60.0f}));
    // The size it chose is the largest that fits: a point more would not.
    auto heightAt = [&](float size) {
        Label probe(face, text, size);
        probe.setDimensions({120.0f, 0.0f});
        return probe.contentSize().height;
    };
    EXPECT_LE(heightAt(shrunk), 60.0f);
    EXPECT_GT(heightAt(shrunk + 1.0f), 60.0f);

    label.setOverflow(LabelOverflow::ResizeHeight);
    EXPECT_EQ(label.renderingFontSize(), 24.0f);
    EXPECT_EQ(label.contentSize().width, 120.0f);
    EXPECT_GT(label.contentSize().height, 60.0f);
}
