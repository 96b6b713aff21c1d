#include "diorama/nodes/scale9_sprite.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"
#include "diorama/types/asset_resolver.h"

#include <algorithm>
#include <utility>

namespace diorama {

Rect Scale9Sprite::effectiveCapInsets() const {
    const Size r = textureRect().size;
    if (m_capInsets.size.width == 0 && m_capInsets.size.height == 0 && m_capInsets.origin.x == 0 &&
        m_capInsets.origin.y == 0)
        return Rect{{r.width / 3, r.height / 3}, {r.width / 3, r.height / 3}};
    return m_capInsets;
}

namespace {

// Boundaries along one axis: the ends keep their size while the size allows, else they
// shrink in proportion and the middle vanishes (cocos' calculateVertices).
std::array<float, 4> sliceAxis(float size, float first, float last) {
    const float sizable = size - first - last;
    if (sizable >= 0) return {0, first, first + sizable, size};
    const float k = size / (first + last);
    return {0, first * k, first * k, (first + last) * k};
}

}  // namespace

Scale9Sprite::Slices Scale9Sprite::slices() const {
    const Rect insets = effectiveCapInsets();
    const Rect rect = textureRect();
    const Size preferred = contentSize();
    const float left = insets.origin.x, center = insets.size.width, right = rect.size.width - (left + center);
    const float top = insets.origin.y, middle = insets.size.height, bottom = rect.size.height - (top + middle);
    Slices s{};
    s.x = sliceAxis(preferred.width, left, right);
    s.y = sliceAxis(preferred.height, bottom, top);
    const Size tex = textureSize();
    const float tw = tex.width > 0 ? tex.width : 1.0f, th = tex.height > 0 ? tex.height : 1.0f;
    s.u = {rect.origin.x / tw, (rect.origin.x + left) / tw, (rect.origin.x + left + center) / tw,
           (rect.origin.x + rect.size.width) / tw};
    // v grows downward in the image: the bottom slice row samples the rect's last rows.
    s.v = {(rect.origin.y + rect.size.height) / th, (rect.origin.y + top + middle) / th, (rect.origin.y + top) / th,
           rect.origin.y / th};
    return s;
}

WorldBox Scale9Sprite::drawBounds(const AffineTransform& world) const {
    const Size size = contentSize();
    if (!hasTexture() || size.width <= 0.0f || size.height <= 0.0f) return WorldBox::empty();
    return WorldBox::of(world, {{0.0f, 0.0f}, size});
}

void Scale9Sprite::draw(RenderQueue& queue, const AffineTransform& world) { drawSlicedAs(queue, *this, world); }

void Scale9Sprite::drawSlicedAs(RenderQueue& queue, const Node& owner, const AffineTransform& world,
                                ShaderEffect effect) const {
    if (!m_scale9Enabled) return drawImageAs(queue, owner, world, effect);
    const Size size = contentSize();
    if (!hasTexture() || size.width <= 0.0f || size.height <= 0.0f) return;
    if (cullQuad(queue, world, {{0.0f, 0.0f}, size})) return;
    Slices s = slices();
    // A flip mirrors the whole sliced image.
    if (isFlippedX())
        for (float& x : s.x) x = size.width - x;
    if (isFlippedY())
        for (float& y : s.y) y = size.height - y;
    const Color3B c = owner.displayedColor();
    const Color4B color{c.r, c.g, c.b, owner.displayedOpacity()};
    int count = 0;
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col)
            if (s.x[col] != s.x[col + 1] && s.y[row] != s.y[row + 1]) ++count;
    QuadVertex* v = queue.addQuads(owner, owner.globalZOrder(), texture(), blend(), std::uint32_t(count), effect);
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col) {
            if (s.x[col] == s.x[col + 1] || s.y[row] == s.y[row + 1]) continue;
            const float x0 = s.x[col], x1 = s.x[col + 1], y0 = s.y[row], y1 = s.y[row + 1];
            // Corner order: bottom-left, bottom-right, top-right, top-left.
            *v++ = {world.apply({x0, y0}), {s.u[col], s.v[row]}, color};
            *v++ = {world.apply({x1, y0}), {s.u[col + 1], s.v[row]}, color};
            *v++ = {world.apply({x1, y1}), {s.u[col + 1], s.v[row + 1]}, color};
            *v++ = {world.apply({x0, y1}), {s.u[col], s.v[row + 1]}, color};
        }
}

std::string checkCapInsets(const PropertyValue& value) {
    const Rect& r = std::get<Rect>(value);
    return r.origin.x < 0 || r.origin.y < 0 || r.size.width < 0 || r.size.height < 0
               ? std::string("cap insets cannot be negative")
               : std::string();
}

NodeTypeInfo scale9SpriteTypeInfo() {
    NodeTypeInfo t = describeType<Scale9Sprite, Sprite>(
        "th-large", "A sprite sliced in nine: corners keep their size (cocos ui::Scale9Sprite)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("Scale9Sprite");
        static_cast<Sprite&>(n).setTexture(placeholderTexture());
        n.setContentSize({64.0f, 64.0f});
    };
    // The content size is the preferred size the slices fill, so it is edited directly.
    t.overrides.push_back({.key = "contentSize", .inspector = true});
    auto insets = property<Scale9Sprite, Rect>(
        "capInsets", ValueKind::Region, &Scale9Sprite::capInsets, &Scale9Sprite::setCapInsets, Rect{},
        PropertyHints{.unit = Unit::Pixels,
                      .group = "Sprite",
                      .tooltip = "Centre slice in texture-rect pixels from its top-left; empty: the middle third"});
    insets.check = checkCapInsets;
    t.properties.push_back(std::move(insets));
    return t;
}

}  // namespace diorama
