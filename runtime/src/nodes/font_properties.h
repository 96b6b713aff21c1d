// The font descriptors every text-drawing type shares (a Label's font, a Button's title,
// a TextField's): a TrueType file and a positive size in pixels.
#pragma once

#include "diorama/nodes/label.h"
#include "diorama/types/node_type.h"

#include <memory>
#include <string>

namespace diorama {

// A TrueType file relative to the scene file, loaded through the assets; empty: the
// default font. The path is kept as written so that a save writes it back.
template <class T>
PropertyDescriptor fontFileProperty(const char* key, const char* group, const std::string& (T::*path)() const,
                                    void (T::*setPath)(std::string), void (T::*setFace)(std::shared_ptr<FontFace>)) {
    PropertyDescriptor d;
    d.key = key;
    d.kind = ValueKind::AssetPath;
    d.defaultValue = std::string();
    d.hints = PropertyHints{.group = group,
                            .tooltip = "TrueType font relative to the scene file; empty: the default font",
                            .asset = AssetKind::Font};
    d.get = [path](const Node& n) -> PropertyValue { return (static_cast<const T&>(n).*path)(); };
    d.apply = [setPath, setFace](Node& n, const PropertyValue& v, PropertyContext& context) {
        auto& node = static_cast<T&>(n);
        const std::string& file = std::get<std::string>(v);
        (node.*setPath)(file);
        (node.*setFace)(fontOrDefault(file, context));
    };
    d.renamePath = [setPath](Node& n, const std::string& file) { (static_cast<T&>(n).*setPath)(file); };
    return d;
}

// A font size in pixels, which must be positive.
template <class T>
PropertyDescriptor fontSizeProperty(const char* key, const char* group, float (T::*get)() const, void (T::*set)(float),
                                    float defaultSize) {
    auto d = property<T, float>(key, ValueKind::Float, get, set, defaultSize,
                                PropertyHints{.unit = Unit::Pixels, .group = group, .tooltip = "Pixels"});
    d.check = [message = std::string(key) + " must be positive"](const PropertyValue& v) {
        return std::get<float>(v) > 0.0f ? std::string() : message;
    };
    return d;
}

}  // namespace diorama
