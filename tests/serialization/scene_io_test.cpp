// Scene format contract (docs/scene-format.md): keys, defaults, round trips, errors,
// limits, versions, asset paths, crash-safe saves and copy/paste.
#include "diorama/serialization/scene_io.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/opaque_node.h"
#include "diorama/text/font.h"

#include "temp_files.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace diorama;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;
using diorama::test::readFile;
using diorama::test::TempDir;
using diorama::test::writeFile;

struct Assets {
    TextureStore textures;
    FontStore fonts{textures};
    SceneContext context() {
        SceneContext c;
        c.textures = &textures;
        c.fonts = &fonts;
        return c;
    }
    Assets() { textures.setErrorSink(nullptr); }
};

std::string doc(const std::string& rootChildren, const std::string& extra = "") {
    return R"({"format": "diorama.scene", "version": 1)" + extra + R"(, "root": {"type": "Scene", "children": [)" +
           rootChildren + "]}}";
}

LoadResult load(std::string_view text, Assets& assets, const fs::path& base = fs::temp_directory_path()) {
    return loadSceneText(text, "test.json", base, assets.context());
}

Node& firstChild(LoadResult& r) { return *r.scene->children().front(); }

const std::vector<std::string> kSamples = {"world-1-1", "z-order", "transforms", "events"};

}  // namespace

// ---- samples --------------------------------------------------------------------------

TEST(Samples, EveryProjectLoadsWithoutProblemsAndRoundTripsByteForByte) {
    for (const auto& name : kSamples) {
        SCOPED_TRACE(name);
        Assets assets;
        const fs::path file = kSource / "projects" / name / (name + ".scene.json");
        LoadResult r = loadSceneFile(file, assets.context());
        ASSERT_TRUE(r.ok()) << r.error->format();
        EXPECT_TRUE(r.assetProblems.empty());
        EXPECT_EQ(saveSceneToString(*r.scene, r.file), readFile(file));
    }
}

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

// ---- errors ------------------------------------------------------------------------------

namespace {
SceneError expectError(const std::string& text, Assets& assets) {
    auto r = load(text, assets);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.error.has_value());
    return r.error.value_or(SceneError{});
}
}  // namespace

TEST(SceneErrors, WrongTypesNameThePointerLineAndColumn) {
    Assets assets;
    const std::string text =
        "{\n  \"format\": \"diorama.scene\",\n  \"version\": 1,\n  \"root\": {\"type\": \"Scene\", \"children\": [\n"
        "    {\"type\": \"Node\", \"anchorPoint\": \"middle\"}\n  ]}\n}\n";
    SceneError e = expectError(text, assets);
    EXPECT_EQ(e.pointer, "/root/children/0/anchorPoint");
    EXPECT_EQ(e.line, 5);
    EXPECT_EQ(e.column, 37);
    EXPECT_NE(e.message.find("expected an array of 2 numbers"), std::string::npos);
    EXPECT_EQ(e.format(), "test.json: /root/children/0/anchorPoint (line 5, column 37): " + e.message);
}

TEST(SceneErrors, EveryKeyRejectsAWrongType) {
    Assets assets;
    const std::vector<std::pair<std::string, std::string>> cases = {{"id", "1"},
                                                                    {"name", "2"},
                                                                    {"tag", "\"x\""},
                                                                    {"tag", "1.5"},
                                                                    {"position", "[1]"},
                                                                    {"position", "[1, \"2\"]"},
                                                                    {"positionZ", "true"},
                                                                    {"normalizedPosition", "{}"},
                                                                    {"anchorPoint", "3"},
                                                                    {"contentSize", "[-1, 2]"},
                                                                    {"ignoreAnchorPointForPosition", "1"},
                                                                    {"rotation", "\"90\""},
                                                                    {"rotationSkewX", "null"},
                                                                    {"rotationSkewY", "[]"},
                                                                    {"scale", "\"2\""},
                                                                    {"scaleX", "false"},
                                                                    {"scaleY", "{}"},
                                                                    {"skewX", "\"a\""},
                                                                    {"skewY", "[0]"},
                                                                    {"localZOrder", "0.5"},
                                                                    {"localZOrder", "3000000000"},
                                                                    {"globalZOrder", "\"1\""},
                                                                    {"visible", "0"},
                                                                    {"color", "[1, 2]"},
                                                                    {"color", "[1, 2, 256]"},
                                                                    {"color", "[1, 2, -1]"},
                                                                    {"opacity", "300"},
                                                                    {"opacity", "\"full\""},
                                                                    {"cascadeColorEnabled", "\"yes\""},
                                                                    {"cascadeOpacityEnabled", "1"},
                                                                    {"children", "{}"},
                                                                    {"children", "[1]"},
                                                                    {"editor", "[]"},
                                                                    {"globalZOrder", "1e39"}};
    for (const auto& [key, value] : cases) {
        SCOPED_TRACE(key + " = " + value);
        SceneError e = expectError(doc(R"({"type": "Node", ")" + key + "\": " + value + "}"), assets);
        EXPECT_EQ(e.pointer.rfind("/root/children/0/" + key, 0), 0u) << e.format();
        EXPECT_GT(e.line, 0);
    }
    const std::vector<std::tuple<std::string, std::string, std::string>> typed = {
        {"Sprite", "texture", "5"},        {"Sprite", "textureRect", "[1, 2, 3]"},
        {"Sprite", "flippedX", "\"no\""},  {"Sprite", "flippedY", "0"},
        {"Sprite", "blend", "\"screen\""}, {"Label", "text", "42"},
        {"Label", "fontSize", "-3"},       {"Label", "font", "[]"}};
    for (const auto& [type, key, value] : typed) {
        SCOPED_TRACE(type + "." + key);
        SceneError e = expectError(doc(R"({"type": ")" + type + R"(", ")" + key + "\": " + value + "}"), assets);
        EXPECT_EQ(e.pointer.rfind("/root/children/0/" + key, 0), 0u) << e.format();
    }
}

