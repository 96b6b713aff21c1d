// The "Layout parameter" group every node has: its LayoutParameter's values (cocos'
// LinearLayoutParameter and RelativeLayoutParameter). The inspector shows the ones the
// node's parent reads; a node without the component shows the defaults and gets one when
// a value first differs from them.
#include "diorama/nodes/panel.h"
#include "diorama/scene/layout_parameter.h"
#include "diorama/types/builtin_types.h"

namespace diorama {

namespace {

using P = LayoutParameter;
using Type = Panel::LayoutType;

// The layout type of the Panel the node is in, or none.
std::optional<Type> parentLayout(const Node& n) {
    const auto* panel = dynamic_cast<const Panel*>(n.parent());
    return panel ? std::optional(panel->layoutType()) : std::nullopt;
}

// Undo puts the siblings the edit moved back where they were.
std::function<void(Node&)> captureSiblingPlaces(const Node& n) {
    if (!n.parent()) return nullptr;
    auto restore = captureChildPlaces(*n.parent());
    return [restore = std::move(restore)](Node& m) {
        if (m.parent()) restore(*m.parent());
    };
}

template <class T>
PropertyDescriptor parameterProperty(const char* key, ValueKind kind, T P::Values::*member, const char* tooltip,
                                     std::function<bool(const Node&)> shownFor) {
    PropertyDescriptor d;
    d.key = key;
    d.kind = kind;
    if constexpr (std::is_enum_v<T>)
        d.defaultValue = 0;
    else
        d.defaultValue = T{};
    d.get = [member](const Node& n) -> PropertyValue {
        const T value = P::valuesOf(n).*member;
        if constexpr (std::is_enum_v<T>)
            return int(value);
        else
            return value;
    };
    d.apply = [member](Node& n, const PropertyValue& v, PropertyContext&) {
        P::Values values = P::valuesOf(n);
        if constexpr (std::is_enum_v<T>)
            values.*member = T(std::get<int>(v));
        else
            values.*member = std::get<T>(v);
        if (values == P::valuesOf(n)) return;  // no component for nothing
        P::of(n).setValues(std::move(values));
    };
    d.hints = PropertyHints{.group = "Layout parameter", .tooltip = tooltip};
    d.links.capture = captureSiblingPlaces;
    d.shownFor = std::move(shownFor);
    return d;
}

PropertyDescriptor marginProperty(const char* key, float P::Margin::*side, const char* tooltip) {
    PropertyDescriptor d;
    d.key = key;
    d.kind = ValueKind::Float;
    d.defaultValue = 0.0f;
    d.get = [side](const Node& n) -> PropertyValue { return P::valuesOf(n).margin.*side; };
    d.apply = [side](Node& n, const PropertyValue& v, PropertyContext&) {
        P::Values values = P::valuesOf(n);
        values.margin.*side = std::get<float>(v);
        if (values == P::valuesOf(n)) return;
        P::of(n).setValues(std::move(values));
    };
    d.hints = PropertyHints{.unit = Unit::Pixels, .group = "Layout parameter", .tooltip = tooltip};
    d.links.capture = captureSiblingPlaces;
    d.shownFor = [](const Node& n) {
        const auto type = parentLayout(n);
        return type && *type != Type::Absolute;
    };
    return d;
}

}  // namespace

void addLayoutParameterProperties(std::vector<PropertyDescriptor>& p) {
    const auto linear = [](const Node& n) {
        const auto type = parentLayout(n);
        return type == Type::Vertical || type == Type::Horizontal;
    };
    const auto relative = [](const Node& n) { return parentLayout(n) == Type::Relative; };
    auto gravity = parameterProperty("layoutGravity", ValueKind::Enum, &P::Values::gravity,
                                     "Where a stacking Panel puts this node across the stack: left, right or "
                                     "centre in a vertical one, top, bottom or centre in a horizontal one",
                                     linear);
    gravity.enumNames = {"none", "left", "top", "right", "bottom", "centerVertical", "centerHorizontal"};
    gravity.enumNote = [](const Node& n, int index) -> std::string {
        const auto g = P::Gravity(index);
        if (g == P::Gravity::None) return {};
        const bool across = parentLayout(n) == Type::Vertical
                                ? g == P::Gravity::Left || g == P::Gravity::Right || g == P::Gravity::CenterHorizontal
                                : g == P::Gravity::Top || g == P::Gravity::Bottom || g == P::Gravity::CenterVertical;
        if (across) return {};
        return parentLayout(n) == Type::Vertical ? "a vertical Panel aligns to the left, the right or the centre"
                                                 : "a horizontal Panel aligns to the top, the bottom or the centre";
    };
    p.push_back(std::move(gravity));
    auto align = parameterProperty("layoutAlign", ValueKind::Enum, &P::Values::align,
                                   "Where a relative Panel puts this node: one of its nine places, or beside the "
                                   "sibling named in Relative to",
                                   relative);
    align.enumNames = {"none",
                       "parentTopLeft",
                       "parentTopCenterHorizontal",
                       "parentTopRight",
                       "parentLeftCenterVertical",
                       "centerInParent",
                       "parentRightCenterVertical",
                       "parentLeftBottom",
                       "parentBottomCenterHorizontal",
                       "parentRightBottom",
                       "aboveLeftAlign",
                       "aboveCenter",
                       "aboveRightAlign",
                       "leftOfTopAlign",
                       "leftOfCenter",
                       "leftOfBottomAlign",
                       "rightOfTopAlign",
                       "rightOfCenter",
                       "rightOfBottomAlign",
                       "belowLeftAlign",
                       "belowCenter",
                       "belowRightAlign"};
    p.push_back(std::move(align));
    p.push_back(parameterProperty("layoutRelativeName", ValueKind::String, &P::Values::relativeName,
                                  "The name siblings place themselves beside (not the node's name)", relative));
    p.push_back(parameterProperty("layoutRelativeToName", ValueKind::String, &P::Values::relativeToName,
                                  "The relative name of the sibling an above, below, left-of or right-of align "
                                  "places this node beside",
                                  relative));
    // Which margins a layout reads, as cocos' managers do: the tooltips say it, as a margin
    // that moves nothing is otherwise a puzzle (found by a tryout).
    p.push_back(marginProperty("layoutMarginLeft", &P::Margin::left,
                               "Stacks: moves the node right. Relative: kept from the left side an align holds to"));
    p.push_back(marginProperty("layoutMarginTop", &P::Margin::top,
                               "Stacks: moves the node down. Relative: kept from the top side an align holds to"));
    p.push_back(marginProperty("layoutMarginRight", &P::Margin::right,
                               "Horizontal stack: space before the next node; a vertical stack ignores it, whatever "
                               "the gravity. Relative: kept from the right side an align holds to"));
    p.push_back(marginProperty("layoutMarginBottom", &P::Margin::bottom,
                               "Vertical stack: space before the next node; a horizontal stack ignores it, whatever "
                               "the gravity. Relative: kept from the bottom side an align holds to"));
}

}  // namespace diorama
