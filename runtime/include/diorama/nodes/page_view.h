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
// Not implemented: the page indicator, and the page-turning event (scene triggers do not
// see it).
#pragma once

#include "diorama/nodes/list_view.h"

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

protected:
    void onReleased() override;

private:
    void startMagneticScroll();
};

NodeTypeInfo pageViewTypeInfo();

}  // namespace diorama