TEST(SceneErrors, DocumentRules) {
    Assets assets;
    EXPECT_NE(expectError("[]", assets).message.find("scene document"), std::string::npos);
    EXPECT_NE(expectError(R"({"version": 1, "root": {"type": "Scene"}})", assets).message.find("format"),
              std::string::npos);
    EXPECT_EQ(expectError(R"({"format": "other", "version": 1, "root": {"type": "Scene"}})", assets).pointer,
              "/format");
    EXPECT_NE(expectError(R"({"format": "diorama.scene", "root": {"type": "Scene"}})", assets).message.find("version"),
              std::string::npos);
    EXPECT_EQ(expectError(R"({"format": "diorama.scene", "version": "1", "root": {"type": "Scene"}})", assets).pointer,
              "/version");
    EXPECT_NE(expectError(R"({"format": "diorama.scene", "version": 1})", assets).message.find("root"),
              std::string::npos);
    EXPECT_EQ(expectError(R"({"format": "diorama.scene", "version": 1, "root": {"type": "Node"}})", assets).pointer,
              "/root/type");
    EXPECT_EQ(expectError(doc(R"({"type": "Scene"})"), assets).pointer, "/root/children/0/type");
    EXPECT_EQ(expectError(doc(R"({"name": "typeless"})"), assets).pointer, "/root/children/0");
    EXPECT_EQ(expectError(doc("", R"(, "designSize": [1, "x"])"), assets).pointer, "/designSize");
}

TEST(SceneErrors, NewerVersionIsRefused) {
    Assets assets;
    SceneError e = expectError(R"({"format": "diorama.scene", "version": 2, "root": {"type": "Scene"}})", assets);
    EXPECT_EQ(e.pointer, "/version");
    EXPECT_NE(e.message.find("newer than this build supports"), std::string::npos);
}

TEST(SceneErrors, DuplicateIdsAreRejected) {
    Assets assets;
    SceneError e = expectError(doc(R"({"type": "Node", "id": "same"}, {"type": "Node", "id": "same"})"), assets);
    EXPECT_EQ(e.pointer, "/root/children/1/id");
    EXPECT_NE(e.message.find("first used at /root/children/0/id"), std::string::npos);
}

TEST(SceneErrors, NonFiniteNumbersAreRejected) {
    Assets assets;
    for (const char* bad : {"NaN", "Infinity", "-Infinity", "1e999"}) {
        SCOPED_TRACE(bad);
        auto r = load(doc(std::string(R"({"type": "Node", "rotation": )") + bad + "}"), assets);
        EXPECT_FALSE(r.ok());
    }
}

TEST(SceneErrors, InvalidUtf8IsRejectedWithItsPosition) {
    Assets assets;
    std::string text = doc(R"({"type": "Node", "name": "bad)" + std::string("\xC3\x28") + R"("})");
    SceneError e = expectError(text, assets);
    EXPECT_NE(e.message.find("UTF-8"), std::string::npos) << e.message;
    EXPECT_EQ(e.line, 1);
    EXPECT_GT(e.column, 1);
}

TEST(SceneErrors, TruncatingASampleAtEveryByteNeverCrashesAndAlwaysErrors) {
    Assets assets;
    const std::string text = readFile(kSource / "projects/z-order/z-order.scene.json");
    const fs::path base = kSource / "projects/z-order";
    for (std::size_t n = 0; n < text.size() - 1; ++n) {
        auto r = load(std::string_view(text).substr(0, n), assets, base);
        ASSERT_FALSE(r.ok()) << "prefix of " << n << " bytes loaded";
        ASSERT_TRUE(r.error) << n;
        EXPECT_FALSE(r.error->message.empty());
    }
}

