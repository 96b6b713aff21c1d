// Animation clips played as cocos2d-x 3.17's ActionTimeline plays Studio timelines
// (../shared/reference/studio-timelines.md). Expected values come from cocos' formulas:
// whole 1/60 s frames, percent = (frame − from) / (to − from) eased by the from key.
#include "diorama/animation/clip_player.h"
#include "diorama/director/director.h"
#include "diorama/nodes/sprite.h"
#include "running_node.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace diorama;

namespace {

constexpr float kFrame = 1.0f / 60.0f;

Keyframe key(int frame, PropertyValue value, TweenType ease = TweenType::Linear, bool tween = true) {
    Keyframe k;
    k.frame = frame;
    k.value = std::move(value);
    k.easing.type = ease;
    k.tween = tween;
    return k;
}

Track track(NodeId node, std::string property, std::vector<Keyframe> keys) {
    return Track{node, TrackKind::Property, std::move(property), std::move(keys)};
}

AnimationClip clip(std::string name, int length, std::vector<Track> tracks) {
    AnimationClip c;
    c.name = std::move(name);
    c.length = length;
    c.tracks = std::move(tracks);
    return c;
}

struct Fixture {
    test::RunningNode r;
    ClipPlayer* player = nullptr;
    NodeId id() const { return r.node->id(); }
    ClipPlayer& start(std::vector<AnimationClip> clips) {
        auto p = std::make_unique<ClipPlayer>(std::move(clips));
        player = p.get();
        r.run(std::move(p));
        return *player;
    }
    void frames(int n, float dt = kFrame) { r.frames(n, dt); }
    Node& node() { return *r.node; }
};

// Steps one frame at a time and records x, starting with the value play() applied.
std::vector<float> xs(Fixture& f, int frames) {
    std::vector<float> out{f.node().position().x};
    for (int i = 0; i < frames; ++i) {
        f.frames(1);
        out.push_back(f.node().position().x);
    }
    return out;
}

// Steps one 1/60 s frame at a time and records the frame shown after each step, checking
// that x is `xPerFrame` per frame up to `lastKey` (past the last key its value holds).
std::vector<int> shownFrames(Fixture& f, int steps, float xPerFrame, int lastKey) {
    std::vector<int> frames;
    for (int i = 0; i < steps; ++i) {
        f.frames(1);
        const int frame = f.player->currentFrame();
        frames.push_back(frame);
        EXPECT_FLOAT_EQ(f.node().position().x, xPerFrame * float(std::min(frame, lastKey))) << "step " << i + 1;
    }
    return frames;
}

// x at frames 0..last, each shown with gotoFrameAndPause.
std::vector<float> xsAtFrames(Fixture& f, int last) {
    std::vector<float> out;
    for (int frame = 0; frame <= last; ++frame) {
        f.player->gotoFrameAndPause(frame);
        out.push_back(f.node().position().x);
    }
    return out;
}

// The frame cocos shows after `steps` steps of dt (ActionTimeline::step): time
// accumulates in float; a step whose time lies less than one frame from the shown frame's
// start changes nothing, otherwise the frame is (int)(time / (1/60)).
int cocosFrame(int steps, float dt) {
    float time = 0.0f;
    int frame = 0;
    for (int i = 0; i < steps; ++i) {
        time += dt;
        if (std::abs(time - float(frame) * kFrame) < kFrame) continue;
        frame = int(time / kFrame);
    }
    return frame;
}

}  // namespace

TEST(ClipPlayer, StepsShowTheWholeFrameOfAccumulatedFloatTimeAsCocosDoes) {
    Fixture f;
    auto& player = f.start({clip("c", 200, {track(f.id(), "position", {key(0, Vec2{0, 0}), key(200, Vec2{200, 0})})})});
    player.play("c", false);
    for (int step = 1; step <= 120; ++step) {
        f.frames(1);
        ASSERT_EQ(player.currentFrame(), cocosFrame(step, kFrame)) << "step " << step;
        ASSERT_FLOAT_EQ(f.node().position().x, float(player.currentFrame()));
    }
    EXPECT_EQ(cocosFrame(4, kFrame), 3);  // float time: step 4 is not a whole frame past 3
}

