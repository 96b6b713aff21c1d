// Node records read through the node type registry: every key, its default, how
// shorthands and overrides combine, unknown types and keys, a game's own registry.
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/layer_gradient.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/message_text.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/opaque_node.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"
#include "diorama/types/builtin_types.h"
#include "game_types.h"
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

// ---- keys and defaults ----------------------------------------------------------------------
TEST(SceneKeys, DefaultsWhenKeysAreAbsent) {
    Assets assets;
    auto r = load(doc(R"({"type": "Node"}, {"type": "Sprite"}, {"type": "Label"}, {"type": "ColorLayer"})"), assets);
    ASSERT_TRUE(r.ok()) << r.error->format();
    EXPECT_EQ(r.scene->contentSize(), (Size{960, 640}));
    EXPECT_TRUE(r.scene->isIgnoreAnchorPointForPosition());
    std::vector<Node*> kids = childrenInFileOrder(*r.scene);
    Node& n = *kids[0];
    EXPECT_EQ(n.name(), "");
    EXPECT_EQ(n.tag(), -1);
    EXPECT_EQ(n.position(), Vec2(0, 0));
    EXPECT_EQ(n.anchorPoint(), Vec2(0, 0));
    EXPECT_EQ(n.contentSize(), (Size{0, 0}));
    EXPECT_FALSE(n.isIgnoreAnchorPointForPosition());
    EXPECT_EQ(n.rotationSkewX(), 0.0f);
    EXPECT_EQ(n.scaleX(), 1.0f);
    EXPECT_EQ(n.skewY(), 0.0f);
    EXPECT_EQ(n.localZOrder(), 0);
    EXPECT_EQ(n.globalZOrder(), 0.0f);
    EXPECT_TRUE(n.isVisible());
    EXPECT_EQ(n.color(), Color3B::white());
    EXPECT_EQ(n.opacity(), 255);
    EXPECT_FALSE(n.isCascadeColorEnabled());
    EXPECT_FALSE(n.isCascadeOpacityEnabled());
    EXPECT_FALSE(r.file.fileId(n.id()).empty());  // generated on load
    EXPECT_EQ(kids[1]->anchorPoint(), Vec2(0.5f, 0.5f));
    EXPECT_EQ(static_cast<Sprite*>(kids[1])->blend(), BlendMode::Alpha);
    EXPECT_EQ(kids[2]->anchorPoint(), Vec2(0.5f, 0.5f));
    EXPECT_EQ(static_cast<Label*>(kids[2])->fontSize(), 24.0f);
    EXPECT_EQ(static_cast<Label*>(kids[2])->text(), "");
}

TEST(SceneKeys, EveryNodeKeyIsReadAndWrittenBack) {
    Assets assets;
    const std::string record = R"({
      "type": "Node", "id": "n1", "name": "all", "tag": 7, "position": [1.5, -2],
      "positionZ": 3, "anchorPoint": [0.25, 0.75], "contentSize": [10, 20],
      "ignoreAnchorPointForPosition": true, "rotationSkewX": 10, "rotationSkewY": 20,
      "scaleX": 2, "scaleY": 3, "skewX": 4, "skewY": 5, "localZOrder": -3, "globalZOrder": 1.5,
      "visible": false, "color": [1, 2, 3], "opacity": 4, "cascadeColorEnabled": true,
      "cascadeOpacityEnabled": true, "editor": {"locked": true, "hidden": true, "note": "x"}})";
    auto r = load(doc(record), assets);
    ASSERT_TRUE(r.ok()) << r.error->format();
    Node& n = firstChild(r);
    EXPECT_EQ(r.file.fileId(n.id()), "n1");
    EXPECT_EQ(n.name(), "all");
    EXPECT_EQ(n.tag(), 7);
    EXPECT_EQ(n.position(), Vec2(1.5f, -2));
    EXPECT_EQ(n.positionZ(), 3.0f);
    EXPECT_EQ(n.anchorPoint(), Vec2(0.25f, 0.75f));
    EXPECT_EQ(n.contentSize(), (Size{10, 20}));
    EXPECT_TRUE(n.isIgnoreAnchorPointForPosition());
    EXPECT_EQ(n.rotationSkewX(), 10.0f);
    EXPECT_EQ(n.rotationSkewY(), 20.0f);
    EXPECT_EQ(n.scaleX(), 2.0f);
    EXPECT_EQ(n.scaleY(), 3.0f);
    EXPECT_EQ(n.skewX(), 4.0f);
    EXPECT_EQ(n.skewY(), 5.0f);
    EXPECT_EQ(n.localZOrder(), -3);
    EXPECT_EQ(n.globalZOrder(), 1.5f);
    EXPECT_FALSE(n.isVisible());
    EXPECT_EQ(n.color(), (Color3B{1, 2, 3}));
    EXPECT_EQ(n.opacity(), 4);
    EXPECT_TRUE(n.isCascadeColorEnabled());
    EXPECT_TRUE(n.isCascadeOpacityEnabled());
    EXPECT_TRUE(r.file.isLocked(n.id()));
    EXPECT_TRUE(r.file.isHidden(n.id()));

    const std::string saved = saveSceneToString(*r.scene, r.file);
    auto again = load(saved, assets);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(saveSceneToString(*again.scene, again.file), saved);
    for (const char* key : {"\"tag\": 7",
                            "\"position\": [1.5, -2]",
                            "\"positionZ\": 3",
                            "\"anchorPoint\": [0.25, 0.75]",
                            "\"contentSize\": [10, 20]",
                            "\"ignoreAnchorPointForPosition\": true",
                            "\"rotationSkewX\": 10",
                            "\"rotationSkewY\": 20",
                            "\"scaleX\": 2",
                            "\"scaleY\": 3",
                            "\"skewX\": 4",
                            "\"skewY\": 5",
                            "\"localZOrder\": -3",
                            "\"globalZOrder\": 1.5",
                            "\"visible\": false",
                            "\"color\": [1, 2, 3]",
                            "\"opacity\": 4",
                            "\"cascadeColorEnabled\": true",
                            "\"cascadeOpacityEnabled\": true",
                            "\"locked\": true",
                            "\"hidden\": true",
                            "\"note\": \"x\""})
        EXPECT_NE(saved.find(key), std::string::npos) << key;
}

