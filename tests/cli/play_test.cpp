// `diorama play` (docs/cli.md): autoplay actions at a fixed dt, touches dispatched before
// their frame's update through the real EventDispatcher, swallowing between overlapping
// triggers, custom events, and the A14 step count.
#include "temp_files.h"
#include "tool_run.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using Json = nlohmann::json;
namespace fs = std::filesystem;

namespace {

// Two overlapping layers (front drawn last, so it gets touches first) and a listener.
const char* kScene = R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
  {"type": "ColorLayer", "name": "back", "position": [100, 100], "contentSize": [200, 200],
   "actions": [{"name": "hop", "action": {"type": "JumpBy", "duration": 1, "by": [100, 0], "height": 50, "jumps": 2}}],
   "on": [{"event": "click", "run": "hop"}]},
  {"type": "ColorLayer", "name": "front", "position": [150, 150], "contentSize": [200, 200],
   "actions": [{"name": "bob", "autoplay": true, "tag": 3,
                "action": {"type": "RepeatForever", "action": {"type": "RotateBy", "duration": 1, "angle": 90}}},
               {"name": "fade", "action": {"type": "Sequence", "actions": [{"type": "FadeOut", "duration": 0.5},
                                                                           {"type": "Emit", "event": "faded"}]}}],
   "on": [{"event": "touchBegan", "run": "fade", "swallow": true, "stop": ["bob"]}]},
  {"type": "Node", "name": "listener", "actions": [{"name": "show", "action": {"type": "Place", "position": [9, 9]}}],
   "on": [{"event": "custom:faded", "run": "show"}]}]}})";

struct Played {
    ToolRun run;
    Json json;
    const Json& node(const std::string& path) const {
        for (const Json& n : json.at("nodes"))
            if (n.at("path") == path) return n;
        throw std::runtime_error("no " + path);
    }
};

Played play(const std::string& args) {
    static diorama::test::TempDir dir;
    const fs::path file = dir.path / "play.scene.json";
    diorama::test::writeFile(file, kScene);
    ToolRun r = runTool("play " + file.string() + " " + args);
    Json j = r.status == 0 ? Json::parse(r.out) : Json();
    return Played{r, j};
}

}  // namespace

TEST(CliPlay, AutoplayActionsRunAtTheFixedDtAndTheFirstStepIgnoresIt) {
    Played p = play("--frames 2 --dt 0.25");
    ASSERT_EQ(p.run.status, 0) << p.run.err;
    EXPECT_EQ(p.json.at("frames"), 2);
    // Step 1 sets elapsed to 1e-6 (A14); step 2 adds 0.25.
    EXPECT_NEAR(p.node("front").at("rotationSkewX").get<double>(), 90 * (0.25 + 1e-6), 1e-3);
    EXPECT_EQ(p.node("front").at("actions"), Json::parse(R"([{"name": "bob", "tag": 3}])"));
    EXPECT_EQ(p.node("back").at("actions"), Json::array());
}

TEST(CliPlay, ADurationDActionFinishesOnStepCeilDOverDtPlusOne) {
    // Clicking the back layer only (outside the front one) starts its one-second hop.
    Played p = play("--frames 5 --dt 0.25 --touch 120 120 1");
    ASSERT_EQ(p.run.status, 0) << p.run.err;
    EXPECT_EQ(p.node("back").at("position"), Json::parse("[200, 100]"));
    EXPECT_EQ(p.node("back").at("actions"), Json::array());  // done on step 4 + 1
    Played before = play("--frames 4 --dt 0.25 --touch 120 120 1");
    EXPECT_EQ(before.node("back").at("actions"), Json::parse(R"([{"name": "hop", "tag": -1}])"));
    EXPECT_NEAR(before.node("back").at("position").at(1).get<double>(), 150, 1e-3);  // 100 + 50 at t = 0.75
}

TEST(CliPlay, TheFrontTriggerSwallowsTheTouchAndItsEventReachesACustomTrigger) {
    Played p = play("--frames 4 --dt 0.25 --touch 200 200 2");
    ASSERT_EQ(p.run.status, 0) << p.run.err;
    // front claimed and swallowed: back's click never came.
    EXPECT_EQ(p.node("back").at("position"), Json::parse("[100, 100]"));
    EXPECT_EQ(p.node("front").at("actions"), Json::array());  // bob stopped, fade done
    EXPECT_EQ(p.node("front").at("opacity"), 0);
    EXPECT_EQ(p.json.at("emitted"), Json::parse(R"(["faded"])"));
    EXPECT_EQ(p.node("listener").at("position"), Json::parse("[9, 9]"));
}

