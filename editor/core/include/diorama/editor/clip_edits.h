// Edits of a scene's keyframe clips (issue 26): the dope sheet's keys selected, deleted,
// moved in time, and given an easing or Tween on/off. The edits work on a copy of the
// clips and say why they refuse; SetClipsCommand writes the result into the document
// (serialization's setSceneAnimations), one undo step.
#pragma once

#include "diorama/animation/animation_clip.h"
#include "diorama/editor/command.h"

#include <string>
#include <vector>

namespace diorama {

// One key, as the dope sheet shows it: its node, its track and its frame.
struct KeyRef {
    NodeId node;
    TrackKind kind = TrackKind::Property;
    std::string property;  // the track's registry key; empty for event and nested-clip tracks
    int frame = 0;
    friend bool operator==(const KeyRef&, const KeyRef&) = default;
};

// Each returns "" or why nothing changed (`clips` is then as it was).
std::string deleteKeys(std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys);
// Moves the keys `delta` frames: none before frame 0 or after the clip's last frame, and
// none onto a key of its track that stays. A track's keys stay in frame order.
std::string moveKeys(std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys,
                     int delta);
// The easing from each key to the next.
std::string setKeysEasing(std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys,
                          const Easing& easing);
// Tween off holds a key's value until the next key (Studio's Tween="False").
std::string setKeysTween(std::vector<AnimationClip>& clips, const std::string& clip, const std::vector<KeyRef>& keys,
                         bool tween);

// Replaces the document's clips. Consecutive steps with the same label merge while the
// stack's merge window is open (one drag of keys is one undo step).
class SetClipsCommand : public Command {
public:
    SetClipsCommand(std::vector<AnimationClip> clips, std::string label);
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return m_label; }
    bool mergeWith(const Command& next) override;

private:
    std::vector<AnimationClip> m_after;
    std::vector<AnimationClip> m_before;
    bool m_captured = false;
    std::string m_label;
};

}  // namespace diorama
