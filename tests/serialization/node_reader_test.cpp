// Node records read through the node type registry: a type's keys come from its
// description, unknown types keep their keys, a game's own registry is honoured.
#include "diorama/nodes/layer_gradient.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/builtin_types.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace diorama;

namespace {

std::string doc(const std::string& rootChildren) {
    return R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [)" + rootChildren +
           "]}}";
}

LoadResult load(std::string_view text, const SceneContext& context = {}) {
    return loadSceneText(text, "test.json", std::filesystem::temp_directory_path(), context);
}

}  // namespace

TEST(NodeReader, LayerGradientKeysAreReadAndWrittenBackWithDefaultsOmitted) {
    auto r = load(doc(R"({"type": "LayerGradient", "id": "g", "contentSize": [10, 20], "color": [255, 0, 0],
        "endColor": [0, 0, 255], "startOpacity": 200, "endOpacity": 10, "vector": [1, 1],
        "compressedInterpolation": false, "blend": "additive"})"));
    ASSERT_TRUE(r.ok()) << r.error->format();
    auto& g = static_cast<LayerGradient&>(*r.scene->children().front());
    EXPECT_EQ(g.color(), (Color3B{255, 0, 0}));
    EXPECT_EQ(g.endColor(), (Color3B{0, 0, 255}));
    EXPECT_EQ(g.startOpacity(), 200);
    EXPECT_EQ(g.endOpacity(), 10);
    EXPECT_EQ(g.vector(), (Vec2{1, 1}));
    EXPECT_FALSE(g.isCompressedInterpolation());
    EXPECT_EQ(g.blend(), BlendMode::Additive);
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(saved.find(R"("endColor": [0, 0, 255],
        "startOpacity": 200)"),
              std::string::npos)
        << saved;

    auto plain = load(doc(R"({"type": "LayerGradient", "id": "g"})"));
    ASSERT_TRUE(plain.ok());
    const std::string minimal = saveSceneToString(*plain.scene, plain.file);
    // Black to black along (0, -1) is LayerGradient::create(): nothing to write.
    EXPECT_NE(minimal.find(R"({
        "type": "LayerGradient",
        "id": "g"
      })"),
              std::string::npos)
        << minimal;
}

TEST(NodeReader, AKeyOfAnotherTypeIsKeptAsAnUnknownKey) {
    auto r = load(doc(R"({"type": "Node", "id": "n", "endColor": [1, 2, 3], "texture": "x.png"})"));
    ASSERT_TRUE(r.ok()) << r.error->format();
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(saved.find(R"("endColor": [1, 2, 3])"), std::string::npos);
    EXPECT_NE(saved.find(R"("texture": "x.png")"), std::string::npos);
}

TEST(NodeReader, RegistryChecksBecomeErrorsAtTheirPointer) {
    auto bad = [](const std::string& record) {
        auto r = load(doc(record));
        EXPECT_FALSE(r.ok()) << record;
        return r.error ? r.error->format() : std::string();
    };
    EXPECT_NE(bad(R"({"type": "LayerGradient", "endOpacity": 256})").find("/root/children/0/endOpacity"),
              std::string::npos);
    EXPECT_NE(bad(R"({"type": "LayerGradient", "blend": "screen"})")
                  .find("unknown blend \"screen\" (expected alpha, additive, multiply or opaque)"),
              std::string::npos);
    EXPECT_NE(bad(R"({"type": "Label", "fontSize": 0})").find("fontSize must be positive"), std::string::npos);
    EXPECT_NE(
        bad(R"({"type": "Sprite", "textureRect": [0, 0, -1, 1]})").find("texture rectangle sizes cannot be negative"),
        std::string::npos);
    EXPECT_NE(bad(R"({"type": "LayerGradient", "vector": [1]})").find("expected an array of 2 numbers [x, y]"),
              std::string::npos);
}

TEST(NodeReader, AGamesOwnRegistryReadsItsOwnTypes) {
    struct Coin : Node {
        int value = 1;
        std::string_view typeName() const override { return "Coin"; }
    };
    NodeTypeRegistry registry;
    ASSERT_EQ(registry.add(nodeTypeInfo()), "");
    ASSERT_EQ(registry.add(sceneTypeInfo()), "");
    NodeTypeInfo coin;
    coin.name = "Coin";
    coin.parent = "Node";
    coin.create = [](const NodeFactoryContext&) { return std::make_unique<Coin>(); };
    coin.properties.push_back(property<Coin, int>(
        "value", ValueKind::Int, [](const Coin& c) { return c.value; }, [](Coin& c, int v) { c.value = v; }, 1,
        PropertyHints{.min = 1, .max = 100}));
    ASSERT_EQ(registry.add(coin), "");
    SceneContext context;
    context.types = &registry;
    auto r = load(doc(R"({"type": "Coin", "value": 25, "position": [1, 2]})"), context);
    ASSERT_TRUE(r.ok()) << r.error->format();
    auto& c = static_cast<Coin&>(*r.scene->children().front());
    EXPECT_EQ(c.value, 25);
    EXPECT_EQ(c.position(), (Vec2{1, 2}));
    EXPECT_NE(saveSceneToString(*r.scene, r.file).find(R"("value": 25)"), std::string::npos);
    auto tooMuch = load(doc(R"({"type": "Coin", "value": 250})"), context);
    ASSERT_FALSE(tooMuch.ok());
    EXPECT_NE(tooMuch.error->format().find("out of range [1, 100]"), std::string::npos) << tooMuch.error->format();
}
