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
// The page indicator (cocos' setIndicatorEnabled and its settings) is in
// page_view_indicator.h.
#pragma once

#include "diorama/nodes/list_view.h"
#include "diorama/nodes/page_view_indicator.h"
#include "diorama/nodes/widget_image.h"

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

    // The indicator: a dot per page, the current one marked (cocos' setIndicator...).
    bool isIndicatorEnabled() const { return m_indicator.enabled; }
    void setIndicatorEnabled(bool on) {
        setIndicator(m_indicator.enabled, on);
        setDrawsMoreOverChildren(on);
    }
    // Where the indicator sits as a fraction of the view's size; setDirection resets it
    // to (0.5, 0.1) for horizontal pages and (0.1, 0.5) for vertical ones, as in cocos.
    Vec2 indicatorPositionAsAnchorPoint() const { return m_indicator.positionAsAnchorPoint; }
    void setIndicatorPositionAsAnchorPoint(Vec2 anchor) { setIndicator(m_indicator.positionAsAnchorPoint, anchor); }
    // The same in points (cocos' setIndicatorPosition divides by the view's size).
    Vec2 indicatorPosition() const;
    void setIndicatorPosition(Vec2 position);
    float indicatorSpaceBetweenIndexNodes() const { return m_indicator.space; }
    void setIndicatorSpaceBetweenIndexNodes(float space) { setIndicator(m_indicator.space, space); }
    Color3B indicatorSelectedIndexColor() const { return m_indicator.selectedColor; }
    void setIndicatorSelectedIndexColor(Color3B color) { setIndicator(m_indicator.selectedColor, color); }
    Color3B indicatorIndexNodesColor() const { return m_indicator.indexNodesColor; }
    void setIndicatorIndexNodesColor(Color3B color) { setIndicator(m_indicator.indexNodesColor, color); }
    float indicatorIndexNodesScale() const { return m_indicator.indexNodesScale; }
    void setIndicatorIndexNodesScale(float scale) { setIndicator(m_indicator.indexNodesScale, scale); }
    // Every dot's image instead of cocos' circle (setIndicatorIndexNodesTexture, a file);
    // its size spaces the dots. An empty path is the circle again.
    const WidgetImage& indicatorIndexNodesImage() const { return m_indicatorImage; }
    WidgetImage& indicatorIndexNodesImage() { return m_indicatorImage; }
    PageViewIndicator::Dot indicatorDot() const;
    // The dots' centres in the view's space, one per page (none while it is off).
    std::vector<Vec2> indicatorDotCentres() const;

    enum class EventType { Turning };
    // cocos' addEventListener: one callback, replaced by the next call. It hides the
    // list's selected-item listener, as in cocos; ListView::addEventListener sets that.
    void addEventListener(std::function<void(PageView&, EventType)> callback) { m_onEvent = std::move(callback); }

protected:
    // cocos' PageView::remedyLayoutParameter: every page takes the view's size, then the
    // list stacks them.
    void onLayout() override;
    void onPressed() override;
    void onReleased() override;
    void onAutoScrollEnded() override;
    void onDirectionChanged() override;
    void drawOverChildren(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;

private:
    template <class T>
    void setIndicator(T& field, T value) {
        field = value;
        markDrawBoundsDirty();
    }
    bool pagesAcross() const { return direction() == Direction::Horizontal; }
    PageViewIndicator::Settings m_indicator;
    WidgetImage m_indicatorImage;
    std::function<void(PageView&, EventType)> m_onEvent;
    // The page when this run of touches began; cleared by the turn it ends in.
    bool m_touchBegan = false;
    int m_previousPageIndex = -1;
};

// Why `node`'s content size is its parent's to set ("" when it is not): a PageView's
// page, which its view's layout makes the view's size.
std::string sizedByParent(const Node& node);

NodeTypeInfo pageViewTypeInfo();

}  // namespace diorama
