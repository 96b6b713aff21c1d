// TextField: cocos 3.17's ui::TextField through the real dispatcher: a touch on it
// attaches the keyboard and one elsewhere detaches it; typing obeys maxLength in
// characters (UICCTextField cuts what does not fit) and stops at a newline, which
// detaches; the password mask has one style text per character; events come from the
// next update, once each per frame, in cocos' order.
#include "diorama/nodes/text_field.h"
#include "diorama/director/director.h"
#include "diorama/render/render_queue.h"
#include "diorama/render/texture_store.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "diorama/text/font.h"
#include "diorama/types/builtin_types.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace diorama;

namespace {

struct FieldStage {
    Director director;
    TextField* field = nullptr;
    ListenerHandle listening;
    std::vector<std::string> heard;

    FieldStage() {
        director.runSceneNow(std::make_unique<Scene>());
        auto& f = director.runningScene()->emplaceChild<TextField>();
        f.setContentSize({200, 30});
        f.setAnchorPoint({0, 0});
        f.setPosition({100, 100});
        f.setPlaceHolder("name");
        f.addEventListener([this](TextField& t, TextField::EventType type) {
            const char* names[] = {"attach", "detach", "insert", "delete"};
            heard.push_back(std::string(names[int(type)]) + " " + t.text());
        });
        field = &f;
        listening = listenForTouches(director.eventDispatcher(), f);
    }
    void tap(Vec2 at) {
        EventTouch began(EventTouch::Code::Began, {Touch{0, at, at, at}});
        director.eventDispatcher().dispatchEvent(began);
        EventTouch ended(EventTouch::Code::Ended, {Touch{0, at, at, at}});
        director.eventDispatcher().dispatchEvent(ended);
    }
    void frame() { director.mainLoop(1.0f / 60.0f); }
};

// The built-in font, without borrowed glyphs.
struct DefaultFont {
    TextureStore textures;
    FontStore fonts{textures, FontStore::SystemFallback::Off};
    std::string error;
    std::shared_ptr<FontFace> face = fonts.defaultFace(error);
};

}  // namespace

TEST(TextField, ATouchOnItAttachesTheKeyboardAndATouchElsewhereDetachesIt) {
    FieldStage s;
    s.field->insertText("ignored");  // not attached: the keyboard does not reach it
    EXPECT_EQ(s.field->text(), "");
    s.tap({150, 110});
    EXPECT_TRUE(s.field->isAttachedWithIME());
    s.field->insertText("Ada");
    s.frame();
    s.tap({400, 400});
    EXPECT_FALSE(s.field->isAttachedWithIME());
    s.frame();
    EXPECT_EQ(s.heard, (std::vector<std::string>{"attach Ada", "insert Ada", "detach Ada"}));
}

TEST(TextField, EventsComeFromTheNextUpdateOnceEachInCocosOrder) {
    FieldStage s;
    s.tap({150, 110});
    s.field->insertText("a");
    s.field->insertText("b");
    s.field->deleteBackward();
    EXPECT_TRUE(s.heard.empty());
    s.frame();
    EXPECT_EQ(s.heard, (std::vector<std::string>{"attach a", "insert a", "delete a"}));
}

TEST(TextField, MaxLengthCountsCharactersAndCutsWhatDoesNotFit) {
    FieldStage s;
    s.field->setMaxLengthEnabled(true);
    s.field->setMaxLength(4);
    s.tap({150, 110});
    s.field->insertText("né");
    s.field->insertText("日本語");  // two of three fit
    EXPECT_EQ(s.field->text(), "né日本");
    s.field->insertText("x");  // full: nothing
    EXPECT_EQ(s.field->text(), "né日本");
    s.field->deleteBackward();  // one character, three bytes
    EXPECT_EQ(s.field->text(), "né日");
}

TEST(TextField, ANewlineEndsTheInsertAndDetaches) {
    FieldStage s;
    s.tap({150, 110});
    s.field->insertText("ok\nlost");
    EXPECT_EQ(s.field->text(), "ok");
    EXPECT_FALSE(s.field->isAttachedWithIME());
}

