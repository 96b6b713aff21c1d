// Node: identity, hierarchy, ordering, transform and colour of one element of a scene.
//
// Ownership: a parent owns its children (unique_ptr); parent pointers are borrowed.
// Lifecycle driving lives in lifecycle.cpp, traversal in traversal.cpp, the transform
// formula in transform_2d.cpp, and per-node services (scheduler, actions, listeners)
// in their own systems keyed by NodeId. Structural misuse (a node that already has a
// parent, a node added under itself or its descendant) throws TreeError and changes
// nothing.
#pragma once

#include "diorama/math/color.h"
#include "diorama/math/geometry.h"
#include "diorama/scene/node_id.h"
#include "diorama/scene/transform_2d.h"
#include "diorama/scheduler/scheduler.h"

#include <concepts>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace diorama {

class Action;
class Component;
class RenderQueue;
struct Touch;
class Scene;
struct NodeRareData;

class TreeError : public std::logic_error {
public:
    using std::logic_error::logic_error;
};

inline constexpr int kInvalidTag = -1;

class Node {
public:
    explicit Node(std::string name = {});
    virtual ~Node();
    Node(const Node&) = delete;
    Node& operator=(const Node&) = delete;

    // ---- identity ------------------------------------------------------------------
    NodeId id() const { return m_id; }
    const std::string& name() const { return m_name; }
    void setName(std::string name) { m_name = std::move(name); }
    // Kept with the rarely used state: most nodes of a big scene have no tag.
    int tag() const;
    void setTag(int tag);
    // The scene-file type name ("Node", "Sprite", ...).
    virtual std::string_view typeName() const { return "Node"; }

    // ---- hierarchy -----------------------------------------------------------------
    Node* parent() const { return m_parent; }
    // Children in draw order (localZOrder, then arrival), sorted on demand.
    const std::vector<std::unique_ptr<Node>>& children() const;
    std::size_t childCount() const {
        sortAllChildren();
        return m_children.size();
    }
    bool isAncestorOf(const Node& other) const;
    // The running-or-not Scene at the root of this node's tree, if the root is a Scene.
    Scene* scene() const;

    // cocos overloads (A1): addChild(child) and addChild(child, z) keep the child's tag
    // and name; the (z, tag) and (z, name) forms overwrite them. The unique_ptr is only
    // moved from when the add succeeds.
    Node& addChild(std::unique_ptr<Node>&& child);
    Node& addChild(std::unique_ptr<Node>&& child, int localZOrder);
    Node& addChild(std::unique_ptr<Node>&& child, int localZOrder, int tag);
    Node& addChild(std::unique_ptr<Node>&& child, int localZOrder, std::string name);
    // Typed forms: return the derived type; on rejection `child` still owns its node.
    template <class T, class... Extra>
    requires(std::derived_from<T, Node> && !std::same_as<T, Node>) T& addChild(std::unique_ptr<T>&& child,
                                                                               Extra&&... extra) {
        std::unique_ptr<Node> base(child.release());
        try {
            return static_cast<T&>(addChild(std::move(base), std::forward<Extra>(extra)...));
        } catch (...) {
            child.reset(static_cast<T*>(base.release()));
            throw;
        }
    }
    template <class T, class... Args>
    T& emplaceChild(Args&&... args) {
        return static_cast<T&>(addChild(std::make_unique<T>(std::forward<Args>(args)...)));
    }

