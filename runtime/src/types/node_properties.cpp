// Node's own properties, in the order scene files list them (docs/scene-format.md).
#include "diorama/nodes/page_view.h"
#include "diorama/nodes/panel.h"
#include "diorama/scene/node.h"
#include "diorama/types/builtin_types.h"

#include <cstdint>

namespace diorama {

namespace {

constexpr double kInt32Min = -2147483648.0, kInt32Max = 2147483647.0;

PropertyHints hints(const char* group, Unit unit, const char* tooltip) {
    return PropertyHints{.unit = unit, .group = group, .tooltip = tooltip};
}

PropertyDescriptor floatProperty(const char* key, float (Node::*get)() const, void (Node::*set)(float), float def,
                                 PropertyHints h) {
    return property<Node, float>(key, ValueKind::Float, get, set, def, h);
}

// Shorthand "rotation"/"scale" is saved when both halves agree; the halves otherwise.
bool rotationsAgree(const Node& n) { return n.rotationSkewX() == n.rotationSkewY(); }
bool scalesAgree(const Node& n) { return n.scaleX() == n.scaleY(); }

// Setting either position switches the mode; undo puts the mode and its value back.
std::function<void(Node&)> capturePositionMode(const Node& n) {
    const bool normalized = n.usesNormalizedPosition();
    const Vec2 raw = normalized ? n.normalizedPosition() : n.position();
    return [normalized, raw](Node& m) { normalized ? m.setNormalizedPosition(raw) : m.setPosition(raw); };
}

}  // namespace

NodeTypeInfo nodeTypeInfo() {
    NodeTypeInfo t =
        describeType<Node>("Node", "", "cube", "An empty node: a transform and a z order for its children");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) { n.setName("Node"); };
    auto& p = t.properties;

    auto name =
        property<Node, std::string>("name", ValueKind::String, &Node::name, &Node::setName, std::string(),
                                    hints("Node", Unit::None, "Names are used in paths and by enumerateChildren"));
    name.links.structure = true;
    p.push_back(std::move(name));
    PropertyHints tag = hints("Node", Unit::None, "-1 means no tag");
    tag.min = kInt32Min, tag.max = kInt32Max;
    p.push_back(property<Node, int>("tag", ValueKind::Int, &Node::tag, &Node::setTag, kInvalidTag, tag));

    auto position = property<Node, Vec2>("position", ValueKind::Point, &Node::position, &Node::setPosition, Vec2{},
                                         hints("Transform", Unit::Pixels, "In the parent's space, y up"));
    position.saveWhen = [](const Node& n) { return !n.usesNormalizedPosition() && n.position() != Vec2{}; };
    position.links.capture = capturePositionMode;
    position.lockedFor = placedByParent;
    measureLayoutAfterEdit(position);
    p.push_back(std::move(position));
    auto normalized = property<Node, Vec2>(
        "normalizedPosition", ValueKind::Point, &Node::normalizedPosition, &Node::setNormalizedPosition, Vec2{},
        hints("Transform", Unit::Fraction,
              "Position as a fraction of the parent's content size; editing it turns the mode on"));
    normalized.saveWhen = [](const Node& n) { return n.usesNormalizedPosition(); };
    normalized.links.capture = capturePositionMode;
    normalized.lockedFor = placedByParent;
    measureLayoutAfterEdit(normalized);
    p.push_back(std::move(normalized));
    p.push_back(floatProperty("positionZ", &Node::positionZ, &Node::setPositionZ, 0.0f,
                              hints("Transform", Unit::Pixels, "Moves along z only; never changes draw order")));
    auto anchor = property<Node, Vec2>(
        "anchorPoint", ValueKind::Point, &Node::anchorPoint, &Node::setAnchorPoint, Vec2{},
        hints("Transform", Unit::Fraction,
              "Fraction of the content size that sits at the position; the pivot of rotation, scale and skew"));
    measureLayoutAfterEdit(anchor);
    p.push_back(std::move(anchor));
    auto size = property<Node, Size>("contentSize", ValueKind::Extent, &Node::contentSize, &Node::setContentSize,
                                     Size{}, hints("Transform", Unit::Pixels, ""));
    size.lockedFor = sizedByParent;
    measureLayoutAfterEdit(size);
    p.push_back(std::move(size));
    p.push_back(property<Node, bool>(
        "ignoreAnchorPointForPosition", ValueKind::Bool, &Node::isIgnoreAnchorPointForPosition,
        &Node::setIgnoreAnchorPointForPosition, false,
        hints("Transform", Unit::None, "Position names where local (0,0) lands; rotation still pivots on the anchor")));

