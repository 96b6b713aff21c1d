#include "diorama/editor/timeline.h"

#include "diorama/editor/document.h"
#include "diorama/serialization/node_path.h"

#include <algorithm>
#include <cmath>

namespace diorama {

namespace {

class BarLayout {
public:
    BarLayout(int actionIndex, double horizon, std::vector<TimelineBar>& out)
        : m_action(actionIndex), m_horizon(horizon), m_out(out) {}

    // `scale` turns written seconds into played ones (1 / the Speeds above).
    void lay(const ActionTree& node, std::vector<int>& steps, double start, double scale, int depth) {
        if (start > m_horizon) return;
        const double length = actionDuration(node) * scale;
        m_out.push_back({ActionPath{m_action, steps}, node.type, start, end(start, length), depth, false, 1});
        const auto child = [&](std::size_t i, double at, double childScale) {
            steps.push_back(int(i));
            lay(node.children[i], steps, at, childScale, depth + 1);
            steps.pop_back();
        };
        if (node.type == "Sequence") {
            double at = start;
            for (std::size_t i = 0; i < node.children.size(); ++i) {
                child(i, at, scale);
                at += actionDuration(node.children[i]) * scale;
            }
        } else if (node.type == "Spawn") {
            for (std::size_t i = 0; i < node.children.size(); ++i) child(i, start, scale);
        } else if (node.type == "Speed") {
            const double speed = node.number("speed", 1);
            if (!node.children.empty() && speed > 0) child(0, start, scale / speed);
        } else if (!node.children.empty()) {  // Repeat, RepeatForever, eases
            child(0, start, scale);
            if (node.type == "Repeat" || node.type == "RepeatForever") {
                const double times = node.type == "Repeat" ? node.number("times", 1) : INFINITY;
                repeats(node.children[0], steps, start, actionDuration(node.children[0]) * scale, times, depth + 1);
            }
        }
    }

private:
    double end(double start, double length) const { return std::min(start + length, m_horizon); }

    void repeats(const ActionTree& inner, const std::vector<int>& steps, double start, double length, double times,
                 int depth) {
        if (!(length > 0)) return;
        std::vector<int> innerSteps = steps;
        innerSteps.push_back(0);
        for (int k = 1; k < times; ++k) {
            const double at = start + k * length;
            if (at >= m_horizon) return;
            if (k < kMaxRepeatBars) {
                m_out.push_back({ActionPath{m_action, innerSteps}, inner.type, at, end(at, length), depth, true, 1});
                continue;
            }
            const double rest = times - k;  // infinite for RepeatForever
            m_out.push_back({ActionPath{m_action, innerSteps}, inner.type, at, end(at, rest * length), depth, true,
                             std::isinf(rest) ? -1 : int(rest)});
            return;
        }
    }

    int m_action;
    double m_horizon;
    std::vector<TimelineBar>& m_out;
};

void collect(const Document& doc, const Node& node, NodePathIndex& paths, std::vector<TimelineSource>& out) {
    if (const NodeFileRecord* record = doc.fileData().find(node.id()); record && !record->unknownKeys.empty()) {
        std::vector<NamedAction> actions = namedActionsFrom(record->unknownKeys);
        if (!actions.empty()) out.push_back({node.id(), paths.pathOf(node), std::move(actions)});
    }
    for (const Node* child : childrenInFileOrder(node)) collect(doc, *child, paths, out);
}

}  // namespace

std::vector<TimelineBar> timelineBars(const ActionTree& record, int actionIndex, double start, double horizon) {
    std::vector<TimelineBar> out;
    std::vector<int> steps;
    BarLayout(actionIndex, horizon, out).lay(record, steps, start, 1.0, 0);
    return out;
}

std::vector<TimelineSource> timelineSources(const Document& doc) {
    std::vector<TimelineSource> out;
    NodePathIndex paths;
    collect(doc, doc.scene(), paths, out);
    return out;
}

TimelineLayout layoutTimeline(const std::vector<TimelineSource>& sources, const ActionStartLookup& startedAt,
                              double horizon) {
    TimelineLayout layout;
    for (const TimelineSource& source : sources)
        for (std::size_t i = 0; i < source.actions.size(); ++i) {
            const NamedAction& a = source.actions[i];
            TimelineLane lane{source.node, source.nodePath, int(i), a.name, a.autoplay, std::nullopt, {}, 1};
            lane.start = a.autoplay ? std::optional(0.0) : (startedAt ? startedAt(source.node, a.name) : std::nullopt);
            if (lane.start) {
                lane.bars = timelineBars(a.action, int(i), *lane.start, horizon);
                for (const TimelineBar& b : lane.bars) lane.depth = std::max(lane.depth, b.depth + 1);
                const double length = actionDuration(a.action);
                if (std::isfinite(length)) layout.end = std::max(layout.end, *lane.start + length);
            }
            layout.lanes.push_back(std::move(lane));
        }
    return layout;
}

TimelineLayout layoutTimeline(const Document& doc, const ActionStartLookup& startedAt, double horizon) {
    return layoutTimeline(timelineSources(doc), startedAt, horizon);
}

int framesToFinish(double seconds, double dt) { return int(std::ceil(seconds / dt - 1e-9)) + 1; }

}  // namespace diorama
