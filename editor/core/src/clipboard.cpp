#include "diorama/editor/clipboard.h"

#include "diorama/editor/asset_paths.h"

#include "diorama/editor/commands.h"
#include "diorama/editor/default_skins.h"
#include "diorama/editor/document.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/page_view.h"
#include "diorama/nodes/panel.h"
#include "diorama/nodes/scroll_view.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/node_type.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>

namespace diorama {

std::string copyNodes(Document& doc, const std::vector<NodeId>& ids) {
    std::vector<const Node*> nodes;
    for (NodeId id : topmostOnly(doc, ids))
        if (Node* n = doc.find(id)) nodes.push_back(n);
    if (nodes.empty()) return {};
    std::error_code ec;
    return serializeNodes(nodes, &doc.fileData(), std::filesystem::absolute(doc.baseDirectory(), ec));
}

InsertionPoint insertionPoint(Document& doc, bool asSibling) {
    Node* primary = doc.find(doc.selection().primary());
    if (!primary) return {doc.scene().id(), std::nullopt};
    if (!asSibling || !primary->parent()) return {primary->id(), std::nullopt};
    return {primary->parent()->id(), fileIndexOf(*primary) + 1};
}

bool holdsChildren(const Node& node) {
    const std::string_view type = node.typeName();
    return type == "Node" || type == "Scene" || dynamic_cast<const Panel*>(&node) ||
           dynamic_cast<const ScrollView*>(&node) || dynamic_cast<const ColorLayer*>(&node);
}

InsertionPoint pasteInsertionPoint(Document& doc, bool asSibling) {
    const Node* primary = doc.find(doc.selection().primary());
    return insertionPoint(doc, asSibling || (primary && !holdsChildren(*primary)));
}

bool createsBeside(Document& doc, NodeId lastCreated, bool besideChosen) {
    const Node* selected = doc.find(doc.selection().primary());
    if (!selected || !selected->parent()) return false;
    return besideChosen || (selected->id() == lastCreated && !holdsChildren(*selected));
}

namespace {

bool samePlace(Vec2 a, Vec2 b) { return std::abs(a.x - b.x) < 0.01f && std::abs(a.y - b.y) < 0.01f; }

bool hasChildNamed(const Node& parent, const std::string& name) {
    for (const auto& child : parent.children())
        if (child->name() == name) return true;
    return false;
}

// "NAME copy", then "NAME copy 2", "NAME copy 3"...: the first not taken in `parent`. A
// copy of a copy counts on from its original's name, not "NAME copy copy".
std::string freeCopyName(const Node& parent, std::string name) {
    if (const std::size_t at = name.rfind(" copy"); at != std::string::npos && at > 0) {
        const std::string_view rest = std::string_view(name).substr(at + 5);
        const bool number = rest.size() > 1 && rest[0] == ' ' &&
                            std::all_of(rest.begin() + 1, rest.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (rest.empty() || number) name.resize(at);
    }
    std::string candidate = name + " copy";
    for (int n = 2; hasChildNamed(parent, candidate); ++n) candidate = name + " copy " + std::to_string(n);
    return candidate;
}

// Each pasted node keeps the place on screen it was copied from. Where a child of
// `parent` already stands there (pasting next to the original), it steps 10 units right
// and down until the place is free, and a name already taken becomes "NAME copy".
void placePastedNodes(const Node& parent, NodesResult& parsed) {
    const Vec2 kStep{10, -10};
    for (std::size_t i = 0; i < parsed.nodes.size(); ++i) {
        Node& node = *parsed.nodes[i];
        const std::optional<Vec2> copiedAt = i < parsed.worldPositions.size() ? parsed.worldPositions[i] : std::nullopt;
        if (copiedAt && !node.usesNormalizedPosition()) {
            Vec2 world = *copiedAt;
            const auto taken = [&](Vec2 w) {
                for (const auto& child : parent.children())
                    if (samePlace(parent.childrenToWorldTransform().apply(child->position()), w)) return true;
                return false;
            };
            for (int steps = 0; steps < 1000 && taken(world); ++steps) world = world + kStep;
            const Vec2 local = parent.worldToChildrenTransform().apply(world);
            // A parent scaled to nothing has no inverse: keep the copied numbers.
            if (std::isfinite(local.x) && std::isfinite(local.y)) node.setPosition(local);
        }
        if (!node.name().empty() && hasChildNamed(parent, node.name())) node.setName(freeCopyName(parent, node.name()));
    }
}

}  // namespace

std::unique_ptr<Command> makePasteCommand(Document& doc, const std::string& text, NodeId parent, std::string& error,
                                          std::optional<std::size_t> fileIndex) {
    NodesResult parsed = parseNodes(text, doc.baseDirectory(), doc.sceneContext());
    if (parsed.error) {
        error = "the clipboard holds no Diorama nodes (" + parsed.error->format() + ")";
        return nullptr;
    }
    if (parsed.nodes.empty()) {
        error = "nothing to paste";
        return nullptr;
    }
    // Copied from a scene in another folder: the same files by paths from this one.
    if (parsed.sourceDirectory) {
        AssetRebase rebase;
        for (auto& node : parsed.nodes)
            rebase.add(planAssetRebase(*node, builtinNodeTypes(), *parsed.sourceDirectory, doc.baseDirectory(),
                                       doc.projectFolder()));
        if (!rebase.ok()) {
            error = "not pasted: " + rebase.describeUnreachable(doc.baseDirectory());
            return nullptr;
        }
        applyAssetRebase(rebase, builtinNodeTypes());
    }
    if (const Node* into = doc.find(parent)) placePastedNodes(*into, parsed);
    doc.fileData().merge(std::move(parsed.file));
    return std::make_unique<AddNodesCommand>("Paste", parent, std::move(parsed.nodes), fileIndex);
}

std::unique_ptr<Command> makeDuplicateCommand(Document& doc, const std::vector<NodeId>& ids) {
    auto group = std::make_unique<CommandGroup>("Duplicate");
    for (NodeId id : topmostOnly(doc, ids)) {
        Node* n = doc.find(id);
        NodesResult copy = parseNodes(serializeNodes({n}, &doc.fileData()), doc.baseDirectory(), doc.sceneContext());
        if (copy.error || copy.nodes.empty()) continue;
        doc.fileData().merge(std::move(copy.file));
        // As a paste beside it: steps off the original (a tryout's copy hid exactly under
        // it) and is named "NAME copy", "NAME copy 2"...
        placePastedNodes(*n->parent(), copy);
        group->add(std::make_unique<AddNodesCommand>("Duplicate", n->parent()->id(), std::move(copy.nodes),
                                                     fileIndexOf(*n) + 1));
    }
    if (group->empty()) return nullptr;
    return group;
}

namespace {

bool overlaps(const Rect& a, const Rect& b) {
    return std::min(a.maxX(), b.maxX()) > std::max(a.minX(), b.minX()) &&
           std::min(a.maxY(), b.maxY()) > std::max(a.minY(), b.minY());
}

// Where a new node goes near `wanted` (in `parent`'s space) so that it does not cover what
// is there (a tryout's new CheckBox hid under the Button made before it): straight below
// any sibling its box would overlap, 8 units apart, so a menu's widgets stack as made.
// Siblings as big as half the area (a background) do not count. When the column runs out
// of the area, `wanted`; then, as for sizeless nodes, 16 units down and right of a sibling
// placed at the very same point, and so on.
Vec2 freePlace(const Node& parent, Node& node, Vec2 wanted, Size area, float bottom) {
    constexpr float kGap = 8.0f;
    std::vector<Rect> boxes;
    for (const auto& c : parent.children()) {
        const Rect b = c->boundingBox();
        const float size = b.size.width * b.size.height;
        if (size > 0 && size < 0.5f * area.width * area.height) boxes.push_back(b);
    }
    Vec2 at = wanted;
    node.setPosition(at);
    for (int tries = 0; tries < 256; ++tries) {
        const Rect mine = node.boundingBox();
        const auto blocker = std::find_if(boxes.begin(), boxes.end(), [&](const Rect& b) { return overlaps(mine, b); });
        if (blocker == boxes.end()) break;
        at.y -= mine.maxY() - blocker->minY() + kGap;
        node.setPosition(at);
        if (node.boundingBox().minY() < bottom) {
            at = wanted;
            break;
        }
    }
    auto taken = [&](Vec2 p) {
        return std::any_of(parent.children().begin(), parent.children().end(),
                           [&](const auto& c) { return glm::length(c->position() - p) < 0.5f; });
    };
    for (int step = 0; step < 64 && taken(at); ++step) at += Vec2{16.0f, -16.0f};
    return at;
}

}  // namespace

std::unique_ptr<Command> makeCreateNodeCommand(Document& doc, const std::string& type, InsertionPoint at,
                                               CreateOptions options) {
    const NodeId parent = at.parent;
    const NodeType* nodeType = builtinNodeTypes().find(type);
    if (!nodeType || !nodeType->isCreatable()) return nullptr;
    std::unique_ptr<Node> node = nodeType->createNew(NodeFactoryContext{&doc.assets(), doc.designSize()});
    doc.collectAssetProblems();
    if (!node) return nullptr;
    doc.fileData().at(node->id()).fileId = generateNodeId();
    // New nodes appear at the middle of the design area, in the parent's space; inside a
    // node with a size (a widget, a Panel), at its middle (found by a tryout: a Label made
    // inside a Button landed 300 units outside it).
    if (Node* p = doc.find(parent)) {
        const Size design = doc.designSize();
        const Size own = p->contentSize();
        const bool sized = p != &doc.scene() && own.width > 0 && own.height > 0;
        const Vec2 centre = sized ? Vec2{own.width / 2, own.height / 2}
                                  : p->worldToChildrenTransform().apply({design.width / 2, design.height / 2});
        // A parent scaled beyond float range has no usable inverse: start at its origin.
        if (std::isfinite(centre.x) && std::isfinite(centre.y))
            node->setPosition(freePlace(*p, *node, centre, sized ? own : design,
                                        sized ? 0.0f : p->worldToChildrenTransform().apply({0, 0}).y));
        // A new page fills its PageView, as Studio's do; the view places it.
        if (dynamic_cast<const PageView*>(p)) node->setContentSize(p->contentSize());
    }
    // A new widget starts with Studio-like default images rather than the placeholder
    // (found by a tryout: new widgets looked broken). A scene not saved yet has no folder
    // to write them to: its widgets keep the placeholder until images are chosen.
    if (options.defaultSkin) {
        // Not being able to write one is said (the log shows it), not an error: the widget
        // is made all the same, with the placeholder. No folder is the untitled case.
        if (const std::string problem = applyDefaultSkin(doc, *node); !problem.empty() && doc.hasFolder())
            doc.messages().push_back("New " + type + ": no default images: " + problem);
        doc.collectAssetProblems();
    }
    std::vector<std::unique_ptr<Node>> list;
    list.push_back(std::move(node));
    return std::make_unique<AddNodesCommand>("Create " + type, parent, std::move(list), at.fileIndex);
}

}  // namespace diorama
