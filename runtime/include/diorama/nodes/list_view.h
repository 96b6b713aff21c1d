// cocos2d-x 3.17's ui::ListView: a ScrollView that stacks its children along its direction,
// `itemsMargin` apart, aligned across it by `gravity`, and sizes the scrolled area to fit.
//
// The layout is cocos' LinearVertical/HorizontalLayoutManager with the parameters that
// ListView::remedyLayoutParameter gives each item: the first item has the start padding
// before it, every other one `itemsMargin`, and each is inset by the left (vertical) or
// top (horizontal) padding. Items are placed by their bounding box in the
// container (scale and rotation included) and the container is sized from their content
// sizes, as cocos does. It runs once before the next visit after a change (an item added,
// removed or reordered, the view resized, a margin, gravity or direction set), as cocos'
// requestDoLayout does, or now through layoutIfRequested(); like cocos' it sends the
// container back to the top left.
//
// Items are all the children in draw order. cocos stacks its Widget children in the order
// they were added and rewrites their local Z to that index; every child of a Studio
// ListView is a widget and Studio leaves ZOrder alone, so the two orders agree there.
// Magnetic scrolling (setMagneticType) ends every release on an item: a slow one scrolls
// the item nearest the magnet to it in 1 s, and a glide is stretched or shortened to end
// with an item there. With magneticAllowedOutOfBoundary (the default) the end items may
// come to a centre, left, right, top or bottom magnet even when that leaves the container
// short of the view's edge.
//
// A tap on a widget inside an item reports the item (selected-item events, the
// `itemSelected` trigger): cocos' ON_SELECTED_ITEM_START on the press and _END on a release
// that the list did not take over as a drag.
//
// Items by index (pushBackCustomItem, insertCustomItem, removeItem, ...) and from a model
// (setItemModel, pushBackDefaultItem, insertDefaultItem) as cocos' calls, the model being a
// maker of new items: cocos clones a widget, which copiesOf (types/clone.h) does for a node.
#pragma once

#include "diorama/nodes/scroll_view.h"

#include <array>
#include <functional>

namespace diorama {

class ListView : public ScrollView {
public:
    // cocos' ListView::Gravity. Left, Right and CenterHorizontal apply to a vertical list,
    // Top, Bottom and CenterVertical to a horizontal one; any other leaves items at the
    // left (vertical) or top (horizontal).
    enum class Gravity { Left, Right, CenterHorizontal, Top, Bottom, CenterVertical };
    // cocos' ListView::MagneticType. BothEnd is the start for a slow release and the end
    // the glide runs towards for a quick one.
    enum class MagneticType { None, BothEnd, Center, Left, Right, Top, Bottom };
    enum class EventType { SelectedItemStart, SelectedItemEnd };
    static constexpr Color3B kDefaultBackground{150, 150, 255};

    ListView();
    std::string_view typeName() const override { return "ListView"; }

    float itemsMargin() const { return m_itemsMargin; }
    void setItemsMargin(float margin);
    Gravity gravity() const { return m_gravity; }
    void setGravity(Gravity gravity);
    // Horizontal for a horizontal list; vertical otherwise (cocos' initial layout type).
    bool stacksHorizontally() const { return direction() == Direction::Horizontal; }
    // cocos' padding (a .csb has none). As in cocos, only the left and top paddings move
    // items; the right and bottom ones only lengthen the scrolled area.
    float leftPadding() const { return m_padding[0]; }
    float topPadding() const { return m_padding[1]; }
    float rightPadding() const { return m_padding[2]; }
    float bottomPadding() const { return m_padding[3]; }
    void setPadding(float left, float top, float right, float bottom);
    void setLeftPadding(float left) { setPadding(left, topPadding(), rightPadding(), bottomPadding()); }
    void setTopPadding(float top) { setPadding(leftPadding(), top, rightPadding(), bottomPadding()); }
    void setRightPadding(float right) { setPadding(leftPadding(), topPadding(), right, bottomPadding()); }
    void setBottomPadding(float bottom) { setPadding(leftPadding(), topPadding(), rightPadding(), bottom); }
    // Whether `gravity` is on the axis across the stacking one, the only axis it moves.
    bool gravityApplies(Gravity gravity) const;
    // cocos' refreshView / forceDoLayout: lays the items out now.
    void refreshView();

