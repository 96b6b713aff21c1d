// The "blend" property shared by every drawable type that has a blend mode.
#pragma once

#include "diorama/render/render_command.h"
#include "diorama/types/property.h"

#include <iterator>

namespace diorama {

template <class N>
PropertyDescriptor blendProperty(const char* group) {
    PropertyHints hints;
    hints.group = group;
    hints.tooltip = "alpha, additive, multiply, opaque";
    return enumProperty<N>("blend", {std::begin(kBlendModeNames), std::end(kBlendModeNames)}, &N::blend, &N::setBlend,
                           BlendMode::Alpha, hints);
}

}  // namespace diorama
