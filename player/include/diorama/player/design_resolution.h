// Design resolution policies, as cocos2d-x 3.17's GLView::setDesignResolutionSize
// computes them: how a scene of a given design size fills a frame of pixels, and the
// inverse that maps a pixel back to scene coordinates for touches. No GL, no window.
#pragma once

#include "diorama/math/geometry.h"

#include <optional>
#include <string_view>

namespace diorama {

enum class ResolutionPolicy {
    ExactFit,     // stretched to fill the frame, each axis on its own
    NoBorder,     // fills the frame keeping the aspect ratio; the overflow is cropped
    ShowAll,      // all of the design visible keeping the aspect ratio; letterboxed
    FixedHeight,  // the design height fills the frame; the width follows the frame
    FixedWidth,   // the design width fills the frame; the height follows the frame
};

// "exact-fit", "no-border", "show-all", "fixed-height", "fixed-width".
std::optional<ResolutionPolicy> resolutionPolicyFromName(std::string_view name);
std::string_view resolutionPolicyName(ResolutionPolicy policy);

struct DesignResolution {
    ResolutionPolicy policy = ResolutionPolicy::ShowAll;
    Size frame;   // the framebuffer, in pixels
    Size design;  // the design size in effect (fixed-width and fixed-height change one side)
    float scaleX = 1.0f;
    float scaleY = 1.0f;
    // Where the design rectangle lands in the frame, in pixels, origin bottom-left (it is
    // centred, so the same offsets hold from the top-left).
    Rect viewport;

    // The part of the scene the frame shows (cocos' visible origin and size).
    Rect visibleRect() const;
    // A frame pixel position (origin top-left, y down, as windows report the cursor) to
    // scene coordinates (y up): cocos' touch conversion followed by convertToGL.
    Vec2 frameToScene(Vec2 framePixel) const;
    // The inverse of frameToScene.
    Vec2 sceneToFrame(Vec2 scene) const;
};

// cocos' updateDesignResolutionSize. A zero frame or design leaves the identity mapping.
DesignResolution computeDesignResolution(Size design, Size frame, ResolutionPolicy policy);

}  // namespace diorama
