// Owns a POSIX file descriptor and closes it on scope exit, so that every early return
// of code that checks what it opened (fstat, ownership, size) cannot leak it.
#pragma once

#include <unistd.h>

namespace diorama {

struct FileDescriptor {
    int fd = -1;

    explicit FileDescriptor(int descriptor) : fd(descriptor) {}
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    ~FileDescriptor() {
        if (fd >= 0) ::close(fd);
    }
};

}  // namespace diorama
