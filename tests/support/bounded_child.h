// Runs a check in a child process with a time limit and, outside sanitizer builds (whose
// shadow memory needs the address space), a memory limit: a check that would hang or read
// gigabytes fails the test instead of stalling or exhausting the machine.
#pragma once

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstddef>
#include <cstdio>
#include <functional>

// DIORAMA_TEST_SANITIZED: the product code runs under ASan + UBSan (tests/CMakeLists.txt;
// the suites' own code is not instrumented, so the compiler's macros cannot tell).

namespace diorama::test {

// The address space this process maps now, in bytes.
inline std::size_t mappedBytes() {
    unsigned long pages = 0;
    if (std::FILE* f = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(f, "%lu", &pages) != 1) pages = 0;
        std::fclose(f);
    }
    return std::size_t(pages) * std::size_t(::sysconf(_SC_PAGESIZE));
}

// True when `check` returns true in a child that may run `seconds` and map at most
// `extraBytes` more than this process does now (0: no memory limit).
inline bool finishesWithin(unsigned seconds, std::size_t extraBytes, const std::function<bool()>& check) {
    std::fflush(nullptr);
    const pid_t child = ::fork();
    if (child == 0) {
        ::alarm(seconds);
#ifndef DIORAMA_TEST_SANITIZED
        if (extraBytes > 0) {
            const rlim_t limit = rlim_t(mappedBytes() + extraBytes);
            const struct rlimit r { limit, limit };
            ::setrlimit(RLIMIT_AS, &r);
        }
#endif
        bool ok = false;
        try {
            ok = check();
        } catch (...) {
            ok = false;
        }
        ::_exit(ok ? 0 : 1);
    }
    int status = 0;
    if (::waitpid(child, &status, 0) != child) return false;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

inline bool finishesWithin(unsigned seconds, const std::function<bool()>& check) {
    return finishesWithin(seconds, 0, check);
}

}  // namespace diorama::test
