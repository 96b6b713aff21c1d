#include "diorama/nodes/label.h"

#include "font_properties.h"
#include "ink_bounds.h"
#include "label_effects.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"
#include "diorama/types/asset_resolver.h"
#include "diorama/types/builtin_types.h"

#include <algorithm>

namespace diorama {

Label::Label(std::shared_ptr<FontFace> face, std::string text, float fontSize, std::string name)
    : Node(std::move(name)), m_face(std::move(face)), m_text(std::move(text)), m_fontSize(fontSize),
      m_renderingFontSize(fontSize) {
    setAnchorPoint({0.5f, 0.5f});
    layout();
}

void Label::setText(std::string text) {
    if (text == m_text) return;
    m_text = std::move(text);
    layout();
}

void Label::setFontSize(float size) {
    if (size == m_fontSize) return;
    m_fontSize = size;
    layout();
}

void Label::setFontFace(std::shared_ptr<FontFace> face) {
    m_face = std::move(face);
    layout();
}

template <class T>
void Label::setBoxField(T TextBox::*field, T value) {
    if (m_box.*field == value) return;
    m_box.*field = value;
    layout();
}

void Label::setDimensions(Size dimensions) { setBoxField(&TextBox::dimensions, dimensions); }
void Label::setHorizontalAlignment(TextHAlignment alignment) { setBoxField(&TextBox::horizontal, alignment); }
void Label::setVerticalAlignment(TextVAlignment alignment) { setBoxField(&TextBox::vertical, alignment); }
void Label::setOverflow(LabelOverflow overflow) { setBoxField(&TextBox::overflow, overflow); }
void Label::enableWrap(bool wrap) { setBoxField(&TextBox::wrap, wrap); }
void Label::setLineHeight(float height) { setBoxField(&TextBox::lineHeight, height); }
void Label::setLineSpacing(float spacing) { setBoxField(&TextBox::lineSpacing, spacing); }
void Label::setAdditionalKerning(float kerning) { setBoxField(&TextBox::additionalKerning, kerning); }

void Label::setOutline(const TextOutline& outline) {
    if (outline == m_outline) return;
    const bool relayout =
        outline.active() != m_outline.active() || (outline.active() && outline.size != m_outline.size);
    m_outline = outline;
    if (relayout) layout();  // the outline atlas has other metrics
}

void Label::setGlow(const TextGlow& glow) {
    if (glow == m_glow) return;
    const bool relayout = glow.enabled != m_glow.enabled;  // the glow atlas has other images
    m_glow = glow;
    if (relayout) layout();
}

void Label::setShadow(const TextShadow& shadow) {
    if (shadow == m_shadow) return;
    if (shadow.enabled != m_shadow.enabled || shadow.offset != m_shadow.offset) markDrawBoundsDirty();
    m_shadow = shadow;
}

namespace {

// A face's atlas at one font size, in label units. Sizes above the raster limit draw the
// limit's glyphs scaled up.
class AtlasLetters : public LetterSource {
public:
    AtlasLetters(FontFace& face, float fontSize, float outline, bool glow)
        : atlas(face.atSize(fontSize, outline, glow)),
          k(float(FontFace::pixelSize(fontSize)) / float(atlas.pixelHeight())) {}
    LetterMetrics letter(char32_t c) override {
        const Glyph& g = atlas.glyph(c);
        if (!g.visible) return {g.advance * k, {{g.quad.minX() * k, 0.0f}, {}}};
        return {g.advance * k,
                {{g.quad.minX() * k, g.quad.minY() * k}, {g.quad.size.width * k, g.quad.size.height * k}}};
    }
    float kerning(char32_t left, char32_t right) override { return atlas.kerning(left, right) * k; }
    float ascent() override { return atlas.ascent() * k; }
    float lineHeight() override { return atlas.lineHeight() * k; }

