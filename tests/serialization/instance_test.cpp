// Nested scenes (Instance): the source's root children under the instance in their
// order, its own keys its own, overrides applied and saved sparsely, an override whose
// path is gone reported and kept, cycles rejected with the cycle named, a missing source
// named, and the limits counted through instances.
#include "diorama/nodes/instance.h"
#include "diorama/director/director.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/builtin_types.h"
#include "diorama/types/node_type.h"
#include "temp_files.h"

#include <gtest/gtest.h>

using namespace diorama;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;

std::string scene(const std::string& children, const std::string& designSize = "[64, 64]") {
    return R"({"format": "diorama.scene", "version": 1, "designSize": )" + designSize +
           R"(, "root": {"type": "Scene", "children": [)" + children + "]}}";
}

struct Files {
    test::TempDir dir;
    void write(const std::string& name, const std::string& text) { test::writeFile(dir.path / name, text); }
    LoadResult load(const std::string& name, SceneLimits limits = {}) {
        SceneContext context;
        context.limits = limits;
        return loadSceneFile(dir.path / name, context);
    }
};

const char* kBlock = R"({"type": "ColorLayer", "name": "body", "contentSize": [64, 64]},
                        {"type": "ColorLayer", "name": "coin", "position": [24, 72], "contentSize": [16, 16]})";

}  // namespace

TEST(Instance, TheSourcesChildrenComeUnderTheInstanceInOrder) {
    Files f;
    f.write("block.scene.json", scene(kBlock));
    f.write("level.scene.json", scene(R"({"type": "Instance", "name": "b", "position": [100, 0], "scale": 2,
                                          "source": "block.scene.json"})",
                                      "[480, 320]"));
    LoadResult r = f.load("level.scene.json");
    ASSERT_TRUE(r.ok()) << r.error->format();
    EXPECT_TRUE(r.assetProblems.empty());
    auto* b = dynamic_cast<Instance*>(findNodeByPath(*r.scene, "b"));
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->contentSize(), (Size{64, 64}));  // the source's design size
    EXPECT_EQ(b->scaleX(), 2.0f);
    ASSERT_EQ(b->childCount(), 2u);
    EXPECT_EQ(childrenInFileOrder(*b)[0]->name(), "body");
    Node* coin = findNodeByPath(*r.scene, "b/coin");
    ASSERT_NE(coin, nullptr);
    EXPECT_EQ(coin->convertToWorldSpace({0, 0}), Vec2(148, 144));
    EXPECT_EQ(r.nodeCount, 4u);  // root, instance, two nodes from the source
}

TEST(Instance, OverridesApplyAndRoundTripSparsely) {
    Files f;
    f.write("block.scene.json", scene(kBlock));
    const std::string level = scene(R"({
      "type": "Instance",
      "name": "b",
      "source": "block.scene.json",
      "overrides": {
        "coin": {"position": [0, 100], "color": [255, 0, 0]}
      }
    })",
                                    "[480, 320]");
    f.write("level.scene.json", level);
    LoadResult r = f.load("level.scene.json");
    ASSERT_TRUE(r.ok()) << r.error->format();
    Node* coin = findNodeByPath(*r.scene, "b/coin");
    EXPECT_EQ(coin->position(), Vec2(0, 100));
    EXPECT_EQ(coin->color(), (Color3B{255, 0, 0}));
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(saved.find(R"("coin": {"position": [0, 100], "color": [255, 0, 0]})"), std::string::npos) << saved;
    EXPECT_EQ(saved.find("body"), std::string::npos);  // the source's nodes are not copied in
    // An edit of a node from the source is saved as an override; the rest stays sparse.
    findNodeByPath(*r.scene, "b/body")->setVisible(false);
    const std::string edited = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(edited.find(R"("body": {"visible": false})"), std::string::npos) << edited;
    // Save -> load -> save is byte-identical.
    f.write("again.scene.json", edited);
    LoadResult again = f.load("again.scene.json");
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(saveSceneToString(*again.scene, again.file), edited);
}

