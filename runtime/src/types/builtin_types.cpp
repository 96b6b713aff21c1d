#include "diorama/types/builtin_types.h"
#include "diorama/nodes/button.h"
#include "diorama/nodes/check_box.h"
#include "diorama/nodes/layer_gradient.h"
#include "diorama/nodes/list_view.h"
#include "diorama/nodes/loading_bar.h"
#include "diorama/nodes/page_view.h"
#include "diorama/nodes/panel.h"
#include "diorama/nodes/scale9_sprite.h"
#include "diorama/nodes/scroll_view.h"
#include "diorama/nodes/slider.h"
#include "diorama/nodes/text_atlas.h"
#include "diorama/nodes/text_bmfont.h"
#include "diorama/nodes/text_field.h"

#include <stdexcept>

namespace diorama {

namespace {

void mustAdd(NodeTypeRegistry& registry, NodeTypeInfo info) {
    if (std::string error = registry.add(std::move(info)); !error.empty()) throw std::logic_error(error);
}

}  // namespace

const NodeTypeRegistry& builtinNodeTypes() {
    static const NodeTypeRegistry* const kRegistry = [] {
        auto* r = new NodeTypeRegistry();  // never destroyed: descriptors outlive static teardown
        mustAdd(*r, nodeTypeInfo());
        mustAdd(*r, sceneTypeInfo());
        mustAdd(*r, spriteTypeInfo());
        mustAdd(*r, scale9SpriteTypeInfo());
        mustAdd(*r, colorLayerTypeInfo());
        mustAdd(*r, layerGradientTypeInfo());
        mustAdd(*r, labelTypeInfo());
        mustAdd(*r, loadingBarTypeInfo());
        mustAdd(*r, buttonTypeInfo());
        mustAdd(*r, checkBoxTypeInfo());
        mustAdd(*r, sliderTypeInfo());
        mustAdd(*r, textFieldTypeInfo());
        mustAdd(*r, textAtlasTypeInfo());
        mustAdd(*r, textBMFontTypeInfo());
        mustAdd(*r, panelTypeInfo());
        mustAdd(*r, scrollViewTypeInfo());
        mustAdd(*r, listViewTypeInfo());
        mustAdd(*r, pageViewTypeInfo());
        mustAdd(*r, instanceTypeInfo());
        return r;
    }();
    return *kRegistry;
}

}  // namespace diorama