    // Detach a child and hand its ownership back; null when `child` is not a child of
    // this node. The result must be kept or dropped on purpose: dropping it destroys the
    // subtree and its listeners. destroyChild says so in one word.
    [[nodiscard]] std::unique_ptr<Node> removeChild(Node& child, bool cleanup = true);
    [[nodiscard]] std::unique_ptr<Node> removeFromParent(bool cleanup = true);
    [[nodiscard]] std::unique_ptr<Node> removeChildByTag(int tag, bool cleanup = true);
    [[nodiscard]] std::unique_ptr<Node> removeChildByName(std::string_view name, bool cleanup = true);
    [[nodiscard]] std::vector<std::unique_ptr<Node>> removeAllChildren(bool cleanup = true);
    // removeChild without cleanup, for a node that is added again elsewhere.
    [[nodiscard]] std::unique_ptr<Node> detachChild(Node& child) { return removeChild(child, false); }
    // cocos' removeChild(child, true) with nothing kept: exit, cleanup, destroy.
    void destroyChild(Node& child);
    void destroyAllChildren();
    // The same for this node: removed from its parent with cleanup and destroyed
    // (cocos' removeFromParent() when nothing else retains the node). A root has no
    // owner here to destroy it; nothing happens.
    void destroy();
    // cocos' retain, removeFromParentAndCleanup(false), addChild, release: moves this
    // node under `newParent` keeping its actions, schedules, listeners, z, tag and name.
    // The move is checked first, so a refused one (TreeError) leaves the node where it was.
    Node& moveToParent(Node& newParent);

    Node* childByTag(int tag) const;
    Node* childByName(std::string_view name) const;
    // Index of `child` among this node's children in draw order, or -1.
    int indexOfChild(const Node& child) const;

    // cocos path syntax: "//" prefix recursive, "/" separates levels, trailing "/.."
    // starts from the parent; each segment is an ECMAScript regex matched against the
    // whole name. Return true from the callback to stop.
    void enumerateChildren(std::string_view pattern, const std::function<bool(Node&)>& callback) const;

    // ---- ordering ------------------------------------------------------------------
    int localZOrder() const { return m_localZOrder; }
    void setLocalZOrder(int z);
    // Re-order a child: new z and a fresh arrival, even when z is unchanged.
    void reorderChild(Node& child, int localZOrder);
    std::uint32_t orderOfArrival() const { return m_orderOfArrival; }
    float globalZOrder() const { return m_globalZOrder; }
    void setGlobalZOrder(float z);
    // Sort children now if an add or a z change left them unsorted.
    void sortAllChildren() const {
        if (m_flags & (kReorderDirty | kHasHoles)) sortChildrenNow();
    }

    // ---- transform -----------------------------------------------------------------
    Vec2 position() const;
    void setPosition(Vec2 p);
    float positionZ() const;  // cocos' 3D depth; kept with the rarely used state
    void setPositionZ(float z);
    bool usesNormalizedPosition() const { return hasFlag(kNormalizedPosition); }
    // The normalized position when that mode is on; otherwise derived from the parent.
    Vec2 normalizedPosition() const;
    void setNormalizedPosition(Vec2 n);
    Vec2 anchorPoint() const { return m_transform.anchorPoint; }
    void setAnchorPoint(Vec2 anchor);
    Vec2 anchorPointInPoints() const { return m_transform.anchorPointInPoints(); }
    Size contentSize() const { return m_transform.contentSize; }
    void setContentSize(Size size);
    bool isIgnoreAnchorPointForPosition() const { return hasFlag(kIgnoreAnchor); }
    void setIgnoreAnchorPointForPosition(bool ignore);
    // Shorthand for equal rotation skews; rotation() reports rotationSkewX.
    float rotation() const { return m_transform.rotationSkewX; }
    void setRotation(float degrees);
    float rotationSkewX() const { return m_transform.rotationSkewX; }
    void setRotationSkewX(float degrees);
    float rotationSkewY() const { return m_transform.rotationSkewY; }
    void setRotationSkewY(float degrees);
    float scaleX() const { return m_transform.scaleX; }
    float scaleY() const { return m_transform.scaleY; }
    // Uniform scale; meaningful only when scaleX == scaleY.
    float scale() const { return m_transform.scaleX; }
    void setScale(float s);
    void setScale(float sx, float sy);
    void setScaleX(float s);
    void setScaleY(float s);
    float skewX() const { return m_transform.skewX; }
    void setSkewX(float degrees);
    float skewY() const { return m_transform.skewY; }
    void setSkewY(float degrees);
    const Transform2D& transformInputs() const { return m_transform; }

