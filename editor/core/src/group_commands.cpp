#include "diorama/editor/group_commands.h"

#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/scene/layout_component.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_io.h"

#include <algorithm>
#include <typeinfo>

namespace diorama {

namespace {

bool isPlainNode(const Node& n) { return typeid(n) == typeid(Node); }

bool isIdentity(const AffineTransform& t) {
    return t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0;
}

// Whether where a node sits or how big it is follows its parent's size: a position as a
// fraction of it, or a layout component (Studio gives one to every node it writes, and
// its margins and fractions are measured from the parent).
bool followsParentSize(const Node& node) {
    return node.usesNormalizedPosition() || node.componentByName(LayoutComponent::kName);
}

// Where a node is in file order: its index among its siblings at each level from the
// root down. Sorting these lexicographically is the file's order, without walking the tree.
std::vector<std::size_t> fileOrderKey(const Node& node) {
    std::vector<std::size_t> key;
    for (const Node* n = &node; n->parent(); n = n->parent()) key.push_back(fileIndexOf(*n));
    std::reverse(key.begin(), key.end());
    return key;
}

// The last part of a Group or Ungroup step: what is selected after it, and on undo what
// was selected before (the nodes it took in or gave out), not the nothing the removed
// group would leave.
class SelectCommand : public Command {
public:
    SelectCommand(std::vector<NodeId> before, std::vector<NodeId> after)
        : m_before(std::move(before)), m_after(std::move(after)) {}
    bool apply(Document& doc) override {
        doc.selection().setAll(m_after);
        return true;
    }
    bool revert(Document& doc) override {
        doc.selection().setAll(m_before);
        return true;
    }
    std::string label() const override { return "Select"; }

private:
    std::vector<NodeId> m_before, m_after;
};

}  // namespace

std::unique_ptr<Command> makeGroupCommand(Document& doc, const std::vector<NodeId>& ids, std::string& error) {
    if (std::find(ids.begin(), ids.end(), doc.scene().id()) != ids.end()) {
        error = "the scene's root cannot be grouped";
        return nullptr;
    }
    std::vector<NodeId> nodes = topmostOnly(doc, ids);
    std::erase_if(nodes, [&](NodeId id) { return !doc.find(id); });
    if (nodes.empty()) {
        error = "nothing selected to group";
        return nullptr;
    }
    // In file order: the group goes where the first was, and keeps their order inside.
    std::vector<std::pair<std::vector<std::size_t>, NodeId>> ordered;
    for (NodeId id : nodes) ordered.push_back({fileOrderKey(*doc.find(id)), id});
    std::sort(ordered.begin(), ordered.end());
    for (std::size_t i = 0; i < nodes.size(); ++i) nodes[i] = ordered[i].second;
    Node* firstNode = doc.find(nodes.front());
    Node& parent = *firstNode->parent();
    // Empty, as a new Node is, so it covers none of the parent's area that a click should
    // pick; the parent's size when a child's place follows it, so nothing moves.
    auto group = std::make_unique<Node>("Group");
    if (std::any_of(nodes.begin(), nodes.end(), [&](NodeId id) { return followsParentSize(*doc.find(id)); }))
        group->setContentSize(parent.contentSize());
    doc.fileData().at(group->id()).fileId = generateNodeId();
    const NodeId groupId = group->id();
    // Same parent, identity transform, and the parent's size for any child that follows
    // it: children keep their numbers.
    auto command = std::make_unique<CommandGroup>("Group");
    std::vector<std::unique_ptr<Node>> list;
    list.push_back(std::move(group));
    command->add(std::make_unique<AddNodesCommand>("Group", parent.id(), std::move(list), fileIndexOf(*firstNode)));
    for (NodeId id : nodes) {
        const bool sameParent = doc.find(id)->parent() == &parent;
        command->add(std::make_unique<ReparentCommand>(id, groupId, std::nullopt, /*keepWorldTransform=*/!sameParent));
    }
    command->add(std::make_unique<SelectCommand>(nodes, std::vector{groupId}));
    return command;
}

std::unique_ptr<Command> makeUngroupCommand(Document& doc, NodeId groupId, std::string& error) {
    Node* group = doc.find(groupId);
    if (!group || !group->parent()) {
        error = "select a group (a plain Node) to ungroup";
        return nullptr;
    }
    if (!isPlainNode(*group)) {
        error = "only a plain Node is ungrouped; \"" + group->name() + "\" would be lost with it";
        return nullptr;
    }
    if (group->children().empty()) {
        error = "\"" + group->name() + "\" has no children to ungroup";
        return nullptr;
    }
    Node& parent = *group->parent();
    // A group with no transform of its own, and the parent's content size for any child
    // that follows it, changes no child's numbers: moved as they are, they stay exact to
    // the last bit.
    const bool sizeFollowed = std::any_of(group->children().begin(), group->children().end(),
                                          [](const auto& child) { return followsParentSize(*child); });
    const bool transparent =
        isIdentity(group->nodeToParentTransform()) && (!sizeFollowed || group->contentSize() == parent.contentSize());
    auto command = std::make_unique<CommandGroup>("Ungroup");
    std::size_t at = fileIndexOf(*group);
    const std::vector<NodeId> children = fileOrderIds(*group);
    for (NodeId child : children)
        command->add(std::make_unique<ReparentCommand>(child, parent.id(), at++, /*keepWorldTransform=*/!transparent));
    command->add(std::make_unique<DeleteNodesCommand>(std::vector{groupId}, "Ungroup"));
    command->add(std::make_unique<SelectCommand>(std::vector{groupId}, children));
    return command;
}

bool canUngroup(Document& doc, NodeId group) {
    std::string unused;
    return makeUngroupCommand(doc, group, unused) != nullptr;
}

}  // namespace diorama
