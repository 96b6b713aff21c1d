#include "diorama/scene/node.h"

#include "diorama/director/node_services.h"
#include "diorama/scene/scene.h"
#include "node_lifecycle.h"
#include "node_rare_data.h"

#include <algorithm>
#include <atomic>

namespace diorama {

NodeId NodeId::next() {
    static std::atomic<std::uint64_t> counter{0};
    return NodeId{++counter};
}

Node::Node(std::string name) : m_id(NodeId::next()), m_name(std::move(name)) {}

Node::~Node() {
    if (!m_rare) return;
    for (auto& component : m_rare->components) {
        if (!component) continue;
        if (component->m_entered) {
            component->m_entered = false;
            component->onExit();
        }
        component->onRemove();
        component->m_owner = nullptr;
    }
    for (auto& weak : m_rare->services)
        if (auto services = weak.lock()) services->nodeDestroyed(m_id);
}

void Node::forgetChildBox(std::uint32_t index) {
    std::vector<WorldBox>& boxes = m_rare->childBoxes;
    if (index < boxes.size()) boxes[index] = WorldBox::unbounded();
}

NodeRareData& Node::rare() {
    if (!m_rare) m_rare = std::make_unique<NodeRareData>();
    return *m_rare;
}

// ---- hierarchy ----------------------------------------------------------------------

const std::vector<std::unique_ptr<Node>>& Node::children() const {
    sortAllChildren();
    return m_children;
}

bool Node::isAncestorOf(const Node& other) const {
    for (const Node* p = other.m_parent; p; p = p->m_parent)
        if (p == this) return true;
    return false;
}

Scene* Node::scene() const {
    const Node* root = this;
    while (root->m_parent) root = root->m_parent;
    return root->hasFlag(kIsScene) ? static_cast<Scene*>(const_cast<Node*>(root)) : nullptr;
}

void Node::markListenerOrderDirty() {
    if (Scene* s = scene()) s->bumpOrderVersion();
}

void Node::checkCanAdopt(const Node& child) const {
    if (child.m_parent)
        throw TreeError("addChild: node '" + child.m_name + "' already has a parent ('" + child.m_parent->m_name +
                        "'); remove it first");
    if (&child == this) throw TreeError("addChild: node '" + m_name + "' cannot be added to itself");
    if (child.isAncestorOf(*this))
        throw TreeError("addChild: node '" + child.m_name + "' is an ancestor of '" + m_name +
                        "'; a node cannot become a child of its own descendant");
    if (child.hasFlag(kIsScene)) throw TreeError("addChild: a Scene is always a root and cannot be added as a child");
}

Node& Node::addChild(std::unique_ptr<Node>&& child) {
    if (!child) throw TreeError("addChild: child is null");
    checkCanAdopt(*child);
    return insertChild(std::move(child));
}

Node& Node::addChild(std::unique_ptr<Node>&& child, int localZOrder) {
    if (!child) throw TreeError("addChild: child is null");
    checkCanAdopt(*child);
    child->m_localZOrder = localZOrder;
    return insertChild(std::move(child));
}

Node& Node::addChild(std::unique_ptr<Node>&& child, int localZOrder, int tag) {
    if (!child) throw TreeError("addChild: child is null");
    checkCanAdopt(*child);
    child->m_localZOrder = localZOrder;
    child->setTag(tag);
    return insertChild(std::move(child));
}

Node& Node::addChild(std::unique_ptr<Node>&& child, int localZOrder, std::string name) {
    if (!child) throw TreeError("addChild: child is null");
    checkCanAdopt(*child);
    child->m_localZOrder = localZOrder;
    child->m_name = std::move(name);
    return insertChild(std::move(child));
}

void Node::touchArrival(Node& child) {
    if (m_nextChildArrival == UINT32_MAX) {
        // Renumber in current order; only relative order among siblings matters.
        sortAllChildren();
        std::uint32_t n = 0;
        for (auto& c : m_children) c->m_orderOfArrival = ++n;  // compacted by the sort above
        m_nextChildArrival = n;
    }
    child.m_orderOfArrival = ++m_nextChildArrival;
}

Node& Node::insertChild(std::unique_ptr<Node>&& owned) {
    Node& child = *owned;
    child.m_indexInParent = std::uint32_t(m_children.size());
    m_children.push_back(std::move(owned));
    child.m_parent = this;
    touchArrival(child);
    setFlag(kReorderDirty, true);
    child.markTransformDirty();
    child.markSubtreeBoundsDirty();  // this node and its ancestors, even for a flagged child
    // A child that arrives stale (every new node does) must still be found by the
    // transform stage of its new tree.
    child.flagAncestorsWorldDirty();
    if (isCascadeColorEnabled()) child.updateDisplayedColor(m_displayedColor);
    if (isCascadeOpacityEnabled()) child.updateDisplayedOpacity(m_displayedOpacity);
    if (Scene* s = scene()) {
        s->indexSubtree(child);
        s->bumpOrderVersion();
    }
    onChildrenChanged();
    if (isRunning()) {
        NodeLifecycle::enter(child);
        if (isTransitionFinished() && child.m_parent == this) NodeLifecycle::enterTransitionDidFinish(child);
    }
    return child;
}

std::size_t Node::rawIndexOf(const Node& child) const {
    const std::size_t hint = child.m_indexInParent;
    if (hint < m_children.size() && m_children[hint].get() == &child) return hint;
    for (std::size_t i = 0; i < m_children.size(); ++i)
        if (m_children[i].get() == &child) return i;
    return m_children.size();
}

std::unique_ptr<Node> Node::detachAt(std::size_t index, bool doCleanup) {
    Node* child = m_children[index].get();
    if (isRunning() && child->isRunning()) {
        NodeLifecycle::exitTransitionDidStart(*child);
        NodeLifecycle::exit(*child);
    }
    if (doCleanup) NodeLifecycle::cleanup(*child);
    // Hooks may have re-parented or removed the child already.
    index = rawIndexOf(*child);
    if (index == m_children.size()) return nullptr;
    std::unique_ptr<Node> owned = std::move(m_children[index]);
    setFlag(kHasHoles, true);  // the null slot is compacted lazily
    if (Scene* s = scene()) {
        s->unindexSubtree(*child);
        s->bumpOrderVersion();
    }
    markSubtreeBoundsDirty();  // this box may shrink
    child->m_parent = nullptr;
    child->markTransformDirty();
    // D7: a detached node shows its own colour again.
    child->updateDisplayedColor(Color3B::white());
    child->updateDisplayedOpacity(255);
    onChildrenChanged();
    return owned;
}

std::unique_ptr<Node> Node::removeChild(Node& child, bool cleanup) {
    if (child.m_parent != this) return nullptr;
    return detachAt(rawIndexOf(child), cleanup);
}

std::unique_ptr<Node> Node::removeFromParent(bool cleanup) {
    return m_parent ? m_parent->removeChild(*this, cleanup) : nullptr;
}

std::unique_ptr<Node> Node::removeChildByTag(int tag, bool cleanup) {
    Node* child = childByTag(tag);
    return child ? removeChild(*child, cleanup) : nullptr;
}

std::unique_ptr<Node> Node::removeChildByName(std::string_view name, bool cleanup) {
    Node* child = childByName(name);
    return child ? removeChild(*child, cleanup) : nullptr;
}

void Node::destroyChild(Node& child) { std::unique_ptr<Node> gone = removeChild(child, true); }

void Node::destroy() {
    if (m_parent) m_parent->destroyChild(*this);
}

void Node::destroyAllChildren() { std::vector<std::unique_ptr<Node>> gone = removeAllChildren(true); }

Node& Node::moveToParent(Node& newParent) {
    if (m_parent == &newParent) return *this;
    if (!m_parent) throw TreeError("moveToParent: node '" + m_name + "' has no parent; use addChild");
    if (&newParent == this || isAncestorOf(newParent))
        throw TreeError("moveToParent: node '" + m_name + "' cannot move under itself or its own descendant");
    if (hasFlag(kIsScene)) throw TreeError("moveToParent: a Scene is always a root");
    std::unique_ptr<Node> self = m_parent->removeChild(*this, false);
    // Hooks run by the exit may have moved it already; then it is theirs.
    if (self) newParent.addChild(std::move(self));
    return *this;
}

std::vector<std::unique_ptr<Node>> Node::removeAllChildren(bool cleanup) {
    return NodeLifecycle::removeAllChildren(*this, cleanup);
}

Node* Node::childByTag(int tag) const {
    if (tag == kInvalidTag) return nullptr;
    for (auto& c : children())
        if (c->tag() == tag) return c.get();
    return nullptr;
}

Node* Node::childByName(std::string_view name) const {
    for (auto& c : children())
        if (c->m_name == name) return c.get();
    return nullptr;
}

int Node::indexOfChild(const Node& child) const {
    const auto& list = children();
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].get() == &child) return int(i);
    return -1;
}

