// The scene file's "animations" key (docs/scene-format.md, "Animations"): checked with a
// JSON pointer on every error, kept byte for byte, turned into runtime clips.
#include "diorama/serialization/scene_animations.h"
#include "diorama/scene/scene.h"
#include "diorama/serialization/scene_io.h"
#include "scene_fixtures.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;

namespace {

// A canonical scene (as the writer spells it) with `animations` spliced in.
std::string sceneWith(const std::string& animations) {
    std::string text = R"({
  "format": "diorama.scene",
  "version": 1,
  "designSize": [960, 640],
  "root": {
    "type": "Scene",
    "id": "root",
    "children": [
      {
        "type": "Sprite",
        "id": "hero",
        "name": "hero"
      },
      {
        "type": "Node",
        "id": "box"
      }
    ]
  })";
    if (!animations.empty()) text += ",\n  \"animations\": " + animations;
    return text + "\n}\n";
}

const std::string kValid = R"({
    "version": 1,
    "clips": [
      {
        "name": "intro",
        "length": 30,
        "speed": 1.5,
        "loop": true,
        "autoplay": true,
        "startFrame": 12,
        "tracks": [
          {
            "node": "hero",
            "property": "position",
            "keys": [
              {
                "frame": 0,
                "value": [0, 0],
                "easing": "QuadOut"
              },
              {
                "frame": 30,
                "value": [300, 60],
                "tween": false
              }
            ]
          },
          {
            "node": "hero",
            "property": "opacity",
            "keys": [
              {
                "frame": 0,
                "value": 0,
                "easing": {
                  "type": "Custom",
                  "points": [
                    [0, 0],
                    [0.5, 1.2],
                    [0.5, 1],
                    [1, 1]
                  ]
                }
              },
              {
                "frame": 10,
                "value": 255
              }
            ]
          },
          {
            "node": "box",
            "kind": "event",
            "keys": [
              {
                "frame": 20,
                "value": "landed"
              }
            ]
          }
        ]
      },
      {
        "name": "idle",
        "length": 0
      }
    ]
  })";

std::string errorOf(const std::string& animations) {
    LoadResult r = load(sceneWith(animations));
    EXPECT_FALSE(r.ok());
    return r.error ? r.error->pointer + ": " + r.error->message : std::string("loaded");
}

}  // namespace

TEST(SceneAnimations, ClipsRoundTripByteForByte) {
    const std::string text = sceneWith(kValid);
    LoadResult r = load(text);
    ASSERT_TRUE(r.ok()) << r.error->format();
    EXPECT_EQ(saveSceneToString(*r.scene, r.file), text);
}

TEST(SceneAnimations, AFileWithoutClipsIsUnchangedAndHasNone) {
    const std::string text = sceneWith("");
    LoadResult r = load(text);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(saveSceneToString(*r.scene, r.file), text);
    EXPECT_TRUE(sceneAnimations(*r.scene, r.file).empty());
    EXPECT_EQ(runSceneAnimations(*r.scene, r.file), nullptr);
}

TEST(SceneAnimations, ClipsTargetTheNodesTheFileIdsName) {
    LoadResult r = load(sceneWith(kValid));
    ASSERT_TRUE(r.ok());
    const auto clips = sceneAnimations(*r.scene, r.file);
    ASSERT_EQ(clips.size(), 2u);
    const AnimationClip& intro = clips[0];
    EXPECT_EQ(intro.name, "intro");
    EXPECT_EQ(intro.length, 30);
    EXPECT_FLOAT_EQ(intro.frameRate, 60.0f);
    EXPECT_FLOAT_EQ(intro.speed, 1.5f);
    EXPECT_TRUE(intro.loop);
    EXPECT_EQ(intro.startFrame, 12);
    EXPECT_TRUE(intro.autoplay);
    ASSERT_EQ(intro.tracks.size(), 3u);
    const Node* hero = r.scene->children()[0].get();
    EXPECT_EQ(intro.tracks[0].node, hero->id());
    EXPECT_EQ(intro.tracks[0].property, "position");
    EXPECT_EQ(intro.tracks[0].keys[0].easing.type, TweenType::QuadOut);
    EXPECT_EQ(intro.tracks[0].keys[1].value, PropertyValue(Vec2{300, 60}));
    EXPECT_FALSE(intro.tracks[0].keys[1].tween);
    EXPECT_EQ(intro.tracks[1].keys[0].easing.type, TweenType::Custom);
    EXPECT_TRUE(intro.tracks[1].keys[0].easing.hasPoints);
    EXPECT_FLOAT_EQ(intro.tracks[1].keys[0].easing.points[1].y, 1.2f);
    EXPECT_EQ(intro.tracks[1].keys[1].value, PropertyValue(255));
    EXPECT_EQ(intro.tracks[2].kind, TrackKind::Event);
    EXPECT_EQ(intro.tracks[2].keys[0].value, PropertyValue(std::string("landed")));
}

