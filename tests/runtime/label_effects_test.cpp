// A Label's outline, shadow and glow, as cocos 3.17's TTF Label draws them (Label::onDraw,
// FontFreeType's outline glyphs, FontAtlas' taller lines, the distance-field glow).
#include "diorama/nodes/button.h"
#include "diorama/nodes/label.h"
#include "diorama/render/render_queue.h"
#include "diorama/render/texture_store.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "diorama/text/font.h"
#include "diorama/types/builtin_types.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace diorama;

namespace {

class LabelEffects : public ::testing::Test {
protected:
    void SetUp() override {
        std::string error;
        face = fonts.defaultFace(error);
        ASSERT_TRUE(face) << error;
    }
    std::vector<QuadVertex> commandVertices(const RenderQueue& queue, std::size_t command) {
        if (command >= queue.commands().size()) {
            ADD_FAILURE() << "no command " << command << " of " << queue.commands().size();
            return {};
        }
        const DrawCommand& c = queue.commands()[command];
        return {queue.vertices().begin() + c.firstQuad * 4, queue.vertices().begin() + (c.firstQuad + c.quadCount) * 4};
    }
    // The vertices of pass `pass` of `passes` in the label's one command.
    std::vector<QuadVertex> passVertices(const RenderQueue& queue, int pass, int passes) {
        const std::vector<QuadVertex> all = commandVertices(queue, 0);
        const std::size_t each = all.size() / std::size_t(passes);
        return {all.begin() + std::ptrdiff_t(each * std::size_t(pass)),
                all.begin() + std::ptrdiff_t(each * std::size_t(pass + 1))};
    }
    // The alpha of atlas texel `at` + (x, y).
    int alphaAt(const FontAtlas& atlas, Vec2 at, int x, int y) {
        const Image& image = *textures.image(atlas.texture());
        return image.rgba[(std::size_t(int(at.y) + y) * std::size_t(image.width) + std::size_t(int(at.x) + x)) * 4 + 3];
    }
    TextureStore textures;
    FontStore fonts{textures, FontStore::SystemFallback::Off};
    std::shared_ptr<FontFace> face;
};

TextOutline outlineOf(int size, Color3B color = {255, 0, 0}, std::uint8_t opacity = 255) {
    TextOutline o;
    o.enabled = true;
    o.size = size;
    o.color = color;
    o.opacity = opacity;
    return o;
}

TextShadow shadowOf(Vec2 offset, Color3B color = {0, 0, 0}, std::uint8_t opacity = 255) {
    TextShadow s;
    s.enabled = true;
    s.offset = offset;
    s.color = color;
    s.opacity = opacity;
    return s;
}

TextGlow glowOf(Color3B color, std::uint8_t opacity = 255) {
    TextGlow g;
    g.enabled = true;
    g.color = color;
    g.opacity = opacity;
    return g;
}

}  // namespace

TEST_F(LabelEffects, AnOutlineMakesEveryLineTallerByTwiceItsSize) {
    Label plain(face, "Hi\nthere", 24.0f);
    Label outlined(face, "Hi\nthere", 24.0f);
    outlined.setOutline(outlineOf(3));
    // FontAtlas: _lineHeight += 2 * outlineSize, for each of the two lines.
    EXPECT_FLOAT_EQ(outlined.measuredSize().height, plain.measuredSize().height + 2 * 2 * 3);
    EXPECT_FLOAT_EQ(outlined.contentSize().height, outlined.measuredSize().height);
    EXPECT_FLOAT_EQ(face->atSize(24.0f, 3.0f).lineHeight(), face->atSize(24.0f).lineHeight() + 6.0f);
}