TEST(SceneKeys, RotationAndScaleShorthandsAndOverrides) {
    Assets assets;
    auto r = load(doc(R"({"type": "Node", "rotation": 30, "rotationSkewY": 45, "scale": 2, "scaleY": 4})"), assets);
    ASSERT_TRUE(r.ok());
    Node& n = firstChild(r);
    EXPECT_EQ(n.rotationSkewX(), 30.0f);
    EXPECT_EQ(n.rotationSkewY(), 45.0f);
    EXPECT_EQ(n.scaleX(), 2.0f);
    EXPECT_EQ(n.scaleY(), 4.0f);
    auto r2 = load(doc(R"({"type": "Node", "rotation": 30, "scale": 2})"), assets);
    const std::string saved = saveSceneToString(*r2.scene, r2.file);
    EXPECT_NE(saved.find("\"rotation\": 30"), std::string::npos);
    EXPECT_NE(saved.find("\"scale\": 2"), std::string::npos);
}

TEST(SceneKeys, NormalizedPositionReplacesPosition) {
    Assets assets;
    auto r = load(doc(R"({"type": "Node", "contentSize": [200, 100], "children": [
        {"type": "Node", "position": [5, 5], "normalizedPosition": [0.5, 0.25]}]})"),
                  assets);
    ASSERT_TRUE(r.ok());
    Node& child = *firstChild(r).children().front();
    EXPECT_EQ(child.position(), Vec2(100, 25));
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(saved.find("\"normalizedPosition\": [0.5, 0.25]"), std::string::npos);
    EXPECT_EQ(saved.find("\"position\": [5, 5]"), std::string::npos);
}

TEST(SceneKeys, DesignSizeIsTheRootContentSize) {
    Assets assets;
    auto r = load(doc("", R"(, "designSize": [320, 200])"), assets);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.scene->contentSize(), (Size{320, 200}));
    EXPECT_NE(saveSceneToString(*r.scene, r.file).find("\"designSize\": [320, 200]"), std::string::npos);
}

TEST(SceneKeys, SpriteKeys) {
    TempDir dir;
    fs::copy_file(kSource / "projects/events/images/card.png", dir.path / "card.png");
    Assets assets;
    auto r = load(doc(R"({"type": "Sprite", "texture": "card.png", "textureRect": [8, 8, 16, 32],
                          "flippedX": true, "flippedY": true, "blend": "additive"})"),
                  assets, dir.path);
    ASSERT_TRUE(r.ok()) << r.error->format();
    EXPECT_TRUE(r.assetProblems.empty());
    auto& s = static_cast<Sprite&>(firstChild(r));
    EXPECT_EQ(s.textureSize(), (Size{64, 64}));
    EXPECT_EQ(s.textureRect(), (Rect{{8, 8}, {16, 32}}));
    EXPECT_EQ(s.contentSize(), (Size{16, 32}));
    EXPECT_TRUE(s.isFlippedX());
    EXPECT_TRUE(s.isFlippedY());
    EXPECT_EQ(s.blend(), BlendMode::Additive);
    const std::string saved = saveSceneToString(*r.scene, r.file);
    for (const char* key : {"\"texture\": \"card.png\"", "\"textureRect\": [8, 8, 16, 32]", "\"flippedX\": true",
                            "\"flippedY\": true", "\"blend\": \"additive\""})
        EXPECT_NE(saved.find(key), std::string::npos) << key;
    EXPECT_EQ(saved.find("contentSize"), std::string::npos);  // follows the rect by default
}

