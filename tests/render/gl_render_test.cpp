// Pixels from the OpenGL 3.3 renderer, rendered headlessly: draw order rules, tinting,
// cascading opacity, transforms, flipping, labels, placeholders and draw-call counts.
#include "diorama/cocostudio/csd_import.h"
#include "diorama/nodes/button.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/scale9_sprite.h"
#include "diorama/nodes/sprite.h"
#include "diorama/scene/scene.h"
#include "diorama/text/font.h"
#include "gl_fixture.h"

#include <random>

using namespace diorama;
using test::near;
using test::pixel;
using test::Rgba;

namespace {

const std::filesystem::path kSource = DIORAMA_SOURCE_DIR;

const Rgba kRed{255, 0, 0, 255}, kGreen{0, 255, 0, 255}, kBlue{0, 0, 255, 255}, kBlack{0, 0, 0, 255};

ColorLayer& quad(Node& parent, const char* name, Color3B c, Rect r, int z = 0) {
    auto layer = std::make_unique<ColorLayer>(Color4B{c.r, c.g, c.b, 255}, r.size, name);
    layer->setPosition(r.origin);
    return parent.addChild(std::move(layer), z);
}

// A 2x1 texture: left pixel red, right pixel blue.
TextureInfo twoTone(TextureStore& store) {
    Image img{2, 1, {255, 0, 0, 255, 0, 0, 255, 255}};
    TextureInfo info;
    info.handle = store.add(std::move(img), "two-tone");
    info.width = 2;
    info.height = 1;
    return info;
}

class GlRender : public test::GlFixture {
protected:
    // The first `commands` commands of a 64x64 scene in final order (the scrubber's view).
    Image renderPrefix(Scene& scene, std::size_t commands) {
        auto target = renderer->createRenderTarget(64, 64);
        RenderQueue queue;
        NodeTraversal::visit(scene, queue);
        target->bind();
        renderer->setProjection({{0, 0}, {64, 64}}, 64, 64);
        renderer->clear();
        renderer->renderPrefix(queue, commands);
        target->unbind();
        return target->readPixels();
    }
};

}  // namespace

TEST_F(GlRender, LaterArrivalDrawsOnTopAtEqualZ) {
    Scene scene({64, 64});
    quad(scene, "a", {255, 0, 0}, {{0, 0}, {40, 40}});
    quad(scene, "b", {0, 255, 0}, {{20, 20}, {40, 40}});
    Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 30, 30), kGreen));
    EXPECT_TRUE(near(pixel(img, 10, 10), kRed));
    EXPECT_TRUE(near(pixel(img, 50, 5), kBlack));
}

TEST_F(GlRender, LocalZBeatsArrival) {
    Scene scene({64, 64});
    quad(scene, "a", {255, 0, 0}, {{0, 0}, {40, 40}}, 1);
    quad(scene, "b", {0, 255, 0}, {{20, 20}, {40, 40}}, 0);
    EXPECT_TRUE(near(pixel(render(scene), 30, 30), kRed));
}

TEST_F(GlRender, NegativeZChildDrawsUnderItsParent) {
    Scene scene({64, 64});
    auto& parent = quad(scene, "parent", {255, 0, 0}, {{0, 0}, {40, 40}});
    quad(parent, "under", {0, 0, 255}, {{20, 20}, {40, 40}}, -1);
    quad(parent, "over", {0, 255, 0}, {{-10, 30}, {15, 15}}, 0);
    Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 30, 30), kRed));   // parent covers its negative child
    EXPECT_TRUE(near(pixel(img, 50, 50), kBlue));  // the child sticks out
    EXPECT_TRUE(near(pixel(img, 2, 35), kGreen));  // non-negative child on top
}