TEST(TextField, ShowsThePlaceholderWhenEmptyAndOneStyleTextPerCharacterForAPassword) {
    FieldStage s;
    EXPECT_EQ(s.field->shownText(), "name");
    s.field->setText("pässwörd");
    EXPECT_EQ(s.field->shownText(), "pässwörd");
    s.field->setPasswordEnabled(true);
    EXPECT_EQ(s.field->shownText(), "********");
    s.field->setPasswordStyleText("•");  // not one ASCII character: ignored, as cocos ignores it
    EXPECT_EQ(s.field->shownText(), "********");
    s.field->setPasswordStyleText("#");
    EXPECT_EQ(s.field->shownText(), "########");
    EXPECT_EQ(s.field->renderer().dimensions(), (Size{200, 30}));  // the box is the content size
}

TEST(TextField, ADisabledFieldIsNotAttachedByATouch) {
    FieldStage s;
    s.field->setEnabled(false);
    s.tap({150, 110});
    EXPECT_FALSE(s.field->isAttachedWithIME());
}

// ui::TextField::setString cuts to maxLength when it is on, and setMaxLength sets the
// string again (TextFieldReader calls it after the text), so a loaded field never holds
// more; the password mask then has one style text per kept character.
TEST(TextField, TextLongerThanMaxLengthIsCutWhenTheLimitIsOnOrChanged) {
    FieldStage s;
    s.field->setText("abcdefghijklmnopq");  // 17, no limit yet
    EXPECT_EQ(s.field->text(), "abcdefghijklmnopq");
    s.field->setMaxLengthEnabled(true);
    EXPECT_EQ(s.field->text(), "abcdefghij");  // 10, the default
    s.field->setMaxLength(4);
    EXPECT_EQ(s.field->text(), "abcd");
    s.field->setText("日本語です");
    EXPECT_EQ(s.field->text(), "日本語で");
}

TEST(TextField, OnlyOnePrintableAsciiCharacterIsAPasswordStyle) {
    const NodeType& type = *builtinNodeTypes().find("TextField");
    const PropertyDescriptor& style = *type.find("passwordStyleText");
    ASSERT_TRUE(style.check);
    EXPECT_EQ(style.check(PropertyValue(std::string("#"))), "");
    EXPECT_NE(style.check(PropertyValue(std::string("*ab"))), "");
    EXPECT_NE(style.check(PropertyValue(std::string(" "))), "");
    EXPECT_NE(style.check(PropertyValue(std::string("\xe2\x80\xa2"))), "");  // a bullet: not ASCII
    EXPECT_NE(style.check(PropertyValue(std::string())), "");
}

// cocos' TextFieldTTF with setCursorEnabled(true): typing and Backspace work at the cursor,
// the control keys move it, and it is drawn as "\b|" between the characters.
TEST(TextField, WithTheCursorOnTypingAndDeletingHappenAtTheCursor) {
    FieldStage s;
    s.field->setText("Ada");
    s.field->setCursorEnabled(true);
    EXPECT_EQ(s.field->cursorPosition(), 3u);  // on: after the last character
    EXPECT_EQ(s.field->shownText(), "Ada");    // not attached: no cursor drawn
    s.tap({150, 110});
    EXPECT_EQ(s.field->shownText(), "Ada\b|");
    s.field->controlKey(TextField::ControlKey::Home);
    s.field->insertText("Lé");
    EXPECT_EQ(s.field->text(), "LéAda");
    EXPECT_EQ(s.field->cursorPosition(), 2u);
    EXPECT_EQ(s.field->shownText(), "Lé\b|Ada");
    s.field->controlKey(TextField::ControlKey::RightArrow);
    s.field->deleteBackward();  // the 'A' before the cursor
    EXPECT_EQ(s.field->text(), "Léda");
    EXPECT_EQ(s.field->cursorPosition(), 2u);
    s.field->controlKey(TextField::ControlKey::LeftArrow);
    s.field->controlKey(TextField::ControlKey::Delete);  // the 'é' after it, no event
    EXPECT_EQ(s.field->text(), "Lda");
    EXPECT_EQ(s.field->cursorPosition(), 1u);
    s.field->controlKey(TextField::ControlKey::End);
    EXPECT_EQ(s.field->cursorPosition(), 3u);
    s.field->controlKey(TextField::ControlKey::RightArrow);  // already at the end
    EXPECT_EQ(s.field->cursorPosition(), 3u);
    s.field->controlKey(TextField::ControlKey::Home);
    s.field->deleteBackward();  // nothing before the cursor: nothing goes, but cocos reports it
    EXPECT_EQ(s.field->text(), "Lda");
    s.frame();
    EXPECT_EQ(s.heard, (std::vector<std::string>{"attach Lda", "insert Lda", "delete Lda"}));
    s.field->controlKey(TextField::ControlKey::Escape);
    EXPECT_FALSE(s.field->isAttachedWithIME());
    EXPECT_EQ(s.field->shownText(), "Lda");
}

