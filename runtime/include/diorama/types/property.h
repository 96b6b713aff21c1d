// One property of a node type, described once for every layer that handles it: the
// scene reader and writer, the editor's inspector and its undoable edits, the clipboard.
// Values travel as PropertyValue; nothing here knows JSON or any UI.
#pragma once

#include "diorama/math/color.h"
#include "diorama/math/geometry.h"

#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace diorama {

class Node;
class AssetResolver;

// Enum values travel as their index into PropertyDescriptor::enumNames; asset paths as
// the path written in the scene file.
using PropertyValue = std::variant<bool, int, float, Vec2, Size, Rect, Color3B, std::string>;

enum class ValueKind { Bool, Int, Float, Point, Extent, Region, Color, Enum, String, AssetPath };
// Point is a Vec2, Extent a Size, Region a Rect (the PropertyValue alternatives).

enum class AssetKind { None, Image, Font, Atlas, Scene, BitmapFont };

// What a number measures, for the inspector's widget and drag step. Byte: 0..255 shown
// as a slider (opacity).
enum class Unit { None, Pixels, Degrees, Fraction, Byte };

// Presentation and validation hints. Ranges are inclusive and checked by the setter.
struct PropertyHints {
    double min = -std::numeric_limits<double>::infinity();
    double max = std::numeric_limits<double>::infinity();
    float step = 0.0f;  // drag step in the inspector; 0 picks one from the unit
    Unit unit = Unit::None;
    const char* group = "Node";
    const char* tooltip = "";
    AssetKind asset = AssetKind::None;
    bool multiline = false;
    const char* label = "";  // the inspector's label for this type; empty: made from the key
    bool inspector = true;   // false: a file shorthand the inspector shows through others
    bool tweens = false;     // a byte-sized Int that animation keys interpolate (opacity)
};

// What a setter may need beyond the value: where assets come from. `assets` may be
// null; asset properties then keep the path and show a placeholder.
struct PropertyContext {
    AssetResolver* assets = nullptr;
};

// How an edit of a property reaches past its own value (Godot's linked properties), so an
// editor's undo is exact without knowing any key: it captures what is listed here before
// a set and puts it back after setting the old value again. Readers ignore it.
struct PropertyLinks {
    // Other keys of the same node that the setter may change; undo sets them back, in
    // this order, after this property (rotation sets both rotation skews).
    std::vector<std::string> keys;
    // Keys that follow the value without being set by it (a layout's margins, measured
    // again where the node now is): `capture` puts them back, and an edit that changes
    // them never counts as an edit of them (Record mode keys the value alone).
    std::vector<std::string> measured;
    // State beyond the node's properties that the setter may change (the position mode,
    // a sprite's whole look): returns what puts it back. Runs after `keys` on undo.
    std::function<std::function<void(Node&)>(const Node&)> capture;
    // Keeps state that mirrors this value in step after an editor sets it (a Scene's
    // design size is its content size).
    std::function<void(Node&)> afterEdit;
    bool structure = false;     // the hierarchy shows the value (a name, an order)
    bool siblingOrder = false;  // setting it moves the node among its siblings (a z order)
};

struct PropertyDescriptor {
    std::string key;  // the scene-file key
    ValueKind kind = ValueKind::Float;
    std::vector<std::string> enumNames;
    std::function<PropertyValue(const Node&)> get;
    // Applies a value of the right alternative that passed validate().
    std::function<void(Node&, const PropertyValue&, PropertyContext&)> apply;
    // Value checks beyond kind and range (negative sizes, ...); returns "" when fine.
    std::function<std::string(const PropertyValue&)> check;
    PropertyValue defaultValue;
    // When the default depends on the node (a sprite's content size is its frame's).
    std::function<PropertyValue(const Node&)> defaultFor;
    // Replaces "differs from the default" when the writer decides whether to save it
    // (shorthands such as rotation, which stand for a pair of keys).
    std::function<bool(const Node&)> saveWhen;
    // Asset paths only: names the same asset by another path without reloading it (the
    // document moved to another folder), so nothing the asset decided (sizes, rects) changes.
    std::function<void(Node&, const std::string&)> renamePath;
    // Strings only: the values this node's property is chosen among (a sprite's frame is
    // one of its sheet's frames); empty when any text goes. Asks the assets, records no
    // problem.
    std::function<std::vector<std::string>(const Node&, PropertyContext&)> choices;
    // Enums only: why value `index` would change nothing on this node as it stands ("" when
    // it would), so an editor can grey it out (a horizontal list has no left gravity).
    std::function<std::string(const Node&, int index)> enumNote;
    // Inspector only: whether the row shows for this node as it stands (a child's layout
    // parameter shows only under a Panel that reads it); null: always. Files keep the key
    // either way.
    std::function<bool(const Node&)> shownFor;
    // Editors only: why the value cannot be edited on this node as it stands ("" when it
    // can). A list's item or a laid-out Panel's child has its position set by the layout,
    // which would undo the edit. Files and game code set it all the same.
    std::function<std::string(const Node&)> lockedFor;
    PropertyHints hints;
    PropertyLinks links;

    // "" when `value` is acceptable: the right alternative, finite, in range, checked.
    std::string validate(const PropertyValue& value) const;
    // Validates, then applies; returns the error and leaves the node alone on failure.
    std::string set(Node& node, const PropertyValue& value, PropertyContext& context) const;
    PropertyValue defaultOf(const Node& node) const { return defaultFor ? defaultFor(node) : defaultValue; }
    bool shouldSave(const Node& node) const { return saveWhen ? saveWhen(node) : !(get(node) == defaultOf(node)); }
};

// The PropertyValue alternative that carries values of `kind`.
std::size_t alternativeIndexOf(ValueKind kind);
// "a number", "[x, y]", ... for messages.
std::string describeKind(const PropertyDescriptor& property);

// Builds descriptors from typed accessors of node class N, so a declaration reads like
// the cocos API it wraps:
//   property<Sprite>("flippedX", &Sprite::isFlippedX, &Sprite::setFlippedX, false)
template <class N, class T, class Getter, class Setter>
PropertyDescriptor property(std::string key, ValueKind kind, Getter get, Setter set, T defaultValue,
                            PropertyHints hints = {}) {
    PropertyDescriptor d;
    d.key = std::move(key);
    d.kind = kind;
    d.get = [get](const Node& n) -> PropertyValue { return T(std::invoke(get, static_cast<const N&>(n))); };
    d.apply = [set](Node& n, const PropertyValue& v, PropertyContext&) {
        std::invoke(set, static_cast<N&>(n), std::get<T>(v));
    };
    d.defaultValue = defaultValue;
    d.hints = hints;
    return d;
}

// An enum property of node class N whose values are E's enumerators 0..names.size()-1.
template <class N, class E, class Getter, class Setter>
PropertyDescriptor enumProperty(std::string key, std::vector<std::string> names, Getter get, Setter set, E defaultValue,
                                PropertyHints hints = {}) {
    PropertyDescriptor d;
    d.key = std::move(key);
    d.kind = ValueKind::Enum;
    d.enumNames = std::move(names);
    d.get = [get](const Node& n) -> PropertyValue { return int(std::invoke(get, static_cast<const N&>(n))); };
    d.apply = [set](Node& n, const PropertyValue& v, PropertyContext&) {
        std::invoke(set, static_cast<N&>(n), E(std::get<int>(v)));
    };
    d.defaultValue = int(defaultValue);
    d.hints = hints;
    return d;
}

}  // namespace diorama