TEST_F(GlRender, GlobalZBandsOverrideTheTree) {
    Scene scene({64, 64});
    quad(scene, "pos", {255, 0, 0}, {{0, 0}, {40, 40}}).setGlobalZOrder(1);
    quad(scene, "zero", {0, 255, 0}, {{10, 10}, {40, 40}});
    quad(scene, "neg", {0, 0, 255}, {{20, 20}, {40, 40}}).setGlobalZOrder(-1);
    Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 30, 30), kRed));    // positive band above all
    EXPECT_TRUE(near(pixel(img, 45, 45), kGreen));  // zero above negative
    EXPECT_TRUE(near(pixel(img, 55, 55), kBlue));
}

TEST_F(GlRender, EqualGlobalZKeepsVisitOrder) {
    Scene scene({64, 64});
    quad(scene, "first", {255, 0, 0}, {{0, 0}, {40, 40}}).setGlobalZOrder(3);
    quad(scene, "second", {0, 255, 0}, {{20, 20}, {40, 40}}).setGlobalZOrder(3);
    EXPECT_TRUE(near(pixel(render(scene), 30, 30), kGreen));
}

TEST_F(GlRender, InvisibleSubtreesDrawNothing) {
    Scene scene({64, 64});
    auto& hidden = quad(scene, "hidden", {255, 0, 0}, {{0, 0}, {64, 64}});
    quad(hidden, "child", {0, 255, 0}, {{0, 0}, {10, 10}});
    hidden.setVisible(false);
    Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 5, 5), kBlack));
    EXPECT_TRUE(near(pixel(img, 30, 30), kBlack));
}

TEST_F(GlRender, TintAndCascadingOpacityBlendOverTheBackground) {
    Scene scene({64, 64});
    auto& parent = quad(scene, "parent", {255, 255, 255}, {{0, 0}, {32, 64}});
    parent.setCascadeOpacityEnabled(true);
    parent.setOpacity(128);
    auto& child = quad(parent, "child", {0, 255, 0}, {{32, 0}, {32, 64}});
    child.setOpacity(255);
    Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 10, 10), {128, 128, 128, 255}));
    EXPECT_TRUE(near(pixel(img, 50, 10), {0, 128, 0, 255}));
}

TEST_F(GlRender, RotatedAndSkewedQuadsCoverTheRightPixels) {
    Scene scene({64, 64});
    auto& rotated = quad(scene, "rotated", {255, 0, 0}, {{32, 32}, {40, 8}});
    rotated.setAnchorPoint({0.5f, 0.5f});
    rotated.setRotation(90);  // now 8 wide, 40 tall, centred
    Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 32, 50), kRed));
    EXPECT_TRUE(near(pixel(img, 50, 32), kBlack));

    Scene skewed({64, 64});
    auto& s = quad(skewed, "skewed", {0, 255, 0}, {{0, 0}, {20, 40}});
    s.setSkewX(45);  // top edge shifted right by 40
    Image img2 = render(skewed);
    EXPECT_TRUE(near(pixel(img2, 45, 37), kGreen));
    EXPECT_TRUE(near(pixel(img2, 5, 37), kBlack));
    EXPECT_TRUE(near(pixel(img2, 5, 2), kGreen));
}

TEST_F(GlRender, FlippedSpriteMirrorsItsTexture) {
    Scene scene({64, 64});
    auto& plain = scene.addChild(std::make_unique<Sprite>(twoTone(textures)));
    plain.setScale(32, 32);
    plain.setPosition({32, 48});
    auto& flipped = scene.addChild(std::make_unique<Sprite>(twoTone(textures)));
    flipped.setScale(32, 32);
    flipped.setPosition({32, 16});
    flipped.setFlippedX(true);
    Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 8, 48), kRed, 8));
    EXPECT_TRUE(near(pixel(img, 56, 48), kBlue, 8));
    EXPECT_TRUE(near(pixel(img, 8, 16), kBlue, 8));
    EXPECT_TRUE(near(pixel(img, 56, 16), kRed, 8));
}