// cocos 3.17 ActionTimeline::step returns early while |time − currentFrame/60| is under a
// frame, so 1/60 s steps show some frames twice and skip the next; the last frame is
// reported once, and the clip never shows a frame past its end.
TEST(ClipPlayer, StepsWithinOneFrameOfTheShownFrameChangeNothingAsInCocos) {
    Fixture f;
    auto& player = f.start({clip("c", 10, {track(f.id(), "position", {key(0, Vec2{0, 0}), key(20, Vec2{200, 0})})})});
    int lastFrames = 0;
    player.setLastFrameCallback([&] { ++lastFrames; });
    player.play("c", false);
    EXPECT_EQ(shownFrames(f, 12, 10.0f, 20), (std::vector<int>{1, 2, 3, 3, 5, 5, 6, 8, 8, 10, 10, 10}));
    EXPECT_EQ(lastFrames, 1);
    EXPECT_FALSE(player.isPlaying());
}

TEST(ClipPlayer, EveryEasingTypeMatchesCocosTweenfuncAtSeveralPercents) {
    const std::pair<TweenType, std::array<float, 3>> table[] = {
        {TweenType::Linear, {0.200000f, 0.500000f, 0.700000f}},
        {TweenType::SineIn, {0.048943f, 0.292893f, 0.546010f}},
        {TweenType::SineOut, {0.309017f, 0.707107f, 0.891007f}},
        {TweenType::SineInOut, {0.095492f, 0.500000f, 0.793893f}},
        {TweenType::QuadIn, {0.040000f, 0.250000f, 0.490000f}},
        {TweenType::QuadOut, {0.360000f, 0.750000f, 0.910000f}},
        {TweenType::QuadInOut, {0.080000f, 0.500000f, 0.820000f}},
        {TweenType::CubicIn, {0.008000f, 0.125000f, 0.343000f}},
        {TweenType::CubicOut, {0.488000f, 0.875000f, 0.973000f}},
        {TweenType::CubicInOut, {0.032000f, 0.500000f, 0.892000f}},
        {TweenType::QuartIn, {0.001600f, 0.062500f, 0.240100f}},
        {TweenType::QuartOut, {0.590400f, 0.937500f, 0.991900f}},
        {TweenType::QuartInOut, {0.012800f, 0.500000f, 0.935200f}},
        {TweenType::QuintIn, {0.000320f, 0.031250f, 0.168070f}},
        {TweenType::QuintOut, {0.672320f, 0.968750f, 0.997570f}},
        {TweenType::QuintInOut, {0.005120f, 0.500000f, 0.961120f}},
        {TweenType::ExpoIn, {0.002906f, 0.030250f, 0.124000f}},
        {TweenType::ExpoOut, {0.750000f, 0.968750f, 0.992188f}},
        {TweenType::ExpoInOut, {0.007812f, 0.500000f, 0.968750f}},
        {TweenType::CircIn, {0.020204f, 0.133975f, 0.285857f}},
        {TweenType::CircOut, {0.600000f, 0.866025f, 0.953939f}},
        {TweenType::CircInOut, {0.041742f, 0.500000f, 0.900000f}},
        {TweenType::ElasticIn, {-0.001953f, -0.015625f, 0.125000f}},
        {TweenType::ElasticOut, {1.125000f, 1.015625f, 1.003906f}},
        {TweenType::ElasticInOut, {0.007812f, 0.500000f, 1.015625f}},
        {TweenType::BackIn, {-0.046451f, -0.087698f, 0.092868f}},
        {TweenType::BackOut, {0.705802f, 1.087697f, 1.080200f}},
        {TweenType::BackInOut, {-0.092556f, 0.500000f, 1.078833f}},
        {TweenType::BounceIn, {0.060000f, 0.234375f, 0.319375f}},
        {TweenType::BounceOut, {0.302500f, 0.765625f, 0.930625f}},
        {TweenType::BounceInOut, {0.113750f, 0.500000f, 0.955000f}},
    };
    static_assert(std::size(table) == std::size_t(kLastTweenType) + 1);
    for (const auto& [type, expected] : table) {
        Fixture f;
        auto& player =
            f.start({clip("c", 10, {track(f.id(), "position", {key(0, Vec2{0, 0}, type), key(10, Vec2{1000, 0})})})});
        SCOPED_TRACE(tweenTypeName(type));
        const int frames[] = {2, 5, 7};
        for (int i = 0; i < 3; ++i) {
            player.gotoFrameAndPause(frames[i]);
            EXPECT_NEAR(f.node().position().x, 1000.0f * expected[std::size_t(i)], 0.02f);
        }
    }
}

