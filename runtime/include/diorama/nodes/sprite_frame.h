// A frame of a sprite sheet, as cocos' SpriteFrame holds it: where the (possibly trimmed)
// image sits in the sheet, whether the packer stored it turned 90 degrees clockwise, and
// how it sits inside the untrimmed image.
#pragma once

#include "diorama/math/geometry.h"
#include "diorama/render/texture_store.h"

namespace diorama {

struct SpriteFrame {
    TextureInfo texture;  // the sheet
    // In sheet pixels, top-left origin; the size is the frame's as shown (for a rotated
    // frame the sheet holds it height x width).
    Rect rect;
    bool rotated = false;
    // Of the trimmed image's centre from the untrimmed image's centre, y up (cocos'
    // offset).
    Vec2 offset;
    Size originalSize;  // untrimmed
};

}  // namespace diorama