TEST(CliPlay, ARemovedNodeIsReportedAsRemoved) {
    diorama::test::TempDir dir;
    diorama::test::writeFile(dir.path / "r.scene.json", R"({"format": "diorama.scene", "version": 1, "root": {
        "type": "Scene", "children": [{"type": "Node", "name": "gone", "actions": [{"name": "bye", "autoplay": true,
        "action": {"type": "Sequence", "actions": [{"type": "DelayTime", "duration": 0.25}, {"type": "RemoveSelf"}]}}]}]}})");
    ToolRun r = runTool("play " + (dir.path / "r.scene.json").string() + " --frames 2 --dt 0.25 --at gone");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(Json::parse(r.out).at("nodes"), Json::parse(R"([{"path": "gone", "removed": true}])"));
}

TEST(CliPlay, UsageAndPathErrorsAreReported) {
    EXPECT_EQ(play("").run.status, 2);
    EXPECT_EQ(play("--frames 2 --dt 0").run.status, 2);
    EXPECT_EQ(play("--frames 2 --touch 1 2").run.status, 2);
    Played missing = play("--frames 1 --at nowhere");
    EXPECT_EQ(missing.run.status, 1);
    EXPECT_NE(missing.run.err.find("nowhere: no node at this path"), std::string::npos) << missing.run.err;
}

TEST(CliPlay, ACustomTriggerOfARemovedNodeDoesNothing) {
    diorama::test::TempDir dir;
    diorama::test::writeFile(dir.path / "r.scene.json", R"({"format": "diorama.scene", "version": 1, "root": {
        "type": "Scene", "children": [
        {"type": "Node", "name": "gone", "actions": [
            {"name": "bye", "autoplay": true, "action": {"type": "RemoveSelf"}},
            {"name": "move", "action": {"type": "MoveBy", "duration": 1, "by": [1, 1]}}],
         "on": [{"event": "custom:ping", "run": "move"}]},
        {"type": "Node", "name": "pinger", "actions": [{"name": "ping", "autoplay": true,
            "action": {"type": "Sequence", "actions": [{"type": "DelayTime", "duration": 0.5}, {"type": "Emit", "event": "ping"}]}}]}]}})");
    ToolRun r = runTool("play " + (dir.path / "r.scene.json").string() + " --frames 6 --dt 0.25");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(Json::parse(r.out).at("emitted"), Json::parse(R"(["ping"])"));
}

TEST(CliPlay, RenderAfterFramesShowsThePlayedScene) {
    // A layer that moves out of the frame: the image after the move differs from the first.
    diorama::test::TempDir dir;
    diorama::test::writeFile(dir.path / "m.scene.json", R"({"format": "diorama.scene", "version": 1,
        "designSize": [64, 64], "root": {"type": "Scene", "children": [
        {"type": "ColorLayer", "name": "box", "contentSize": [32, 32], "color": [255, 0, 0],
         "actions": [{"name": "go", "autoplay": true, "action": {"type": "MoveBy", "duration": 0.5, "by": [32, 32]}}]}]}})");
    const std::string scene = (dir.path / "m.scene.json").string();
    const std::string before = (dir.path / "before.png").string(), after = (dir.path / "after.png").string();
    ToolRun a = runTool("render " + scene + " -o " + before);
    ToolRun b = runTool("render " + scene + " -o " + after + " --frames 3 --dt 0.25");
    if (a.status != 0 && a.err.find("no headless OpenGL context") != std::string::npos) GTEST_SKIP() << a.err;
    ASSERT_EQ(a.status, 0) << a.err;
    ASSERT_EQ(b.status, 0) << b.err;
    EXPECT_NE(diorama::test::readFile(before), diorama::test::readFile(after));
    EXPECT_EQ(runTool("render " + scene + " -o " + after + " --frames many").status, 2);
}