// ---- ordering -----------------------------------------------------------------------

void Node::sortChildrenNow() const {
    setFlag(kChildrenRearranged, true);
    setFlag(kChildBoxesValid, false);  // its slots follow the child indices
    if (hasFlag(kHasHoles)) {
        std::erase(m_children, nullptr);
        setFlag(kHasHoles, false);
    }
    if (hasFlag(kReorderDirty)) {
        std::sort(m_children.begin(), m_children.end(), [](const auto& l, const auto& r) {
            if (l->m_localZOrder != r->m_localZOrder) return l->m_localZOrder < r->m_localZOrder;
            return l->m_orderOfArrival < r->m_orderOfArrival;
        });
        setFlag(kReorderDirty, false);
    }
    for (std::size_t i = 0; i < m_children.size(); ++i) m_children[i]->m_indexInParent = std::uint32_t(i);
}

void Node::setLocalZOrder(int z) {
    if (z == m_localZOrder) return;
    if (m_parent) {
        m_parent->reorderChild(*this, z);
    } else {
        m_localZOrder = z;
    }
}

void Node::reorderChild(Node& child, int localZOrder) {
    if (child.m_parent != this) return;
    touchArrival(child);
    child.m_localZOrder = localZOrder;
    setFlag(kReorderDirty, true);
    markListenerOrderDirty();
    onChildrenChanged();
}

