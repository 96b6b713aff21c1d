// cocos2d-x 3.17's ui::PageView: a horizontal ListView of pages that a drag turns one at a
// time. Pages are its children, stacked side by side with no margin (a Studio PageView's
// pages are Panels the size of the view).
//
// On release (cocos' PageView::handleReleaseLogic), after the ScrollView's own bounce or
// glide: a flick slower than 500 points a second settles on the page nearest the view's
// centre; a faster one turns to the next page in the flick's direction, unless the current
// page (the one nearest the centre) still lies that way, which it then settles on. Both
// scroll in 1 s with cocos' quintic ease-out and stop within 0.001 of the end.
//
// The turning event (cocos' EventType::TURNING) fires when an auto-scroll ends on another
// page than the one shown when the touches began; it is the `pageTurning` trigger. cocos
// counts pages from -1 until the first move, so its first touch always reports a turn;
// here the page is the one nearest the centre from the start.
//
// Not implemented: the page indicator.
#pragma once

#include "diorama/nodes/list_view.h"

#include <functional>

namespace diorama {

class PageView : public ListView {
public:
    PageView();
    std::string_view typeName() const override { return "PageView"; }

    // The page nearest the view's centre, or -1 with no page.
    int currentPageIndex() const;
    // At once (cocos' setCurrentPageIndex), or in the 1 s scroll (scrollToPage).
    void setCurrentPageIndex(int index);
    void scrollToPage(int index);

    enum class EventType { Turning };
    // cocos' addEventListener: one callback, replaced by the next call. It hides the
    // list's selected-item listener, as in cocos; ListView::addEventListener sets that.
    void addEventListener(std::function<void(PageView&, EventType)> callback) { m_onEvent = std::move(callback); }

protected:
    void onPressed() override;
    void onReleased() override;
    void onAutoScrollEnded() override;

private:
    std::function<void(PageView&, EventType)> m_onEvent;
    // The page when this run of touches began; cleared by the turn it ends in.
    bool m_touchBegan = false;
    int m_previousPageIndex = -1;
};

NodeTypeInfo pageViewTypeInfo();

}  // namespace diorama