    // Parent space <- node space, cached behind a dirty flag. A normalized position
    // depends on the parent's size, which this node's flag does not see, so that mode
    // always rebuilds (it is cheap).
    const AffineTransform& nodeToParentTransform() const {
        if (m_flags & (kTransformDirty | kNormalizedPosition)) rebuildLocalTransform();
        return m_localTransform;
    }
    // cocos' setAdditionalTransform: the local matrix becomes M · additional (the
    // additional transform acts first, in node space) until it is cleared. Counts as a
    // property change.
    void setAdditionalTransform(const AffineTransform& additional);
    void clearAdditionalTransform();
    std::optional<AffineTransform> additionalTransform() const;
    // cocos' setNodeToParentTransform: `local` stands for M (still followed by the
    // additional transform) until the next property change, reparenting or
    // setVisible(true); the properties themselves stay as they are.
    void setNodeToParentTransform(const AffineTransform& local);
    // Where the children's origin sits in this node's space: zero except in a container
    // that scrolls them (a ScrollView, whose children are cocos' inner container's).
    Vec2 childOrigin() const;
    // World <- the space the children's positions are in: the world transform moved by
    // childOrigin(). Converting a point into a child's parent space goes through it.
    AffineTransform childrenToWorldTransform() const;
    AffineTransform worldToChildrenTransform() const;
    // Product of local transforms up to (not including) `ancestor`, with the childOrigin
    // of every parent on the way; null means the root is included (the world transform).
    AffineTransform nodeToAncestorTransform(const Node* ancestor) const;
    // World <- node space, cached. A change of this node's transform (or of its place in
    // the tree) flags this node; the cache is valid when no node from the root down to
    // this one is flagged, so a query checks its ancestors, recomputes only a stale chain
    // and never sees a stale value, and a frame recomputes only what moved.
    const AffineTransform& nodeToWorldTransform() const {
        if (isWorldStale()) refreshWorldTransform();
        return m_worldTransform;
    }
    // cocos' getInversed: a singular matrix (a zero scale) stays as it is, since
    // Mat4::inverse gives up without changing it. So do these two, and convertToNodeSpace.
    AffineTransform parentToNodeTransform() const {
        const AffineTransform local = nodeToParentTransform();
        return local.isInvertible() ? local.inverse() : local;
    }
    // The inverse of the world transform; its reciprocal determinant is cached with it.
    AffineTransform worldToNodeTransform() const {
        const double reciprocal = worldReciprocalDeterminant();
        if (reciprocal == std::numeric_limits<double>::infinity()) return nodeToWorldTransform();
        return nodeToWorldTransform().inverseScaledBy(reciprocal);
    }
    // False when the world transform collapses the plane (a zero scale): no point of the
    // world maps into this node.
    bool isWorldTransformInvertible() const {
        return worldReciprocalDeterminant() != std::numeric_limits<double>::infinity();
    }
    // convertToNodeSpace for a hit test: false, and `nodePoint` untouched, when the world
    // transform is singular (no world point maps into this node).
    bool convertToNodeSpaceIfInvertible(Vec2 worldPoint, Vec2& nodePoint) const {
        const double reciprocal = worldReciprocalDeterminant();
        if (reciprocal == std::numeric_limits<double>::infinity()) return false;
        nodePoint = m_worldTransform.inverseScaledBy(reciprocal).apply(worldPoint);
        return true;
    }
    Vec2 convertToNodeSpace(Vec2 worldPoint) const;
    Vec2 convertToWorldSpace(Vec2 nodePoint) const;
    Vec2 convertToNodeSpaceAR(Vec2 worldPoint) const;
    Vec2 convertToWorldSpaceAR(Vec2 nodePoint) const;
    // The touch's location in node space (relative to the anchor for the AR form).
    Vec2 convertTouchToNodeSpace(const Touch& touch) const;
    Vec2 convertTouchToNodeSpaceAR(const Touch& touch) const;
    // The content rectangle under the local transform, in the parent's space (A5).
    Rect boundingBox() const;
    // World-space box around everything this subtree draws: this node's drawBounds
    // united with those of its visible children's subtrees (invisible ones draw nothing).
    // Cached behind a dirty flag that a change of any world transform, draw bounds,
    // visibility or child list below raises up to the root; the visit keeps it up to date
    // and culls a whole subtree whose box misses the cull rectangle (docs/runtime.md A2).
    WorldBox subtreeWorldBounds() const;

