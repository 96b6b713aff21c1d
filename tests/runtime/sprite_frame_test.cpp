// Sprite-sheet frames on a Sprite, with cocos' Sprite arithmetic (setSpriteFrame,
// setTextureRect, setVertexCoords, setTextureCoords): the content size is the untrimmed
// size, the quad sits at the offset, flips mirror the offset, a content size stretches
// both, and a rotated frame turns its texture coordinates.
#include "diorama/nodes/sprite.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

SpriteFrame frame(Rect rect, bool rotated, Vec2 offset, Size original) {
    TextureInfo sheet;
    sheet.handle = TextureHandle{7};
    sheet.width = 64;
    sheet.height = 64;
    return SpriteFrame{sheet, rect, rotated, offset, original};
}

}  // namespace

TEST(SpriteFrame, ATrimmedFrameHasItsUntrimmedSizeAndSitsAtItsOffset) {
    Sprite s;
    s.setSpriteFrame(frame({{2, 3}, {20, 10}}, false, {3, -2}, {30, 20}));
    EXPECT_EQ(s.contentSize(), (Size{30, 20}));
    EXPECT_EQ(s.textureRect(), (Rect{{2, 3}, {20, 10}}));
    EXPECT_EQ(s.texture(), TextureHandle{7});
    const Sprite::Quad q = s.quad();
    // x: 3 + (30 - 20) / 2, y: -2 + (20 - 10) / 2
    EXPECT_EQ(q.local, (Rect{{8, 3}, {20, 10}}));
    EXPECT_EQ(q.uv[0], Vec2(2 / 64.0f, 13 / 64.0f));  // bottom-left: left, bottom
    EXPECT_EQ(q.uv[2], Vec2(22 / 64.0f, 3 / 64.0f));  // top-right: right, top
    // The anchor (centre) and bounding box follow the untrimmed size.
    s.setPosition({100, 100});
    EXPECT_EQ(s.boundingBox(), (Rect{{85, 90}, {30, 20}}));
}

TEST(SpriteFrame, AFlipMirrorsTheOffsetAndSwapsTheCoordinates) {
    Sprite s;
    s.setSpriteFrame(frame({{2, 3}, {20, 10}}, false, {3, -2}, {30, 20}));
    s.setFlippedX(true);
    Sprite::Quad q = s.quad();
    EXPECT_EQ(q.local.origin, Vec2(2, 3));  // -3 + 5
    EXPECT_EQ(q.uv[0], Vec2(22 / 64.0f, 13 / 64.0f));
    s.setFlippedX(false);
    s.setFlippedY(true);
    q = s.quad();
    EXPECT_EQ(q.local.origin, Vec2(8, 7));  // 2 + 5
    EXPECT_EQ(q.uv[0], Vec2(2 / 64.0f, 3 / 64.0f));
}

TEST(SpriteFrame, AContentSizeStretchesTheQuadAndItsOffset) {
    Sprite s;
    s.setSpriteFrame(frame({{2, 3}, {20, 10}}, false, {3, -2}, {30, 20}));
    s.setContentSize({60, 40});
    EXPECT_EQ(s.quad().local, (Rect{{16, 6}, {40, 20}}));
}

TEST(SpriteFrame, ARotatedFrameTurnsItsTextureCoordinates) {
    Sprite s;
    s.setSpriteFrame(frame({{10, 20}, {20, 10}}, true, {0, 0}, {20, 10}));
    EXPECT_EQ(s.contentSize(), (Size{20, 10}));
    EXPECT_TRUE(s.isTextureRectRotated());
    const Sprite::Quad q = s.quad();
    EXPECT_EQ(q.local, (Rect{{0, 0}, {20, 10}}));
    const float left = 10 / 64.0f, right = 20 / 64.0f, top = 20 / 64.0f, bottom = 40 / 64.0f;
    EXPECT_EQ(q.uv[0], Vec2(left, top));      // bottom-left
    EXPECT_EQ(q.uv[1], Vec2(left, bottom));   // bottom-right
    EXPECT_EQ(q.uv[2], Vec2(right, bottom));  // top-right
    EXPECT_EQ(q.uv[3], Vec2(right, top));     // top-left
    s.setFlippedX(true);                      // a rotated frame's x flip swaps top and bottom
    EXPECT_EQ(s.quad().uv[0], Vec2(left, bottom));
}

TEST(SpriteFrame, AWholeTextureAfterAFrameDropsTheOffset) {
    Sprite s;
    s.setSpriteFrame(frame({{2, 3}, {20, 10}}, true, {3, -2}, {30, 20}));
    TextureInfo image;
    image.handle = TextureHandle{3};
    image.width = 16;
    image.height = 8;
    s.setTexture(image);
    EXPECT_EQ(s.contentSize(), (Size{16, 8}));
    EXPECT_FALSE(s.isTextureRectRotated());
    EXPECT_EQ(s.quad().local, (Rect{{0, 0}, {16, 8}}));
    EXPECT_EQ(s.quad().uv[2], Vec2(1, 0));
}

TEST(SpriteFrame, ASubRectangleKeepsTheTextureSizeForItsCoordinates) {
    TextureInfo image;
    image.width = 40;
    image.height = 20;
    Sprite s(image);
    s.setTextureRect({{10, 5}, {20, 10}});
    EXPECT_EQ(s.textureSize(), (Size{40, 20}));
    EXPECT_EQ(s.quad().uv[0], Vec2(0.25f, 0.75f));
}
