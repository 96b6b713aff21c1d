#include "diorama/scene/scene.h"

#include "diorama/scene/node_services.h"
#include "diorama/types/builtin_types.h"
#include "node_lifecycle.h"

namespace diorama {

Scene::Scene(Size designSize, std::string name) : Node(std::move(name)), m_designSize(designSize) {
    setFlag(kIsScene, true);
    setIgnoreAnchorPointForPosition(true);
    setContentSize(designSize);
}

Scene::~Scene() {
    if (isRunning()) stopRunning(true);
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
    NodeTypeInfo t;
    t.name = "Scene";
    t.parent = "Node";
    t.icon = "picture-o";
    t.creatable = false;  // only ever the root
    t.description = "The root of a scene file";
    t.create = [](const NodeFactoryContext& context) { return std::make_unique<Scene>(context.designSize); };
    t.overrides.push_back({.key = "ignoreAnchorPointForPosition", .defaultValue = true});
    t.overrides.push_back({.key = "contentSize",
                           .defaultFor = [](const Node& n) -> PropertyValue {
                               return static_cast<const Scene&>(n).designSize();
                           }});
    return t;
}

}  // namespace diorama
