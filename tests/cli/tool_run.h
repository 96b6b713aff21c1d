// Runs the real `diorama` binary and captures its output and exit status.
#pragma once

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

struct ToolRun {
    int status = -1;
    std::string out, err;
};

// `timeout` turns a hang into a failure (status 124) instead of a stuck suite.
// Under ASan, LeakSanitizer's exit-time tracer crashes ("Tracer caught signal 11 ...
// LeakSanitizer has encountered a fatal error") on the threads Mesa's llvmpipe leaves
// winding down when `render` exits while the machine is busy (both CI runs, never alone):
// a fault of the checker, not of the tool. `render` runs here without the exit-time leak
// check; the render path's leaks are checked in process by the GL tests under ASan.
inline ToolRun runTool(const std::string& args, int timeoutSeconds = 120) {
    static int counter = 0;
    const std::filesystem::path errFile =
        std::filesystem::temp_directory_path() /
        ("diorama-cli-err-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    const std::string noExitLeakCheck =
        args.rfind("render ", 0) == 0 ? "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0\" " : "";
    const std::string cmd = noExitLeakCheck + "timeout " + std::to_string(timeoutSeconds) + " " +
                            std::string(DIORAMA_TOOL) + " " + args + " 2>" + errFile.string();
    ToolRun r;
    FILE* pipe = ::popen(cmd.c_str(), "r");
    std::array<char, 4096> buf{};
    std::size_t n;
    while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0) r.out.append(buf.data(), n);
    const int raw = ::pclose(pipe);
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    std::ifstream in(errFile);
    r.err.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    std::filesystem::remove(errFile);
    return r;
}
