// The streaming fast path against the general (document tree) reader: a file either one
// accepts reads the same, and the stream gives up, rather than decide, on anything else.
#include "scene_stream.h"
#include "diorama/serialization/scene_io.h"
#include "samples.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <bit>
#include <filesystem>
#include <random>
#include <regex>

using namespace diorama;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;

// A record without a usable id gets a random one on every read; compare without those.
std::string withoutGeneratedIds(const std::string& text) {
    static const std::regex generated("\"n[0-9a-f]{16}\"");
    return std::regex_replace(text, generated, "\"n?\"");
}

std::string problemsText(const std::vector<AssetProblem>& problems) {
    std::string out;
    for (const auto& p : problems) out += p.pointer + " " + p.message + "\n";
    return out;
}

// Streams `text` and reads it as a tree; both must agree wherever the stream answers.
// Returns whether the stream answered.
bool expectStreamAgrees(const std::string& text, const fs::path& dir) {
    SceneContext context;
    auto streamed = detail::streamSceneText(text, "t.scene.json", dir, context);
    LoadResult tree = detail::readSceneDocument(text, "t.scene.json", dir, context);
    if (!streamed) return false;
    EXPECT_TRUE(tree.ok()) << "the stream accepted what the tree reader rejects: " << tree.error->format();
    if (!tree.ok()) return true;
    EXPECT_EQ(withoutGeneratedIds(saveSceneToString(*streamed->scene, streamed->file)),
              withoutGeneratedIds(saveSceneToString(*tree.scene, tree.file)));
    EXPECT_EQ(problemsText(streamed->assetProblems), problemsText(tree.assetProblems));
    EXPECT_EQ(streamed->nodeCount, tree.nodeCount);
    EXPECT_EQ(streamed->sourceVersion, tree.sourceVersion);
    return true;
}

// loadSceneText (the stream first) answers as the tree reader does, with its message.
void expectLoadAnswersAsTheTreeReader(const std::string& text) {
    const LoadResult general = detail::readSceneDocument(text, "t.scene.json", ".", SceneContext{});
    const LoadResult either = loadSceneText(text, "t.scene.json", ".", SceneContext{});
    ASSERT_EQ(either.ok(), general.ok());
    if (!general.ok()) {
        EXPECT_EQ(either.error->format(), general.error->format());
    }
}

std::string doc(const std::string& root, const std::string& head = R"("format": "diorama.scene", "version": 1)") {
    return "{" + head + R"(, "root": )" + root + "}";
}

// A scene whose root has a child for each of `ids`, then one more with `lastId`.
std::string sceneOfIds(const std::vector<std::string>& ids, const std::string& lastId) {
    std::string children;
    for (const std::string& id : ids) children += R"({"type": "Node", "id": ")" + id + R"("}, )";
    return doc(R"({"type": "Scene", "children": [)" + children + R"({"type": "Node", "id": ")" + lastId + R"("}]})");
}

}  // namespace

TEST(SceneStream, EverySampleStreamsToWhatTheTreeReaderReads) {
    for (const char* name : test::kSampleProjects) {
        const fs::path file = kSource / "projects" / name / (std::string(name) + ".scene.json");
        EXPECT_TRUE(expectStreamAgrees(test::readFile(file), file.parent_path())) << name;
    }
}

TEST(SceneStream, KeepsUnknownKeysEditorSectionsAndDocumentKeys) {
    const std::string text = doc(
        R"({"type": "Scene", "id": "r", "future": {"a": [1, {"b": null}]}, "children": [
             {"type": "Sprite", "id": "s", "editor": {"locked": true, "note": "x"}, "texture": "missing.png"},
             {"type": "Gadget", "id": "g", "power": 9000}]})",
        R"("format": "diorama.scene", "version": 1, "designSize": [320, 200], "tool": {"name": "t"})");
    EXPECT_TRUE(expectStreamAgrees(text, "."));
}

TEST(SceneStream, GivesUpOnAKeyAfterTheChildrenAndTheRecordStillReadsWhole) {
    // rotation must not override rotationSkewX because it came after the children.
    const std::string text = doc(R"({"type": "Scene", "children": [{"type": "Node", "id": "a", "rotationSkewX": 30,
               "children": [{"type": "Node", "id": "b"}], "rotation": 10}]})");
    EXPECT_FALSE(expectStreamAgrees(text, "."));
    LoadResult r = loadSceneText(text, "t.scene.json", ".", SceneContext{});
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.scene->children()[0]->rotationSkewX(), 30.0f);
    EXPECT_EQ(r.scene->children()[0]->rotationSkewY(), 10.0f);
}

