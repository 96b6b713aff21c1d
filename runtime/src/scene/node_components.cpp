// Components with the cocos bugs fixed (D6): enter/exit pair with the owner's running
// state, order of addition is update order, adding or removing never touches the
// owner's own update, and mutation from inside an update is safe.
#include "diorama/director/node_services.h"
#include "diorama/scene/component.h"
#include "diorama/scene/node.h"
#include "node_lifecycle.h"
#include "node_rare_data.h"

#include <algorithm>

namespace diorama {

bool Node::addComponent(std::unique_ptr<Component>&& component) {
    if (!component || component->m_owner) return false;
    if (componentByName(component->name())) return false;
    Component& c = *component;
    rare().components.push_back(std::move(component));
    c.m_owner = this;
    c.onAdd();
    if (isRunning() && c.m_owner == this && !c.m_entered) {
        c.m_entered = true;
        c.onEnter();
    }
    if (NodeServices* services = NodeLifecycle::servicesFor(*this)) services->syncComponentUpdate(*this);
    return true;
}

std::unique_ptr<Component> Node::removeComponent(Component& component) {
    if (!m_rare || component.m_owner != this) return nullptr;
    auto& list = m_rare->components;
    auto it = std::find_if(list.begin(), list.end(), [&](auto& c) { return c.get() == &component; });
    if (it == list.end()) return nullptr;
    std::unique_ptr<Component> owned = std::move(*it);
    if (m_rare->componentIterationDepth == 0) list.erase(it);  // else a null slot, compacted later
    if (owned->m_entered) {
        owned->m_entered = false;
        owned->onExit();
    }
    owned->onRemove();
    owned->m_owner = nullptr;
    if (NodeServices* services = NodeLifecycle::servicesFor(*this)) services->syncComponentUpdate(*this);
    return owned;
}

std::unique_ptr<Component> Node::removeComponent(std::string_view name) {
    Component* c = componentByName(name);
    return c ? removeComponent(*c) : nullptr;
}

void Node::removeAllComponents() {
    for (Component* c : components()) std::unique_ptr<Component> gone = removeComponent(*c);
}

Component* Node::componentByName(std::string_view name) const {
    if (!m_rare) return nullptr;
    for (auto& c : m_rare->components)
        if (c && c->name() == name) return c.get();
    return nullptr;
}

std::vector<Component*> Node::components() const {
    std::vector<Component*> out;
    if (m_rare)
        for (auto& c : m_rare->components)
            if (c) out.push_back(c.get());
    return out;
}

}  // namespace diorama
