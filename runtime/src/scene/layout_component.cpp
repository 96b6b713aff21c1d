#include "diorama/scene/layout_component.h"

#include "diorama/scene/node.h"

#include <memory>

namespace diorama {

LayoutComponent& LayoutComponent::bindLayoutComponent(Node& node) {
    if (auto* existing = dynamic_cast<LayoutComponent*>(node.componentByName(kName))) return *existing;
    auto component = std::make_unique<LayoutComponent>();
    LayoutComponent& bound = *component;
    node.addComponent(std::move(component));
    return bound;
}

Node* LayoutComponent::ownerParent() const { return owner() ? owner()->parent() : nullptr; }

void LayoutComponent::refreshHorizontalMargin() {
    const Node* parent = ownerParent();
    if (!parent) return;
    const Node& n = *owner();
    m_values.measures.leftMargin = n.position().x - n.anchorPoint().x * n.contentSize().width;
    m_values.measures.rightMargin =
        parent->contentSize().width - (n.position().x + (1 - n.anchorPoint().x) * n.contentSize().width);
}

void LayoutComponent::refreshVerticalMargin() {
    const Node* parent = ownerParent();
    if (!parent) return;
    const Node& n = *owner();
    m_values.measures.bottomMargin = n.position().y - n.anchorPoint().y * n.contentSize().height;
    m_values.measures.topMargin =
        parent->contentSize().height - (n.position().y + (1 - n.anchorPoint().y) * n.contentSize().height);
}

Vec2 LayoutComponent::anchorPosition() const { return owner() ? owner()->anchorPoint() : Vec2{}; }

void LayoutComponent::setAnchorPosition(Vec2 anchor) {
    if (!owner()) return;
    const Rect before = owner()->boundingBox();
    owner()->setAnchorPoint(anchor);
    const Rect after = owner()->boundingBox();
    const Vec2 p = owner()->position();
    setPosition({p.x + before.origin.x - after.origin.x, p.y + before.origin.y - after.origin.y});
}

Vec2 LayoutComponent::position() const { return owner() ? owner()->position() : Vec2{}; }

void LayoutComponent::setPosition(Vec2 position) {
    if (!owner()) return;
    const Node* parent = ownerParent();
    if (!parent) return owner()->setPosition(position);
    const Size parentSize = parent->contentSize();
    if (parentSize.width != 0) {
        m_values.measures.positionPercentX = position.x / parentSize.width;
    } else {
        m_values.measures.positionPercentX = 0;
        if (m_values.usingPositionPercentX || m_values.horizontalEdge == HorizontalEdge::Center) position.x = 0;
    }
    if (parentSize.height != 0) {
        m_values.measures.positionPercentY = position.y / parentSize.height;
    } else {
        m_values.measures.positionPercentY = 0;
        if (m_values.usingPositionPercentY || m_values.verticalEdge == VerticalEdge::Center) position.y = 0;
    }
    owner()->setPosition(position);
    refreshHorizontalMargin();
    refreshVerticalMargin();
}

void LayoutComponent::setPositionPercentXEnabled(bool enabled) {
    m_values.usingPositionPercentX = enabled;
    if (enabled) m_values.horizontalEdge = HorizontalEdge::None;
}

void LayoutComponent::setPositionPercentX(float fraction) {
    m_values.measures.positionPercentX = fraction;
    if (!m_values.usingPositionPercentX && m_values.horizontalEdge != HorizontalEdge::Center) return;
    if (const Node* parent = ownerParent()) {
        owner()->setPosition({parent->contentSize().width * fraction, owner()->position().y});
        refreshHorizontalMargin();
    }
}

void LayoutComponent::setPositionPercentYEnabled(bool enabled) {
    m_values.usingPositionPercentY = enabled;
    if (enabled) m_values.verticalEdge = VerticalEdge::None;
}

void LayoutComponent::setPositionPercentY(float fraction) {
    m_values.measures.positionPercentY = fraction;
    if (!m_values.usingPositionPercentY && m_values.verticalEdge != VerticalEdge::Center) return;
    if (const Node* parent = ownerParent()) {
        owner()->setPosition({owner()->position().x, parent->contentSize().height * fraction});
        refreshVerticalMargin();
    }
}

void LayoutComponent::setHorizontalEdge(HorizontalEdge edge) {
    m_values.horizontalEdge = edge;
    if (edge != HorizontalEdge::None) m_values.usingPositionPercentX = false;
}

void LayoutComponent::setVerticalEdge(VerticalEdge edge) {
    m_values.verticalEdge = edge;
    if (edge != VerticalEdge::None) m_values.usingPositionPercentY = false;
}

Size LayoutComponent::size() const { return owner() ? owner()->contentSize() : Size{}; }

void LayoutComponent::setSize(Size size) {
    if (!owner()) return;
    const Node* parent = ownerParent();
    if (!parent) return owner()->setContentSize(size);
    const Size parentSize = parent->contentSize();
    if (parentSize.width != 0) {
        m_values.measures.percentWidth = size.width / parentSize.width;
    } else {
        m_values.measures.percentWidth = 0;
        if (m_values.usingPercentWidth ||
            (m_values.horizontalEdge != HorizontalEdge::Center && m_values.usingStretchWidth))
            size.width = 0;
    }
    if (parentSize.height != 0) {
        m_values.measures.percentHeight = size.height / parentSize.height;
    } else {
        m_values.measures.percentHeight = 0;
        if (m_values.usingPercentHeight ||
            (m_values.verticalEdge != VerticalEdge::Center && m_values.usingStretchHeight))
            size.height = 0;
    }
    owner()->setContentSize(size);
    refreshHorizontalMargin();
    refreshVerticalMargin();
}

void LayoutComponent::setPercentWidthEnabled(bool enabled) {
    m_values.usingPercentWidth = enabled;
    if (enabled) m_values.usingStretchWidth = false;
}

float LayoutComponent::sizeWidth() const { return size().width; }

void LayoutComponent::setSizeWidth(float width) {
    if (!owner()) return;
    Size size = owner()->contentSize();
    size.width = width;
    if (const Node* parent = ownerParent()) {
        const float parentWidth = parent->contentSize().width;
        if (parentWidth != 0) {
            m_values.measures.percentWidth = width / parentWidth;
        } else {
            m_values.measures.percentWidth = 0;
            if (m_values.usingPercentWidth) size.width = 0;
        }
        owner()->setContentSize(size);
        refreshHorizontalMargin();
    } else {
        owner()->setContentSize(size);
    }
}

void LayoutComponent::setPercentWidth(float fraction) {
    m_values.measures.percentWidth = fraction;
    if (!m_values.usingPercentWidth) return;
    if (const Node* parent = ownerParent()) {
        owner()->setContentSize({parent->contentSize().width * fraction, owner()->contentSize().height});
        refreshHorizontalMargin();
    }
}

void LayoutComponent::setPercentHeightEnabled(bool enabled) {
    m_values.usingPercentHeight = enabled;
    if (enabled) m_values.usingStretchHeight = false;
}

float LayoutComponent::sizeHeight() const { return size().height; }

void LayoutComponent::setSizeHeight(float height) {
    if (!owner()) return;
    Size size = owner()->contentSize();
    size.height = height;
    if (const Node* parent = ownerParent()) {
        const float parentHeight = parent->contentSize().height;
        if (parentHeight != 0) {
            m_values.measures.percentHeight = height / parentHeight;
        } else {
            m_values.measures.percentHeight = 0;
            if (m_values.usingPercentHeight) size.height = 0;
        }
        owner()->setContentSize(size);
        refreshVerticalMargin();
    } else {
        owner()->setContentSize(size);
    }
}

void LayoutComponent::setPercentHeight(float fraction) {
    m_values.measures.percentHeight = fraction;
    if (!m_values.usingPercentHeight) return;
    if (const Node* parent = ownerParent()) {
        owner()->setContentSize({owner()->contentSize().width, parent->contentSize().height * fraction});
        refreshVerticalMargin();
    }
}

void LayoutComponent::setStretchWidthEnabled(bool enabled) {
    m_values.usingStretchWidth = enabled;
    if (enabled) m_values.usingPercentWidth = false;
}

void LayoutComponent::setStretchHeightEnabled(bool enabled) {
    m_values.usingStretchHeight = enabled;
    if (enabled) m_values.usingPercentHeight = false;
}

LayoutComponent::Measures LayoutComponent::measure(const Node& n) {
    const Node* parent = n.parent();
    if (!parent) return {};
    const Size parentSize = parent->contentSize(), size = n.contentSize();
    const Vec2 p = n.position(), a = n.anchorPoint();
    auto fraction = [](float part, float whole) { return whole != 0 ? part / whole : 0.0f; };
    return {fraction(p.x, parentSize.width),
            fraction(p.y, parentSize.height),
            fraction(size.width, parentSize.width),
            fraction(size.height, parentSize.height),
            p.x - a.x * size.width,
            parentSize.width - (p.x + (1 - a.x) * size.width),
            parentSize.height - (p.y + (1 - a.y) * size.height),
            p.y - a.y * size.height};
}

void LayoutComponent::setPercentContentSize(Vec2 fractions) {
    setPercentWidth(fractions.x);
    setPercentHeight(fractions.y);
}

namespace {

// One axis of refreshLayout. `low` is the left or bottom margin, `high` the right or top.
struct Axis {
    int edge;  // 0 none, 1 the low edge, 2 the high edge, 3 both (cocos' Center)
    bool stretch, percentSize, percentPosition, percentOnly;
    float fraction, positionFraction, low, high;
};

void layoutAxis(const Axis& a, float parent, float anchor, float& size, float& position) {
    switch (a.edge) {
    case 0:
        if (a.stretch && !a.percentOnly) {
            size = parent * a.fraction;
            position = a.low + anchor * size;
        } else {
            if (a.percentPosition) position = parent * a.positionFraction;
            if (a.percentSize) size = parent * a.fraction;
        }
        break;
    case 1:
    case 2:
        if (a.percentOnly) break;
        if (a.percentSize || a.stretch) size = parent * a.fraction;
        position = a.edge == 1 ? a.low + anchor * size : parent - (a.high + (1 - anchor) * size);
        break;
    case 3:
        if (a.percentOnly) break;
        if (a.stretch) {
            size = parent - a.low - a.high;
            if (size < 0) size = 0;
            position = a.low + anchor * size;
        } else {
            if (a.percentSize) size = parent * a.fraction;
            position = parent * a.positionFraction;
        }
        break;
    }
}

}  // namespace

void LayoutComponent::refreshLayout() {
    placeInParent();
    if (m_values.active && ownerParent()) doLayout(*owner());
}

void LayoutComponent::placeInParent() {
    if (!m_values.active) return;
    const Node* parent = ownerParent();
    if (!parent) return;
    Node& n = *owner();
    const Size parentSize = parent->contentSize();
    const Vec2 anchor = n.anchorPoint();
    Size size = n.contentSize();
    Vec2 position = n.position();
    layoutAxis({int(m_values.horizontalEdge), m_values.usingStretchWidth, m_values.usingPercentWidth,
                m_values.usingPositionPercentX, m_values.percentOnly, m_values.measures.percentWidth,
                m_values.measures.positionPercentX, m_values.measures.leftMargin, m_values.measures.rightMargin},
               parentSize.width, anchor.x, size.width, position.x);
    layoutAxis({int(m_values.verticalEdge), m_values.usingStretchHeight, m_values.usingPercentHeight,
                m_values.usingPositionPercentY, m_values.percentOnly, m_values.measures.percentHeight,
                m_values.measures.positionPercentY, m_values.measures.bottomMargin, m_values.measures.topMargin},
               parentSize.height, anchor.y, size.height, position.y);
    n.setPosition(position);
    n.setContentSize(size);
}

void doLayout(Node& node) {
    for (const auto& child : node.children())
        if (auto* layout = dynamic_cast<LayoutComponent*>(child->componentByName(LayoutComponent::kName)))
            layout->refreshLayout();
}

}  // namespace diorama