    // ---- visibility and colour -----------------------------------------------------
    bool isVisible() const { return hasFlag(kVisible); }
    void setVisible(bool visible);
    std::uint8_t opacity() const { return m_realOpacity; }
    std::uint8_t displayedOpacity() const { return m_displayedOpacity; }
    void setOpacity(std::uint8_t opacity);
    Color3B color() const { return m_realColor; }
    Color3B displayedColor() const { return m_displayedColor; }
    void setColor(Color3B color);
    bool isCascadeOpacityEnabled() const { return hasFlag(kCascadeOpacity); }
    void setCascadeOpacityEnabled(bool enabled);
    bool isCascadeColorEnabled() const { return hasFlag(kCascadeColor); }
    void setCascadeColorEnabled(bool enabled);
    void updateDisplayedOpacity(std::uint8_t parentOpacity);
    void updateDisplayedColor(Color3B parentColor);

    // ---- clipping (cocos ui::Layout's stencil clipping) ------------------------------
    // This node and its subtree draw only inside its [0, w] x [0, h] rectangle, as one
    // group at this node's global Z, sorted by global Z inside (docs/runtime.md A3).
    // Touches outside the rectangle do not reach the widgets below it.
    bool isClippingEnabled() const { return hasFlag(kClipping); }
    void setClippingEnabled(bool enabled) { setFlag(kClipping, enabled); }

    // ---- layout (cocos ui::Layout's requestDoLayout) ----------------------------------
    // A container that places its children (a ListView) lays them out once before its
    // next visit, as cocos does in Layout::visit, so a burst of changes costs one layout.
    // On a node that places nothing the visit clears the request (its onLayout is empty).
    void requestLayout() {
        if (!hasFlag(kLayoutRequested)) {
            setFlag(kLayoutRequested, true);
            markSubtreeBoundsDirty();  // the visit must not cull the box from before
        }
    }
    bool isLayoutRequested() const { return hasFlag(kLayoutRequested); }
    // Runs a pending layout now (cocos' doLayout), for a query that needs it before a visit.
    void layoutIfRequested() {
        if (hasFlag(kLayoutRequested)) {
            setFlag(kLayoutRequested, false);
            onLayout();
        }
    }

    // ---- lifecycle -----------------------------------------------------------------
    bool isRunning() const { return hasFlag(kRunning); }
    bool isTransitionFinished() const { return hasFlag(kTransitionFinished); }
    // Optional callbacks fired where cocos fires its onEnter/onExit callbacks.
    void setOnEnterCallback(std::function<void()> fn);
    void setOnExitCallback(std::function<void()> fn);
    void setOnEnterTransitionDidFinishCallback(std::function<void()> fn);
    void setOnExitTransitionDidStartCallback(std::function<void()> fn);

