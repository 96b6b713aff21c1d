// Action records as scene files write them: built into runtime actions that run with
// cocos' arithmetic, and every bad record an error at its JSON pointer.
#include "diorama/serialization/action_records.h"
#include "diorama/director/director.h"
#include "running_node.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace diorama;

namespace {

// A Director running one node (tests/support).
using Stage = test::RunningNode;

std::unique_ptr<Action> build(std::string_view json, const ActionBuildContext& context = {}) {
    ActionBuild b = buildAction(json, "s.scene.json", "/root/actions/0/action", context);
    EXPECT_FALSE(b.error) << b.error->format();
    return std::move(b.action);
}

std::string errorOf(std::string_view json) {
    ActionBuild b = buildAction(json, "s.scene.json", "/a");
    EXPECT_FALSE(b.action);
    return b.error ? b.error->format() : "(no error)";
}

}  // namespace

TEST(ActionRecords, ANestedRecordRunsWithCocosArithmetic) {
    Stage s;
    s.run(build(R"({"type": "Sequence", "actions": [
        {"type": "MoveBy", "duration": 1, "by": [100, 0]},
        {"type": "EaseIn", "rate": 2, "action": {"type": "MoveBy", "duration": 1, "by": [0, 100]}},
        {"type": "Repeat", "times": 2, "action": {"type": "RotateBy", "duration": 0.5, "angle": 90}}]})"));
    s.frames(5, 0.25f);  // the first MoveBy ends at t = 1
    EXPECT_NEAR(s.node->position().x, 100.0f, 1e-3f);
    s.frames(2, 0.25f);  // half way through the eased move: 100 * 0.5^2
    EXPECT_NEAR(s.node->position().y, 25.0f, 1e-2f);
    s.frames(10, 0.25f);
    EXPECT_NEAR(s.node->position().y, 100.0f, 1e-3f);
    EXPECT_NEAR(s.node->rotationSkewX(), 180.0f, 1e-3f);
}

TEST(ActionRecords, EveryTypeBuilds) {
    const char* records[] = {
        R"({"type": "MoveTo", "duration": 1, "to": [1, 2]})",
        R"({"type": "RotateTo", "duration": 1, "angleX": 10, "angleY": 20})",
        R"({"type": "ScaleBy", "duration": 1, "scale": 2})",
        R"({"type": "ScaleTo", "duration": 1, "scaleX": 2, "scaleY": 3})",
        R"({"type": "SkewBy", "duration": 1, "skewX": 10})",
        R"({"type": "SkewTo", "duration": 1, "skewY": 10})",
        R"({"type": "JumpBy", "duration": 1, "by": [10, 0], "height": 20, "jumps": 3})",
        R"({"type": "JumpTo", "duration": 1, "to": [10, 0], "height": 20, "jumps": 1})",
        R"({"type": "BezierBy", "duration": 1, "controlPoint1": [0, 1], "controlPoint2": [1, 1], "endPosition": [1, 0]})",
        R"({"type": "BezierTo", "duration": 1, "controlPoint1": [0, 1], "controlPoint2": [1, 1], "endPosition": [1, 0]})",
        R"({"type": "FadeIn", "duration": 1})",
        R"({"type": "FadeOut", "duration": 1})",
        R"({"type": "FadeTo", "duration": 1, "opacity": 128})",
        R"({"type": "TintBy", "duration": 1, "by": [-10, 0, 255]})",
        R"({"type": "TintTo", "duration": 1, "to": [10, 0, 255]})",
        R"({"type": "Blink", "duration": 1, "times": 3})",
        R"({"type": "DelayTime", "duration": 1})",
        R"({"type": "Place", "position": [5, 5]})",
        R"({"type": "Show"})",
        R"({"type": "Hide"})",
        R"({"type": "ToggleVisibility"})",
        R"({"type": "FlipX", "flipped": true})",
        R"({"type": "FlipY"})",
        R"({"type": "Emit", "event": "coin"})",
        R"({"type": "Spawn", "actions": [{"type": "FadeIn", "duration": 1}, {"type": "Hide"}]})",
        R"({"type": "RepeatForever", "action": {"type": "RotateBy", "duration": 1, "angle": 360}})",
        R"({"type": "Speed", "speed": 2, "action": {"type": "DelayTime", "duration": 1}})",
        R"({"type": "EaseElasticIn", "period": 0.4, "action": {"type": "DelayTime", "duration": 1}})",
        R"({"type": "EaseBounceOut", "action": {"type": "DelayTime", "duration": 1}})",
    };
    for (const char* r : records) EXPECT_TRUE(build(r)) << r;
    EXPECT_GE(actionTypeNames().size(), 60u);
}