TEST(ClipPlayer, CustomEasingIsABezierInYOnlyOverTheLinearPercent) {
    Fixture f;
    Keyframe from = key(0, Vec2{0, 0}, TweenType::Custom);
    from.easing.hasPoints = true;
    // The x values are deliberately odd: cocos ignores them.
    from.easing.points = {Vec2{0.0f, 0.0f}, Vec2{0.9f, 1.2f}, Vec2{0.1f, 0.1f}, Vec2{1.0f, 1.0f}};
    f.start({clip("c", 10, {track(f.id(), "position", {from, key(10, Vec2{1000, 0})})})}).play("c", false);
    const auto x = xs(f, 2);
    // t = 0.2, u = 0.8: 3·1.2·t·u² + 3·0.1·t²·u + t³
    EXPECT_NEAR(x[2], 1000.0f * (3 * 1.2f * 0.2f * 0.64f + 3 * 0.1f * 0.04f * 0.8f + 0.008f), 0.01f);

    Fixture g;
    g.start(
         {clip("c", 10, {track(g.id(), "position", {key(0, Vec2{0, 0}, TweenType::Custom), key(10, Vec2{1000, 0})})})})
        .play("c", false);
    EXPECT_NEAR(xs(g, 3)[3], 300.0f, 1e-3f);  // no points: linear
}

TEST(ClipPlayer, TweenOffHoldsTheKeyValueUntilTheNextKey) {
    Fixture f;
    f.start({clip("c", 10,
                  {track(f.id(), "position",
                         {key(0, Vec2{10, 0}, TweenType::Linear, false), key(4, Vec2{50, 0}), key(8, Vec2{90, 0})})})})
        .play("c", false);
    EXPECT_EQ(xsAtFrames(f, 8), (std::vector<float>{10, 10, 10, 10, 50, 60, 70, 80, 90}));
}

TEST(ClipPlayer, ValuesHoldBeforeTheFirstKeyAndAfterTheLast) {
    Fixture f;
    f.node().setPosition({-5, -5});
    f.start({clip("c", 12, {track(f.id(), "position", {key(3, Vec2{30, 0}), key(6, Vec2{60, 0})})})}).play("c", false);
    EXPECT_FLOAT_EQ(f.node().position().x, 30.0f);  // play() shows frame 0: the first key holds
    EXPECT_EQ(xsAtFrames(f, 12), (std::vector<float>{30, 30, 30, 30, 40, 50, 60, 60, 60, 60, 60, 60, 60}));
}

TEST(ClipPlayer, OpacityTweensLinearlyAndTruncatesToAByteLikeCocosAlphaFrames) {
    Fixture f;
    f.start({clip("c", 60, {track(f.id(), "opacity", {key(0, 0), key(60, 255)})})}).play("c", false);
    for (int frame = 1; frame <= 60; ++frame) {
        f.player->gotoFrameAndPause(frame);
        const float percent = float(frame) / 60.0f;
        ASSERT_EQ(f.node().opacity(), std::uint8_t(int(0.0f + 255.0f * percent))) << "frame " << frame;
    }
}

TEST(ClipPlayer, ColourChannelsTweenSeparatelyAndTruncate) {
    Fixture f;
    f.start({clip("c", 3, {track(f.id(), "color", {key(0, Color3B{0, 255, 10}), key(3, Color3B{100, 0, 11})})})})
        .play("c", false);
    f.frames(1);
    EXPECT_EQ(f.node().color(), (Color3B{33, 170, 10}));  // 33.33, 255 − 85, 10.33
    f.frames(2);
    EXPECT_EQ(f.node().color(), (Color3B{100, 0, 11}));
}

