#include "pointer_input.h"

namespace diorama {

void PointerInput::queueTouch(EventTouch::Code code, Vec2 scene) {
    if (code == EventTouch::Code::Began) {
        if (m_touching) return;  // one touch at a time, as a mouse gives
        m_touching = true;
        m_touch = Touch{0, scene, scene, scene};
    } else {
        if (!m_touching) return;
        m_touch.previousLocation = m_touch.location;
        m_touch.location = scene;
        if (code != EventTouch::Code::Moved) m_touching = false;
    }
    m_director.queueEvent(std::make_unique<EventTouch>(code, std::vector<Touch>{m_touch}));
}

void PointerInput::touch(EventTouch::Code code, Vec2 scene) { queueTouch(code, scene); }

void PointerInput::button(int button, bool pressed, Vec2 framePixel) {
    const Vec2 scene = m_resolution.frameToScene(framePixel);
    if (button == 0) {
        // cocos starts a touch only inside the viewport (the letterbox is not the scene).
        if (!pressed)
            queueTouch(EventTouch::Code::Ended, scene);
        else if (m_resolution.viewport.containsPoint(framePixel))
            queueTouch(EventTouch::Code::Began, scene);
    }
    m_director.queueEvent(
        std::make_unique<EventMouse>(pressed ? EventMouse::Kind::Down : EventMouse::Kind::Up, scene, button));
}

void PointerInput::move(Vec2 framePixel) {
    const Vec2 scene = m_resolution.frameToScene(framePixel);
    if (m_touching) queueTouch(EventTouch::Code::Moved, scene);
    m_director.queueEvent(std::make_unique<EventMouse>(EventMouse::Kind::Move, scene));
}

void PointerInput::scroll(Vec2 framePixel, Vec2 offset) {
    // cocos reports the wheel with y negated (scrolling down is positive).
    m_director.queueEvent(std::make_unique<EventMouse>(EventMouse::Kind::Scroll, m_resolution.frameToScene(framePixel),
                                                       0, Vec2{offset.x, -offset.y}));
}

void PointerInput::focusLost() {
    if (m_touching) queueTouch(EventTouch::Code::Cancelled, m_touch.location);
}

}  // namespace diorama
