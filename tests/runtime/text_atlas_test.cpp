// TextAtlas as cocos 3.17's LabelAtlas lays out and draws its cells.
#include "diorama/nodes/text_atlas.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "diorama/types/builtin_types.h"
#include "quad_extent.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

// A 40 x 48 map of 10 x 12 cells: four to a row, four rows.
TextureInfo charMap(TextureStore& store) {
    Image image;
    image.width = 40;
    image.height = 48;
    image.rgba.assign(std::size_t(40 * 48 * 4), 255);
    TextureInfo info;
    info.handle = store.add(std::move(image), "digits.png");
    info.width = 40;
    info.height = 48;
    return info;
}

TextAtlas& digits(Scene& scene, TextureStore& store, std::string text) {
    auto& atlas = static_cast<TextAtlas&>(scene.addChild(std::make_unique<TextAtlas>()));
    atlas.setCharMap(charMap(store), "digits.png");
    atlas.setItemWidth(10);
    atlas.setItemHeight(12);
    atlas.setStartChar("0");
    atlas.setText(std::move(text));
    return atlas;
}

}  // namespace

TEST(TextAtlas, TheContentSizeIsOneCellPerByteOfTheText) {
    Scene scene({200, 100});
    TextureStore store;
    TextAtlas& atlas = digits(scene, store, "1234");
    EXPECT_EQ(atlas.contentSize(), (Size{40, 12}));
    EXPECT_EQ(atlas.anchorPoint(), (Vec2{0.5f, 0.5f}));
    atlas.setText("é");  // two bytes in UTF-8: two cells, as cocos counts std::string bytes
    EXPECT_EQ(atlas.contentSize(), (Size{20, 12}));
    // Without a map the size still follows the text (LabelAtlas::setString).
    TextAtlas bare;
    bare.setItemWidth(8);
    bare.setItemHeight(9);
    bare.setText("abc");
    EXPECT_EQ(bare.contentSize(), (Size{24, 9}));
}

TEST(TextAtlas, EachByteDrawsItsCellCountedFromStartCharLeftToRightThenDown) {
    Scene scene({200, 100});
    TextureStore store;
    TextAtlas& atlas = digits(scene, store, "07:");
    EXPECT_EQ(atlas.cellOf(0), (Rect{{0, 0}, {10, 12}}));
    EXPECT_EQ(atlas.cellOf(1), (Rect{{30, 12}, {10, 12}}));  // 7: row 1, column 3
    EXPECT_EQ(atlas.cellOf(2), (Rect{{20, 24}, {10, 12}}));  // ':' is '0' + 10
    atlas.setText("/");  // below '0': (unsigned char)(-1) = 255, past the image as in cocos
    EXPECT_EQ(atlas.cellOf(0), (Rect{{30, 756}, {10, 12}}));
}

TEST(TextAtlas, OneQuadPerByteSideBySideInTheDisplayedColour) {
    Scene scene({200, 100});
    TextureStore store;
    TextAtlas& atlas = digits(scene, store, "07");
    atlas.setAnchorPoint({0, 0});
    atlas.setPosition({50, 20});
    atlas.setColor({255, 128, 0});
    atlas.setOpacity(200);
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    ASSERT_EQ(queue.commands().size(), 1u);
    ASSERT_EQ(queue.commands()[0].quadCount, 2u);
    const test::QuadExtent seven = test::quadExtent(queue, 1);
    EXPECT_TRUE(seven.allOf({255, 128, 0, 200}));
    EXPECT_FLOAT_EQ(seven.min.x, 60.0f);
    EXPECT_FLOAT_EQ(seven.max.x, 70.0f);
    EXPECT_FLOAT_EQ(seven.min.y, 20.0f);
    EXPECT_FLOAT_EQ(seven.max.y, 32.0f);
    EXPECT_FLOAT_EQ(seven.uvMin.x, 30.0f / 40.0f);
    EXPECT_FLOAT_EQ(seven.uvMax.x, 1.0f);
}

TEST(TextAtlas, AMapNarrowerThanOneCellOrNoMapDrawsNothing) {
    Scene scene({200, 100});
    TextureStore store;
    TextAtlas& atlas = digits(scene, store, "12");
    atlas.setItemWidth(41);
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    EXPECT_TRUE(queue.commands().empty());
    atlas.setItemWidth(10);
    atlas.setCharMap(TextureInfo{}, "");
    RenderQueue again;
    NodeTraversal::visit(scene, again);
    EXPECT_TRUE(again.commands().empty());
}

// A byte past the map's last cell (or below its first, which wraps past the end) reads
// texels beyond the image in cocos: the inspector's note names each once, in text order.
TEST(TextAtlas, BytesWhoseCellLiesPastTheMapAreNamedOnceInTextOrder) {
    Scene scene({200, 100});
    TextureStore store;
    TextAtlas& atlas = digits(scene, store, "12:3:4");  // 16 cells from '0': ':' is the 11th, in the map
    EXPECT_EQ(atlas.cellCount(), 16);
    EXPECT_EQ(atlas.bytesOutsideMap(), "");
    EXPECT_EQ(builtinNodeTypes().find("TextAtlas")->info().note(atlas), "");
    atlas.setText("9AB A/-");  // 'A' is cell 17, ' ', '/' and '-' lie below '0'
    EXPECT_EQ(atlas.bytesOutsideMap(), "AB /-");
    EXPECT_EQ(builtinNodeTypes().find("TextAtlas")->info().note(atlas),
              "digits.png holds 16 cells from '0'; none for 'A', 'B', ' ', '/', '-': cocos draws whatever lies past "
              "the image's edge for them");
    atlas.setItemWidth(0);  // draws nothing at all: nothing to name
    EXPECT_EQ(atlas.bytesOutsideMap(), "");
}
