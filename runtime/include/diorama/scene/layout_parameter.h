// cocos2d-x 3.17's ui::LinearLayoutParameter and ui::RelativeLayoutParameter: how a child
// asks a Panel (cocos ui::Layout) that lays out its children to place it. A horizontal or
// vertical Panel reads the gravity and the margin, a relative one the align, the two
// names and the margin; an absolute one reads nothing.
//
// Unlike cocos, a node keeps one parameter with both parts and one margin: cocos keeps a
// linear and a relative parameter side by side, each with its own margin, but a Panel
// only reads the one its layout type names, so they differ only for a node moved between
// a linear and a relative Panel. A node without this component places as cocos' default
// parameters do (gravity and align none, no margin, no names).
#pragma once

#include "diorama/scene/component.h"

#include <string>

namespace diorama {

class Node;

class LayoutParameter : public Component {
public:
    static constexpr const char* kName = "__ui_layout_parameter";
    // cocos' LinearLayoutParameter::LinearGravity, in its order.
    enum class Gravity { None, Left, Top, Right, Bottom, CenterVertical, CenterHorizontal };
    // cocos' RelativeLayoutParameter::RelativeAlign, in its order: the parent's nine
    // places, then four around the relative node per side.
    enum class Align {
        None,
        ParentTopLeft,
        ParentTopCenterHorizontal,
        ParentTopRight,
        ParentLeftCenterVertical,
        CenterInParent,
        ParentRightCenterVertical,
        ParentLeftBottom,
        ParentBottomCenterHorizontal,
        ParentRightBottom,
        AboveLeftAlign,
        AboveCenter,
        AboveRightAlign,
        LeftOfTopAlign,
        LeftOfCenter,
        LeftOfBottomAlign,
        RightOfTopAlign,
        RightOfCenter,
        RightOfBottomAlign,
        BelowLeftAlign,
        BelowCenter,
        BelowRightAlign,
    };
    // cocos' ui::Margin.
    struct Margin {
        float left = 0.0f, top = 0.0f, right = 0.0f, bottom = 0.0f;
        bool operator==(const Margin&) const = default;
    };
    struct Values {
        Gravity gravity = Gravity::None;
        Align align = Align::None;
        std::string relativeName;    // what other children name this one by
        std::string relativeToName;  // the child whose place this one's align is taken from
        Margin margin;
        bool operator==(const Values&) const = default;
    };

    LayoutParameter() : Component(kName) {}
    bool updates() const override { return false; }
    // The node's parameter, added first if it has none.
    static LayoutParameter& of(Node& node);
    // The node's values: its parameter's, or cocos' defaults without one.
    static Values valuesOf(const Node& node);

    const Values& values() const { return m_values; }
    // Stores the values and asks the owner's parent to lay its children out again.
    void setValues(Values values);

private:
    Values m_values;
};

}  // namespace diorama
