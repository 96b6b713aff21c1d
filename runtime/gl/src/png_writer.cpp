#include "diorama/render/gl_renderer.h"

#include <stb_image_write.h>

#include <cstdio>
#include <filesystem>

namespace diorama {

bool writePng(const std::string& path, const Image& image, std::string& error) {
    if (image.width <= 0 || image.height <= 0) {
        error = path + ": nothing to write (empty image)";
        return false;
    }
    // Write beside the target and rename, so a failed write never leaves half a PNG.
    const std::string temp = path + ".tmp";
    if (!stbi_write_png(temp.c_str(), image.width, image.height, 4, image.rgba.data(), image.width * 4)) {
        std::remove(temp.c_str());
        error = path + ": could not write PNG";
        return false;
    }
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        std::remove(temp.c_str());
        error = path + ": " + ec.message();
        return false;
    }
    return true;
}

}  // namespace diorama