TEST_F(LabelEffects, AnOutlinedGlyphSpansTheGlyphAndItsStrokeWithItsTopWhereTheGlyphsTopWas) {
    const Glyph plain = face->atSize(40.0f).glyph(U'O');
    const Glyph outlined = face->atSize(40.0f, 4.0f).glyph(U'O');
    ASSERT_TRUE(outlined.visible);
    EXPECT_EQ(outlined.advance, plain.advance);
    // The stroke reaches 4 px past the glyph on each side (whole pixels, grid-fitted).
    EXPECT_NEAR(outlined.quad.minX(), plain.quad.minX() - 4.0f, 1.0f);
    EXPECT_NEAR(outlined.quad.size.width, plain.quad.size.width + 8.0f, 2.0f);
    EXPECT_NEAR(outlined.quad.size.height, plain.quad.size.height + 8.0f, 2.0f);
    // cocos: origin.y = -blendMaxY + outlineSize, so the image's top is the glyph's top.
    EXPECT_NEAR(outlined.quad.maxY(), plain.quad.maxY(), 1.0f);
    // Three images of the same size: the glyph, the ring and the stroked shape.
    EXPECT_NE(outlined.ringTexelMin, outlined.texelMin);
    EXPECT_NE(outlined.strokedTexelMin, outlined.ringTexelMin);
}

TEST_F(LabelEffects, AnOutlineOfSizeZeroOrDisabledDrawsNothingAndMeasuresAsNone) {
    Label plain(face, "Hi", 24.0f);
    Label zero(face, "Hi", 24.0f);
    zero.setOutline(outlineOf(0));
    Label off(face, "Hi", 24.0f);
    TextOutline disabled = outlineOf(5);
    disabled.enabled = false;
    off.setOutline(disabled);
    for (Label* label : {&zero, &off}) {
        EXPECT_EQ(label->measuredSize(), plain.measuredSize());
        Scene scene({200, 100});
        auto& child = scene.addChild(std::make_unique<Label>(face, "Hi", 24.0f));
        static_cast<Label&>(child).setOutline(label->outline());
        child.setPosition({100, 50});
        RenderQueue queue;
        NodeTraversal::visit(scene, queue);
        ASSERT_EQ(queue.commands().size(), 1u);
        EXPECT_EQ(queue.commands()[0].quadCount, 2u);
    }
}

TEST_F(LabelEffects, ShadowThenOutlineThenTextEachTintedByTheDisplayedColour) {
    Scene scene({400, 200});
    auto& label = static_cast<Label&>(scene.addChild(std::make_unique<Label>(face, "Ab", 30.0f)));
    label.setPosition({200, 100});
    label.setColor({200, 100, 50});
    label.setOpacity(128);
    label.setOutline(outlineOf(2, {0, 0, 255}, 255));
    label.setShadow(shadowOf({5, -7}, {100, 200, 255}, 102));
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    // One command, as cocos' label is one custom command, with the passes in its order.
    ASSERT_EQ(queue.commands().size(), 1u);
    ASSERT_EQ(queue.commands()[0].quadCount, 3u * 2u);
    const auto shadow = passVertices(queue, 0, 3), ring = passVertices(queue, 1, 3), text = passVertices(queue, 2, 3);
    // Vertex colour × the pass's colour (cocos multiplies v_fragmentColor by the uniform).
    EXPECT_EQ(text[0].color, (Color4B{200, 100, 50, 128}));
    EXPECT_EQ(ring[0].color, (Color4B{0, 0, 50, 128}));
    EXPECT_EQ(shadow[0].color, (Color4B{78, 78, 50, 51}));  // 200·100/255, 100·200/255, 50, 128·102/255
    ASSERT_EQ(shadow.size(), text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        EXPECT_FLOAT_EQ(ring[i].position.x, text[i].position.x);
        EXPECT_NEAR(shadow[i].position.x, text[i].position.x + 5.0f, 1e-3f);
        EXPECT_NEAR(shadow[i].position.y, text[i].position.y - 7.0f, 1e-3f);
        // Each pass reads its own image of the glyph, in the same rectangle.
        EXPECT_NE(ring[i].uv, text[i].uv);
        EXPECT_NE(shadow[i].uv, ring[i].uv);
    }
    EXPECT_EQ(queue.batches().size(), 1u);
}

