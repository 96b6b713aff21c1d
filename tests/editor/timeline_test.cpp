// The Timeline's layout: containers over their children, Sequence children in turn,
// Spawn children together, repeats shaded, Speed dividing time, triggered actions only
// once they have started.
#include "diorama/editor/timeline.h"
#include "document_fixtures.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;

namespace {

ActionTree tree(std::string_view json) { return *actionTreeFrom(json); }

std::string describe(const std::vector<TimelineBar>& bars) {
    std::string out;
    char line[160];
    for (const TimelineBar& b : bars) {
        std::snprintf(line, sizeof line, "%*s%s %g-%g%s\n", b.depth * 2, "", b.label.c_str(), b.start, b.end,
                      b.repeat ? (b.iterations == 1 ? " (repeat)" : " (repeats)") : "");
        out += line;
    }
    return out;
}

}  // namespace

TEST(Timeline, ANestedSequenceSpawnRepeatLaysOutOverTime) {
    const ActionTree t = tree(R"({"type":"Sequence","actions":[
        {"type":"MoveBy","duration":1,"by":[1,0]},
        {"type":"Spawn","actions":[{"type":"FadeOut","duration":0.5},
            {"type":"Repeat","times":3,"action":{"type":"RotateBy","duration":0.25,"angle":90}}]},
        {"type":"Speed","speed":2,"action":{"type":"DelayTime","duration":1}},
        {"type":"Hide"}]})");
    EXPECT_EQ(describe(timelineBars(t, 0, 0.5, 100)),
              "Sequence 0.5-2.75\n"
              "  MoveBy 0.5-1.5\n"
              "  Spawn 1.5-2.25\n"
              "    FadeOut 1.5-2\n"
              "    Repeat 1.5-2.25\n"
              "      RotateBy 1.5-1.75\n"
              "      RotateBy 1.75-2 (repeat)\n"
              "      RotateBy 2-2.25 (repeat)\n"
              "  Speed 2.25-2.75\n"
              "    DelayTime 2.25-2.75\n"
              "  Hide 2.75-2.75\n");
}

TEST(Timeline, RepeatForeverStopsAtTheHorizonAndManyRepeatsShareOneBar) {
    const auto forever =
        timelineBars(tree(R"({"type":"RepeatForever","action":{"type":"DelayTime","duration":1}})"), 0, 0, 2.5);
    EXPECT_EQ(describe(forever),
              "RepeatForever 0-2.5\n  DelayTime 0-1\n  DelayTime 1-2 (repeat)\n  DelayTime 2-2.5 (repeat)\n");
    const auto many =
        timelineBars(tree(R"({"type":"Repeat","times":1000,"action":{"type":"DelayTime","duration":1}})"), 0, 0, 1e9);
    ASSERT_EQ(many.size(), std::size_t(2 + kMaxRepeatBars));
    EXPECT_EQ(many.back().iterations, 1000 - kMaxRepeatBars);
    EXPECT_EQ(many.back().end, 1000.0);
    EXPECT_EQ(many.back().path, (ActionPath{0, {0}}));
}

TEST(Timeline, LanesListNodesWithActionsAndTriggeredOnesOnlyOnceStarted) {
    auto doc = openSample("actions");
    const NodeId box = idOf(*doc, "box");
    TimelineLayout layout = layoutTimeline(*doc, {}, 10);
    std::vector<std::string> lanes;
    for (const TimelineLane& l : layout.lanes) lanes.push_back(l.nodePath + ":" + l.actionName + (l.start ? "" : "?"));
    EXPECT_EQ(lanes, (std::vector<std::string>{"coin:bob", "coin:collect?", "box:wobble?", "box:spin?", "blinker:blink",
                                               "blinker:path"}));
    EXPECT_DOUBLE_EQ(layout.end, 2.0);  // the Bezier path; the RepeatForevers have no end
    layout = layoutTimeline(
        *doc,
        [&](NodeId node, const std::string& name) -> std::optional<double> {
            if (node == box && name == "spin") return 1.5;
            return std::nullopt;
        },
        10);
    const TimelineLane& spin = layout.lanes[3];
    ASSERT_EQ(spin.bars.size(), 1u);
    EXPECT_EQ(spin.bars[0].start, 1.5);
    EXPECT_DOUBLE_EQ(layout.end, 2.5);
}

TEST(Timeline, ADurationFinishesOnTheStepAfterItsLastFullStep) {
    EXPECT_EQ(framesToFinish(1.0, 1.0 / 60.0), 61);  // docs/runtime.md, A14 Actions
    EXPECT_EQ(framesToFinish(0.5, 0.25), 3);
    EXPECT_EQ(framesToFinish(0, 1.0 / 60.0), 1);
}
