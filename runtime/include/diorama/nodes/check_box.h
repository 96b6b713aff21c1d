// cocos2d-x 3.17's ui::CheckBox (AbstractCheckButton): a background (this node's own Sprite
// image) and a cross drawn over it while selected, each stretched over the content size,
// with optional selected-background, disabled-background and disabled-cross images. A
// release while pressed toggles `selected` (after the click callbacks, as cocos does) and
// reports it to the event listener.
//
// What each state shows, as onPressStateChangedTo*:
// - normal: the background, and the cross when selected;
// - pressed without a selected background: the background and the cross at once at the
//   background's stretch + zoomScale (the cross too takes the background's stretch);
//   with one: the selected background instead, the cross as in normal;
// - disabled with both disabled images: the disabled background, and the disabled cross
//   when selected; missing either: the background in gray, and the disabled cross when
//   selected (none when it is missing: cocos hides the cross and shows that one).
#pragma once

#include "diorama/nodes/sprite.h"
#include "diorama/nodes/widget.h"
#include "diorama/nodes/widget_image.h"
#include "diorama/types/node_type.h"

#include <functional>

namespace diorama {

class CheckBox : public Sprite, public Widget {
public:
    static constexpr float kDefaultZoomScale = 0.1f;

    CheckBox();
    std::string_view typeName() const override { return "CheckBox"; }

    bool isSelected() const { return m_selected; }
    void setSelected(bool selected);
    float zoomScale() const { return m_zoomScale; }
    void setZoomScale(float scale) { m_zoomScale = scale; }

    // The images beside the background (cocos' backGroundSelected, frontCross,
    // backGroundDisabled, frontCrossDisabled).
    WidgetImage& backgroundSelectedImage() { return m_backgroundSelected; }
    const WidgetImage& backgroundSelectedImage() const { return m_backgroundSelected; }
    WidgetImage& crossImage() { return m_cross; }
    const WidgetImage& crossImage() const { return m_cross; }
    WidgetImage& backgroundDisabledImage() { return m_backgroundDisabled; }
    const WidgetImage& backgroundDisabledImage() const { return m_backgroundDisabled; }
    WidgetImage& crossDisabledImage() { return m_crossDisabled; }
    const WidgetImage& crossDisabledImage() const { return m_crossDisabled; }
    void imagesChanged() { markDrawBoundsDirty(); }

    // cocos' addEventListener: called with the new state after a release toggles it.
    void addEventListener(std::function<void(CheckBox&, bool selected)> callback) { m_onSelect = std::move(callback); }

    // What the current state draws, bottom first, each with the factor it is scaled by
    // about the content centre on top of its stretch over the content size, and whether
    // it is drawn gray.
    struct Layer {
        const Sprite* image;
        Vec2 zoom;
        bool gray;
    };
    std::vector<Layer> layers() const;
    // Which of its images a layer draws, for the Render Order panel.
    DrawPart partOf(const Sprite* image) const;

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;
    void pressStateChanged() override { markDrawBoundsDirty(); }
    void releaseUp() override;

private:
    WidgetImage m_backgroundSelected, m_cross, m_backgroundDisabled, m_crossDisabled;
    std::function<void(CheckBox&, bool)> m_onSelect;
    float m_zoomScale = kDefaultZoomScale;
    bool m_selected = false;
};

NodeTypeInfo checkBoxTypeInfo();

}  // namespace diorama
