#include "diorama/editor/scroll_reveal.h"

#include "diorama/nodes/page_view.h"

#include <algorithm>

namespace diorama {

namespace {

// The container's origin that shows `box` (in the children's space) with the least move.
float revealAxis(float origin, float low, float high, float view, float inner) {
    const float shownLow = -origin, shownHigh = -origin + view;
    if (low < shownLow)
        origin += shownLow - low;
    else if (high > shownHigh)
        origin -= high - shownHigh;
    return std::clamp(origin, std::min(0.0f, view - inner), 0.0f);
}

bool reveal(ScrollView& view, const Node& child) {
    if (auto* pages = dynamic_cast<PageView*>(&view)) {
        const int index = pages->indexOfChild(child);
        if (index < 0 || index == pages->currentPageIndex()) return false;
        pages->setCurrentPageIndex(index);
        return true;
    }
    view.layoutIfRequested();
    const Rect box = child.boundingBox();
    const Vec2 origin = view.innerContainerPosition();
    const Size size = view.contentSize(), inner = view.innerContainerSize();
    const Vec2 shown{revealAxis(origin.x, box.origin.x, box.origin.x + box.size.width, size.width, inner.width),
                     revealAxis(origin.y, box.origin.y, box.origin.y + box.size.height, size.height, inner.height)};
    if (shown == origin) return false;
    view.setInnerContainerPosition(shown);
    return true;
}

}  // namespace

bool scrollIntoView(const Node& node) {
    bool scrolled = false;
    for (const Node* n = &node; n->parent(); n = n->parent())
        if (auto* view = dynamic_cast<ScrollView*>(n->parent())) scrolled = reveal(*view, *n) || scrolled;
    return scrolled;
}

}  // namespace diorama
