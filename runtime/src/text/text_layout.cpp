#include "diorama/text/text_layout.h"

#include <algorithm>

namespace diorama {

namespace {

constexpr char32_t kNewLine = U'\n';
constexpr char32_t kCarriageReturn = U'\r';
constexpr char32_t kNextCharNoChangeX = U'\b';  // cocos: the next letter keeps the pen

// A letter as the wrap places it: x from the line's start, `top` from the first line's
// top (y up, so lower lines are negative).
struct WrappedLetter {
    std::size_t index;
    int line;
    float x, top;
    LetterMetrics metrics;
};

class Wrapper {
public:
    Wrapper(std::u32string_view text, LetterSource& font, const TextBox& box)
        : m_text(text), m_font(font), m_box(box), m_maxLineWidth(box.dimensions.width),
          m_lineHeight(box.lineHeight > 0.0f ? box.lineHeight : font.lineHeight()), m_ascent(font.ascent()) {}

    // cocos' multilineTextWrap: a token moves to a new line whole when one of its letters
    // would cross the width, unless it starts the line.
    void run() {
        const std::size_t n = m_text.size();
        float nextTokenX = 0.0f, nextTokenY = 0.0f, letterRight = 0.0f;
        int line = 0;
        bool nextChangeSize = true;
        for (std::size_t index = 0; index < n;) {
            if (m_text[index] == kNewLine) {
                lineWidths.push_back(letterRight);
                letterRight = 0.0f;
                ++line;
                nextTokenX = 0.0f;
                nextTokenY -= m_lineHeight + m_box.lineSpacing;
                ++index;
                continue;
            }
            const std::size_t tokenLength = m_maxLineWidth > 0.0f ? wordLength(index) : 1;
            const std::size_t lettersBefore = letters.size();
            float tokenHighest = m_highest, tokenLowest = m_lowest, tokenRight = letterRight;
            float nextLetterX = nextTokenX;
            bool newLine = false;
            for (std::size_t i = index; i < index + tokenLength; ++i) {
                const char32_t c = m_text[i];
                if (c == kCarriageReturn) continue;
                if (c == kNextCharNoChangeX) {
                    nextChangeSize = false;
                    continue;
                }
                const LetterMetrics m = m_font.letter(c);
                if (!m.defined) continue;
                const float letterX = nextLetterX + m.box.minX();
                if (m_box.wrap && m_maxLineWidth > 0.0f && nextTokenX > 0.0f &&
                    letterX + m.box.size.width > m_maxLineWidth && !isUnicodeSpace(c) && nextChangeSize) {
                    lineWidths.push_back(letterRight);
                    letterRight = 0.0f;
                    ++line;
                    nextTokenX = 0.0f;
                    nextTokenY -= m_lineHeight + m_box.lineSpacing;
                    newLine = true;
                    break;
                }
                const float top = nextTokenY - (m_ascent - m.box.maxY());
                letters.push_back({i, line, letterX, top, m});
                if (nextChangeSize) {
                    if (i + 1 < n) nextLetterX += m_font.kerning(c, m_text[i + 1]);
                    nextLetterX += m.advance + m_box.additionalKerning;
                    tokenRight = nextLetterX;
                }
                nextChangeSize = true;
                tokenHighest = std::max(tokenHighest, top);
                tokenLowest = std::min(tokenLowest, top - m.box.size.height);
            }
            if (newLine) {
                letters.resize(lettersBefore);  // the token starts again on the new line
                continue;
            }
            nextTokenX = nextLetterX;
            letterRight = tokenRight;
            m_highest = std::max(m_highest, tokenHighest);
            m_lowest = std::min(m_lowest, tokenLowest);
            longestLine = std::max(longestLine, letterRight);
            index += tokenLength;
        }
        lineWidths.push_back(letterRight);
        const float lines = float(line + 1);
        textHeight = lines * m_lineHeight + (lines - 1.0f) * m_box.lineSpacing;
    }

    float highest() const { return m_highest; }
    float lowest() const { return m_lowest; }

    std::vector<WrappedLetter> letters;
    std::vector<float> lineWidths;
    float longestLine = 0.0f;
    float textHeight = 0.0f;

private:
    // cocos' getFirstWordLen: a word ends before a space, a CJK letter or a line break,
    // and where it alone would cross the width.
    std::size_t wordLength(std::size_t start) {
        const char32_t first = m_text[start];
        // A font has no letter for "\b": cocos' getFirstWordLen stops at it.
        if (isCJKUnicode(first) || isUnicodeSpace(first) || first == kNewLine || first == kNextCharNoChangeX) return 1;
        std::size_t length = 1;
        float nextLetterX = m_font.letter(first).advance + m_box.additionalKerning;
        for (std::size_t i = start + 1; i < m_text.size(); ++i) {
            const char32_t c = m_text[i];
            if (c == kNextCharNoChangeX) break;
            const LetterMetrics m = m_font.letter(c);
            if (!m.defined) break;
            if (nextLetterX + m.box.minX() + m.box.size.width > m_maxLineWidth && !isUnicodeSpace(c)) return length;
            nextLetterX += m.advance + m_box.additionalKerning;
            if (c == kNewLine || isUnicodeSpace(c) || isCJKUnicode(c)) break;
            ++length;
        }
        return length;
    }

