// The control keys cocos' desktop window hands the TextField holding the keyboard on a
// press or repeat (GLViewImpl::onGLFWKeyCallback → IMEDispatcher::dispatchControlKey). They
// ride in the typed stream, in order with the text, as characters a keyboard never types:
// GLFW's character callback gives nothing below U+0020.
#pragma once

#include "diorama/nodes/text_field.h"
#include "diorama/player/key_code.h"

#include <optional>

namespace diorama {

inline std::optional<char> typedControlKey(KeyCode key) {
    switch (key) {
    case KeyCode::KEY_HOME:
    case KeyCode::KEY_KP_HOME: return '\x01';
    case KeyCode::KEY_END: return '\x05';
    case KeyCode::KEY_DELETE:
    case KeyCode::KEY_KP_DELETE: return '\x7f';
    case KeyCode::KEY_LEFT_ARROW: return '\x02';
    case KeyCode::KEY_RIGHT_ARROW: return '\x06';
    case KeyCode::KEY_ESCAPE: return '\x1b';
    default: return std::nullopt;
    }
}

inline std::optional<TextField::ControlKey> controlKeyOfTyped(char c) {
    using C = TextField::ControlKey;
    switch (c) {
    case '\x01': return C::Home;
    case '\x05': return C::End;
    case '\x7f': return C::Delete;
    case '\x02': return C::LeftArrow;
    case '\x06': return C::RightArrow;
    case '\x1b': return C::Escape;
    default: return std::nullopt;
    }
}

}  // namespace diorama
