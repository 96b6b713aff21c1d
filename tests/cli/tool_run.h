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
inline ToolRun runTool(const std::string& args) {
    static int counter = 0;
    const std::filesystem::path errFile =
        std::filesystem::temp_directory_path() /
        ("diorama-cli-err-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    const std::string cmd = "timeout 120 " + std::string(DIORAMA_TOOL) + " " + args + " 2>" + errFile.string();
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
