// cocos .plist sprite sheets in each format SpriteFrameCache reads, with rotated and
// trimmed frames and aliases, and bad sheets as errors at their line and column.
#include "diorama/serialization/sprite_sheet.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

std::string plist(const std::string& frames, const std::string& metadata) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple Computer//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>frames</key>
  <dict>)" +
           frames + R"(</dict>
  <key>metadata</key>
  <dict>)" +
           metadata + R"(</dict>
</dict>
</plist>
)";
}

SpriteSheet read(const std::string& text) {
    SheetRead r = parseSpriteSheet(text, "sheet.plist");
    EXPECT_TRUE(r.sheet) << r.error;
    return r.sheet ? *r.sheet : SpriteSheet{};
}

std::string errorOf(const std::string& text) {
    SheetRead r = parseSpriteSheet(text, "sheet.plist");
    EXPECT_FALSE(r.sheet);
    return r.error;
}

void expectFrame(const SpriteSheet& sheet, const std::string& name, Rect rect, bool rotated, Vec2 offset,
                 Size original) {
    const SheetFrame* f = sheet.find(name);
    ASSERT_NE(f, nullptr) << name;
    EXPECT_EQ(f->rect, rect) << name;
    EXPECT_EQ(f->rotated, rotated) << name;
    EXPECT_EQ(f->offset, offset) << name;
    EXPECT_EQ(f->originalSize, original) << name;
}

}  // namespace

TEST(SpriteSheet, FormatZeroZwoptex) {
    const SpriteSheet s = read(plist(R"(
    <key>a.png</key><dict><key>x</key><integer>2</integer><key>y</key><integer>4</integer>
      <key>width</key><integer>20</integer><key>height</key><integer>10</integer>
      <key>offsetX</key><real>1.5</real><key>offsetY</key><real>-2</real>
      <key>originalWidth</key><integer>-30</integer><key>originalHeight</key><integer>16</integer></dict>)",
                                     "<key>format</key><integer>0</integer>"));
    EXPECT_EQ(s.format, 0);
    expectFrame(s, "a.png", {{2, 4}, {20, 10}}, false, {1.5f, -2}, {30, 16});  // abs, as cocos
    EXPECT_EQ(s.textureFile, "sheet.png");  // no textureFileName: the plist's own name
}

TEST(SpriteSheet, FormatOneHasNoRotation) {
    const SpriteSheet s = read(plist(R"(
    <key>a</key><dict><key>frame</key><string>{{1,2},{3,4}}</string><key>offset</key><string>{0,0}</string>
      <key>rotated</key><true/><key>sourceSize</key><string>{3,4}</string></dict>)",
                                     "<key>format</key><integer>1</integer>"));
    expectFrame(s, "a", {{1, 2}, {3, 4}}, false, {0, 0}, {3, 4});
}

TEST(SpriteSheet, FormatTwoTexturePackerCocos2d) {
    const SpriteSheet s = read(plist(R"(
    <key>hero.png</key><dict><key>frame</key><string>{{10, 20}, {30, 40}}</string>
      <key>offset</key><string>{-1,2.5}</string><key>rotated</key><true/>
      <key>sourceColorRect</key><string>{{0,0},{30,40}}</string><key>sourceSize</key><string>{34,46}</string></dict>)",
                                     "<key>format</key><integer>2</integer>"
                                     "<key>textureFileName</key><string>hero-sheet.png</string>"
                                     "<key>realTextureFileName</key><string>other.png</string>"));
    expectFrame(s, "hero.png", {{10, 20}, {30, 40}}, true, {-1, 2.5f}, {34, 46});
    EXPECT_EQ(s.textureFile, "hero-sheet.png");
}