// cocos' setTextColor: the text pass only, on top of the displayed colour, and no cascade.
TEST_F(LabelEffects, TheTextColourTintsTheTextPassOnlyAndNotTheChildren) {
    Scene scene({400, 200});
    auto& label = static_cast<Label&>(scene.addChild(std::make_unique<Label>(face, "Ab", 30.0f)));
    label.setPosition({200, 100});
    label.setColor({200, 100, 50});
    label.setCascadeColorEnabled(true);
    label.setTextColor({255, 0, 128});
    label.setOutline(outlineOf(2, {0, 0, 255}, 255));
    Node& child = label.addChild(std::make_unique<Node>());
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    const auto ring = passVertices(queue, 0, 2), text = passVertices(queue, 1, 2);
    EXPECT_EQ(text[0].color, (Color4B{200, 0, 25, 255}));  // 50·128/255 rounds to 25
    EXPECT_EQ(ring[0].color, (Color4B{0, 0, 50, 255}));
    EXPECT_EQ(child.displayedColor(), (Color3B{200, 100, 50}));
}

TEST_F(LabelEffects, TheShadowOffsetIsInTheParentsSpaceNotTurnedOrStretchedByTheLabel) {
    Scene scene({400, 400});
    Node& parent = scene.addChild(std::make_unique<Node>());
    parent.setPosition({200, 200});
    parent.setRotation(90.0f);  // cocos' rotation is clockwise
    parent.setScale(3.0f);
    auto& label = static_cast<Label&>(parent.addChild(std::make_unique<Label>(face, "W", 20.0f)));
    label.setRotation(30.0f);
    label.setScale(2.0f);
    label.setShadow(shadowOf({4, 1}));
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    ASSERT_EQ(queue.commands().size(), 1u);
    const auto shadow = passVertices(queue, 0, 2), text = passVertices(queue, 1, 2);
    // The parent maps (4, 1) to 3 × (1, -4) after a clockwise quarter turn.
    const Vec2 expected = parent.nodeToWorldTransform().applyToVector({4.0f, 1.0f});
    EXPECT_NEAR(expected.x, 3.0f, 1e-4f);
    EXPECT_NEAR(expected.y, -12.0f, 1e-4f);
    for (std::size_t i = 0; i < text.size(); ++i) {
        EXPECT_NEAR(shadow[i].position.x - text[i].position.x, expected.x, 1e-3f);
        EXPECT_NEAR(shadow[i].position.y - text[i].position.y, expected.y, 1e-3f);
    }
}

TEST_F(LabelEffects, AShadowLeavesTheSizeAloneButItsBoundsReachTheShadow) {
    Scene scene({400, 200});
    auto& label = static_cast<Label&>(scene.addChild(std::make_unique<Label>(face, "Hi", 24.0f)));
    label.setPosition({100, 100});
    const Size before = label.contentSize();
    label.setShadow(shadowOf({60, 0}));
    EXPECT_EQ(label.contentSize(), before);
    // A screen that shows only where the shadow falls still gets the shadow pass.
    const WorldBox box = label.subtreeWorldBounds();
    RenderQueue queue;
    queue.setCullRect(Rect{{box.maxX - 20.0f, 0.0f}, {400.0f, 200.0f}});
    NodeTraversal::visit(scene, queue);
    ASSERT_EQ(queue.commands().size(), 1u);
    EXPECT_GT(commandVertices(queue, 0)[0].position.x, 150.0f);
}