TEST(Instance, OverridesSurviveAChangeOfTheSourceAndAGonePathIsKeptNotApplied) {
    Files f;
    f.write("block.scene.json", scene(kBlock));
    f.write("level.scene.json", scene(R"({"type": "Instance", "name": "b", "source": "block.scene.json",
        "overrides": {"coin": {"opacity": 10}, "gem": {"opacity": 20}}})"));
    // The source changes: a new node, the coin moved; the coin's override still applies.
    f.write("block.scene.json",
            scene(R"({"type": "Node", "name": "new"}, {"type": "ColorLayer", "name": "coin", "position": [1, 2]})"));
    LoadResult r = f.load("level.scene.json");
    ASSERT_TRUE(r.ok()) << r.error->format();
    EXPECT_EQ(findNodeByPath(*r.scene, "b/coin")->opacity(), 10);
    EXPECT_EQ(findNodeByPath(*r.scene, "b/coin")->position(), Vec2(1, 2));
    ASSERT_EQ(r.assetProblems.size(), 1u);
    EXPECT_EQ(r.assetProblems[0].pointer, "/root/children/0/overrides/gem");
    EXPECT_EQ(r.assetProblems[0].message, "override path \"gem\" is not in block.scene.json; kept, not applied");
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(saved.find(R"("coin": {"opacity": 10})"), std::string::npos) << saved;
    // Laid out as every other override, so the file stays canonical.
    EXPECT_NE(saved.find(R"("gem": {"opacity": 20})"), std::string::npos) << saved;
}

TEST(Instance, ACycleIsRejectedNamingIt) {
    Files f;
    f.write("a.scene.json", scene(R"({"type": "Instance", "name": "b", "source": "b.scene.json"})"));
    f.write("b.scene.json", scene(R"({"type": "Instance", "name": "a", "source": "a.scene.json"})"));
    LoadResult r = f.load("a.scene.json");
    ASSERT_FALSE(r.ok());
    const std::string message = r.error->format();
    EXPECT_NE(message.find("a.scene.json -> b.scene.json -> a.scene.json"), std::string::npos) << message;
    EXPECT_NE(message.find("/root/children/0/source"), std::string::npos) << message;
    f.write("self.scene.json", scene(R"({"type": "Instance", "name": "me", "source": "self.scene.json"})"));
    EXPECT_FALSE(f.load("self.scene.json").ok());
}

TEST(Instance, AMissingSourceIsNamedAndTheInstanceStaysEmpty) {
    Files f;
    f.write("level.scene.json", scene(R"({"type": "Instance", "name": "b", "source": "gone.scene.json",
                                          "overrides": {"coin": {"opacity": 1}}})"));
    LoadResult r = f.load("level.scene.json");
    ASSERT_TRUE(r.ok()) << r.error->format();
    ASSERT_FALSE(r.assetProblems.empty());
    EXPECT_EQ(r.assetProblems[0].pointer, "/root/children/0/source");
    EXPECT_NE(r.assetProblems[0].message.find("'gone.scene.json' not found"), std::string::npos);
    EXPECT_EQ(findNodeByPath(*r.scene, "b")->childCount(), 0u);
    // Its overrides are kept for when the source comes back.
    EXPECT_NE(saveSceneToString(*r.scene, r.file).find(R"("coin": {"opacity": 1})"), std::string::npos);
}

TEST(Instance, OverridesOfAMissingSourceMustStillBeAnObjectOfObjects) {
    // Kept verbatim for when the source comes back, so their shape is checked here: a
    // saved file could not hold anything else (found by the scene fuzzer).
    Files f;
    struct Case {
        const char* overrides;
        const char* pointer;
        const char* message;
    };
    const Case cases[] = {
        {R"([1, 2])", "/root/children/0/overrides", "expected an object of node paths"},
        {R"({"coin": 3})", "/root/children/0/overrides/coin", "expected an object of property values"},
        {R"({"coin": {"opacity": 1}, "gem": []})", "/root/children/0/overrides/gem",
         "expected an object of property values"},
    };
    for (const auto& [overrides, pointer, message] : cases) {
        f.write("level.scene.json", scene(std::string(R"({"type": "Instance", "name": "b", "source": "gone.scene.json",
                                          "overrides": )") +
                                          overrides + "}"));
        LoadResult r = f.load("level.scene.json");
        ASSERT_FALSE(r.ok()) << overrides;
        EXPECT_EQ(r.error->pointer, pointer);
        EXPECT_EQ(r.error->message, message);
    }
}

