#include "diorama/nodes/page_view.h"

#include "diorama/types/builtin_types.h"

#include <algorithm>
#include <cmath>

namespace diorama {

namespace {

constexpr Vec2 kMiddle{0.5f, 0.5f};
constexpr float kInertiaThreshold = 500.0f;  // points per second
constexpr float kAutoScrollStopEpsilon = 0.001f;

}  // namespace

PageView::PageView() {
    setDirection(Direction::Horizontal);
    setAutoScrollStopEpsilon(kAutoScrollStopEpsilon);
    setScrollBarEnabled(false);  // as cocos' PageView::init
    setMagneticType(MagneticType::Center);
}

int PageView::currentPageIndex() const {
    const Node* page = centerItemInCurrentView();
    return page ? indexOfChild(*page) : -1;
}

void PageView::setCurrentPageIndex(int index) { jumpToItem(index, kMiddle, kMiddle); }

void PageView::scrollToPage(int index) { scrollToItem(index, kMiddle, kMiddle); }

void PageView::onPressed() {
    if (m_touchBegan) return;
    m_previousPageIndex = currentPageIndex();
    m_touchBegan = true;
}

void PageView::onAutoScrollEnded() {
    if (m_previousPageIndex == currentPageIndex()) return;
    m_touchBegan = false;
    if (m_onEvent) m_onEvent(*this, EventType::Turning);
}

void PageView::onReleased() {
    if (children().empty()) return;
    const Vec2 velocity = flatten(touchMoveVelocity());
    if (std::sqrt(velocity.x * velocity.x + velocity.y * velocity.y) < kInertiaThreshold) {
        startMagneticScroll();
        return;
    }
    int index = currentPageIndex();
    const Vec2 toCurrent = flatten(itemDestination(*item(index), kMiddle, kMiddle) - innerContainerPosition());
    if (velocity.x * toCurrent.x > 0 || velocity.y * toCurrent.y > 0) {
        startMagneticScroll();
        return;
    }
    index += (velocity.x < 0 || velocity.y > 0) ? 1 : -1;
    scrollToPage(std::clamp(index, 0, int(children().size()) - 1));
}

NodeTypeInfo pageViewTypeInfo() {
    NodeTypeInfo t = describeType<PageView, ListView>(
        "columns", "A ListView of pages that a drag turns one at a time (cocos ui::PageView)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("PageView");
        n.setContentSize(ScrollView::kDefaultSize);
        static_cast<PageView&>(n).setBackgroundOpacity(102);
    };
    t.overrides.push_back({.key = "direction", .defaultValue = int(ScrollView::Direction::Horizontal)});
    t.overrides.push_back({.key = "scrollBarEnabled", .defaultValue = false});
    t.overrides.push_back({.key = "magneticType", .defaultValue = int(ListView::MagneticType::Center)});
    return t;
}

}  // namespace diorama