void Node::setGlobalZOrder(float z) {
    if (z == m_globalZOrder) return;
    m_globalZOrder = z;
    markListenerOrderDirty();
}

// ---- transform ----------------------------------------------------------------------

Vec2 Node::position() const {
    if (!hasFlag(kNormalizedPosition)) return m_transform.position;
    // D3: resolved on every query, never stale until a visit.
    const Size parentSize = m_parent ? m_parent->m_transform.contentSize : Size{};
    return {m_transform.position.x * parentSize.width, m_transform.position.y * parentSize.height};
}

Vec2 Node::normalizedPosition() const {
    if (hasFlag(kNormalizedPosition)) return m_transform.position;
    const Size parentSize = m_parent ? m_parent->m_transform.contentSize : Size{};
    return {parentSize.width != 0.0f ? m_transform.position.x / parentSize.width : 0.0f,
            parentSize.height != 0.0f ? m_transform.position.y / parentSize.height : 0.0f};
}

void Node::setPosition(Vec2 p) {
    if (!hasFlag(kNormalizedPosition) && p == m_transform.position) return;
    setFlag(kNormalizedPosition, false);
    m_transform.position = p;
    markTransformDirty();
}

void Node::setNormalizedPosition(Vec2 n) {
    if (hasFlag(kNormalizedPosition) && n == m_transform.position) return;
    setFlag(kNormalizedPosition, true);
    m_transform.position = n;
    markTransformDirty();
}

float Node::positionZ() const { return m_rare ? m_rare->positionZ : 0.0f; }

void Node::setPositionZ(float z) {
    if (z == positionZ()) return;
    rare().positionZ = z;
    markTransformDirty();
}

int Node::tag() const { return m_rare ? m_rare->tag : kInvalidTag; }

void Node::setTag(int tag) {
    if (tag != this->tag()) rare().tag = tag;
}

void Node::setAnchorPoint(Vec2 anchor) {
    if (anchor == m_transform.anchorPoint) return;
    m_transform.anchorPoint = anchor;
    markTransformDirty();
}

void Node::setContentSize(Size size) {
    if (size == m_transform.contentSize) return;
    m_transform.contentSize = size;
    markTransformDirty();
    for (auto& c : m_children)
        if (c && c->hasFlag(kNormalizedPosition)) c->markTransformDirty();
    onContentSizeChanged();
}

void Node::setIgnoreAnchorPointForPosition(bool ignore) {
    if (ignore == isIgnoreAnchorPointForPosition()) return;
    setFlag(kIgnoreAnchor, ignore);
    markTransformDirty();
}

// As cocos: only the X skew is compared, so a differing Y skew survives setRotation of
// the X skew's angle.
void Node::setRotation(float degrees) {
    if (degrees == m_transform.rotationSkewX) return;
    m_transform.rotationSkewX = m_transform.rotationSkewY = degrees;
    markTransformDirty();
}

void Node::setRotationSkewX(float degrees) {
    if (degrees == m_transform.rotationSkewX) return;
    m_transform.rotationSkewX = degrees;
    markTransformDirty();
}

void Node::setRotationSkewY(float degrees) {
    if (degrees == m_transform.rotationSkewY) return;
    m_transform.rotationSkewY = degrees;
    markTransformDirty();
}

void Node::setScale(float s) { setScale(s, s); }

void Node::setScale(float sx, float sy) {
    if (sx == m_transform.scaleX && sy == m_transform.scaleY) return;
    m_transform.scaleX = sx;
    m_transform.scaleY = sy;
    markTransformDirty();
}

void Node::setScaleX(float s) { setScale(s, m_transform.scaleY); }
void Node::setScaleY(float s) { setScale(m_transform.scaleX, s); }

void Node::setSkewX(float degrees) {
    if (degrees == m_transform.skewX) return;
    m_transform.skewX = degrees;
    markTransformDirty();
}

void Node::setSkewY(float degrees) {
    if (degrees == m_transform.skewY) return;
    m_transform.skewY = degrees;
    markTransformDirty();
}