TEST(ActionRecords, EmitDispatchesThroughTheContext) {
    Stage s;
    std::vector<std::string> emitted;
    s.run(build(
        R"({"type": "Sequence", "actions": [{"type": "DelayTime", "duration": 0.5}, {"type": "Emit", "event": "coin"}]})",
        ActionBuildContext{[&](const std::string& e) { emitted.push_back(e); }}));
    s.frames(2, 0.25f);
    EXPECT_TRUE(emitted.empty());
    s.frames(1, 0.25f);
    EXPECT_EQ(emitted, std::vector<std::string>{"coin"});
}

TEST(ActionRecords, BadRecordsAreErrorsAtTheirPointer) {
    EXPECT_EQ(errorOf(R"({"type": "Teleport"})"), "s.scene.json: /a/type: unknown action type \"Teleport\"");
    EXPECT_EQ(errorOf(R"({"type": "MoveBy", "by": [1, 2]})"), "s.scene.json: /a: missing required key \"duration\"");
    EXPECT_EQ(errorOf(R"({"type": "MoveBy", "duration": -1, "by": [1, 2]})"),
              "s.scene.json: /a/duration: duration cannot be negative");
    EXPECT_EQ(errorOf(R"({"type": "Sequence", "actions": [{"type": "Show"}, {"type": "Hide", "speed": 3}]})"),
              "s.scene.json: /a/actions/1/speed: unknown key \"speed\" for Hide");
    EXPECT_EQ(
        errorOf(
            R"({"type": "Sequence", "actions": [{"type": "RepeatForever", "action": {"type": "DelayTime", "duration": 1}}]})"),
        "s.scene.json: /a/actions/0: a RepeatForever or Speed cannot be nested here (it never ends or has no "
        "fixed duration)");
    EXPECT_EQ(errorOf(R"({"type": "EaseIn", "rate": 2, "action": {"type": "Show"}})"),
              "s.scene.json: /a/action: expected an action with a duration (not an instant action)");
    EXPECT_EQ(errorOf(R"({"type": "RotateBy", "duration": 1, "angle": 1, "angleX": 2})"),
              "s.scene.json: /a: give \"angle\" or \"angleX\"/\"angleY\", not both");
    EXPECT_EQ(errorOf(R"({"type": "TintTo", "duration": 1, "to": [0, 0, 256]})"),
              "s.scene.json: /a/to/2: expected an integer from 0 to 255");
    EXPECT_EQ(errorOf(R"({"type": "Repeat", "times": 0, "action": {"type": "Show"}})"),
              "s.scene.json: /a/times: expected an integer from 1 to 1000000");
    EXPECT_EQ(errorOf(R"([1, 2])"), "s.scene.json: /a: expected an action object {\"type\": ...}");
    EXPECT_NE(errorOf(R"({"type": )").find("s.scene.json: /a"), std::string::npos);
    // Nesting is bounded.
    std::string deep;
    for (int i = 0; i < 100; ++i) deep += R"({"type": "Speed", "speed": 1, "action": )";
    deep += R"({"type": "DelayTime", "duration": 1})";
    for (int i = 0; i < 100; ++i) deep += "}";
    EXPECT_NE(errorOf(deep).find("nest"), std::string::npos) << errorOf(deep);
}