TEST(TextField, TheLastCharacterGoesWhereverTheCursorIsAndThenOnlyTheCursorShows) {
    FieldStage s;
    s.field->setCursorEnabled(true);
    s.tap({150, 110});
    EXPECT_EQ(s.field->shownText(), "\b|");  // attached and empty: the cursor, not the placeholder
    s.field->insertText("x");
    s.field->controlKey(TextField::ControlKey::Home);
    s.field->deleteBackward();  // cocos deletes a last character even with the cursor before it
    EXPECT_EQ(s.field->text(), "");
    EXPECT_EQ(s.field->cursorPosition(), 0u);
    s.tap({400, 400});
    EXPECT_EQ(s.field->shownText(), "name");
}

TEST(TextField, ControlKeysNeedTheCursorAndTheKeyboard) {
    FieldStage s;
    s.field->setText("abc");
    s.tap({150, 110});
    s.field->controlKey(TextField::ControlKey::Home);  // cursor off: TextFieldTTF ignores keys
    s.field->insertText("d");
    EXPECT_EQ(s.field->text(), "abcd");
    s.field->controlKey(TextField::ControlKey::Escape);
    EXPECT_TRUE(s.field->isAttachedWithIME());
    s.field->setCursorEnabled(true);
    s.field->setCursorPosition(9);  // past the end: ignored
    EXPECT_EQ(s.field->cursorPosition(), 4u);
    s.field->setText("xy");  // fewer characters: the cursor goes to the end, as setString puts it
    EXPECT_EQ(s.field->cursorPosition(), 2u);
    s.field->setCursorChar("ab");  // not one character from ! to ~: ignored
    s.field->setCursorChar("_");
    EXPECT_EQ(s.field->shownText(), "xy\b_");
    s.field->setPasswordEnabled(true);
    EXPECT_EQ(s.field->shownText(), "**\b_");
}

// TextFieldTTF::update: shown for 1 s after a move, then 0.5 s hidden and 0.5 s shown.
TEST(TextField, TheCursorBlinksAsCocosTimesIt) {
    FieldStage s;
    s.field->setCursorEnabled(true);
    s.tap({150, 110});
    std::string pattern;
    for (int frame = 1; frame <= 150; ++frame) {
        s.frame();
        if (frame % 15 == 0) pattern += s.field->isCursorShown() ? '1' : '0';
    }
    // Every quarter second: 1 s shown, then half seconds off and on.
    EXPECT_EQ(pattern, "1111001100");
    s.field->insertText("a");  // a move shows it again at once
    EXPECT_TRUE(s.field->isCursorShown());
}

