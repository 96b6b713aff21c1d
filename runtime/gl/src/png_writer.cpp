#include "diorama/render/gl_renderer.h"

#include <stb_image_write.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string_view>

#include <unistd.h>

namespace diorama {

namespace {

void appendBytes(void* context, void* data, int size) {
    static_cast<std::string*>(context)->append(static_cast<const char*>(data), std::size_t(size));
}

// Writes `bytes` to a new file at `temp`; on failure says why (errno) and removes it.
bool writeWhole(const std::string& temp, std::string_view bytes, std::string& why) {
    FILE* out = std::fopen(temp.c_str(), "wb");
    if (!out) {
        why = std::string("creating the temporary file failed (") + std::strerror(errno) + ")";
        return false;
    }
    // The errno of the step that failed; a file system without fsync is not a failure.
    int failure = 0;
    if (std::fwrite(bytes.data(), 1, bytes.size(), out) != bytes.size() || std::fflush(out) != 0)
        failure = errno;
    else if (::fsync(fileno(out)) != 0 && errno != EINVAL && errno != ENOTSUP)
        failure = errno;
    if (std::fclose(out) != 0 && !failure) failure = errno;
    if (failure) {
        why = std::string("writing failed (") + std::strerror(failure) + ")";
        std::remove(temp.c_str());
    }
    return !failure;
}

}  // namespace

// stb's own file writer ignores failed writes (a full disk, a file size limit) and
// reports success, so the PNG is encoded in memory and written here, checking each step.
bool writePng(const std::string& path, const Image& image, std::string& error) {
    if (image.width <= 0 || image.height <= 0) {
        error = path + ": nothing to write (empty image)";
        return false;
    }
    std::string bytes;
    if (!stbi_write_png_to_func(appendBytes, &bytes, image.width, image.height, 4, image.rgba.data(),
                                image.width * 4)) {
        error = path + ": encoding the PNG failed";
        return false;
    }
    std::error_code ec;
    const std::string unchanged =
        std::filesystem::exists(path, ec) ? "; the previous file is unchanged" : "; nothing was written";
    // Written beside the target and renamed, so a failed write never leaves half a PNG.
    const std::string temp = path + ".tmp";
    std::string why;
    if (!writeWhole(temp, bytes, why)) {
        error = path + ": " + why + unchanged;
        return false;
    }
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        std::remove(temp.c_str());
        error = path + ": replacing the file failed (" + ec.message() + ")" + unchanged;
        return false;
    }
    return true;
}

}  // namespace diorama
