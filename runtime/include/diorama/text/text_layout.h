// Where a label's letters go: line breaking, alignment in the label's box and what the
// box clips, as cocos2d-x 3.17's Label lays out a TTF string (multilineTextWrap,
// computeAlignmentOffset, updateQuads). Kept apart from the font so the rules can be
// checked with made-up glyph metrics.
#pragma once

#include "diorama/math/geometry.h"

#include <string_view>
#include <vector>

namespace diorama {

enum class TextHAlignment { Left, Center, Right };
enum class TextVAlignment { Top, Center, Bottom };
// cocos Label::Overflow. Clamp hides letters whose centre leaves the box's width; Shrink
// lowers the font size a point at a time until the text fits; ResizeHeight grows the
// box's height to the text.
enum class LabelOverflow { None, Clamp, Shrink, ResizeHeight };

// One letter's metrics in label units: the advance and the visible box relative to the
// pen on the baseline, y up. An empty box draws nothing (a space).
struct LetterMetrics {
    float advance = 0.0f;
    Rect box{};
    // False for a letter the font has no definition of (a bitmap font without it): cocos
    // skips it, with no advance and no kerning.
    bool defined = true;
};

// The font at one size, as the layout sees it.
class LetterSource {
public:
    virtual ~LetterSource() = default;
    virtual LetterMetrics letter(char32_t codepoint) = 0;
    virtual float kerning(char32_t left, char32_t right) = 0;
    virtual float ascent() = 0;      // baseline below the top of a line
    virtual float lineHeight() = 0;  // the font's own; TextBox::lineHeight may replace it
};

struct TextBox {
    Size dimensions{};  // 0 on an axis: that side follows the text
    TextHAlignment horizontal = TextHAlignment::Left;
    TextVAlignment vertical = TextVAlignment::Top;
    LabelOverflow overflow = LabelOverflow::None;
    bool wrap = true;                // break lines at the width (only when it is set)
    float lineHeight = 0.0f;         // 0: the font's
    float lineSpacing = 0.0f;        // added between lines
    float additionalKerning = 0.0f;  // added after every letter
};

// A letter placed in the label's content box (origin bottom-left, y up). `clipTop` and
// `clipBottom` are the parts of `box` the box's height cuts off, so a renderer shows
// only the rest of the glyph's image.
struct PlacedLetter {
    std::size_t index = 0;  // into the decoded text
    Rect box{};
    float clipTop = 0.0f, clipBottom = 0.0f;
};

struct TextLayout {
    std::vector<PlacedLetter> letters;
    std::vector<float> lineWidths;
    Size contentSize{};
    float textHeight = 0.0f;  // lines × line height + spacing, cocos' textDesiredHeight
    // A letter the width hides is narrower than the box: Shrink then tries smaller sizes
    // (cocos' updateQuads returning false)...
    bool horizontallyClamped = false;
    // ...while a letter's centre lies past the width (cocos' isHorizontalClamp).
    bool overflowsWidth = false;
    bool verticallyClamped() const { return textHeight > contentSize.height; }
};

// cocos' StringUtils::isUnicodeSpace and isCJKUnicode, which decide where lines break.
bool isUnicodeSpace(char32_t c);
bool isCJKUnicode(char32_t c);

// Lays `text` out at one font size. Overflow::Shrink is the caller's loop over sizes
// (Label::layout); here it only reports whether the text fits.
TextLayout layoutText(std::u32string_view text, LetterSource& font, const TextBox& box);

}  // namespace diorama
