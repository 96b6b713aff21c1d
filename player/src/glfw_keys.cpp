#include "glfw_keys.h"

#include <GLFW/glfw3.h>

namespace diorama {

KeyCode keyCodeFromGlfw(int key) {
    using K = KeyCode;
    if (key >= GLFW_KEY_A && key <= GLFW_KEY_Z) return K(int(K::KEY_A) + (key - GLFW_KEY_A));
    if (key >= GLFW_KEY_0 && key <= GLFW_KEY_9) return K(int(K::KEY_0) + (key - GLFW_KEY_0));
    if (key >= GLFW_KEY_KP_0 && key <= GLFW_KEY_KP_9) return K(int(K::KEY_0) + (key - GLFW_KEY_KP_0));
    if (key >= GLFW_KEY_F1 && key <= GLFW_KEY_F12) return K(int(K::KEY_F1) + (key - GLFW_KEY_F1));
    switch (key) {
    case GLFW_KEY_SPACE: return K::KEY_SPACE;
    case GLFW_KEY_APOSTROPHE: return K::KEY_APOSTROPHE;
    case GLFW_KEY_COMMA: return K::KEY_COMMA;
    case GLFW_KEY_MINUS: return K::KEY_MINUS;
    case GLFW_KEY_PERIOD: return K::KEY_PERIOD;
    case GLFW_KEY_SLASH: return K::KEY_SLASH;
    case GLFW_KEY_SEMICOLON: return K::KEY_SEMICOLON;
    case GLFW_KEY_EQUAL: return K::KEY_EQUAL;
    case GLFW_KEY_LEFT_BRACKET: return K::KEY_LEFT_BRACKET;
    case GLFW_KEY_BACKSLASH: return K::KEY_BACK_SLASH;
    case GLFW_KEY_RIGHT_BRACKET: return K::KEY_RIGHT_BRACKET;
    case GLFW_KEY_GRAVE_ACCENT: return K::KEY_GRAVE;
    case GLFW_KEY_ESCAPE: return K::KEY_ESCAPE;
    case GLFW_KEY_ENTER: return K::KEY_ENTER;
    case GLFW_KEY_TAB: return K::KEY_TAB;
    case GLFW_KEY_BACKSPACE: return K::KEY_BACKSPACE;
    case GLFW_KEY_INSERT: return K::KEY_INSERT;
    case GLFW_KEY_DELETE: return K::KEY_DELETE;
    case GLFW_KEY_RIGHT: return K::KEY_RIGHT_ARROW;
    case GLFW_KEY_LEFT: return K::KEY_LEFT_ARROW;
    case GLFW_KEY_DOWN: return K::KEY_DOWN_ARROW;
    case GLFW_KEY_UP: return K::KEY_UP_ARROW;
    case GLFW_KEY_PAGE_UP: return K::KEY_PG_UP;
    case GLFW_KEY_PAGE_DOWN: return K::KEY_PG_DOWN;
    case GLFW_KEY_HOME: return K::KEY_HOME;
    case GLFW_KEY_END: return K::KEY_END;
    case GLFW_KEY_CAPS_LOCK: return K::KEY_CAPS_LOCK;
    case GLFW_KEY_SCROLL_LOCK: return K::KEY_SCROLL_LOCK;
    case GLFW_KEY_NUM_LOCK: return K::KEY_NUM_LOCK;
    case GLFW_KEY_PRINT_SCREEN: return K::KEY_PRINT;
    case GLFW_KEY_PAUSE: return K::KEY_PAUSE;
    case GLFW_KEY_KP_DECIMAL: return K::KEY_PERIOD;
    case GLFW_KEY_KP_DIVIDE: return K::KEY_KP_DIVIDE;
    case GLFW_KEY_KP_MULTIPLY: return K::KEY_KP_MULTIPLY;
    case GLFW_KEY_KP_SUBTRACT: return K::KEY_KP_MINUS;
    case GLFW_KEY_KP_ADD: return K::KEY_KP_PLUS;
    case GLFW_KEY_KP_ENTER: return K::KEY_KP_ENTER;
    case GLFW_KEY_KP_EQUAL: return K::KEY_EQUAL;
    case GLFW_KEY_LEFT_SHIFT: return K::KEY_LEFT_SHIFT;
    case GLFW_KEY_LEFT_CONTROL: return K::KEY_LEFT_CTRL;
    case GLFW_KEY_LEFT_ALT: return K::KEY_LEFT_ALT;
    case GLFW_KEY_LEFT_SUPER: return K::KEY_HYPER;
    case GLFW_KEY_RIGHT_SHIFT: return K::KEY_RIGHT_SHIFT;
    case GLFW_KEY_RIGHT_CONTROL: return K::KEY_RIGHT_CTRL;
    case GLFW_KEY_RIGHT_ALT: return K::KEY_RIGHT_ALT;
    case GLFW_KEY_RIGHT_SUPER: return K::KEY_HYPER;
    case GLFW_KEY_MENU: return K::KEY_MENU;
    default: return K::KEY_NONE;
    }
}

}  // namespace diorama
