#include "diorama/nodes/list_view.h"

#include "diorama/types/builtin_types.h"

#include <algorithm>
#include <cmath>

namespace diorama {

ListView::ListView() { setBackgroundColor(kDefaultBackground); }

void ListView::setItemsMargin(float margin) {
    if (margin == m_itemsMargin) return;
    m_itemsMargin = margin;
    requestLayout();
}

void ListView::setPadding(float left, float top, float right, float bottom) {
    const std::array<float, 4> padding{left, top, right, bottom};
    if (padding == m_padding) return;
    m_padding = padding;
    requestLayout();
}

void ListView::setGravity(Gravity gravity) {
    if (gravity == m_gravity) return;
    m_gravity = gravity;
    requestLayout();
}

bool ListView::gravityApplies(Gravity gravity) const {
    const bool acrossRows = gravity == Gravity::Top || gravity == Gravity::Bottom || gravity == Gravity::CenterVertical;
    return acrossRows == stacksHorizontally();
}

void ListView::refreshView() {
    requestLayout();
    layoutIfRequested();
}

void ListView::onContentSizeChanged() {
    ScrollView::onContentSizeChanged();
    requestLayout();
}

// updateInnerContainerSize: the content sizes plus the margins between them and the
// paddings at both ends along the direction, the view's size across it.
Size ListView::itemsExtent() const {
    const auto& items = children();
    const bool horizontal = stacksHorizontally();
    const float ends = horizontal ? leftPadding() + rightPadding() : topPadding() + bottomPadding();
    float length = items.empty() ? 0.0f : float(items.size() - 1) * m_itemsMargin + ends;
    for (const auto& item : items) length += horizontal ? item->contentSize().width : item->contentSize().height;
    const Size view = contentSize();
    return horizontal ? Size{length, view.height} : Size{view.width, length};
}

// cocos places the items with the container's old size, then resizes it, which makes the
// container lay them out again the same frame: placing them once at the new size is what
// is shown.
void ListView::onLayout() {
    const Direction d = direction();
    if (d == Direction::Vertical || d == Direction::Horizontal) setInnerContainerSize(itemsExtent());
    if (stacksHorizontally())
        stackHorizontally();
    else
        stackVertically();
}

// LinearVerticalLayoutManager: from the container's top down, each item's box below the
// previous one's bottom, its margin's left added whatever the gravity.
void ListView::stackVertically() {
    const float width = innerContainerSize().width;
    float top = innerContainerSize().height;
    bool first = true;
    for (const auto& slot : children()) {
        Node& item = *slot;
        const Vec2 anchor = item.anchorPoint();
        const Size box = item.boundingBox().size;
        float x = anchor.x * box.width;
        if (m_gravity == Gravity::Right)
            x = width - (1.0f - anchor.x) * box.width;
        else if (m_gravity == Gravity::CenterHorizontal)
            x = width / 2.0f - box.width * (0.5f - anchor.x);
        x += leftPadding();
        const float y = top - (1.0f - anchor.y) * box.height - (first ? topPadding() : m_itemsMargin);
        item.setPosition({x, y});
        top = item.position().y - anchor.y * box.height;
        first = false;
    }
}

// LinearHorizontalLayoutManager: from the container's left edge, each item's box right of
// the previous one's (Widget::getRightBoundary, its bounding box once placed), its
// margin's top taken off whatever the gravity.
void ListView::stackHorizontally() {
    const float height = innerContainerSize().height;
    float left = 0.0f;
    bool first = true;
    for (const auto& slot : children()) {
        Node& item = *slot;
        const Vec2 anchor = item.anchorPoint();
        const Size box = item.boundingBox().size;
        float x = left + anchor.x * box.width;
        float y = height - (1.0f - anchor.y) * box.height;
        if (m_gravity == Gravity::Bottom)
            y = anchor.y * box.height;
        else if (m_gravity == Gravity::CenterVertical)
            y = height / 2.0f - box.height * (0.5f - anchor.y);
        x += first ? leftPadding() : m_itemsMargin;
        item.setPosition({x, y - topPadding()});
        const Rect placed = item.boundingBox();
        left = placed.origin.x + placed.size.width;
        first = false;
    }
}

namespace {

// calculateItemPositionWithAnchor: the box's bottom-left corner plus the anchor's share of
// the content size.
Vec2 itemPoint(const Node& item, Vec2 anchor) {
    const Rect box = item.boundingBox();
    const Size size = item.contentSize();
    return box.origin + Vec2{size.width * anchor.x, size.height * anchor.y};
}

float distance(Vec2 a, Vec2 b) {
    const Vec2 d = a - b;
    return std::sqrt(d.x * d.x + d.y * d.y);
}

// findClosestItem: halves the range towards the nearer end; exact for evenly spaced items.
Node* findClosest(const std::vector<std::unique_ptr<Node>>& items, Vec2 target, Vec2 anchor, std::size_t first,
                  float fromFirst, std::size_t last, float fromLast) {
    while (true) {
        if (first == last) return items[first].get();
        if (last - first == 1) return fromFirst <= fromLast ? items[first].get() : items[last].get();
        const std::size_t mid = (first + last) / 2;
        const float fromMid = distance(target, itemPoint(*items[mid], anchor));
        if (fromFirst <= fromLast) {
            last = mid;
            fromLast = fromMid;
        } else {
            first = mid;
            fromFirst = fromMid;
        }
    }
}

}  // namespace

ScrollView::Boundaries ListView::boundaries() const {
    Boundaries b = ScrollView::boundaries();
    const auto& items = children();
    if (!m_magneticAllowedOutOfBoundary || items.empty() || m_magneticType == MagneticType::None ||
        m_magneticType == MagneticType::BothEnd)
        return b;
    // How far in from the view's edges the first and last items may stop: where the
    // magnet holds them.
    const Size view = contentSize(), first = items.front()->contentSize(), last = items.back()->contentSize();
    Vec2 firstAdjustment{0.0f, 0.0f}, lastAdjustment{0.0f, 0.0f};
    switch (m_magneticType) {
    case MagneticType::Center:
        firstAdjustment = {(view.width - first.width) / 2, (view.height - first.height) / 2};
        lastAdjustment = {(view.width - last.width) / 2, (view.height - last.height) / 2};
        break;
    case MagneticType::Left:
    case MagneticType::Top: lastAdjustment = {view.width - last.width, view.height - last.height}; break;
    case MagneticType::Right:
    case MagneticType::Bottom: firstAdjustment = {view.width - first.width, view.height - first.height}; break;
    default: break;
    }
    b.left += firstAdjustment.x;
    b.right -= lastAdjustment.x;
    b.top -= firstAdjustment.y;
    b.bottom += lastAdjustment.y;
    return b;
}

Vec2 ListView::magneticAnchor(MagneticType type) const {
    switch (type) {
    case MagneticType::None: return {0.0f, 0.0f};
    case MagneticType::BothEnd: return {0.0f, 1.0f};
    case MagneticType::Center: return {0.5f, 0.5f};
    case MagneticType::Left: return {0.0f, 0.5f};
    case MagneticType::Right: return {1.0f, 0.5f};
    case MagneticType::Top: return {0.5f, 1.0f};
    case MagneticType::Bottom: return {0.5f, 0.0f};
    }
    return {0.0f, 0.0f};
}

// A glide that would end in bounds is changed to end with the item nearest its end at the
// magnet; one that would leave the bounds is left to the bounce back.
void ListView::startAttenuatingAutoScroll(Vec2 delta, Vec2 initialVelocity) {
    Vec2 adjusted = delta;
    if (!children().empty() && m_magneticType != MagneticType::None) {
        adjusted = flatten(adjusted);
        if (outOfBoundary(adjusted) == Vec2{0.0f, 0.0f}) {
            MagneticType type = m_magneticType;
            if (type == MagneticType::BothEnd) {
                if (direction() == Direction::Horizontal)
                    type = adjusted.x > 0 ? MagneticType::Left : MagneticType::Right;
                else if (direction() == Direction::Vertical)
                    type = adjusted.y > 0 ? MagneticType::Bottom : MagneticType::Top;
            }
            const Vec2 anchor = magneticAnchor(type);
            const Size view = contentSize();
            const Vec2 magnet = Vec2{view.width * anchor.x, view.height * anchor.y} - innerContainerPosition();
            const Node* target = closestItemToPosition(magnet - adjusted, anchor);
            adjusted = magnet - itemPoint(*target, anchor);
        }
    }
    ScrollView::startAttenuatingAutoScroll(adjusted, initialVelocity);
}

void ListView::startMagneticScroll() {
    if (children().empty() || m_magneticType == MagneticType::None) return;
    const Vec2 anchor = magneticAnchor(m_magneticType);
    const Size view = contentSize();
    const Node* target =
        closestItemToPosition(Vec2{view.width * anchor.x, view.height * anchor.y} - innerContainerPosition(), anchor);
    scrollToItem(indexOfChild(*target), anchor, anchor);
}

void ListView::onReleased() {
    if (!isAutoScrolling()) startMagneticScroll();
}

// The item a widget's press or release is in, and whether the widget still shows pressed
// (a drag the list took over has cleared it).
void ListView::interceptTouchEvent(TouchEventType type, Widget& sender, Vec2 world) {
    ScrollView::interceptTouchEvent(type, sender, world);
    if (!isTouchEnabled() || type == TouchEventType::Moved) return;
    for (const Node* n = &sender.widgetNode(); n; n = n->parent())
        if (n->parent() == this) {
            m_curSelectedIndex = indexOfChild(*n);
            break;
        }
    if (!sender.isHighlighted() || !m_onEvent) return;
    m_onEvent(*this, type == TouchEventType::Began ? EventType::SelectedItemStart : EventType::SelectedItemEnd);
}

Node* ListView::item(int index) const {
    const auto& items = children();
    return index >= 0 && std::size_t(index) < items.size() ? items[std::size_t(index)].get() : nullptr;
}

Node& ListView::pushBackCustomItem(std::unique_ptr<Node> item) { return addChild(std::move(item)); }

Node& ListView::insertCustomItem(std::unique_ptr<Node> item, int index) {
    const int count = int(itemCount());
    index = std::clamp(index, 0, count);
    if (index == count) return pushBackCustomItem(std::move(item));
    // Draw order is local Z, then arrival: with the Z of the item it goes before and an
    // arrival before those that arrive again after it, the new item sorts at `index`.
    std::vector<Node*> later;
    for (int i = index; i < count; ++i) later.push_back(this->item(i));
    Node& added = addChild(std::move(item), later.front()->localZOrder());
    for (Node* n : later) reorderChild(*n, n->localZOrder());
    return added;
}

void ListView::removeItem(int index) {
    if (Node* n = item(index)) destroyChild(*n);
}

Node* ListView::pushBackDefaultItem() {
    if (!m_itemModel) return nullptr;
    auto made = m_itemModel();
    return made ? &pushBackCustomItem(std::move(made)) : nullptr;
}

Node* ListView::insertDefaultItem(int index) {
    if (!m_itemModel) return nullptr;
    auto made = m_itemModel();
    return made ? &insertCustomItem(std::move(made), index) : nullptr;
}

Node* ListView::closestItemToPosition(Vec2 target, Vec2 itemAnchor) const {
    const auto& items = children();
    if (items.empty()) return nullptr;
    const std::size_t last = items.size() - 1;
    return findClosest(items, target, itemAnchor, 0, distance(target, itemPoint(*items[0], itemAnchor)), last,
                       distance(target, itemPoint(*items[last], itemAnchor)));
}

Node* ListView::centerItemInCurrentView() const {
    const Size view = contentSize();
    const Vec2 target = Vec2{view.width * 0.5f, view.height * 0.5f} - innerContainerPosition();
    return closestItemToPosition(target, {0.5f, 0.5f});
}

Vec2 ListView::itemDestination(const Node& item, Vec2 ratioInView, Vec2 itemAnchor) const {
    const Size view = contentSize();
    const Vec2 inView{view.width * ratioInView.x, view.height * ratioInView.y};
    return inView - itemPoint(item, itemAnchor);
}

void ListView::jumpToItem(int index, Vec2 ratioInView, Vec2 itemAnchor) {
    Node* target = item(index);
    if (!target) return;
    layoutIfRequested();
    Vec2 destination = flatten(itemDestination(*target, ratioInView, itemAnchor));
    destination += outOfBoundary(destination - innerContainerPosition());
    setInnerContainerPosition(destination);
}

void ListView::scrollToItem(int index, Vec2 ratioInView, Vec2 itemAnchor, float seconds) {
    Node* target = item(index);
    if (!target) return;
    startAutoScroll(itemDestination(*target, ratioInView, itemAnchor) - innerContainerPosition(), seconds, true);
}

NodeTypeInfo listViewTypeInfo() {
    NodeTypeInfo t = describeType<ListView, ScrollView>(
        "list", "A ScrollView that stacks its children with a margin between them (cocos ui::ListView)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("ListView");
        n.setContentSize(ScrollView::kDefaultSize);
        static_cast<ListView&>(n).setBackgroundOpacity(102);
    };
    // The list sizes the scrolled area itself.
    t.overrides.push_back({.key = "innerContainerSize", .inspector = false});
    t.overrides.push_back({.key = "backgroundColor", .defaultValue = ListView::kDefaultBackground});
    t.properties.push_back(property<ListView, float>(
        "itemsMargin", ValueKind::Float, &ListView::itemsMargin, &ListView::setItemsMargin, 0.0f,
        PropertyHints{.group = "ListView", .tooltip = "The gap between neighbouring items"}));
    const auto padding = [](const char* key, float (ListView::*get)() const, void (ListView::*set)(float),
                            const char* tooltip) {
        return property<ListView, float>(key, ValueKind::Float, get, set, 0.0f,
                                         PropertyHints{.group = "ListView", .tooltip = tooltip});
    };
    t.properties.push_back(padding("leftPadding", &ListView::leftPadding, &ListView::setLeftPadding,
                                   "Vertical list: moves every item right, whatever the gravity. "
                                   "Horizontal list: space before the first item"));
    t.properties.push_back(padding("topPadding", &ListView::topPadding, &ListView::setTopPadding,
                                   "Vertical list: space above the first item. "
                                   "Horizontal list: moves every item down, whatever the gravity"));
    t.properties.push_back(padding("rightPadding", &ListView::rightPadding, &ListView::setRightPadding,
                                   "Horizontal list: space after the last item. Vertical list: no effect"));
    t.properties.push_back(padding("bottomPadding", &ListView::bottomPadding, &ListView::setBottomPadding,
                                   "Vertical list: space after the last item. Horizontal list: no effect"));
    auto gravity = enumProperty<ListView, ListView::Gravity>(
        "gravity", {"left", "right", "centerHorizontal", "top", "bottom", "centerVertical"}, &ListView::gravity,
        &ListView::setGravity, ListView::Gravity::CenterVertical,
        PropertyHints{.group = "ListView",
                      .tooltip = "Where items sit across the list: left, right or centre for a vertical list, "
                                 "top, bottom or centre for a horizontal one"});
    gravity.enumNote = [](const Node& n, int index) -> std::string {
        const auto& list = static_cast<const ListView&>(n);
        if (list.gravityApplies(ListView::Gravity(index))) return {};
        return list.stacksHorizontally() ? "a horizontal list aligns its items to the top, the bottom or the centre"
                                         : "a vertical list aligns its items to the left, the right or the centre";
    };
    t.properties.push_back(std::move(gravity));
    t.properties.push_back(enumProperty<ListView, ListView::MagneticType>(
        "magneticType", {"none", "bothEnd", "center", "left", "right", "top", "bottom"}, &ListView::magneticType,
        &ListView::setMagneticType, ListView::MagneticType::None,
        PropertyHints{.group = "ListView",
                      .tooltip = "Where a released scroll stops: with an item at the view's centre, start or end, "
                                 "or anywhere (none)"}));
    t.properties.push_back(property<ListView, bool>(
        "magneticAllowedOutOfBoundary", ValueKind::Bool, &ListView::magneticAllowedOutOfBoundary,
        &ListView::setMagneticAllowedOutOfBoundary, true,
        PropertyHints{.group = "ListView",
                      .tooltip = "The first and last items may come to the magnet, leaving a gap at the edge"}));
    return t;
}

}  // namespace diorama