TEST(ActionRecords, EaseParametersThatMakeNaNAreErrorsAtTheirPointer) {
    // cocos divides by the elastic period and raises the time to the rate: period 0 and
    // negative rates give NaN or infinity from the first step on.
    const std::string move = R"("action": {"type": "MoveBy", "duration": 1, "by": [100, 0]})";
    EXPECT_EQ(errorOf(R"({"type": "EaseElasticIn", "period": 0, )" + move + "}"),
              "s.scene.json: /a/period: expected a period of at least 0.000001 in size (cocos divides by it)");
    EXPECT_EQ(errorOf(R"({"type": "EaseElasticOut", "period": 1e-30, )" + move + "}"),
              "s.scene.json: /a/period: expected a period of at least 0.000001 in size (cocos divides by it)");
    EXPECT_EQ(errorOf(R"({"type": "EaseIn", "rate": -1, )" + move + "}"),
              "s.scene.json: /a/rate: a rate cannot be negative (cocos raises the time to it)");
    EXPECT_EQ(errorOf(R"({"type": "EaseOut", "rate": -0.5, )" + move + "}"),
              "s.scene.json: /a/rate: a rate cannot be negative (cocos raises the time to it)");
    EXPECT_EQ(errorOf(R"({"type": "Sequence", "actions": [{"type": "EaseInOut", "rate": -2, )" + move + "}]}"),
              "s.scene.json: /a/actions/0/rate: a rate cannot be negative (cocos raises the time to it)");
}

TEST(ActionRecords, EaseParametersCocosAcceptsStayValidAndFinite) {
    // Rate 0 (and the 1 / 0 EaseOut makes of it), rates below 1, a negative period, and
    // EaseElasticInOut's period 0 (cocos uses 0.45 for it).
    for (const char* ease :
         {R"("type": "EaseIn", "rate": 0)", R"("type": "EaseOut", "rate": 0)", R"("type": "EaseInOut", "rate": 0)",
          R"("type": "EaseIn", "rate": 0.5)", R"("type": "EaseOut", "rate": 1e9)",
          R"("type": "EaseElasticIn", "period": -0.3)", R"("type": "EaseElasticInOut", "period": 0)",
          R"("type": "EaseElasticOut", "period": 2)"}) {
        Stage s;
        s.run(build("{" + std::string(ease) + R"(, "action": {"type": "MoveBy", "duration": 1, "by": [100, 0]}})"));
        for (int frame = 0; frame < 12; ++frame) {
            s.frames(1, 0.1f);
            ASSERT_TRUE(std::isfinite(s.node->position().x)) << ease << " at frame " << frame;
        }
    }
}

TEST(ActionRecords, RecordsThatCanMakeTooManyUpdatesInOneStepAreRefused) {
    // Repeat 1e6 of Repeat 1e6 of Show: 10^12 updates in the first step, which never ends.
    const std::string limit =
        "can make more than 1000000 updates in one step of up to 10 s (limit \"action "
        "updates per step\")";
    EXPECT_EQ(
        errorOf(
            R"({"type": "Repeat", "times": 1000000, "action": {"type": "Repeat", "times": 1000000, "action": {"type": "Show"}}})"),
        "s.scene.json: /a/times: " + limit);
    // A tiny delay does not spread the work: the step still covers 10 s / 1 µs repetitions.
    EXPECT_EQ(errorOf(R"({"type": "Sequence", "actions": [{"type": "Show"}, {"type": "Repeat", "times": 1000000,
        "action": {"type": "Sequence", "actions": [{"type": "DelayTime", "duration": 0.000001},
                                                  {"type": "Repeat", "times": 1000, "action": {"type": "Hide"}}]}}]})"),
              "s.scene.json: /a/actions/1/times: " + limit);
    // An ease may jump its time past the end, which runs every remaining repetition.
    EXPECT_EQ(errorOf(R"({"type": "EaseBackOut", "action": {"type": "Repeat", "times": 1000000,
        "action": {"type": "Sequence", "actions": [{"type": "DelayTime", "duration": 1},
                                                  {"type": "Repeat", "times": 100, "action": {"type": "Hide"}}]}}})"),
              "s.scene.json: /a: " + limit);
    // What cocos finishes in reasonable time stays valid.
    build(R"({"type": "Repeat", "times": 1000000, "action": {"type": "Show"}})");
    build(R"({"type": "Repeat", "times": 1000000, "action": {"type": "Sequence", "actions": [
        {"type": "FadeOut", "duration": 0.5}, {"type": "FadeIn", "duration": 0.5}]}})");
    build(R"({"type": "RepeatForever", "action": {"type": "Repeat", "times": 1000000, "action": {"type": "Sequence",
        "actions": [{"type": "DelayTime", "duration": 1}, {"type": "Repeat", "times": 1000, "action": {"type": "Show"}}]}}})");
}

// ---- "actions" and "on" in scene files ------------------------------------------------------

