// Crash-safe replacement of a file: the previous version survives any failure.
#include "diorama/serialization/scene_io.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace diorama {

int SaveFileSystem::open(const std::string& path) {
    return ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
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

SaveResult writeFileAtomically(const std::filesystem::path& path, std::string_view contents, SaveFileSystem* fs) {
    SaveFileSystem defaultFs;
    if (!fs) fs = &defaultFs;
    const std::string target = path.string();
    const std::filesystem::path dir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    const std::string temp = (dir / ("." + path.filename().string() + ".saving")).string();
    auto failWith = [&](const std::string& step) {
        const std::string reason = errno ? std::strerror(errno) : "unknown error";
        return SaveResult{false, target + ": " + step + " failed (" + reason + "); the previous file is unchanged"};
    };
    errno = 0;
    const int fd = fs->open(temp);
    if (fd < 0) return failWith("creating the temporary file");
    if (!fs->write(fd, contents.data(), contents.size())) {
        auto r = failWith("writing");
        fs->close(fd);
        fs->remove(temp);
        return r;
    }
    if (!fs->fsync(fd)) {
        auto r = failWith("flushing to disk");
        fs->close(fd);
        fs->remove(temp);
        return r;
    }
    if (!fs->close(fd)) {
        auto r = failWith("closing");
        fs->remove(temp);
        return r;
    }
    if (!fs->rename(temp, target)) {
        auto r = failWith("replacing the original");
        fs->remove(temp);
        return r;
    }
    // The new file is in place; a failed directory sync only weakens durability.
    if (!fs->fsyncDirectory(dir.string()))
        return SaveResult{true, target + ": saved, but syncing the folder failed; a power loss could undo the save"};
    return {};
}

SaveResult saveSceneFile(const Scene& scene, const std::filesystem::path& path, SaveFileSystem* fs) {
    return writeFileAtomically(path, saveSceneToString(scene), fs);
}

}  // namespace diorama
