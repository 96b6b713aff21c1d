// The node type registry: one description per type, inherited properties, validating
// setters, defaults that match what the constructors make.
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/layer_gradient.h"
#include "diorama/nodes/sprite.h"
#include "diorama/scene/scene.h"
#include "diorama/types/builtin_types.h"
#include "game_types.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace diorama;

namespace {

const NodeType& type(std::string_view name) {
    const NodeType* t = builtinNodeTypes().find(name);
    EXPECT_NE(t, nullptr) << name;
    return *t;
}

std::vector<std::string> keys(const NodeType& t) {
    std::vector<std::string> out;
    for (const auto& p : t.properties()) out.push_back(p.key);
    return out;
}

}  // namespace

TEST(NodeTypeRegistry, EveryRuntimeTypeIsRegisteredWithItsParentAndFactory) {
    const std::pair<const char*, const char*> expected[] = {{"Node", ""},
                                                            {"Scene", "Node"},
                                                            {"Sprite", "Node"},
                                                            {"Scale9Sprite", "Sprite"},
                                                            {"ColorLayer", "Node"},
                                                            {"LayerGradient", "ColorLayer"},
                                                            {"Label", "Node"},
                                                            {"Instance", "Node"},
                                                            {"LoadingBar", "Sprite"},
                                                            {"Button", "Scale9Sprite"},
                                                            {"CheckBox", "Sprite"},
                                                            {"Slider", "Scale9Sprite"},
                                                            {"TextField", "Node"},
                                                            {"TextAtlas", "Node"},
                                                            {"TextBMFont", "Node"},
                                                            {"Panel", "Node"},
                                                            {"ScrollView", "Node"},
                                                            {"ListView", "ScrollView"},
                                                            {"PageView", "ListView"}};
    ASSERT_EQ(builtinNodeTypes().types().size(), std::size(expected));
    for (auto [name, parent] : expected) {
        const NodeType& t = type(name);
        EXPECT_EQ(t.parent() ? t.parent()->name() : "", parent) << name;
        auto node = t.create({});
        ASSERT_NE(node, nullptr) << name;
        EXPECT_EQ(node->typeName(), name);
        EXPECT_EQ(&builtinNodeTypes().typeOf(*node), &t);
        EXPECT_FALSE(t.icon().empty()) << name;
    }
    EXPECT_FALSE(type("Scene").isCreatable());
    EXPECT_TRUE(type("LayerGradient").isA("ColorLayer"));
    EXPECT_TRUE(type("LayerGradient").isA("Node"));
    EXPECT_FALSE(type("Sprite").isA("Label"));
}

// Derived from the registry: a type added tomorrow is checked with no edit here.
TEST(NodeTypeRegistry, EveryRegisteredTypeMakesNodesOfItselfAndIsAKindOfItsParent) {
    for (const auto& t : builtinNodeTypes().types()) {
        auto node = t->create({});
        ASSERT_NE(node, nullptr) << t->name();
        EXPECT_EQ(node->typeName(), t->name());
        EXPECT_EQ(&builtinNodeTypes().typeOf(*node), t.get());
        EXPECT_FALSE(t->icon().empty()) << t->name();
        if (t->name() == "Node") continue;
        ASSERT_NE(t->parent(), nullptr) << t->name();
        // Every inherited property reads through the parent's class: it must work here.
        for (const PropertyDescriptor& p : t->parent()->properties())
            EXPECT_EQ(t->find(p.key)->get(*node).index(), alternativeIndexOf(p.kind)) << t->name() << "." << p.key;
    }
}

TEST(NodeTypeRegistry, TypesTheRegistryDoesNotKnowAreDescribedAsNodes) {
    struct Custom : Node {
        std::string_view typeName() const override { return "Custom"; }
    } custom;
    EXPECT_EQ(builtinNodeTypes().typeOf(custom).name(), "Node");
}