    // ---- actions and schedules (cocos' node-bound calls) ------------------------------
    // They go to the services of the Director running this node's scene. A node that
    // has none yet (created, not yet in a running scene) keeps them and hands them over
    // when it enters; like everything registered while a node is not running, they wait
    // paused until then, as cocos' global scheduler has them.
    Action& runAction(std::unique_ptr<Action> action);
    void stopAllActions();
    void stopAction(const Action& action);
    void stopActionByTag(int tag);
    void stopAllActionsByTag(int tag);
    Action* actionByTag(int tag) const;
    std::size_t numberOfRunningActions() const;
    // Calls update(dt) every frame, at priority 0 or the given one.
    void scheduleUpdate() { scheduleUpdateWithPriority(0); }
    void scheduleUpdateWithPriority(int priority);
    void unscheduleUpdate();
    bool isUpdateScheduled() const;
    void schedule(TimerFn fn, const std::string& key, float interval = 0.0f, unsigned repeat = kRepeatForever,
                  float delay = 0.0f);
    void scheduleOnce(TimerFn fn, float delay, const std::string& key);
    void unschedule(const std::string& key);
    void unscheduleAllCallbacks();
    bool isScheduled(const std::string& key) const;
    // Explicit pause/resume of actions, schedules and listeners; the next enter or exit
    // overrides them, as in cocos.
    void pause();
    void resume();
    // Stops every action and schedule of this subtree (what removing with cleanup does);
    // listeners stay (D5). Runs onCleanup hooks and callbacks, parents first.
    void cleanup();
    // The per-frame hook scheduleUpdate() calls. The base does nothing.
    virtual void update(float dt);
    void setOnCleanupCallback(std::function<void()> fn);

    // ---- components ----------------------------------------------------------------
    // Rejects (returns false) a null component, one that already has an owner, or a
    // duplicate name. Enter/exit pair up with the owner's running state (D6).
    bool addComponent(std::unique_ptr<Component>&& component);  // moved from only on success
    // Typed form: on rejection `component` still owns it, as addChild promises for nodes.
    template <class T>
    requires(std::derived_from<T, Component> &&
             !std::same_as<T, Component>) bool addComponent(std::unique_ptr<T>&& component) {
        std::unique_ptr<Component> base(component.release());
        const bool added = addComponent(std::move(base));
        if (!added) component.reset(static_cast<T*>(base.release()));
        return added;
    }
    [[nodiscard]] std::unique_ptr<Component> removeComponent(std::string_view name);
    [[nodiscard]] std::unique_ptr<Component> removeComponent(Component& component);
    void removeAllComponents();
    Component* componentByName(std::string_view name) const;
    std::vector<Component*> components() const;

protected:
    // Hooks for subclasses. Base versions do nothing.
    virtual void onEnter() {}
    virtual void onExit() {}
    virtual void onEnterTransitionDidFinish() {}
    virtual void onExitTransitionDidStart() {}
    // Called when this node is cleaned up (removed with cleanup, its scene replaced).
    virtual void onCleanup() {}
    // Emits this node's own draw commands with its world transform (A2 draw point).
    virtual void draw(RenderQueue&, const AffineTransform& /*world*/) {}
    // World box of everything draw(queue, world) may emit. A type that overrides draw
    // overrides this too; the default is empty for a plain Node and unbounded (never
    // culled) for any other type, so an unknown drawing type is never culled wrongly.
    virtual WorldBox drawBounds(const AffineTransform& world) const;
    // For subclasses whose drawBounds changes without a transform or size change (a new
    // texture rectangle, a flip of a trimmed frame, a relayout).
    void markDrawBoundsDirty() { markSubtreeBoundsDirty(); }
    // Moves every child by moving their common origin (a scroll); their worlds go stale.
    void setChildOrigin(Vec2 origin);
    // Called when displayed colour or opacity change, for nodes that cache vertices.
    virtual void onDisplayedColorChanged() {}
    virtual void onContentSizeChanged() {}
    // A child was added or removed, or its local Z changed (the draw order may differ).
    virtual void onChildrenChanged() {}
    // Places the children; runs at most once per requestLayout, before the next visit.
    virtual void onLayout() {}
    // Emits what shows over the children, inside this node's clip (a ScrollView's bars,
    // cocos' protected children above the container). Called only once turned on, so a
    // frame's other nodes pay one flag test for it.
    virtual void drawOverChildren(RenderQueue&, const AffineTransform& /*world*/) {}
    void setDrawsOverChildren(bool on) { setFlag(kDrawsOverChildren, on); }

private:
    friend struct NodeLifecycle;
    friend struct NodeTraversal;
    friend class Scene;
    friend class NodeServices;