TEST(ClipPlayer, SwitchingPropertiesChangeOnlyWhenTheirKeyIsEntered) {
    Fixture f;
    auto& sprite = static_cast<Sprite&>(f.node().addChild(std::make_unique<Sprite>()));
    const NodeId s = sprite.id();
    f.start({clip("c", 10,
                  {track(s, "visible", {key(0, false), key(5, true)}), track(s, "localZOrder", {key(0, 3), key(4, 7)}),
                   track(s, "blend", {key(0, 0), key(6, 1)})})})
        .play("c", false);
    EXPECT_FALSE(sprite.isVisible());
    EXPECT_EQ(sprite.localZOrder(), 3);
    // Shown frames per 1/60 s step: 1, 2, 3, 3, 5, 5, 6 (cocos' float time).
    f.frames(4);
    EXPECT_FALSE(sprite.isVisible());
    EXPECT_EQ(sprite.localZOrder(), 3);  // ints switch, they do not tween
    f.frames(1);
    EXPECT_EQ(sprite.localZOrder(), 7);  // frame 4 was stepped over
    EXPECT_TRUE(sprite.isVisible());
    f.frames(1);
    EXPECT_EQ(sprite.blend(), BlendMode::Alpha);
    f.frames(1);
    EXPECT_EQ(sprite.blend(), BlendMode::Additive);
}

TEST(ClipPlayer, FrameEventsFireEvenWhenAStepJumpsOverThem) {
    Fixture f;
    Track events{
        f.id(),
        TrackKind::Event,
        "",
        {key(3, std::string("a")), key(4, std::string("b")), key(5, std::string("c")), key(9, std::string("late"))}};
    auto& player = f.start({clip("c", 8, {events})});
    std::vector<std::string> fired;
    player.setFrameEventCallback(
        [&](const FrameEvent& e) { fired.push_back(std::string(e.event) + "@" + std::to_string(e.frame)); });
    player.play("c", false);
    f.frames(1, 6.5f * kFrame);  // frame 0 → 6 in one step
    EXPECT_EQ(fired, (std::vector<std::string>{"a@3", "b@4", "c@5"}));
    f.frames(5);
    EXPECT_EQ(fired.size(), 3u) << fired.back();  // frame 9 lies after the clip's last frame (8)
}

// A clip cut from a Studio timeline at frame 40 plays as cocos plays 40..50 of it: its
// time starts at 40/60 s, where the float sums round differently from a clip at 0.
TEST(ClipPlayer, ClipFromAStudioTimelineCountsTimeFromItsPlaceThere) {
    Fixture f;
    AnimationClip c = clip("c", 10, {track(f.id(), "position", {key(0, Vec2{0, 0}), key(10, Vec2{100, 0})})});
    c.startFrame = 40;
    auto& player = f.start({c});
    player.play("c", false);
    EXPECT_EQ(shownFrames(f, 11, 10.0f, 10), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}));
}

TEST(ClipPlayer, NonLoopingClipStopsOnItsLastFrameAndSaysSo) {
    Fixture f;
    auto& player = f.start({clip("c", 4, {track(f.id(), "position", {key(0, Vec2{0, 0}), key(4, Vec2{40, 0})})})});
    int lastFrames = 0;
    player.setLastFrameCallback([&] { ++lastFrames; });
    player.play("c", false);
    // As in cocos: float time shows frame 5 within the last frame's window (reported as
    // the last frame), then the step past it stops on frame 4 and reports it again.
    EXPECT_EQ(shownFrames(f, 12, 10.0f, 4), (std::vector<int>{1, 2, 3, 3, 5, 5, 4, 4, 4, 4, 4, 4}));
    EXPECT_FALSE(player.isPlaying());
    EXPECT_EQ(lastFrames, 2);
}

TEST(ClipPlayer, LoopingClipRestartsAtItsFirstFrameDroppingTheOvershoot) {
    Fixture f;
    auto& player = f.start({clip("c", 4, {track(f.id(), "position", {key(0, Vec2{0, 0}), key(4, Vec2{40, 0})})})});
    player.play("c", true);
    // cocos: the step whose time passes the last frame goes back to the start frame
    // (gotoFrameAndPlay(start)) and drops the rest of the time.
    // Float time may round to end + 1 inside the last frame's window, as in cocos.
    const std::vector<int> frames = shownFrames(f, 12, 10.0f, 4);
    const auto restart = std::find(frames.begin(), frames.end(), 0);
    ASSERT_NE(restart, frames.end());
    EXPECT_GE(*(restart - 1), 4);
    EXPECT_EQ(*(restart + 1), 1);
    EXPECT_LE(*std::max_element(frames.begin(), frames.end()), 5);
    EXPECT_TRUE(player.isPlaying());
}