    auto rotation = floatProperty("rotation", &Node::rotation, &Node::setRotation, 0.0f,
                                  hints("Transform", Unit::Degrees, "Degrees, clockwise; sets both rotation skews"));
    rotation.saveWhen = [](const Node& n) { return rotationsAgree(n) && n.rotationSkewX() != 0.0f; };
    rotation.links.keys = {"rotationSkewX", "rotationSkewY"};  // its value is skew X alone
    p.push_back(std::move(rotation));
    for (auto [key, get, set, tip] :
         {std::tuple{"rotationSkewX", &Node::rotationSkewX, &Node::setRotationSkewX, "Tilts the y axis"},
          std::tuple{"rotationSkewY", &Node::rotationSkewY, &Node::setRotationSkewY, "Tilts the x axis"}}) {
        auto half = floatProperty(key, get, set, 0.0f, hints("Transform", Unit::Degrees, tip));
        half.saveWhen = [](const Node& n) { return !rotationsAgree(n); };
        p.push_back(std::move(half));
    }
    auto scale = property<Node, float>("scale", ValueKind::Float, &Node::scale,
                                       static_cast<void (Node::*)(float)>(&Node::setScale), 1.0f,
                                       hints("Transform", Unit::None, "Both scales at once"));
    scale.hints.inspector = false;
    scale.saveWhen = [](const Node& n) { return scalesAgree(n) && n.scaleX() != 1.0f; };
    p.push_back(std::move(scale));
    for (auto [key, get, set] : {std::tuple{"scaleX", &Node::scaleX, &Node::setScaleX},
                                 std::tuple{"scaleY", &Node::scaleY, &Node::setScaleY}}) {
        auto half = floatProperty(key, get, set, 1.0f, hints("Transform", Unit::None, ""));
        half.saveWhen = [](const Node& n) { return !scalesAgree(n); };
        p.push_back(std::move(half));
    }
    p.push_back(
        floatProperty("skewX", &Node::skewX, &Node::setSkewX, 0.0f, hints("Transform", Unit::Degrees, "Degrees")));
    p.push_back(
        floatProperty("skewY", &Node::skewY, &Node::setSkewY, 0.0f, hints("Transform", Unit::Degrees, "Degrees")));

    PropertyHints localZ =
        hints("Ordering", Unit::None,
              "Order among siblings; negative draws before the parent. Equal values: later arrival on top");
    localZ.min = kInt32Min, localZ.max = kInt32Max;
    auto localZOrder =
        property<Node, int>("localZOrder", ValueKind::Int, &Node::localZOrder, &Node::setLocalZOrder, 0, localZ);
    // A z change also refreshes the arrival order (docs/runtime.md, A1).
    localZOrder.links.structure = localZOrder.links.siblingOrder = true;
    p.push_back(std::move(localZOrder));
    p.push_back(floatProperty("globalZOrder", &Node::globalZOrder, &Node::setGlobalZOrder, 0.0f,
                              hints("Ordering", Unit::None,
                                    "Sorts this node's own drawing across the whole scene (negative, zero, positive "
                                    "bands). Not inherited: children stay where the tree puts them")));
    p.push_back(property<Node, bool>(
        "visible", ValueKind::Bool, &Node::isVisible, &Node::setVisible, true,
        hints("Node", Unit::None,
              "Invisible nodes and their subtrees are not drawn (they still get events at runtime)")));
    p.push_back(property<Node, bool>(
        "clippingEnabled", ValueKind::Bool, &Node::isClippingEnabled, &Node::setClippingEnabled, false,
        hints("Node", Unit::None,
              "This node and its children draw only inside its content rectangle, and widgets below take touches "
              "only there (a cocos Panel's Clip)")));
    p.push_back(
        property<Node, Color3B>("color", ValueKind::Color, &Node::color, &Node::setColor, Color3B::white(),
                                hints("Colour", Unit::None,
                                      "Tints what the node draws (times its parent's colour when the "
                                      "parent cascades colour); a Label's text is also times its Text colour")));
    PropertyHints opacity = hints("Colour", Unit::Byte, "");
    opacity.min = 0, opacity.max = 255;
    opacity.tweens = true;
    p.push_back(property<Node, int>(
        "opacity", ValueKind::Int, &Node::opacity, [](Node& n, int v) { n.setOpacity(std::uint8_t(v)); }, 255,
        opacity));
    p.push_back(property<Node, bool>(
        "cascadeColorEnabled", ValueKind::Bool, &Node::isCascadeColorEnabled, &Node::setCascadeColorEnabled, false,
        hints("Colour", Unit::None, "Children's displayed colour is multiplied by this node's")));
    p.push_back(property<Node, bool>(
        "cascadeOpacityEnabled", ValueKind::Bool, &Node::isCascadeOpacityEnabled, &Node::setCascadeOpacityEnabled,
        false, hints("Colour", Unit::None, "Children's displayed opacity is multiplied by this node's")));
    addLayoutProperties(p);
    addLayoutParameterProperties(p);
    return t;
}

}  // namespace diorama
