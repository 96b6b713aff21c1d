// The dt a frame steps by. Scripted and --frames runs step exactly one frame time, so
// that they repeat; otherwise the time since the last frame, except that a stall longer
// than 0.2 s (a debugger, a dragged window) counts as one ordinary frame so that nothing
// jumps, as cocos' Director::calculateDeltaTime does.
#pragma once

namespace diorama {

inline constexpr double kLongestFrameSeconds = 0.2;

inline double frameDelta(double elapsedSeconds, double frameSeconds, bool fixedStep) {
    if (fixedStep || elapsedSeconds > kLongestFrameSeconds || elapsedSeconds < 0) return frameSeconds;
    return elapsedSeconds;
}

}  // namespace diorama
