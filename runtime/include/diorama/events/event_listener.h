// Listener kinds (docs/runtime.md A16). A listener is registered once; to reuse its
// callbacks elsewhere, clone() it: the copy has the callbacks and settings (swallowing)
// but no registration, node, priority or paused state.
#pragma once

#include "diorama/events/event.h"
#include "diorama/scene/node_id.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace diorama {

class Node;

class EventListener {
public:
    enum class Kind { TouchOneByOne, TouchAllAtOnce, Mouse, Keyboard, Custom };
    virtual ~EventListener() = default;

    Kind kind() const { return m_kind; }
    // cocos listener ID: "__cc_touch_one_by_one", ..., or a custom event's name.
    const std::string& listenerId() const { return m_listenerId; }
    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool isPaused() const { return m_paused; }
    bool isRegistered() const { return m_registered; }
    NodeId node() const { return m_node; }
    int fixedPriority() const { return m_fixedPriority; }
    // Whether the callbacks a listener of this kind needs are set (A16).
    virtual bool checkAvailable() const = 0;
    virtual std::shared_ptr<EventListener> clone() const = 0;

protected:
    EventListener(Kind kind, std::string listenerId) : m_kind(kind), m_listenerId(std::move(listenerId)) {}

private:
    friend class EventDispatcher;
    Kind m_kind;
    std::string m_listenerId;
    NodeId m_node{};
    // The node behind m_node. Destroying a node unregisters its listeners first, so this
    // is valid whenever the listener is registered; it saves a hash lookup per call.
    Node* m_nodePtr = nullptr;
    int m_fixedPriority = 0;
    bool m_enabled = true;
    bool m_paused = false;
    bool m_registered = false;
    bool m_everRegistered = false;
};

class TouchOneByOneListener : public EventListener {
public:
    static constexpr const char* kId = "__cc_touch_one_by_one";
    TouchOneByOneListener() : EventListener(Kind::TouchOneByOne, kId) {}

    // Return true to claim the touch: only then do moved/ended/cancelled arrive.
    std::function<bool(const Touch&, EventTouch&)> onTouchBegan;
    std::function<void(const Touch&, EventTouch&)> onTouchMoved;
    std::function<void(const Touch&, EventTouch&)> onTouchEnded;
    std::function<void(const Touch&, EventTouch&)> onTouchCancelled;
    // A claimed touch is not offered to later listeners.
    bool swallowTouches = false;

    bool checkAvailable() const override { return bool(onTouchBegan); }
    std::shared_ptr<EventListener> clone() const override {
        auto copy = std::make_shared<TouchOneByOneListener>();
        copy->onTouchBegan = onTouchBegan;
        copy->onTouchMoved = onTouchMoved;
        copy->onTouchEnded = onTouchEnded;
        copy->onTouchCancelled = onTouchCancelled;
        copy->swallowTouches = swallowTouches;
        return copy;
    }

private:
    friend class EventDispatcher;
    std::vector<int> m_claimedTouches;
};

class TouchAllAtOnceListener : public EventListener {
public:
    static constexpr const char* kId = "__cc_touch_all_at_once";
    TouchAllAtOnceListener() : EventListener(Kind::TouchAllAtOnce, kId) {}
    using Callback = std::function<void(const std::vector<Touch>&, EventTouch&)>;
    Callback onTouchesBegan, onTouchesMoved, onTouchesEnded, onTouchesCancelled;
    bool checkAvailable() const override {
        return onTouchesBegan || onTouchesMoved || onTouchesEnded || onTouchesCancelled;
    }
    std::shared_ptr<EventListener> clone() const override {
        auto copy = std::make_shared<TouchAllAtOnceListener>();
        copy->onTouchesBegan = onTouchesBegan;
        copy->onTouchesMoved = onTouchesMoved;
        copy->onTouchesEnded = onTouchesEnded;
        copy->onTouchesCancelled = onTouchesCancelled;
        return copy;
    }
};

class MouseListener : public EventListener {
public:
    static constexpr const char* kId = "__cc_mouse";
    MouseListener() : EventListener(Kind::Mouse, kId) {}
    std::function<void(EventMouse&)> onMouseDown, onMouseUp, onMouseMove, onMouseScroll;
    bool checkAvailable() const override { return true; }
    std::shared_ptr<EventListener> clone() const override {
        auto copy = std::make_shared<MouseListener>();
        copy->onMouseDown = onMouseDown;
        copy->onMouseUp = onMouseUp;
        copy->onMouseMove = onMouseMove;
        copy->onMouseScroll = onMouseScroll;
        return copy;
    }
};

class KeyboardListener : public EventListener {
public:
    static constexpr const char* kId = "__cc_keyboard";
    KeyboardListener() : EventListener(Kind::Keyboard, kId) {}
    std::function<void(int keyCode, EventKeyboard&)> onKeyPressed, onKeyReleased;
    bool checkAvailable() const override { return onKeyPressed || onKeyReleased; }
    std::shared_ptr<EventListener> clone() const override {
        auto copy = std::make_shared<KeyboardListener>();
        copy->onKeyPressed = onKeyPressed;
        copy->onKeyReleased = onKeyReleased;
        return copy;
    }
};

class CustomListener : public EventListener {
public:
    CustomListener(std::string eventName, std::function<void(EventCustom&)> callback)
        : EventListener(Kind::Custom, std::move(eventName)), onEvent(std::move(callback)) {}
    std::function<void(EventCustom&)> onEvent;
    bool checkAvailable() const override { return bool(onEvent); }
    std::shared_ptr<EventListener> clone() const override {
        return std::make_shared<CustomListener>(listenerId(), onEvent);
    }
};

}  // namespace diorama
