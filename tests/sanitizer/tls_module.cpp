// A library with thread-local storage. Loaded with dlopen, its TLS block is a heap
// allocation made by glibc through __tls_get_addr, as Mesa's drivers' are.
extern "C" {
thread_local char moduleBlock[40] = {1};
char* touchModuleBlock() { return moduleBlock; }
}
