// The Timeline's dope sheet for keyframe animation clips (issue 26): a clip's tracks
// grouped by node, in the tree's order, each row the frames of its keys. A model for the
// panel; it reads the document's clips (scene-format.md, "Animations") and changes
// nothing.
#pragma once

#include "diorama/animation/animation_clip.h"
#include "diorama/scene/node_id.h"

#include <optional>
#include <string>
#include <vector>

namespace diorama {

class Document;

// How a property's value goes from one key to the next, as the clip player plays it.
enum class SpanKind {
    Tween,   // eased from the key's value to the next one's
    Hold,    // the key's Tween is off: its value holds until the next key
    Switch,  // the property cannot tween (a bool, z order, a frame name): it changes when the next key is entered
};

struct DopeSheetSpan {
    int from = 0, to = 0;  // the frames of the two keys
    SpanKind kind = SpanKind::Tween;
    Easing easing;  // the from-key's, which a Tween span plays
};

// "QuadOut from frame 0 to 60", "Tween off: holds from frame 60 until 90": a span's tooltip.
std::string describeSpan(const DopeSheetSpan& span);

struct DopeSheetRow {
    TrackKind kind = TrackKind::Property;
    std::string label;  // the property key; "events" or "nested clips"
    std::vector<int> keyFrames;
    std::vector<DopeSheetSpan> spans;  // property rows: one from each key but the last
    // The node's named actions that set this property too: cocos runs them beside the
    // clip, and whichever sets it last in a frame wins.
    std::vector<std::string> alsoSetBy;
};

struct DopeSheetGroup {
    NodeId node;
    std::string nodePath;
    std::vector<DopeSheetRow> rows;  // in the clip's track order
};

struct DopeSheet {
    std::string clip;
    int length = 0;
    float frameRate = 60.0f;
    bool loop = false;
    std::vector<DopeSheetGroup> groups;
};

// The document's clips by name, in file order.
std::vector<std::string> clipNames(const Document& doc);
// Nothing when the document has no clip of that name.
std::optional<DopeSheet> dopeSheet(const Document& doc, const std::string& clip);
// The sheet of one of the document's clips, already read.
DopeSheet dopeSheet(const Document& doc, const AnimationClip& clip);

}  // namespace diorama
