// The "blend" property shared by every drawable type that has a blend mode.
#pragma once

#include "diorama/render/render_command.h"
#include "diorama/types/property.h"

#include <iterator>

namespace diorama {

// One inspector group for every type, so the key shows under the same heading.
template <class N>
PropertyDescriptor blendProperty() {
    PropertyHints hints;
    hints.group = "Rendering";
    hints.tooltip = "alpha, additive, multiply, opaque";
    return enumProperty<N>("blend", {std::begin(kBlendModeNames), std::end(kBlendModeNames)}, &N::blend, &N::setBlend,
                           BlendMode::Alpha, hints);
}

}  // namespace diorama
