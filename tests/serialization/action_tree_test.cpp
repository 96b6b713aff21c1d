// Action records as the editor edits them: a tree that reads and writes back the same
// record text, defaults that build, durations as cocos runs them, and a node's named
// actions written back with its triggers kept valid.
#include "diorama/serialization/action_tree.h"
#include "diorama/serialization/action_records.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace diorama;

namespace {

ActionTree tree(std::string_view json) {
    auto t = actionTreeFrom(json);
    EXPECT_TRUE(t) << json;
    return t ? *t : ActionTree{};
}

}  // namespace

TEST(ActionTree, ARecordReadsAndWritesBackTheSameText) {
    const std::string record =
        R"({"type":"Sequence","actions":[{"type":"MoveBy","duration":0.25,"by":[100,-2.5]},)"
        R"({"type":"EaseElasticIn","period":0.3,"action":{"type":"TintTo","duration":1,"to":[255,0,10]}},)"
        R"({"type":"FlipX","flipped":false},{"type":"Emit","event":"done"}]})";
    const ActionTree t = tree(record);
    ASSERT_EQ(t.children.size(), 4u);
    EXPECT_EQ(t.children[1].children.at(0).param("to")->kind, ActionParamKind::Rgb);
    EXPECT_EQ(actionTreeJson(t), record);
}

TEST(ActionTree, AnEditedFloatWritesItsShortestDecimal) {
    ActionTree t = tree(R"({"type":"DelayTime","duration":1})");
    t.param("duration")->values[0] = double(0.1f);
    EXPECT_EQ(actionTreeJson(t), R"({"type":"DelayTime","duration":0.1})");
}

TEST(ActionTree, EveryDefaultRecordBuilds) {
    for (const std::string& type : actionTypeNames()) {
        const std::string json = actionTreeJson(defaultActionTree(type));
        ActionBuild built = buildAction(json, "t", "");
        EXPECT_TRUE(built.action) << type << ": " << (built.error ? built.error->format() : "");
    }
}

TEST(ActionTree, DurationsFollowTheContainers) {
    const ActionTree t = tree(R"({"type":"Sequence","actions":[
        {"type":"MoveBy","duration":1,"by":[1,0]},
        {"type":"Spawn","actions":[{"type":"DelayTime","duration":0.5},{"type":"FadeOut","duration":2}]},
        {"type":"Repeat","times":3,"action":{"type":"EaseIn","rate":2,"action":{"type":"DelayTime","duration":0.5}}},
        {"type":"Speed","speed":2,"action":{"type":"DelayTime","duration":1}},
        {"type":"Place","position":[0,0]}]})");
    EXPECT_DOUBLE_EQ(actionDuration(t), 1 + 2 + 1.5 + 0.5 + 0);
    EXPECT_TRUE(
        std::isinf(actionDuration(tree(R"({"type":"RepeatForever","action":{"type":"DelayTime","duration":1}})"))));
}

TEST(ActionTree, UnitsAndWholeNumbersFollowTheParameter) {
    EXPECT_STREQ(actionParamUnit("MoveBy", "duration"), "s");
    EXPECT_STREQ(actionParamUnit("MoveBy", "by"), "px");
    EXPECT_STREQ(actionParamUnit("TintBy", "by"), "rgb");
    EXPECT_STREQ(actionParamUnit("RotateBy", "angleY"), "deg");
    EXPECT_TRUE(actionParamIsInteger("JumpBy", "jumps"));
    EXPECT_FALSE(actionParamIsInteger("JumpBy", "height"));
}

TEST(ActionTree, AParametersFieldOffersTheValuesTheReaderTakes) {
    const ActionParamRange duration = actionParamRange("MoveBy", "duration");
    EXPECT_EQ(duration.low, 0);
    EXPECT_TRUE(std::isinf(duration.high));
    EXPECT_EQ(duration.step, 0.01);
    EXPECT_EQ(actionParamRange("TintBy", "by").low, -255);
    EXPECT_EQ(actionParamRange("TintBy", "by").high, 255);
    EXPECT_EQ(actionParamRange("TintTo", "to").low, 0);
    EXPECT_EQ(actionParamRange("FadeTo", "opacity").high, 255);
    EXPECT_EQ(actionParamRange("Repeat", "times").low, 0);
    const ActionParamRange by = actionParamRange("MoveBy", "by");
    EXPECT_TRUE(std::isinf(by.low) && by.low < 0);
    EXPECT_EQ(by.step, 0.5);
}

TEST(NamedActions, WritingBackKeepsOtherKeysAndTriggers) {
    const std::string keys =
        R"({"custom":1,"actions":[{"name":"bob","autoplay":true,"tag":7,"action":{"type":"DelayTime","duration":1}}],)"
        R"("on":[{"event":"click","run":"bob"}]})";
    const auto actions = namedActionsFrom(keys);
    ASSERT_EQ(actions.size(), 1u);
    EXPECT_EQ(actions[0].tag, 7);
    EXPECT_TRUE(actions[0].autoplay);
    EXPECT_EQ(keysWithNamedActions(keys, actions), keys);
}

TEST(NamedActions, RemovingAnActionDropsItFromTriggers) {
    const std::string keys =
        R"({"actions":[{"name":"a","action":{"type":"Show"}},{"name":"b","action":{"type":"Hide"}}],)"
        R"("on":[{"event":"click","run":"a","stop":["b"]},{"event":"touchBegan","run":"b"}]})";
    auto actions = namedActionsFrom(keys);
    actions.erase(actions.begin() + 1);
    EXPECT_EQ(keysWithNamedActions(keys, actions),
              R"({"actions":[{"name":"a","action":{"type":"Show"}}],"on":[{"event":"click","run":"a"}]})");
    EXPECT_EQ(keysWithNamedActions(keys, {}), "");
}

