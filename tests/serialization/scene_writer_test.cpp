// Writing: copy/paste text and numbers that read back exactly.
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/message_text.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/opaque_node.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"
#include "samples.h"
#include "scene_fixtures.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

// ---- copy / paste ------------------------------------------------------------------------------
TEST(Clipboard, SubtreesRoundTripWithFreshIds) {
    Assets assets;
    auto r = load(doc(R"({"type": "Node", "id": "orig", "name": "group", "position": [3, 4], "children": [
        {"type": "ColorLayer", "id": "kid", "name": "kid", "contentSize": [5, 5], "color": [9, 8, 7]}]})"),
                  assets);
    ASSERT_TRUE(r.ok());
    const std::string text = serializeNodes({&firstChild(r)}, &r.file);
    NodesResult pasted = parseNodes(text, ".", assets.context());
    ASSERT_FALSE(pasted.error) << pasted.error->format();
    ASSERT_EQ(pasted.nodes.size(), 1u);
    Node& copy = *pasted.nodes[0];
    EXPECT_EQ(copy.name(), "group");
    EXPECT_EQ(copy.position(), Vec2(3, 4));
    EXPECT_NE(pasted.file.fileId(copy.id()), "orig");
    EXPECT_FALSE(pasted.file.fileId(copy.id()).empty());
    Node& kid = *copy.children().front();
    EXPECT_EQ(kid.typeName(), "ColorLayer");
    EXPECT_EQ(kid.color(), (Color3B{9, 8, 7}));
    EXPECT_NE(pasted.file.fileId(kid.id()), "kid");
    EXPECT_TRUE(parseNodes("{\"format\": \"other\"}", ".", assets.context()).error.has_value());
    EXPECT_TRUE(parseNodes("not json", ".", assets.context()).error.has_value());
}

// Saving must write only what loading accepts, for every float including FLT_MAX.
TEST(SceneText, EveryFloatTheWriterPrintsReadsBackExactly) {
    std::vector<float> values = {FLT_MAX, -FLT_MAX, FLT_MIN,     -FLT_MIN, FLT_TRUE_MIN, 1e38f, 3.4028233e38f,
                                 0.1f,    1e-30f,   16777217.0f, 1e15f,    1e16f,        -0.0f};
    std::mt19937 rng(1234);
    std::uniform_int_distribution<std::uint32_t> bits;
    while (values.size() < 3000) {
        const std::uint32_t b = bits(rng);
        float f;
        std::memcpy(&f, &b, sizeof f);
        if (std::isfinite(f)) values.push_back(f);
    }
    for (float v : values) {
        Scene scene;
        auto node = std::make_unique<Node>();
        node->setRotation(v);
        node->setPosition({v, -v});
        node->setGlobalZOrder(v);
        scene.addChild(std::move(node));
        const std::string text = saveSceneToString(scene);
        LoadResult r = load(text);
        ASSERT_TRUE(r.ok()) << v << ": " << r.error->format();
        const Node& back = *r.scene->children().front();
        EXPECT_EQ(back.rotationSkewX(), v);
        EXPECT_EQ(back.position().x, v);
        EXPECT_EQ(back.position().y, -v);
        EXPECT_EQ(back.globalZOrder(), v);
    }
    // Just past what rounds to FLT_MAX is still refused.
    EXPECT_NE(errorOf(doc(R"({"type": "Node", "rotation": 3.40282357e38})")).find("out of range"), std::string::npos);
}

TEST(SceneText, LabelFontSizeAtFloatMaxRoundTrips) {
    Scene scene;
    scene.addChild(std::make_unique<Label>(nullptr, "x", FLT_MAX));
    const std::string text = saveSceneToString(scene);
    LoadResult r = load(text);
    ASSERT_TRUE(r.ok()) << r.error->format();
    EXPECT_EQ(static_cast<const Label&>(*r.scene->children().front()).fontSize(), FLT_MAX);
}