TEST(Instance, ABrokenSourceIsNamed) {
    Files f;
    f.write("bad.scene.json", "{");
    f.write("level.scene.json", scene(R"({"type": "Instance", "name": "b", "source": "bad.scene.json"})"));
    LoadResult r = f.load("level.scene.json");
    ASSERT_TRUE(r.ok());
    ASSERT_FALSE(r.assetProblems.empty());
    EXPECT_NE(r.assetProblems[0].message.find("nested scene bad.scene.json was not loaded"), std::string::npos);
}

TEST(Instance, TheNodeCountAndDepthLimitsCountThroughInstances) {
    Files f;
    f.write("block.scene.json", scene(kBlock));
    f.write("level.scene.json", scene(R"({"type": "Instance", "name": "b1", "source": "block.scene.json"},
                                          {"type": "Instance", "name": "b2", "source": "block.scene.json"})"));
    SceneLimits limits;
    limits.maxNodes = 6;  // root + 2 instances + 4 nodes from the sources = 7
    LoadResult r = f.load("level.scene.json", limits);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->format().find("node count limit exceeded"), std::string::npos) << r.error->format();
    limits.maxNodes = 7;
    EXPECT_TRUE(f.load("level.scene.json", limits).ok());
    limits.maxTreeDepth = 1;  // the instance is at depth 1, its nodes at 2
    EXPECT_FALSE(f.load("level.scene.json", limits).ok());
}

TEST(Instance, ASourceWhoseOwnErrorQuotesCycleOrLimitWordsOnlyEmptiesTheInstance) {
    // Whether a nested fault rejects the whole scene follows its kind, not its wording: this
    // source's error quotes a format name that reads like a cycle and a limit.
    Files f;
    f.write("odd.scene.json", R"({"format": "nested scenes form a cycle, limit exceeded", "version": 1,
                                  "root": {"type": "Scene"}})");
    f.write("level.scene.json", scene(R"({"type": "Instance", "name": "o", "source": "odd.scene.json"})"));
    LoadResult r = f.load("level.scene.json");
    ASSERT_TRUE(r.ok()) << r.error->format();
    EXPECT_TRUE(r.scene->children()[0]->children().empty());
    ASSERT_EQ(r.assetProblems.size(), 1u);
    EXPECT_NE(r.assetProblems[0].message.find("nested scene odd.scene.json was not loaded"), std::string::npos);
}

TEST(Instance, ACycleOrATreeLimitDeepInsideRejectsEveryEnclosingSceneWithItsKind) {
    Files f;
    f.write("a.scene.json", scene(R"({"type": "Instance", "name": "b", "source": "b.scene.json"})"));
    f.write("b.scene.json", scene(R"({"type": "Instance", "name": "c", "source": "c.scene.json"})"));
    f.write("c.scene.json", scene(R"({"type": "Instance", "name": "a", "source": "a.scene.json"})"));
    f.write("top.scene.json", scene(R"({"type": "Instance", "name": "a", "source": "a.scene.json"})"));
    LoadResult cycle = f.load("top.scene.json");
    ASSERT_FALSE(cycle.ok());
    EXPECT_EQ(cycle.error->kind, SceneError::Kind::NestingCycle) << cycle.error->format();

    f.write("block.scene.json", scene(kBlock));
    f.write("mid.scene.json", scene(R"({"type": "Instance", "name": "b", "source": "block.scene.json"})"));
    f.write("outer.scene.json", scene(R"({"type": "Instance", "name": "m", "source": "mid.scene.json"})"));
    SceneLimits limits;
    limits.maxTreeDepth = 2;  // outer's instance at 1, mid's at 2, the block's nodes at 3
    LoadResult deep = f.load("outer.scene.json", limits);
    ASSERT_FALSE(deep.ok());
    EXPECT_EQ(deep.error->kind, SceneError::Kind::TreeLimit) << deep.error->format();
    EXPECT_NE(deep.error->format().find("node tree depth limit exceeded"), std::string::npos);

    f.write("broken.scene.json", "{");
    EXPECT_EQ(f.load("broken.scene.json").error->kind, SceneError::Kind::Invalid);
}

