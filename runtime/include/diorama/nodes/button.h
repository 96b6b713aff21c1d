// cocos2d-x 3.17's ui::Button: a normal image (this node's own Sprite image) stretched
// over the content size, or sliced in nine when scale9 is on, with optional pressed and
// disabled images and a title drawn at the centre.
//
// Press states, as cocos' onPressStateChangedTo*:
// - normal: the normal image and the title at their size;
// - pressed with a pressed image: that image; with pressedActionEnabled it and the
//   title zoom over 0.05 s (a ScaleTo) to the image's stretch + zoomScale and 1 + zoomScale;
// - pressed without one: the normal image at once at its stretch + zoomScale and the
//   title at 1 + zoomScale, whether or not pressedActionEnabled is set;
// - disabled (not bright): the disabled image, or without one the normal image in gray
//   (ShaderEffect::Gray, which ignores colour and opacity as cocos' gray shader does).
// The zoom adds zoomScale to the image's stretch (content size / image size), so a
// stretched image grows by zoomScale times its own size, not the content size.
//
// Touches are a Widget's (widget.h).
#pragma once

#include "diorama/nodes/label.h"
#include "diorama/nodes/scale9_sprite.h"
#include "diorama/nodes/widget.h"
#include "diorama/nodes/widget_image.h"
#include "diorama/types/node_type.h"

#include <memory>
#include <string>

namespace diorama {

class Button : public Scale9Sprite, public Widget {
public:
    static constexpr float kDefaultZoomScale = 0.1f;
    static constexpr float kZoomDuration = 0.05f;  // cocos' ZOOM_ACTION_TIME_STEP
    static constexpr float kDefaultTitleFontSize = 14.0f;
    // The tag of the zoom action a press runs on the button.
    static constexpr int kPressZoomTag = -0x0b77;

    Button();
    ~Button() override;
    std::string_view typeName() const override { return "Button"; }

    // ---- images -----------------------------------------------------------------------
    // The pressed and disabled images, with their paths as written in the scene file. An
    // image that could not be loaded is the placeholder; an empty path removes it.
    const std::string& pressedTexturePath() const { return m_pressed.path(); }
    void loadTexturePressed(const TextureInfo& image, std::string path);
    bool hasPressedTexture() const { return m_pressed.isLoaded(); }
    const std::string& disabledTexturePath() const { return m_disabled.path(); }
    void loadTextureDisabled(const TextureInfo& image, std::string path);
    bool hasDisabledTexture() const { return m_disabled.isLoaded(); }
    WidgetImage& pressedImage() { return m_pressed; }
    const WidgetImage& pressedImage() const { return m_pressed; }
    WidgetImage& disabledImage() { return m_disabled; }
    const WidgetImage& disabledImage() const { return m_disabled; }
    // After an image slot changed through its property.
    void imagesChanged() { markDrawBoundsDirty(); }

    // ---- press zoom ---------------------------------------------------------------------
    float zoomScale() const { return m_zoomScale; }
    void setZoomScale(float scale) { m_zoomScale = scale; }
    bool isPressedActionEnabled() const { return m_pressedActionEnabled; }
    void setPressedActionEnabled(bool enabled) { m_pressedActionEnabled = enabled; }

    // ---- title --------------------------------------------------------------------------
    const std::string& titleText() const;
    void setTitleText(std::string text);
    float titleFontSize() const;
    void setTitleFontSize(float size);
    // The font path as written in the scene file; empty means the built-in default.
    const std::string& titleFontPath() const;
    void setTitleFontPath(std::string path);
    void setTitleFontFace(std::shared_ptr<FontFace> face);
    Color3B titleColor() const { return m_titleColor; }
    void setTitleColor(Color3B color) { m_titleColor = color; }
    const Label& titleRenderer() const { return *m_title; }
    // The title's outline and shadow (cocos' ButtonReader enables them on the title label).
    void setTitleOutline(const TextOutline& outline);
    void setTitleShadow(const TextShadow& shadow);

    // ---- what a press shows ----------------------------------------------------------
    // The scale factor the shown image is drawn at about the content centre, per axis
    // (1 when not zoomed), and the title's scale.
    Vec2 imageZoom() const;
    float titleZoom() const;

    // The zoom action's progress, 0 to 1 (set by the action a press runs).
    void setPressZoomProgress(float progress) { m_zoomProgress = progress; }

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;
    void pressStateChanged() override;

private:
    AffineTransform titleTransform() const;
    void syncRenderer(Scale9Sprite& renderer) const;

    WidgetImage m_pressed, m_disabled;
    std::unique_ptr<Label> m_title;
    Color3B m_titleColor = Color3B::white();
    float m_zoomScale = kDefaultZoomScale;
    float m_zoomProgress = 0.0f;  // of the pressed image's zoom action
    bool m_pressedActionEnabled = false;
};

NodeTypeInfo buttonTypeInfo();

}  // namespace diorama
