// Compiling and linking the renderer's small shader programs.
#pragma once

#include <glad/gl.h>

#include <string>

namespace diorama::gl {

// The linked program, or 0 with `error` set (`what` names it in the message).
GLuint linkProgram(const char* what, const char* vertexSource, const char* fragmentSource, std::string& error);

}  // namespace diorama::gl
