// UTF-8 text drawn from a glyph atlas, laid out as cocos2d-x 3.17's TTF Label
// (text/text_layout.h). Content size is the dimensions where they are set, else the
// measured extent of the text (widest line by number of lines times the line height);
// the default anchor is the centre. Lines are separated by '\n' and, inside a set width,
// wrap between words. Glyphs the font lacks are borrowed from an installed font
// (text/font.h); each run of glyphs from one atlas is one draw command.
#pragma once

#include "diorama/scene/node.h"
#include "diorama/text/font.h"
#include "diorama/text/text_layout.h"

#include <memory>
#include <string>
#include <vector>

namespace diorama {

struct PropertyContext;

class Label : public Node {
public:
    static constexpr float kDefaultFontSize = 24.0f;

    // `face` may be null: the label then measures and draws nothing.
    explicit Label(std::shared_ptr<FontFace> face = nullptr, std::string text = {}, float fontSize = kDefaultFontSize,
                   std::string name = {});
    std::string_view typeName() const override { return "Label"; }

    const std::string& text() const { return m_text; }
    void setText(std::string text);
    float fontSize() const { return m_fontSize; }
    void setFontSize(float size);
    // The font path as written in the scene file; empty means the built-in default.
    const std::string& fontPath() const { return m_fontPath; }
    void setFontPath(std::string path) { m_fontPath = std::move(path); }
    void setFontFace(std::shared_ptr<FontFace> face);

    // The box the text is laid out in; 0 on an axis lets the text decide that side.
    Size dimensions() const { return m_box.dimensions; }
    void setDimensions(Size dimensions);
    TextHAlignment horizontalAlignment() const { return m_box.horizontal; }
    void setHorizontalAlignment(TextHAlignment alignment);
    TextVAlignment verticalAlignment() const { return m_box.vertical; }
    void setVerticalAlignment(TextVAlignment alignment);
    LabelOverflow overflow() const { return m_box.overflow; }
    void setOverflow(LabelOverflow overflow);
    bool isWrapEnabled() const { return m_box.wrap; }
    void enableWrap(bool wrap);
    // 0: the font's own line height.
    float lineHeight() const { return m_box.lineHeight; }
    void setLineHeight(float height);
    float lineSpacing() const { return m_box.lineSpacing; }
    void setLineSpacing(float spacing);
    float additionalKerning() const { return m_box.additionalKerning; }
    void setAdditionalKerning(float kerning);
    // The size the glyphs are drawn at: fontSize, or less where Overflow::Shrink fits
    // the text into the dimensions (cocos' getRenderingFontSize).
    float renderingFontSize() const { return m_renderingFontSize; }
    std::size_t glyphQuadCount() const { return m_quads.size(); }
    // The text's extent from the last layout (contentSize unless set explicitly since).
    Size measuredSize() const { return m_measured; }
    // Why some glyphs cannot be drawn (the glyph atlas is over budget or full); empty
    // when all can.
    std::string fontProblem() const;

    // Emits the glyphs under `world` in `color` as `owner`'s draw commands: a widget's
    // title (Button) is a label that draws as part of its widget, as cocos' protected
    // children do.
    void drawGlyphs(RenderQueue& queue, const Node& owner, const AffineTransform& world, Color4B color) const;
    // The laid-out box and every glyph, in the label's own space.
    Rect inkBounds() const;

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;

private:
    void layout();
    template <class T>
    void setBoxField(T TextBox::*field, T value);
    struct GlyphQuad {
        Rect local;
        Vec2 texelMin, texelMax;
        const FontAtlas* atlas;  // the label font's, or a fallback font's for a borrowed glyph
    };
    std::shared_ptr<FontFace> m_face;
    std::string m_text;
    std::string m_fontPath;
    float m_fontSize;
    float m_renderingFontSize;
    TextBox m_box;
    Size m_measured{};
    Rect m_inkBounds{};  // the laid-out box and every glyph, which may reach past it
    std::vector<GlyphQuad> m_quads;
};

// The font a `font` path property names: the file's, or the default font when the path is
// empty or its file cannot be read (the assets report why); null without assets.
std::shared_ptr<FontFace> fontOrDefault(const std::string& path, PropertyContext& context);

}  // namespace diorama