    std::u32string_view m_text;
    LetterSource& m_font;
    const TextBox& m_box;
    float m_maxLineWidth, m_lineHeight, m_ascent;
    float m_highest = 0.0f, m_lowest = 0.0f;
};

}  // namespace

bool isUnicodeSpace(char32_t c) {
    return (c >= 0x0009 && c <= 0x000D) || c == 0x0020 || c == 0x0085 || c == 0x00A0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

bool isCJKUnicode(char32_t c) {
    return (c >= 0x4E00 && c <= 0x9FBF) || (c >= 0x2E80 && c <= 0x2FDF) || (c >= 0x2FF0 && c <= 0x30FF) ||
           (c >= 0x3100 && c <= 0x31BF) || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0x31C0 && c <= 0x4DFF) || (c >= 0x1F004 && c <= 0x1F682);
}

TextLayout layoutText(std::u32string_view text, LetterSource& font, const TextBox& box) {
    TextLayout out;
    if (text.empty()) return out;
    Wrapper wrap(text, font, box);
    wrap.run();
    const float labelWidth = std::max(box.dimensions.width, 0.0f);
    const float labelHeight =
        box.overflow == LabelOverflow::ResizeHeight ? 0.0f : std::max(box.dimensions.height, 0.0f);
    out.lineWidths = wrap.lineWidths;
    out.textHeight = wrap.textHeight;
    out.contentSize = {labelWidth > 0.0f ? labelWidth : wrap.longestLine,
                       labelHeight > 0.0f ? labelHeight : wrap.textHeight};
    const Size content = out.contentSize;

    // computeAlignmentOffset
    std::vector<float> lineOffsets;
    for (float width : out.lineWidths)
        lineOffsets.push_back(box.horizontal == TextHAlignment::Center  ? (content.width - width) / 2.0f
                              : box.horizontal == TextHAlignment::Right ? content.width - width
                                                                        : 0.0f);
    const float offsetY = box.vertical == TextVAlignment::Center   ? (content.height + out.textHeight) / 2.0f
                          : box.vertical == TextVAlignment::Bottom ? out.textHeight
                                                                   : content.height;
    // The box's height cuts glyphs at its edges, widened by what the glyphs reach
    // beyond their lines (cocos' tailored top and bottom).
    const float tailoredTop = content.height + std::max(wrap.highest(), 0.0f);
    const float tailoredBottom = wrap.lowest() < -out.textHeight ? out.textHeight + wrap.lowest() : 0.0f;

    for (const WrappedLetter& w : wrap.letters) {
        const Rect& glyph = w.metrics.box;
        // isHorizontalClamp: what Shrink keeps shrinking for (no line offset, as cocos).
        if (labelWidth > 0.0f && w.x + glyph.size.width / 2.0f > content.width &&
            (!box.wrap || out.lineWidths[std::size_t(w.line)] > content.width))
            out.overflowsWidth = true;
        if (glyph.size.width <= 0.0f || glyph.size.height <= 0.0f) continue;
        float top = w.top + offsetY;
        float clipTop = 0.0f, visible = glyph.size.height;
        if (labelHeight > 0.0f) {
            if (top > tailoredTop) {
                clipTop = top - tailoredTop;
                visible -= clipTop;
                top -= clipTop;
            }
            if (top - glyph.size.height < tailoredBottom)
                visible = std::min(visible, top < tailoredBottom ? 0.0f : top - tailoredBottom);
        }
        const float lineOffset = lineOffsets[std::size_t(w.line)];
        const float centreX = w.x + glyph.size.width / 2.0f + lineOffset;
        if (labelWidth > 0.0f) {
            const bool outside = centreX > content.width || centreX < 0.0f;
            const bool clamped = outside && (!box.wrap || out.lineWidths[std::size_t(w.line)] > content.width);
            if (clamped && box.overflow == LabelOverflow::Clamp) continue;
            if (clamped && box.overflow == LabelOverflow::Shrink) {
                if (content.width > glyph.size.width) out.horizontallyClamped = true;
                continue;
            }
        }
        if (visible <= 0.0f) continue;
        out.letters.push_back({w.index,
                               {{w.x + lineOffset, top - visible}, {glyph.size.width, visible}},
                               clipTop,
                               glyph.size.height - clipTop - visible});
    }
    return out;
}

}  // namespace diorama
