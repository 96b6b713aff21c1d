// The root of a node tree. A Scene ignores its anchor for positioning, so at the origin
// it contributes the identity to world transforms. It carries the services (scheduler,
// actions, events) of the Director that runs it and a version number that changes
// whenever anything that affects draw or event order changes.
#pragma once

#include "diorama/scene/node.h"

#include <cstdint>
#include <memory>
#include <unordered_map>

namespace diorama {

class NodeServices;
struct TransformOrder;

class Scene : public Node {
public:
    static constexpr Size kDefaultDesignSize{960.0f, 640.0f};

    explicit Scene(Size designSize = kDefaultDesignSize, std::string name = {});
    ~Scene() override;
    std::string_view typeName() const override { return "Scene"; }

    // Enter the whole tree (onEnter then onEnterTransitionDidFinish), with `services`
    // receiving pause/resume/cleanup of its nodes. Used by Director and by tests.
    void startRunning(std::shared_ptr<NodeServices> services);
    // onExitTransitionDidStart then onExit for the whole tree, then cleanup if asked.
    void stopRunning(bool cleanup);

    // The area the game is designed for; the scene's default content size.
    Size designSize() const { return m_designSize; }
    void setDesignSize(Size size) { m_designSize = size; }

    NodeServices* services() const { return m_services.get(); }
    const std::shared_ptr<NodeServices>& sharedServices() const { return m_services; }

    // The node of this scene's tree (the scene included) with that id, or null. Kept up
    // to date as subtrees are added and removed: the one NodeId index that services,
    // pickers and editors look nodes up in.
    Node* findNode(NodeId id) const {
        auto it = m_index.find(id);
        return it == m_index.end() ? nullptr : it->second;
    }
    std::size_t nodeCount() const { return m_index.size(); }
    // For a loader that knows about how many nodes are coming: the index then grows
    // without rehashing every entry again at each doubling.
    void reserveNodes(std::size_t count) { m_index.reserve(count); }

    // Changes whenever draw order or event order may have changed below this scene.
    std::uint64_t orderVersion() const { return m_orderVersion; }
    void bumpOrderVersion() { ++m_orderVersion; }

protected:
    WorldBox drawBounds(const AffineTransform&) const override { return WorldBox::empty(); }

private:
    friend class Node;
    friend struct NodeTraversal;
    void indexSubtree(Node& root);
    void unindexSubtree(const Node& root);

    std::shared_ptr<NodeServices> m_services;
    std::unordered_map<NodeId, Node*> m_index;
    std::uint64_t m_orderVersion = 1;
    // Changes whenever a node joins or leaves this scene's tree (the index above changes
    // with it); the transform stage's pre-order is rebuilt from it.
    std::uint64_t m_structureVersion = 1;
    std::unique_ptr<TransformOrder> m_transformOrder;
    Size m_designSize;
};

}  // namespace diorama
