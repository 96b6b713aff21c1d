// cocos2d-x 3.17's ui::LayoutComponent: a node's position and size as fractions of its
// parent's size, or as margins from the parent's edges, applied when refreshLayout (or
// doLayout on an ancestor) runs, which is when the parent's size changes. The setters
// behave as cocos' do: with a parent they also move or resize the owner and recompute
// the margins and fractions that depend on it; without one they only store the value,
// which is how a Studio file's reader fills them.
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/scene/component.h"

namespace diorama {

class Node;

class LayoutComponent : public Component {
public:
    static constexpr const char* kName = "__ui_layout";  // cocos' __LAYOUT_COMPONENT_NAME
    enum class HorizontalEdge { None, Left, Right, Center };
    enum class VerticalEdge { None, Bottom, Top, Center };

    LayoutComponent() : Component(kName) {}
    bool updates() const override { return false; }
    // The node's layout component, added first if it has none (cocos bindLayoutComponent).
    static LayoutComponent& bindLayoutComponent(Node& node);

    // Position and margins.
    Vec2 anchorPosition() const;
    void setAnchorPosition(Vec2 anchor);  // keeps the bounding box where it is
    Vec2 position() const;
    void setPosition(Vec2 position);
    bool isPositionPercentXEnabled() const { return m_values.usingPositionPercentX; }
    void setPositionPercentXEnabled(bool enabled);
    float positionPercentX() const { return m_values.measures.positionPercentX; }
    void setPositionPercentX(float fraction);
    bool isPositionPercentYEnabled() const { return m_values.usingPositionPercentY; }
    void setPositionPercentYEnabled(bool enabled);
    float positionPercentY() const { return m_values.measures.positionPercentY; }
    void setPositionPercentY(float fraction);
    HorizontalEdge horizontalEdge() const { return m_values.horizontalEdge; }
    void setHorizontalEdge(HorizontalEdge edge);
    VerticalEdge verticalEdge() const { return m_values.verticalEdge; }
    void setVerticalEdge(VerticalEdge edge);
    float leftMargin() const { return m_values.measures.leftMargin; }
    void setLeftMargin(float margin) { m_values.measures.leftMargin = margin; }
    float rightMargin() const { return m_values.measures.rightMargin; }
    void setRightMargin(float margin) { m_values.measures.rightMargin = margin; }
    float topMargin() const { return m_values.measures.topMargin; }
    void setTopMargin(float margin) { m_values.measures.topMargin = margin; }
    float bottomMargin() const { return m_values.measures.bottomMargin; }
    void setBottomMargin(float margin) { m_values.measures.bottomMargin = margin; }

    // Size and fractions.
    Size size() const;
    void setSize(Size size);
    bool isPercentWidthEnabled() const { return m_values.usingPercentWidth; }
    void setPercentWidthEnabled(bool enabled);
    float sizeWidth() const;
    void setSizeWidth(float width);
    float percentWidth() const { return m_values.measures.percentWidth; }
    void setPercentWidth(float fraction);
    bool isPercentHeightEnabled() const { return m_values.usingPercentHeight; }
    void setPercentHeightEnabled(bool enabled);
    float sizeHeight() const;
    void setSizeHeight(float height);
    float percentHeight() const { return m_values.measures.percentHeight; }
    void setPercentHeight(float fraction);
    bool isStretchWidthEnabled() const { return m_values.usingStretchWidth; }
    void setStretchWidthEnabled(bool enabled);
    bool isStretchHeightEnabled() const { return m_values.usingStretchHeight; }
    void setStretchHeightEnabled(bool enabled);
    // cocos' "old version" pair: both fractions at once.
    bool usingPercentContentSize() const { return m_values.usingPercentWidth && m_values.usingPercentHeight; }
    void setUsingPercentContentSize(bool enabled) {
        m_values.usingPercentWidth = m_values.usingPercentHeight = enabled;
    }
    Vec2 percentContentSize() const { return {m_values.measures.percentWidth, m_values.measures.percentHeight}; }
    void setPercentContentSize(Vec2 fractions);

    // Whether any flag or edge is on: without one the values move nothing.
    bool isInUse() const {
        return m_values.usingPositionPercentX || m_values.usingPositionPercentY || m_values.usingPercentWidth ||
               m_values.usingPercentHeight || m_values.usingStretchWidth || m_values.usingStretchHeight ||
               m_values.horizontalEdge != HorizontalEdge::None || m_values.verticalEdge != VerticalEdge::None;
    }

    bool isActiveEnabled() const { return m_values.active; }
    void setActiveEnabled(bool active) { m_values.active = active; }
    // Percent only: the edges are ignored and only the enabled fractions apply.
    bool isPercentOnlyEnabled() const { return m_values.percentOnly; }
    void setPercentOnlyEnabled(bool enabled) { m_values.percentOnly = enabled; }

    // Places and sizes the owner in its parent's current size, then lays out the
    // owner's children (doLayout).
    void refreshLayout();
    // refreshLayout for the owner alone, its children left where they are.
    void placeInParent();
    // The fractions and margins of `node` as it stands in its parent (all 0 without
    // one): what cocos' setPosition and setSize record, and what Studio writes for every
    // node.
    struct Measures {
        float positionPercentX, positionPercentY, percentWidth, percentHeight;
        float leftMargin, rightMargin, topMargin, bottomMargin;
    };
    static Measures measure(const Node& node);
    // Stores all eight at once, moving nothing (an editor that turns a flag on keeps the
    // node where it is, as Studio's does).
    void setMeasures(const Measures& m) { m_values.measures = m; }
    // Every setting and value as they are, for an editor's undo: setValues puts them back
    // and moves nothing.
    struct Values {
        HorizontalEdge horizontalEdge = HorizontalEdge::None;
        VerticalEdge verticalEdge = VerticalEdge::None;
        Measures measures{};
        bool usingPositionPercentX = false, usingPositionPercentY = false;
        bool usingPercentWidth = false, usingPercentHeight = false;
        bool usingStretchWidth = false, usingStretchHeight = false;
        bool active = true, percentOnly = false;
    };
    const Values& values() const { return m_values; }
    void setValues(const Values& v) { m_values = v; }

private:
    Node* ownerParent() const;
    void refreshHorizontalMargin();
    void refreshVerticalMargin();

    Values m_values;
};

// cocos' ui::Helper::doLayout: refreshes the layout component of each child of `node`
// that has one, and through it that child's children.
void doLayout(Node& node);

}  // namespace diorama
