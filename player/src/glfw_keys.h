// GLFW key numbers to cocos key codes, as cocos' desktop GLViewImpl maps them.
#pragma once

#include "diorama/player/key_code.h"

namespace diorama {

KeyCode keyCodeFromGlfw(int glfwKey);

}  // namespace diorama