TEST(CliPlay, TheActionsSampleCollectsTheCoinAndSpinsTheBox) {
    const std::string scene = std::string(DIORAMA_SOURCE_DIR) + "/projects/actions/actions.scene.json";
    ASSERT_EQ(runTool("validate " + scene).status, 0);
    ToolRun r = runTool("play " + scene + " --frames 60 --touch 232 332 10 --at coin --at box --at blinker");
    ASSERT_EQ(r.status, 0) << r.err;
    const Json j = Json::parse(r.out);
    EXPECT_EQ(j.at("emitted"), Json::parse(R"(["coin"])"));
    EXPECT_EQ(j.at("nodes").at(0), Json::parse(R"({"path": "coin", "removed": true})"));
    EXPECT_EQ(j.at("nodes").at(1).at("actions"), Json::parse(R"([{"name": "spin", "tag": -1}])"));
    EXPECT_EQ(j.at("nodes").at(2).at("actions").size(), 2u);  // blink forever, the path for 2 s
    // Before the click the coin is still bobbing.
    ToolRun idle = runTool("play " + scene + " --frames 5 --at coin");
    EXPECT_EQ(Json::parse(idle.out).at("nodes").at(0).at("actions"), Json::parse(R"([{"name": "bob", "tag": 1}])"));
}

// ---- issue #32: scenes that never finish a frame, and NaN from easing ----------------------

namespace {
ToolRun playText(const std::string& name, const std::string& children, const std::string& args) {
    static diorama::test::TempDir dir;
    const fs::path file = dir.path / name;
    diorama::test::writeFile(file, R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene",
        "children": [)" + children + "]}}");
    // A hang shows as status 124 after 30 s rather than a stuck suite.
    return runTool("play " + file.string() + " " + args, 30);
}
}  // namespace

TEST(CliPlay, AnEmitThatRetriggersItsOwnNodeStopsPlayWithAnErrorInFrameOne) {
    ToolRun r = playText("loop.scene.json", R"({"type": "Node", "name": "looper",
        "actions": [{"name": "again", "autoplay": true, "action": {"type": "Emit", "event": "again"}}],
        "on": [{"event": "custom:again", "run": "again"}]})",
                         "--frames 60");
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_NE(r.err.find("loop.scene.json: frame 1: more than 1000 actions started in one frame"), std::string::npos)
        << r.err;
}

TEST(CliPlay, EmitsThatDoubleEveryFrameStopPlayWithAnError) {
    // Each run starts two more: 2^n actions in frame n unless something stops it.
    ToolRun r = playText("fan.scene.json", R"({"type": "Node", "name": "fan",
        "actions": [{"name": "twice", "autoplay": true, "action": {"type": "Sequence", "actions": [
            {"type": "DelayTime", "duration": 0.01}, {"type": "Spawn", "actions": [
                {"type": "Emit", "event": "more"}, {"type": "Emit", "event": "more"}]}]}}],
        "on": [{"event": "custom:more", "run": "twice"}]})",
                         "--frames 600");
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_NE(r.err.find("more than 1000 actions started in one frame"), std::string::npos) << r.err;
}

TEST(CliPlay, ASlowEmitChainPlaysOneStepAFrame) {
    // The same loop through a delay is a legitimate ticker: it runs to the end of play. As in
    // cocos, the restarted action takes its first step in the update that started it, so
    // a 0.25 s delay at dt 0.25 emits on every frame from frame 2 on.
    ToolRun r = playText("tick.scene.json", R"({"type": "Node", "name": "ticker",
        "actions": [{"name": "tick", "autoplay": true, "action": {"type": "Sequence", "actions": [
            {"type": "DelayTime", "duration": 0.25}, {"type": "Emit", "event": "tick"}]}}],
        "on": [{"event": "custom:tick", "run": "tick"}]})",
                         "--frames 11 --dt 0.25");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(Json::parse(r.out).at("emitted").size(), 10u);
}

TEST(CliPlay, NestedInstantRepeatsThatNeverFinishAreRefusedBeforePlaying) {
    ToolRun r = playText("repeat.scene.json", R"({"type": "Node", "name": "r", "actions": [{"name": "x",
        "autoplay": true, "action": {"type": "Repeat", "times": 1000000, "action": {"type": "Repeat",
        "times": 1000000, "action": {"type": "Show"}}}}]})",
                         "--frames 2");
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_NE(r.err.find("/root/children/0/actions/0/action/times (line 3, column 65): can make more than 1000000 "
                         "updates in one step of up to 10 s (limit \"action updates per step\")"),
              std::string::npos)
        << r.err;
}