TEST(NodeTypeRegistry, PropertiesAreInheritedBaseFirstAndAppliedOwnFirst) {
    const auto sprite = keys(type("Sprite"));
    const auto node = keys(type("Node"));
    ASSERT_GT(sprite.size(), node.size());
    EXPECT_TRUE(std::equal(node.begin(), node.end(), sprite.begin()));
    EXPECT_EQ(
        std::vector<std::string>(sprite.begin() + long(node.size()), sprite.end()),
        (std::vector<std::string>{"texture", "textureRect", "flippedX", "flippedY", "blend", "atlas", "spriteFrame"}));
    // A texture fixes the content size; an explicit contentSize in the file must win.
    const auto& order = type("Sprite").applyOrder();
    EXPECT_EQ(order.front()->key, "texture");
    auto position = [&](const char* key) {
        return std::find_if(order.begin(), order.end(), [&](auto* p) { return p->key == key; }) - order.begin();
    };
    EXPECT_LT(position("textureRect"), position("contentSize"));
    // Three levels: the gradient's own keys, then ColorLayer's, then Node's.
    const auto& gradient = type("LayerGradient").applyOrder();
    EXPECT_EQ(gradient.front()->key, "endColor");
    EXPECT_EQ(gradient[5]->key, "blend");
    EXPECT_EQ(gradient[6]->key, "name");
}

TEST(NodeTypeRegistry, ApplyRankIsEachPropertysPlaceInTheApplyOrder) {
    for (const auto& t : builtinNodeTypes().types()) {
        ASSERT_EQ(t->applyOrder().size(), t->properties().size()) << t->name();
        for (std::size_t i = 0; i < t->properties().size(); ++i)
            EXPECT_EQ(t->applyOrder()[t->applyRank(i)], &t->properties()[i])
                << t->name() << "." << t->properties()[i].key;
    }
}

TEST(NodeTypeRegistry, AFreshNodeOfEveryTypeHasEveryPropertyAtItsDefault) {
    for (const auto& t : builtinNodeTypes().types()) {
        auto node = t->create({});
        for (const PropertyDescriptor& p : t->properties())
            EXPECT_FALSE(p.shouldSave(*node)) << t->name() << "." << p.key << " would be saved for a fresh node";
    }
}

TEST(NodeTypeRegistry, InheritedDefaultsFollowTheType) {
    Sprite sprite;
    EXPECT_EQ(type("Sprite").find("anchorPoint")->defaultOf(sprite), PropertyValue(Vec2{0.5f, 0.5f}));
    Node node;
    EXPECT_EQ(type("Node").find("anchorPoint")->defaultOf(node), PropertyValue(Vec2{0.0f, 0.0f}));
    Scene scene(Size{320, 200});
    EXPECT_EQ(type("Scene").find("contentSize")->defaultOf(scene), PropertyValue(Size{320, 200}));
    EXPECT_EQ(type("Scene").find("ignoreAnchorPointForPosition")->defaultOf(scene), PropertyValue(true));
    LayerGradient gradient;
    EXPECT_EQ(type("LayerGradient").find("color")->defaultOf(gradient), PropertyValue(Color3B{0, 0, 0}));
    ColorLayer layer;
    EXPECT_EQ(type("ColorLayer").find("color")->defaultOf(layer), PropertyValue(Color3B::white()));
}