// The cursor is a letter after "\b": it keeps the pen where it is, so the text does not
// move, and while hidden it is drawn with alpha 0 (cocos sets its sprite's opacity to 0).
TEST(TextField, TheCursorIsDrawnWithoutMovingTheTextAndHiddenAsATransparentLetter) {
    DefaultFont font;
    ASSERT_TRUE(font.face) << font.error;
    const std::shared_ptr<FontFace>& face = font.face;
    FieldStage s;
    s.field->setFontFace(face);
    s.field->setText("12");  // digits: no kerning for the cursor to break
    auto draw = [&] {
        RenderQueue queue;
        NodeTraversal::visit(*s.director.runningScene(), queue);
        return std::vector<QuadVertex>(queue.vertices().begin(), queue.vertices().end());
    };
    const std::vector<QuadVertex> plain = draw();
    ASSERT_EQ(plain.size(), 8u);
    s.field->setCursorEnabled(true);
    s.tap({150, 110});
    s.field->controlKey(TextField::ControlKey::Home);
    s.field->controlKey(TextField::ControlKey::RightArrow);  // 1|2
    std::vector<QuadVertex> shown = draw();
    ASSERT_EQ(shown.size(), 12u);
    // Both digits where they were, the cursor between them.
    EXPECT_EQ(shown[0].position, plain[0].position);
    EXPECT_EQ(shown[8].position, plain[4].position);
    EXPECT_EQ(shown[4].color.a, 255);
    for (int frame = 0; frame < 75; ++frame) s.frame();  // past the first second: hidden
    ASSERT_FALSE(s.field->isCursorShown());
    const std::vector<QuadVertex> hidden = draw();
    ASSERT_EQ(hidden.size(), 12u);  // still drawn, transparent
    for (int v = 4; v < 8; ++v) {
        EXPECT_EQ(hidden[std::size_t(v)].color.a, 0);
        EXPECT_EQ(hidden[std::size_t(v)].position, shown[std::size_t(v)].position);
    }
    EXPECT_EQ(hidden[0].color.a, 255);
}

namespace {

// A field with the default font and the cursor on, holding `text`, attached by a tap.
struct CursorStage : FieldStage {
    DefaultFont font;

    explicit CursorStage(const std::string& text) {
        EXPECT_TRUE(font.face) << font.error;
        field->setFontFace(font.face);
        field->setText(text);
        field->setCursorEnabled(true);
    }
    // The world point at the centre of letter `index` as the renderer lays it out now.
    Vec2 onLetter(std::size_t index) const {
        const std::optional<Rect> r = field->renderer().letterRect(index);
        EXPECT_TRUE(r) << "no letter " << index;
        return r ? Vec2{100.0f + r->minX() + r->size.width / 2.0f, 100.0f + r->minY() + r->size.height / 2.0f} : Vec2{};
    }
    void hideTheCursor() {
        for (int frame = 0; frame < 75 && field->isCursorShown(); ++frame) this->frame();
        ASSERT_FALSE(field->isCursorShown());
    }
};

}  // namespace

TEST(TextField, APointOnALetterPutsTheCursorBeforeItAndAnyOtherPointInsideAfterTheText) {
    CursorStage s("Ad");
    s.tap({150, 110});
    ASSERT_EQ(s.field->cursorPosition(), 2u);
    const Vec2 onA = s.onLetter(0), onD = s.onLetter(1);
    s.hideTheCursor();
    s.field->setCursorFromPoint(onD);
    EXPECT_EQ(s.field->cursorPosition(), 1u);
    EXPECT_TRUE(s.field->isCursorShown());  // a move restarts the blink
    // The letter rectangles are where the letters were before the cursor moved.
    EXPECT_EQ(s.onLetter(0).x, onA.x);
    s.field->setCursorFromPoint(onA);
    EXPECT_EQ(s.field->cursorPosition(), 0u);
    s.field->setCursorFromPoint({290, 125});  // inside the field, past the text
    EXPECT_EQ(s.field->cursorPosition(), 2u);
    s.field->setCursorFromPoint(onA);
    s.field->setCursorFromPoint({50, 50});  // outside the field: nothing
    EXPECT_EQ(s.field->cursorPosition(), 0u);
    EXPECT_EQ(s.field->text(), "Ad");
}

