#include "gl_program.h"

namespace diorama::gl {
namespace {

GLuint compileStage(const char* what, GLenum type, const char* source, std::string& error) {
    GLuint shader = glCreateShader(type);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[1024] = {};
        glGetShaderInfoLog(shader, sizeof log, nullptr, log);
        error = std::string(what) + " shader compile failed: " + log;
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

}  // namespace

GLuint linkProgram(const char* what, const char* vertexSource, const char* fragmentSource, std::string& error) {
    const GLuint vs = compileStage(what, GL_VERTEX_SHADER, vertexSource, error);
    if (!vs) return 0;
    const GLuint fs = compileStage(what, GL_FRAGMENT_SHADER, fragmentSource, error);
    if (!fs) {
        glDeleteShader(vs);
        return 0;
    }
    GLuint program = glCreateProgram();
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    glLinkProgram(program);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (!ok) {
        error = std::string(what) + " shader link failed";
        glDeleteProgram(program);
        return 0;
    }
    return program;
}

}  // namespace diorama::gl
