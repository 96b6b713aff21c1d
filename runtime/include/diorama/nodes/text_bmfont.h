// cocos2d-x 3.17's ui::TextBMFont: text drawn from a bitmap font (.fnt, text/bitmap_font.h)
// by a Label in BMFont mode, laid out by the same rules as a TTF label (text_layout.h):
// each char at the pen plus its xoffset, its top yoffset below the top of its line, the
// pen moving by xadvance plus the pair's kerning; lines break at '\n' only and are the
// font's lineHeight apart. A char the font lacks is skipped, as cocos skips it. The
// content size is the longest line by the lines' height; empty text is 0 × 0.
#pragma once

#include "diorama/scene/node.h"
#include "diorama/types/node_type.h"

#include <memory>
#include <string>
#include <vector>

namespace diorama {

struct BitmapFont;

class TextBMFont : public Node {
public:
    TextBMFont();
    std::string_view typeName() const override { return "TextBMFont"; }

    const std::string& text() const { return m_text; }
    void setText(std::string text);
    // The .fnt as written in the scene file; empty: none, and nothing is drawn.
    const std::string& fntFile() const { return m_fntPath; }
    void setFont(std::shared_ptr<const BitmapFont> font, std::string path);
    void setFntPath(std::string path) { m_fntPath = std::move(path); }  // a rename
    const BitmapFont* font() const { return m_font.get(); }
    // The text's letters the font has no char for (cocos skips them), each once, in text
    // order; line breaks are not letters. Empty without a font.
    std::u32string missingLetters() const;

    // A drawn letter: its box in the content (origin bottom-left, y up) and its rectangle
    // in the page image, in texels.
    struct Letter {
        Rect box;
        Rect texels;
    };
    const std::vector<Letter>& letters() const { return m_letters; }

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;

private:
    void layout();
    std::string m_text;
    std::string m_fntPath;
    std::shared_ptr<const BitmapFont> m_font;
    std::vector<Letter> m_letters;
    Rect m_inkBounds{};
};

NodeTypeInfo textBMFontTypeInfo();

}  // namespace diorama