void Node::rebuildLocalTransform() const {
    if (hasFlag(kLocalTransformExtras)) {
        const NodeRareData& extras = *m_rare;
        const AffineTransform local = extras.localTransformOverride
                                          ? *extras.localTransformOverride
                                          : m_transform.localMatrix(position(), isIgnoreAnchorPointForPosition());
        m_localTransform = extras.additionalTransform ? local * *extras.additionalTransform : local;
    } else {
        m_localTransform = m_transform.localMatrix(position(), isIgnoreAnchorPointForPosition());
    }
    setFlag(kTransformDirty, false);
}

void Node::dropLocalTransformOverride() {
    m_rare->localTransformOverride.reset();
    setFlag(kLocalTransformExtras, m_rare->additionalTransform.has_value());
}

void Node::setAdditionalTransform(const AffineTransform& additional) {
    markTransformDirty();
    rare().additionalTransform = additional;
    setFlag(kLocalTransformExtras, true);
}

void Node::clearAdditionalTransform() {
    if (!m_rare || !m_rare->additionalTransform) return;
    markTransformDirty();
    m_rare->additionalTransform.reset();
    setFlag(kLocalTransformExtras, m_rare->localTransformOverride.has_value());
}

std::optional<AffineTransform> Node::additionalTransform() const {
    return m_rare ? m_rare->additionalTransform : std::nullopt;
}

void Node::setNodeToParentTransform(const AffineTransform& local) {
    rare().localTransformOverride = local;
    setFlag(kLocalTransformExtras, true);
    markLocalTransformChanged();
}

Rect Node::boundingBox() const {
    const Size s = m_transform.contentSize;
    return nodeToParentTransform().applyToRect({{0.0f, 0.0f}, s});
}

// ---- visibility and colour ------------------------------------------------------------

void Node::setVisible(bool visible) {
    if (visible == isVisible()) return;
    setFlag(kVisible, visible);
    if (visible) markTransformDirty();
    markSubtreeBoundsDirty();  // the parent's box grows or shrinks
}

void Node::setOpacity(std::uint8_t opacity) {
    m_realOpacity = m_displayedOpacity = opacity;
    const bool parentCascades = m_parent && m_parent->isCascadeOpacityEnabled();
    updateDisplayedOpacity(parentCascades ? m_parent->m_displayedOpacity : 255);
}

void Node::updateDisplayedOpacity(std::uint8_t parentOpacity) {
    m_displayedOpacity = cascadeChannel(m_realOpacity, parentOpacity);
    onDisplayedColorChanged();
    if (isCascadeOpacityEnabled())
        for (auto& c : m_children)
            if (c) c->updateDisplayedOpacity(m_displayedOpacity);
}

void Node::setColor(Color3B color) {
    m_realColor = m_displayedColor = color;
    const bool parentCascades = m_parent && m_parent->isCascadeColorEnabled();
    updateDisplayedColor(parentCascades ? m_parent->m_displayedColor : Color3B::white());
}

void Node::updateDisplayedColor(Color3B parent) {
    m_displayedColor = {cascadeChannel(m_realColor.r, parent.r), cascadeChannel(m_realColor.g, parent.g),
                        cascadeChannel(m_realColor.b, parent.b)};
    onDisplayedColorChanged();
    if (isCascadeColorEnabled())
        for (auto& c : m_children)
            if (c) c->updateDisplayedColor(m_displayedColor);
}

// D7: enabling pushes this node's displayed value down; disabling restores every child
// to its real value. This node's own displayed value depends only on its parent.
void Node::setCascadeOpacityEnabled(bool enabled) {
    if (enabled == isCascadeOpacityEnabled()) return;
    setFlag(kCascadeOpacity, enabled);
    const std::uint8_t pushed = enabled ? m_displayedOpacity : 255;
    for (auto& c : m_children)
        if (c) c->updateDisplayedOpacity(pushed);
}

void Node::setCascadeColorEnabled(bool enabled) {
    if (enabled == isCascadeColorEnabled()) return;
    setFlag(kCascadeColor, enabled);
    const Color3B pushed = enabled ? m_displayedColor : Color3B::white();
    for (auto& c : m_children)
        if (c) c->updateDisplayedColor(pushed);
}

// ---- lifecycle callbacks ---------------------------------------------------------------

void Node::setOnEnterCallback(std::function<void()> fn) { rare().onEnter = std::move(fn); }
void Node::setOnExitCallback(std::function<void()> fn) { rare().onExit = std::move(fn); }
void Node::setOnEnterTransitionDidFinishCallback(std::function<void()> fn) {
    rare().onEnterTransitionDidFinish = std::move(fn);
}
void Node::setOnExitTransitionDidStartCallback(std::function<void()> fn) {
    rare().onExitTransitionDidStart = std::move(fn);
}

}  // namespace diorama