TEST(Instance, AnInstanceListsNoChildren) {
    Files f;
    f.write("block.scene.json", scene(kBlock));
    f.write("level.scene.json", scene(R"({"type": "Instance", "name": "b", "source": "block.scene.json",
                                          "children": [{"type": "Node"}]})"));
    LoadResult r = f.load("level.scene.json");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->format().find("it lists no children"), std::string::npos);
}

TEST(Instance, AnOverrideKeyWithAnIndexTooLargeForANumberIsAPathNotInTheSource) {
    Files f;
    f.write("block.scene.json", scene(kBlock));
    f.write("level.scene.json", scene(R"({"type": "Instance", "name": "b", "source": "block.scene.json",
        "overrides": {"#99999999999999999999": {"opacity": 1}}})"));
    LoadResult r = f.load("level.scene.json");
    ASSERT_TRUE(r.ok()) << r.error->format();
    ASSERT_EQ(r.assetProblems.size(), 1u);
    EXPECT_EQ(r.assetProblems[0].pointer, "/root/children/0/overrides/#99999999999999999999");
    EXPECT_NE(r.assetProblems[0].message.find("is not in block.scene.json"), std::string::npos);
}

TEST(Instance, AnOverrideOfANestedInstancesSourceIsRefused) {
    Files f;
    f.write("block.scene.json", scene(kBlock));
    f.write("mid.scene.json", scene(R"({"type": "Instance", "name": "inner", "source": "block.scene.json"})"));
    for (const char* target : {"/etc/passwd", "../../outside.scene.json", "block.scene.json"}) {
        f.write("level.scene.json", scene(std::string(R"({"type": "Instance", "name": "m", "source": "mid.scene.json",
            "overrides": {"inner": {"source": ")") +
                                          target + R"("}}})"));
        LoadResult r = f.load("level.scene.json");
        ASSERT_FALSE(r.ok()) << target;
        EXPECT_EQ(r.error->pointer, "/root/children/0/overrides/inner/source");
        EXPECT_NE(r.error->message.find("an override cannot change a nested instance's \"source\""), std::string::npos)
            << r.error->format();
    }
}

TEST(Instance, AChainOfThreeHundredScenesEndingInACycleFailsAfterOnePass) {
    // Each scene used to be read twice per level above it (the streaming reader gave up
    // at the error and the general reader read everything again): 2^299 reads.
    Files f;
    // Each nested scene recurses through the streaming parser; ASan's larger frames
    // overflow an 8 MiB stack before 300 levels, so the sanitizer build walks 120.
#ifdef DIORAMA_TEST_SANITIZED  // tests/CMakeLists.txt
    const int n = 120;
#else
    const int n = 300;
#endif
    std::uint64_t bytes = 0;
    for (int i = 0; i < n; ++i) {
        const std::string next = "s" + std::to_string(i + 1 < n ? i + 1 : n - 2) + ".scene.json";
        const std::string text = scene(R"({"type": "Instance", "name": "i", "source": ")" + next + R"("})");
        f.write("s" + std::to_string(i) + ".scene.json", text);
        bytes += text.size();
    }
    SceneLimits limits;
    limits.maxTreeDepth = 1000;
    limits.maxLoadBytes = bytes;  // enough to read each file once, not twice
    LoadResult r = f.load("s0.scene.json", limits);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->kind, SceneError::Kind::NestingCycle) << r.error->format();
    const std::string message = r.error->format();
    const std::string last = "s" + std::to_string(n - 1) + ".scene.json",
                      previous = "s" + std::to_string(n - 2) + ".scene.json";
    EXPECT_NE(message.find(previous + " -> " + last + " -> " + previous), std::string::npos) << message;
    // The outer file's instance, then the innermost fault once, not 300 nested copies.
    EXPECT_EQ(message.rfind("s0.scene.json: /root/children/0/source", 0) != std::string::npos ||
                  message.find("/s0.scene.json: /root/children/0/source") != std::string::npos,
              true)
        << message;
    EXPECT_NE(message.find(last + ": /root/children/0/source"), std::string::npos) << message;
    EXPECT_NE(message.find("entered from s0.scene.json through " + std::to_string(n - 2) + " scenes"),
              std::string::npos)
        << message;
    EXPECT_LT(message.size(), 1000u);
}