TEST(NamedActions, ARenameFollowsIntoTriggers) {
    const std::string keys =
        R"({"actions":[{"name":"a","action":{"type":"Show"}}],"on":[{"event":"custom:go","run":"a"}]})";
    auto actions = namedActionsFrom(keys);
    actions[0].name = "appear";
    EXPECT_EQ(
        keysWithNamedActions(keys, actions, {{"a", "appear"}}),
        R"({"actions":[{"name":"appear","action":{"type":"Show"}}],"on":[{"event":"custom:go","run":"appear"}]})");
}

TEST(Triggers, WritingBackChangesOnlyTheEditedEntry) {
    const std::string keys =
        R"({"actions":[{"name":"a","action":{"type":"Show"}},{"name":"b","action":{"type":"Hide"}}],)"
        R"("on":[{"swallow":true,"event":"click","run":"a"},{"event":"touchBegan","run":"b"}],"custom":1})";
    std::vector<TriggerRecord> triggers = nodeActionsFrom(keys).triggers;
    ASSERT_EQ(triggers.size(), 2u);
    EXPECT_EQ(keysWithTriggers(keys, triggers), keys);  // the first keeps its own key order
    triggers[1].event = "custom:coin";
    triggers[1].stop = {"a"};
    triggers.push_back({"touchEnded", "b", true, {}});
    EXPECT_EQ(keysWithTriggers(keys, triggers),
              R"({"actions":[{"name":"a","action":{"type":"Show"}},{"name":"b","action":{"type":"Hide"}}],)"
              R"("on":[{"swallow":true,"event":"click","run":"a"},)"
              R"({"event":"custom:coin","run":"b","stop":["a"]},{"event":"touchEnded","run":"b","swallow":true}],)"
              R"("custom":1})");
}

TEST(Triggers, AnEmptyListDropsTheKeyAndANewOneIsAdded) {
    const std::string keys =
        R"({"actions":[{"name":"a","action":{"type":"Show"}}],"on":[{"event":"click","run":"a"}]})";
    EXPECT_EQ(keysWithTriggers(keys, {}), R"({"actions":[{"name":"a","action":{"type":"Show"}}]})");
    EXPECT_EQ(keysWithTriggers(R"({"actions":[{"name":"a","action":{"type":"Show"}}]})", {{"click", "a", false, {}}}),
              keys);
}

// The editor checks an edit of a node's triggers with the reader's own check of the keys
// it would write, so a refusal reads as the reader's.
TEST(Triggers, AProblemIsNamedAsTheReaderWouldRefuseIt) {
    const std::string keys =
        R"({"actions":[{"name":"a","action":{"type":"Show"}},{"name":"b","action":{"type":"Hide"}}]})";
    const auto problem = [&](TriggerRecord t) { return nodeActionsProblem(keysWithTriggers(keys, {std::move(t)})); };
    EXPECT_EQ(problem({"click", "a", false, {}}), std::nullopt);
    EXPECT_EQ(problem({"custom:go", "", false, {"b"}}), std::nullopt);
    const std::string badEvent =
        R"(/on/0/event: expected "touchBegan", "touchEnded", "click", "selected", "unselected", "percentChanged", "pageTurning", "itemSelected", "attachWithIME", "detachWithIME", "insertText", "deleteBackward" or "custom:NAME")";
    EXPECT_EQ(problem({"custom:", "a", false, {}}), badEvent);
    EXPECT_EQ(problem({"tap", "a", false, {}}), badEvent);
    EXPECT_EQ(problem({"click", "", true, {}}), R"(/on/0: a trigger needs "run" or "stop")");
    EXPECT_EQ(problem({"click", "c", false, {}}), R"(/on/0/run: no action named "c" on this node)");
    EXPECT_EQ(problem({"click", "a", false, {"a", "z"}}), R"(/on/0/stop/1: no action named "z" on this node)");
}

TEST(ActionTree, ThePropertiesAnActionChangesAreTheRegistryKeysItSets) {
    const auto keys = [](const char* json) { return propertiesChangedBy(*actionTreeFrom(json)); };
    EXPECT_EQ(keys(R"({"type":"MoveBy","duration":1,"by":[1,0]})"), (std::vector<std::string>{"position"}));
    EXPECT_EQ(keys(R"({"type":"RotateTo","duration":1,"angle":90})"),
              (std::vector<std::string>{"rotation", "rotationSkewX", "rotationSkewY"}));
    EXPECT_EQ(keys(R"({"type":"ScaleBy","duration":1,"scale":2})"),
              (std::vector<std::string>{"scale", "scaleX", "scaleY"}));
    // Containers and wrappers: what their actions change, each key once, sorted.
    EXPECT_EQ(keys(R"({"type":"RepeatForever","action":{"type":"Sequence","actions":[
                  {"type":"FadeOut","duration":1},{"type":"TintTo","duration":1,"to":[1,2,3]},
                  {"type":"EaseIn","rate":2,"action":{"type":"JumpBy","duration":1,"by":[0,0],"height":5,"jumps":1}},
                  {"type":"Blink","duration":1,"times":2},{"type":"FadeIn","duration":1}]}})"),
              (std::vector<std::string>{"color", "opacity", "position", "visible"}));
    EXPECT_TRUE(keys(R"({"type":"DelayTime","duration":1})").empty());
}
