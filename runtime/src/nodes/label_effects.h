// The outline and shadow properties of a Label, and of a widget's title label (Button),
// kept beside their drawing (label_effects.cpp).
#pragma once

#include "diorama/nodes/label.h"
#include "diorama/types/node_type.h"

#include <cctype>
#include <string>
#include <type_traits>

namespace diorama {

// How a node type of class N reaches the label whose effects it shows.
template <class N>
struct TextEffectsAccess {
    const Label& (*label)(const N&);
    void (*setOutline)(N&, const TextOutline&);
    void (*setShadow)(N&, const TextShadow&);
};

// outlineEnabled, outlineSize, outlineColor, outlineOpacity, shadowEnabled, shadowOffset,
// shadowColor and shadowOpacity, each key behind `prefix` ("title" gives titleOutlineSize).
// The groups are string literals: hints keep the pointer.
template <class N>
void addTextEffectProperties(NodeTypeInfo& t, const std::string& prefix, const char* outlineGroup,
                             const char* shadowGroup, TextEffectsAccess<N> access) {
    auto key = [&](const char* name) {
        std::string k = prefix.empty() ? name : prefix + name;
        if (!prefix.empty()) k[prefix.size()] = char(std::toupper(static_cast<unsigned char>(k[prefix.size()])));
        return k;
    };
    // One field of the outline or of the shadow: the whole effect is read, changed in that
    // field and written back, so the label relayouts once.
    auto fieldOf = [](auto read, auto write, auto field) {
        return std::pair{[read, field](const N& n) { return read(n).*field; },
                         [read, write, field](N& n, auto value) {
                             auto effect = read(n);
                             effect.*field = std::remove_reference_t<decltype(effect.*field)>(value);
                             write(n, effect);
                         }};
    };
    auto outlineField = [=](auto field) {
        return fieldOf([access](const N& n) { return access.label(n).outline(); }, access.setOutline, field);
    };
    auto shadowField = [=](auto field) {
        return fieldOf([access](const N& n) { return access.label(n).shadow(); }, access.setShadow, field);
    };
    const TextOutline outline;
    const TextShadow shadow;
    auto hints = [](const char* g, const char* tooltip = "") {
        PropertyHints h;
        h.group = g;
        h.tooltip = tooltip;
        return h;
    };
    PropertyHints byte = hints(outlineGroup);
    byte.min = 0, byte.max = 255, byte.unit = Unit::Byte;
    auto& p = t.properties;

    auto [enabledGet, enabledSet] = outlineField(&TextOutline::enabled);
    PropertyDescriptor enabled = property<N, bool>(
        key("outlineEnabled"), ValueKind::Bool, enabledGet, enabledSet, outline.enabled,
        hints(outlineGroup, "A border around every glyph (cocos enableOutline); lines grow by twice its size"));
    enabled.links.keys = {"contentSize"};
    p.push_back(std::move(enabled));
    auto [sizeGet, sizeSet] = outlineField(&TextOutline::size);
    PropertyHints sizeHints = hints(outlineGroup, "Pixels; 0 draws none, as in cocos");
    sizeHints.min = 0, sizeHints.max = 100, sizeHints.unit = Unit::Pixels;
    PropertyDescriptor size =
        property<N, int>(key("outlineSize"), ValueKind::Int, sizeGet, sizeSet, outline.size, sizeHints);
    size.links.keys = {"contentSize"};
    p.push_back(std::move(size));
    auto [colorGet, colorSet] = outlineField(&TextOutline::color);
    p.push_back(property<N, Color3B>(key("outlineColor"), ValueKind::Color, colorGet, colorSet, outline.color,
                                     hints(outlineGroup)));
    auto [opacityGet, opacitySet] = outlineField(&TextOutline::opacity);
    p.push_back(
        property<N, int>(key("outlineOpacity"), ValueKind::Int, opacityGet, opacitySet, int(outline.opacity), byte));

    auto [shadowOnGet, shadowOnSet] = shadowField(&TextShadow::enabled);
    p.push_back(property<N, bool>(
        key("shadowEnabled"), ValueKind::Bool, shadowOnGet, shadowOnSet, shadow.enabled,
        hints(shadowGroup, "The text drawn again behind itself, moved by the offset (cocos enableShadow, no blur)")));
    auto [offsetGet, offsetSet] = shadowField(&TextShadow::offset);
    PropertyHints offsetHints = hints(shadowGroup,
                                      "In the parent's space: the text's own rotation and scale do not "
                                      "turn it");
    offsetHints.unit = Unit::Pixels;
    p.push_back(
        property<N, Vec2>(key("shadowOffset"), ValueKind::Point, offsetGet, offsetSet, shadow.offset, offsetHints));
    auto [shadowColorGet, shadowColorSet] = shadowField(&TextShadow::color);
    p.push_back(property<N, Color3B>(key("shadowColor"), ValueKind::Color, shadowColorGet, shadowColorSet, shadow.color,
                                     hints(shadowGroup)));
    auto [shadowOpacityGet, shadowOpacitySet] = shadowField(&TextShadow::opacity);
    byte.group = shadowGroup;
    p.push_back(property<N, int>(key("shadowOpacity"), ValueKind::Int, shadowOpacityGet, shadowOpacitySet,
                                 int(shadow.opacity), byte));
}

}  // namespace diorama