TEST(SceneStream, GivesUpWhenTheHeaderFollowsTheRoot) {
    EXPECT_FALSE(expectStreamAgrees(R"({"root": {"type": "Scene"}, "format": "diorama.scene", "version": 1})", "."));
    const std::string late = R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene"},
                                 "designSize": [100, 50]})";
    EXPECT_FALSE(expectStreamAgrees(late, "."));
    LoadResult r = loadSceneText(late, "t.scene.json", ".", SceneContext{});
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.scene->designSize(), (Size{100, 50}));
}

TEST(SceneStream, GivesUpOnErrorsSoThatTheyAreReportedAsAlways) {
    const std::string duplicateId =
        doc(R"({"type": "Scene", "children": [{"type": "Node", "id": "x"}, {"type": "Node", "id": "x"}]})");
    EXPECT_FALSE(expectStreamAgrees(duplicateId, "."));
    LoadResult r = loadSceneText(duplicateId, "t.scene.json", ".", SceneContext{});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->message.find("first used at /root/children/0/id"), std::string::npos);
    // The stream checks the ids at the end, as written after unescaping.
    for (const std::string& sameIds :
         {doc(R"({"type": "Scene", "id": "r", "children": [{"type": "Node", "id": "a", "children": [
                 {"type": "Node", "id": "b"}, {"type": "Node", "id": "r"}]}]})"),
          doc(R"({"type": "Scene", "children": [{"type": "Node", "id": "x"}, {"type": "Node", "id": "\u0078"}]})")}) {
        EXPECT_FALSE(expectStreamAgrees(sameIds, ".")) << sameIds;
        LoadResult same = loadSceneText(sameIds, "t.scene.json", ".", SceneContext{});
        ASSERT_FALSE(same.ok()) << sameIds;
        EXPECT_NE(same.error->message.find("duplicate id"), std::string::npos) << same.error->format();
    }

    for (const std::string& bad :
         {doc(R"({"type": "Scene", "children": [{"type": "Node", "extra": {"k": 1, "k": 2}}]})"),
          doc(R"({"type": "Scene", "children": [{"type": "Node", "name": "a", "name": "b"}]})"),
          doc(R"({"type": "Scene", "children": [{"type": "Node"}], "children": []})"),
          doc(R"({"type": "Scene", "children": [7]})"), doc(R"({"type": "Node"})"), doc(R"([])"),
          doc(R"({"type": "Scene", "children": [{"type": "Node", "position": [1, 1e999]}]})"),
          doc(R"({"type": "Scene"})", R"("format": "diorama.scene", "version": 2)"),
          doc(R"({"type": "Scene"})", R"("format": "diorama.scene", "version": 1, "version": 1)"),
          std::string(R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene"}, "root": {}})")}) {
        EXPECT_FALSE(expectStreamAgrees(bad, ".")) << bad;
        EXPECT_FALSE(loadSceneText(bad, "t.scene.json", ".", SceneContext{}).ok()) << bad;
    }
}

// The stream checks the ids once, at the end, through a table of their hashes: a large
// scene with unique ids streams, and one repeated id far from its first use is reported
// where the general reader finds it.
TEST(SceneStream, ChecksEveryIdOfALargeSceneAtTheEnd) {
    std::vector<std::string> ids;
    for (int i = 0; i < 5000; ++i) ids.push_back("node" + std::to_string(i));
    auto scene = [&ids](const std::string& lastId) { return sceneOfIds(ids, lastId); };
    EXPECT_TRUE(expectStreamAgrees(scene("last"), "."));
    const std::string repeated = scene("node17");
    EXPECT_FALSE(expectStreamAgrees(repeated, "."));
    bool gaveUpOnError = false;
    EXPECT_FALSE(detail::streamSceneText(repeated, "t.scene.json", ".", SceneContext{}, &gaveUpOnError));
    EXPECT_TRUE(gaveUpOnError) << "the budget must be given back: the general reader meets an error";
    const LoadResult r = loadSceneText(repeated, "t.scene.json", ".", SceneContext{});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->pointer, "/root/children/5000/id");
    EXPECT_NE(r.error->message.find("first used at /root/children/17/id"), std::string::npos) << r.error->format();
}