TEST(CliPlay, EaseParametersThatGiveNaNAreRefusedBeforePlaying) {
    for (const char* ease : {R"("type": "EaseElasticIn", "period": 0)", R"("type": "EaseIn", "rate": -2)"}) {
        ToolRun r =
            playText("nan.scene.json",
                     R"({"type": "Node", "name": "n", "actions": [{"name": "x",
            "autoplay": true, "action": {)" +
                         std::string(ease) + R"(, "action": {"type": "MoveBy", "duration": 1, "by": [10, 10]}}}]})",
                     "--frames 2");
        EXPECT_EQ(r.status, 1) << ease;
        EXPECT_NE(r.err.find("nan.scene.json: /root/children/0/actions/0/action/"), std::string::npos) << r.err;
    }
}

TEST(CliPlay, ActionsThatTogetherCanMakeTooManyUpdatesInOneFrameStopPlay) {
    // Each record is within its own limit (1,000,000 updates a step); eleven of them
    // starting in the same frame are not.
    std::string nodes;
    for (int i = 0; i < 11; ++i)
        nodes += std::string(i ? "," : "") + R"({"type": "Node", "actions": [{"name": "burst", "autoplay": true,
            "action": {"type": "Repeat", "times": 1000000, "action": {"type": "Show"}}}]})";
    ToolRun r = playText("bursts.scene.json", nodes, "--frames 2");
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_NE(r.err.find("bursts.scene.json: frame 1: actions started in one frame can make more than 10000000 "
                         "updates"),
              std::string::npos)
        << r.err;
}

namespace {
const std::string kClips = std::string(DIORAMA_SOURCE_DIR) + "/projects/clips/clips.scene.json";
}  // namespace

TEST(CliPlay, TheAutoplayClipStartsBeforeFrameOne) {
    ToolRun r = runTool("play " + kClips + " --frames 30 --at mover --at fader");
    ASSERT_EQ(r.status, 0) << r.err;
    const Json j = Json::parse(r.out);
    // QuadOut at percent 0.5 is 0.75 of the way from 20 to 300; opacity 255 × 0.5 truncated.
    EXPECT_EQ(j.at("nodes").at(0).at("position"), Json::parse("[230, 240]"));
    EXPECT_EQ(j.at("nodes").at(1).at("opacity"), 127);
}

TEST(CliPlay, AnimationPlaysTheNamedClipOnceFromFrameZero) {
    ToolRun r = runTool("play " + kClips + " --frames 10 --animation wiggle --at mover --at fader");
    ASSERT_EQ(r.status, 0) << r.err;
    Json j = Json::parse(r.out);
    EXPECT_EQ(j.at("frames"), 10);
    EXPECT_EQ(j.at("nodes").at(0).at("position"), Json::parse("[40, 250]"));
    EXPECT_EQ(j.at("nodes").at(1).at("opacity"), 255);  // the autoplay clip did not start
    // Not looping: long after its last frame the clip still shows that frame.
    r = runTool("play " + kClips + " --frames 200 --animation wiggle --at mover --at spinner");
    ASSERT_EQ(r.status, 0) << r.err;
    j = Json::parse(r.out);
    EXPECT_EQ(j.at("nodes").at(0).at("position"), Json::parse("[20, 240]"));
    EXPECT_EQ(j.at("nodes").at(1).at("rotationSkewX"), -90);
}

TEST(CliPlay, AnimationCombinesWithDtAndTouches) {
    // 0.26 s is frame 15 (ExpoOut at 0.5: 1 − 2^−5 of −90); 0.6 s passes the last frame
    // (30), where a clip that does not loop stops. 0.25 s would show frame 14: float time
    // 0.25 / (1/60) is 14.99999, as in cocos.
    ToolRun r = runTool("play " + kClips + " --frames 1 --dt 0.26 --animation wiggle --touch 10 10 1 --at spinner");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NEAR(Json::parse(r.out).at("nodes").at(0).at("rotationSkewX").get<double>(), -90 * (1 - 1.0 / 32), 1e-3);
    r = runTool("play " + kClips + " --frames 1 --dt 0.6 --animation wiggle --touch 10 10 1 --at spinner");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(Json::parse(r.out).at("nodes").at(0).at("rotationSkewX"), -90);
}