    enum Flag : std::uint32_t {
        kVisible = 1 << 0,
        kRunning = 1 << 1,
        kTransitionFinished = 1 << 2,
        kReorderDirty = 1 << 3,
        kTransformDirty = 1 << 4,
        kIgnoreAnchor = 1 << 5,
        kNormalizedPosition = 1 << 6,
        kCascadeColor = 1 << 7,
        kCascadeOpacity = 1 << 8,
        kIsScene = 1 << 9,
        kHasHoles = 1 << 10,  // removed children left null slots (compacted lazily)
        // This node's cached world transform, and so every one below it, is stale.
        kWorldDirty = 1 << 11,
        // Some descendant is world-dirty: the frame's transform stage walks only these.
        kDescendantWorldDirty = 1 << 12,
        kWorldInverseDirty = 1 << 13,
        // m_subtreeBounds is stale. Raised up to the root (a flagged node's ancestors are
        // flagged too, invisible subtrees aside), so a clean node has a clean subtree.
        kSubtreeBoundsDirty = 1 << 14,
        kClipping = 1 << 15,
        // The children sit at childOrigin() in this node's space (ScrollView's inner
        // container); the offset lives in the rare data.
        kChildOrigin = 1 << 16,
        kLayoutRequested = 1 << 17,
        kDrawsOverChildren = 1 << 18,
        // The children were re-sorted or compacted since a lifecycle walk began (NodeLifecycle).
        kChildrenRearranged = 1 << 19,
        // The rare data holds an additional transform or a setNodeToParentTransform matrix.
        kLocalTransformExtras = 1 << 20,
        // The rare data's childBoxes hold each child's subtree box, or an unbounded box for
        // a child that must be visited: the visit culls a wide node's children from that
        // array without reading them. Cleared when the children move together (this
        // node's world, a re-sort, a child origin); a single child's slot is reset by
        // markSubtreeBoundsDirty.
        kChildBoxesValid = 1 << 21,
    };
    bool hasFlag(Flag f) const { return (m_flags & f) != 0; }
    void setFlag(Flag f, bool on) const { m_flags = on ? std::uint32_t(m_flags | f) : std::uint32_t(m_flags & ~f); }

