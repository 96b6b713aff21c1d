// What a scene file holds beyond the node tree, kept beside it instead of inside the
// runtime's nodes: each node's file id, the keys this build does not know (kept
// verbatim so files round-trip), the editor's per-node section, and the document's own
// unknown keys. Keyed by NodeId, so it follows nodes through edits, undo and moves.
// JSON appears only as opaque compact text.
#pragma once

#include "diorama/animation/animation_clip.h"
#include "diorama/scene/node_id.h"
#include "diorama/types/property.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace diorama {

class Node;
class NodeTypeRegistry;

// The node's "editor" object: flags the editor uses, and any other keys kept verbatim.
struct EditorSection {
    bool locked = false;    // not pickable in the viewport
    bool hidden = false;    // not drawn in the editor's viewport (the game draws it)
    std::string extraKeys;  // compact JSON object text of the other keys
    bool empty() const { return !locked && !hidden && extraKeys.empty(); }
};

struct NodeFileRecord {
    std::string fileId;       // "id"
    std::string unknownKeys;  // compact JSON object text
    EditorSection editor;
    // The file named fileId; otherwise the reader made one up (a new one on every load).
    bool idInFile = false;
};

// What saving an Instance needs (nested scenes): its descendants' property values as
// the source gave them, before overrides, so that only what changed is written back as
// an override; and the overrides whose paths the source no longer has (kept verbatim,
// not applied).
struct InstanceRecord {
    struct Baseline {
        NodeId node;
        std::vector<std::pair<std::string, PropertyValue>> values;
    };
    std::vector<Baseline> baseline;  // the descendants, depth first in file order
    std::string keptOverrides;       // compact JSON object text; "" when none
    // The source's own clips, tracks on its root retargeted to the instance: they run on
    // the instance paused at frame 0 until the outer clip starts one (runSceneAnimations).
    std::vector<AnimationClip> clips;
};

// Whether a node's property is an override of its source's value: it differs, and of
// alternative keys (position / normalizedPosition, rotation / rotationSkewX...) it is the
// one that holds the value now (a value back at its default still counts).
bool isOverride(const PropertyDescriptor& d, const Node& node, const PropertyValue& sourceValue);

class SceneFileData {
public:
    // Null when the node has nothing recorded.
    const NodeFileRecord* find(NodeId id) const;
    NodeFileRecord& at(NodeId id) { return m_nodes[id]; }
    const std::string& fileId(NodeId id) const;
    const EditorSection* editor(NodeId id) const;
    bool isLocked(NodeId id) const;
    bool isHidden(NodeId id) const;
    // Records of `other` (a pasted or loaded subtree) join this table.
    void merge(SceneFileData&& other);
    // The Instance whose source gave `node` (the nearest one above it), or none.
    NodeId instanceOf(const Node& node) const;
    std::size_t size() const { return m_nodes.size(); }
    void reserve(std::size_t nodes) { m_nodes.reserve(nodes); }

    std::string documentUnknownKeys;                       // compact JSON object text of unknown top-level keys
    std::unordered_map<NodeId, InstanceRecord> instances;  // by Instance node
    // The node types the file was read with, which saving uses too; null: the built-in ones.
    const NodeTypeRegistry* types = nullptr;

private:
    std::unordered_map<NodeId, NodeFileRecord> m_nodes;
};

}  // namespace diorama