TEST(TextField, WhereLettersOverlapTheFirstInTextOrderTakesThePoint) {
    CursorStage s("AV");  // a kerned pair: V's image starts inside A's
    s.tap({150, 110});
    const std::optional<Rect> a = s.field->renderer().letterRect(0), v = s.field->renderer().letterRect(1);
    ASSERT_TRUE(a && v);
    ASSERT_LT(v->minX(), a->maxX()) << "the test needs overlapping letters";
    const Vec2 overlap{100.0f + (v->minX() + a->maxX()) / 2.0f, 100.0f + a->minY() + a->size.height / 2.0f};
    s.field->setCursorFromPoint(overlap);
    EXPECT_EQ(s.field->cursorPosition(), 0u);
}

TEST(TextField, APointNeedsTheCursorOnAndCountsMaskLettersAsCharacters) {
    CursorStage s("Ada");
    s.tap({150, 110});
    s.field->setPasswordEnabled(true);
    s.field->setCursorFromPoint(s.onLetter(1));
    EXPECT_EQ(s.field->cursorPosition(), 1u);
    s.field->setCursorEnabled(false);
    s.field->setCursorFromPoint({290, 125});
    EXPECT_EQ(s.field->cursorPosition(), 0u);  // off: setCursorEnabled put it at 0, the point did nothing
}

// With no text the letters are the placeholder's: its first letter puts the cursor at 0
// (restarting the blink); a later letter is past the text, so cocos ignores it.
TEST(TextField, OnAnEmptyFieldOnlyThePlaceholdersFirstLetterMovesTheCursor) {
    CursorStage s("");
    const Vec2 onN = s.onLetter(0), onM = s.onLetter(2);  // "name", before the tap hides it
    s.tap({150, 110});
    s.hideTheCursor();
    s.field->setCursorFromPoint(onM);
    EXPECT_FALSE(s.field->isCursorShown());
    s.field->setCursorFromPoint(onN);
    EXPECT_TRUE(s.field->isCursorShown());
    EXPECT_EQ(s.field->cursorPosition(), 0u);
    EXPECT_EQ(s.field->shownText(), "\b|");
}

// A letter's rectangle is its whole image even where the box cuts what is drawn (cocos'
// letter sprite keeps its letter definition's size); a space has none.
TEST(TextField, ALettersRectangleIsItsWholeImageEvenWhereTheBoxCutsIt) {
    DefaultFont font;
    ASSERT_TRUE(font.face) << font.error;
    const std::shared_ptr<FontFace>& face = font.face;
    Label whole(face, "A b", 40.0f);
    const std::optional<Rect> a = whole.letterRect(0);
    ASSERT_TRUE(a);
    EXPECT_FALSE(whole.letterRect(1));  // the space
    EXPECT_TRUE(whole.letterRect(2));
    EXPECT_FALSE(whole.letterRect(3));
    EXPECT_EQ(whole.letterAt({a->minX() + a->size.width / 2.0f, a->minY() + 1.0f}), std::optional<std::size_t>(0));
    Label cut(face, "A b", 40.0f);
    cut.setVerticalAlignment(TextVAlignment::Top);
    cut.setDimensions({200.0f, 20.0f});  // shorter than the line: the glyph's bottom is cut
    const std::optional<Rect> cutA = cut.letterRect(0);
    ASSERT_TRUE(cutA);
    EXPECT_EQ(cutA->size, a->size);
    EXPECT_LT(cutA->minY(), 0.0f);  // reaches below the box it is drawn in
    RenderQueue queue;
    cut.drawGlyphs(queue, cut, AffineTransform::identity(), AffineTransform::identity(), {255, 255, 255, 255});
    ASSERT_GE(queue.vertices().size(), 4u);
    float lowest = queue.vertices()[0].position.y;
    for (std::size_t v = 0; v < 4; ++v) lowest = std::min(lowest, queue.vertices()[v].position.y);
    EXPECT_GE(lowest, 0.0f);  // what is drawn stops at the box
}
