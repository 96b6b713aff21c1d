#include "diorama/nodes/panel.h"

#include "diorama/nodes/list_view.h"
#include "diorama/scene/layout_parameter.h"
#include "diorama/types/builtin_types.h"
#include "widget_properties.h"

#include <algorithm>

namespace diorama {

Panel::Panel() : Widget(static_cast<Node&>(*this)) {
    setTouchEnabled(false);
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
}

void Panel::setLayoutType(LayoutType type) {
    if (type == m_layoutType) return;
    m_layoutType = type;
    requestLayout();
}

void Panel::imagesChanged() {
    m_background.fitImage(contentSize());
    markDrawBoundsDirty();
}

void Panel::onContentSizeChanged() {
    if (m_background.imageScale9Enabled) imagesChanged();  // sliced over the whole Panel
    requestLayout();
}

void Panel::onLayout() {
    switch (m_layoutType) {
    case LayoutType::Absolute: break;
    case LayoutType::Vertical: layoutLinearVertical(contentSize(), children()); break;
    case LayoutType::Horizontal: layoutLinearHorizontal(contentSize(), children()); break;
    case LayoutType::Relative: layoutRelative(contentSize(), children()); break;
    }
}

void Panel::draw(RenderQueue& queue, const AffineTransform& world) { m_background.draw(queue, *this, world); }

WorldBox Panel::drawBounds(const AffineTransform& world) const { return m_background.drawBounds(*this, world); }

std::function<void(Node&)> captureChildPlaces(const Node& container) {
    struct Place {
        bool normalized;
        Vec2 at;
    };
    std::vector<Place> places;
    places.reserve(container.children().size());
    for (const auto& child : container.children()) {
        const bool normalized = child->usesNormalizedPosition();
        places.push_back({normalized, normalized ? child->normalizedPosition() : child->position()});
    }
    return [places = std::move(places)](Node& m) {
        const auto& children = m.children();
        for (std::size_t i = 0; i < places.size() && i < children.size(); ++i)
            places[i].normalized ? children[i]->setNormalizedPosition(places[i].at)
                                 : children[i]->setPosition(places[i].at);
    };
}

std::string placedByParent(const Node& node) {
    if (dynamic_cast<const ListView*>(node.parent())) return "placed by its list";
    const auto* panel = dynamic_cast<const Panel*>(node.parent());
    if (!panel || panel->layoutType() == Panel::LayoutType::Absolute) return {};
    static const char* const kTypes[] = {"", "vertical", "horizontal", "relative"};
    return std::string("placed by its Panel's ") + kTypes[int(panel->layoutType())] + " layout";
}

NodeTypeInfo panelTypeInfo() {
    NodeTypeInfo t = describeType<Panel, Node>(
        "square-o", "A widget with a background that can stack or align its children (cocos ui::Layout)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("Panel");
        n.setContentSize(Panel::kDefaultSize);
        auto& panel = static_cast<Panel&>(n);
        // Studio's new Panel: a solid colour at opacity 102.
        panel.background().color = {150, 200, 255};
        panel.background().opacity = 102;
    };
    t.overrides.push_back({.key = "contentSize", .inspector = true});
    auto layoutType = enumProperty<Panel, Panel::LayoutType>(
        "layoutType", {"absolute", "vertical", "horizontal", "relative"}, &Panel::layoutType, &Panel::setLayoutType,
        Panel::LayoutType::Absolute,
        PropertyHints{.group = "Panel",
                      .tooltip = "How the children are placed: where they are (absolute), stacked from the top "
                                 "(vertical) or the left (horizontal), or by each child's align (relative)"});
    layoutType.links.capture = captureChildPlaces;  // undo puts the children back where they were
    t.properties.push_back(std::move(layoutType));
    addBackgroundProperties<Panel>(t, "Panel", Color3B{255, 255, 255});
    // cocos places a child whose relative-to name no sibling has at (0, 0), silently.
    t.noteKey = "layoutType";
    t.note = [](const Node& n) -> std::string {
        if (static_cast<const Panel&>(n).layoutType() != Panel::LayoutType::Relative) return {};
        std::string lost;
        for (const auto& child : n.children()) {
            const LayoutParameter::Values p = LayoutParameter::valuesOf(*child);
            if (p.align < LayoutParameter::Align::AboveLeftAlign || p.relativeToName.empty()) continue;
            const bool found = std::any_of(n.children().begin(), n.children().end(), [&](const auto& sibling) {
                return LayoutParameter::valuesOf(*sibling).relativeName == p.relativeToName;
            });
            if (!found)
                lost += (lost.empty() ? "" : "; ") + (child->name().empty() ? std::string("a child") : child->name()) +
                        " is placed beside \"" + p.relativeToName + "\", which no child's relative name is";
        }
        return lost.empty() ? lost : lost + ": placed at (0, 0) plus its margins, as cocos does";
    };
    addWidgetStateProperties<Panel>(t, "Panel", "No look of its own changes with it");
    // cocos' Layout claims no touch until told to.
    for (auto& d : t.properties)
        if (d.key == "touchEnabled") d.defaultValue = false;
    return t;
}

}  // namespace diorama
