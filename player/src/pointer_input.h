// The mouse as cocos' desktop GLView turns it into events: the left button gives one
// touch (began, moved while held, ended; cancelled when the window loses focus), every
// button, move and wheel gives a mouse event. Positions arrive in framebuffer pixels
// (origin top-left) and leave in scene coordinates through the design resolution's
// inverse. No GLFW here, so that it is unit-tested.
#pragma once

#include "diorama/director/director.h"
#include "diorama/player/design_resolution.h"

namespace diorama {

class PointerInput {
public:
    explicit PointerInput(Director& director) : m_director(director) {}

    void setResolution(const DesignResolution& resolution) { m_resolution = resolution; }
    // button: 0 left, 1 right, 2 middle (GLFW's numbering, which cocos keeps).
    void button(int button, bool pressed, Vec2 framePixel);
    void move(Vec2 framePixel);
    void scroll(Vec2 framePixel, Vec2 offset);
    void focusLost();
    // Scripted touches, already in scene coordinates.
    void touch(EventTouch::Code code, Vec2 scene);
    bool touching() const { return m_touching; }

private:
    void queueTouch(EventTouch::Code code, Vec2 scene);

    Director& m_director;
    DesignResolution m_resolution;
    bool m_touching = false;
    Touch m_touch;
};

}  // namespace diorama
