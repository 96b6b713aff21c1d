#include "diorama/editor/private_files.h"

#include "diorama/io/asset_file.h"
#include "diorama/io/file_descriptor.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include <vector>

namespace diorama {

namespace fs = std::filesystem;

namespace {

std::string reason(int err) { return std::strerror(err); }

}  // namespace

bool ensurePrivateDirectory(const fs::path& directory, std::string& error) {
    const std::string name = directory.string();
    std::error_code ec;
    if (directory.has_parent_path()) fs::create_directories(directory.parent_path(), ec);
    if (::mkdir(name.c_str(), 0700) != 0 && errno != EEXIST) {
        error = name + ": the folder cannot be created (" + reason(errno) + ")";
        return false;
    }
    // O_NOFOLLOW: a link planted under the folder's name fails here (ELOOP) instead of
    // sending our files wherever it points.
    FileDescriptor dir{::open(name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)};
    if (dir.fd < 0) {
        const int err = errno;
        struct stat st {};
        if (::lstat(name.c_str(), &st) == 0 && S_ISLNK(st.st_mode))
            error = name + ": is a symbolic link; side files are never written through links";
        else if (err == ENOTDIR)
            error = name + ": is not a folder";
        else
            error = name + ": the folder cannot be opened (" + reason(err) + ")";
        return false;
    }
    struct stat st {};
    if (::fstat(dir.fd, &st) != 0) {
        error = name + ": the folder cannot be examined (" + reason(errno) + ")";
        return false;
    }
    if (st.st_uid != ::geteuid()) {
        error = name + ": the folder belongs to another user (uid " + std::to_string(st.st_uid) +
                "); side files are only written into a folder of one's own";
        return false;
    }
    if ((st.st_mode & 077) != 0 && ::fchmod(dir.fd, 0700) != 0) {
        error = name + ": the folder is open to other users and cannot be made private (" + reason(errno) + ")";
        return false;
    }
    return true;
}

bool readFileWithoutFollowingLinks(const fs::path& path, const char* kind, std::uint64_t maxBytes, std::string& out,
                                   std::string& error) {
    std::vector<unsigned char> bytes;
    if (!readAssetFile(path, kind, maxBytes, bytes, error, LinkPolicy::Refuse)) return false;
    out.assign(bytes.begin(), bytes.end());
    return true;
}

bool clearNonRegularFile(const fs::path& path, std::string& error) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0 || S_ISREG(st.st_mode)) return true;
    // A link, FIFO or socket goes (the link's target is untouched); a folder is never
    // emptied on our behalf.
    if (!S_ISDIR(st.st_mode) && ::unlink(path.c_str()) == 0) return true;
    error = path.string() + ": is " + (S_ISDIR(st.st_mode) ? "a folder" : "not a regular file") +
            " and cannot be replaced" + (S_ISDIR(st.st_mode) ? "" : " (" + reason(errno) + ")");
    return false;
}

}  // namespace diorama
