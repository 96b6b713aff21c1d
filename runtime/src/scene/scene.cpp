#include "diorama/scene/scene.h"

#include "diorama/scene/node_services.h"
#include "node_lifecycle.h"

namespace diorama {

Scene::Scene(Size designSize, std::string name) : Node(std::move(name)) {
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

}  // namespace diorama
