#include "diorama/io/asset_file.h"

#include "diorama/io/file_descriptor.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>

namespace diorama {

namespace {

const char* fileKind(mode_t mode) {
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    return "not a regular file";
}

template <class Bytes>
bool readWhole(const std::filesystem::path& path, const char* kind, std::uint64_t maxBytes, Bytes& out,
               std::string& error, LinkPolicy links) {
    const std::string name = path.string();
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    const int noFollow = links == LinkPolicy::Refuse ? O_NOFOLLOW : 0;
    FileDescriptor file{::open(name.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | noFollow)};
    if (file.fd < 0) {
        const int err = errno;
        if (err == ELOOP && links == LinkPolicy::Refuse) {
            error = name + ": " + kind + " file is a symbolic link; it is not followed";
            return false;
        }
        error =
            name + ": " + kind + " file " +
            (err == ENOENT ? std::string("not found") : "cannot be opened (" + std::string(std::strerror(err)) + ")");
        return false;
    }
    struct stat st {};
    if (::fstat(file.fd, &st) != 0) {
        error = name + ": " + kind + " file cannot be examined (" + std::strerror(errno) + ")";
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        error = name + ": " + kind + " path is " + fileKind(st.st_mode) + ", not a file";
        return false;
    }
    if (std::uint64_t(st.st_size) > maxBytes) {
        error = name + ": " + kind + " file size limit exceeded: " + std::to_string(st.st_size) +
                " bytes, larger than the limit of " + std::to_string(maxBytes) + " bytes";
        return false;
    }
    out.resize(std::size_t(st.st_size));
    std::size_t done = 0;
    while (done < out.size()) {
        const ssize_t n = ::read(file.fd, out.data() + done, out.size() - done);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n < 0) {
            error = name + ": " + kind + " file could not be read (" + std::strerror(errno) + ")";
            return false;
        }
        if (n == 0) break;  // shrank while reading: use what is there
        done += std::size_t(n);
    }
    out.resize(done);
    return true;
}

}  // namespace

bool readAssetFile(const std::filesystem::path& path, const char* kind, std::uint64_t maxBytes,
                   std::vector<unsigned char>& out, std::string& error, LinkPolicy links) {
    return readWhole(path, kind, maxBytes, out, error, links);
}

bool readAssetFile(const std::filesystem::path& path, const char* kind, std::uint64_t maxBytes, std::string& out,
                   std::string& error, LinkPolicy links) {
    return readWhole(path, kind, maxBytes, out, error, links);
}

}  // namespace diorama
