#include "diorama/editor/asset_paths.h"
#include "diorama/editor/commands.h"

#include "diorama/editor/document.h"
#include "diorama/nodes/instance.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <numbers>

namespace diorama {

// ---- helpers --------------------------------------------------------------------------

std::vector<NodeId> fileOrderIds(const Node& parent) {
    std::vector<const Node*> kids;
    for (auto& c : parent.children()) kids.push_back(c.get());
    std::stable_sort(kids.begin(), kids.end(),
                     [](auto* a, auto* b) { return a->orderOfArrival() < b->orderOfArrival(); });
    std::vector<NodeId> ids;
    for (auto* k : kids) ids.push_back(k->id());
    return ids;
}

void setFileOrder(Node& parent, const std::vector<NodeId>& order) {
    // Re-ordering every child in sequence refreshes arrivals in exactly this order;
    // z values are untouched, so only ties among equal z change.
    for (NodeId id : order)
        for (auto& c : parent.children())
            if (c->id() == id) {
                parent.reorderChild(*c, c->localZOrder());
                break;
            }
}

std::vector<NodeId> topmostOnly(Document& doc, const std::vector<NodeId>& ids) {
    std::vector<NodeId> out;
    for (NodeId id : ids) {
        Node* n = doc.find(id);
        if (!n || !n->parent()) continue;  // the root cannot be removed or moved
        bool covered = false;
        for (NodeId other : ids)
            if (other != id)
                if (Node* o = doc.find(other); o && o->isAncestorOf(*n)) covered = true;
        if (!covered && std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
    }
    return out;
}

namespace {

void insertAt(Node& parent, std::unique_ptr<Node> node, std::optional<std::size_t> fileIndex) {
    std::vector<NodeId> order = fileOrderIds(parent);
    Node& added = parent.addChild(std::move(node));
    if (fileIndex && *fileIndex < order.size()) {
        order.insert(order.begin() + std::ptrdiff_t(*fileIndex), added.id());
        setFileOrder(parent, order);
    }
}

float closestAngle(double radians, float previousDegrees) {
    double deg = radians * 180.0 / std::numbers::pi;
    const double turns = std::round((previousDegrees - deg) / 360.0);
    return float(deg + turns * 360.0);
}

}  // namespace

bool setLocalTransformForWorld(Node& node, const Node& newParent, const AffineTransform& world) {
    const AffineTransform local = newParent.childrenToWorldTransform().inverse() * world;
    // local linear part = R*S*K; K (skew) is kept, so R*S = L * K^-1.
    const double tx = std::tan(node.skewX() * std::numbers::pi / 180.0);
    const double ty = std::tan(node.skewY() * std::numbers::pi / 180.0);
    const double det = 1.0 - tx * ty;
    const double ka = 1.0 / det, kb = -ty / det, kc = -tx / det, kd = 1.0 / det;  // K^-1
    const double a = local.a * ka + local.c * kb, b = local.b * ka + local.d * kb;
    const double c = local.a * kc + local.c * kd, d = local.b * kc + local.d * kd;
    // Columns: x axis = sx*(cos ry, -sin ry), y axis = sy*(sin rx, cos rx). Keep the signs
    // of the old scales so a mirrored node stays mirrored rather than rotated.
    const double sx = (node.scaleX() < 0 ? -1.0 : 1.0) * std::hypot(a, b);
    const double sy = (node.scaleY() < 0 ? -1.0 : 1.0) * std::hypot(c, d);
    const float ry = sx != 0 ? closestAngle(std::atan2(-b / sx, a / sx), node.rotationSkewY()) : node.rotationSkewY();
    const float rx = sy != 0 ? closestAngle(std::atan2(c / sy, d / sy), node.rotationSkewX()) : node.rotationSkewX();
    // Translation: t = p + i*anchor - L*anchor  =>  p = t - i*anchor + L*anchor.
    const Vec2 anchor = node.anchorPointInPoints();
    const Vec2 la = local.applyToVector(anchor);
    Vec2 p{local.tx + la.x, local.ty + la.y};
    if (node.isIgnoreAnchorPointForPosition()) p -= anchor;
    // Under a (nearly) singular or enormous parent the pose is not representable; a
    // file could not hold it either.
    auto finite = [](double v) { return std::isfinite(v) && std::fabs(v) <= double(FLT_MAX); };
    if (!finite(sx) || !finite(sy) || !finite(rx) || !finite(ry) || !finite(p.x) || !finite(p.y)) return false;
    node.setScale(float(sx), float(sy));
    node.setRotationSkewX(rx);
    node.setRotationSkewY(ry);
    node.setPosition(p);
    return true;
}

int depthOf(const Node& node) {
    int depth = 0;
    for (const Node* p = node.parent(); p; p = p->parent()) ++depth;
    return depth;
}

int subtreeHeight(const Node& node) {
    int height = 0;
    std::vector<std::pair<const Node*, int>> stack{{&node, 0}};
    while (!stack.empty()) {
        auto [n, h] = stack.back();
        stack.pop_back();
        height = std::max(height, h);
        for (const auto& c : n->children()) stack.push_back({c.get(), h + 1});
    }
    return height;
}

bool fitsTreeDepthLimit(const Node& parent, const Node& subtree) {
    return depthOf(parent) + 1 + subtreeHeight(subtree) <= SceneLimits{}.maxTreeDepth;
}

// ---- add --------------------------------------------------------------------------------

AddNodesCommand::AddNodesCommand(std::string label, NodeId parent, std::vector<std::unique_ptr<Node>> nodes,
                                 std::optional<std::size_t> fileIndex)
    : m_label(std::move(label)), m_parent(parent), m_detached(std::move(nodes)), m_fileIndex(fileIndex) {
    for (auto& n : m_detached) m_ids.push_back(n->id());
}

namespace {

// Nodes an Instance's source gives: their structure is the source's, and a change made
// here could not be saved (only property overrides are), so it is refused.
bool fromSource(const Document& doc, const Node& node) { return doc.fileData().instanceOf(node) != NodeId{}; }
// An Instance's file lists no children (they come only from its source), with or without
// a source loaded.
bool holdsSourceNodes(const Document& doc, const Node& node) {
    return dynamic_cast<const Instance*>(&node) != nullptr || fromSource(doc, node);
}

}  // namespace

bool AddNodesCommand::apply(Document& doc) {
    Node* parent = doc.find(m_parent);
    if (!parent || m_detached.empty() || holdsSourceNodes(doc, *parent)) return false;
    for (const auto& n : m_detached)
        if (!fitsTreeDepthLimit(*parent, *n)) return false;
    std::optional<std::size_t> index = m_fileIndex;
    for (auto& n : m_detached) {
        insertAt(*parent, std::move(n), index);
        if (index) ++*index;
    }
    m_detached.clear();
    doc.markStructureChanged();
    doc.selection().setAll(m_ids);
    return true;
}

bool AddNodesCommand::revert(Document& doc) {
    std::vector<std::unique_ptr<Node>> back;
    for (NodeId id : m_ids) {
        Node* n = doc.find(id);
        if (!n) return false;
        back.push_back(n->removeFromParent(false));
        doc.markStructureChanged();
    }
    m_detached = std::move(back);
    for (NodeId id : m_ids) doc.selection().remove(id);
    return true;
}

// ---- delete --------------------------------------------------------------------------------

DeleteNodesCommand::DeleteNodesCommand(std::vector<NodeId> ids, std::string label)
    : m_ids(std::move(ids)), m_label(std::move(label)) {}

bool DeleteNodesCommand::apply(Document& doc) {
    const std::vector<NodeId> targets = topmostOnly(doc, m_ids);
    if (targets.empty()) return false;
    for (NodeId id : targets)
        if (fromSource(doc, *doc.find(id))) return false;
    m_removed.clear();
    for (NodeId id : targets) {
        Node* n = doc.find(id);
        Node* parent = n->parent();
        Removed r{id, parent->id(), fileOrderIds(*parent), nullptr};
        r.node = parent->removeChild(*n, false);
        doc.markStructureChanged();
        m_removed.push_back(std::move(r));
        doc.selection().remove(id);
    }
    doc.pruneSelection();
    return true;
}

bool DeleteNodesCommand::revert(Document& doc) {
    for (auto it = m_removed.rbegin(); it != m_removed.rend(); ++it) {
        Node* parent = doc.find(it->parent);
        if (!parent) return false;
        parent->addChild(std::move(it->node));
        setFileOrder(*parent, it->siblingOrder);
        doc.markStructureChanged();
    }
    std::vector<NodeId> ids;
    for (auto& r : m_removed) ids.push_back(r.id);
    m_removed.clear();
    doc.selection().setAll(ids);
    return true;
}

// ---- reparent -------------------------------------------------------------------------------

ReparentCommand::ReparentCommand(NodeId node, NodeId newParent, std::optional<std::size_t> fileIndex, bool keepWorld)
    : m_node(node), m_newParent(newParent), m_fileIndex(fileIndex), m_keepWorld(keepWorld) {}

bool ReparentCommand::apply(Document& doc) {
    Node* n = doc.find(m_node);
    Node* target = doc.find(m_newParent);
    if (!n || !target || !n->parent() || n == target || n->isAncestorOf(*target)) return false;
    if (fromSource(doc, *n) || holdsSourceNodes(doc, *target)) return false;
    if (!fitsTreeDepthLimit(*target, *n)) return false;
    Node* oldParent = n->parent();
    m_oldParent = oldParent->id();
    m_oldSiblingOrder = fileOrderIds(*oldParent);
    m_oldPose = {n->usesNormalizedPosition() ? n->normalizedPosition() : n->position(),
                 n->usesNormalizedPosition(),
                 n->rotationSkewX(),
                 n->rotationSkewY(),
                 n->scaleX(),
                 n->scaleY()};
    // The pose under the new parent is set first (it does not depend on the current
    // parent), so a pose that cannot be represented refuses the whole move.
    if (m_keepWorld && !setLocalTransformForWorld(*n, *target, n->nodeToWorldTransform())) return false;
    std::unique_ptr<Node> owned = oldParent->removeChild(*n, false);
    insertAt(*target, std::move(owned), m_fileIndex);
    doc.markStructureChanged();
    return true;
}

bool ReparentCommand::revert(Document& doc) {
    Node* n = doc.find(m_node);
    Node* oldParent = doc.find(m_oldParent);
    if (!n || !oldParent || !n->parent()) return false;
    std::unique_ptr<Node> owned = n->removeFromParent(false);
    oldParent->addChild(std::move(owned));
    setFileOrder(*oldParent, m_oldSiblingOrder);
    if (m_oldPose.normalized)
        n->setNormalizedPosition(m_oldPose.position);
    else
        n->setPosition(m_oldPose.position);
    n->setRotationSkewX(m_oldPose.rotationSkewX);
    n->setRotationSkewY(m_oldPose.rotationSkewY);
    n->setScale(m_oldPose.scaleX, m_oldPose.scaleY);
    doc.markStructureChanged();
    return true;
}

// ---- reorder ---------------------------------------------------------------------------------

ReorderChildrenCommand::ReorderChildrenCommand(NodeId parent, std::vector<NodeId> newOrder)
    : m_parent(parent), m_newOrder(std::move(newOrder)) {}

bool ReorderChildrenCommand::apply(Document& doc) {
    Node* parent = doc.find(m_parent);
    if (!parent || holdsSourceNodes(doc, *parent)) return false;
    m_oldOrder = fileOrderIds(*parent);
    setFileOrder(*parent, m_newOrder);
    doc.markStructureChanged();
    return true;
}

bool ReorderChildrenCommand::revert(Document& doc) {
    Node* parent = doc.find(m_parent);
    if (!parent) return false;
    setFileOrder(*parent, m_oldOrder);
    doc.markStructureChanged();
    return true;
}

}  // namespace diorama

namespace diorama {

void AddNodesCommand::rebaseAssetPaths(const AssetPathMove& move) {
    for (auto& node : m_detached) move.subtree(*node);
}

void DeleteNodesCommand::rebaseAssetPaths(const AssetPathMove& move) {
    for (Removed& r : m_removed)
        if (r.node) move.subtree(*r.node);
}

}  // namespace diorama

namespace diorama {

bool SetDesignSizeCommand::apply(Document& doc) {
    if (!std::isfinite(m_new.width) || !std::isfinite(m_new.height) || m_new.width <= 0 || m_new.height <= 0)
        return false;
    Scene& scene = doc.scene();
    m_oldDesign = scene.designSize();
    m_oldContent = scene.contentSize();
    scene.setDesignSize(m_new);
    scene.setContentSize(m_new);
    return true;
}

bool SetDesignSizeCommand::revert(Document& doc) {
    doc.scene().setDesignSize(m_oldDesign);
    doc.scene().setContentSize(m_oldContent);
    return true;
}

}  // namespace diorama