#include "diorama/serialization/node_path.h"

namespace {
const std::string kScene = R"({
  "format": "diorama.scene",
  "version": 1,
  "designSize": [960, 640],
  "root": {
    "type": "Scene",
    "children": [
      {
        "type": "Node",
        "id": "coin-1",
        "name": "coin",
        "actions": [
          {
            "name": "bob",
            "autoplay": true,
            "tag": 7,
            "action": {
              "type": "RepeatForever",
              "action": {
                "type": "Sequence",
                "actions": [
                  {"type": "MoveBy", "duration": 0.5, "by": [0, 10]},
                  {"type": "MoveBy", "duration": 0.5, "by": [0, -10]}
                ]
              }
            }
          },
          {
            "name": "spin",
            "action": {"type": "RotateBy", "duration": 1, "angle": 360}
          }
        ],
        "on": [
          {
            "event": "click",
            "run": "spin",
            "swallow": true,
            "stop": ["bob"]
          }
        ]
      }
    ]
  }
}
)";
}  // namespace

TEST(ActionRecords, SceneFilesCarryNamedActionsAndTriggersAndRoundTrip) {
    LoadResult r = loadSceneText(kScene, "a.scene.json", ".", SceneContext{});
    ASSERT_TRUE(r.ok()) << r.error->format();
    Node* coin = findNodeByPath(*r.scene, "coin");
    ASSERT_NE(coin, nullptr);
    const NodeActions a = nodeActionsFrom(r.file.find(coin->id())->unknownKeys);
    ASSERT_EQ(a.actions.size(), 2u);
    EXPECT_EQ(a.actions[0].name, "bob");
    EXPECT_TRUE(a.actions[0].autoplay);
    EXPECT_EQ(a.actions[0].tag, 7);
    EXPECT_FALSE(a.actions[1].autoplay);
    EXPECT_EQ(a.actions[1].tag, -1);
    EXPECT_TRUE(buildAction(a.actions[0].actionJson, "a.scene.json", "/x").action);
    ASSERT_EQ(a.triggers.size(), 1u);
    EXPECT_EQ(a.triggers[0].event, "click");
    EXPECT_EQ(a.triggers[0].run, "spin");
    EXPECT_TRUE(a.triggers[0].swallow);
    EXPECT_EQ(a.triggers[0].stop, std::vector<std::string>{"bob"});
    // Kept through a save, and a saved file is byte-identical after a load and a save.
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(saved.find("\"stop\": [\"bob\"]"), std::string::npos);
    LoadResult again = loadSceneText(saved, "b.scene.json", ".", SceneContext{});
    ASSERT_TRUE(again.ok()) << again.error->format();
    EXPECT_EQ(saveSceneToString(*again.scene, again.file), saved);
}

TEST(ActionRecords, BadActionsInASceneFileAreErrorsWithTheirPointerLineAndColumn) {
    auto broken = [](const std::string& from, const std::string& to) {
        std::string text = kScene;
        text.replace(text.find(from), from.size(), to);
        LoadResult r = loadSceneText(text, "a.scene.json", ".", SceneContext{});
        EXPECT_FALSE(r.ok());
        return r.error ? r.error->format() : std::string("(loaded)");
    };
    EXPECT_EQ(broken(R"("angle": 360)", R"("angle": "full")"),
              "a.scene.json: /root/children/0/actions/1/action/angle (line 30, column 68): expected a number");
    EXPECT_EQ(broken(R"("run": "spin")", R"("run": "jump")"),
              "a.scene.json: /root/children/0/on/0/run (line 36, column 20): no action named \"jump\" on this node");
    EXPECT_EQ(broken(R"("name": "spin")", R"("name": "bob")"),
              "a.scene.json: /root/children/0/actions/1/name (line 29, column 21): duplicate action name \"bob\"");
    EXPECT_EQ(broken(R"("event": "click")", R"("event": "hover")"),
              "a.scene.json: /root/children/0/on/0/event (line 35, column 22): expected \"touchBegan\", "
              "\"touchEnded\", \"click\", \"selected\", \"unselected\", \"percentChanged\", \"pageTurning\", "
              "\"itemSelected\", "
              "\"attachWithIME\", "
              "\"detachWithIME\", \"insertText\", "
              "\"deleteBackward\" or \"custom:NAME\"");
}
