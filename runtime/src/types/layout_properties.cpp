// The "Layout" group every node has: its LayoutComponent's values (cocos
// ui::LayoutComponent), in the order Studio's reader sets them. A node without a
// component shows the defaults and gets one when a value first differs from them.
#include "diorama/scene/layout_component.h"
#include "diorama/scene/node.h"
#include "diorama/types/builtin_types.h"

#include <iterator>
#include <type_traits>

namespace diorama {

namespace {

using L = LayoutComponent;

constexpr const char* kMeasuredKeys[] = {"positionPercentX", "positionPercentY", "percentWidth", "percentHeight",
                                         "topMargin",        "bottomMargin",     "leftMargin",   "rightMargin"};

const L* layoutOf(const Node& n) { return dynamic_cast<const L*>(n.componentByName(L::kName)); }
L* layoutOf(Node& n) { return dynamic_cast<L*>(n.componentByName(L::kName)); }

// Enums travel as their index, as enumProperty's do.
template <class T>
PropertyValue valueOf(T v) {
    if constexpr (std::is_enum_v<T>)
        return int(v);
    else
        return v;
}

// What a layout setter may change besides the values it names: the component's other
// values, the node's place and size. Undo puts them back as they were, without the
// setters' side effects (a percent setter would move the node to its parent's size now).
std::function<void(Node&)> captureLayout(const Node& n) {
    const L* l = layoutOf(n);
    const L::Values values = l ? l->values() : L::Values{};
    const bool normalized = n.usesNormalizedPosition();
    const Vec2 place = normalized ? n.normalizedPosition() : n.position();
    const Size size = n.contentSize();
    return [values, normalized, place, size](Node& m) {
        if (L* now = layoutOf(m)) now->setValues(values);
        normalized ? m.setNormalizedPosition(place) : m.setPosition(place);
        m.setContentSize(size);
    };
}

template <class T>
PropertyDescriptor layoutProperty(const char* key, ValueKind kind, T (L::*get)() const, void (L::*set)(T),
                                  T defaultValue, PropertyHints hints, std::vector<std::string> links) {
    PropertyDescriptor d;
    d.key = key;
    d.kind = kind;
    d.defaultValue = valueOf(defaultValue);
    d.get = [get, defaultValue](const Node& n) -> PropertyValue {
        const L* l = layoutOf(n);
        return valueOf(l ? (l->*get)() : defaultValue);
    };
    d.apply = [set, defaultValue, kind](Node& n, const PropertyValue& v, PropertyContext&) {
        T value;
        if constexpr (std::is_enum_v<T>)
            value = T(std::get<int>(v));
        else
            value = std::get<T>(v);
        if (!layoutOf(n) && value == defaultValue) return;  // no component for nothing
        L& layout = L::bindLayoutComponent(n);
        // A flag or an edge turned on in an editor starts from where the node is, as in
        // Studio: its fractions and margins are measured, so nothing jumps on another
        // screen. A file being read has no parent yet and keeps its own values.
        const bool fills = kind != ValueKind::Float && !(value == defaultValue) && n.parent();
        if (fills) layout.setMeasures(L::measure(n));
        (layout.*set)(value);
    };
    hints.group = "Layout";
    d.hints = hints;
    d.links.keys = std::move(links);
    d.links.capture = captureLayout;
    if (kind == ValueKind::Float)
        // A margin or fraction typed in an editor places the node by it at once, as the
        // game's doLayout will at this screen size, and the others follow where it lands.
        d.links.afterEdit = [](Node& n) {
            if (L* layout = layoutOf(n); layout && layout->isInUse() && n.parent()) {
                layout->placeInParent();
                layout->setMeasures(L::measure(n));
            }
        };
    d.links.measured.assign(std::begin(kMeasuredKeys), std::end(kMeasuredKeys));
    return d;
}

PropertyHints tip(Unit unit, const char* tooltip) { return PropertyHints{.unit = unit, .tooltip = tooltip}; }

}  // namespace

void measureLayoutAfterEdit(PropertyDescriptor& geometry) {
    // As Studio's editor does, so that the node's last place is the one other screens
    // keep; the measured values undo with the edit.
    geometry.links.afterEdit = [](Node& n) {
        // Only a component in use: one whose values all move nothing is the same as
        // none, which is how a file without layout keys reads back.
        if (L* layout = layoutOf(n); layout && layout->isInUse() && n.parent()) layout->setMeasures(L::measure(n));
    };
    geometry.links.measured.assign(std::begin(kMeasuredKeys), std::end(kMeasuredKeys));
    auto own = std::move(geometry.links.capture);
    geometry.links.capture = [own](const Node& n) -> std::function<void(Node&)> {
        std::function<void(Node&)> restoreOwn = own ? own(n) : nullptr;
        const L* l = layoutOf(n);
        if (!l) return restoreOwn;
        return [restoreOwn, values = l->values()](Node& m) {
            if (restoreOwn) restoreOwn(m);
            if (L* now = layoutOf(m)) now->setValues(values);
        };
    };
}

void addLayoutProperties(std::vector<PropertyDescriptor>& p) {
    const ValueKind B = ValueKind::Bool, F = ValueKind::Float;
    p.push_back(layoutProperty("positionPercentXEnabled", B, &L::isPositionPercentXEnabled,
                               &L::setPositionPercentXEnabled, false,
                               tip(Unit::None,
                                   "x follows positionPercentX of the parent's width; turns the "
                                   "horizontal edge off"),
                               {"horizontalEdge"}));
    p.push_back(layoutProperty("positionPercentYEnabled", B, &L::isPositionPercentYEnabled,
                               &L::setPositionPercentYEnabled, false,
                               tip(Unit::None,
                                   "y follows positionPercentY of the parent's height; turns the "
                                   "vertical edge off"),
                               {"verticalEdge"}));
    p.push_back(layoutProperty("positionPercentX", F, &L::positionPercentX, &L::setPositionPercentX, 0.0f,
                               tip(Unit::Fraction, "x as a fraction of the parent's width"),
                               {"position", "leftMargin", "rightMargin"}));
    p.push_back(layoutProperty("positionPercentY", F, &L::positionPercentY, &L::setPositionPercentY, 0.0f,
                               tip(Unit::Fraction, "y as a fraction of the parent's height"),
                               {"position", "bottomMargin", "topMargin"}));
    p.push_back(layoutProperty("percentWidthEnabled", B, &L::isPercentWidthEnabled, &L::setPercentWidthEnabled, false,
                               tip(Unit::None, "The width follows percentWidth; turns stretch off"),
                               {"stretchWidthEnabled"}));
    p.push_back(layoutProperty("percentHeightEnabled", B, &L::isPercentHeightEnabled, &L::setPercentHeightEnabled,
                               false, tip(Unit::None, "The height follows percentHeight; turns stretch off"),
                               {"stretchHeightEnabled"}));
    p.push_back(layoutProperty("percentWidth", F, &L::percentWidth, &L::setPercentWidth, 0.0f,
                               tip(Unit::Fraction, "The width as a fraction of the parent's width"),
                               {"contentSize", "leftMargin", "rightMargin"}));
    p.push_back(layoutProperty("percentHeight", F, &L::percentHeight, &L::setPercentHeight, 0.0f,
                               tip(Unit::Fraction, "The height as a fraction of the parent's height"),
                               {"contentSize", "bottomMargin", "topMargin"}));
    p.push_back(layoutProperty("stretchWidthEnabled", B, &L::isStretchWidthEnabled, &L::setStretchWidthEnabled, false,
                               tip(Unit::None,
                                   "Between both edges: the parent's width less both margins; "
                                   "otherwise percentWidth of it. Turns the percent width off"),
                               {"percentWidthEnabled"}));
    p.push_back(layoutProperty("stretchHeightEnabled", B, &L::isStretchHeightEnabled, &L::setStretchHeightEnabled,
                               false,
                               tip(Unit::None,
                                   "Between both edges: the parent's height less both margins; "
                                   "otherwise percentHeight of it. Turns the percent height off"),
                               {"percentHeightEnabled"}));
    auto horizontal = layoutProperty("horizontalEdge", ValueKind::Enum, &L::horizontalEdge, &L::setHorizontalEdge,
                                     L::HorizontalEdge::None,
                                     tip(Unit::None,
                                         "The edge whose margin x keeps; center: both (Studio's "
                                         "BothEdge). Turns the percent x off"),
                                     {"positionPercentXEnabled"});
    horizontal.enumNames = {"none", "left", "right", "center"};
    p.push_back(std::move(horizontal));
    auto vertical =
        layoutProperty("verticalEdge", ValueKind::Enum, &L::verticalEdge, &L::setVerticalEdge, L::VerticalEdge::None,
                       tip(Unit::None,
                           "The edge whose margin y keeps; center: both (Studio's "
                           "BothEdge). Turns the percent y off"),
                       {"positionPercentYEnabled"});
    vertical.enumNames = {"none", "bottom", "top", "center"};
    p.push_back(std::move(vertical));
    for (auto [key, get, set, tooltip] :
         {std::tuple{"leftMargin", &L::leftMargin, &L::setLeftMargin, "From the parent's left edge to the node's"},
          std::tuple{"rightMargin", &L::rightMargin, &L::setRightMargin, "From the node's right edge to the parent's"},
          std::tuple{"topMargin", &L::topMargin, &L::setTopMargin, "From the node's top edge to the parent's"},
          std::tuple{"bottomMargin", &L::bottomMargin, &L::setBottomMargin,
                     "From the parent's bottom edge to the node's"}})
        p.push_back(layoutProperty(key, F, get, set, 0.0f, tip(Unit::Pixels, tooltip), {}));
}

}  // namespace diorama