TEST(ClipPlayer, SpeedScalesTimelineTimeAsCocosTimeSpeedDoes) {
    Fixture f;
    AnimationClip c = clip("c", 40, {track(f.id(), "position", {key(0, Vec2{0, 0}), key(40, Vec2{400, 0})})});
    c.speed = 1.5f;
    auto& player = f.start({c});
    player.setTimeSpeed(2.0f);
    player.play("c", false);
    float time = 0.0f;
    int frame = 0;
    for (int i = 0; i < 8; ++i) {
        f.frames(1);
        time += kFrame * (2.0f * 1.5f);
        if (std::abs(time - float(frame) * kFrame) >= kFrame) frame = int(time / kFrame);
        ASSERT_EQ(player.currentFrame(), frame);
        ASSERT_FLOAT_EQ(f.node().position().x, 400.0f * (float(frame) / 40.0f));
    }
    EXPECT_GE(player.currentFrame(), 23);
}

// An editor's playhead: after 7 steps a game shows frame 6; showTime(7/60 s) shows 7,
// keeps playing from there, and stops at the clip's end.
TEST(ClipPlayer, ShowTimeShowsTheFrameCountedExactlyAndKeepsPlaying) {
    Fixture f;
    auto& player = f.start({clip("c", 20, {track(f.id(), "position", {key(0, Vec2{0, 0}), key(20, Vec2{20, 0})})})});
    player.play("c", false);
    f.frames(7);
    ASSERT_EQ(player.currentFrame(), 6);
    player.showTime(7 * double(kFrame));
    EXPECT_EQ(player.currentFrame(), 7);
    EXPECT_FLOAT_EQ(f.node().position().x, 7.0f);
    EXPECT_TRUE(player.isPlaying());
    f.frames(1);
    EXPECT_EQ(player.currentFrame(), 7);  // within a frame of frame 7's start
    f.frames(1);
    EXPECT_EQ(player.currentFrame(), 9);
    player.showTime(2.0);
    EXPECT_EQ(player.currentFrame(), 20);
    EXPECT_FLOAT_EQ(f.node().position().x, 20.0f);
}

TEST(ClipPlayer, GotoFrameAndPauseShowsThatFrameAndStays) {
    Fixture f;
    auto& player = f.start({clip("c", 10, {track(f.id(), "position", {key(0, Vec2{0, 0}), key(10, Vec2{100, 0})})})});
    player.gotoFrameAndPause(7);
    EXPECT_FLOAT_EQ(f.node().position().x, 70.0f);
    f.frames(5);
    EXPECT_FLOAT_EQ(f.node().position().x, 70.0f);
    EXPECT_FALSE(player.isPlaying());
}

TEST(ClipPlayer, PlayingAnUnknownClipChangesNothing) {
    Fixture f;
    auto& player = f.start({clip("c", 10, {})});
    EXPECT_FALSE(player.play("missing", true));
    EXPECT_FALSE(player.isPlaying());
}

TEST(ClipPlayer, TracksFollowTheirNodeThroughRenameAndReparentingInsideTheSubtree) {
    Fixture f;
    Node& a = f.node().addChild(test::node("a"));
    Node& b = f.node().addChild(test::node("b"));
    const NodeId bId = b.id();
    f.start({clip("c", 10, {track(bId, "position", {key(0, Vec2{0, 0}), key(10, Vec2{100, 0})})})}).play("c", false);
    b.setName("renamed");
    auto moved = f.node().removeChild(b, false);
    a.addChild(std::move(moved));
    f.frames(2);
    Node* again = f.r.director.runningScene()->findNode(bId);
    ASSERT_NE(again, nullptr);
    EXPECT_FLOAT_EQ(again->position().x, 20.0f);
    // Moved out of the animated subtree, the node is left alone.
    auto out = a.removeChild(*again, false);
    Node& outside = f.r.director.runningScene()->addChild(std::move(out));
    f.frames(2);
    EXPECT_FLOAT_EQ(outside.position().x, 20.0f);
}

