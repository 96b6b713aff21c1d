// Edits of a scene's keyframe clips (issue 26): the dope sheet's keys selected, deleted,
// moved in time, and given an easing or Tween on/off. The edits work on a copy of the
// clips and say why they refuse; SetClipsCommand writes the result into the document
// (serialization's setSceneAnimations), one undo step.
#pragma once

#include "diorama/animation/animation_clip.h"
#include "diorama/editor/command.h"
#include "diorama/editor/dope_sheet.h"
#include "diorama/types/node_type.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace diorama {

class Scene;

// One key, as the dope sheet shows it: its node, its track and its frame.
struct KeyRef {
    NodeId node;
    TrackKind kind = TrackKind::Property;
    std::string property;  // the track's registry key; empty for event and nested-clip tracks
    int frame = 0;
    friend bool operator==(const KeyRef&, const KeyRef&) = default;
};

// The key `key` names in clip `clip`, or null.
const Keyframe* findKey(const std::vector<AnimationClip>& clips, const std::string& clip, const KeyRef& key);

// Of `keys`, those the sheet still shows: a key whose node, track or frame has gone (the
// node deleted, an undo) is dropped from a selection.
std::vector<KeyRef> keysShownIn(const DopeSheet& sheet, const std::vector<KeyRef>& keys);

// How the inspector marks a property while a clip is shown: not keyed by the clip, keyed,
// or keyed with a key at the playhead's frame.
enum class KeyMark { None, Keyed, KeyHere };
KeyMark keyMark(const std::vector<AnimationClip>& clips, const std::string& clip, NodeId node,
                const std::string& property, int frame);

// Each returns "" or why nothing changed (`clips` is then as it was).
std::string deleteKeys(std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys);
// Moves the keys `delta` frames: none before frame 0 or after the clip's last frame, and
// none onto a key of its track that stays. A track's keys stay in frame order.
std::string moveKeys(std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys,
                     int delta);
// The easing from each key to the next.
std::string setKeysEasing(std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys,
                          const Easing& easing);
// Studio's Custom easing with the heights of its two inner handles; it starts at (0, 0)
// and ends at (1, 1), and the handles keep `from`'s x (else a third and two thirds). cocos
// plays the heights alone (tweenPercent). Heights are rounded to 0.001, within [-2, 3].
Easing customCurve(const Easing& from, float height1, float height2);
// Tween off holds a key's value until the next key (Studio's Tween="False").
std::string setKeysTween(std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys,
                         bool tween);

// Keys copied from a clip: each with its track, its frame counted from the earliest key
// copied, so that a paste puts that key at the playhead and the rest as far after it.
struct CopiedKeys {
    struct Entry {
        KeyRef track;  // the node and track; its frame is the key's, from 0
        Keyframe key;
    };
    std::vector<Entry> entries;  // in clip order: track by track, frame by frame
};
// Refused when a key is not in the clip; `copied` then keeps what it held.
std::string copyKeys(const std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys,
                     CopiedKeys& copied);
// Puts the copied keys into `clip` from `frame`, each with its value, easing and Tween,
// replacing a key already at its frame and adding a track the clip lacks. Keys all of one
// node go onto `onto` when it is a node (Studio pastes frames onto the node selected); keys
// of several nodes keep their own. `pasted` names the keys as placed. A paste that would
// reach past the clip's last frame is refused.
std::string pasteKeys(std::vector<AnimationClip>& clips, const std::string& clip, const CopiedKeys& copied, int frame,
                      NodeId onto, std::vector<KeyRef>& pasted);

// A key at `key.frame` of the property track `key.property` of `key.node` with `value`:
// it replaces the value of a key already there (its easing and Tween stay), else it is a
// new key (tweened, linear); the clip gets the track when it has none for the property.
std::string setKey(std::vector<AnimationClip>& clips, const std::string& clip, const KeyRef& key,
                   const PropertyValue& value);

// What clip `clip` gives `property` of `node` on `frame` (keyedValueAt of its track), or
// nothing when the clip does not key it: the inspector shows it while the playhead shows
// the clip's frame.
std::optional<PropertyValue> clipValueAt(const std::vector<AnimationClip>& clips, const std::string& clip, NodeId node,
                                         const PropertyDescriptor& property, int frame);