// ButtonReader enables the effects on the title renderer, a protected child of the
// button: the shadow offset is in the button's space, not scaled by the title's zoom.
TEST_F(LabelEffects, AButtonTitlesShadowIsOffsetInTheButtonsSpace) {
    Scene scene({400, 200});
    auto& button = static_cast<Button&>(scene.addChild(std::make_unique<Button>()));
    button.setTitleFontFace(face);
    button.setTitleText("Go");
    button.setContentSize({100, 40});
    button.setPosition({200, 100});
    button.setScale(2.0f);
    button.setTitleShadow(shadowOf({5, -5}, {0, 0, 0}, 255));
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    ASSERT_EQ(queue.commands().size(), 1u);  // no image: the title's shadow, then the title
    const auto shadow = passVertices(queue, 0, 2), title = passVertices(queue, 1, 2);
    for (std::size_t i = 0; i < title.size(); ++i) {
        EXPECT_NEAR(shadow[i].position.x - title[i].position.x, 10.0f, 1e-3f);
        EXPECT_NEAR(shadow[i].position.y - title[i].position.y, -10.0f, 1e-3f);
    }
    EXPECT_GE(button.subtreeWorldBounds().maxX, shadow[1].position.x);
}

// Borrowed glyphs come from another atlas: each pass is drawn whole before the next, one
// command per run of one atlas, so no text covers another glyph's shadow.
TEST_F(LabelEffects, WithBorrowedGlyphsEachPassDrawsEveryRunBeforeTheNextPass) {
    FontStore withFallback(textures);
    std::string error;
    auto dejavu = withFallback.defaultFace(error);
    ASSERT_TRUE(dejavu) << error;
    Scene scene({256, 64});
    auto& label = static_cast<Label&>(scene.addChild(std::make_unique<Label>(dejavu, "Hi 你好", 24.0f)));
    label.setPosition({128, 32});
    label.setShadow(shadowOf({2, -2}));
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    ASSERT_EQ(queue.commands().size(), 4u);
    const auto& c = queue.commands();
    EXPECT_EQ(c[0].texture, c[2].texture);
    EXPECT_EQ(c[1].texture, c[3].texture);
    EXPECT_NE(c[0].texture, c[1].texture);
    EXPECT_EQ(commandVertices(queue, 0)[0].color, (Color4B{0, 0, 0, 255}));  // the shadow first
    EXPECT_EQ(commandVertices(queue, 1)[0].color, (Color4B{0, 0, 0, 255}));
    EXPECT_EQ(commandVertices(queue, 2)[0].color, (Color4B{255, 255, 255, 255}));
}

// A glow: cocos 3.17's Label::enableGlow, its distance-field glow shader's halo just
// outside every glyph, under the text, in the glow colour.

// The glow atlas lays out as the plain one (same advances, same line height); each glyph
// image is padded by cocos' 3 pixels at size 50 (here 3 at 50, 6 at 100) and has a glow
// image of the same size.
TEST_F(LabelEffects, AGlowingGlyphIsTheGlyphPaddedAsCocosDistanceFieldAndLaysOutTheSame) {
    for (float size : {50.0f, 100.0f}) {
        const Glyph plain = face->atSize(size).glyph(U'H');
        FontAtlas& atlas = face->atSize(size, 0.0f, true);
        ASSERT_TRUE(atlas.glows());
        const Glyph glowing = atlas.glyph(U'H');
        ASSERT_TRUE(glowing.visible);
        const float pad = 3.0f * size / 50.0f;
        EXPECT_EQ(glowing.advance, plain.advance);
        EXPECT_EQ(atlas.lineHeight(), face->atSize(size).lineHeight());
        EXPECT_EQ(glowing.quad.minX(), plain.quad.minX() - pad) << size;
        EXPECT_EQ(glowing.quad.maxY(), plain.quad.maxY() + pad) << size;
        EXPECT_EQ(glowing.quad.size.width, plain.quad.size.width + 2 * pad) << size;
        EXPECT_NE(glowing.glowTexelMin, glowing.texelMin);
    }
    // An outline wins: the atlas asked for with both is the outline's.
    EXPECT_FALSE(face->atSize(40.0f, 2.0f, true).glows());
}