TEST(SceneLimits, JsonNestingDepthIsNamed) {
    Assets assets;
    std::string deep = R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "x": )";
    for (int i = 0; i < 5000; ++i) deep += "[";
    for (int i = 0; i < 5000; ++i) deep += "]";
    deep += "}}";
    SceneError e = expectError(deep, assets);
    EXPECT_NE(e.message.find("JSON nesting depth"), std::string::npos) << e.message;
}

TEST(SceneLimits, NodeTreeDepthIsNamed) {
    Assets assets;
    std::string nested = R"({"type": "Node"})";
    for (int i = 0; i < 300; ++i) nested = R"({"type": "Node", "children": [)" + nested + "]}";
    SceneError e = expectError(doc(nested), assets);
    EXPECT_NE(e.message.find("node tree depth"), std::string::npos) << e.message;
}

TEST(SceneLimits, NodeCountIsNamed) {
    Assets assets;
    std::string many;
    for (int i = 0; i < 50; ++i) many += std::string(i ? "," : "") + R"({"type": "Node"})";
    SceneContext ctx = assets.context();
    ctx.limits.maxNodes = 20;
    auto r = loadSceneText(doc(many), "big.json", ".", ctx);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->message.find("node count"), std::string::npos);
}

TEST(SceneLimits, StringLengthAndFileSizeAreNamed) {
    Assets assets;
    SceneContext ctx = assets.context();
    ctx.limits.maxStringBytes = 100;
    auto r = loadSceneText(doc(R"({"type": "Node", "name": ")" + std::string(200, 'a') + "\"}"), "s.json", ".", ctx);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->message.find("string length"), std::string::npos);
    ctx.limits.maxFileBytes = 10;
    auto big = loadSceneText(doc(""), "s.json", ".", ctx);
    ASSERT_FALSE(big.ok());
    EXPECT_NE(big.error->message.find("file size"), std::string::npos);
}

TEST(SceneLimits, HugeArraysOfNodesLoad) {
    Assets assets;
    std::string many;
    for (int i = 0; i < 20000; ++i) many += std::string(i ? "," : "") + R"({"type": "Node"})";
    auto r = load(doc(many), assets);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.scene->childCount(), 20000u);
    EXPECT_EQ(r.nodeCount, 20001u);
}

TEST(SceneFiles, MissingFileAndDirectoryAreClearErrors) {
    Assets assets;
    auto r = loadSceneFile("/nonexistent/scene.json", assets.context());
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->format(), "/nonexistent/scene.json: /: file not found");
    TempDir dir;
    auto d = loadSceneFile(dir.path, assets.context());
    ASSERT_FALSE(d.ok());
    EXPECT_NE(d.error->message.find("not a regular file"), std::string::npos);
}

// ---- migration -------------------------------------------------------------------------------

TEST(SceneVersions, Version0IsMigrated) {
    Assets assets;
    auto r = loadSceneFile(kSource / "tests/fixtures/legacy-v0.scene.json", assets.context());
    ASSERT_TRUE(r.ok()) << r.error->format();
    EXPECT_EQ(r.sourceVersion, 0);
    Node* floor = findNodeByPath(*r.scene, "floor");
    ASSERT_NE(floor, nullptr);
    EXPECT_EQ(floor->contentSize(), (Size{100, 20}));
    EXPECT_EQ(floor->localZOrder(), -1);
    EXPECT_EQ(floor->anchorPoint(), Vec2(0.5f, 0));
    EXPECT_EQ(findNodeByPath(*r.scene, "group/inner")->localZOrder(), 3);
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(saved.find("\"version\": 1"), std::string::npos);
    EXPECT_EQ(saved.find("\"zOrder\""), std::string::npos);
    EXPECT_NE(saved.find("\"localZOrder\": -1"), std::string::npos);
}

// ---- asset paths -------------------------------------------------------------------------------

