// Glyphs a label's font lacks come from a system font that has them (found through
// fontconfig), so Chinese text in a Latin font is drawn, not shown as boxes.
#include "diorama/nodes/label.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "diorama/text/font.h"
#include "diorama/text/system_fonts.h"

#include <gtest/gtest.h>

#include <array>
#include <set>

using namespace diorama;

namespace {

// Every test here needs the CJK font scripts/install-deps installs (fonts-wqy-microhei).
SystemFont cjkFont() {
    const std::array<char32_t, 2> chinese{U'中', U'文'};
    const std::optional<SystemFont> font = findSystemFont(chinese);
    if (!font) ADD_FAILURE() << "no system font has 中 and 文: is fonts-wqy-microhei installed?";
    return font.value_or(SystemFont{});
}

}  // namespace

TEST(SystemFonts, FindsAFontFileThatHasEveryCodepointAskedFor) {
    const SystemFont font = cjkFont();
    EXPECT_NE(font.file.find("wqy"), std::string::npos) << font.file;
    const std::array<char32_t, 1> unassigned{char32_t(0x10FFFD)};  // a private-use plane no font covers
    EXPECT_FALSE(findSystemFont(unassigned).has_value());
}

TEST(FontFallback, AnIdeographTheFontLacksIsDrawnFromASystemFontThatHasIt) {
    TextureStore textures;
    FontStore fonts(textures);
    std::string error;
    auto dejavu = fonts.defaultFace(error);
    ASSERT_TRUE(dejavu) << error;
    Label label(dejavu, "中文", 24.0f);
    EXPECT_EQ(label.glyphQuadCount(), 2u);

    // Each glyph is exactly the CJK font's own glyph at the same pixel size.
    const SystemFont cjk = cjkFont();
    auto direct = FontFace::load(cjk.file, textures, error, cjk.index);
    ASSERT_TRUE(direct) << error;
    const Glyph& own = direct->atSize(24.0f).glyph(U'中');
    const Glyph& borrowed = dejavu->atSize(24.0f).glyph(U'中');
    ASSERT_NE(borrowed.atlas, nullptr);
    EXPECT_EQ(borrowed.atlas->face().path(), cjk.file);
    EXPECT_EQ(borrowed.advance, own.advance);
    EXPECT_EQ(borrowed.quad.size.width, own.quad.size.width);
    EXPECT_EQ(borrowed.quad.size.height, own.quad.size.height);
    EXPECT_FLOAT_EQ(label.measuredSize().width,
                    direct->atSize(24.0f).glyph(U'中').advance + direct->atSize(24.0f).glyph(U'文').advance);
    // The line is still laid out in the label's own font.
    EXPECT_FLOAT_EQ(label.measuredSize().height, dejavu->atSize(24.0f).lineHeight());
    EXPECT_TRUE(label.fontProblem().empty()) << label.fontProblem();
}

TEST(FontFallback, GlyphsTheFontHasNeverLookElsewhere) {
    TextureStore textures;
    FontStore fonts(textures);
    std::string error;
    auto dejavu = fonts.defaultFace(error);
    ASSERT_TRUE(dejavu) << error;
    const std::size_t texturesBefore = textures.size();
    Label label(dejavu, "Score 12", 24.0f);
    EXPECT_EQ(dejavu->atSize(24.0f).glyph(U'S').atlas, nullptr);
    EXPECT_EQ(textures.size(), texturesBefore + 1);  // the DejaVu atlas alone
}

TEST(FontFallback, WithoutTheSystemFallbackAMissingGlyphIsTheFontsOwnBox) {
    TextureStore textures;
    FontStore fonts(textures, FontStore::SystemFallback::Off);
    std::string error;
    auto dejavu = fonts.defaultFace(error);
    ASSERT_TRUE(dejavu) << error;
    Label label(dejavu, "中", 24.0f);
    EXPECT_EQ(dejavu->atSize(24.0f).glyph(U'中').atlas, nullptr);
    EXPECT_EQ(label.glyphQuadCount(), 1u);  // DejaVu's .notdef box
}

TEST(FontFallback, MixedTextDrawsOneCommandPerRunOfTheSameAtlas) {
    TextureStore textures;
    FontStore fonts(textures);
    std::string error;
    auto dejavu = fonts.defaultFace(error);
    ASSERT_TRUE(dejavu) << error;
    Scene scene({256, 64});
    auto& label = scene.addChild(std::make_unique<Label>(dejavu, "Hi 你好 ok", 24.0f));
    label.setPosition({128, 32});
    RenderQueue queue;
    NodeTraversal::visit(scene, queue);
    std::vector<std::uint32_t> quadsPerCommand;
    std::set<std::uint32_t> textureIds;
    for (const DrawCommand& c : queue.commands()) {
        quadsPerCommand.push_back(c.quadCount);
        textureIds.insert(c.texture.id);
    }
    // "Hi" (the space has no quad), "你好", "ok": three runs from two atlases.
    EXPECT_EQ(quadsPerCommand, (std::vector<std::uint32_t>{2, 2, 2}));
    EXPECT_EQ(textureIds.size(), 2u);
    EXPECT_EQ(queue.commands()[0].texture.id, queue.commands()[2].texture.id);
}