TEST(Instance, AnErrorAfterANestedFailureDoesNotReadTheNestedScenesAgain) {
    // Every level: an instance of the next, then a broken node. Each scene fails by itself
    // (its instance left empty), and nothing is read twice for it.
    Files f;
    const int n = 40;
    std::uint64_t bytes = 0;
    for (int i = 0; i < n; ++i) {
        const std::string text =
            i + 1 < n ? scene(R"({"type": "Instance", "name": "i", "source": "s)" + std::to_string(i + 1) +
                              R"(.scene.json"}, {"type": "Node", "opacity": "x"})")
                      : scene(R"({"type": "Node", "opacity": "x"})");
        f.write("s" + std::to_string(i) + ".scene.json", text);
        bytes += text.size();
    }
    SceneLimits limits;
    limits.maxLoadBytes = bytes;
    LoadResult r = f.load("s0.scene.json", limits);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->kind, SceneError::Kind::Invalid);
    EXPECT_EQ(r.error->pointer, "/root/children/1/opacity") << r.error->format();
}

TEST(Instance, TheBytesReadAndExpandedPerLoadAreBoundedAndTheLimitNamed) {
    Files f;
    const std::string block = scene(kBlock);
    f.write("block.scene.json", block);
    std::string instances;
    for (int i = 0; i < 4; ++i)
        instances += std::string(i ? ", " : "") + R"({"type": "Instance", "name": "b)" + std::to_string(i) +
                     R"(", "source": "block.scene.json"})";
    const std::string level = scene(instances);
    f.write("level.scene.json", level);
    SceneLimits limits;
    limits.maxLoadBytes = level.size() + 4 * block.size();
    LoadResult fits = f.load("level.scene.json", limits);
    ASSERT_TRUE(fits.ok()) << fits.error->format();
    limits.maxLoadBytes -= 1;
    LoadResult over = f.load("level.scene.json", limits);
    ASSERT_FALSE(over.ok());
    EXPECT_EQ(over.error->kind, SceneError::Kind::TreeLimit);
    EXPECT_EQ(over.error->pointer, "/root/children/3/source");
    EXPECT_NE(over.error->message.find("bytes per load limit exceeded"), std::string::npos) << over.error->format();
}

TEST(Instance, FanOutIsBoundedByTheInstancedNodeLimitBeforeItIsBuilt) {
    // Each file instances the next 4 times: 4^5 leaves, each recorded once per enclosing
    // instance (what saving overrides needs).
    Files f;
    const int levels = 6;
    for (int i = 0; i < levels; ++i) {
        std::string children;
        if (i + 1 == levels) {
            children = R"({"type": "Node", "name": "leaf"})";
        } else {
            for (int j = 0; j < 4; ++j)
                children += std::string(j ? ", " : "") + R"({"type": "Instance", "name": "c)" + std::to_string(j) +
                            R"(", "source": "f)" + std::to_string(i + 1) + R"(.scene.json"})";
        }
        f.write("f" + std::to_string(i) + ".scene.json", scene(children));
    }
    LoadResult all = f.load("f0.scene.json");
    ASSERT_TRUE(all.ok()) << all.error->format();
    SceneLimits limits;
    limits.maxInstancedNodes = 1000;
    LoadResult r = f.load("f0.scene.json", limits);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->kind, SceneError::Kind::TreeLimit);
    EXPECT_NE(r.error->format().find("instanced nodes limit exceeded"), std::string::npos) << r.error->format();
}

