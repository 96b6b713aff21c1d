// The "open in another instance" lock: ".~lock.NAME#" beside an open document, as
// LibreOffice does, holding the pid of the editor that has it open.
//
// The lock lives in the user's project folder, which may come from anywhere (a cloned
// repository): whatever already has the lock's name is untrusted. It is created with
// O_CREAT|O_EXCL|O_NOFOLLOW, so a link is never written through, and only a regular file
// holding the pid of a process that is gone (or our own) is ever replaced. A lock is read
// through the regular-file, size-capped, non-blocking reader, so a FIFO cannot hang the
// editor and /dev/zero cannot fill its memory.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>

namespace diorama {

class DocumentLock {
public:
    DocumentLock() = default;
    ~DocumentLock() { release(); }
    DocumentLock(const DocumentLock&) = delete;
    DocumentLock& operator=(const DocumentLock&) = delete;

    struct Result {
        // Another live process holds the lock: it is not taken, and the caller warns.
        std::optional<long> heldBy;
        // Something unusable has the lock's name (a link, a FIFO, a folder, a file that is
        // not a pid): it was left alone and the document is open without a lock.
        // "FILE: what is wrong"; empty otherwise.
        std::string problem;
    };
    // Takes the lock, replacing a stale one. A folder we may not write to simply has no
    // lock (no problem reported).
    Result acquire(const std::filesystem::path& document);
    // Removes the lock file if it is still the one we made.
    void release();
    bool isHeld() const { return !m_file.empty(); }
    static std::filesystem::path lockFileFor(const std::filesystem::path& document);

private:
    std::filesystem::path m_file;
    dev_t m_device = 0;  // identify the file we made, so we never remove another's
    ino_t m_inode = 0;
};

}  // namespace diorama