// The hash of an id is not seeded, so a file can name ids whose hashes crowd a few slots
// of the stream's table: the check still answers, in time that stays linear (the table
// gives way to sorting), and still finds a repeated id.
TEST(SceneStream, ChecksIdsChosenToCrowdItsTableOfHashes) {
    constexpr std::size_t kIds = 4000;
    const std::size_t slots = std::bit_ceil(2 * (kIds + 1));  // the table for kIds + 1 ids
    std::vector<std::string> ids;
    for (int i = 0; ids.size() < kIds; ++i)
        if (std::string id = "id" + std::to_string(i); (std::hash<std::string_view>()(id) & (slots - 1)) < slots / 64)
            ids.push_back(id);
    auto scene = [&ids](const std::string& lastId) { return sceneOfIds(ids, lastId); };
    EXPECT_TRUE(expectStreamAgrees(scene("last"), "."));
    const std::string repeated = scene(ids[kIds / 2]);
    EXPECT_FALSE(expectStreamAgrees(repeated, "."));
    const LoadResult r = loadSceneText(repeated, "t.scene.json", ".", SceneContext{});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->message.find("first used at /root/children/" + std::to_string(kIds / 2) + "/id"),
              std::string::npos)
        << r.error->format();
}

// A raw NUL is never JSON, in a string or between tokens: the tree reader says where. An
// escaped one is a character like any other.
TEST(SceneStream, LeavesEveryRawNulToTheTreeReader) {
    const std::string text = doc(R"({"type": "Scene", "children": [{"type": "Node", "id": "a", "name": "n",
        "position": [1, 2.5], "future": {"k": ["s", true, null]}}]})");
    for (std::size_t at = 0; at <= text.size(); ++at)
        for (bool replace : {false, true}) {
            if (replace && at == text.size()) continue;
            std::string damaged = text;
            if (replace)
                damaged[at] = '\0';
            else
                damaged.insert(at, 1, '\0');
            SCOPED_TRACE(at);
            EXPECT_FALSE(expectStreamAgrees(damaged, "."));
            expectLoadAnswersAsTheTreeReader(damaged);
        }
    EXPECT_TRUE(expectStreamAgrees(doc(R"({"type": "Scene", "name": "a\u0000b"})"), "."));

    // The copy for simdjson looks for NUL in blocks of 16 KB: at their edges and past them.
    std::string children;
    for (int i = 0; i < 1200; ++i) children += R"({"type": "Node", "name": "n)" + std::to_string(i) + R"("}, )";
    const std::string large = doc(R"({"type": "Scene", "children": [)" + children + R"({"type": "Node"}]})");
    ASSERT_GT(large.size(), 40000u);
    EXPECT_TRUE(expectStreamAgrees(large, "."));
    for (std::size_t at : {std::size_t(16383), std::size_t(16384), std::size_t(32769), large.size() - 1}) {
        SCOPED_TRACE(at);
        std::string damaged = large;
        damaged[at] = '\0';
        EXPECT_FALSE(expectStreamAgrees(damaged, "."));
        expectLoadAnswersAsTheTreeReader(damaged);
    }
}

// When the stream gives up, the general reader reads what it read again; the bytes its
// instances charged are given back only if it gave up at an error, so that the retry is
// charged once. A duplicate id it read past, or an Instance listing children, is such an
// error even when the stream gives up for another reason: the retry must report it, not
// run out of its budget.
TEST(SceneStream, GivesBackTheBudgetWhenWhatItReadHoldsAnError) {
    const fs::path project = kSource / "fuzz" / "project";
    const std::string instances = R"({"type": "Instance", "source": "block.scene.json"}, )"
                                  R"({"type": "Instance", "source": "block.scene.json"}, )"
                                  R"({"type": "Instance", "source": "block.scene.json"}, )"
                                  R"({"type": "Instance", "source": "block.scene.json"}, )";
    const std::string tail = R"(, "designSize": [100, 100]})";  // after the root: not the writer's order
    const std::string head = R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [)";
    const struct {
        std::string text, message;
    } cases[] = {
        {head + instances + R"({"type": "Node", "id": "d"}, {"type": "Node", "id": "d"}]})" + tail, "duplicate id"},
        {head + instances + R"({"type": "Instance", "source": "block.scene.json", "children": []}]})" + tail,
         "lists no children"},
    };
    const std::uintmax_t block = fs::file_size(project / "block.scene.json");
    for (const auto& c : cases) {
        SCOPED_TRACE(c.text);
        SceneContext context;
        context.projectRoot = project;
        // The scene and its instances once, not twice.
        context.limits.maxLoadBytes = c.text.size() + 5 * block + 100;
        const LoadResult r = loadSceneText(c.text, "t.scene.json", project, context);
        ASSERT_FALSE(r.ok());
        EXPECT_NE(r.error->message.find(c.message), std::string::npos) << r.error->format();
    }
}

