#include "diorama/nodes/button.h"

#include "diorama/actions/action.h"
#include "diorama/render/render_queue.h"
#include "diorama/types/asset_resolver.h"
#include "font_properties.h"
#include "label_effects.h"
#include "widget_properties.h"

#include <algorithm>
#include <utility>

namespace diorama {

namespace {

// The press zoom's ScaleTo, stepped by the button's own action manager entry so that it
// keeps cocos' timing (first step at the next frame, 0.05 s long).
class PressZoom : public ActionInterval {
public:
    PressZoom() : ActionInterval(Button::kZoomDuration) {}
    void update(float t) override {
        if (Node* target = m_target) static_cast<Button*>(target)->setPressZoomProgress(std::clamp(t, 0.0f, 1.0f));
    }
    ActionPtr clone() const override { return std::make_unique<PressZoom>(); }
};

// The image's stretch along one axis: content size over the image's own size (1 when
// sliced, where the slices fill the content size at scale 1).
float stretchOf(float content, float image, bool sliced) { return sliced || image <= 0.0f ? 1.0f : content / image; }

}  // namespace

Button::Button()
    : Widget(static_cast<Node&>(*this)),
      m_title(std::make_unique<Label>(nullptr, std::string(), kDefaultTitleFontSize)) {
    keepSizeOnNewImage();
    setScale9Enabled(false);
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
}

Button::~Button() = default;

void Button::loadTexturePressed(const TextureInfo& image, std::string path) {
    m_pressed.load(image, std::move(path));
    markDrawBoundsDirty();
}

void Button::loadTextureDisabled(const TextureInfo& image, std::string path) {
    m_disabled.load(image, std::move(path));
    markDrawBoundsDirty();
}

void Button::syncRenderer(Scale9Sprite& renderer) const {
    // The pressed and disabled images follow the normal one's slicing, flips and size.
    if (renderer.contentSize() != contentSize()) renderer.setContentSize(contentSize());
    renderer.setScale9Enabled(isScale9Enabled());
    renderer.setCapInsets(capInsets());
    if (renderer.isFlippedX() != isFlippedX()) renderer.setFlippedX(isFlippedX());
    if (renderer.isFlippedY() != isFlippedY()) renderer.setFlippedY(isFlippedY());
    renderer.setBlend(blend());
}

void Button::pressStateChanged() {
    stopActionByTag(kPressZoomTag);
    m_zoomProgress = 0.0f;
    // Only a pressed image zooms over time; without one the normal image zooms at once.
    if (state() == State::Pressed && m_pressed.isLoaded() && m_pressedActionEnabled) {
        auto zoom = std::make_unique<PressZoom>();
        zoom->setTag(kPressZoomTag);
        runAction(std::move(zoom));
    }
    markDrawBoundsDirty();
}

Vec2 Button::imageZoom() const {
    if (state() != State::Pressed) return {1.0f, 1.0f};
    const Size size = contentSize();
    const bool sliced = isScale9Enabled();
    if (m_pressed.isLoaded()) {
        if (!m_pressedActionEnabled) return {1.0f, 1.0f};
        const Size image = m_pressed.imageSize();
        const float sx = stretchOf(size.width, image.width, sliced), sy = stretchOf(size.height, image.height, sliced);
        const float zoom = m_zoomScale * m_zoomProgress;
        return {(sx + zoom) / sx, (sy + zoom) / sy};
    }
    const Size image = untrimmedSize();
    const float sx = stretchOf(size.width, image.width, sliced), sy = stretchOf(size.height, image.height, sliced);
    return {(sx + m_zoomScale) / sx, (sy + m_zoomScale) / sy};
}

float Button::titleZoom() const {
    if (state() != State::Pressed) return 1.0f;
    if (!m_pressed.isLoaded()) return 1.0f + m_zoomScale;
    return m_pressedActionEnabled ? 1.0f + m_zoomScale * m_zoomProgress : 1.0f;
}

const std::string& Button::titleText() const { return m_title->text(); }
void Button::setTitleText(std::string text) {
    m_title->setText(std::move(text));
    markDrawBoundsDirty();
}
float Button::titleFontSize() const { return m_title->fontSize(); }
void Button::setTitleFontSize(float size) {
    m_title->setFontSize(size);
    markDrawBoundsDirty();
}
const std::string& Button::titleFontPath() const { return m_title->fontPath(); }
void Button::setTitleFontPath(std::string path) { m_title->setFontPath(std::move(path)); }
void Button::setTitleFontFace(std::shared_ptr<FontFace> face) {
    m_title->setFontFace(std::move(face));
    markDrawBoundsDirty();
}

void Button::setTitleOutline(const TextOutline& outline) {
    m_title->setOutline(outline);
    markDrawBoundsDirty();
}

void Button::setTitleShadow(const TextShadow& shadow) {
    m_title->setShadow(shadow);
    markDrawBoundsDirty();
}

AffineTransform Button::titleTransform() const {
    // cocos puts the title (anchor at its middle) at the content centre; a flip mirrors it.
    const Size size = contentSize(), text = m_title->contentSize();
    const float zoom = titleZoom();
    const Vec2 scale{isFlippedX() ? -zoom : zoom, isFlippedY() ? -zoom : zoom};
    return {scale.x,
            0.0f,
            0.0f,
            scale.y,
            size.width * 0.5f - scale.x * text.width * 0.5f,
            size.height * 0.5f - scale.y * text.height * 0.5f};
}

void Button::draw(RenderQueue& queue, const AffineTransform& world) {
    const Size size = contentSize();
    const AffineTransform zoomed = world * zoomAboutCentre(size, imageZoom());
    switch (state()) {
    case State::Normal: drawSlicedAs(queue, *this, zoomed); break;
    case State::Pressed:
        if (Scale9Sprite* pressed = m_pressed.sprite()) {
            syncRenderer(*pressed);
            pressed->drawSlicedAs(queue, *this, zoomed);
        } else
            drawSlicedAs(queue, *this, zoomed);
        break;
    case State::Disabled:
        if (Scale9Sprite* disabled = m_disabled.sprite()) {
            syncRenderer(*disabled);
            disabled->drawSlicedAs(queue, *this, zoomed);
        } else
            drawSlicedAs(queue, *this, zoomed, ShaderEffect::Gray);
        break;
    }
    if (m_title->text().empty()) return;
    // The title is a protected child in cocos: its colour cascades from the button's.
    const Color3B shown = displayedColor();
    const Color4B color{std::uint8_t(m_titleColor.r * shown.r / 255), std::uint8_t(m_titleColor.g * shown.g / 255),
                        std::uint8_t(m_titleColor.b * shown.b / 255), displayedOpacity()};
    const AffineTransform title = titleTransform();
    const RenderQueue::PartScope part(queue, DrawPart::Title);
    m_title->drawGlyphs(queue, *this, world * title, title, color);
}

WorldBox Button::drawBounds(const AffineTransform& world) const {
    const Size size = contentSize();
    WorldBox box = WorldBox::empty();
    if (hasTexture() && size.width > 0.0f && size.height > 0.0f) {
        const Vec2 zoom = imageZoom();
        const Vec2 grow{std::max(zoom.x, 1.0f), std::max(zoom.y, 1.0f)};
        box = WorldBox::of(world * zoomAboutCentre(size, grow), {{0.0f, 0.0f}, size});
    }
    if (!m_title->text().empty()) {
        const AffineTransform title = titleTransform();
        box.unite(m_title->glyphBounds(world * title, title));
    }
    return box;
}

NodeTypeInfo buttonTypeInfo() {
    NodeTypeInfo t = describeType<Button, Scale9Sprite>(
        "hand-pointer-o", "A clickable image with pressed and disabled looks and a title (cocos ui::Button)");
    t.create = [](const NodeFactoryContext& context) -> std::unique_ptr<Node> {
        auto button = std::make_unique<Button>();
        if (context.assets) button->setTitleFontFace(context.assets->defaultFont());
        return button;
    };
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        auto& button = static_cast<Button&>(n);
        n.setName("Button");
        button.setTexture(placeholderTexture());
        n.setContentSize({120.0f, 40.0f});
        button.setTitleText("Button");
    };
    t.overrides.push_back({.key = "contentSize", .inspector = true});