    FontAtlas& atlas;
    const float k;
};

}  // namespace

void Label::layout() {
    markDrawBoundsDirty();  // the quads change even when the measured size does not
    m_quads.clear();
    m_renderingFontSize = m_fontSize;
    if (!m_face || m_fontSize <= 0.0f) {
        m_measured = {};
        m_inkBounds = {};
        setContentSize({});
        return;
    }
    const std::u32string text = decodeUtf8(m_text);
    float size = m_fontSize;
    auto layoutAt = [&](float fontSize) {
        AtlasLetters letters(*m_face, fontSize, activeOutline(), glowShows());
        return layoutText(text, letters, m_box);
    };
    TextLayout laid = layoutAt(size);
    if (m_box.overflow == LabelOverflow::Shrink) {
        // A point at a time, from the size that fits the height on, as cocos does.
        auto shrinkWhile = [&](bool (*tooBig)(const TextLayout&)) {
            const float from = size;
            for (int step = 1; tooBig(laid); ++step) {
                size = from - float(step);
                if (size <= 0.0f) return;
                laid = layoutAt(size);
            }
        };
        shrinkWhile([](const TextLayout& l) { return l.verticallyClamped(); });
        if (size > 0.0f && laid.horizontallyClamped) shrinkWhile([](const TextLayout& l) { return l.overflowsWidth; });
        if (size <= 0.0f) {
            laid.letters.clear();
            size = 0.0f;
        }
    }
    m_renderingFontSize = size;
    m_measured = laid.contentSize;
    m_inkBounds = {{0.0f, 0.0f}, m_measured};
    if (size > 0.0f) {
        AtlasLetters letters(*m_face, size, activeOutline(), glowShows());
        for (const PlacedLetter& placed : laid.letters) {
            const Glyph& g = letters.atlas.glyph(text[placed.index]);
            // Texels per unit of height, to cut the image where the box cuts the glyph.
            const float full = placed.box.size.height + placed.clipTop + placed.clipBottom;
            const float perUnit = (g.texelMax.y - g.texelMin.y) / full;
            const Rect whole{{placed.box.origin.x, placed.box.origin.y - placed.clipBottom},
                             {placed.box.size.width, full}};
            m_quads.push_back({placed.box,
                               whole,
                               {g.texelMin.x, g.texelMin.y + placed.clipTop * perUnit},
                               {g.texelMax.x, g.texelMax.y - placed.clipBottom * perUnit},
                               g.ringTexelMin - g.texelMin,
                               g.strokedTexelMin - g.texelMin,
                               g.glowTexelMin - g.texelMin,
                               g.atlas ? g.atlas : &letters.atlas,
                               placed.index});
            m_inkBounds = unite(m_inkBounds, placed.box);
        }
    }
    setContentSize(m_measured);
}

std::string Label::fontProblem() const {
    if (!m_face || m_fontSize <= 0.0f) return {};
    if (const std::string& own = m_face->atSize(m_fontSize, activeOutline(), glowShows()).error(); !own.empty())
        return own;
    for (const GlyphQuad& q : m_quads)
        if (!q.atlas->error().empty()) return q.atlas->error();
    return {};
}

Rect Label::inkBounds() const { return unite({{0.0f, 0.0f}, contentSize()}, m_inkBounds); }

std::optional<Rect> Label::letterRect(std::size_t index) const {
    for (const GlyphQuad& q : m_quads)
        if (q.letter == index) return q.whole;
    return std::nullopt;
}

std::optional<std::size_t> Label::letterAt(Vec2 local) const {
    std::optional<std::size_t> first;
    for (const GlyphQuad& q : m_quads)
        if (q.whole.containsPoint(local) && (!first || q.letter < *first)) first = q.letter;
    return first;
}

std::shared_ptr<FontFace> fontOrDefault(const std::string& path, PropertyContext& context) {
    if (!context.assets) return nullptr;
    std::shared_ptr<FontFace> face = path.empty() ? nullptr : context.assets->font(path);
    return face ? face : context.assets->defaultFont();
}

NodeTypeInfo labelTypeInfo() {
    NodeTypeInfo t = describeType<Label, Node>("font", "Text in a TrueType font, measured into its content size");
    // Labels start with the default font, which only the assets can give.
    t.create = [](const NodeFactoryContext& context) {
        return std::make_unique<Label>(context.assets ? context.assets->defaultFont() : nullptr);
    };
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("Label");
        static_cast<Label&>(n).setText("Label");
    };
    t.overrides.push_back({.key = "anchorPoint", .defaultValue = Vec2{0.5f, 0.5f}});
    t.overrides.push_back(
        {.key = "contentSize",
         .defaultFor = [](const Node& n) -> PropertyValue { return static_cast<const Label&>(n).measuredSize(); },
         .inspector = false});
    t.properties.push_back(property<Label, std::string>("text", ValueKind::String, &Label::text, &Label::setText,
                                                        std::string(),
                                                        PropertyHints{.group = "Label", .multiline = true}));
    t.properties.push_back(
        fontSizeProperty<Label>("fontSize", "Label", &Label::fontSize, &Label::setFontSize, Label::kDefaultFontSize));
    t.properties.push_back(property<Label, Color3B>(
        "textColor", ValueKind::Color, &Label::textColor, &Label::setTextColor, Color3B::white(),
        PropertyHints{.group = "Label",
                      .tooltip = "The text's own colour (cocos setTextColor). The text shows it times the node's "
                                 "displayed colour, so a dark node colour keeps the text dark: set that to white to "
                                 "see this one. It never reaches children or the outline, shadow and glow"}));

    PropertyDescriptor font =
        fontFileProperty<Label>("font", "Label", &Label::fontPath, &Label::setFontPath, &Label::setFontFace);
    font.links.keys = {"contentSize"};  // the font decides the size the text lays out at
    t.properties.push_back(std::move(font));