TEST_F(GlRender, LabelDrawsGlyphsInsideItsContentSize) {
    FontStore fonts(textures);
    std::string error;
    auto face = fonts.defaultFace(error);
    ASSERT_TRUE(face) << error;
    Scene scene({128, 64});
    auto& label = scene.addChild(std::make_unique<Label>(face, "Hi!", 32.0f));
    label.setPosition({64, 32});
    Image img = render(scene, 128, 64);
    const Rect box = label.boundingBox();
    int lit = 0, litOutside = 0;
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 128; ++x) {
            const bool on = pixel(img, x, y).r > 128;
            if (!on) continue;
            if (box.containsPoint({x + 0.5f, y + 0.5f}))
                ++lit;
            else
                ++litOutside;
        }
    EXPECT_GT(lit, 50);
    EXPECT_EQ(litOutside, 0);
}

// DejaVu has no ideographs: 中 is borrowed from the installed CJK font, not DejaVu's box.
TEST_F(GlRender, ChineseTextInALatinFontDrawsTheIdeographsNotBoxes) {
    auto litPixels = [&](FontStore::SystemFallback fallback) {
        FontStore fonts(textures, fallback);
        std::string error;
        auto face = fonts.defaultFace(error);
        EXPECT_TRUE(face) << error;
        Scene scene({64, 64});
        scene.addChild(std::make_unique<Label>(face, "中", 48.0f)).setPosition({32, 32});
        Image img = render(scene, 64, 64);
        std::vector<bool> lit;
        for (int y = 0; y < 64; ++y)
            for (int x = 0; x < 64; ++x) lit.push_back(pixel(img, x, y).r > 128);
        return lit;
    };
    const std::vector<bool> borrowed = litPixels(FontStore::SystemFallback::On);
    const std::vector<bool> box = litPixels(FontStore::SystemFallback::Off);
    auto at = [](const std::vector<bool>& lit, int x, int y) { return bool(lit[std::size_t(y * 64 + x)]); };
    // 中's vertical stroke runs through the middle of the glyph; the box is hollow there.
    int strokeRows = 0, boxRows = 0;
    for (int y = 22; y < 42; ++y) {
        strokeRows += at(borrowed, 31, y) || at(borrowed, 32, y);
        boxRows += at(box, 31, y) || at(box, 32, y);
    }
    EXPECT_GE(strokeRows, 15);
    EXPECT_LE(boxRows, 4);
}

TEST_F(GlRender, MissingTextureShowsThePlaceholder) {
    textures.setErrorSink(nullptr);
    Scene scene({64, 64});
    auto& s = scene.addChild(std::make_unique<Sprite>(textures.load("/no/such/image.png")));
    s.setScale(4);
    s.setPosition({32, 32});
    Image img = render(scene);
    int magenta = 0;
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x)
            if (near(pixel(img, x, y), {255, 0, 255, 255})) ++magenta;
    EXPECT_GT(magenta, 500);
}

TEST_F(GlRender, WithoutMergingEachBatchIsOneDrawCallAsInCocos) {
    renderer->setBatchMerging(false);
    Scene scene({64, 64});
    TextureInfo t1 = twoTone(textures), t2 = twoTone(textures);
    for (TextureInfo t : {t1, t1, t2, t1}) scene.addChild(std::make_unique<Sprite>(t)).setPosition({10, 10});
    render(scene);
    EXPECT_EQ(lastDrawCalls, 3u);
    EXPECT_EQ(renderer->batchesLastFrame(), 3u);
    scene.children()[2]->setGlobalZOrder(-1);
    render(scene);
    EXPECT_EQ(lastDrawCalls, 2u);
}