TEST(SceneAnimations, RunningTheSceneAnimationsPlaysTheAutoplayClip) {
    LoadResult r = load(sceneWith(kValid));
    ASSERT_TRUE(r.ok());
    ClipPlayer* player = runSceneAnimations(*r.scene, r.file);
    ASSERT_NE(player, nullptr);
    EXPECT_TRUE(player->isPlaying());
    EXPECT_EQ(player->currentClip()->name, "intro");
    EXPECT_EQ(r.scene->children()[0]->opacity(), 0);  // frame 0 is shown at once
}

TEST(SceneAnimations, EveryMistakeIsReportedAtItsPointer) {
    const std::pair<std::string, std::string> cases[] = {
        {R"([])", ": expected animations (an object), found array"},
        {R"({"clips": []})", ": missing required key \"version\""},
        {R"({"version": 2, "clips": []})", "/version: animations version 2 is not supported (this build reads 1)"},
        {R"({"version": 1, "clip": []})", "/clip: unknown key in animations"},
        {R"({"version": 1, "clips": [{"length": 3}]})", "/clips/0: missing required key \"name\""},
        {R"({"version": 1, "clips": [{"name": "a", "length": -1}]})",
         "/clips/0/length: animation frame limit exceeded"},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "frameRate": 0}]})", "/clips/0/frameRate: expected"},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "startFrame": -1}]})",
         "/clips/0/startFrame: animation frame limit exceeded"},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "startFrame": 1.5}]})",
         "/clips/0/startFrame: expected an integer"},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3}, {"name": "a", "length": 3}]})",
         "/clips/1/name: another clip is already named \"a\""},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "autoplay": true}, {"name": "b", "length": 3, "autoplay": true}]})",
         "/clips/1/autoplay: only one clip may autoplay"},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "tracks": [{"node": "ghost", "property": "position", "keys": []}]}]})",
         "/clips/0/tracks/0/node: no node has the id \"ghost\""},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "tracks": [{"node": "box", "property": "spriteFrame", "keys": []}]}]})",
         "/clips/0/tracks/0/property: a Node has no property \"spriteFrame\""},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "tracks": [{"node": "box", "property": "position", "keys": [{"frame": 2, "value": [0, 0]}, {"frame": 2, "value": [1, 1]}]}]}]})",
         "/clips/0/tracks/0/keys/1/frame: keys must be in increasing frame order"},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "tracks": [{"node": "box", "property": "opacity", "keys": [{"frame": 0, "value": 300}]}]}]})",
         "/clips/0/tracks/0/keys/0/value"},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "tracks": [{"node": "box", "property": "position", "keys": [{"frame": 0, "value": [0, 0], "easing": "Wobbly"}]}]}]})",
         "/clips/0/tracks/0/keys/0/easing: unknown easing \"Wobbly\""},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "tracks": [{"node": "box", "property": "position", "keys": [{"frame": 0, "value": [0, 0], "easing": {"type": "Custom", "points": [[0, 0]]}}]}]}]})",
         "/clips/0/tracks/0/keys/0/easing/points: expected 4 points"},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "tracks": [{"node": "box", "kind": "nestedClip", "keys": []}]}]})",
         "/clips/0/tracks/0/node: nestedClip tracks drive the clips of a nested scene (an Instance node)"},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "tracks": [{"node": "box", "property": "position", "keys": [{"frame": 0, "value": [0, 0]}]}, {"node": "box", "property": "position", "keys": []}]}]})",
         "/clips/0/tracks/1: this clip already has a track for that node and property"},
        {R"({"version": 1, "clips": [{"name": "a", "length": 3, "tracks": [{"node": "box", "kind": "event", "keys": [{"frame": 0, "value": 5}]}]}]})",
         "/clips/0/tracks/0/keys/0/value: expected a string"},
    };
    for (const auto& [animations, expected] : cases) {
        SCOPED_TRACE(animations);
        const std::string error = errorOf(animations);
        EXPECT_EQ(error.rfind("/animations" + expected, 0), 0u) << error;
    }
}