TEST(NodeTypeRegistry, SettersRefuseBadValuesWithAnErrorAndLeaveTheNodeAlone) {
    Label label(nullptr);
    PropertyContext context;
    const NodeType& t = type("Label");
    EXPECT_EQ(t.find("fontSize")->set(label, 0.0f, context), "fontSize must be positive");
    EXPECT_NE(t.find("fontSize")->set(label, std::numeric_limits<float>::infinity(), context), "");
    EXPECT_NE(t.find("fontSize")->set(label, 12, context), "");  // an int is not a float
    EXPECT_EQ(label.fontSize(), Label::kDefaultFontSize);
    EXPECT_NE(t.find("opacity")->set(label, 256, context), "");
    EXPECT_NE(t.find("opacity")->set(label, -1, context), "");
    EXPECT_EQ(label.opacity(), 255);
    EXPECT_EQ(t.find("contentSize")->set(label, Size{-1, 2}, context), "sizes cannot be negative");
    EXPECT_NE(t.find("position")->set(label, Vec2{NAN, 0}, context), "");
    EXPECT_EQ(label.position(), Vec2{});
    EXPECT_EQ(t.find("opacity")->set(label, 7, context), "");
    EXPECT_EQ(label.opacity(), 7);

    Sprite sprite;
    const NodeType& s = type("Sprite");
    EXPECT_EQ(s.find("textureRect")->set(sprite, Rect{{0, 0}, {-1, 1}}, context),
              "texture rectangle sizes cannot be negative");
    EXPECT_NE(s.find("blend")->set(sprite, 4, context), "");
    EXPECT_EQ(s.find("blend")->set(sprite, 1, context), "");
    EXPECT_EQ(sprite.blend(), BlendMode::Additive);
    EXPECT_EQ(s.find("blend")->enumNames, (std::vector<std::string>{"alpha", "additive", "multiply", "opaque"}));
}

TEST(NodeTypeRegistry, ShorthandKeysAreSavedOnlyWhenTheirHalvesAgree) {
    Node n;
    const NodeType& t = type("Node");
    n.setRotation(30);
    EXPECT_TRUE(t.find("rotation")->shouldSave(n));
    EXPECT_FALSE(t.find("rotationSkewX")->shouldSave(n));
    n.setRotationSkewY(10);
    EXPECT_FALSE(t.find("rotation")->shouldSave(n));
    EXPECT_TRUE(t.find("rotationSkewX")->shouldSave(n));
    EXPECT_TRUE(t.find("rotationSkewY")->shouldSave(n));
    n.setScale(2);
    EXPECT_TRUE(t.find("scale")->shouldSave(n));
    EXPECT_FALSE(t.find("scaleX")->shouldSave(n));
    n.setNormalizedPosition({0.5f, 0.5f});
    EXPECT_TRUE(t.find("normalizedPosition")->shouldSave(n));
    EXPECT_FALSE(t.find("position")->shouldSave(n));
}

TEST(NodeTypeRegistry, RegistrationRefusesDuplicatesUnknownParentsAndRepeatedKeys) {
    NodeTypeRegistry r;
    EXPECT_EQ(r.add(nodeTypeInfo()), "");
    EXPECT_NE(r.add(nodeTypeInfo()), "");
    NodeTypeInfo orphan;
    orphan.name = "Orphan";
    orphan.parent = "Missing";
    EXPECT_NE(r.add(orphan), "");
    NodeTypeInfo repeat;
    repeat.name = "Repeat";
    repeat.parent = "Node";
    repeat.properties.push_back(
        property<Node, std::string>("name", ValueKind::String, &Node::name, &Node::setName, std::string()));
    EXPECT_NE(r.add(repeat), "");
    EXPECT_EQ(r.find("Repeat"), nullptr);
}

TEST(NodeTypeRegistry, AGameRegistersItsOwnTypeWithOneDescription) {
    using test::Coin;
    NodeTypeRegistry r;
    ASSERT_EQ(r.add(nodeTypeInfo()), "");
    ASSERT_EQ(r.add(test::coinTypeInfo()), "");
    auto node = r.find("Coin")->create({});
    PropertyContext context;
    EXPECT_EQ(r.typeOf(*node).find("value")->set(*node, 5, context), "");
    EXPECT_EQ(static_cast<Coin&>(*node).value, 5);
    EXPECT_NE(r.typeOf(*node).find("value")->set(*node, 500, context), "");
    EXPECT_NE(r.typeOf(*node).find("position"), nullptr);  // inherited from Node
}
