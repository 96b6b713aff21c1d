// A named behaviour attached to one node. Unlike cocos (docs/runtime.md A15, D6):
// enter/exit always pair with the owner's running state, update order is the order of
// addition, a disabled component does not update, and a component has one owner.
#pragma once

#include <string>

namespace diorama {

class Node;

class Component {
public:
    explicit Component(std::string name) : m_name(std::move(name)) {}
    virtual ~Component() = default;
    Component(const Component&) = delete;
    Component& operator=(const Component&) = delete;

    const std::string& name() const { return m_name; }
    Node* owner() const { return m_owner; }
    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled) { m_enabled = enabled; }

    virtual void onAdd() {}
    virtual void onRemove() {}
    virtual void onEnter() {}
    virtual void onExit() {}
    virtual void update(float /*dt*/) {}
    // False for a component that never updates (a layout): its node then costs the
    // scheduler nothing each frame.
    virtual bool updates() const { return true; }

private:
    friend class Node;
    friend struct NodeLifecycle;
    std::string m_name;
    Node* m_owner = nullptr;
    bool m_enabled = true;
    bool m_entered = false;  // guarantees enter/exit pairing
};

}  // namespace diorama
