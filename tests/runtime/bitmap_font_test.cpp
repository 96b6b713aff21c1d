// Reading AngelCode BMFont files as cocos2d-x 3.17's BMFontConfiguration reads them, in
// the text format and in binary version 3, and refusing what it cannot use with the file,
// the line or byte and the reason.
#include "diorama/text/bitmap_font.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace diorama;
using namespace std::string_literals;

namespace {

std::string sampleFont() {
    std::ifstream in(std::string(DIORAMA_SOURCE_DIR) + "/projects/ui/images/digits.fnt", std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A little-endian writer for binary .fnt files.
struct Bytes {
    std::string data = "BMF\x03";
    Bytes& u8(int v) {
        data.push_back(char(v));
        return *this;
    }
    Bytes& u16(int v) { return u8(v & 0xff).u8(v >> 8 & 0xff); }
    Bytes& u32(std::uint32_t v) { return u16(int(v & 0xffff)).u16(int(v >> 16)); }
    Bytes& block(int type, std::uint32_t size) { return u8(type).u32(size); }
};

Bytes binaryFont() {
    Bytes b;
    b.block(1, 14 + 6).u16(std::uint16_t(-32)).u8(0).u8(0).u16(100).u8(1).u8(0).u8(0).u8(0).u8(0).u8(1).u8(1).u8(0);
    b.data += "Test\0"s;
    b.data.push_back('\0');  // padding the info block to its size
    b.block(2, 15).u16(24).u16(19).u16(128).u16(64).u16(1).u8(0).u8(0).u8(0).u8(0).u8(0);
    b.block(3, 9);
    b.data += std::string("font.png\0", 9);
    b.block(4, 40);
    b.u32('A').u16(1).u16(2).u16(10).u16(12).u16(std::uint16_t(-1)).u16(4).u16(11).u8(0).u8(15);
    b.u32(0x4E2D).u16(20).u16(2).u16(16).u16(16).u16(0).u16(2).u16(17).u8(0).u8(15);
    b.block(5, 10).u32('A').u32(0x4E2D).u16(std::uint16_t(-3));
    return b;
}

}  // namespace

TEST(BitmapFont, TheTextFormatGivesLineHeightPageCharsAndKerning) {
    const BitmapFontRead read = parseBitmapFont(sampleFont(), "digits.fnt");
    ASSERT_TRUE(read.font) << read.error;
    const BitmapFont& f = *read.font;
    EXPECT_EQ(f.fontSize, 20);
    EXPECT_EQ(f.lineHeight, 20);
    EXPECT_EQ(f.base, 17);
    EXPECT_EQ(f.pageFile, "digits.png");
    EXPECT_EQ(f.chars.size(), 12u);
    const BitmapFontChar* seven = f.find(U'7');
    ASSERT_NE(seven, nullptr);
    EXPECT_EQ(seven->x, 16);
    EXPECT_EQ(seven->y, 23);
    EXPECT_EQ(seven->width, 11);
    EXPECT_EQ(seven->height, 15);
    EXPECT_EQ(seven->xOffset, 1);
    EXPECT_EQ(seven->yOffset, 3);
    EXPECT_EQ(seven->xAdvance, 13);
    EXPECT_EQ(f.find(U'A'), nullptr);
    EXPECT_EQ(f.kerning(U'1', U'1'), -2);
    EXPECT_EQ(f.kerning(U'1', U'2'), 0);
    EXPECT_TRUE(f.warnings.empty());
}

TEST(BitmapFont, QuotedValuesMayHoldSpacesAndCarriageReturnsAreIgnored) {
    const BitmapFontRead read = parseBitmapFont(
        "info face=\"My Font\" size=-32\r\ncommon lineHeight=40 base=30 pages=1\r\npage id=0 file=\"my font.png\"\r\n"
        "char id=65 x=0 y=0 width=5 height=6 xoffset=-2 yoffset=7 xadvance=9 page=0 chnl=15\r\n",
        "f.fnt");
    ASSERT_TRUE(read.font) << read.error;
    EXPECT_EQ(read.font->fontSize, -32);
    EXPECT_EQ(read.font->pageFile, "my font.png");
    EXPECT_EQ(read.font->find(U'A')->xOffset, -2);
}

TEST(BitmapFont, BinaryVersionThreeReadsLikeTheText) {
    const BitmapFontRead read = parseBitmapFont(binaryFont().data, "b.fnt");
    ASSERT_TRUE(read.font) << read.error;
    const BitmapFont& f = *read.font;
    EXPECT_EQ(f.fontSize, -32);
    EXPECT_EQ(f.lineHeight, 24);
    EXPECT_EQ(f.base, 19);
    EXPECT_EQ(f.pageFile, "font.png");
    ASSERT_EQ(f.chars.size(), 2u);
    EXPECT_EQ(f.find(U'A')->xOffset, -1);
    EXPECT_EQ(f.find(U'A')->height, 12);
    EXPECT_EQ(f.find(U'中')->xAdvance, 17);
    EXPECT_EQ(f.kerning(U'A', U'中'), -3);
}

TEST(BitmapFont, WhatCocosCannotUseIsAnErrorWithItsLineOrByte) {
    auto error = [](const std::string& text) { return parseBitmapFont(text, "f.fnt").error; };
    const std::string head = "common lineHeight=20 base=17\npage id=0 file=\"a.png\"\n";
    EXPECT_EQ(error(head + "char id=48 x=abc y=0 width=1 height=1 xoffset=0 yoffset=0 xadvance=1\n"),
              "f.fnt:3: x=abc is not a whole number");
    EXPECT_EQ(error(head + "char id=48 x=0 y=0 width=1 height=1 xoffset=0 xadvance=1\n"),
              "f.fnt:3: char without yoffset=");
    EXPECT_EQ(error(head + "char id=48 x=0 y=0 width=-1 height=1 xoffset=0 yoffset=0 xadvance=1\n"),
              "f.fnt:3: char 48 has a negative position or size");
    EXPECT_EQ(error(head + "char id=48 x=99999999 y=0 width=1 height=1 xoffset=0 yoffset=0 xadvance=1\n"),
              "f.fnt:3: x=99999999 is beyond 65536");
    EXPECT_EQ(error("page id=0 file=\"a.png\"\nchar id=48 x=0 y=0 width=1 height=1 xoffset=0 yoffset=0 xadvance=1\n"),
              "f.fnt: no common line (its lineHeight is the line height)");
    EXPECT_EQ(error("common lineHeight=20\nchar id=48 x=0 y=0 width=1 height=1 xoffset=0 yoffset=0 xadvance=1\n"),
              "f.fnt: no page with id 0, the image cocos draws every char from");
    EXPECT_EQ(error(head), "f.fnt: no chars: cocos makes no font without them");
    EXPECT_EQ(error("common lineHeight=0\npage id=0 file=\"a.png\"\n"
                    "char id=48 x=0 y=0 width=1 height=1 xoffset=0 yoffset=0 xadvance=1\n"),
              "f.fnt: lineHeight 0: cocos makes no font without a positive line height");
    EXPECT_EQ(error(""), "f.fnt: not an AngelCode BMFont file: no common, page or char lines");
    EXPECT_EQ(error("\x89PNG\r\n"), "f.fnt: not an AngelCode BMFont file: no common, page or char lines");
}

TEST(BitmapFont, ABrokenBinaryFileNamesTheByte) {
    Bytes version2;
    version2.data[3] = 2;
    EXPECT_EQ(parseBitmapFont(version2.data, "b.fnt").error,
              "b.fnt: byte 3: binary version 2: cocos reads version 3 only");
    const std::string whole = binaryFont().data;
    EXPECT_EQ(parseBitmapFont(whole.substr(0, 40), "b.fnt").error,
              "b.fnt: byte 29: a block of 15 bytes where 6 remain");
    Bytes oddChars;
    oddChars.block(4, 19).data += std::string(19, '\0');
    EXPECT_EQ(parseBitmapFont(oddChars.data, "b.fnt").error, "b.fnt: byte 9: a chars block of 19 bytes, not 20 each");
    // Every truncation is an error or a font, never a crash.
    for (std::size_t n = 0; n < whole.size(); ++n) {
        const BitmapFontRead r = parseBitmapFont(whole.substr(0, n), "b.fnt");
        EXPECT_TRUE(r.font || !r.error.empty()) << n;
    }
}

TEST(BitmapFont, MorePagesAreReadFromPageZeroAsCocosDoesAndSaidSo) {
    const BitmapFontRead read = parseBitmapFont(
        "common lineHeight=20 pages=2\npage id=0 file=\"a.png\"\npage id=1 file=\"b.png\"\n"
        "char id=48 x=0 y=0 width=1 height=1 xoffset=0 yoffset=0 xadvance=1 page=1\n",
        "f.fnt");
    ASSERT_TRUE(read.font) << read.error;
    EXPECT_EQ(read.font->pageFile, "a.png");
    ASSERT_EQ(read.font->warnings.size(), 1u);
    EXPECT_EQ(read.font->warnings[0], "f.fnt: 2 pages: cocos 3.17 draws every char from page 0");
}

TEST(BitmapFont, AFileOverTheLimitIsRefusedBeforeItIsRead) {
    BitmapFontLimits limits;
    limits.maxFileBytes = 10;
    EXPECT_EQ(parseBitmapFont(sampleFont(), "big.fnt", limits).error.rfind("big.fnt: ", 0), 0u);
    EXPECT_NE(parseBitmapFont(sampleFont(), "big.fnt", limits).error.find("more than the limit of 10"),
              std::string::npos);
}