// The images follow cocos' glow shader: inside the glyph the text covers fully and the
// glow not at all; on the padding's outer edge the text is gone and the glow faint; in
// between the glow fades outwards.
TEST_F(LabelEffects, TheGlowFadesOutwardsFromTheGlyphsEdgeAsCocosShaderDoes) {
    FontAtlas& atlas = face->atSize(50.0f, 0.0f, true);
    const Glyph g = atlas.glyph(U'l');  // a bar: its middle row crosses one stem
    ASSERT_TRUE(g.visible);
    const int w = int(g.texelMax.x - g.texelMin.x), row = int(g.texelMax.y - g.texelMin.y) / 2;
    const int middle = w / 2;
    EXPECT_EQ(alphaAt(atlas, g.texelMin, middle, row), 255);    // inside: the text
    EXPECT_EQ(alphaAt(atlas, g.glowTexelMin, middle, row), 0);  // and no glow under it
    EXPECT_EQ(alphaAt(atlas, g.texelMin, 0, row), 0);           // the padding's edge: no text
    int last = 256;
    for (int x = 2; x >= 0; --x) {  // outward through the 3-pixel padding (size 50)
        const int glow = alphaAt(atlas, g.glowTexelMin, x, row);
        EXPECT_LT(glow, last) << x;
        EXPECT_LT(glow, 128) << x;  // cocos' halo is soft: under 0.4 past the edge
        last = glow;
    }
    EXPECT_GT(alphaAt(atlas, g.glowTexelMin, 2, row), 20);
}

// cocos' onDraw order with a glow: the shadow, then the glow, then the text, each pass
// tinted by the displayed colour; the size is the plain label's.
TEST_F(LabelEffects, ShadowThenGlowThenTextAndTheSizeStaysThePlainLabels) {
    Scene scene({400, 200});
    auto& label = static_cast<Label&>(scene.addChild(std::make_unique<Label>(face, "Ab", 30.0f)));
    const Size plain = label.measuredSize();
    label.setPosition({200, 100});
    label.setColor({200, 100, 50});
    label.setOpacity(128);
    label.setGlow(glowOf({0, 255, 0}, 204));
    TextShadow shadow;
    shadow.enabled = true;
    label.setShadow(shadow);
    EXPECT_EQ(label.measuredSize(), plain);
    EXPECT_TRUE(label.glowShows());
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    ASSERT_EQ(queue.commands().size(), 1u);
    ASSERT_EQ(queue.commands()[0].quadCount, 3u * 2u);
    const DrawCommand& c = queue.commands()[0];
    auto vertex = [&](std::size_t pass, std::size_t corner) {
        return queue.vertices()[(c.firstQuad + pass * 2) * 4 + corner];
    };
    EXPECT_EQ(vertex(0, 0).color, (Color4B{0, 0, 0, 128}));    // the shadow, black
    EXPECT_EQ(vertex(1, 0).color, (Color4B{0, 100, 0, 102}));  // the glow: 100·255/255, 128·204/255
    EXPECT_EQ(vertex(2, 0).color, (Color4B{200, 100, 50, 128}));
    EXPECT_EQ(vertex(1, 0).position, vertex(2, 0).position);
    EXPECT_NE(vertex(1, 0).uv, vertex(2, 0).uv);
}

// cocos keeps whichever of enableOutline and enableGlow came last; a file cannot say, so
// the outline wins and the inspector says why the glow does not show.
TEST_F(LabelEffects, AnOutlineTakesTheGlowsPlaceAndTheInspectorSaysSo) {
    Label label(face, "Hi", 24.0f);
    label.setGlow(glowOf({255, 255, 0}));
    TextOutline outline;
    outline.enabled = true;
    outline.size = 2;
    label.setOutline(outline);
    EXPECT_FALSE(label.glowShows());
    const NodeType& type = *builtinNodeTypes().find("Label");
    EXPECT_NE(type.info().note(label), "");
    outline.enabled = false;
    label.setOutline(outline);
    EXPECT_TRUE(label.glowShows());
    EXPECT_EQ(type.info().note(label), "");
    for (const char* key : {"glowEnabled", "glowColor", "glowOpacity"}) EXPECT_NE(type.find(key), nullptr) << key;
    PropertyContext context;
    EXPECT_NE(type.find("glowOpacity")->set(label, 300, context), "");  // out of range: refused
}
