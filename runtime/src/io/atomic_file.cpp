// Crash-safe replacement of a file: the previous version survives any failure.
//
// Each save writes its own temporary file beside the target, created with O_EXCL under
// a name carrying the process id and a random part, so two saves of one file never
// share a temporary and each reports what really happened (the last rename wins whole).
// The temporary takes the target's mode and owner, and a symlink is written through to
// its target, as editors do. Temporaries left by killed saves are removed on the next
// save or open of the same document, matched by name and owner and only once the
// process that made them is gone.
#include "diorama/io/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fstream>
#include <random>
#include <string>

namespace diorama {

namespace fs = std::filesystem;

int SaveFileSystem::open(const std::string& path, int mode) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode >= 0 ? 0600 : 0666);
    // Given a mode (the file being replaced), take it exactly rather than through umask.
    if (fd >= 0 && mode >= 0 && ::fchmod(fd, mode_t(mode)) != 0) {
        const int err = errno;
        ::close(fd);
        ::unlink(path.c_str());
        errno = err;
        return -1;
    }
    return fd;
}

bool SaveFileSystem::write(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        data += n;
        size -= std::size_t(n);
    }
    return true;
}

bool SaveFileSystem::fsync(int fd) { return ::fsync(fd) == 0; }
bool SaveFileSystem::close(int fd) { return ::close(fd) == 0; }
bool SaveFileSystem::rename(const std::string& from, const std::string& to) {
    return ::rename(from.c_str(), to.c_str()) == 0;
}

bool SaveFileSystem::fsyncDirectory(const std::string& dir) {
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

void SaveFileSystem::remove(const std::string& path) { ::unlink(path.c_str()); }

namespace {

constexpr const char* kTempSuffix = ".saving";

// ".NAME.PID.RANDOM.saving" beside the target.
std::string tempPrefix(const fs::path& target) { return "." + target.filename().string() + "."; }

std::string newTempName(const fs::path& target) {
    static thread_local std::mt19937_64 rng{std::random_device{}()};
    char random[20];
    std::snprintf(random, sizeof random, "%012llx", static_cast<unsigned long long>(rng() & 0xffffffffffffull));
    return tempPrefix(target) + std::to_string(::getpid()) + "." + random + kTempSuffix;
}

// Keeps the replaced file's owner where we may (root saving a user's file); where we
// may not, the file becomes ours, as with any editor, so the result is not an error.
void keepOwner(int fd, const struct stat& original) {
    if (::fchown(fd, original.st_uid, original.st_gid) != 0) return;
}

}  // namespace

bool processIsGone(long pid) {
    if (pid <= 0 || (::kill(pid_t(pid), 0) != 0 && errno == ESRCH)) return true;
    // A zombie has exited and only waits for its parent to reap it (found by a tryout:
    // an editor killed a moment before was still one). Its state follows the ")" that
    // ends the command name in /proc/PID/stat.
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    if (!std::getline(stat, line)) return false;
    const std::size_t close = line.rfind(')');
    return close != std::string::npos && close + 2 < line.size() && line[close + 2] == 'Z';
}

fs::path resolveSaveTarget(const fs::path& path) {
    fs::path target = path;
    std::error_code ec;
    for (int hops = 0; hops < 40 && fs::is_symlink(target, ec); ++hops) {
        const fs::path link = fs::read_symlink(target, ec);
        if (ec) break;
        target = link.is_absolute() ? link : target.parent_path() / link;
    }
    return target;
}

std::size_t removeStaleSaveTemps(const fs::path& document) {
    const fs::path target = resolveSaveTarget(document);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    const std::string prefix = tempPrefix(target);
    const std::string legacy = prefix.substr(0, prefix.size() - 1) + kTempSuffix;  // earlier builds' fixed name
    std::size_t removed = 0;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        bool stale = false;
        if (name == legacy) {
            stale = true;
        } else if (name.size() > prefix.size() + std::strlen(kTempSuffix) && name.rfind(prefix, 0) == 0 &&
                   name.compare(name.size() - std::strlen(kTempSuffix), std::string::npos, kTempSuffix) == 0) {
            const std::string middle =
                name.substr(prefix.size(), name.size() - prefix.size() - std::strlen(kTempSuffix));
            const std::size_t dot = middle.find('.');
            if (dot == std::string::npos || dot == 0) continue;
            const std::string pid = middle.substr(0, dot);
            if (pid.find_first_not_of("0123456789") != std::string::npos || pid.size() > 9) continue;
            const long owner = std::stol(pid);
            stale = owner != long(::getpid()) && processIsGone(owner);
        }
        if (!stale) continue;
        struct stat st {};
        if (::lstat(it->path().c_str(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid()) continue;
        if (::unlink(it->path().c_str()) == 0) ++removed;
    }
    return removed;
}

SaveResult writeFileAtomically(const fs::path& path, std::string_view contents, SaveFileSystem* fs) {
    SaveFileSystem defaultFs;
    if (!fs) fs = &defaultFs;
    const std::string shown = path.string();
    const fs::path target = resolveSaveTarget(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    removeStaleSaveTemps(target);

    int mode = -1;
    struct stat existing {};
    const bool replacing = ::stat(target.c_str(), &existing) == 0;
    if (replacing) {
        if (!S_ISREG(existing.st_mode))
            return SaveResult{false,
                              shown + ": cannot save over something that is not a regular file; nothing was written"};
        mode = int(existing.st_mode & 07777);
    }
    const std::string unchanged = replacing ? "; the previous file is unchanged" : "; nothing was written";
    auto failWith = [&](const std::string& step, int err) {
        const std::string reason = err ? std::strerror(err) : "unknown error";
        return SaveResult{false, shown + ": " + step + " failed (" + reason + ")" + unchanged};
    };

    std::string temp;
    int fd = -1;
    for (int attempt = 0; attempt < 8 && fd < 0; ++attempt) {
        temp = (dir / newTempName(target)).string();
        errno = 0;
        fd = fs->open(temp, mode);
        if (fd < 0 && errno != EEXIST) break;
    }
    if (fd < 0) return failWith("creating the temporary file", errno);
    if (replacing) keepOwner(fd, existing);

    auto abandon = [&](const std::string& step, bool closeFirst) {
        const int err = errno;
        if (closeFirst) fs->close(fd);
        fs->remove(temp);
        return failWith(step, err);
    };
    errno = 0;
    if (!fs->write(fd, contents.data(), contents.size())) return abandon("writing", true);
    if (!fs->fsync(fd)) return abandon("flushing to disk", true);
    if (!fs->close(fd)) return abandon("closing", false);
    if (!fs->rename(temp, target.string())) return abandon("replacing the original", false);
    // The new file is in place; a failed directory sync only weakens durability.
    if (!fs->fsyncDirectory(dir.string()))
        return SaveResult{true, shown + ": saved, but syncing the folder failed; a power loss could undo the save"};
    return {};
}

}  // namespace diorama
