// The property descriptors every widget type shares: its extra image slots and cocos'
// enabled / bright / touchEnabled.
#pragma once

#include "diorama/nodes/layout_background.h"
#include "diorama/nodes/scale9_sprite.h"
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

// cocos' Layout background keys (layout_background.h) of a T with background() and
// imagesChanged(); `colour` is the type's default colour.
template <class T>
void addBackgroundProperties(NodeTypeInfo& t, const char* group, Color3B colour) {
    using B = LayoutBackground;
    const auto field = [group]<class V>(const char* key, ValueKind kind, V B::*member, V defaultValue,
                                        const char* tooltip) {
        PropertyDescriptor d;
        d.key = key;
        d.kind = kind;
        d.defaultValue = defaultValue;
        d.hints = PropertyHints{.group = group, .tooltip = tooltip};
        d.get = [member](const Node& n) -> PropertyValue { return static_cast<const T&>(n).background().*member; };
        d.apply = [member](Node& n, const PropertyValue& v, PropertyContext&) {
            auto& owner = static_cast<T&>(n);
            owner.background().*member = std::get<V>(v);
            owner.imagesChanged();  // what is drawn, and so its bounds, may change
        };
        return d;
    };
    t.properties.push_back(field("backgroundColor", ValueKind::Color, &B::color, colour,
                                 "The background's colour, or its gradient's start"));
    t.properties.push_back(
        field("backgroundGradient", ValueKind::Bool, &B::gradient, false, "The background fades to its end colour"));
    t.properties.push_back(field("backgroundEndColor", ValueKind::Color, &B::endColor, Color3B{255, 255, 255},
                                 "The gradient's end colour"));
    t.properties.push_back(
        field("backgroundVector", ValueKind::Point, &B::vector, Vec2{0.0f, -1.0f}, "The gradient's direction"));
    t.properties.push_back(widgetImageProperty<T>(
        "backgroundImage", group, "An image fixed to the node, over the background colour",
        [](auto& owner) -> auto& { return owner.background().image; }));
    t.properties.push_back(field("backgroundImageScale9Enabled", ValueKind::Bool, &B::imageScale9Enabled, false,
                                 "The background image is sliced over the whole size; off, it keeps its size "
                                 "about the centre"));
    auto insets = field("backgroundImageCapInsets", ValueKind::Region, &B::imageCapInsets, Rect{},
                        "The background image's centre slice from its top-left; empty: the middle third");
    insets.hints.unit = Unit::Pixels;
    insets.check = checkCapInsets;
    t.properties.push_back(std::move(insets));
    auto opacity = field("backgroundOpacity", ValueKind::Int, &B::opacity, 0, "The background's opacity; 0 draws none");
    opacity.hints.unit = Unit::Byte;
    opacity.hints.min = 0, opacity.hints.max = 255;
    t.properties.push_back(std::move(opacity));
}

}  // namespace diorama
