// TextField: cocos 3.17's ui::TextField through the real dispatcher: a touch on it
// attaches the keyboard and one elsewhere detaches it; typing obeys maxLength in
// characters (UICCTextField cuts what does not fit) and stops at a newline, which
// detaches; the password mask has one style text per character; events come from the
// next update, once each per frame, in cocos' order.
#include "diorama/nodes/text_field.h"
#include "diorama/director/director.h"
#include "diorama/scene/scene.h"
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