    // Unlike cocos' setter, setting a type starts no scroll: a file's keys apply in any
    // order, and the next release scrolls to the magnet.
    MagneticType magneticType() const { return m_magneticType; }
    void setMagneticType(MagneticType type) { m_magneticType = type; }
    bool magneticAllowedOutOfBoundary() const { return m_magneticAllowedOutOfBoundary; }
    void setMagneticAllowedOutOfBoundary(bool allowed) { m_magneticAllowedOutOfBoundary = allowed; }
    // The item the last press or release on a widget inside it was in (-1: none yet).
    int curSelectedIndex() const { return m_curSelectedIndex; }
    // cocos' addEventListener: one callback, replaced by the next call.
    void addEventListener(std::function<void(ListView&, EventType)> callback) { m_onEvent = std::move(callback); }

    // The item (child in draw order) at `index`, or null.
    Node* item(int index) const;
    std::size_t itemCount() const { return childCount(); }
    // cocos' getIndex: the item's index, or -1 when it is not one of this list's.
    int indexOfItem(const Node& item) const { return indexOfChild(item); }

    // cocos' pushBackCustomItem: `item` becomes the last item.
    Node& pushBackCustomItem(std::unique_ptr<Node> item);
    // cocos' insertCustomItem: `item` becomes item `index` (clamped to 0 .. itemCount()),
    // those from there on moving one place along. cocos sets every item's local Z to its
    // index to keep that order; here the item takes the Z of the one it goes before and the
    // later ones arrive again, so no one's Z changes.
    Node& insertCustomItem(std::unique_ptr<Node> item, int index);
    // cocos' removeItem (an index out of range removes nothing), removeLastItem and
    // removeAllItems: removed with cleanup, as cocos' removeChild(item, true).
    void removeItem(int index);
    void removeLastItem() { removeItem(int(itemCount()) - 1); }
    void removeAllItems() { destroyAllChildren(); }

    // cocos' setItemModel: what pushBackDefaultItem and insertDefaultItem add. cocos clones
    // the model widget each time; here it is a maker, copiesOf(model, types, context) for a
    // copy of a node. Null, or a maker that makes nothing, adds nothing, as cocos without
    // a model.
    void setItemModel(std::function<std::unique_ptr<Node>()> makeItem) { m_itemModel = std::move(makeItem); }
    bool hasItemModel() const { return m_itemModel != nullptr; }
    // The new item, or null without a model.
    Node* pushBackDefaultItem();
    Node* insertDefaultItem(int index);
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
    Boundaries boundaries() const override;
    void startAttenuatingAutoScroll(Vec2 delta, Vec2 initialVelocity) override;
    void onReleased() override;
    void interceptTouchEvent(TouchEventType type, Widget& sender, Vec2 world) override;
    // Scrolls the item nearest the magnet to it (cocos' startMagneticScroll).
    void startMagneticScroll();
    // Where a magnet of this type sits in the view, and on its item, as a ratio.
    Vec2 magneticAnchor(MagneticType type) const;

    // Where the container must be for the item's `itemAnchor` point to sit at
    // `ratioInView` of the view (calculateItemDestination).
    Vec2 itemDestination(const Node& item, Vec2 ratioInView, Vec2 itemAnchor) const;

private:
    Size itemsExtent() const;
    void stackVertically();
    void stackHorizontally();

    float m_itemsMargin = 0.0f;
    std::array<float, 4> m_padding{};  // left, top, right, bottom
    Gravity m_gravity = Gravity::CenterVertical;
    MagneticType m_magneticType = MagneticType::None;
    bool m_magneticAllowedOutOfBoundary = true;
    int m_curSelectedIndex = -1;
    std::function<void(ListView&, EventType)> m_onEvent;
    std::function<std::unique_ptr<Node>()> m_itemModel;
};

NodeTypeInfo listViewTypeInfo();

}  // namespace diorama
