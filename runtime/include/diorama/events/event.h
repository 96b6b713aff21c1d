// Events delivered by the EventDispatcher. Touch and mouse locations are world (GL,
// y-up) coordinates; callers convert window coordinates before queueing.
#pragma once

#include "diorama/math/geometry.h"

#include <string>
#include <vector>

namespace diorama {

class Node;

class Event {
public:
    enum class Type { Touch, Mouse, Keyboard, Custom };
    explicit Event(Type type) : m_type(type) {}
    virtual ~Event() = default;

    Type type() const { return m_type; }
    // Ends the whole dispatch after the current listener returns.
    void stopPropagation() { m_stopped = true; }
    bool isStopped() const { return m_stopped; }
    // The listener's node during a call; null for fixed-priority listeners.
    Node* currentTarget() const { return m_currentTarget; }

private:
    friend class EventDispatcher;
    Type m_type;
    bool m_stopped = false;
    Node* m_currentTarget = nullptr;
};

struct Touch {
    int id = 0;
    Vec2 location{};
    Vec2 previousLocation{};
    Vec2 startLocation{};
};

class EventTouch : public Event {
public:
    enum class Code { Began, Moved, Ended, Cancelled };
    EventTouch(Code code, std::vector<Touch> touches)
        : Event(Type::Touch), m_code(code), m_touches(std::move(touches)) {}
    Code code() const { return m_code; }
    const std::vector<Touch>& touches() const { return m_touches; }

private:
    Code m_code;
    std::vector<Touch> m_touches;
};

class EventMouse : public Event {
public:
    enum class Kind { Down, Up, Move, Scroll };
    EventMouse(Kind kind, Vec2 location, int button = 0, Vec2 scroll = {})
        : Event(Type::Mouse), m_kind(kind), m_location(location), m_button(button), m_scroll(scroll) {}
    Kind kind() const { return m_kind; }
    Vec2 location() const { return m_location; }
    int button() const { return m_button; }
    Vec2 scroll() const { return m_scroll; }

private:
    Kind m_kind;
    Vec2 m_location;
    int m_button;
    Vec2 m_scroll;
};

class EventKeyboard : public Event {
public:
    EventKeyboard(int keyCode, bool pressed) : Event(Type::Keyboard), m_keyCode(keyCode), m_pressed(pressed) {}
    int keyCode() const { return m_keyCode; }
    bool isPressed() const { return m_pressed; }

private:
    int m_keyCode;
    bool m_pressed;
};

class EventCustom : public Event {
public:
    explicit EventCustom(std::string name, void* userData = nullptr)
        : Event(Type::Custom), m_name(std::move(name)), m_userData(userData) {}
    const std::string& eventName() const { return m_name; }
    void* userData() const { return m_userData; }

private:
    std::string m_name;
    void* m_userData;
};

}  // namespace diorama
