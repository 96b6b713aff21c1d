#include "diorama/io/atomic_file.h"
#include "diorama/render/gl_renderer.h"

#include <stb_image_write.h>

namespace diorama {

namespace {

void appendBytes(void* context, void* data, int size) {
    static_cast<std::string*>(context)->append(static_cast<const char*>(data), std::size_t(size));
}

}  // namespace

// stb's own file writer ignores failed writes (a full disk, a file size limit) and
// reports success, so the PNG is encoded in memory and written crash-safe, each step checked.
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
    // A saved file whose folder could not be synced is written; that warning is not a failure.
    const SaveResult saved = writeFileAtomically(path, bytes);
    if (!saved.ok) error = saved.error;
    return saved.ok;
}

}  // namespace diorama
