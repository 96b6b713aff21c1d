// PNG decoding within a 16 MiB budget: big images exercise nothing small ones do not,
// and the harness's RSS limit is then free to catch an allocation the limits missed.
#include "diorama/render/texture_store.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    diorama::Image image;
    std::string error;
    const bool ok = diorama::decodePng(data, size, "fuzz.png", diorama::ImageLimits{}, 16ull << 20, image, error);
    if (ok &&
        (image.width <= 0 || image.height <= 0 || image.rgba.size() != std::size_t(image.width) * image.height * 4))
        std::abort();
    if (!ok && error.empty()) std::abort();
    return 0;
}
