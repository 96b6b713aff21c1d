// UTF-8 text drawn from a glyph atlas, laid out as cocos2d-x 3.17's TTF Label
// (text/text_layout.h). Content size is the dimensions where they are set, else the
// measured extent of the text (widest line by number of lines times the line height);
// the default anchor is the centre. Lines are separated by '\n' and, inside a set width,
// wrap between words. Glyphs the font lacks are borrowed from an installed font
// (text/font.h); each run of glyphs from one atlas is one draw command.
//
// Outline and shadow are cocos 3.17's TTF label effects (Label::enableOutline,
// enableShadow, onDraw): the shadow is drawn first, the text moved by the shadow offset in
// the parent's space (so the label's own rotation and scale do not turn or stretch it),
// tinted by the shadow colour; then the outline ring in the outline colour; then the text.
// Each pass is multiplied by the displayed colour and opacity, as cocos' shader multiplies
// the vertex colour. An outline also makes every line 2 × outlineSize taller and every
// glyph wider by the stroke, so it changes the measured size; a shadow does not.
//
// A glow is cocos' Label::enableGlow: a soft halo in the glow colour just outside every
// glyph, drawn under the text after the shadow (font.h, FontAtlas::rasteriseGlowing). In
// cocos the last of enableOutline and enableGlow wins; a file cannot say which came last,
// so a label with both draws the outline.
#pragma once

#include "diorama/scene/node.h"
#include "diorama/text/font.h"
#include "diorama/text/text_layout.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace diorama {

struct PropertyContext;

struct TextOutline {
    bool enabled = false;
    int size = 1;  // pixels; 0 draws none, as cocos' enableOutline ignores a size ≤ 0
    Color3B color{255, 0, 0};
    std::uint8_t opacity = 255;
    bool active() const { return enabled && size > 0; }
    friend bool operator==(const TextOutline&, const TextOutline&) = default;
};

struct TextShadow {
    bool enabled = false;
    Vec2 offset{2.0f, -2.0f};
    Color3B color{0, 0, 0};
    std::uint8_t opacity = 255;
    friend bool operator==(const TextShadow&, const TextShadow&) = default;
};

// cocos' enableGlow(Color4B): the colour and opacity of the glow.
struct TextGlow {
    bool enabled = false;
    Color3B color{255, 255, 0};
    std::uint8_t opacity = 255;
    friend bool operator==(const TextGlow&, const TextGlow&) = default;
};

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
    const TextOutline& outline() const { return m_outline; }
    void setOutline(const TextOutline& outline);
    const TextShadow& shadow() const { return m_shadow; }
    void setShadow(const TextShadow& shadow);
    const TextGlow& glow() const { return m_glow; }
    void setGlow(const TextGlow& glow);
    // cocos' setTextColor: multiplies the text's own pass (not the outline, shadow or glow)
    // on top of the node's displayed colour, and does not cascade to children.
    Color3B textColor() const { return m_textColor; }
    void setTextColor(Color3B color) { m_textColor = color; }
    // Whether the glow draws: enabled, and no outline (which wins, see above).
    bool glowShows() const { return m_glow.enabled && !m_outline.active(); }

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
    // children do. `local` is the label's transform in its parent's (or owner's) space,
    // world = parent's world × local: the shadow offset is measured in that space.
    void drawGlyphs(RenderQueue& queue, const Node& owner, const AffineTransform& world, const AffineTransform& local,
                    Color4B color) const;
    // Letter `index` of the text (code points, as laid out) drawn with alpha 0 in every
    // pass, as cocos draws a letter sprite whose opacity is 0 (a TextField's hidden cursor).
    void setTransparentLetter(std::optional<std::size_t> index) { m_transparentLetter = index; }
    // What drawGlyphs covers, shadow included.
    WorldBox glyphBounds(const AffineTransform& world, const AffineTransform& local) const;
    // The laid-out box and every glyph, in the label's own space.
    Rect inkBounds() const;
    // Where letter `index` of the text (code points, as laid out) lies in the label's own
    // space, whole even where the box cuts it off: cocos' letter sprite (getLetter). None
    // for a letter without a glyph image (a space, a newline) and past the text.
    std::optional<Rect> letterRect(std::size_t index) const;
    // The first letter in text order whose rectangle holds `local` (edges included), as
    // TextFieldTTF::setCursorFromPoint looks for it.
    std::optional<std::size_t> letterAt(Vec2 local) const;

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;

private:
    void layout();
    template <class T>
    void setBoxField(T TextBox::*field, T value);
    float activeOutline() const { return m_outline.active() ? float(m_outline.size) : 0.0f; }
    // The world the shadow pass draws under: `world` moved by the offset in the parent's space.
    AffineTransform shadowWorld(const AffineTransform& world, const AffineTransform& local) const;
    // Which of a glyph's images a pass draws (font.h): the glyph, an outline's ring or
    // whole stroked shape, or the glow.
    enum class Pass { Text, Ring, Stroked, Glow };
    struct PassDraw {
        AffineTransform world;
        Color4B color;
        Pass pass = Pass::Text;
    };
    // Fills the quads of glyphs [first, end) for one pass.
    void writeGlyphs(QuadVertex* vertices, const PassDraw& draw, std::size_t first, std::size_t end) const;
    struct GlyphQuad {
        Rect local;  // as drawn: cut where the box cuts the glyph
        Rect whole;  // the letter's full image
        Vec2 texelMin, texelMax;
        Vec2 ringShift, strokedShift;  // from the glyph's texels to its ring's and stroked shape's
        Vec2 glowShift;                // and to its glow's
        const FontAtlas* atlas;        // the label font's, or a fallback font's for a borrowed glyph
        std::size_t letter;            // its index in the decoded text
    };
    std::shared_ptr<FontFace> m_face;
    std::string m_text;
    std::string m_fontPath;
    float m_fontSize;
    float m_renderingFontSize;
    TextBox m_box;
    TextOutline m_outline;
    TextShadow m_shadow;
    TextGlow m_glow;
    Color3B m_textColor = Color3B::white();
    Size m_measured{};
    Rect m_inkBounds{};  // the laid-out box and every glyph, which may reach past it
    std::vector<GlyphQuad> m_quads;
    std::optional<std::size_t> m_transparentLetter;
};

// The font a `font` path property names: the file's, or the default font when the path is
// empty or its file cannot be read (the assets report why); null without assets.
std::shared_ptr<FontFace> fontOrDefault(const std::string& path, PropertyContext& context);

}  // namespace diorama