// Single-byte damage and truncations of a real sample: wherever the stream answers, the
// tree reader accepts the same file and reads the same scene.
TEST(SceneStream, DamagedSamplesNeverReadDifferently) {
    const fs::path file = kSource / "projects" / "z-order" / "z-order.scene.json";
    const std::string original = test::readFile(file);
    std::mt19937 rng(17);
    std::uniform_int_distribution<std::size_t> at(0, original.size() - 1);
    const std::string bytes = "{}[],:\"0-.e x}";
    std::uniform_int_distribution<std::size_t> pick(0, bytes.size() - 1);
    int answered = 0;
    for (int i = 0; i < 400; ++i) {
        std::string text = original;
        if (i % 4 == 0)
            text.resize(at(rng));
        else
            text[at(rng)] = bytes[pick(rng)];
        answered += expectStreamAgrees(text, file.parent_path());
    }
    EXPECT_GT(answered, 0);  // some damage (inside a string, say) leaves a valid file
}

// The stream's tokenizer is simdjson, the tree reader's is nlohmann: every number form,
// escape and stray byte must read the same, or be left to the tree reader's message.
TEST(SceneStream, ReadsEveryJsonFormTheWayTheTreeReaderDoes) {
    const std::vector<std::string> values = {"0",
                                             "-0",
                                             "-0.0",
                                             "1",
                                             "-1",
                                             "1.0",
                                             "1E2",
                                             "1e-2",
                                             "0.1",
                                             "5e-324",
                                             "1.7976931348623157e308",
                                             "9223372036854775807",
                                             "9223372036854775808",
                                             "18446744073709551615",
                                             "18446744073709551616",
                                             "-9223372036854775808",
                                             "-9223372036854775809",
                                             "123456789012345678901234567890",
                                             "1e400",
                                             "-1e400",
                                             "01",
                                             "+1",
                                             ".5",
                                             "1.",
                                             "1e",
                                             "-",
                                             "0x10",
                                             "NaN",
                                             "true",
                                             "false",
                                             "null",
                                             "tru",
                                             "nul",
                                             R"("")",
                                             R"("a\"b\\c\/d\b\f\n\r\t")",
                                             R"("\u0000")",
                                             R"("\u00e9\u4e2d")",
                                             R"("\ud83d\ude00")",
                                             R"("\ud800")",
                                             R"("\udc00")",
                                             R"("\ud800\u0041")",
                                             R"("\x")",
                                             R"("\u12")",
                                             "\"\xC3\xA9\xE4\xB8\xAD\"",
                                             "\"\xC3\"",
                                             "\"\xFF\"",
                                             "\"\xED\xA0\x80\"",
                                             "\"a\tb\"",
                                             "\"a\nb\"",
                                             "[]",
                                             "{}",
                                             "[1, [2, [3, {}]]]",
                                             R"({"": 1})",
                                             "[1,]",
                                             R"({"a": 1,})",
                                             "[1 2]",
                                             R"({"a" 1})"};
    int answered = 0;
    // A saved file is indented: whitespace, newlines included, follows many values.
    for (const std::string after : {"", " ", "\n        ", "\t\r\n "})
        for (const std::string& value : values) {
            SCOPED_TRACE(value + " followed by " + std::to_string(after.size()) + " whitespace characters");
            const std::string text =
                doc(R"({"type": "Scene", "children": [{"type": "Node", "id": "a", "future": )" + value + after + "}]}");
            answered += expectStreamAgrees(text, ".");
            expectLoadAnswersAsTheTreeReader(text);
        }
    EXPECT_GE(answered, 4 * 30);
}

