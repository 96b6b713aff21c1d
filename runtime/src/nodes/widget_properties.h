// The property descriptors every widget type shares: its extra image slots and cocos'
// enabled / bright / touchEnabled.
#pragma once

#include "diorama/nodes/widget.h"
#include "diorama/nodes/widget_image.h"
#include "diorama/types/asset_resolver.h"
#include "diorama/types/node_type.h"

namespace diorama {

// An image slot beside the widget's own image: a PNG path, loaded through the assets.
// `slot` reaches the slot of a T, const or not: [](auto& w) -> auto& { return w.crossImage(); }.
template <class T, class Slot>
PropertyDescriptor widgetImageProperty(const char* key, const char* group, const char* tooltip, Slot slot) {
    PropertyDescriptor d;
    d.key = key;
    d.kind = ValueKind::AssetPath;
    d.defaultValue = std::string();
    d.hints = PropertyHints{.group = group, .tooltip = tooltip, .asset = AssetKind::Image};
    d.get = [slot](const Node& n) -> PropertyValue { return slot(static_cast<const T&>(n)).path(); };
    d.apply = [slot](Node& n, const PropertyValue& v, PropertyContext& context) {
        const std::string& path = std::get<std::string>(v);
        const TextureInfo texture = imageOrPlaceholder(context.assets, path);
        auto& widget = static_cast<T&>(n);
        slot(widget).load(texture, path);
        widget.imagesChanged();
    };
    d.renamePath = [slot](Node& n, const std::string& path) { slot(static_cast<T&>(n)).setPath(path); };
    return d;
}

// enabled (which sets bright, as cocos' setEnabled does), bright (written only where it
// differs from enabled, which is applied first) and touchEnabled.
template <class T>
void addWidgetStateProperties(NodeTypeInfo& t, const char* group, const char* brightTooltip) {
    auto enabled = property<T, bool>(
        "enabled", ValueKind::Bool, &T::isEnabled, &T::setEnabled, true,
        PropertyHints{.group = group, .tooltip = "Reacts to touches. Setting it sets bright too, as cocos does"});
    enabled.links.keys = {"bright"};
    t.properties.push_back(std::move(enabled));
    auto bright = property<T, bool>("bright", ValueKind::Bool, &T::isBright, &T::setBright, true,
                                    PropertyHints{.group = group, .tooltip = brightTooltip});
    bright.defaultFor = [](const Node& n) -> PropertyValue { return static_cast<const T&>(n).isEnabled(); };
    t.properties.push_back(std::move(bright));
    t.properties.push_back(property<T, bool>("touchEnabled", ValueKind::Bool, &T::isTouchEnabled, &T::setTouchEnabled,
                                             true, PropertyHints{.group = group, .tooltip = "Claims touches"}));
    // A cocos widget cascades colour and opacity to its children.
    t.overrides.push_back({.key = "cascadeColorEnabled", .defaultValue = true});
    t.overrides.push_back({.key = "cascadeOpacityEnabled", .defaultValue = true});
}

}  // namespace diorama