TEST_F(GlRender, BatchesOfSameSizedTexturesWithTheSameBlendShareADrawCall) {
    Scene scene({64, 64});
    TextureInfo t1 = twoTone(textures), t2 = twoTone(textures);
    for (TextureInfo t : {t1, t1, t2, t1}) scene.addChild(std::make_unique<Sprite>(t)).setPosition({10, 10});
    render(scene);
    EXPECT_EQ(lastDrawCalls, 1u);
    EXPECT_EQ(renderer->batchesLastFrame(), 3u);  // cocos' three batches, drawn in one call
    static_cast<Sprite&>(*scene.children()[2]).setBlend(BlendMode::Additive);
    render(scene);
    EXPECT_EQ(lastDrawCalls, 3u);  // a blend change still needs its own call
    EXPECT_EQ(renderer->batchesLastFrame(), 3u);
}

namespace {

Image solid(int w, int h, Color3B c) {
    Image img{w, h, std::vector<std::uint8_t>(std::size_t(w * h * 4), 255)};
    for (std::size_t i = 0; i < img.rgba.size(); i += 4) {
        img.rgba[i] = c.r;
        img.rgba[i + 1] = c.g;
        img.rgba[i + 2] = c.b;
    }
    return img;
}

}  // namespace

// Textures share a draw call when they share a texture array, that is an image size and
// filter: the 8x8 one between two 4x4 ones ends the call.
TEST_F(GlRender, ATextureOfAnotherSizeStartsAnotherDrawCall) {
    const TextureHandle a = textures.add(solid(4, 4, {255, 0, 0}), "a");
    const TextureHandle b = textures.add(solid(4, 4, {0, 255, 0}), "b");
    const TextureHandle c = textures.add(solid(8, 8, {0, 0, 255}), "c");
    Scene scene({64, 64});
    float x = 8;
    for (TextureHandle t : {a, b, c, a}) {
        const int side = t == c ? 8 : 4;
        scene.addChild(std::make_unique<Sprite>(TextureInfo{t, side, side, false, {}})).setPosition({x, 32});
        x += 14;
    }
    const Image img = render(scene);
    EXPECT_EQ(renderer->batchesLastFrame(), 4u);
    EXPECT_EQ(lastDrawCalls, 3u);
    EXPECT_TRUE(near(pixel(img, 8, 32), {255, 0, 0, 255}));
    EXPECT_TRUE(near(pixel(img, 22, 32), {0, 255, 0, 255}));
    EXPECT_TRUE(near(pixel(img, 36, 32), {0, 0, 255, 255}));
    EXPECT_TRUE(near(pixel(img, 50, 32), {255, 0, 0, 255}));
}

// Textures arriving frame after frame grow their array (its layers uploaded again) and a
// texture replaced by an image of another size moves to another array: every sprite keeps
// showing its own colour.
TEST_F(GlRender, TexturesAddedOrResizedLaterKeepEverySpritesPixels) {
    Scene scene({64, 64});
    std::vector<Color3B> colours;
    std::vector<TextureHandle> handles;
    for (int i = 0; i < 40; ++i) {
        const Color3B colour{std::uint8_t(40 + i * 5), std::uint8_t(255 - i * 6), std::uint8_t(i * 3)};
        colours.push_back(colour);
        handles.push_back(textures.add(solid(2, 2, colour), "t" + std::to_string(i)));
        scene.addChild(std::make_unique<Sprite>(TextureInfo{handles.back(), 2, 2, false, {}}))
            .setPosition({float(4 + (i % 8) * 7), float(4 + (i / 8) * 7)});
        if (i % 3 != 0) continue;  // a frame after every third texture
        const Image img = render(scene);
        EXPECT_EQ(lastDrawCalls, 1u);
        for (int j = 0; j <= i; ++j) {
            const Color3B c = colours[std::size_t(j)];
            EXPECT_TRUE(near(pixel(img, 4 + (j % 8) * 7, 4 + (j / 8) * 7), {c.r, c.g, c.b, 255}))
                << "texture " << j << " after " << i + 1;
        }
    }
    textures.update(handles[5], solid(4, 4, {9, 9, 250}));
    const Image img = render(scene);
    EXPECT_EQ(lastDrawCalls, 3u);  // textures 0-4, then 5 alone, then 6-39
    EXPECT_TRUE(near(pixel(img, 4 + 5 * 7, 4), {9, 9, 250, 255}));
    EXPECT_TRUE(near(pixel(img, 4 + 6 * 7, 4), {colours[6].r, colours[6].g, colours[6].b, 255}));
}