// The stream reads a record's scalars and short arrays of scalars as tokens and anything
// deeper as JSON: every shape, at a key of every value kind, must read as the tree reader
// reads it, or be left to it.
TEST(SceneStream, ReadsEveryValueShapeAtEveryKindOfKeyTheWayTheTreeReaderDoes) {
    const std::vector<std::string> keys = {"position",       "contentSize", "rotation", "localZOrder", "opacity",
                                           "color",          "visible",     "name",     "texture",     "textureRect",
                                           "horizontalEdge", "editor",      "actions",  "on",          "future"};
    const std::vector<std::string> values = {"0",
                                             "-1",
                                             "1.5",
                                             "255.0",
                                             "18446744073709551615",
                                             "1e39",
                                             "true",
                                             "null",
                                             R"("")",
                                             R"("images/a.png")",
                                             R"("Left")",
                                             R"("\u00e9")",
                                             "[]",
                                             "[1]",
                                             "[1, 2]",
                                             "[1.5, -2e3]",
                                             "[1, -2]",
                                             "[-1, 2]",
                                             R"([1, "2"])",
                                             "[null, true]",
                                             "[10, 20, 30]",
                                             "[10, 20, 300]",
                                             "[10.0, 20, 30]",
                                             "[10.5, 20, 30]",
                                             "[1, 2, 3, 4]",
                                             "[1, 2, -3, 4]",
                                             "[1, 2, 3, 4, 5]",
                                             "[[1, 2], 3]",
                                             "[1, [2, 3]]",
                                             "[1, 2, 3, 4, [5]]",
                                             "[1, {}]",
                                             "[1, 2, 3, 4, 5, 6, 7, 8, 9]",
                                             "{}",
                                             R"({"locked": true})",
                                             R"({"hidden": false, "x": [1, 2]})",
                                             R"({"a": 1, "a": 2})",
                                             R"([{"a": 1, "a": 2}])",
                                             R"([{"type": "moveBy", "duration": 1, "by": [5, 0]}])"};
    int answered = 0;
    for (const std::string type : {"Node", "Sprite"})
        for (const std::string& key : keys)
            for (const std::string& value : values) {
                SCOPED_TRACE(type + " " + key + ": " + value);
                const std::string text = doc(R"({"type": "Scene", "children": [{"type": ")" + type +
                                             R"(", "id": "a", ")" + key + R"(": )" + value + "}]}");
                answered += expectStreamAgrees(text, kSource / "projects" / "events");
                expectLoadAnswersAsTheTreeReader(text);
            }
    EXPECT_GE(answered, 200);
}

TEST(SceneStream, ReadsAroundTheDocumentTheWayTheTreeReaderDoes) {
    const std::string scene = doc(R"({"type": "Scene", "children": [{"type": "Node", "id": "a"}]})");
    for (const std::string& text :
         {"\xEF\xBB\xBF" + scene, " \t\r\n" + scene + " \n", scene + "x", scene + "{}", scene + "//",
          scene + "\xEF\xBB\xBF", "/* c */" + scene, scene.substr(0, scene.size() - 1), "\xEF\xBB" + scene}) {
        SCOPED_TRACE(text);
        expectStreamAgrees(text, ".");
        const LoadResult general = detail::readSceneDocument(text, "t.scene.json", ".", SceneContext{});
        const LoadResult either = loadSceneText(text, "t.scene.json", ".", SceneContext{});
        ASSERT_EQ(either.ok(), general.ok());
        if (!general.ok()) {
            EXPECT_EQ(either.error->format(), general.error->format());
        }
    }
    EXPECT_TRUE(expectStreamAgrees("\xEF\xBB\xBF" + scene, "."));
}

// A loading bar hears how much of the file is read every 4,096 nodes: rising, within
// (0, 1], the last near the end of the text; the general reader reports nothing.
TEST(SceneStream, ReportsHowMuchOfTheFileIsReadEveryFewThousandNodes) {
    std::string children;
    for (int i = 0; i < 10000; ++i)
        children += std::string(i ? "," : "") + R"({"type": "Node", "name": "n)" + std::to_string(i) + "\"}";
    const std::string text = doc(R"({"type": "Scene", "children": [)" + children + "]}");
    std::vector<double> heard;
    SceneContext context;
    context.progress = [&](double fraction) { heard.push_back(fraction); };
    LoadResult streamed = loadSceneText(text, "big.scene.json", ".", context);
    ASSERT_TRUE(streamed.ok());
    ASSERT_EQ(heard.size(), 2u);  // nodes 4,096 and 8,192 of 10,001
    EXPECT_GT(heard[0], 0.35);
    EXPECT_LT(heard[0], 0.45);
    EXPECT_GT(heard[1], heard[0]);
    EXPECT_LE(heard[1], 1.0);

    heard.clear();
    ASSERT_TRUE(detail::readSceneDocument(text, "big.scene.json", ".", context).ok());
    EXPECT_TRUE(heard.empty());
}