TEST(SceneKeys, LabelKeys) {
    Assets assets;
    auto r = load(doc(R"({"type": "Label", "text": "héllo\nworld", "fontSize": 12})"), assets);
    ASSERT_TRUE(r.ok());
    auto& l = static_cast<Label&>(firstChild(r));
    EXPECT_EQ(l.text(), "héllo\nworld");
    EXPECT_EQ(l.fontSize(), 12.0f);
    EXPECT_GT(l.contentSize().width, 0.0f);
    EXPECT_GT(l.contentSize().height, 12.0f);  // two lines
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(saved.find("\"text\": \"héllo\\nworld\""), std::string::npos);
    EXPECT_NE(saved.find("\"fontSize\": 12"), std::string::npos);
}

TEST(SceneKeys, LabelContentSizeIsMeasuredUnlessGiven) {
    Assets assets;
    auto r = load(
        doc(R"({"type": "Label", "text": "abc"}, {"type": "Label", "text": "abc", "contentSize": [300, 40]})"), assets);
    ASSERT_TRUE(r.ok());
    auto kids = childrenInFileOrder(*r.scene);
    EXPECT_EQ(kids[0]->contentSize(), static_cast<Label*>(kids[0])->measuredSize());
    EXPECT_EQ(kids[1]->contentSize(), (Size{300, 40}));
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_EQ(saved.find("contentSize"), saved.rfind("contentSize"));  // only the explicit one
    EXPECT_NE(saved.find("\"contentSize\": [300, 40]"), std::string::npos);
}

TEST(SceneKeys, ChildrenKeepArrivalOrderInTheFile) {
    Assets assets;
    auto r =
        load(doc(R"({"type": "Node", "name": "a", "localZOrder": 5}, {"type": "Node", "name": "b", "localZOrder": -5},
                         {"type": "Node", "name": "c"})"),
             assets);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.scene->children().front()->name(), "b");  // draw order
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_LT(saved.find("\"a\""), saved.find("\"b\""));
    EXPECT_LT(saved.find("\"b\""), saved.find("\"c\""));
}

TEST(SceneKeys, UnknownKeysAndTypesSurviveARoundTrip) {
    Assets assets;
    const std::string text = doc(R"({"type": "ParticleSystem", "id": "p", "name": "sparks", "position": [1, 2],
        "emitRate": 30, "future": {"nested": [1, 2, {"x": true}]},
        "children": [{"type": "Node", "id": "k", "custom": "kept"}]})",
                                 R"(, "projectSettings": {"fps": 60})");
    auto r = load(text, assets);
    ASSERT_TRUE(r.ok()) << r.error->format();
    Node& n = firstChild(r);
    EXPECT_EQ(n.typeName(), "ParticleSystem");
    EXPECT_NE(dynamic_cast<OpaqueNode*>(&n), nullptr);
    EXPECT_EQ(n.position(), Vec2(1, 2));
    const std::string saved = saveSceneToString(*r.scene, r.file);
    for (const char* key : {"\"type\": \"ParticleSystem\"", "\"emitRate\": 30", "\"nested\": [", "\"custom\": \"kept\"",
                            "\"projectSettings\": {", "\"fps\": 60"})
        EXPECT_NE(saved.find(key), std::string::npos) << key << "\n" << saved;
    auto again = load(saved, assets);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(saveSceneToString(*again.scene, again.file), saved);
}

TEST(SceneKeys, GeneratedIdsAreStableAcrossSaves) {
    Assets assets;
    auto r = load(doc(R"({"type": "Node"})"), assets);
    const std::string first = saveSceneToString(*r.scene, r.file);
    auto r2 = load(first, assets);
    EXPECT_EQ(saveSceneToString(*r2.scene, r2.file), first);
}

TEST(SceneKeys, FloatsAreWrittenShortestAndReadBackExactly) {
    Assets assets;
    auto r = load(doc(R"({"type": "Node", "position": [0.1, 123.456], "rotation": 33.3333})"), assets);
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(saved.find("\"position\": [0.1, 123.456]"), std::string::npos) << saved;
    EXPECT_NE(saved.find("\"rotation\": 33.3333"), std::string::npos);
}

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
        auto r = load(doc(record), SceneContext{});
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
    NodeTypeRegistry registry;
    ASSERT_EQ(registry.add(nodeTypeInfo()), "");
    ASSERT_EQ(registry.add(sceneTypeInfo()), "");
    ASSERT_EQ(registry.add(coinTypeInfo()), "");
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