TEST(SpriteSheet, FormatThreeCocos2dxWithAliases) {
    const SpriteSheet s = read(plist(R"(
    <key>coin.png</key><dict><key>aliases</key><array><string>gold</string><string>money</string></array>
      <key>spriteOffset</key><string>{1,-1}</string><key>spriteSize</key><string>{12,14}</string>
      <key>spriteSourceSize</key><string>{16,16}</string><key>textureRect</key><string>{{40,0},{14,12}}</string>
      <key>textureRotated</key><true/></dict>)",
                                     "<key>format</key><integer>3</integer>"
                                     "<key>realTextureFileName</key><string>coins.png</string>"));
    // The rect: textureRect's origin with spriteSize (cocos).
    expectFrame(s, "coin.png", {{40, 0}, {12, 14}}, true, {1, -1}, {16, 16});
    expectFrame(s, "money", {{40, 0}, {12, 14}}, true, {1, -1}, {16, 16});
    EXPECT_EQ(s.names, std::vector<std::string>{"coin.png"});
    EXPECT_EQ(s.textureFile, "coins.png");
}

TEST(SpriteSheet, BadSheetsAreErrorsAtTheirLineAndColumn) {
    EXPECT_EQ(errorOf("<plist><dict><key>frames</key><dict>"),
              "sheet.plist:1:36: not well-formed XML: Start-end tags mismatch");
    EXPECT_EQ(errorOf(plist(R"(
    <key>a</key><dict><key>frame</key><string>{{1,2},{3}}</string></dict>)",
                            "<key>format</key><integer>2</integer>")),
              "sheet.plist:7:40: frame \"a\" \"frame\": expected {{x,y},{w,h}}, found \"{{1,2},{3}}\"");
    EXPECT_NE(errorOf(plist("", "<key>format</key><integer>7</integer>"))
                  .find("format 7 is not a sprite sheet format cocos reads (0 to 3)"),
              std::string::npos);
    EXPECT_NE(errorOf(plist(R"(<key>a</key><dict><key>x</key><string>2</string></dict>)", ""))
                  .find("frame \"a\": \"x\" should be <real> or <integer>, found <string>"),
              std::string::npos);
    EXPECT_NE(errorOf(plist(R"(<key>a</key><dict><key>x</key><real>nan</real></dict>)", ""))
                  .find("expected a finite number, found \"nan\""),
              std::string::npos);
    EXPECT_NE(errorOf(plist(R"(<key>a</key><dict><key>frame</key><string>{{0,0},{1,1}}</string></dict>)",
                            "<key>format</key><integer>3</integer>"))
                  .find("frame \"a\": missing required key \"spriteSize\""),
              std::string::npos);
    EXPECT_NE(errorOf(plist(R"(<key>a</key><dict><key>frame</key><string>{{0,0},{1,1e9}}</string></dict>)",
                            "<key>format</key><integer>2</integer>"))
                  .find("beyond the coordinate limit"),
              std::string::npos);
    EXPECT_NE(errorOf("<dict/>").find("expected a <plist> document"), std::string::npos);
}

TEST(SpriteSheet, AnAliasThatIsTakenIsAnError) {
    const std::string frame = R"(<dict><key>aliases</key><array><string>x</string></array>
      <key>spriteSize</key><string>{1,1}</string><key>spriteSourceSize</key><string>{1,1}</string>
      <key>textureRect</key><string>{{0,0},{1,1}}</string></dict>)";
    EXPECT_NE(errorOf(plist("<key>a</key>" + frame + "<key>b</key>" + frame, "<key>format</key><integer>3</integer>"))
                  .find("alias \"x\" is already taken"),
              std::string::npos);
}

TEST(SpriteSheet, TheFrameCountIsLimited) {
    std::string frames;
    for (int i = 0; i < 5; ++i)
        frames += "<key>f" + std::to_string(i) + "</key><dict><key>frame</key><string>{{0,0},{1,1}}</string></dict>";
    SheetLimits limits;
    limits.maxFrames = 4;
    const SheetRead r = parseSpriteSheet(plist(frames, "<key>format</key><integer>2</integer>"), "s.plist", limits);
    EXPECT_NE(r.error.find("5 frames is over the frame count limit of 4"), std::string::npos) << r.error;
}