// Record mode's key: `after` at `key.frame`. A property the clip does not key yet also
// gets a key at frame 0 with `before`, its value before the edit, so the clip still starts
// from the pose it had (a lone later key would hold its value from frame 0 on).
std::string recordKey(std::vector<AnimationClip>& clips, const std::string& clip, const KeyRef& key,
                      const PropertyValue& before, const PropertyValue& after);

// The inspector's key icon: deletes the key at `key.frame` of the property's track, or,
// where there is none, keys the value the clip gives the property on that frame (so the
// value there stays as it was, and the key is there to change).
std::string toggleKey(std::vector<AnimationClip>& clips, const std::string& clip, const KeyRef& key,
                      const PropertyDescriptor& property);

// The properties of `node`'s type a key can hold, in the type's order: what interpolates
// (numbers, points, sizes, colours) and what switches on its key (flags, integers, enum
// names); not text, asset paths, rectangles or the tag.
std::vector<std::string> keyableProperties(const NodeTypeRegistry& types, const Node& node);

// Record mode: the keyable values of a node before an edit, and the keys the edit makes.
struct KeyableSnapshot {
    NodeId node;
    std::vector<std::pair<std::string, PropertyValue>> values;
};
KeyableSnapshot keyableSnapshot(const NodeTypeRegistry& types, const Node& node);
// The properties an edit of `node` changed since `before`, as a designer set them: a
// property the node does not save in its state is left out (normalizedPosition of a node
// placed in points), and where one property's setter sets others (rotation sets both
// skews) only the one edited is kept.
std::vector<std::string> editedProperties(const NodeTypeRegistry& types, const Node& node,
                                          const KeyableSnapshot& before);
// While an edit is under way in a clip's preview (a viewport drag, a dragged field), the
// preview's copies show what it has set so far: each property of `scene`'s nodes edited
// since `before` is copied onto the node `copyOf` gives. The preview is not played again
// until the edit ends, so the pose follows the mouse. Returns whether anything was copied.
bool mirrorEdits(const NodeTypeRegistry& types, const Scene& scene, const std::vector<KeyableSnapshot>& before,
                 const std::function<Node*(NodeId)>& copyOf);

// The clip list: names are unique and not empty; lengths are whole frames from 1.
std::string addClip(std::vector<AnimationClip>& clips, const std::string& name, int length);
std::string renameClip(std::vector<AnimationClip>& clips, const std::string& from, const std::string& to);
std::string duplicateClip(std::vector<AnimationClip>& clips, const std::string& name, const std::string& copyName);
std::string deleteClip(std::vector<AnimationClip>& clips, const std::string& name);
// "clip 2" for "clip", or "clip 3" when that is taken.
std::string unusedClipName(const std::vector<AnimationClip>& clips, const std::string& base);

struct ClipSettings {
    int length = 60;
    float speed = 1.0f;
    bool loop = false;
    bool autoplay = false;  // at most one clip autoplays: setting it clears the others'
    // Where a .csb export puts the clip on the file's one Studio timeline (AnimationInfo
    // StartIndex), for games that play by frame number; none: laid end to end.
    std::optional<int> startFrame;
};
ClipSettings clipSettings(const AnimationClip& clip);
// Refuses a length that would leave a key past the clip's end, a speed not above 0, and
// a start frame outside what a scene file accepts.
std::string setClipSettings(std::vector<AnimationClip>& clips, const std::string& name, const ClipSettings& settings);

// Replaces the document's clips. Steps with the same non-zero merge key merge while the
// stack's merge window is open: one drag of keys, with a key of its own, is one undo step.
class SetClipsCommand : public Command {
public:
    SetClipsCommand(std::vector<AnimationClip> clips, std::string label, std::uint64_t mergeKey = 0);
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return m_label; }
    bool mergeWith(const Command& next) override;
    // Why the last apply failed (the clips do not fit the scene), or "".
    const std::string& error() const { return m_error; }

private:
    std::string m_error;
    std::vector<AnimationClip> m_after;
    std::vector<AnimationClip> m_before;
    bool m_captured = false;
    std::string m_label;
    std::uint64_t m_mergeKey;
};

}  // namespace diorama
