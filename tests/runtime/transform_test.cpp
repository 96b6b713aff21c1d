#include "diorama/nodes/sprite.h"
#include "diorama/scene/scene.h"

#include <gtest/gtest.h>

using namespace diorama;

TEST(Transform, SeedSpriteExampleConvertsBetweenSpaces) {
    Scene scene;
    TextureInfo tex{{}, 50, 50};
    auto& sprite = scene.addChild(std::make_unique<Sprite>(tex));
    sprite.setPosition({75, 75});
    EXPECT_EQ(sprite.convertToNodeSpace({50, 50}), Vec2(0, 0));
    EXPECT_EQ(sprite.convertToNodeSpaceAR({75, 75}), Vec2(0, 0));
    EXPECT_EQ(sprite.convertToWorldSpace({0, 0}), Vec2(50, 50));
    EXPECT_EQ(sprite.convertToWorldSpaceAR({0, 0}), Vec2(75, 75));
}