    void sortChildrenNow() const;
    void rebuildLocalTransform() const;
    Node& insertChild(std::unique_ptr<Node>&& child);
    void checkCanAdopt(const Node& child) const;
    std::unique_ptr<Node> detachAt(std::size_t index, bool cleanup);
    std::size_t rawIndexOf(const Node& child) const;
    void touchArrival(Node& child);
    // A local change: the local matrix is rebuilt on demand, and this node's world (with
    // its subtree's) is stale; the ancestors are flagged so the transform stage finds it.
    // O(1) when the node is already stale, whatever the size of its subtree.
    void markTransformDirty() {
        if (m_flags & kLocalTransformExtras) dropLocalTransformOverride();
        markLocalTransformChanged();
    }
    void dropLocalTransformOverride();
    void markLocalTransformChanged() {
        m_flags |= kTransformDirty;
        if (!(m_flags & kWorldDirty)) {
            m_flags |= kWorldDirty;
            flagAncestorsWorldDirty();
        }
        // Already flagged: so are the ancestors (a new parent or a shown node says so
        // itself, through markSubtreeBoundsDirty).
        if (!(m_flags & kSubtreeBoundsDirty)) markSubtreeBoundsDirty();
    }
    // Flags this node and its ancestors up to the first one already flagged.
    void markSubtreeBoundsDirty() {
        m_flags |= kSubtreeBoundsDirty;
        const Node* child = this;
        for (Node* p = m_parent; p; child = p, p = p->m_parent) {
            if (p->m_flags & kChildBoxesValid) [[unlikely]]
                p->forgetChildBox(child->m_indexInParent);
            if (p->m_flags & kSubtreeBoundsDirty) break;
            p->m_flags |= kSubtreeBoundsDirty;
        }
    }
    void forgetChildBox(std::uint32_t index);
    void flagAncestorsWorldDirty();
    // `world` (this node's) moved by childOrigin(); only for a node with kChildOrigin.
    AffineTransform childrenWorldFrom(const AffineTransform& world) const;
    bool isWorldStale() const {
        for (const Node* n = this; n; n = n->m_parent)
            if (n->m_flags & kWorldDirty) return true;
        return false;
    }
    void refreshWorldTransform() const;
    void refreshWorldChain(const Node* top, const Node* keep) const;
    // The one place a world is computed: parent first, from the parent's valid world. The
    // transform stage passes that world in (its hot loop never reads m_parent).
    void recomputeWorldFrom(const AffineTransform& parentWorld) const {
        setWorld(parentWorld * nodeToParentTransform());
    }
    void recomputeWorld() const {
        if (m_parent && (m_parent->m_flags & kChildOrigin))
            recomputeWorldFrom(m_parent->childrenWorldFrom(m_parent->m_worldTransform));
        else if (m_parent)
            recomputeWorldFrom(m_parent->m_worldTransform);
        else
            setWorld(nodeToParentTransform());
    }
    // A new world moves this node's draw bounds: its subtree box is stale (its ancestors
    // were flagged when the change that made this world stale was made).
    void setWorld(const AffineTransform& world) const {
        m_worldTransform = world;
        m_flags =
            std::uint32_t((m_flags & ~(kWorldDirty | kChildBoxesValid)) | kWorldInverseDirty | kSubtreeBoundsDirty);
    }
    // Cached in the rare data when the node has some (every node with a listener does);
    // computed on each call otherwise, which keeps 8 bytes off every node.
    double worldReciprocalDeterminant() const;
    void markListenerOrderDirty();
    NodeRareData& rare();

    // What every visit reads first: flags, z and the subtree box, side by side so that
    // culling a node touches one cache line. The box's 16 bytes come from the tag,
    // positionZ and the cached 1/det, moved to the rare data (the 256-byte budget per node).
    mutable std::uint32_t m_flags = kVisible | kTransformDirty | kWorldDirty | kWorldInverseDirty | kSubtreeBoundsDirty;
    int m_localZOrder = 0;
    mutable WorldBox m_subtreeBounds = WorldBox::unbounded();
    // What the transform stage, a draw and a hit test read: the children, the local and
    // world matrices, the id and global Z a command records, and (first in Transform2D)
    // the content size.
    mutable std::vector<std::unique_ptr<Node>> m_children;
    mutable AffineTransform m_localTransform;
    mutable AffineTransform m_worldTransform;
    NodeId m_id;
    float m_globalZOrder = 0.0f;
    Transform2D m_transform;
    Color3B m_realColor{};
    Color3B m_displayedColor{};
    std::uint8_t m_realOpacity = 255;
    std::uint8_t m_displayedOpacity = 255;
    // Cold.
    std::uint32_t m_orderOfArrival = 0;
    std::uint32_t m_nextChildArrival = 0;
    // Slot in the parent's children vector, so removal needs no search; removal leaves a
    // null slot that the next sort or query compacts, so removing many is linear.
    std::uint32_t m_indexInParent = 0;
    Node* m_parent = nullptr;
    std::string m_name;
    std::unique_ptr<NodeRareData> m_rare;  // components, callbacks, services
};

}  // namespace diorama
