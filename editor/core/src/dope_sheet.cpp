#include "diorama/editor/dope_sheet.h"

#include "diorama/editor/action_edits.h"
#include "diorama/editor/document.h"
#include "diorama/editor/properties.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"
#include "diorama/types/node_type.h"

#include <algorithm>
#include <unordered_map>

namespace diorama {

namespace {

void treeOrder(const Node& node, std::unordered_map<NodeId, std::size_t>& order) {
    order.emplace(node.id(), order.size());
    for (auto& child : node.children()) treeOrder(*child, order);
}

std::string rowLabel(const Track& track) {
    switch (track.kind) {
    case TrackKind::Property: return track.property;
    case TrackKind::Event: return "events";
    case TrackKind::NestedClip: return "nested clips";
    }
    return track.property;
}

// How the player takes a property track's value from each key to the next.
std::vector<DopeSheetSpan> spansOf(const Track& track, const PropertyDescriptor* property) {
    std::vector<DopeSheetSpan> spans;
    if (track.kind != TrackKind::Property || !property) return spans;
    const bool tweens = interpolatesKeys(*property);
    for (std::size_t i = 0; i + 1 < track.keys.size(); ++i) {
        const Keyframe& from = track.keys[i];
        const SpanKind kind = !tweens ? SpanKind::Switch : from.tween ? SpanKind::Tween : SpanKind::Hold;
        spans.push_back({from.frame, track.keys[i + 1].frame, kind, from.easing});
    }
    return spans;
}

}  // namespace

std::string describeSpan(const DopeSheetSpan& span) {
    const std::string from = std::to_string(span.from), to = std::to_string(span.to);
    switch (span.kind) {
    case SpanKind::Hold: return "Tween off: holds from frame " + from + " until " + to;
    case SpanKind::Switch: return "Holds from frame " + from + ", switches at " + to;
    case SpanKind::Tween: break;
    }
    const std::string easing =
        span.easing.type == TweenType::Custom ? std::string("Custom curve") : tweenTypeName(span.easing.type);
    return easing + " from frame " + from + " to " + to;
}

std::vector<std::string> clipNames(const Document& doc) {
    std::vector<std::string> names;
    for (const AnimationClip& clip : sceneAnimations(doc.scene(), doc.fileData())) names.push_back(clip.name);
    return names;
}

DopeSheet dopeSheet(const Document& doc, const AnimationClip& clip) {
    DopeSheet sheet{clip.name, clip.length, clip.frameRate, clip.loop, {}};
    std::unordered_map<NodeId, std::size_t> order;
    treeOrder(doc.scene(), order);
    const NodeTypeRegistry& types = nodeTypesOf(doc);
    for (const Track& track : clip.tracks) {
        const Node* node = doc.scene().findNode(track.node);
        if (!node) continue;
        DopeSheetGroup* group = nullptr;
        for (DopeSheetGroup& g : sheet.groups)
            if (g.node == track.node) group = &g;
        if (!group) {
            sheet.groups.push_back({track.node, nodePath(*node), {}});
            group = &sheet.groups.back();
        }
        DopeSheetRow row{track.kind, rowLabel(track), {}, spansOf(track, types.typeOf(*node).find(track.property)), {}};
        if (track.kind == TrackKind::Property)
            for (const NamedAction& action : nodeNamedActions(doc, track.node)) {
                const std::vector<std::string> keys = propertiesChangedBy(action.action);
                if (std::binary_search(keys.begin(), keys.end(), track.property)) row.alsoSetBy.push_back(action.name);
            }
        for (const Keyframe& key : track.keys) row.keyFrames.push_back(key.frame);
        group->rows.push_back(std::move(row));
    }
    std::stable_sort(sheet.groups.begin(), sheet.groups.end(),
                     [&](const DopeSheetGroup& a, const DopeSheetGroup& b) { return order[a.node] < order[b.node]; });
    return sheet;
}

std::optional<DopeSheet> dopeSheet(const Document& doc, const std::string& name) {
    for (const AnimationClip& clip : sceneAnimations(doc.scene(), doc.fileData()))
        if (clip.name == name) return dopeSheet(doc, clip);
    return std::nullopt;
}

}  // namespace diorama
