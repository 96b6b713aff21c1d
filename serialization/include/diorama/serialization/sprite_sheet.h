// cocos sprite sheets: the .plist atlases SpriteFrameCache reads, in its formats 0 to 3
// (Zwoptex, TexturePacker's "cocos2d" and "cocos2d-x" outputs), read with pugixml. Frames
// may be rotated in the sheet and trimmed (offset, untrimmed size); format 3 adds
// aliases. The values mean what cocos' addSpriteFramesWithDictionary makes of them; what
// cocos would silently read as 0 is an error here, at the file, line and column.
#pragma once

#include "diorama/math/geometry.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace diorama {

struct SheetFrame {
    Rect rect;  // in sheet pixels, top-left origin, as shown (a rotated one is stored turned)
    bool rotated = false;
    Vec2 offset;        // of the trimmed centre from the untrimmed centre, y up
    Size originalSize;  // untrimmed
};

struct SpriteSheet {
    int format = 0;
    // metadata textureFileName, else realTextureFileName, else the plist's own name with
    // ".png" (cocos' lookup); relative to the plist's folder.
    std::string textureFile;
    std::vector<std::string> names;  // frames in file order
    std::unordered_map<std::string, SheetFrame> frames;
    std::unordered_map<std::string, std::string> aliases;  // alias -> frame name
    // A frame by name or alias; null when the sheet has neither.
    const SheetFrame* find(const std::string& name) const;
};

struct SheetLimits {
    std::uint64_t maxFileBytes = 16ull << 20;  // "plist size"
    std::size_t maxFrames = 65536;             // "frame count"
    std::size_t maxNameBytes = 1024;           // "frame name length"
    double maxCoordinate = 65536;              // "coordinate"
};

struct SheetRead {
    std::optional<SpriteSheet> sheet;
    std::string error;  // "FILE:LINE:COLUMN: what is wrong"
};

// `fileName` names the plist in errors and gives the default texture name.
SheetRead parseSpriteSheet(std::string_view text, const std::string& fileName, const SheetLimits& limits = {});

}  // namespace diorama