// More textures of one size than a texture array may hold on some drivers (llvmpipe
// allows 2,048 layers): every one of 2,500 single-texel textures still draws its colour.
TEST_F(GlRender, ThousandsOfTexturesOfOneSizeEachDrawTheirOwnTexel) {
    Scene scene({64, 64});
    std::vector<Color3B> colours;
    for (int i = 0; i < 2500; ++i) {
        const Color3B colour{std::uint8_t(i % 251), std::uint8_t((i * 7) % 253), std::uint8_t(i / 10)};
        colours.push_back(colour);
        const TextureHandle t = textures.add(solid(1, 1, colour), "t" + std::to_string(i));
        scene.addChild(std::make_unique<Sprite>(TextureInfo{t, 1, 1, false, {}}))
            .setPosition({float(i % 64) + 0.5f, float(i / 64) + 0.5f});
    }
    const Image img = render(scene);
    EXPECT_EQ(renderer->batchesLastFrame(), 2500u);
    EXPECT_LT(lastDrawCalls, 100u);
    int wrong = 0;
    for (int i = 0; i < 2500; ++i) {
        const Color3B c = colours[std::size_t(i)];
        wrong += !near(pixel(img, i % 64, i / 64), {c.r, c.g, c.b, 255}, 0);
    }
    EXPECT_EQ(wrong, 0);
}

// Random sprites on eleven textures of three sizes, random global Z, tints, opacities,
// rotations, flips and two blends, and a gray button: the merged calls give the bytes of
// one call per batch, over several frames.
TEST_F(GlRender, MergedDrawCallsDrawExactlyThePixelsOfOneCallPerBatch) {
    std::vector<TextureInfo> infos;
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> byte(0, 255);
    for (int t = 0; t < 11; ++t) {
        const int w = t < 8 ? 5 : t - 4, h = t < 8 ? 3 : 4;
        Image img{w, h, std::vector<std::uint8_t>(std::size_t(w * h * 4))};
        for (auto& v : img.rgba) v = std::uint8_t(byte(rng));
        infos.push_back({textures.add(std::move(img), "t" + std::to_string(t)), w, h, false, {}});
    }
    Scene scene({128, 96});
    std::uniform_real_distribution<float> x(-10, 138), y(-10, 106), angle(0, 360), scale(0.5f, 6.0f);
    std::uniform_int_distribution<int> texture(0, 10), z(-3, 3), one(0, 9);
    for (int i = 0; i < 600; ++i) {
        auto& s = scene.addChild(std::make_unique<Sprite>(infos[std::size_t(texture(rng))]));
        s.setPosition({x(rng), y(rng)});
        s.setRotation(angle(rng));
        s.setScale(scale(rng), scale(rng));
        s.setGlobalZOrder(float(z(rng)));
        s.setColor({std::uint8_t(byte(rng)), std::uint8_t(byte(rng)), std::uint8_t(byte(rng))});
        s.setOpacity(std::uint8_t(byte(rng)));
        s.setFlippedX(one(rng) < 3);
        if (one(rng) == 0) s.setBlend(BlendMode::Additive);
    }
    auto& gray = scene.emplaceChild<Button>();
    gray.setTexture(infos[3]);
    gray.setContentSize({40, 30});
    gray.setPosition({64, 48});
    gray.setEnabled(false);
    for (int frame = 0; frame < 3; ++frame) {
        renderer->setBatchMerging(false);
        const Image separate = render(scene, 128, 96);
        const std::uint32_t separateCalls = lastDrawCalls;
        renderer->setBatchMerging(true);
        const Image merged = render(scene, 128, 96);
        EXPECT_LT(lastDrawCalls * 3, separateCalls * 2) << "frame " << frame;
        EXPECT_EQ(renderer->batchesLastFrame(), separateCalls);
        EXPECT_TRUE(merged.rgba == separate.rgba) << "frame " << frame;
        for (std::size_t i = 0; i < scene.children().size(); i += 7)
            scene.children()[i]->setGlobalZOrder(float(z(rng)));
    }
}