TEST(ClipPlayer, NestedClipKeysPlayTheInnerPlayerLoopingOnceOrOnOneFrame) {
    for (auto play : {NestedClipKey::Play::Once, NestedClipKey::Play::Loop, NestedClipKey::Play::SingleFrame}) {
        Fixture f;
        Node& inner = f.node().addChild(test::node("inner"));
        auto innerPlayer = std::make_unique<ClipPlayer>(std::vector<AnimationClip>{
            clip("spin", 10, {track(inner.id(), "rotation", {key(0, 0.0f), key(10, 100.0f)})})});
        ClipPlayer& innerRef = *innerPlayer;
        Keyframe k = key(2, 0);
        k.nested = NestedClipKey{play, "spin", 6};
        f.start({clip("outer", 30, {Track{inner.id(), TrackKind::NestedClip, "", {k}}})}).play("outer", false);
        f.r.director.services().runAction(inner, std::move(innerPlayer));  // steps after the outer one
        EXPECT_FALSE(innerRef.isPlaying());
        f.frames(2);  // the outer timeline enters the key at frame 2; the inner steps after it
        if (play == NestedClipKey::Play::SingleFrame) {
            EXPECT_FALSE(innerRef.isPlaying());
            EXPECT_EQ(innerRef.currentFrame(), 6);
            EXPECT_FLOAT_EQ(inner.rotation(), 60.0f);
            continue;
        }
        EXPECT_TRUE(innerRef.isPlaying());
        EXPECT_EQ(innerRef.currentFrame(), 1);
        f.frames(16);
        EXPECT_EQ(innerRef.isPlaying(), play == NestedClipKey::Play::Loop);
        if (play == NestedClipKey::Play::Once) {
            EXPECT_EQ(innerRef.currentFrame(), 10);
        }
        if (play == NestedClipKey::Play::Loop) {
            EXPECT_LT(innerRef.currentFrame(), 10);
        }
    }
}

TEST(ClipPlayer, NestedClipIsCutToEndWithTheOuterClip) {
    Fixture f;
    Node& inner = f.node().addChild(test::node("inner"));
    auto innerPlayer = std::make_unique<ClipPlayer>(std::vector<AnimationClip>{clip("spin", 10, {})});
    ClipPlayer& innerRef = *innerPlayer;
    f.r.director.services().runAction(inner, std::move(innerPlayer));
    Keyframe k = key(2, 0);
    k.nested = NestedClipKey{NestedClipKey::Play::Once, "spin", 0};
    f.start({clip("outer", 5, {Track{inner.id(), TrackKind::NestedClip, "", {k}}})}).play("outer", false);
    f.frames(2);
    EXPECT_EQ(innerRef.endFrame(), 3);  // 10 + (5 − 2 − 10)
}

TEST(ClipPlayer, OutOfRangeKeysFromTheApiNeitherApplyNorOverflow) {
    Fixture f;
    f.node().setOpacity(200);
    auto& player = f.start({clip("c", 10, {track(f.id(), "opacity", {key(0, 300), key(10, 2147483647)})})});
    player.gotoFrameAndPause(0);
    EXPECT_EQ(f.node().opacity(), 200);  // 300 is no opacity: the setter's check refuses it
    player.gotoFrameAndPause(5);         // nor does a tween towards a refused value start
    EXPECT_EQ(f.node().opacity(), 200);
}

namespace {

// Two clips cut from one Studio timeline whose x keys are 0 → 0, 10 → 100, 20 → 200 and
// 30 → 300, as the importer cuts them: "late" (20..30) listed before "early" (0..20), each
// with the keys its frames need, rebased to its start.
std::vector<AnimationClip> clipsCutFromOneTimeline(NodeId node) {
    AnimationClip late = clip("late", 10, {track(node, "position", {key(0, Vec2{200, 0}), key(10, Vec2{300, 0})})});
    late.startFrame = 20;
    AnimationClip early = clip(
        "early", 20, {track(node, "position", {key(0, Vec2{0, 0}), key(10, Vec2{100, 0}), key(20, Vec2{200, 0})})});
    early.startFrame = 0;
    return {late, early};
}

}  // namespace

