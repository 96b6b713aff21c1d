#include "diorama/scene/layout_parameter.h"

#include "diorama/scene/node.h"

namespace diorama {

LayoutParameter& LayoutParameter::of(Node& node) {
    if (auto* existing = dynamic_cast<LayoutParameter*>(node.componentByName(kName))) return *existing;
    auto component = std::make_unique<LayoutParameter>();
    LayoutParameter& bound = *component;
    node.addComponent(std::move(component));
    return bound;
}

LayoutParameter::Values LayoutParameter::valuesOf(const Node& node) {
    const auto* parameter = dynamic_cast<const LayoutParameter*>(node.componentByName(kName));
    return parameter ? parameter->values() : Values{};
}

void LayoutParameter::setValues(Values values) {
    if (values == m_values) return;
    m_values = std::move(values);
    if (owner() && owner()->parent()) owner()->parent()->requestLayout();
}

}  // namespace diorama
