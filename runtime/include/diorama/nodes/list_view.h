// cocos2d-x 3.17's ui::ListView: a ScrollView that stacks its children along its direction,
// `itemsMargin` apart, aligned across it by `gravity`, and sizes the scrolled area to fit.
//
// The layout is cocos' LinearVertical/HorizontalLayoutManager with the parameters that
// ListView::remedyLayoutParameter gives each item: the first item has no margin, every
// other one `itemsMargin` before it. Items are placed by their bounding box in the
// container (scale and rotation included) and the container is sized from their content
// sizes, as cocos does. It runs once before the next visit after a change (an item added,
// removed or reordered, the view resized, a margin, gravity or direction set), as cocos'
// requestDoLayout does, or now through layoutIfRequested(); like cocos' it sends the
// container back to the top left.
//
// Items are all the children in draw order. cocos stacks its Widget children in the order
// they were added and rewrites their local Z to that index; every child of a Studio
// ListView is a widget and Studio leaves ZOrder alone, so the two orders agree there.
// Not implemented: padding (Studio has none), magnetic scrolling, item models and the
// selected-item events.
#pragma once

#include "diorama/nodes/scroll_view.h"

namespace diorama {

class ListView : public ScrollView {
public:
    // cocos' ListView::Gravity. Left, Right and CenterHorizontal apply to a vertical list,
    // Top, Bottom and CenterVertical to a horizontal one; any other leaves items at the
    // left (vertical) or top (horizontal).
    enum class Gravity { Left, Right, CenterHorizontal, Top, Bottom, CenterVertical };
    static constexpr Color3B kDefaultBackground{150, 150, 255};

    ListView();
    std::string_view typeName() const override { return "ListView"; }

    float itemsMargin() const { return m_itemsMargin; }
    void setItemsMargin(float margin);
    Gravity gravity() const { return m_gravity; }
    void setGravity(Gravity gravity);
    // Horizontal for a horizontal list; vertical otherwise (cocos' initial layout type).
    bool stacksHorizontally() const { return direction() == Direction::Horizontal; }
    // Whether `gravity` is on the axis across the stacking one, the only axis it moves.
    bool gravityApplies(Gravity gravity) const;
    // cocos' refreshView / forceDoLayout: lays the items out now.
    void refreshView();

    // The item (child in draw order) at `index`, or null.
    Node* item(int index) const;
    // getClosestItemToPosition: cocos' binary search over the items by the distance from
    // `target` (in the container) to each item's point at `itemAnchor`.
    Node* closestItemToPosition(Vec2 target, Vec2 itemAnchor) const;
    // The item closest to the view's centre (getCenterItemInCurrentView).
    Node* centerItemInCurrentView() const;
    // Brings the item's `itemAnchor` point to `ratioInView` of the view: at once, kept in
    // bounds (jumpToItem), or in an eased auto-scroll that is not (scrollToItem).
    void jumpToItem(int index, Vec2 ratioInView, Vec2 itemAnchor);
    void scrollToItem(int index, Vec2 ratioInView, Vec2 itemAnchor, float seconds = 1.0f);

protected:
    void onContentSizeChanged() override;
    void onChildrenChanged() override { requestLayout(); }
    void onLayout() override;

    // Where the container must be for the item's `itemAnchor` point to sit at
    // `ratioInView` of the view (calculateItemDestination).
    Vec2 itemDestination(const Node& item, Vec2 ratioInView, Vec2 itemAnchor) const;

private:
    Size itemsExtent() const;
    void stackVertically(float margin);
    void stackHorizontally(float margin);

    float m_itemsMargin = 0.0f;
    Gravity m_gravity = Gravity::CenterVertical;
};

NodeTypeInfo listViewTypeInfo();

}  // namespace diorama
