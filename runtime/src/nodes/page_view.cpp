#include "diorama/nodes/page_view.h"

#include "diorama/nodes/scale9_sprite.h"
#include "diorama/render/render_queue.h"
#include "diorama/types/builtin_types.h"

#include "widget_properties.h"

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

void PageView::onLayout() {
    for (const auto& page : children()) page->setContentSize(contentSize());
    ListView::onLayout();
}

std::string sizedByParent(const Node& node) {
    return dynamic_cast<const PageView*>(node.parent()) ? "sized by its PageView: every page is the view's size"
                                                        : std::string();
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

void PageView::onDirectionChanged() {
    if (direction() == Direction::Horizontal)
        m_indicator.positionAsAnchorPoint = PageViewIndicator::kHorizontalAnchor;
    else if (direction() == Direction::Vertical)
        m_indicator.positionAsAnchorPoint = PageViewIndicator::kVerticalAnchor;
    markDrawBoundsDirty();
}

Vec2 PageView::indicatorPosition() const {
    const Size s = contentSize();
    return {s.width * m_indicator.positionAsAnchorPoint.x, s.height * m_indicator.positionAsAnchorPoint.y};
}

void PageView::setIndicatorPosition(Vec2 position) {
    const Size s = contentSize();
    setIndicatorPositionAsAnchorPoint({position.x / s.width, position.y / s.height});
}

PageViewIndicator::Dot PageView::indicatorDot() const {
    PageViewIndicator::Dot dot;
    const Sprite* image = m_indicatorImage.sprite();
    if (!image) return dot;
    const Rect rect = image->textureRect();
    const Size texture = image->textureSize();
    dot.texture = image->texture();
    dot.size = image->untrimmedSize();
    if (texture.width > 0 && texture.height > 0) {
        dot.uvMin = {rect.minX() / texture.width, rect.minY() / texture.height};
        dot.uvMax = {rect.maxX() / texture.width, rect.maxY() / texture.height};
    }
    return dot;
}

std::vector<Vec2> PageView::indicatorDotCentres() const {
    if (!m_indicator.enabled) return {};
    return PageViewIndicator::dotCentres(m_indicator, indicatorDot(), contentSize(), int(children().size()),
                                         pagesAcross());
}

// cocos' indicator is a protected child at z 10000: over the pages and the bars.
void PageView::drawOverChildren(RenderQueue& queue, const AffineTransform& world) {
    ScrollView::drawOverChildren(queue, world);
    if (!m_indicator.enabled) return;
    const RenderQueue::PartScope part(queue, DrawPart::PageIndicator);
    PageViewIndicator::draw(queue, *this, world, m_indicator, indicatorDot(), contentSize(), int(children().size()),
                            pagesAcross(), currentPageIndex());
}

WorldBox PageView::drawBounds(const AffineTransform& world) const {
    WorldBox box = ScrollView::drawBounds(world);
    if (m_indicator.enabled && !children().empty())
        box.unite(WorldBox::of(world, PageViewIndicator::bounds(m_indicator, indicatorDot(), contentSize(),
                                                                int(children().size()), pagesAcross())));
    return box;
}

namespace {

void addIndicatorProperties(NodeTypeInfo& t) {
    using Indicator = PageViewIndicator;
    const char* group = "Page indicator";
    t.properties.push_back(property<PageView, bool>(
        "indicatorEnabled", ValueKind::Bool, &PageView::isIndicatorEnabled, &PageView::setIndicatorEnabled, false,
        PropertyHints{.group = group,
                      .tooltip = "A dot per page, the current one marked (cocos' setIndicatorEnabled). A .csb "
                                 "cannot carry it: a game turns it on in code",
                      .label = "Indicator"}));
    auto anchor = property<PageView, Vec2>(
        "indicatorPositionAsAnchorPoint", ValueKind::Point, &PageView::indicatorPositionAsAnchorPoint,
        &PageView::setIndicatorPositionAsAnchorPoint, Indicator::kHorizontalAnchor,
        PropertyHints{.unit = Unit::Fraction,
                      .group = group,
                      .tooltip = "Where the dots are centred, as a fraction of the view's size; a new direction "
                                 "resets it",
                      .label = "Position"});
    anchor.defaultFor = [](const Node& n) -> PropertyValue {
        return static_cast<const PageView&>(n).direction() == ScrollView::Direction::Vertical
                   ? Indicator::kVerticalAnchor
                   : Indicator::kHorizontalAnchor;
    };
    t.properties.push_back(std::move(anchor));
    PropertyHints space{.unit = Unit::Pixels, .group = group, .tooltip = "The gap between dots", .label = "Spacing"};
    t.properties.push_back(property<PageView, float>(
        "indicatorSpaceBetweenIndexNodes", ValueKind::Float, &PageView::indicatorSpaceBetweenIndexNodes,
        &PageView::setIndicatorSpaceBetweenIndexNodes, Indicator::kDefaultSpace, space));
    t.properties.push_back(property<PageView, Color3B>(
        "indicatorSelectedIndexColor", ValueKind::Color, &PageView::indicatorSelectedIndexColor,
        &PageView::setIndicatorSelectedIndexColor, Indicator::kDefaultSelectedColor,
        PropertyHints{.group = group, .tooltip = "The current page's dot", .label = "Selected colour"}));
    t.properties.push_back(property<PageView, Color3B>(
        "indicatorIndexNodesColor", ValueKind::Color, &PageView::indicatorIndexNodesColor,
        &PageView::setIndicatorIndexNodesColor, Indicator::kDefaultIndexNodesColor,
        PropertyHints{.group = group, .tooltip = "The other dots, drawn at 30 % opacity", .label = "Dot colour"}));
    t.properties.push_back(property<PageView, float>(
        "indicatorIndexNodesScale", ValueKind::Float, &PageView::indicatorIndexNodesScale,
        &PageView::setIndicatorIndexNodesScale, 1.0f,
        PropertyHints{.group = group,
                      .tooltip = "The dots' scale; their spacing stays that of unscaled dots, as in cocos",
                      .label = "Dot scale"}));
    auto image = widgetImageProperty<PageView>(
        "indicatorIndexNodesTexture", group,
        "Every dot's image, the current one's too, instead of the built-in circle; its size spaces the dots",
        [](auto& view) -> auto& { return view.indicatorIndexNodesImage(); });
    image.hints.label = "Dot image";
    t.properties.push_back(std::move(image));
}

}  // namespace

NodeTypeInfo pageViewTypeInfo() {
    NodeTypeInfo t = describeType<PageView, ListView>(
        "columns", "A ListView of pages that a drag turns one at a time (cocos ui::PageView)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("PageView");
        n.setContentSize(ScrollView::kDefaultSize);
        static_cast<PageView&>(n).setBackgroundOpacity(102);
    };
    // A new direction moves the indicator back to that direction's place: undo puts it back.
    PropertyLinks direction;
    direction.keys = {"indicatorPositionAsAnchorPoint"};
    t.overrides.push_back(
        {.key = "direction", .defaultValue = int(ScrollView::Direction::Horizontal), .links = direction});
    t.overrides.push_back({.key = "scrollBarEnabled", .defaultValue = false});
    t.overrides.push_back({.key = "magneticType", .defaultValue = int(ListView::MagneticType::Center)});
    addIndicatorProperties(t);
    return t;
}

}  // namespace diorama
