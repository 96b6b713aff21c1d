#include "diorama/player/input_script.h"

#include <gtest/gtest.h>

namespace diorama {
namespace {

TEST(InputScript, ReadsTouchesAndKeysAtTheirFrames) {
    const InputScript s = parseInputScript(
        "# a comment\n"
        "30 tap 480 320\n"
        "\n"
        "40 down 1.5 -2  # trailing comment\n"
        "41 move 2 3\n"
        "42 up 2 3\n"
        "50 key SPACE\n"
        "51 keydown LEFT_ARROW\n"
        "52 keyup A\n",
        "play.script");
    ASSERT_TRUE(s.ok()) << s.error;
    ASSERT_EQ(s.steps.size(), 7u);
    EXPECT_EQ(s.steps[0].frame, 30);
    EXPECT_EQ(s.steps[0].kind, ScriptStep::Kind::Tap);
    EXPECT_EQ(s.steps[0].point, Vec2(480, 320));
    EXPECT_EQ(s.steps[1].point, Vec2(1.5f, -2));
    EXPECT_EQ(s.steps[4].key, KeyCode::KEY_SPACE);
    EXPECT_EQ(s.steps[5].kind, ScriptStep::Kind::KeyDown);
    EXPECT_EQ(s.steps[5].key, KeyCode::KEY_LEFT_ARROW);
    EXPECT_EQ(s.steps[6].key, KeyCode::KEY_A);
}

TEST(InputScript, TypedTextIsTheRestOfTheLineAndBackspaceAndReturnAreKeys) {
    const InputScript s = parseInputScript(
        "70 type Ada  Lovelace \r\n71 backspace\n72 return  # done\n73 type 名前  # the name\n", "play.script");
    ASSERT_TRUE(s.ok()) << s.error;
    ASSERT_EQ(s.steps.size(), 4u);
    EXPECT_EQ(s.steps[0].kind, ScriptStep::Kind::Type);
    EXPECT_EQ(s.steps[0].text, "Ada  Lovelace ");  // spaces inside and at the end are typed
    EXPECT_EQ(s.steps[1].kind, ScriptStep::Kind::Backspace);
    EXPECT_EQ(s.steps[2].kind, ScriptStep::Kind::Return);
    EXPECT_EQ(s.steps[3].text, "名前");  // the spaces before a comment are not typed
}

TEST(InputScript, ABadLineIsNamedWithItsNumberAndNothingIsKept) {
    struct Case {
        const char* text;
        const char* message;
    };
    for (const Case& c : {Case{"1 tap 1 2\nx tap 1 2\n", "play.script: line 2: expected a frame number, got 'x'"},
                          Case{"0 tap 1 2\n", "play.script: line 1: frame must be between 1 and 100000000"},
                          Case{"3 swipe 1 2\n", "play.script: line 1: unknown step 'swipe'"},
                          Case{"3 tap 1\n", "play.script: line 1: 'tap' needs two numbers"},
                          Case{"3 tap 1 nan\n", "play.script: line 1: 'tap' needs two numbers"},
                          Case{"3 key SPACEBAR\n", "play.script: line 1: unknown key 'SPACEBAR'"},
                          Case{"3 key SPACE now\n", "play.script: line 1: unexpected 'now'"},
                          Case{"3 type\n", "play.script: line 1: 'type' needs the text to type after it"},
                          Case{"3 backspace 2\n", "play.script: line 1: unexpected '2'"}}) {
        const InputScript s = parseInputScript(c.text, "play.script");
        EXPECT_FALSE(s.ok()) << c.text;
        EXPECT_TRUE(s.steps.empty());
        EXPECT_EQ(s.error.rfind(c.message, 0), 0u) << s.error;
    }
}

TEST(KeyCodes, KeepCocosValues) {
    // A few anchors from cocos2d-x 3.17's EventKeyboard::KeyCode.
    EXPECT_EQ(int(KeyCode::KEY_ESCAPE), 6);
    EXPECT_EQ(int(KeyCode::KEY_BACK), 6);
    EXPECT_EQ(int(KeyCode::KEY_SPACE), 59);
    EXPECT_EQ(int(KeyCode::KEY_0), 76);
    EXPECT_EQ(int(KeyCode::KEY_A), 124);
    EXPECT_EQ(int(KeyCode::KEY_ENTER), 164);
    EXPECT_EQ(int(KeyCode::KEY_PLAY), 165);
    EXPECT_EQ(keyCodeName(KeyCode::KEY_LEFT_ARROW), "LEFT_ARROW");
}

}  // namespace
}  // namespace diorama