TEST_F(GlRender, PrefixRendersOnlyTheFirstCommands) {
    Scene scene({64, 64});
    quad(scene, "a", {255, 0, 0}, {{0, 0}, {64, 64}});
    quad(scene, "b", {0, 255, 0}, {{0, 0}, {64, 64}});
    EXPECT_TRUE(near(pixel(renderPrefix(scene, 1), 5, 5), kRed));
}

TEST_F(GlRender, AFrameUploadsItsVerticesOnceWhateverTheBatches) {
    Scene scene({64, 64});
    TextureInfo t1 = twoTone(textures), t2 = twoTone(textures);
    for (TextureInfo t : {t1, t2, t1, t2, t1}) scene.addChild(std::make_unique<Sprite>(t)).setPosition({10, 10});
    renderer->setBatchMerging(false);
    render(scene);
    EXPECT_EQ(lastDrawCalls, 5u);
    EXPECT_EQ(renderer->bufferUploadsLastFrame(), 1u);
    scene.children()[1]->setGlobalZOrder(2);  // reordered: the upload gathers in draw order
    render(scene);
    EXPECT_EQ(renderer->bufferUploadsLastFrame(), 1u);
    renderer->setBatchMerging(true);  // one call over two layers: the layer indices come too
    render(scene);
    EXPECT_EQ(lastDrawCalls, 1u);
    EXPECT_EQ(renderer->bufferUploadsLastFrame(), 2u);
}

// Batches are offsets into the frame's one buffer: with global Z reordering and three
// textures, each batch must still draw its own quads.
TEST_F(GlRender, ReorderedBatchesDrawTheirOwnQuadsFromTheSharedBuffer) {
    Scene scene({64, 64});
    quad(scene, "left", {255, 0, 0}, {{0, 0}, {20, 64}}).setGlobalZOrder(3);
    quad(scene, "middle", {0, 255, 0}, {{22, 0}, {20, 64}});
    auto& right = scene.addChild(std::make_unique<Sprite>(twoTone(textures)));
    right.setAnchorPoint({0, 0});
    right.setPosition({44, 0});
    right.setScale(10, 64);  // the texture's right (blue) half covers x 54..64
    right.setGlobalZOrder(-2);
    const Image image = renderToImage(*renderer, scene, {{0, 0}, {64, 64}}, 64, 64);
    EXPECT_TRUE(near(pixel(image, 10, 32), kRed));
    EXPECT_TRUE(near(pixel(image, 32, 32), kGreen));
    EXPECT_TRUE(near(pixel(image, 60, 32), kBlue));

    const Image prefix = renderPrefix(scene, 2);  // the sprite (z -2) and the middle quad, not the left one
    EXPECT_TRUE(near(pixel(prefix, 10, 32), kBlack));
    EXPECT_TRUE(near(pixel(prefix, 32, 32), kGreen));
    EXPECT_TRUE(near(pixel(prefix, 60, 32), kBlue));
}

