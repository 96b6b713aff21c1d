// How a Label draws: cocos 3.17's Label::onDraw order (shadow, outline ring or glow, text)
// and the outline and shadow properties.
#include "label_effects.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/render/render_queue.h"

#include <algorithm>

namespace diorama {

namespace {

// A vertex colour times an effect colour, as cocos' shader multiplies the vertex colour by
// the effect's uniform.
Color4B tinted(Color4B vertex, Color3B tint, std::uint8_t alpha) {
    const Color3B rgb = modulate({vertex.r, vertex.g, vertex.b}, tint);
    return {rgb.r, rgb.g, rgb.b, modulateChannel(vertex.a, alpha)};
}

AffineTransform linearPart(AffineTransform t) {
    t.tx = t.ty = 0.0f;
    return t;
}

}  // namespace

// cocos computes the shadow's transform as the node's own with the position moved by the
// offset: parent × translate(offset) × local, that is the world moved by the parent's
// linear part applied to the offset. The parent's linear part is world × local⁻¹.
AffineTransform Label::shadowWorld(const AffineTransform& world, const AffineTransform& localTransform) const {
    const AffineTransform local = linearPart(localTransform);
    if (local.a * local.d - local.b * local.c == 0.0f) return world;  // collapsed: nothing shows
    const Vec2 moved = (linearPart(world) * local.inverse()).applyToVector(m_shadow.offset);
    AffineTransform shadow = world;
    shadow.tx += moved.x;
    shadow.ty += moved.y;
    return shadow;
}

WorldBox Label::glyphBounds(const AffineTransform& world, const AffineTransform& local) const {
    if (m_quads.empty() || !m_face) return WorldBox::empty();
    WorldBox box = WorldBox::of(world, inkBounds());
    if (m_shadow.enabled) box.unite(WorldBox::of(shadowWorld(world, local), inkBounds()));
    return box;
}

WorldBox Label::drawBounds(const AffineTransform& world) const { return glyphBounds(world, nodeToParentTransform()); }

void Label::draw(RenderQueue& queue, const AffineTransform& world) {
    const Color3B c = displayedColor();
    drawGlyphs(queue, *this, world, nodeToParentTransform(), Color4B{c.r, c.g, c.b, displayedOpacity()});
}

void Label::drawGlyphs(RenderQueue& queue, const Node& owner, const AffineTransform& world,
                       const AffineTransform& local, Color4B color) const {
    if (m_quads.empty() || !m_face) return;
    // cocos' onDraw order; a pass whose quads all miss the screen is left out.
    PassDraw passes[4];
    int count = 0;
    auto add = [&](const AffineTransform& at, Color4B tint, Pass pass) {
        if (!queue.isCulled(WorldBox::of(at, inkBounds()))) passes[count++] = {at, tint, pass};
    };
    const bool outlined = m_outline.active();
    if (m_shadow.enabled)
        add(shadowWorld(world, local), tinted(color, m_shadow.color, m_shadow.opacity),
            outlined ? Pass::Stroked : Pass::Text);
    if (outlined) add(world, tinted(color, m_outline.color, m_outline.opacity), Pass::Ring);
    if (glowShows()) add(world, tinted(color, m_glow.color, m_glow.opacity), Pass::Glow);
    add(world, tinted(color, m_textColor, 255), Pass::Text);
    if (count == 0) {
        queue.countCulled();
        return;
    }
    const std::size_t glyphs =
        std::min<std::size_t>(m_quads.size(), RenderQueue::kMaxQuadsPerBatch / std::size_t(count));
    // One font atlas (no borrowed glyphs): one command, as cocos' label is one command,
    // holding every pass in order. Borrowed glyphs come from other atlases: each pass is
    // then one command per run of one atlas, so the passes still draw one after another.
    const bool oneAtlas = std::all_of(m_quads.begin(), m_quads.begin() + std::ptrdiff_t(glyphs),
                                      [&](const GlyphQuad& q) { return q.atlas == m_quads.front().atlas; });
    if (oneAtlas) {
        const FontAtlas& atlas = *m_quads.front().atlas;
        QuadVertex* v = queue.addQuads(owner, owner.globalZOrder(), atlas.texture(), BlendMode::Alpha,
                                       std::uint32_t(glyphs * std::size_t(count)));
        for (int p = 0; p < count; ++p) writeGlyphs(v + std::size_t(p) * glyphs * 4, passes[p], 0, glyphs);
        return;
    }
    for (int p = 0; p < count; ++p)
        for (std::size_t first = 0; first < glyphs;) {
            std::size_t end = first + 1;
            while (end < glyphs && m_quads[end].atlas == m_quads[first].atlas) ++end;
            QuadVertex* v = queue.addQuads(owner, owner.globalZOrder(), m_quads[first].atlas->texture(),
                                           BlendMode::Alpha, std::uint32_t(end - first));
            writeGlyphs(v, passes[p], first, end);
            first = end;
        }
}

void Label::writeGlyphs(QuadVertex* v, const PassDraw& draw, std::size_t first, std::size_t end) const {
    for (std::size_t i = first; i < end; ++i, v += 4) {
        const GlyphQuad& q = m_quads[i];
        // Texels, not texture coordinates, are kept: the atlas may have grown since layout.
        const float toUv = 1.0f / float(q.atlas->side());
        const Vec2 shift = draw.pass == Pass::Ring      ? q.ringShift
                           : draw.pass == Pass::Stroked ? q.strokedShift
                           : draw.pass == Pass::Glow    ? q.glowShift
                                                        : Vec2{};
        Color4B color = draw.color;
        if (q.letter == m_transparentLetter) color.a = 0;
        writeQuad(v, draw.world, q.local, (q.texelMin + shift) * toUv, (q.texelMax + shift) * toUv, color);
    }
}

}  // namespace diorama
