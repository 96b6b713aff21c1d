// UTF-8 text drawn from a glyph atlas. Content size is the measured extent of the text
// (widest line by number of lines times the line height); the default anchor is the
// centre. Lines are separated by '\n'. Glyphs the font lacks are borrowed from an
// installed font (text/font.h); each run of glyphs from one atlas is one draw command.
#pragma once

#include "diorama/scene/node.h"
#include "diorama/text/font.h"

#include <memory>
#include <string>
#include <vector>

namespace diorama {

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
    std::size_t glyphQuadCount() const { return m_quads.size(); }
    // The text's extent from the last layout (contentSize unless set explicitly since).
    Size measuredSize() const { return m_measured; }
    // Why some glyphs cannot be drawn (the glyph atlas is over budget or full); empty
    // when all can.
    std::string fontProblem() const;

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;

private:
    void layout();
    struct GlyphQuad {
        Rect local;
        Vec2 texelMin, texelMax;
        const FontAtlas* atlas;  // the label font's, or a fallback font's for a borrowed glyph
    };
    std::shared_ptr<FontFace> m_face;
    std::string m_text;
    std::string m_fontPath;
    float m_fontSize;
    Size m_measured{};
    std::vector<GlyphQuad> m_quads;
};

}  // namespace diorama