    const PropertyHints box{.unit = Unit::Pixels, .group = "Label"};
    auto hint = [&box](const char* tooltip) {
        PropertyHints h = box;
        h.tooltip = tooltip;
        return h;
    };
    t.properties.push_back(property<Label, Size>(
        "dimensions", ValueKind::Extent, &Label::dimensions, &Label::setDimensions, Size{},
        hint("The box the text is laid out and aligned in; 0 on an axis: the text decides that side")));
    t.properties.push_back(enumProperty<Label>("horizontalAlignment", {"left", "center", "right"},
                                               &Label::horizontalAlignment, &Label::setHorizontalAlignment,
                                               TextHAlignment::Left, PropertyHints{.group = "Label"}));
    t.properties.push_back(enumProperty<Label>("verticalAlignment", {"top", "center", "bottom"},
                                               &Label::verticalAlignment, &Label::setVerticalAlignment,
                                               TextVAlignment::Top, PropertyHints{.group = "Label"}));
    t.properties.push_back(enumProperty<Label>(
        "overflow", {"none", "clamp", "shrink", "resizeHeight"}, &Label::overflow, &Label::setOverflow,
        LabelOverflow::None,
        PropertyHints{.group = "Label",
                      .tooltip = "Text beyond the dimensions. A set height cuts glyphs at its edges in every mode "
                                 "but resizeHeight. clamp also hides letters past the width, shrink lowers the "
                                 "font size until the text fits, resizeHeight grows the height to the text"}));
    t.properties.push_back(property<Label, bool>(
        "enableWrap", ValueKind::Bool, &Label::isWrapEnabled, &Label::enableWrap, true,
        PropertyHints{.group = "Label", .tooltip = "Break lines between words at the dimensions' width"}));
    PropertyHints lineHeight = hint("Distance between baselines; 0: the font's own");
    lineHeight.min = 0.0;
    t.properties.push_back(property<Label, float>("lineHeight", ValueKind::Float, &Label::lineHeight,
                                                  &Label::setLineHeight, 0.0f, lineHeight));
    t.properties.push_back(property<Label, float>("lineSpacing", ValueKind::Float, &Label::lineSpacing,
                                                  &Label::setLineSpacing, 0.0f, hint("Added between lines")));
    t.properties.push_back(property<Label, float>("additionalKerning", ValueKind::Float, &Label::additionalKerning,
                                                  &Label::setAdditionalKerning, 0.0f,
                                                  hint("Added after every letter (letter spacing)")));

    addTextEffectProperties<Label>(
        t, "", "Outline", "Shadow",
        {[](const Label& l) -> const Label& { return l; }, [](Label& l, const TextOutline& o) { l.setOutline(o); },
         [](Label& l, const TextShadow& s) { l.setShadow(s); }});

    // cocos' enableGlow(Color4B): Cocos Studio has no glow, so these are Diorama's keys.
    auto glowField = [](auto field) {
        return std::pair{[field](const Label& l) { return l.glow().*field; },
                         [field](Label& l, auto value) {
                             TextGlow glow = l.glow();
                             glow.*field = std::remove_reference_t<decltype(glow.*field)>(value);
                             l.setGlow(glow);
                         }};
    };
    const TextGlow glow;
    auto [glowOnGet, glowOnSet] = glowField(&TextGlow::enabled);
    t.properties.push_back(property<Label, bool>(
        "glowEnabled", ValueKind::Bool, glowOnGet, glowOnSet, glow.enabled,
        PropertyHints{.group = "Glow",
                      .tooltip = "A soft halo in the glow colour just outside every glyph (cocos enableGlow); "
                                 "an outline takes its place"}));
    auto [glowColorGet, glowColorSet] = glowField(&TextGlow::color);
    t.properties.push_back(property<Label, Color3B>("glowColor", ValueKind::Color, glowColorGet, glowColorSet,
                                                    glow.color, PropertyHints{.group = "Glow"}));
    auto [glowOpacityGet, glowOpacitySet] = glowField(&TextGlow::opacity);
    PropertyHints byte{.group = "Glow"};
    byte.min = 0, byte.max = 255, byte.unit = Unit::Byte;
    t.properties.push_back(
        property<Label, int>("glowOpacity", ValueKind::Int, glowOpacityGet, glowOpacitySet, int(glow.opacity), byte));
    t.note = [](const Node& n) -> std::string {
        const auto& label = static_cast<const Label&>(n);
        if (label.glow().enabled && label.outline().active())
            return "The outline is drawn, not the glow: cocos keeps the effect enabled last, which a file cannot say, "
                   "so Diorama keeps the outline";
        return {};
    };
    t.noteKey = "glowEnabled";

    // A text box is resized by its dimensions (Cocos Studio's custom size); free text scales.
    t.resizeKey = [](const Node& n) -> std::string {
        const Size set = static_cast<const Label&>(n).dimensions();
        return set.width > 0 || set.height > 0 ? "dimensions" : "";
    };
    t.assetNote = [](const Node& n) -> std::optional<AssetNote> {
        const auto& label = static_cast<const Label&>(n);
        std::string problem = label.fontProblem();
        if (problem.empty()) return std::nullopt;
        return AssetNote{label.fontSize() != Label::kDefaultFontSize ? "fontSize" : "text", std::move(problem)};
    };
    return t;
}

}  // namespace diorama
