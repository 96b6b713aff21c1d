// Thumbnails for the Assets panel, made on a thread of their own so that a folder of
// large images never stalls a frame: the panel requests what it shows and collects what
// is done (uploading it is the GL side's job). Requests made last are served first, so
// the rows on screen come before those scrolled past.
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/render/texture_store.h"
#include "diorama/serialization/sprite_sheet.h"

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace diorama {

// `rect` of `source` (top-left origin; for a `rotated` sheet frame, the rectangle as
// shown, stored turned 90 degrees clockwise) scaled down by area averaging to fit
// `maxSide`, never up.
Image makeThumbnail(const Image& source, const Rect& rect, bool rotated, int maxSide);

class ThumbnailLoader {
public:
    struct Key {
        std::string file;   // absolute
        std::string frame;  // a sheet's frame; empty for an image file
        bool operator==(const Key&) const = default;
    };
    struct Done {
        Key key;
        Image image;        // empty on error
        std::string error;  // names the file
    };

    explicit ThumbnailLoader(int maxSide = 48);
    ~ThumbnailLoader();
    ThumbnailLoader(const ThumbnailLoader&) = delete;
    ThumbnailLoader& operator=(const ThumbnailLoader&) = delete;

    void request(Key key);
    // Up to `max` finished thumbnails, oldest first.
    std::vector<Done> collect(std::size_t max);
    // Drops the requests not started yet (the project changed).
    void cancelPending();
    // Blocks until every request so far is done (tests).
    void waitIdle();

private:
    void run();
    Done make(const Key& key);

    int m_maxSide;
    std::mutex m_mutex;
    std::condition_variable m_wake, m_idle;
    std::deque<Key> m_pending;
    std::vector<Done> m_done;
    bool m_busy = false, m_stop = false;
    // The worker's: the last sheet it decoded, as frames of one sheet come together.
    std::string m_sheetFile;
    SpriteSheet m_frames;
    Image m_sheetImage;
    std::string m_sheetError;
    std::thread m_thread;  // last: starts once the rest is built
};

}  // namespace diorama