// A nested scene's own clips run on its instance as cocos runs a ProjectNode's timeline:
// paused at frame 0 until the outer clip's nestedClip key (Studio's ActionValue) starts one.
TEST(Instance, ANestedScenesClipsArePausedAtFrameZeroUntilTheOuterClipStartsThem) {
    Files f;
    f.write("coin.scene.json", R"({"format": "diorama.scene", "version": 1, "designSize": [16, 16],
        "root": {"type": "Scene", "id": "coin-root", "children": [
          {"type": "ColorLayer", "id": "face", "name": "face", "rotation": 45, "contentSize": [16, 16]}]},
        "animations": {"version": 1, "clips": [
          {"name": "spin", "length": 10, "autoplay": true, "tracks": [
            {"node": "face", "property": "rotation", "keys": [{"frame": 0, "value": 0}, {"frame": 10, "value": 90}]},
            {"node": "coin-root", "property": "opacity", "keys": [{"frame": 0, "value": 200}]}]}]}})");
    const std::string outer = R"({"format": "diorama.scene", "version": 1, "designSize": [64, 64],
        "root": {"type": "Scene", "children": [
          {"type": "Instance", "id": "coin", "name": "coin", "source": "coin.scene.json"}]})";
    f.write("still.scene.json", outer + "}");
    f.write("level.scene.json", outer + R"(, "animations": {"version": 1, "clips": [
          {"name": "intro", "length": 20, "tracks": [
            {"node": "coin", "kind": "nestedClip", "keys": [{"frame": 4, "play": "once", "clip": "spin"}]}]}]}})");

    const float frame = 1.0f / 60;
    LoadResult still = f.load("still.scene.json");
    ASSERT_TRUE(still.ok()) << still.error->format();
    Director director;
    director.runSceneNow(std::move(still.scene));
    Scene& stillScene = *director.runningScene();
    EXPECT_EQ(runSceneAnimations(stillScene, still.file), nullptr);  // no clips of its own
    Node* face = findNodeByPath(stillScene, "coin/face");
    ASSERT_NE(face, nullptr);
    director.mainLoop(frame);
    EXPECT_EQ(face->rotation(), 0.0f);                              // frame 0 shown, not the file's 45
    EXPECT_EQ(findNodeByPath(stillScene, "coin")->opacity(), 200);  // the source's root is the instance
    for (int i = 0; i < 30; ++i) director.mainLoop(frame);
    EXPECT_EQ(face->rotation(), 0.0f);  // paused: the source's autoplay is for the source alone

    LoadResult level = f.load("level.scene.json");
    ASSERT_TRUE(level.ok()) << level.error->format();
    Director game;
    game.runSceneNow(std::move(level.scene));
    Scene& levelScene = *game.runningScene();
    ClipPlayer* player = runSceneAnimations(levelScene, level.file, false);
    ASSERT_NE(player, nullptr);
    ASSERT_TRUE(player->play("intro", false));
    face = findNodeByPath(levelScene, "coin/face");
    for (int i = 0; i < 4; ++i) game.mainLoop(frame);
    EXPECT_EQ(face->rotation(), 0.0f);
    for (int i = 0; i < 20; ++i) game.mainLoop(frame);
    EXPECT_EQ(face->rotation(), 90.0f);  // spin played once to its end
}

