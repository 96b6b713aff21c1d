#include "diorama/scene/scene.h"

#include "diorama/director/node_services.h"
#include "diorama/types/builtin_types.h"
#include "node_lifecycle.h"
#include "transform_order.h"

namespace diorama {

Scene::Scene(Size designSize, std::string name) : Node(std::move(name)), m_designSize(designSize) {
    m_index.emplace(id(), this);
    setFlag(kIsScene, true);
    setIgnoreAnchorPointForPosition(true);
    setContentSize(designSize);
}

Scene::~Scene() {
    if (isRunning()) stopRunning(true);
}

// Iterative: trees may be as deep as the format allows.
void Scene::indexSubtree(Node& root) {
    ++m_structureVersion;
    std::vector<Node*> todo{&root};
    while (!todo.empty()) {
        Node* n = todo.back();
        todo.pop_back();
        m_index[n->id()] = n;
        for (auto& c : n->m_children)
            if (c) todo.push_back(c.get());
    }
}

void Scene::unindexSubtree(const Node& root) {
    ++m_structureVersion;
    std::vector<const Node*> todo{&root};
    while (!todo.empty()) {
        const Node* n = todo.back();
        todo.pop_back();
        m_index.erase(n->id());
        for (auto& c : n->m_children)
            if (c) todo.push_back(c.get());
    }
}

void Scene::startRunning(std::shared_ptr<NodeServices> services) {
    if (isRunning()) return;
    m_services = std::move(services);
    if (m_services) m_services->setRunningScene(this);
    bumpOrderVersion();
    NodeLifecycle::enter(*this);
    NodeLifecycle::enterTransitionDidFinish(*this);
}

void Scene::stopRunning(bool cleanup) {
    if (!isRunning()) return;
    NodeLifecycle::exitTransitionDidStart(*this);
    NodeLifecycle::exit(*this);
    if (cleanup) NodeLifecycle::cleanup(*this);
    if (m_services && m_services->runningScene() == this) m_services->setRunningScene(nullptr);
    bumpOrderVersion();
}

NodeTypeInfo sceneTypeInfo() {
    NodeTypeInfo t = describeType<Scene, Node>("picture-o", "The root of a scene file");
    t.creatable = false;  // only ever the root
    t.create = [](const NodeFactoryContext& context) { return std::make_unique<Scene>(context.designSize); };
    t.overrides.push_back({.key = "ignoreAnchorPointForPosition", .defaultValue = true});
    // The root sits at the origin and has no siblings: the inspector leaves these out.
    for (const char* key : {"position", "normalizedPosition", "localZOrder"})
        t.overrides.push_back({.key = key, .inspector = false});
    // The root's content size is the design size: an edit of one edits both.
    PropertyLinks designSize;
    designSize.afterEdit = [](Node& n) { static_cast<Scene&>(n).setDesignSize(n.contentSize()); };
    designSize.capture = [](const Node& n) -> std::function<void(Node&)> {
        const Size before = static_cast<const Scene&>(n).designSize();
        return [before](Node& m) { static_cast<Scene&>(m).setDesignSize(before); };
    };
    t.overrides.push_back(
        {.key = "contentSize",
         .defaultFor = [](const Node& n) -> PropertyValue { return static_cast<const Scene&>(n).designSize(); },
         .links = std::move(designSize)});
    return t;
}

}  // namespace diorama