TEST(SceneAnimations, ElasticEasingsWhosePeriodGivesNaNAreRefusedAtTheirPoint) {
    // An elastic key's period is its first point's x, as in cocos' tweenTo; 0 divides by
    // zero (issue #32, finding 9, through clips). ElasticInOut replaces 0 with 0.45 as cocos
    // does, so it stays valid, and so does any period cocos gives a finite curve.
    auto key = [](const std::string& easing) {
        return R"({"version": 1, "clips": [{"name": "a", "length": 3, "tracks": [{"node": "box", "property": "position", "keys": [{"frame": 0, "value": [0, 0], "easing": )" +
               easing + R"(}, {"frame": 3, "value": [9, 9]}]}]}]})";
    };
    for (const char* type : {"ElasticIn", "ElasticOut"}) {
        SCOPED_TRACE(type);
        const std::string error =
            errorOf(key(std::string(R"({"type": ")") + type + R"(", "points": [[0, 0], [0, 0], [1, 1], [1, 1]]})"));
        EXPECT_EQ(error.rfind("/animations/clips/0/tracks/0/keys/0/easing/points/0", 0), 0u) << error;
    }
    for (const char* ok :
         {R"({"type": "ElasticInOut", "points": [[0, 0], [0, 0], [1, 1], [1, 1]]})",
          R"({"type": "ElasticIn", "points": [[-0.4, 0], [0, 0], [1, 1], [1, 1]]})", R"("ElasticIn")"}) {
        SCOPED_TRACE(ok);
        EXPECT_TRUE(load(sceneWith(key(ok))).ok());
    }
}

TEST(SceneAnimations, ErrorsCarryTheFileLineAndColumn) {
    LoadResult r = load(sceneWith(R"({"version": 1, "clips": [{"name": "a", "length": "long"}]})"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->pointer, "/animations/clips/0/length");
    EXPECT_GT(r.error->line, 0);
}

TEST(SceneAnimations, SavingDropsTheTracksOfDeletedNodesSoTheFileStillLoads) {
    LoadResult r = load(sceneWith(kValid));
    ASSERT_TRUE(r.ok());
    Node& box = *r.scene->children()[1];
    auto removed = r.scene->removeChild(box);
    const std::string saved = saveSceneToString(*r.scene, r.file);
    LoadResult again = load(saved);
    ASSERT_TRUE(again.ok()) << again.error->format();
    const auto clips = sceneAnimations(*again.scene, again.file);
    ASSERT_EQ(clips.size(), 2u);
    EXPECT_EQ(clips[0].tracks.size(), 2u);  // the event track on "box" is gone, hero's stay
}

TEST(SceneAnimations, ClipsSetFromTheRuntimeAreWrittenAsTheReaderReadsThem) {
    const std::string text = sceneWith(kValid);
    LoadResult r = load(text);
    ASSERT_TRUE(r.ok());
    const auto clips = sceneAnimations(*r.scene, r.file);
    r.file.documentUnknownKeys.clear();
    ASSERT_EQ(setSceneAnimations(*r.scene, r.file, clips), "");
    EXPECT_EQ(saveSceneToString(*r.scene, r.file), text);

    // No clips: the key goes away.
    ASSERT_EQ(setSceneAnimations(*r.scene, r.file, {}), "");
    EXPECT_EQ(saveSceneToString(*r.scene, r.file), sceneWith(""));
}

TEST(SceneAnimations, ClipsNamingAMissingNodeOrPropertyAreRefusedAndChangeNothing) {
    LoadResult r = load(sceneWith(kValid));
    ASSERT_TRUE(r.ok());
    const std::string before = r.file.documentUnknownKeys;
    AnimationClip clip;
    clip.name = "a";
    clip.tracks.push_back(Track{NodeId::next(), TrackKind::Property, "position", {}});
    EXPECT_EQ(setSceneAnimations(*r.scene, r.file, {clip}), "clip \"a\": a track's node is not in the scene");
    clip.tracks[0].node = r.scene->children()[1]->id();
    clip.tracks[0].property = "spriteFrame";
    EXPECT_EQ(setSceneAnimations(*r.scene, r.file, {clip}), "clip \"a\": a Node has no property \"spriteFrame\"");
    EXPECT_EQ(r.file.documentUnknownKeys, before);
}

// What setSceneAnimations writes must read back: values the property refuses, keys out of
// order, two clips of one name or two autoplaying are refused with the reader's message.
namespace {
Keyframe opacityKey(int frame, int value) {
    Keyframe k;
    k.frame = frame;
    k.value = value;
    return k;
}
}  // namespace

TEST(SceneAnimations, ClipsTheReaderWouldRefuseAreRefusedWithItsMessageAndChangeNothing) {
    LoadResult r = load(sceneWith(kValid));
    ASSERT_TRUE(r.ok());
    const std::string before = r.file.documentUnknownKeys;
    const NodeId box = r.scene->children()[1]->id();
    AnimationClip clip;
    clip.name = "a";
    clip.length = 10;
    clip.tracks.push_back(Track{box, TrackKind::Property, "opacity", {opacityKey(0, 999)}});
    EXPECT_EQ(setSceneAnimations(*r.scene, r.file, {clip}),
              "/animations/clips/0/tracks/0/keys/0/value: integer 999 is out of range [0, 255]");
    clip.tracks[0].keys = {opacityKey(5, 10), opacityKey(2, 20)};
    EXPECT_EQ(setSceneAnimations(*r.scene, r.file, {clip}),
              "/animations/clips/0/tracks/0/keys/1/frame: keys must be in increasing frame order");
    clip.tracks[0].keys = {opacityKey(0, 10)};
    EXPECT_EQ(setSceneAnimations(*r.scene, r.file, {clip, clip}),
              "/animations/clips/1/name: another clip is already named \"a\"");
    AnimationClip other = clip;
    other.name = "b";
    clip.autoplay = other.autoplay = true;
    EXPECT_EQ(setSceneAnimations(*r.scene, r.file, {clip, other}),
              "/animations/clips/1/autoplay: only one clip may autoplay");
    EXPECT_EQ(r.file.documentUnknownKeys, before);
}