TEST(SceneAssets, EscapingAndMissingPathsGetAPlaceholderAndAClearProblem) {
    TempDir dir;
    fs::create_directories(dir.path / "project");
    fs::copy_file(kSource / "projects/events/images/card.png", dir.path / "outside.png");
    fs::create_symlink(dir.path / "outside.png", dir.path / "project" / "link.png");
    Assets assets;
    auto r = load(doc(R"({"type": "Sprite", "texture": "../outside.png"}, {"type": "Sprite", "texture": "/etc/passwd"},
                         {"type": "Sprite", "texture": "link.png"}, {"type": "Sprite", "texture": "missing.png"},
                         {"type": "Label", "font": "../font.ttf"})"),
                  assets, dir.path / "project");
    ASSERT_TRUE(r.ok()) << r.error->format();
    ASSERT_EQ(r.assetProblems.size(), 5u);
    EXPECT_NE(r.assetProblems[0].message.find("leaves the project directory"), std::string::npos);
    EXPECT_EQ(r.assetProblems[0].pointer, "/root/children/0/texture");
    EXPECT_NE(r.assetProblems[1].message.find("absolute path"), std::string::npos);
    EXPECT_NE(r.assetProblems[2].message.find("symbolic link"), std::string::npos);
    EXPECT_NE(r.assetProblems[3].message.find("not found"), std::string::npos);
    EXPECT_EQ(r.assetProblems[4].pointer, "/root/children/4/font");
    for (auto* n : childrenInFileOrder(*r.scene)) {
        if (auto* s = dynamic_cast<Sprite*>(n)) {
            EXPECT_EQ(s->texture(), TextureStore::kPlaceholder);
        }
    }
    // The paths themselves are kept, so saving does not lose what the user wrote.
    EXPECT_NE(saveSceneToString(*r.scene, r.file).find("../outside.png"), std::string::npos);
}

TEST(SceneAssets, BadImagesBecomePlaceholders) {
    TempDir dir;
    const std::string png = readFile(kSource / "projects/events/images/card.png");
    writeFile(dir.path / "truncated.png", png.substr(0, png.size() / 2));
    writeFile(dir.path / "empty.png", "");
    writeFile(dir.path / "text.png", "not an image at all");
    // A valid PNG signature and IHDR claiming 100000 x 100000 pixels.
    std::string huge = png.substr(0, 16);
    const unsigned char dims[8] = {0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0};
    huge += std::string(reinterpret_cast<const char*>(dims), 8) + png.substr(24, 40);
    writeFile(dir.path / "huge.png", huge);
    std::string zero = png.substr(0, 16) + std::string(8, '\0') + png.substr(24, 40);  // 0 x 0 in IHDR
    writeFile(dir.path / "zero.png", zero);
    fs::copy_file(kSource / "projects/events/images/card.png", dir.path / "real.jpg");
    Assets assets;
    std::vector<std::string> errors;
    assets.textures.setErrorSink([&](const std::string& e) { errors.push_back(e); });
    for (const char* f : {"truncated.png", "empty.png", "text.png", "huge.png", "zero.png"}) {
        SCOPED_TRACE(f);
        TextureInfo info = assets.textures.load(dir.path / f);
        EXPECT_TRUE(info.placeholder);
        EXPECT_EQ(info.handle, TextureStore::kPlaceholder);
        EXPECT_FALSE(info.error.empty());
    }
    ASSERT_EQ(errors.size(), 5u);
    EXPECT_NE(errors[3].find("100000x100000"), std::string::npos) << errors[3];
    EXPECT_NE(errors[4].find("zero size"), std::string::npos) << errors[4];
    // The extension does not matter; the content does.
    EXPECT_FALSE(assets.textures.load(dir.path / "real.jpg").placeholder);
    EXPECT_EQ(errors.size(), 5u);
}

// ---- crash-safe save ------------------------------------------------------------------------------

// Every error at every save step: atomic_file_test.cpp.

TEST(SceneSave, ReadOnlyDirectoryReportsAndKeepsTheOriginal) {
    if (geteuid() == 0) GTEST_SKIP() << "root ignores directory permissions";
    TempDir dir;
    const fs::path file = dir.path / "scene.json";
    writeFile(file, "keep\n");
    fs::permissions(dir.path, fs::perms::owner_read | fs::perms::owner_exec);
    Assets assets;
    auto r = load(doc(""), assets);
    SaveResult s = saveSceneFile(*r.scene, file);
    EXPECT_FALSE(s.ok);
    EXPECT_EQ(readFile(file), "keep\n");
}

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

TEST(NodePath, NamesAndIndexesOfUnnamedNodes) {
    Assets assets;
    auto r = load(
        doc(R"({"type": "Node", "name": "a", "localZOrder": 9, "children": [{"type": "Node"}, {"type": "Node", "name": "b"}]},
                         {"type": "Node"})"),
        assets);
    Node* unnamed = findNodeByPath(*r.scene, "a/#0");
    ASSERT_NE(unnamed, nullptr);
    EXPECT_EQ(nodePath(*unnamed), "a/#0");
    EXPECT_EQ(nodePath(*findNodeByPath(*r.scene, "#1")), "#1");
    EXPECT_EQ(nodePath(*r.scene), "");
    EXPECT_EQ(findNodeByPath(*r.scene, ""), r.scene.get());
    EXPECT_EQ(findNodeByPath(*r.scene, "a/b")->name(), "b");
    EXPECT_EQ(findNodeByPath(*r.scene, "nope"), nullptr);
    EXPECT_EQ(findNodeByPath(*r.scene, "a/#1"), nullptr);  // #1 is named "b"
}