// A 12x12 button image: a 4-pixel red frame around a green centre.
TEST_F(GlRender, Scale9SpriteKeepsItsFrameWidthWhenStretched) {
    Image img{12, 12, std::vector<std::uint8_t>(12 * 12 * 4)};
    for (int y = 0; y < 12; ++y)
        for (int x = 0; x < 12; ++x) {
            const bool centre = x >= 4 && x < 8 && y >= 4 && y < 8;
            std::uint8_t* p = &img.rgba[std::size_t(y * 12 + x) * 4];
            p[0] = centre ? 0 : 255;
            p[1] = centre ? 255 : 0;
            p[2] = 0;
            p[3] = 255;
        }
    TextureInfo info{textures.add(std::move(img), "frame"), 12, 12, false, {}};
    Scene scene;
    auto& button = scene.emplaceChild<Scale9Sprite>();
    button.setTexture(info);
    button.setCapInsets({{4, 4}, {4, 4}});
    button.setAnchorPoint({0, 0});
    button.setContentSize({48, 36});
    const Image out = render(scene);
    const test::Rgba red{255, 0, 0, 255}, green{0, 255, 0, 255}, black{0, 0, 0, 255};
    EXPECT_TRUE(test::near(test::pixel(out, 1, 1), red));   // corner
    EXPECT_TRUE(test::near(test::pixel(out, 2, 18), red));  // left edge stays 4 px wide
    // The centre's 4 texels stretch over 40 x 28 pixels; linear filtering blends the
    // first and last few with the frame, as in cocos, so look inside.
    EXPECT_TRUE(test::near(test::pixel(out, 12, 18), green));
    EXPECT_TRUE(test::near(test::pixel(out, 36, 24), green));
    EXPECT_TRUE(test::near(test::pixel(out, 45, 18), red));    // right edge 44..48
    EXPECT_TRUE(test::near(test::pixel(out, 24, 33), red));    // top edge 32..36
    EXPECT_TRUE(test::near(test::pixel(out, 50, 18), black));  // nothing past the size
}

// A Cocos Studio UI with a 9-slice button (tests/fixtures/cocostudio), imported and drawn:
// the 48 x 36 button centred at (32, 32) keeps its 4-pixel red frame.
TEST_F(GlRender, AnImportedStudioButtonIsNineSliced) {
    cocostudio::ImportOptions options;
    options.context.textures = &textures;
    auto imported = cocostudio::importCsd(kSource / "tests/fixtures/cocostudio/cocosstudio/button-ui.csd", options);
    ASSERT_TRUE(imported.ok()) << imported.error->format();
    const Image out = render(*imported.scene);
    const test::Rgba red{255, 0, 0, 255}, green{0, 255, 0, 255}, black{0, 0, 0, 255};
    EXPECT_TRUE(test::near(test::pixel(out, 9, 32), red));     // left frame: x 8..12
    EXPECT_TRUE(test::near(test::pixel(out, 20, 32), green));  // inside
    EXPECT_TRUE(test::near(test::pixel(out, 54, 32), red));    // right frame: x 52..56
    EXPECT_TRUE(test::near(test::pixel(out, 32, 48), red));    // top frame: y 46..50
    EXPECT_TRUE(test::near(test::pixel(out, 32, 15), red));    // bottom frame: y 14..18
    EXPECT_TRUE(test::near(test::pixel(out, 32, 12), black));  // below the button
}

// cocos 3.17's gray shader on a disabled Button without a disabled image: each texel's
// luminance 0.2126 R + 0.7152 G + 0.0722 B with its alpha, the tint and opacity ignored.
TEST_F(GlRender, ADisabledButtonWithoutADisabledImageDrawsItsImageInGray) {
    Scene scene({64, 64});
    auto& button = scene.emplaceChild<Button>();
    button.setTexture(twoTone(textures));
    button.setAnchorPoint({0, 0});
    button.setContentSize({64, 32});
    button.setColor({0, 255, 0});  // ignored by the gray shader
    button.setOpacity(128);        // ignored too
    button.setEnabled(false);
    auto& enabled = scene.emplaceChild<Button>();
    enabled.setTexture(twoTone(textures));
    enabled.setAnchorPoint({0, 0});
    enabled.setPosition({0, 32});
    enabled.setContentSize({64, 32});
    const Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 8, 16), Rgba{54, 54, 54, 255}, 2));   // 0.2126 * 255
    EXPECT_TRUE(near(pixel(img, 56, 16), Rgba{18, 18, 18, 255}, 2));  // 0.0722 * 255
    EXPECT_TRUE(near(pixel(img, 8, 48), kRed, 8));                    // an enabled one is in colour
    EXPECT_TRUE(near(pixel(img, 56, 48), kBlue, 8));
}

