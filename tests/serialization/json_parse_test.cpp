// The linear JSON reader: numbers, depth, string length, duplicate keys, locations.
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

TEST(SceneText, NumberBeyondDoubleRangeNamesItsPointerLineAndColumn) {
    const std::string text =
        "{\"format\": \"diorama.scene\", \"version\": 1, \"root\": {\"type\": \"Scene\",\n  \"rotation\": 1e400}}";
    LoadResult r = load(text);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->pointer, "/root/rotation");
    EXPECT_EQ(r.error->line, 2);
    EXPECT_EQ(r.error->column, 15);
    EXPECT_NE(r.error->message.find("1e400"), std::string::npos);
    EXPECT_EQ(r.error->message.find("json.exception"), std::string::npos) << r.error->message;
    // In an array too.
    LoadResult inArray = load(doc(R"({"type": "Node", "position": [1, -1e999]})"));
    ASSERT_FALSE(inArray.ok());
    EXPECT_EQ(inArray.error->pointer, "/root/children/0/position/1");
}

TEST(SceneText, NestingDepthLimitNamesWhereItWasExceeded) {
    SceneLimits limits;
    limits.maxJsonDepth = 8;
    SceneContext ctx;
    ctx.limits = limits;
    const std::string text =
        "{\"format\": \"diorama.scene\", \"version\": 1,\n\"root\": {\"type\": \"Scene\", \"x\": [[[[[[[[[1]]]]]]]]]}}";
    LoadResult r = loadSceneText(text, "deep.json", ".", ctx);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->message.find("JSON nesting depth limit exceeded"), std::string::npos);
    EXPECT_EQ(r.error->pointer, "/root/x/0/0/0/0/0/0");
    EXPECT_EQ(r.error->line, 2);
    EXPECT_EQ(r.error->column, 38);  // the eighth level, the seventh '[' of "x"
}

TEST(SceneText, StringLengthLimitNamesTheStringAndItsPlace) {
    SceneContext ctx;
    ctx.limits.maxStringBytes = 14;
    LoadResult r = loadSceneText(doc(R"({"type": "Node", "name": "abcdefghijklmnop"})"), "long.json", ".", ctx);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->pointer, "/root/children/0/name");
    EXPECT_EQ(r.error->line, 1);
    EXPECT_EQ(r.error->column, 107);  // the opening quote
    EXPECT_NE(r.error->message.find("16-byte string \"abcdefghijklmnop\""), std::string::npos) << r.error->message;
    // A key that is too long.
    LoadResult key = loadSceneText(doc(R"({"type": "Node", "abcdefghijklmnop": 1})"), "long.json", ".", ctx);
    ASSERT_FALSE(key.ok());
    EXPECT_EQ(key.error->pointer, "/root/children/0/abcdefghijklmnop");
    EXPECT_GT(key.error->line, 0);
}

TEST(SceneText, DuplicateKeysAreRejectedAtTheirObject) {
    LoadResult r = load(doc(R"({"type": "Node", "name": "a", "name": "b"})"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->pointer, "/root/children/0/name");
    EXPECT_NE(r.error->message.find("duplicate key \"name\""), std::string::npos);
    EXPECT_GT(r.error->line, 0);
}

// The line and column are those of the second occurrence, not of the object that holds it.
TEST(SceneText, ADuplicateKeysLineAndColumnAreThoseOfItsSecondOccurrence) {
    const std::string text =
        "{\"format\": \"diorama.scene\", \"version\": 1,\n"
        "  \"root\": {\"type\": \"Scene\", \"editor\": {\"locked\": true,\n"
        "    \"hidden\": false,   \"locked\": false}}}";
    LoadResult r = load(text);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->pointer, "/root/editor/locked");
    EXPECT_EQ(r.error->line, 3);
    EXPECT_EQ(r.error->column, 24);
    // A key written with an escape is still found.
    LoadResult escaped = load(doc("{\"type\": \"Node\",\n \"name\": \"a\",\n \"n\\u0061me\": \"b\"}"));
    ASSERT_FALSE(escaped.ok());
    EXPECT_EQ(escaped.error->pointer, "/root/children/0/name");
    EXPECT_EQ(escaped.error->line, 3);
    EXPECT_EQ(escaped.error->column, 2);
}

TEST(SceneText, ParseErrorsKeepLineAndColumn) {
    LoadResult r = load("{\"format\": \"diorama.scene\",\n  \"version\": 1,\n  \"root\": {\"type\": }}");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->line, 3);
    EXPECT_EQ(r.error->column, 20);
    EXPECT_EQ(r.error->pointer, "/root/type");
}

// Parsing used to be quadratic in an object's width and a child list's length (100k keys
// took 24.6 s). These sizes finish in well under a second when parsing is linear and in
// minutes when it is not; ctest's timeout catches the difference without timing here.
TEST(SceneText, WideObjectsAndLongChildListsLoadInLinearTime) {
    std::string keys;
    for (int i = 0; i < 200000; ++i) keys += ", \"k" + std::to_string(i) + "\": " + std::to_string(i);
    LoadResult wide = load(doc(R"({"type": "Node")" + keys + "}"));
    ASSERT_TRUE(wide.ok()) << wide.error->format();
    // The unknown keys survive in their order.
    const std::string saved = saveSceneToString(*wide.scene, wide.file);
    EXPECT_LT(saved.find("\"k0\""), saved.find("\"k199999\""));

    std::string children;
    for (int i = 0; i < 200000; ++i) children += std::string(i ? "," : "") + R"({"type": "Node"})";
    LoadResult flat = load(doc(children));
    ASSERT_TRUE(flat.ok());
    EXPECT_EQ(flat.scene->childCount(), 200000u);
}
