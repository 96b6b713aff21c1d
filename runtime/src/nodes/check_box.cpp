#include "diorama/nodes/check_box.h"

#include "diorama/render/render_queue.h"
#include "diorama/types/asset_resolver.h"
#include "widget_properties.h"

#include <algorithm>

namespace diorama {

CheckBox::CheckBox() : Widget(static_cast<Node&>(*this)) {
    keepSizeOnNewImage();
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
}

void CheckBox::setSelected(bool selected) {
    if (m_selected == selected) return;
    m_selected = selected;
    markDrawBoundsDirty();
}

void CheckBox::releaseUp() {
    setSelected(!m_selected);
    if (m_onSelect) m_onSelect(*this, m_selected);
}

std::vector<CheckBox::Layer> CheckBox::layers() const {
    const Vec2 one{1.0f, 1.0f};
    std::vector<Layer> out;
    auto slot = [](const WidgetImage& image) -> const Sprite* { return image.sprite(); };
    switch (state()) {
    case State::Normal:
        out.push_back({this, one, false});
        if (m_selected && m_cross.isLoaded()) out.push_back({slot(m_cross), one, false});
        break;
    case State::Pressed:
        if (m_backgroundSelected.isLoaded()) {
            out.push_back({slot(m_backgroundSelected), one, false});
            if (m_selected && m_cross.isLoaded()) out.push_back({slot(m_cross), one, false});
            break;
        }
        {
            // Both take the background's stretch + zoomScale (cocos sets the cross to the
            // background's scale, whatever the cross's own size).
            const Size size = contentSize(), background = untrimmedSize();
            auto factor = [&](float content, float bg, float image) {
                if (content <= 0.0f || bg <= 0.0f) return 1.0f;
                return (content / bg + m_zoomScale) * image / content;
            };
            out.push_back({this,
                           {factor(size.width, background.width, background.width),
                            factor(size.height, background.height, background.height)},
                           false});
            if (m_selected && m_cross.isLoaded()) {
                const Size cross = m_cross.imageSize();
                out.push_back({slot(m_cross),
                               {factor(size.width, background.width, cross.width),
                                factor(size.height, background.height, cross.height)},
                               false});
            }
        }
        break;
    case State::Disabled: {
        const bool bothDisabled = m_backgroundDisabled.isLoaded() && m_crossDisabled.isLoaded();
        out.push_back({bothDisabled ? slot(m_backgroundDisabled) : this, one, !bothDisabled});
        if (m_selected && m_crossDisabled.isLoaded()) out.push_back({slot(m_crossDisabled), one, false});
        break;
    }
    }
    return out;
}

void CheckBox::draw(RenderQueue& queue, const AffineTransform& world) {
    const Size size = contentSize();
    // The extra images stretch over the content size and follow the flips.
    for (WidgetImage* slot : {&m_backgroundSelected, &m_cross, &m_backgroundDisabled, &m_crossDisabled})
        if (Scale9Sprite* image = slot->sprite()) {
            if (image->contentSize() != size) image->setContentSize(size);
            if (image->isFlippedX() != isFlippedX()) image->setFlippedX(isFlippedX());
            if (image->isFlippedY() != isFlippedY()) image->setFlippedY(isFlippedY());
        }
    for (const Layer& layer : layers()) {
        const RenderQueue::PartScope part(queue, partOf(layer.image));
        layer.image->drawImageAs(queue, *this, world * zoomAboutCentre(size, layer.zoom),
                                 layer.gray ? ShaderEffect::Gray : ShaderEffect::None);
    }
}

DrawPart CheckBox::partOf(const Sprite* image) const {
    if (image == m_backgroundSelected.sprite()) return DrawPart::BackgroundSelected;
    if (image == m_cross.sprite()) return DrawPart::Cross;
    if (image == m_backgroundDisabled.sprite()) return DrawPart::BackgroundDisabled;
    if (image == m_crossDisabled.sprite()) return DrawPart::CrossDisabled;
    return DrawPart::Node;
}

WorldBox CheckBox::drawBounds(const AffineTransform& world) const {
    const Size size = contentSize();
    if (size.width <= 0.0f || size.height <= 0.0f) return WorldBox::empty();
    Vec2 grow{1.0f, 1.0f};
    for (const Layer& layer : layers()) grow = {std::max(grow.x, layer.zoom.x), std::max(grow.y, layer.zoom.y)};
    return WorldBox::of(world * zoomAboutCentre(size, grow), {{0.0f, 0.0f}, size});
}

NodeTypeInfo checkBoxTypeInfo() {
    NodeTypeInfo t = describeType<CheckBox, Sprite>(
        "check-square-o", "A background with a cross shown while selected, toggled by a click (cocos ui::CheckBox)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("CheckBox");
        static_cast<Sprite&>(n).setTexture(placeholderTexture());
        n.setContentSize({32.0f, 32.0f});
    };
    t.overrides.push_back({.key = "contentSize", .inspector = true});
    t.overrides.push_back({.key = "texture", .label = "Background"});  // cocos' backGroundBox
    t.properties.push_back(property<CheckBox, bool>("selected", ValueKind::Bool, &CheckBox::isSelected,
                                                    &CheckBox::setSelected, false,
                                                    PropertyHints{.group = "CheckBox", .tooltip = "The cross shows"}));
    t.properties.push_back(widgetImageProperty<CheckBox>(
        "crossTexture", "CheckBox", "Drawn over the background while selected",
        [](auto& c) -> auto& { return c.crossImage(); }));
    t.properties.push_back(widgetImageProperty<CheckBox>(
        "backgroundSelectedTexture", "CheckBox", "The background while pressed; none: the background zooms",
        [](auto& c) -> auto& { return c.backgroundSelectedImage(); }));
    t.properties.push_back(widgetImageProperty<CheckBox>(
        "backgroundDisabledTexture", "CheckBox",
        "The background when disabled (with the disabled cross); else the background in gray",
        [](auto& c) -> auto& { return c.backgroundDisabledImage(); }));
    t.properties.push_back(widgetImageProperty<CheckBox>(
        "crossDisabledTexture", "CheckBox", "The cross when disabled and selected; none: no cross then",
        [](auto& c) -> auto& { return c.crossDisabledImage(); }));
    t.properties.push_back(property<CheckBox, float>(
        "zoomScale", ValueKind::Float, &CheckBox::zoomScale, &CheckBox::setZoomScale, CheckBox::kDefaultZoomScale,
        PropertyHints{.step = 0.01,
                      .group = "CheckBox",
                      .tooltip = "Added to the background's scale while pressed without a selected background"}));
    addWidgetStateProperties<CheckBox>(t, "CheckBox", "Off: the disabled look (the disabled images, or gray)");
    return t;
}

}  // namespace diorama
