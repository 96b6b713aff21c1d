// LeakSanitizer's exit-time check must survive a dynamic TLS block that starts 16 bytes
// into a page. gcc 12's libasan then takes the block for a glibc 2.19 one and reads a
// made-up {size, start} header in front of it; its tracer scans that range and dies
// ("Tracer caught signal 11", no leak report). Mesa's llvmpipe blocks landed there on
// CI, so the GL tests failed after passing. scripts/test turns the guess off with
// ASAN_OPTIONS=intercept_tls_get_addr=0; this program places a block there on purpose.
// Exit 0: the check ran. Exit 77 (skip): the allocator did not place the block there.
#include <dlfcn.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

// Same size class as the module's block. A plain array, not destroyed at exit, keeps them
// reachable for the exit-time check.
void* kept[8192];

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s MODULE.so\n", argv[0]);
        return 2;
    }
    void* module = dlopen(argv[1], RTLD_NOW);
    if (!module) {
        std::fprintf(stderr, "%s\n", dlerror());
        return 2;
    }
    auto touch = reinterpret_cast<char* (*)()>(dlsym(module, "touchModuleBlock"));
    // Allocate until the next chunk of this size class starts on a page; the block,
    // which glibc allocates on first use, takes it.
    for (void*& p : kept) {
        p = std::malloc(48);
        if (reinterpret_cast<std::uintptr_t>(p) % 4096 == 4096 - 64 + 16) break;
    }
    const auto block = reinterpret_cast<std::uintptr_t>(touch());
    std::printf("dynamic TLS block at page offset %ju\n", std::uintmax_t(block % 4096));
    return block % 4096 == 16 ? 0 : 77;
}