    t.properties.push_back(property<Button, bool>(
        "scale9Enabled", ValueKind::Bool, &Button::isScale9Enabled, &Button::setScale9Enabled, false,
        PropertyHints{.group = "Button",
                      .tooltip = "Slice the images in nine (capInsets) instead of stretching them"}));
    t.properties.push_back(widgetImageProperty<Button>(
        "pressedTexture", "Button", "Shown while pressed; none: the normal image zooms",
        [](auto& b) -> auto& { return b.pressedImage(); }));
    t.properties.push_back(widgetImageProperty<Button>(
        "disabledTexture", "Button", "Shown when disabled; none: the normal image in gray",
        [](auto& b) -> auto& { return b.disabledImage(); }));
    t.properties.push_back(property<Button, std::string>("titleText", ValueKind::String, &Button::titleText,
                                                         &Button::setTitleText, std::string(),
                                                         PropertyHints{.group = "Button"}));
    t.properties.push_back(fontFileProperty<Button>("titleFont", "Button", &Button::titleFontPath,
                                                    &Button::setTitleFontPath, &Button::setTitleFontFace));
    t.properties.push_back(fontSizeProperty<Button>("titleFontSize", "Button", &Button::titleFontSize,
                                                    &Button::setTitleFontSize, Button::kDefaultTitleFontSize));
    t.properties.push_back(property<Button, Color3B>("titleColor", ValueKind::Color, &Button::titleColor,
                                                     &Button::setTitleColor, Color3B::white(),
                                                     PropertyHints{.group = "Button"}));
    addTextEffectProperties<Button>(t, "title", "Title outline", "Title shadow",
                                    {[](const Button& b) -> const Label& { return b.titleRenderer(); },
                                     [](Button& b, const TextOutline& o) { b.setTitleOutline(o); },
                                     [](Button& b, const TextShadow& s) { b.setTitleShadow(s); }});
    t.properties.push_back(property<Button, bool>(
        "pressedActionEnabled", ValueKind::Bool, &Button::isPressedActionEnabled, &Button::setPressedActionEnabled,
        false,
        PropertyHints{.group = "Button",
                      .tooltip = "The pressed image and the title zoom by zoomScale over 0.05 s. Without a pressed "
                                 "image the normal image zooms on press either way"}));
    t.properties.push_back(property<Button, float>(
        "zoomScale", ValueKind::Float, &Button::zoomScale, &Button::setZoomScale, Button::kDefaultZoomScale,
        PropertyHints{.step = 0.01,
                      .group = "Button",
                      .tooltip = "Added to the image's scale while pressed (cocos adds it to the stretch)"}));
    addWidgetStateProperties<Button>(t, "Button", "Off: the disabled look (the disabled image, or gray)");
    return t;
}

}  // namespace diorama