namespace {
Node& clipper(Node& parent, Rect r) {
    auto node = std::make_unique<Node>();
    node->setPosition(r.origin);
    node->setContentSize(r.size);
    node->setClippingEnabled(true);
    return parent.addChild(std::move(node));
}
}  // namespace

TEST_F(GlRender, AClippingNodeShowsItsSubtreeOnlyInsideItsRectangle) {
    Scene scene({64, 64});
    auto& panel = clipper(scene, {{16, 16}, {24, 24}});
    quad(panel, "fill", {0, 255, 0}, {{-16, -16}, {64, 64}});
    quad(scene, "after", {255, 0, 0}, {{0, 0}, {8, 8}});
    Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 20, 20), kGreen));
    EXPECT_TRUE(near(pixel(img, 39, 39), kGreen));
    EXPECT_TRUE(near(pixel(img, 12, 30), kBlack));
    EXPECT_TRUE(near(pixel(img, 44, 30), kBlack));
    EXPECT_TRUE(near(pixel(img, 30, 50), kBlack));
    EXPECT_TRUE(near(pixel(img, 4, 4), kRed));  // what follows the group is not clipped
}

TEST_F(GlRender, ARotatedClipCutsAlongItsOwnEdgesNotItsBox) {
    Scene scene({64, 64});
    auto& panel = clipper(scene, {{32, 32}, {30, 30}});
    panel.setAnchorPoint({0.5f, 0.5f});
    panel.setRotation(45);
    quad(panel, "fill", {0, 255, 0}, {{-30, -30}, {90, 90}});
    Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 32, 32), kGreen));
    EXPECT_TRUE(near(pixel(img, 32, 52), kGreen));  // a tip of the diamond (21.2 from the centre)
    EXPECT_TRUE(near(pixel(img, 19, 19), kBlack));  // inside the 30x30 box, outside the diamond
}

TEST_F(GlRender, NestedClipsIntersectAndSiblingsGetTheirOwn) {
    Scene scene({64, 64});
    auto& outer = clipper(scene, {{0, 0}, {40, 40}});
    auto& inner = clipper(outer, {{20, 20}, {40, 40}});
    quad(inner, "both", {0, 255, 0}, {{-20, -20}, {64, 64}});
    quad(outer, "outerOnly", {0, 0, 255}, {{0, 0}, {10, 64}});
    auto& other = clipper(scene, {{44, 0}, {20, 20}});
    quad(other, "other", {255, 0, 0}, {{-44, 0}, {64, 64}});
    Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 30, 30), kGreen));
    EXPECT_TRUE(near(pixel(img, 45, 45), kBlack));  // in inner, outside outer
    EXPECT_TRUE(near(pixel(img, 15, 15), kBlack));  // in outer, outside inner
    EXPECT_TRUE(near(pixel(img, 5, 30), kBlue));
    EXPECT_TRUE(near(pixel(img, 5, 50), kBlack));
    EXPECT_TRUE(near(pixel(img, 50, 10), kRed));
    EXPECT_TRUE(near(pixel(img, 30, 10), kBlack));
}

TEST_F(GlRender, ClipsNestedDeeperThanTheStencilsEightBitsStillDraw) {
    Scene scene({64, 64});
    Node* parent = &scene;
    for (int depth = 0; depth < 12; ++depth) parent = &clipper(*parent, {{1, 1}, {60 - 4.0f * depth, 60}});
    quad(*parent, "deep", {0, 255, 0}, {{-20, -20}, {100, 100}});
    Image img = render(scene);
    EXPECT_TRUE(near(pixel(img, 14, 30), kGreen));
    EXPECT_TRUE(near(pixel(img, 0, 30), kBlack));
    EXPECT_TRUE(near(pixel(img, 60, 30), kBlack));
}
