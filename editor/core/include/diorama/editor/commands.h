// The editor's undoable operations. Each stores NodeIds and values, never pointers;
// detached subtrees are owned by the command while they are out of the scene.
#pragma once

#include "diorama/editor/command.h"
#include "diorama/editor/properties.h"
#include "diorama/scene/node.h"
#include "diorama/serialization/node_path.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace diorama {

// Inserts nodes (new, pasted or duplicated) under `parent`, at `fileIndex` among its
// children in file order (default: last), and selects them.
class AddNodesCommand : public Command {
public:
    AddNodesCommand(std::string label, NodeId parent, std::vector<std::unique_ptr<Node>> nodes,
                    std::optional<std::size_t> fileIndex = std::nullopt);
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return m_label; }
    const std::vector<NodeId>& addedIds() const { return m_ids; }
    void rebaseAssetPaths(const AssetPathMove& move) override;

private:
    std::string m_label;
    NodeId m_parent;
    std::vector<std::unique_ptr<Node>> m_detached;
    std::vector<NodeId> m_ids;
    std::optional<std::size_t> m_fileIndex;
};

// Removes nodes with their subtrees; undo puts them back at the same place in file order.
class DeleteNodesCommand : public Command {
public:
    explicit DeleteNodesCommand(std::vector<NodeId> ids, std::string label = "Delete");
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return m_label; }
    void rebaseAssetPaths(const AssetPathMove& move) override;

private:
    struct Removed {
        NodeId id, parent;
        std::vector<NodeId> siblingOrder;  // the parent's file order before removal
        std::unique_ptr<Node> node;
    };
    std::vector<NodeId> m_ids;
    std::vector<Removed> m_removed;
    std::string m_label;
};

// Moves a node under another parent, keeping its world transform if asked.
class ReparentCommand : public Command {
public:
    ReparentCommand(NodeId node, NodeId newParent, std::optional<std::size_t> fileIndex = std::nullopt,
                    bool keepWorldTransform = true);
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return "Reparent"; }

private:
    struct Pose {
        Vec2 position;
        bool normalized;
        float rotationSkewX, rotationSkewY, scaleX, scaleY;
    };
    NodeId m_node, m_newParent, m_oldParent;
    std::optional<std::size_t> m_fileIndex;
    bool m_keepWorld;
    std::vector<NodeId> m_oldSiblingOrder;
    Pose m_oldPose{};
};

// Sets a parent's children to a new file (arrival) order; equal-z siblings draw in it.
class ReorderChildrenCommand : public Command {
public:
    ReorderChildrenCommand(NodeId parent, std::vector<NodeId> newOrder);
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return "Reorder"; }

private:
    NodeId m_parent;
    std::vector<NodeId> m_newOrder, m_oldOrder;
};

// Sets one property through the property table. Consecutive edits of the same property
// of the same node merge while the stack's merge window is open (one drag, one step).
class SetPropertyCommand : public Command {
public:
    SetPropertyCommand(NodeId node, std::string property, PropertyValue value);
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override;
    bool mergeWith(const Command& next) override;
    void rebaseAssetPaths(const AssetPathMove& move) override;

private:
    friend class SetPropertiesCommand;
    NodeId m_node;
    std::string m_property;
    PropertyValue m_new;
    std::optional<PropertyValue> m_old;
    // What the first set changed beyond the value (the property's links), put back on undo.
    std::function<void(Document&, Node&)> m_restoreLinked;
    std::string m_label;
    bool m_assetPath = false;
};

// Several property edits (possibly on several nodes) as one step: a multi-node drag, or
// anchor + position when the anchor moves without moving the node. Merges with a next
// command that edits the same (node, property) list.
class SetPropertiesCommand : public Command {
public:
    struct Edit {
        NodeId node;
        std::string property;
        PropertyValue value;
    };
    SetPropertiesCommand(std::string label, std::vector<Edit> edits);
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return m_label; }
    bool mergeWith(const Command& next) override;
    void rebaseAssetPaths(const AssetPathMove& move) override {
        for (auto& p : m_parts) p->rebaseAssetPaths(move);
    }

private:
    std::string m_label;
    std::vector<std::unique_ptr<SetPropertyCommand>> m_parts;
};

// Gives a node and its whole subtree one global Z (global Z is not inherited, D1).
class ApplyGlobalZToSubtreeCommand : public Command {
public:
    ApplyGlobalZToSubtreeCommand(NodeId root, float globalZ) : m_root(root), m_z(globalZ) {}
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return "Apply Global Z to Subtree"; }

private:
    NodeId m_root;
    float m_z;
    std::vector<std::pair<NodeId, float>> m_old;
};

// The scene's design resolution: the frame, Fit, Export PNG and the saved designSize,
// with the root's content size (which is the design size) kept in step.
class SetDesignSizeCommand : public Command {
public:
    explicit SetDesignSizeCommand(Size size) : m_new(size) {}
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return "Set Design Size"; }

private:
    Size m_new, m_oldDesign{}, m_oldContent{};
};

// ---- helpers shared by commands and panels ---------------------------------------------

// fileIndexOf (the node's position among its siblings in file order) is in node_path.h.
std::vector<NodeId> fileOrderIds(const Node& parent);
// Makes `order` the parent's arrival order (ids not among its children are ignored).
void setFileOrder(Node& parent, const std::vector<NodeId>& order);
// Sets position/rotation skews/scale so that node's world transform under `newParent`
// equals `world` (skew kept).
// Whether `subtree` may go under `parent` without nesting deeper than a scene file may
// (SceneLimits::maxTreeDepth): a deeper tree would save to a file that cannot be opened.
bool fitsTreeDepthLimit(const Node& parent, const Node& subtree);
// False (and the node unchanged) when that pose has a non-finite or out-of-range value.
bool setLocalTransformForWorld(Node& node, const Node& newParent, const AffineTransform& world);
// Ids of the given nodes without those whose ancestor is also listed.
std::vector<NodeId> topmostOnly(Document& doc, const std::vector<NodeId>& ids);

}  // namespace diorama
