// cocos2d-x 3.17's ui::Layout, Cocos Studio's Panel: a widget with cocos' layout
// background (layout_background.h), clipping, and a layout type that places its children.
//
// Absolute leaves children where they are. Vertical and horizontal stack them from the
// top or the left edge, and relative puts each at one of the Panel's nine places or next
// to a sibling, by the child's LayoutParameter (scene/layout_parameter.h) with cocos'
// LinearVertical/LinearHorizontal/RelativeLayoutManager arithmetic: children are measured
// by their bounding boxes (scale and rotation included) and positioned by their anchor.
// The layout runs once before the next visit after a change (a child added, removed or
// reordered, the Panel resized, the type or a child's parameter set), as cocos'
// requestDoLayout does, or now through forceDoLayout().
//
// Children are laid out in draw order. cocos lays out its Widget children only; here
// every child is laid out, as a Sprite or a Label stands for cocos' ImageView and Text.
//
// Like cocos' Layout it does not claim touches until touchEnabled is set, and cascades
// colour and opacity to its children.
#pragma once

#include "diorama/nodes/layout_background.h"
#include "diorama/nodes/widget.h"
#include "diorama/scene/node.h"
#include "diorama/types/node_type.h"

namespace diorama {

class Panel : public Node, public Widget {
public:
    // cocos' Layout::Type.
    enum class LayoutType { Absolute, Vertical, Horizontal, Relative };
    static constexpr Size kDefaultSize{200.0f, 200.0f};

    Panel();
    std::string_view typeName() const override { return "Panel"; }

    LayoutType layoutType() const { return m_layoutType; }
    void setLayoutType(LayoutType type);
    // cocos' forceDoLayout: lays the children out now.
    void forceDoLayout() {
        requestLayout();
        layoutIfRequested();
    }

    LayoutBackground& background() { return m_background; }
    const LayoutBackground& background() const { return m_background; }
    // The background image's sprite set up as drawn, after a background change.
    void imagesChanged();

protected:
    void onContentSizeChanged() override;
    void onChildrenChanged() override { requestLayout(); }
    void onLayout() override;
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;

private:
    LayoutType m_layoutType = LayoutType::Absolute;
    LayoutBackground m_background;
};

NodeTypeInfo panelTypeInfo();

// For an editor's undo of an edit that makes `container` lay its children out again (a
// layout type, a child's parameter): puts each child's position, and its position mode,
// back as they are now. Children are matched by index, as undo finds the tree as it was.
std::function<void(Node&)> captureChildPlaces(const Node& container);

// Why `node`'s position is its parent's to set ("" when it is not): the item of a list,
// the child of a Panel that lays out.
std::string placedByParent(const Node& node);

// cocos' layout managers over `children` in a container of size `size`: each sets the
// children's positions.
void layoutLinearVertical(Size size, const std::vector<std::unique_ptr<Node>>& children);
void layoutLinearHorizontal(Size size, const std::vector<std::unique_ptr<Node>>& children);
void layoutRelative(Size size, const std::vector<std::unique_ptr<Node>>& children);

}  // namespace diorama
