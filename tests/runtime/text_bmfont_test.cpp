// TextBMFont as cocos 3.17's Label lays out a bitmap font (multilineTextWrap with the
// .fnt's letter definitions): positions worked out by hand from the sample's digits.fnt.
#include "diorama/nodes/text_bmfont.h"
#include "diorama/nodes/text_atlas.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "diorama/text/bitmap_font.h"
#include "quad_extent.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace diorama;

namespace {

// projects/ui/images/digits.fnt: '0'..':' 11 x 15 with xoffset 1 and yoffset 3, advance 13
// (':' 9), a 20 px line, "11" kerned by -2; its page 84 x 40.
std::shared_ptr<const BitmapFont> digitsFont(TextureStore& store) {
    std::ifstream in(std::string(DIORAMA_SOURCE_DIR) + "/projects/ui/images/digits.fnt", std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    BitmapFontRead read = parseBitmapFont(text.str(), "digits.fnt");
    EXPECT_TRUE(read.font) << read.error;
    Image page;
    page.width = 84;
    page.height = 40;
    page.rgba.assign(std::size_t(84 * 40 * 4), 255);
    read.font->page = TextureInfo{store.add(std::move(page), "digits.png"), 84, 40, false, {}};
    return std::make_shared<const BitmapFont>(std::move(*read.font));
}

TextBMFont& label(Scene& scene, TextureStore& store, std::string text) {
    auto& l = static_cast<TextBMFont&>(scene.addChild(std::make_unique<TextBMFont>()));
    l.setFont(digitsFont(store), "images/digits.fnt");
    l.setText(std::move(text));
    return l;
}

Rect box(float x, float y, float w, float h) { return {{x, y}, {w, h}}; }

}  // namespace

TEST(TextBMFont, LettersSitAtTheirOffsetsAndTheKernedAdvance) {
    Scene scene({200, 100});
    TextureStore store;
    TextBMFont& l = label(scene, store, "11:05");
    // Pen: 0, then 13 - 2 (the "11" kerning), 24, 33, 46; the width is the last pen, 59.
    EXPECT_EQ(l.contentSize(), (Size{59, 20}));
    ASSERT_EQ(l.letters().size(), 5u);
    EXPECT_EQ(l.letters()[0].box, box(1, 2, 11, 15));
    EXPECT_EQ(l.letters()[1].box, box(12, 2, 11, 15));
    EXPECT_EQ(l.letters()[2].box, box(25, 2, 11, 15));
    EXPECT_EQ(l.letters()[3].box, box(34, 2, 11, 15));
    EXPECT_EQ(l.letters()[4].box, box(47, 2, 11, 15));
    EXPECT_EQ(l.letters()[2].texels, box(58, 23, 11, 15));  // ':' in the second row
}

TEST(TextBMFont, NewLinesStackLinesAFontLineHeightApart) {
    Scene scene({200, 100});
    TextureStore store;
    TextBMFont& l = label(scene, store, "1\n22");
    EXPECT_EQ(l.contentSize(), (Size{26, 40}));
    ASSERT_EQ(l.letters().size(), 3u);
    EXPECT_EQ(l.letters()[0].box, box(1, 22, 11, 15));
    EXPECT_EQ(l.letters()[1].box, box(1, 2, 11, 15));
    EXPECT_EQ(l.letters()[2].box, box(14, 2, 11, 15));
}

TEST(TextBMFont, ACharTheFontLacksIsSkippedWithoutAdvance) {
    Scene scene({200, 100});
    TextureStore store;
    TextBMFont& l = label(scene, store, "1A1");
    EXPECT_EQ(l.contentSize(), (Size{26, 20}));  // no "11" kerning: 'A' stood between
    ASSERT_EQ(l.letters().size(), 2u);
    EXPECT_EQ(l.letters()[1].box, box(14, 2, 11, 15));
    // A space has a definition without ink: it advances and draws nothing.
    TextBMFont& spaced = label(scene, store, "1 1");
    EXPECT_EQ(spaced.contentSize(), (Size{34, 20}));
    EXPECT_EQ(spaced.letters().size(), 2u);
}

// cocos skips them without a word; the editor's inspector names them through the type's note.
TEST(TextBMFont, TheLettersItsFontLacksAreNamedOnceInTextOrder) {
    Scene scene({200, 100});
    TextureStore store;
    TextBMFont& l = label(scene, store, "1A1\nBAé");
    EXPECT_EQ(l.missingLetters(), U"ABé");  // the line break is no letter
    const NodeTypeInfo info = textBMFontTypeInfo();
    ASSERT_TRUE(info.note);
    EXPECT_EQ(info.note(l), "images/digits.fnt has no 'A', 'B', 'é': cocos draws nothing for them");
    l.setText("10:01 ");
    EXPECT_EQ(info.note(l), "");  // digits.fnt has a space
    l.setText("abcdefghijklmnop");
    EXPECT_EQ(
        info.note(l),
        "images/digits.fnt has no 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h' and 8 more: cocos draws nothing for them");
    TextBMFont& fontless = static_cast<TextBMFont&>(scene.addChild(std::make_unique<TextBMFont>()));
    fontless.setText("abc");
    EXPECT_TRUE(fontless.missingLetters().empty());  // no font: nothing to compare against
    EXPECT_EQ(info.note(fontless), "");
}

TEST(TextBMFont, EmptyTextOrNoFontIsZeroSizedAndDrawsNothing) {
    Scene scene({200, 100});
    TextureStore store;
    TextBMFont& empty = label(scene, store, "");
    EXPECT_EQ(empty.contentSize(), (Size{0, 0}));
    auto& fontless = static_cast<TextBMFont&>(scene.addChild(std::make_unique<TextBMFont>()));
    fontless.setText("12");
    EXPECT_EQ(fontless.contentSize(), (Size{0, 0}));
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    EXPECT_TRUE(queue.commands().empty());
}

TEST(TextBMFont, TheTextIsOneQuadCommandTintedByTheDisplayedColour) {
    Scene scene({200, 100});
    TextureStore store;
    TextBMFont& l = label(scene, store, "1:");
    l.setAnchorPoint({0, 0});
    l.setPosition({50, 20});
    l.setColor({255, 128, 0});
    l.setOpacity(200);
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    ASSERT_EQ(queue.commands().size(), 1u);
    ASSERT_EQ(queue.commands()[0].quadCount, 2u);
    const test::QuadExtent colon = test::quadExtent(queue, 1);
    EXPECT_TRUE(colon.allOf({255, 128, 0, 200}));
    EXPECT_FLOAT_EQ(colon.min.x, 50.0f + 14.0f);
    EXPECT_FLOAT_EQ(colon.max.x, 50.0f + 25.0f);
    EXPECT_FLOAT_EQ(colon.min.y, 20.0f + 2.0f);
    EXPECT_FLOAT_EQ(colon.max.y, 20.0f + 17.0f);
    EXPECT_FLOAT_EQ(colon.uvMin.x, 58.0f / 84.0f);
    EXPECT_FLOAT_EQ(colon.uvMax.y, 38.0f / 40.0f);
}

// Both are cocos ui::Widgets, whose init turns on cascading colour and opacity.
TEST(TextBMFont, ItAndATextAtlasCascadeColourAndOpacityAsCocosWidgetsDo) {
    Scene scene({200, 100});
    TextureStore store;
    TextBMFont& l = label(scene, store, "1");
    Node& child = l.addChild(std::make_unique<Node>("child"));
    l.setColor({100, 200, 255});
    l.setOpacity(128);
    EXPECT_EQ(child.displayedColor(), (Color3B{100, 200, 255}));
    EXPECT_EQ(child.displayedOpacity(), 128);
    TextAtlas atlas;
    EXPECT_TRUE(atlas.isCascadeColorEnabled());
    EXPECT_TRUE(atlas.isCascadeOpacityEnabled());
}