TEST(CliPlay, AnUnknownAnimationIsAnErrorNamingTheFile) {
    ToolRun r = runTool("play " + kClips + " --frames 1 --animation nope");
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.err.find("clips.scene.json: /animations: no clip named nope (the scene's clips: intro, wiggle)"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(runTool("play " + kClips + " --frames 1 --animation").status, 2);
}

// A new user could not check from the CLI that a clip's frame events fire.
TEST(CliPlay, FrameEventsAreListedWhenAsked) {
    ToolRun r = runTool("play " + kClips + " --frames 130 --at backdrop --frame-events");
    ASSERT_EQ(r.status, 0) << r.err;
    const Json j = Json::parse(r.out);
    // intro's events at frames 0, 60 and 120 on the backdrop: the first as the autoplay
    // clip starts, the others in the play frame that reaches them (float time: 60 steps
    // of 1/60 s fall just short of frame 60), then "start" again as the looping clip
    // comes round.
    EXPECT_EQ(j.at("frameEvents"), Json::parse(R"([
        {"frame": 0, "path": "backdrop", "event": "start", "clipFrame": 0},
        {"frame": 61, "path": "backdrop", "event": "turn", "clipFrame": 60},
        {"frame": 121, "path": "backdrop", "event": "end", "clipFrame": 120},
        {"frame": 122, "path": "backdrop", "event": "start", "clipFrame": 0}])"));
    // Not asked: the output is as before.
    r = runTool("play " + kClips + " --frames 130 --at backdrop");
    EXPECT_FALSE(Json::parse(r.out).contains("frameEvents"));
}

TEST(CliPlay, VisibleSizeLaysTheSceneOutForThatScreenBeforeTheFirstFrame) {
    diorama::test::TempDir dir;
    diorama::test::writeFile(dir.path / "l.scene.json", R"({"format": "diorama.scene", "version": 1,
        "designSize": [480, 320], "root": {"type": "Scene", "children": [
        {"type": "Node", "name": "corner", "position": [472, 312], "anchorPoint": [1, 1], "contentSize": [32, 32],
         "horizontalEdge": "right", "verticalEdge": "top", "rightMargin": 8, "topMargin": 8},
        {"type": "Node", "name": "bar", "position": [20, 0], "contentSize": [440, 40],
         "horizontalEdge": "center", "stretchWidthEnabled": true, "leftMargin": 20, "rightMargin": 20}]}})");
    const std::string file = (dir.path / "l.scene.json").string();
    auto position = [&](const std::string& args, const std::string& path) {
        ToolRun r = runTool("play " + file + " --frames 0" + args);
        EXPECT_EQ(r.status, 0) << r.err;
        const Json played = Json::parse(r.out);
        for (const Json& n : played.at("nodes"))
            if (n.at("path") == path) return n.at("position");
        return Json();
    };
    EXPECT_EQ(position(" --visible-size 1136x640", "corner"), Json::parse("[1128, 632]"));  // 1136 − 8, 640 − 8
    EXPECT_EQ(position(" --visible-size 1136x640", "bar"), Json::parse("[20, 0]"));
    // Without it, the design-size positions stand.
    EXPECT_EQ(position("", "corner"), Json::parse("[472, 312]"));
    EXPECT_EQ(runTool("play " + file + " --frames 0 --visible-size 1136").status, 2);
    EXPECT_EQ(runTool("play " + file + " --frames 0 --visible-size 0x640").status, 2);
}

// A tap on a Button item of a ListView is the list's itemSelected trigger (cocos'
// ON_SELECTED_ITEM_END), even on frame 1: the list is laid out as a game's first drawn
// frame leaves it. The button still gets its own click, after the list hears the release
// (cocos' Widget::onTouchEnded propagates before releaseUpEvent).
TEST(CliPlay, ATapOnAListItemFiresTheListsItemSelectedTrigger) {
    diorama::test::TempDir dir;
    const fs::path file = dir.path / "list.scene.json";
    diorama::test::writeFile(file, R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
      {"type": "ListView", "name": "menu", "contentSize": [200, 200],
       "actions": [{"name": "pick", "action": {"type": "Emit", "event": "picked"}}],
       "on": [{"event": "itemSelected", "run": "pick"}],
       "children": [
         {"type": "Button", "name": "a", "contentSize": [200, 50], "scale9Enabled": true},
         {"type": "Button", "name": "b", "contentSize": [200, 50], "scale9Enabled": true,
          "actions": [{"name": "say", "action": {"type": "Emit", "event": "b-clicked"}}],
          "on": [{"event": "click", "run": "say"}]}]}]}})");
    // The list stacks a at y 150..200 and b at 100..150.
    ToolRun r = runTool("play " + file.string() + " --frames 3 --touch 100 120 1");
    ASSERT_EQ(r.status, 0) << r.err;
    const Json j = Json::parse(r.out);
    EXPECT_EQ(j.at("emitted"), Json::parse(R"(["picked", "b-clicked"])"));
}
