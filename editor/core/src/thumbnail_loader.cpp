#include "diorama/editor/thumbnail_loader.h"

#include "diorama/io/asset_file.h"
#include "diorama/serialization/sprite_sheet.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace diorama {

namespace {

// Images bigger than this are not worth a thumbnail's decode (the sheet limit is the
// texture store's own).
const ImageLimits kThumbnailLimits{4096, 64ull << 20, 32ull << 20};

}  // namespace

Image makeThumbnail(const Image& source, const Rect& rect, bool rotated, int maxSide) {
    Image out;
    const int x0 = std::max(0, int(rect.origin.x)), y0 = std::max(0, int(rect.origin.y));
    // As shown; the sheet holds a rotated frame height x width.
    const int w = std::max(0, int(rect.size.width)), h = std::max(0, int(rect.size.height));
    const int storedW = rotated ? h : w, storedH = rotated ? w : h;
    if (w == 0 || h == 0 || x0 + storedW > source.width || y0 + storedH > source.height) return out;
    const float k = std::min(1.0f, float(maxSide) / float(std::max(w, h)));
    out.width = std::max(1, int(std::lround(float(w) * k)));
    out.height = std::max(1, int(std::lround(float(h) * k)));
    out.rgba.assign(std::size_t(out.width) * std::size_t(out.height) * 4, 0);
    for (int ty = 0; ty < out.height; ++ty)
        for (int tx = 0; tx < out.width; ++tx) {
            const int sx0 = tx * w / out.width, sx1 = std::max(sx0 + 1, (tx + 1) * w / out.width);
            const int sy0 = ty * h / out.height, sy1 = std::max(sy0 + 1, (ty + 1) * h / out.height);
            double r = 0, g = 0, b = 0, a = 0;
            int n = 0;
            for (int y = sy0; y < sy1; ++y)
                for (int x = sx0; x < sx1; ++x, ++n) {
                    // Shown (x, y) is stored at (h - 1 - y, x) in a frame turned clockwise.
                    const int px = x0 + (rotated ? h - 1 - y : x), py = y0 + (rotated ? x : y);
                    const std::uint8_t* p = &source.rgba[(std::size_t(py) * std::size_t(source.width) + px) * 4];
                    r += double(p[0]) * p[3], g += double(p[1]) * p[3], b += double(p[2]) * p[3], a += p[3];
                }
            std::uint8_t* q = &out.rgba[(std::size_t(ty) * std::size_t(out.width) + tx) * 4];
            if (a > 0) q[0] = std::uint8_t(r / a), q[1] = std::uint8_t(g / a), q[2] = std::uint8_t(b / a);
            q[3] = std::uint8_t(a / n);
        }
    return out;
}

ThumbnailLoader::ThumbnailLoader(int maxSide) : m_maxSide(maxSide), m_thread([this] { run(); }) {}

ThumbnailLoader::~ThumbnailLoader() {
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void ThumbnailLoader::request(Key key) {
    {
        std::lock_guard lock(m_mutex);
        m_pending.push_back(std::move(key));
    }
    m_wake.notify_one();
}

std::vector<ThumbnailLoader::Done> ThumbnailLoader::collect(std::size_t max) {
    std::lock_guard lock(m_mutex);
    const std::size_t n = std::min(max, m_done.size());
    std::vector<Done> out(std::make_move_iterator(m_done.begin()), std::make_move_iterator(m_done.begin() + long(n)));
    m_done.erase(m_done.begin(), m_done.begin() + long(n));
    return out;
}

void ThumbnailLoader::cancelPending() {
    std::lock_guard lock(m_mutex);
    m_pending.clear();
}

void ThumbnailLoader::waitIdle() {
    std::unique_lock lock(m_mutex);
    m_idle.wait(lock, [this] { return m_pending.empty() && !m_busy; });
}

void ThumbnailLoader::run() {
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_stop || !m_pending.empty(); });
        if (m_stop) return;
        Key key = std::move(m_pending.back());
        m_pending.pop_back();
        m_busy = true;
        lock.unlock();
        Done done = make(key);
        lock.lock();
        m_done.push_back(std::move(done));
        m_busy = false;
        if (m_pending.empty()) m_idle.notify_all();
    }
}

ThumbnailLoader::Done ThumbnailLoader::make(const Key& key) {
    Done done{key, {}, {}};
    if (key.frame.empty()) {
        Image image;
        if (!decodeImageFile(key.file, kThumbnailLimits, image, done.error)) return done;
        done.image = makeThumbnail(image, {{0, 0}, {float(image.width), float(image.height)}}, false, m_maxSide);
        return done;
    }
    if (m_sheetFile != key.file) {
        m_sheetFile = key.file;
        m_sheetImage = {};
        m_sheetError.clear();
        m_frames = {};
        std::vector<unsigned char> bytes;
        const SheetLimits limits;
        if (readAssetFile(key.file, "sprite sheet", limits.maxFileBytes, bytes, m_sheetError)) {
            SheetRead read = parseSpriteSheet(
                std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), key.file, limits);
            if (!read.sheet) {
                m_sheetError = read.error;
            } else {
                m_frames = std::move(*read.sheet);
                const auto texture = std::filesystem::path(key.file).parent_path() / m_frames.textureFile;
                decodeImageFile(texture, kThumbnailLimits, m_sheetImage, m_sheetError);
            }
        }
    }
    if (!m_sheetError.empty()) {
        done.error = m_sheetError;
        return done;
    }
    const SheetFrame* frame = m_frames.find(key.frame);
    if (!frame) {
        done.error = key.file + ": no frame \"" + key.frame + "\"";
        return done;
    }
    done.image = makeThumbnail(m_sheetImage, frame->rect, frame->rotated, m_maxSide);
    return done;
}

}  // namespace diorama
