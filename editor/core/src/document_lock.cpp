#include "diorama/editor/document_lock.h"

#include "diorama/editor/private_files.h"
#include "diorama/serialization/scene_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <charconv>
#include <cstring>

namespace diorama {

namespace fs = std::filesystem;

namespace {

// Our lock holds "PID\n"; anything longer is not a lock of ours.
constexpr std::uint64_t kMaxLockBytes = 64;

const char* kindOf(mode_t mode) {
    if (S_ISLNK(mode)) return "a symbolic link";
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    return "not a regular file";
}

// "1234" or "1234\n"; nullopt for anything else.
std::optional<long> parsePid(const std::string& text) {
    std::string_view digits(text);
    if (!digits.empty() && digits.back() == '\n') digits.remove_suffix(1);
    long pid = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), pid);
    if (ec != std::errc() || end != digits.data() + digits.size() || pid <= 0) return std::nullopt;
    return pid;
}

std::string leftAlone(const fs::path& lock, const std::string& what) {
    return lock.string() + ": " + what + "; it was left alone and the document is open without a lock";
}

}  // namespace

fs::path DocumentLock::lockFileFor(const fs::path& document) {
    return document.parent_path() / (".~lock." + document.filename().string() + "#");
}

DocumentLock::Result DocumentLock::acquire(const fs::path& document) {
    release();
    const fs::path lock = lockFileFor(document);
    const std::string pidText = std::to_string(::getpid()) + "\n";
    // A few rounds: a stale lock is removed, then another instance may take it first.
    for (int attempt = 0; attempt < 4; ++attempt) {
        // O_EXCL|O_NOFOLLOW: never opens what is there, a link (even dangling) included.
        const int fd = ::open(lock.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0644);
        if (fd >= 0) {
            struct stat st {};
            const bool written =
                ::write(fd, pidText.data(), pidText.size()) == ssize_t(pidText.size()) && ::fstat(fd, &st) == 0;
            const int err = errno;
            ::close(fd);
            if (!written) {
                ::unlink(lock.c_str());
                return {std::nullopt, lock.string() + ": the lock file could not be written (" + std::strerror(err) +
                                          "); the document is open without a lock"};
            }
            m_file = lock;
            m_device = st.st_dev;
            m_inode = st.st_ino;
            return {};
        }
        // Best effort: a folder we may not write to simply has no lock.
        if (errno != EEXIST) return {};
        struct stat st {};
        if (::lstat(lock.c_str(), &st) != 0) continue;  // removed meanwhile: try again
        if (!S_ISREG(st.st_mode)) return {std::nullopt, leftAlone(lock, std::string("is ") + kindOf(st.st_mode))};
        std::string text, error;
        if (!readFileWithoutFollowingLinks(lock, "lock", kMaxLockBytes, text, error))
            return {std::nullopt, error + "; it was left alone and the document is open without a lock"};
        const std::optional<long> holder = parsePid(text);
        if (!holder) return {std::nullopt, leftAlone(lock, "does not hold a process id")};
        if (*holder != long(::getpid()) && !processIsGone(*holder)) return {holder, ""};
        // Stale (its process is gone, or it is our own from an earlier open): replace it.
        if (::unlink(lock.c_str()) != 0 && errno != ENOENT) return {};
    }
    return {std::nullopt, leftAlone(lock, "kept reappearing while it was being replaced")};
}

void DocumentLock::release() {
    if (m_file.empty()) return;
    struct stat st {};
    std::string text, error;
    // Only the file we made, still holding our pid: another instance may have taken over.
    if (::lstat(m_file.c_str(), &st) == 0 && S_ISREG(st.st_mode) && st.st_dev == m_device && st.st_ino == m_inode &&
        readFileWithoutFollowingLinks(m_file, "lock", kMaxLockBytes, text, error) && parsePid(text) == long(::getpid()))
        ::unlink(m_file.c_str());
    m_file.clear();
}

}  // namespace diorama
