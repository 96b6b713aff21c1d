// The Timeline panel's layout: each node with named actions, each action a lane of bars
// over time. Containers get a bar with their children below it (Sequence children one
// after another, Spawn children side by side); a Repeat shows its action once and each
// later iteration as a shaded bar, a RepeatForever up to the view's horizon. Times are
// nominal seconds (durations as written); Speed divides them.
#pragma once

#include "diorama/editor/action_edits.h"
#include "diorama/scene/node_id.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace diorama {

class Document;

struct TimelineBar {
    ActionPath path;    // the action the bar draws (the first iteration's, for repeats)
    std::string label;  // its type
    double start = 0, end = 0;
    int depth = 0;        // 0: the named action's record; children one deeper
    bool repeat = false;  // a later iteration of a Repeat or RepeatForever: shaded
    int iterations = 1;   // iterations one shaded bar stands for; -1: the rest of a RepeatForever
    bool instant() const { return end <= start; }
};

// Bars of one record started at `start`, drawn no further than `horizon` seconds.
// A Repeat with many iterations draws kMaxRepeatBars of them and one bar for the rest.
constexpr int kMaxRepeatBars = 32;
std::vector<TimelineBar> timelineBars(const ActionTree& record, int actionIndex, double start, double horizon);

struct TimelineLane {
    NodeId node;
    std::string nodePath;
    int actionIndex = 0;
    std::string actionName;
    bool autoplay = false;
    std::optional<double> start;  // autoplay: 0; triggered: when it started, if it has
    std::vector<TimelineBar> bars;
    int depth = 1;  // rows the lane needs
};

struct TimelineLayout {
    std::vector<TimelineLane> lanes;
    // Where the last finite action that has started ends (0 when none): the loop length.
    double end = 0;
};

// The nodes with named actions, in file order: what the lanes are made from. Reading them
// walks the document, so the panel keeps them until the document changes.
struct TimelineSource {
    NodeId node;
    std::string nodePath;
    std::vector<NamedAction> actions;
};
std::vector<TimelineSource> timelineSources(const Document& doc);

// When a triggered action of a node started in the playing copy (seconds), if it has.
using ActionStartLookup = std::function<std::optional<double>(NodeId, const std::string&)>;
TimelineLayout layoutTimeline(const std::vector<TimelineSource>& sources, const ActionStartLookup& startedAt,
                              double horizon);
TimelineLayout layoutTimeline(const Document& doc, const ActionStartLookup& startedAt, double horizon);

// The frame a duration-d action started at frame 0 ends on at fixed `dt`: the first
// step ignores dt (docs/runtime.md, A14 Actions), so ceil(d / dt) + 1.
int framesToFinish(double seconds, double dt);

}  // namespace diorama
