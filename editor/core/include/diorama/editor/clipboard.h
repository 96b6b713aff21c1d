// Cut, copy, paste and duplicate, all through the serialization library: a subtree goes
// to text and comes back with fresh file ids.
#pragma once

#include "diorama/editor/command.h"
#include "diorama/scene/node_id.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace diorama {

class Document;
class Node;

// Where pasted and created nodes go: into the primary selected node (the root when
// nothing is selected), or, as siblings, right after it in its parent.
struct InsertionPoint {
    NodeId parent;
    std::optional<std::size_t> fileIndex;  // among the parent's children; none: last
};
InsertionPoint insertionPoint(Document& doc, bool asSibling);
// A node a designer fills with others: a plain Node, the scene, a layer, a Panel and the
// views built on it. A widget, a sprite or a text is not one for paste and "+ New" (it
// can still be given children explicitly).
bool holdsChildren(const Node& node);
// Where Paste (Ctrl+V) puts nodes: inside the selected node when it holds children,
// otherwise next to it (a tryout's paste went invisibly into a Button).
InsertionPoint pasteInsertionPoint(Document& doc, bool asSibling);
// Whether "+ New" puts the node next to the selected one: when the selection is the node
// it just made (`lastCreated`) and that node holds no children, so repeated creations make
// a row of siblings instead of a chain while a new Panel is filled; otherwise as the user
// last chose. Never beside the root.
bool createsBeside(Document& doc, NodeId lastCreated, bool besideChosen);

// Text for the system clipboard; empty when nothing copyable is selected.
std::string copyNodes(Document& doc, const std::vector<NodeId>& ids);
// Null (with `error` set) when the text is not Diorama nodes.
std::unique_ptr<Command> makePasteCommand(Document& doc, const std::string& text, NodeId parent, std::string& error,
                                          std::optional<std::size_t> fileIndex = std::nullopt);
// Copies of the nodes, each placed right after its original.
std::unique_ptr<Command> makeDuplicateCommand(Document& doc, const std::vector<NodeId>& ids);
// What a create menu asks for beyond the type and the place.
struct CreateOptions {
    // A widget gets Studio-like default images written into the document's folder
    // (default_skins.h). The editor's menus ask for them; off, the widget shows the
    // placeholder until it is given images, and no file is written.
    bool defaultSkin = false;
};
// Creates a node of a creatable registered type (builtinNodeTypes()) at `at`, or last
// under `parent`; null for unknown types and the Scene.
std::unique_ptr<Command> makeCreateNodeCommand(Document& doc, const std::string& type, InsertionPoint at,
                                               CreateOptions options = {});
inline std::unique_ptr<Command> makeCreateNodeCommand(Document& doc, const std::string& type, NodeId parent,
                                                      CreateOptions options = {}) {
    return makeCreateNodeCommand(doc, type, InsertionPoint{parent, std::nullopt}, options);
}

}  // namespace diorama
