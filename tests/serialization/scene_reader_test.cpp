// Scene documents: the samples, document rules, errors with their places, limits.
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

// ---- samples --------------------------------------------------------------------------
TEST(Samples, EveryProjectLoadsWithoutProblemsAndRoundTripsByteForByte) {
    for (const std::string name : kSampleProjects) {
        SCOPED_TRACE(name);
        Assets assets;
        const fs::path file = kSource / "projects" / name / (name + ".scene.json");
        LoadResult r = loadSceneFile(file, assets.context());
        ASSERT_TRUE(r.ok()) << r.error->format();
        EXPECT_TRUE(r.assetProblems.empty());
        EXPECT_EQ(saveSceneToString(*r.scene, r.file), readFile(file));
    }
}

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

// The document itself is the location "/", as for a file that cannot be read: every
// location starts with a pointer, and the line and column follow in parentheses.
TEST(SceneErrors, AMissingTopLevelKeyIsLocatedAtTheRootPointer) {
    Assets assets;
    SceneError e = expectError(R"({"version": 1, "root": {"type": "Scene"}})", assets);
    EXPECT_EQ(e.format(),
              "test.json: / (line 1, column 1): missing required key \"format\" (expected \"diorama.scene\")");
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

// Only a path that names nothing is "not found"; a path through a file or a link loop
// says what is wrong with it.
TEST(SceneFiles, APathThatCannotBeResolvedSaysWhyInsteadOfNotFound) {
    Assets assets;
    TempDir dir;
    writeFile(dir.path / "plain", "x");
    const fs::path throughFile = dir.path / "plain" / "scene.json";
    auto r = loadSceneFile(throughFile, assets.context());
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->format(), throughFile.string() + ": /: file cannot be opened (Not a directory)");

    fs::create_symlink("loop", dir.path / "loop");
    auto l = loadSceneFile(dir.path / "loop", assets.context());
    ASSERT_FALSE(l.ok());
    EXPECT_EQ(l.error->format(),
              (dir.path / "loop").string() + ": /: file cannot be opened (Too many levels of symbolic links)");

    fs::create_symlink("gone.json", dir.path / "dangling.json");
    auto g = loadSceneFile(dir.path / "dangling.json", assets.context());
    ASSERT_FALSE(g.ok());
    EXPECT_EQ(g.error->format(), (dir.path / "dangling.json").string() + ": /: file not found");
}

TEST(SceneText, TrailingNulAndGarbageAfterAValidSceneIsAnError) {
    std::string text = doc("");
    const std::size_t end = text.size();
    text += '\0';
    text += "garbage";
    LoadResult r = load(text);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->message.find("NUL"), std::string::npos) << r.error->message;
    EXPECT_EQ(r.error->line, 1);
    EXPECT_EQ(r.error->column, int(end) + 1);
}

TEST(SceneText, TrailingGarbageWithoutNulIsAnError) {
    EXPECT_NE(errorOf(doc("") + " {}").find("invalid JSON"), std::string::npos);
}

TEST(SceneText, VersionTwoToTheSixtyThreeIsPrintedAsWritten) {
    const std::string message =
        errorOf(R"({"format": "diorama.scene", "version": 9223372036854775808, "root": {"type": "Scene"}})");
    EXPECT_NE(message.find("version 9223372036854775808 is newer"), std::string::npos) << message;
    EXPECT_EQ(message.find("-9223372036854775808"), std::string::npos) << message;
    const std::string max =
        errorOf(R"({"format": "diorama.scene", "version": 18446744073709551615, "root": {"type": "Scene"}})");
    EXPECT_NE(max.find("version 18446744073709551615 is newer"), std::string::npos) << max;
}

// Found by fuzz/clipboard_fuzzer: a non-string "format" threw out of parseNodes, so
// pasting such text would have ended the editor.
TEST(SceneText, ClipboardTextWithAWrongFormatTypeIsAnError) {
    for (const char* text : {R"({"format": 1, "nodes": []})", R"({"format": null})", R"({"format": ["diorama.nodes"]})",
                             R"({"format": "diorama.nodes", "nodes": {}})", "[]", "7"}) {
        SCOPED_TRACE(text);
        NodesResult r = parseNodes(text, ".", SceneContext{});
        EXPECT_TRUE(r.error.has_value());
        EXPECT_TRUE(r.nodes.empty());
    }
}
