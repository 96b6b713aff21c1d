#include "diorama/editor/properties.h"

#include "diorama/editor/document.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/scene/node_metadata.h"

#include <cmath>
#include <sstream>

namespace diorama {

namespace {

bool any(const Node&) { return true; }
bool notRoot(const Node& n) { return n.parent() != nullptr; }
bool isSprite(const Node& n) { return dynamic_cast<const Sprite*>(&n) != nullptr; }
bool isLabel(const Node& n) { return dynamic_cast<const Label*>(&n) != nullptr; }
bool sizable(const Node& n) { return !isSprite(n) && !isLabel(n); }

template <class T>
const T* as(const PropertyValue& v) {
    return std::get_if<T>(&v);
}

bool finite(float v) { return std::isfinite(v); }
bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

#define FLOAT_PROP(key, text, grp, kindv, getter, setter, tip)                                   \
    PropertyInfo {                                                                               \
        key, text, grp, kindv, any, [](const Node& n) -> PropertyValue { return n.getter(); },   \
            [](Document&, Node& n, const PropertyValue& v) {                                     \
                auto* f = as<float>(v);                                                          \
                if (!f || !finite(*f)) return false;                                             \
                n.setter(*f);                                                                    \
                return true;                                                                     \
            },                                                                                   \
            tip                                                                                  \
    }

#define BOOL_PROP(key, text, grp, test, getter, setter, tip)                                      \
    PropertyInfo {                                                                                \
        key, text, grp, PropertyKind::Bool, test, [](const Node& n) -> PropertyValue { return n.getter(); }, \
            [](Document&, Node& n, const PropertyValue& v) {                                      \
                auto* b = as<bool>(v);                                                            \
                if (!b) return false;                                                             \
                n.setter(*b);                                                                     \
                return true;                                                                      \
            },                                                                                    \
            tip                                                                                   \
    }

std::vector<PropertyInfo> buildTable() {
    std::vector<PropertyInfo> t;
    t.push_back({"name", "Name", "Node", PropertyKind::String, any,
                 [](const Node& n) -> PropertyValue { return n.name(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* s = as<std::string>(v);
                     if (!s || s->size() > 65536) return false;
                     n.setName(*s);
                     return true;
                 },
                 "Names are used in paths and by enumerateChildren"});
    t.push_back({"tag", "Tag", "Node", PropertyKind::Int, any, [](const Node& n) -> PropertyValue { return n.tag(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* i = as<int>(v);
                     if (!i) return false;
                     n.setTag(*i);
                     return true;
                 },
                 "-1 means no tag"});
    t.push_back(BOOL_PROP("visible", "Visible", "Node", any, isVisible, setVisible,
                          "Invisible nodes and their subtrees are not drawn (they still get events at runtime)"));

    t.push_back({"position", "Position", "Transform", PropertyKind::Point, notRoot,
                 [](const Node& n) -> PropertyValue { return n.position(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* p = as<Vec2>(v);
                     if (!p || !finite(*p)) return false;
                     n.setPosition(*p);
                     return true;
                 },
                 "In the parent's space, y up"});
    t.push_back({"normalizedPosition", "Normalized position", "Transform", PropertyKind::Point, notRoot,
                 [](const Node& n) -> PropertyValue { return n.normalizedPosition(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* p = as<Vec2>(v);
                     if (!p || !finite(*p)) return false;
                     n.setNormalizedPosition(*p);
                     return true;
                 },
                 "Position as a fraction of the parent's content size; editing it turns the mode on"});
    t.push_back(FLOAT_PROP("positionZ", "Position Z", "Transform", PropertyKind::Float, positionZ, setPositionZ,
                           "Moves along z only; never changes draw order"));
    t.push_back({"anchorPoint", "Anchor point", "Transform", PropertyKind::Point, any,
                 [](const Node& n) -> PropertyValue { return n.anchorPoint(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* p = as<Vec2>(v);
                     if (!p || !finite(*p)) return false;
                     n.setAnchorPoint(*p);
                     return true;
                 },
                 "Fraction of the content size that sits at the position; the pivot of rotation, scale and skew"});
    t.push_back({"contentSize", "Content size", "Transform", PropertyKind::Extent, sizable,
                 [](const Node& n) -> PropertyValue { return n.contentSize(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* s = as<Size>(v);
                     if (!s || !std::isfinite(s->width) || !std::isfinite(s->height) || s->width < 0 || s->height < 0)
                         return false;
                     n.setContentSize(*s);
                     return true;
                 },
                 ""});
    t.push_back(BOOL_PROP("ignoreAnchorPointForPosition", "Ignore anchor for position", "Transform", any,
                          isIgnoreAnchorPointForPosition, setIgnoreAnchorPointForPosition,
                          "Position names where local (0,0) lands; rotation still pivots on the anchor"));
    t.push_back(FLOAT_PROP("rotation", "Rotation", "Transform", PropertyKind::Angle, rotation, setRotation,
                           "Degrees, clockwise; sets both rotation skews"));
    t.push_back(FLOAT_PROP("rotationSkewX", "Rotation skew X", "Transform", PropertyKind::Angle, rotationSkewX,
                           setRotationSkewX, "Tilts the y axis"));
    t.push_back(FLOAT_PROP("rotationSkewY", "Rotation skew Y", "Transform", PropertyKind::Angle, rotationSkewY,
                           setRotationSkewY, "Tilts the x axis"));
    t.push_back(FLOAT_PROP("scaleX", "Scale X", "Transform", PropertyKind::Float, scaleX, setScaleX, ""));
    t.push_back(FLOAT_PROP("scaleY", "Scale Y", "Transform", PropertyKind::Float, scaleY, setScaleY, ""));
    t.push_back(FLOAT_PROP("skewX", "Skew X", "Transform", PropertyKind::Angle, skewX, setSkewX, "Degrees"));
    t.push_back(FLOAT_PROP("skewY", "Skew Y", "Transform", PropertyKind::Angle, skewY, setSkewY, "Degrees"));

    t.push_back({"localZOrder", "Local Z", "Ordering", PropertyKind::Int, notRoot,
                 [](const Node& n) -> PropertyValue { return n.localZOrder(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* i = as<int>(v);
                     if (!i) return false;
                     n.setLocalZOrder(*i);
                     return true;
                 },
                 "Order among siblings; negative draws before the parent. Equal values: later arrival on top"});
    t.push_back(FLOAT_PROP("globalZOrder", "Global Z", "Ordering", PropertyKind::Float, globalZOrder, setGlobalZOrder,
                           "Sorts this node's own drawing across the whole scene (negative, zero, positive bands). "
                           "Not inherited: children stay where the tree puts them"));

    t.push_back({"color", "Colour", "Colour", PropertyKind::Color, any,
                 [](const Node& n) -> PropertyValue { return n.color(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* c = as<Color3B>(v);
                     if (!c) return false;
                     n.setColor(*c);
                     return true;
                 },
                 ""});
    t.push_back({"opacity", "Opacity", "Colour", PropertyKind::Byte, any,
                 [](const Node& n) -> PropertyValue { return int(n.opacity()); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* i = as<int>(v);
                     if (!i || *i < 0 || *i > 255) return false;
                     n.setOpacity(std::uint8_t(*i));
                     return true;
                 },
                 ""});
    t.push_back(BOOL_PROP("cascadeColorEnabled", "Cascade colour", "Colour", any, isCascadeColorEnabled,
                          setCascadeColorEnabled, "Children's displayed colour is multiplied by this node's"));
    t.push_back(BOOL_PROP("cascadeOpacityEnabled", "Cascade opacity", "Colour", any, isCascadeOpacityEnabled,
                          setCascadeOpacityEnabled, "Children's displayed opacity is multiplied by this node's"));

    t.push_back({"texture", "Texture", "Sprite", PropertyKind::Path, isSprite,
                 [](const Node& n) -> PropertyValue { return static_cast<const Sprite&>(n).texturePath(); },
                 [](Document& doc, Node& n, const PropertyValue& v) {
                     auto* s = as<std::string>(v);
                     if (!s) return false;
                     doc.assignTexture(static_cast<Sprite&>(n), *s);
                     return true;
                 },
                 "PNG path relative to the scene file"});
    t.push_back({"textureRect", "Texture rect", "Sprite", PropertyKind::Region, isSprite,
                 [](const Node& n) -> PropertyValue { return static_cast<const Sprite&>(n).textureRect(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* r = as<Rect>(v);
                     if (!r || r->size.width < 0 || r->size.height < 0) return false;
                     static_cast<Sprite&>(n).setTextureRect(*r);
                     return true;
                 },
                 "Pixels, top-left origin of the image"});
    t.push_back({"flippedX", "Flipped X", "Sprite", PropertyKind::Bool, isSprite,
                 [](const Node& n) -> PropertyValue { return static_cast<const Sprite&>(n).isFlippedX(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* b = as<bool>(v);
                     if (!b) return false;
                     static_cast<Sprite&>(n).setFlippedX(*b);
                     return true;
                 }});
    t.push_back({"flippedY", "Flipped Y", "Sprite", PropertyKind::Bool, isSprite,
                 [](const Node& n) -> PropertyValue { return static_cast<const Sprite&>(n).isFlippedY(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* b = as<bool>(v);
                     if (!b) return false;
                     static_cast<Sprite&>(n).setFlippedY(*b);
                     return true;
                 }});
    t.push_back({"blend", "Blend", "Sprite", PropertyKind::Blend, isSprite,
                 [](const Node& n) -> PropertyValue { return int(static_cast<const Sprite&>(n).blend()); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* i = as<int>(v);
                     if (!i || *i < 0 || *i > 3) return false;
                     static_cast<Sprite&>(n).setBlend(BlendMode(*i));
                     return true;
                 },
                 "alpha, additive, multiply, opaque"});
    t.push_back({"text", "Text", "Label", PropertyKind::Text, isLabel,
                 [](const Node& n) -> PropertyValue { return static_cast<const Label&>(n).text(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* s = as<std::string>(v);
                     if (!s) return false;
                     static_cast<Label&>(n).setText(*s);
                     return true;
                 }});
    t.push_back({"fontSize", "Font size", "Label", PropertyKind::Float, isLabel,
                 [](const Node& n) -> PropertyValue { return static_cast<const Label&>(n).fontSize(); },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* f = as<float>(v);
                     if (!f || !(*f > 0.0f) || *f > 1024.0f) return false;
                     static_cast<Label&>(n).setFontSize(*f);
                     return true;
                 },
                 "Pixels"});
    t.push_back({"locked", "Locked", "Editor", PropertyKind::Bool, notRoot,
                 [](const Node& n) -> PropertyValue { return n.metadata() && n.metadata()->editorLocked; },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* b = as<bool>(v);
                     if (!b) return false;
                     n.ensureMetadata().editorLocked = *b;
                     return true;
                 },
                 "Locked nodes cannot be picked in the viewport"});
    t.push_back({"hidden", "Hidden in editor", "Editor", PropertyKind::Bool, notRoot,
                 [](const Node& n) -> PropertyValue { return n.metadata() && n.metadata()->editorHidden; },
                 [](Document&, Node& n, const PropertyValue& v) {
                     auto* b = as<bool>(v);
                     if (!b) return false;
                     n.ensureMetadata().editorHidden = *b;
                     return true;
                 },
                 "Hidden only in the editor's viewport; the game still draws it"});
    return t;
}

#undef FLOAT_PROP
#undef BOOL_PROP

}  // namespace

const std::vector<PropertyInfo>& nodeProperties() {
    static const std::vector<PropertyInfo> kTable = buildTable();
    return kTable;
}

const PropertyInfo* findProperty(std::string_view name) {
    for (const PropertyInfo& p : nodeProperties())
        if (name == p.name) return &p;
    return nullptr;
}

std::string describeValue(const PropertyValue& value) {
    std::ostringstream s;
    std::visit(
        [&](const auto& v) {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, bool>) s << (v ? "true" : "false");
            else if constexpr (std::is_same_v<T, Vec2>) s << "(" << v.x << ", " << v.y << ")";
            else if constexpr (std::is_same_v<T, Size>) s << v.width << " x " << v.height;
            else if constexpr (std::is_same_v<T, Rect>) s << "(" << v.origin.x << ", " << v.origin.y << ", " << v.size.width << ", " << v.size.height << ")";
            else if constexpr (std::is_same_v<T, Color3B>) s << "(" << int(v.r) << ", " << int(v.g) << ", " << int(v.b) << ")";
            else s << v;
        },
        value);
    return s.str();
}

}  // namespace diorama
