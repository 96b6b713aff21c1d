#include "diorama/editor/layout_pins.h"

#include "diorama/scene/layout_component.h"
#include "diorama/scene/node.h"

#include <cstdio>

namespace diorama {

namespace {

std::string number(float v, const char* suffix = "") {
    char text[32];
    std::snprintf(text, sizeof text, "%g%s", double(v), suffix);
    return text;
}

}  // namespace

std::vector<LayoutPin> layoutPins(const Node& node) {
    using L = LayoutComponent;
    const auto* layout = dynamic_cast<const L*>(node.componentByName(L::kName));
    const Node* parent = node.parent();
    if (!layout || !parent || !layout->isInUse()) return {};
    const Size whole = parent->contentSize(), size = node.contentSize();
    const Vec2 p = node.position(), a = node.anchorPoint();
    const float left = p.x - a.x * size.width, bottom = p.y - a.y * size.height;
    const float right = left + size.width, top = bottom + size.height;
    const float midX = left + size.width / 2, midY = bottom + size.height / 2;
    const AffineTransform toWorld = parent->childrenToWorldTransform();
    std::vector<LayoutPin> pins;
    auto add = [&](const char* kind, Vec2 from, Vec2 to, std::string label) {
        pins.push_back({kind, toWorld.apply(from), toWorld.apply(to), std::move(label)});
    };
    const L::HorizontalEdge h = layout->horizontalEdge();
    if (h == L::HorizontalEdge::Left || h == L::HorizontalEdge::Center)
        add("left", {0, midY}, {left, midY}, number(layout->leftMargin()));
    if (h == L::HorizontalEdge::Right || h == L::HorizontalEdge::Center)
        add("right", {right, midY}, {whole.width, midY}, number(layout->rightMargin()));
    const L::VerticalEdge v = layout->verticalEdge();
    if (v == L::VerticalEdge::Bottom || v == L::VerticalEdge::Center)
        add("bottom", {midX, 0}, {midX, bottom}, number(layout->bottomMargin()));
    if (v == L::VerticalEdge::Top || v == L::VerticalEdge::Center)
        add("top", {midX, top}, {midX, whole.height}, number(layout->topMargin()));
    if (layout->isPositionPercentXEnabled())
        add("percentX", {0, p.y}, {p.x, p.y}, number(layout->positionPercentX() * 100, "%"));
    if (layout->isPositionPercentYEnabled())
        add("percentY", {p.x, 0}, {p.x, p.y}, number(layout->positionPercentY() * 100, "%"));
    return pins;
}

}  // namespace diorama