TEST(ClipPlayer, StudioClipsCountFramesOnTheTimelineTheyWereCutFrom) {
    Fixture f;
    auto& player = f.start(clipsCutFromOneTimeline(f.id()));
    ASSERT_TRUE(player.selectStudioTimeline());
    const std::vector<float> x = xsAtFrames(f, 30);
    for (int frame = 0; frame <= 30; ++frame) EXPECT_FLOAT_EQ(x[std::size_t(frame)], float(frame * 10)) << frame;
    EXPECT_EQ(player.currentClip()->length, 30);
    // The named clips stay as they were, and playing one still starts at its own frame 0.
    ASSERT_EQ(player.clips().size(), 2u);
    EXPECT_EQ(player.clips()[0].name, "late");
    ASSERT_TRUE(player.play("late", false));
    EXPECT_EQ(f.node().position().x, 200.0f);
    EXPECT_EQ(player.findClip(""), nullptr);
    // Back on the timeline: frame 0 is the file's frame 0 again.
    ASSERT_TRUE(player.selectStudioTimeline());
    player.gotoFrameAndPause(0);
    EXPECT_EQ(f.node().position().x, 0.0f);
}

TEST(ClipPlayer, ClipsMadeWithoutAStudioPlaceHaveNoStudioTimeline) {
    Fixture f;
    std::vector<AnimationClip> clips = clipsCutFromOneTimeline(f.id());
    clips[1].startFrame.reset();
    auto& player = f.start(clips);
    EXPECT_FALSE(player.selectStudioTimeline());
    EXPECT_EQ(player.currentClip()->name, "late");
    EXPECT_FALSE(studioTimeline({}).has_value());
}

TEST(ClipPlayer, TheStudioTimelineKeepsEachKeyOnceAndTheFirstClipsWhereTwoDiffer) {
    const NodeId node = NodeId::next();
    std::vector<AnimationClip> clips = clipsCutFromOneTimeline(node);
    clips[0].tracks[0].keys[0].value = Vec2{-1, -1};  // "late" disagrees at frame 20
    Track events{node, TrackKind::Event, "", {key(5, std::string("hit"))}};
    clips[0].tracks.push_back(events);
    const std::optional<AnimationClip> whole = studioTimeline(clips);
    ASSERT_TRUE(whole.has_value());
    EXPECT_EQ(whole->length, 30);
    ASSERT_EQ(whole->tracks.size(), 2u);
    std::vector<std::pair<int, PropertyValue>> keys;
    for (const Keyframe& k : whole->tracks[0].keys) keys.emplace_back(k.frame, k.value);
    EXPECT_EQ(keys, (std::vector<std::pair<int, PropertyValue>>{
                        {0, Vec2{0, 0}}, {10, Vec2{100, 0}}, {20, Vec2{-1, -1}}, {30, Vec2{300, 0}}}));
    EXPECT_EQ(whole->tracks[1].kind, TrackKind::Event);
    ASSERT_EQ(whole->tracks[1].keys.size(), 1u);
    EXPECT_EQ(whole->tracks[1].keys[0].frame, 25);
}

// cocos' InnerActionFrame: "-- ALL --" (no clip named) plays the nested file's whole
// timeline, and a single frame is a frame of that timeline.
TEST(ClipPlayer, NestedKeysNamingNoClipOrOneFrameCountOnTheStudioTimeline) {
    for (auto play : {NestedClipKey::Play::Once, NestedClipKey::Play::SingleFrame}) {
        Fixture f;
        Node& inner = f.node().addChild(test::node("inner"));
        auto innerPlayer = std::make_unique<ClipPlayer>(clipsCutFromOneTimeline(inner.id()));
        ClipPlayer& innerRef = *innerPlayer;
        Keyframe k = key(2, 0);
        k.nested = NestedClipKey{play, "", 25};
        f.start({clip("outer", 60, {Track{inner.id(), TrackKind::NestedClip, "", {k}}})}).play("outer", false);
        f.r.director.services().runAction(inner, std::move(innerPlayer));
        f.frames(2);
        if (play == NestedClipKey::Play::SingleFrame) {
            EXPECT_EQ(inner.position().x, 250.0f);
            continue;
        }
        EXPECT_EQ(innerRef.endFrame(), 30);
        f.frames(24);  // the inner timeline at its frame 25
        EXPECT_EQ(innerRef.currentFrame(), 25);
        EXPECT_EQ(inner.position().x, 250.0f);
    }
}
