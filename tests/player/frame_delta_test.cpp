#include "frame_delta.h"

#include <gtest/gtest.h>

namespace diorama {
namespace {

TEST(FrameDelta, ARealFrameStepsByTheTimeThatPassed) { EXPECT_DOUBLE_EQ(frameDelta(0.021, 1.0 / 60, false), 0.021); }

TEST(FrameDelta, AStallLongerThanAFifthOfASecondCountsAsOneFrame) {
    EXPECT_DOUBLE_EQ(frameDelta(0.2, 1.0 / 60, false), 0.2);
    EXPECT_DOUBLE_EQ(frameDelta(3.5, 1.0 / 60, false), 1.0 / 60);
    EXPECT_DOUBLE_EQ(frameDelta(-0.001, 1.0 / 60, false), 1.0 / 60);  // a clock that went back
}

TEST(FrameDelta, ScriptedRunsStepExactlyOneFrame) { EXPECT_DOUBLE_EQ(frameDelta(0.5, 1.0 / 30, true), 1.0 / 30); }

}  // namespace
}  // namespace diorama