// Clips imported from Studio are ranges of one timeline, and cocos pauses a ProjectNode at
// that timeline's frame 0, not at the start of the first clip listed.
TEST(Instance, ANestedStudioFileIsPausedAtItsTimelinesFrameZero) {
    Files f;
    f.write("coin.scene.json", R"({"format": "diorama.scene", "version": 1, "designSize": [16, 16],
        "root": {"type": "Scene", "children": [
          {"type": "ColorLayer", "id": "face", "name": "face", "rotation": 45, "contentSize": [16, 16]}]},
        "animations": {"version": 1, "clips": [
          {"name": "flip", "length": 10, "startFrame": 20, "tracks": [
            {"node": "face", "property": "rotation", "keys": [{"frame": 0, "value": 180}, {"frame": 10, "value": 270}]}]},
          {"name": "spin", "length": 20, "startFrame": 0, "tracks": [
            {"node": "face", "property": "rotation", "keys": [{"frame": 5, "value": 30}, {"frame": 20, "value": 180}]}]}]}})");
    f.write("level.scene.json", R"({"format": "diorama.scene", "version": 1, "designSize": [64, 64],
        "root": {"type": "Scene", "children": [
          {"type": "Instance", "id": "coin", "name": "coin", "source": "coin.scene.json"}]}})");
    LoadResult level = f.load("level.scene.json");
    ASSERT_TRUE(level.ok()) << level.error->format();
    Director game;
    game.runSceneNow(std::move(level.scene));
    Scene& scene = *game.runningScene();
    runSceneAnimations(scene, level.file);
    game.mainLoop(1.0f / 60);
    // The timeline's first key holds before it: 30, where "flip" (listed first) starts at 180.
    EXPECT_EQ(findNodeByPath(scene, "coin/face")->rotation(), 30.0f);
}

// cocos' ProjectNode runs its file's timeline at InnerActionSpeed (setTimeSpeed), which
// replaces the speed the nested file gave its timeline.
TEST(Instance, ANestedScenesClipsRunAtItsInnerActionSpeedWhateverTheirOwnSpeed) {
    Files f;
    f.write("coin.scene.json", R"({"format": "diorama.scene", "version": 1, "designSize": [16, 16],
        "root": {"type": "Scene", "children": [
          {"type": "ColorLayer", "id": "face", "name": "face", "contentSize": [16, 16]}]},
        "animations": {"version": 1, "clips": [
          {"name": "spin", "length": 40, "speed": 0.5, "tracks": [
            {"node": "face", "property": "rotation", "keys": [{"frame": 0, "value": 0}, {"frame": 40, "value": 40}]}]}]}})");
    f.write("level.scene.json", R"({"format": "diorama.scene", "version": 1, "designSize": [64, 64],
        "root": {"type": "Scene", "children": [
          {"type": "Instance", "id": "coin", "name": "coin", "source": "coin.scene.json", "innerActionSpeed": 2}]},
        "animations": {"version": 1, "clips": [
          {"name": "intro", "length": 20, "tracks": [
            {"node": "coin", "kind": "nestedClip", "keys": [{"frame": 0, "play": "once", "clip": "spin"}]}]}]}})");
    LoadResult level = f.load("level.scene.json");
    ASSERT_TRUE(level.ok()) << level.error->format();
    auto& coin = static_cast<Instance&>(*findNodeByPath(*level.scene, "coin"));
    EXPECT_EQ(coin.innerActionSpeed(), 2.0f);
    Director game;
    game.runSceneNow(std::move(level.scene));
    Scene& scene = *game.runningScene();
    ClipPlayer* player = runSceneAnimations(scene, level.file, false);
    ASSERT_TRUE(player && player->play("intro", false));
    for (int i = 0; i < 10; ++i) game.mainLoop(1.0f / 64);  // dyadic steps: no float drift
    // Ten steps of 1/64 s at twice the speed: 20/64 s, frame 18 of the nested clip.
    EXPECT_EQ(findNodeByPath(scene, "coin/face")->rotation(), 18.0f);
    // The default is cocos' 1, and a negative speed is refused.
    Instance plain;
    EXPECT_EQ(plain.innerActionSpeed(), 1.0f);
    const PropertyDescriptor* speed = builtinNodeTypes().typeOf(plain).find("innerActionSpeed");
    ASSERT_NE(speed, nullptr);
    EXPECT_NE(speed->validate(PropertyValue(-1.0f)), "");
}
