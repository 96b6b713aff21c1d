#include "diorama/nodes/label.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"
#include "diorama/types/asset_resolver.h"
#include "diorama/types/builtin_types.h"

#include <algorithm>

namespace diorama {

Label::Label(std::shared_ptr<FontFace> face, std::string text, float fontSize, std::string name)
    : Node(std::move(name)), m_face(std::move(face)), m_text(std::move(text)), m_fontSize(fontSize) {
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

void Label::layout() {
    markDrawBoundsDirty();  // the quads change even when the measured size does not
    m_quads.clear();
    if (!m_face || m_fontSize <= 0.0f) {
        m_measured = {};
        setContentSize({});
        return;
    }
    FontAtlas& atlas = m_face->atSize(m_fontSize);
    // Sizes above the raster limit draw the limit's glyphs scaled up.
    const float k = float(FontFace::pixelSize(m_fontSize)) / float(atlas.pixelHeight());
    const std::u32string text = decodeUtf8(m_text);
    // Measure lines first: glyph positions depend on the total height (y up).
    std::vector<float> widths{0.0f};
    char32_t prev = 0;
    for (char32_t cp : text) {
        if (cp == U'\n') {
            widths.push_back(0.0f);
            prev = 0;
            continue;
        }
        if (prev) widths.back() += atlas.kerning(prev, cp) * k;
        widths.back() += atlas.glyph(cp).advance * k;
        prev = cp;
    }
    const float lineHeight = atlas.lineHeight() * k;
    const float width = text.empty() ? 0.0f : *std::max_element(widths.begin(), widths.end());
    const float height = text.empty() ? 0.0f : lineHeight * float(widths.size());

    float penX = 0.0f;
    float baseline = height - atlas.ascent() * k;
    prev = 0;
    for (char32_t cp : text) {
        if (cp == U'\n') {
            penX = 0.0f;
            baseline -= lineHeight;
            prev = 0;
            continue;
        }
        if (prev) penX += atlas.kerning(prev, cp) * k;
        const Glyph& g = atlas.glyph(cp);
        if (g.visible)
            m_quads.push_back({{{penX + g.quad.minX() * k, baseline + g.quad.minY() * k},
                                {g.quad.size.width * k, g.quad.size.height * k}},
                               g.texelMin,
                               g.texelMax,
                               g.atlas ? g.atlas : &atlas});
        penX += g.advance * k;
        prev = cp;
    }
    m_measured = {width, height};
    setContentSize(m_measured);
}

std::string Label::fontProblem() const {
    if (!m_face || m_fontSize <= 0.0f) return {};
    if (const std::string& own = m_face->atSize(m_fontSize).error(); !own.empty()) return own;
    for (const GlyphQuad& q : m_quads)
        if (!q.atlas->error().empty()) return q.atlas->error();
    return {};
}

WorldBox Label::drawBounds(const AffineTransform& world) const {
    if (m_quads.empty() || !m_face) return WorldBox::empty();
    return WorldBox::of(world, {{0.0f, 0.0f}, contentSize()});
}

void Label::draw(RenderQueue& queue, const AffineTransform& world) {
    if (m_quads.empty() || !m_face) return;
    const Size s = contentSize();
    if (queue.isCulled(WorldBox::of(world, {{0.0f, 0.0f}, s}))) {
        queue.countCulled();
        return;
    }
    const Color3B c = displayedColor();
    const Color4B color{c.r, c.g, c.b, displayedOpacity()};
    const std::size_t count = std::min<std::size_t>(m_quads.size(), RenderQueue::kMaxQuadsPerBatch);
    for (std::size_t first = 0; first < count;) {
        const FontAtlas& atlas = *m_quads[first].atlas;
        std::size_t end = first + 1;
        while (end < count && m_quads[end].atlas == &atlas) ++end;
        // Texels, not texture coordinates, are kept: the atlas may have grown since layout.
        const float toUv = 1.0f / float(atlas.side());
        QuadVertex* v =
            queue.addQuads(*this, globalZOrder(), atlas.texture(), BlendMode::Alpha, std::uint32_t(end - first));
        for (std::size_t i = first; i < end; ++i)
            writeQuad(v + (i - first) * 4, world, m_quads[i].local, m_quads[i].texelMin * toUv,
                      m_quads[i].texelMax * toUv, color);
        first = end;
    }
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
    auto size = property<Label, float>("fontSize", ValueKind::Float, &Label::fontSize, &Label::setFontSize,
                                       Label::kDefaultFontSize,
                                       PropertyHints{.unit = Unit::Pixels, .group = "Label", .tooltip = "Pixels"});
    size.check = [](const PropertyValue& v) {
        return std::get<float>(v) > 0.0f ? std::string() : std::string("fontSize must be positive");
    };
    t.properties.push_back(std::move(size));

    PropertyDescriptor font;
    font.key = "font";
    font.kind = ValueKind::AssetPath;
    font.defaultValue = std::string();
    font.hints = PropertyHints{.group = "Label",
                               .tooltip = "TrueType font relative to the scene file; empty: the default font",
                               .asset = AssetKind::Font};
    font.get = [](const Node& n) -> PropertyValue { return static_cast<const Label&>(n).fontPath(); };
    font.apply = [](Node& n, const PropertyValue& v, PropertyContext& context) {
        auto& label = static_cast<Label&>(n);
        const std::string& path = std::get<std::string>(v);
        label.setFontPath(path);
        if (!context.assets) return label.setFontFace(nullptr);
        std::shared_ptr<FontFace> face = path.empty() ? nullptr : context.assets->font(path);
        label.setFontFace(face ? face : context.assets->defaultFont());
    };
    font.renamePath = [](Node& n, const std::string& path) { static_cast<Label&>(n).setFontPath(path); };
    font.links.keys = {"contentSize"};  // the font decides the size the text lays out at
    t.properties.push_back(std::move(font));

    t.assetNote = [](const Node& n) -> std::optional<AssetNote> {
        const auto& label = static_cast<const Label&>(n);
        std::string problem = label.fontProblem();
        if (problem.empty()) return std::nullopt;
        return AssetNote{label.fontSize() != Label::kDefaultFontSize ? "fontSize" : "text", std::move(problem)};
    };
    return t;
}

}  // namespace diorama
