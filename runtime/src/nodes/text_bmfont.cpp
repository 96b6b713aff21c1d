#include "diorama/nodes/text_bmfont.h"

#include "ink_bounds.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"
#include "diorama/text/bitmap_font.h"
#include "diorama/text/font.h"
#include "diorama/text/text_layout.h"
#include "diorama/types/asset_resolver.h"

#include <algorithm>

namespace diorama {

namespace {

// A .fnt's chars as the layout sees them: the box's top yoffset below the line's top,
// which the layout puts `base` above the baseline.
class BitmapLetters : public LetterSource {
public:
    explicit BitmapLetters(const BitmapFont& font) : m_font(font) {}
    LetterMetrics letter(char32_t c) override {
        const BitmapFontChar* ch = m_font.find(c);
        if (!ch) return {.defined = false};
        return {float(ch->xAdvance),
                {{float(ch->xOffset), float(m_font.base - ch->yOffset - ch->height)},
                 {float(ch->width), float(ch->height)}}};
    }
    float kerning(char32_t left, char32_t right) override { return float(m_font.kerning(left, right)); }
    float ascent() override { return float(m_font.base); }
    float lineHeight() override { return float(m_font.lineHeight); }

private:
    const BitmapFont& m_font;
};

}  // namespace

// A cocos ui::Widget: it cascades colour and opacity to its children.
TextBMFont::TextBMFont() : Node("") {
    setAnchorPoint({0.5f, 0.5f});
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
}

void TextBMFont::setText(std::string text) {
    m_text = std::move(text);
    layout();
}

void TextBMFont::setFont(std::shared_ptr<const BitmapFont> font, std::string path) {
    m_font = std::move(font);
    m_fntPath = std::move(path);
    layout();
}

void TextBMFont::layout() {
    markDrawBoundsDirty();
    m_letters.clear();
    m_inkBounds = {};
    if (!m_font || m_fntPath.empty()) {
        setContentSize({});
        return;
    }
    const std::u32string text = decodeUtf8(m_text);
    BitmapLetters letters(*m_font);
    const TextLayout laid = layoutText(text, letters, TextBox{});
    for (const PlacedLetter& placed : laid.letters) {
        const BitmapFontChar& c = *m_font->find(text[placed.index]);
        m_letters.push_back({placed.box, {{float(c.x), float(c.y)}, {float(c.width), float(c.height)}}});
        const Rect& b = placed.box;
        m_inkBounds = m_letters.size() == 1 ? b : unite(m_inkBounds, b);
    }
    setContentSize(laid.contentSize);
}

std::u32string TextBMFont::missingLetters() const {
    std::u32string missing;
    if (!m_font) return missing;
    for (char32_t c : decodeUtf8(m_text))
        if (c != U'\n' && !m_font->find(c) && missing.find(c) == std::u32string::npos) missing.push_back(c);
    return missing;
}

WorldBox TextBMFont::drawBounds(const AffineTransform& world) const {
    if (m_letters.empty()) return WorldBox::empty();
    return WorldBox::of(world, m_inkBounds);
}

void TextBMFont::draw(RenderQueue& queue, const AffineTransform& world) {
    if (m_letters.empty() || m_font->page.placeholder || m_font->page.width <= 0 || m_font->page.height <= 0) return;
    if (queue.isCulled(WorldBox::of(world, m_inkBounds))) {
        queue.countCulled();
        return;
    }
    const Color3B c = displayedColor();
    const Color4B color{c.r, c.g, c.b, displayedOpacity()};
    const Vec2 perTexel{1.0f / float(m_font->page.width), 1.0f / float(m_font->page.height)};
    for (std::size_t first = 0; first < m_letters.size(); first += RenderQueue::kMaxQuadsPerBatch) {
        const std::size_t count = std::min<std::size_t>(m_letters.size() - first, RenderQueue::kMaxQuadsPerBatch);
        QuadVertex* v =
            queue.addQuads(*this, globalZOrder(), m_font->page.handle, BlendMode::Alpha, std::uint32_t(count));
        for (std::size_t i = 0; i < count; ++i) {
            const Letter& l = m_letters[first + i];
            writeQuad(v + i * 4, world, l.box, Vec2{l.texels.minX(), l.texels.minY()} * perTexel,
                      Vec2{l.texels.maxX(), l.texels.maxY()} * perTexel, color);
        }
    }
}

NodeTypeInfo textBMFontTypeInfo() {
    NodeTypeInfo t =
        describeType<TextBMFont, Node>("bold", "Text drawn from a bitmap font (.fnt) (cocos ui::TextBMFont)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("TextBMFont");
        static_cast<TextBMFont&>(n).setText("Fnt Text Label");
    };
    t.noteKey = "text";
    t.note = [](const Node& n) {
        const auto& label = static_cast<const TextBMFont&>(n);
        const std::u32string missing = label.missingLetters();
        if (missing.empty()) return std::string();
        constexpr std::size_t kNamed = 8;  // a whole sentence in the wrong font says enough by then
        std::string text = label.fntFile() + " has no ";
        for (std::size_t i = 0; i < std::min(missing.size(), kNamed); ++i) {
            if (i > 0) text += ", ";
            text += '\'';
            appendUtf8(text, missing[i]);
            text += '\'';
        }
        if (missing.size() > kNamed) text += " and " + std::to_string(missing.size() - kNamed) + " more";
        return text + ": cocos draws nothing for them";
    };
    t.overrides.push_back({.key = "anchorPoint", .defaultValue = Vec2{0.5f, 0.5f}});
    t.overrides.push_back({.key = "cascadeColorEnabled", .defaultValue = true});
    t.overrides.push_back({.key = "cascadeOpacityEnabled", .defaultValue = true});
    t.overrides.push_back({.key = "contentSize",
                           .defaultFor = [](const Node& n) -> PropertyValue {
                               return n.contentSize();  // always the text's: cocos' TextBMFont ignores a size set on it
                           },
                           .inspector = false});

    // The font before the text, as TextBMFontReader sets them.
    PropertyDescriptor font;
    font.key = "fntFile";
    font.kind = ValueKind::AssetPath;
    font.defaultValue = std::string();
    font.hints = PropertyHints{.group = "TextBMFont",
                               .tooltip = "An AngelCode bitmap font (.fnt, text or binary), its page image beside it",
                               .asset = AssetKind::BitmapFont};
    font.get = [](const Node& n) -> PropertyValue { return static_cast<const TextBMFont&>(n).fntFile(); };
    font.apply = [](Node& n, const PropertyValue& v, PropertyContext& context) {
        const std::string& path = std::get<std::string>(v);
        auto loaded = context.assets && !path.empty() ? context.assets->bitmapFont(path) : nullptr;
        static_cast<TextBMFont&>(n).setFont(std::move(loaded), path);
    };
    font.renamePath = [](Node& n, const std::string& path) { static_cast<TextBMFont&>(n).setFntPath(path); };
    font.links.keys = {"contentSize"};
    t.properties.push_back(std::move(font));
    PropertyDescriptor text =
        property<TextBMFont, std::string>("text", ValueKind::String, &TextBMFont::text, &TextBMFont::setText,
                                          std::string(), PropertyHints{.group = "TextBMFont", .multiline = true});
    text.links.keys = {"contentSize"};
    t.properties.push_back(std::move(text));
    return t;
}

}  // namespace diorama
