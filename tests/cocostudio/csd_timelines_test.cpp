// Studio timelines imported as clips: each AnimationInfo a clip holding the keys of its
// frame range (and the nearest key on each side, which shape its edges), so that a clip
// plays exactly as cocos plays that range of the file's one timeline.
#include "csb_generated.h"
#include "csbdump_run.h"
#include "diorama/cocostudio/csd_import.h"
#include "diorama/cocostudio/export.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/builtin_types.h"
#include "diorama/types/node_type.h"
#include "temp_files.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <map>

using namespace diorama;
using namespace diorama::cocostudio;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;
const fs::path kCocos = kSource / "tests/fixtures/cocostudio/cocos2d-x";

const fs::path kHero = kSource / "tests/fixtures/cocostudio/timelines/hero.csd";

// The fixture: a node with every kind of timeline Studio writes for it, and two clips,
// intro (0..40) and outro (40..90); without its AnimationList when `clips` is false.
std::string withoutAnimationList(std::string text) {
    const auto from = text.find("<AnimationList>");
    const auto to = text.find("</AnimationList>") + std::string("</AnimationList>").size();
    if (from != std::string::npos) text.erase(from, to - from);
    return text;
}

std::string hero(bool clips) { return clips ? test::readFile(kHero) : withoutAnimationList(test::readFile(kHero)); }

// The fixture imported into `dir` and exported from there as hero.csb; its path.
fs::path heroAsCsb(const fs::path& dir) {
    test::writeFile(dir / "hero.csd", hero(true));
    ImportResult imported = importCsd(dir / "hero.csd");
    EXPECT_TRUE(imported.ok() && saveImport(imported, dir / "hero.scene.json").ok);
    ExportOptions options;
    options.output = dir / "hero.csb";
    options.resourceRoot = dir;
    EXPECT_TRUE(exportScene(dir / "hero.scene.json", options).ok());
    return options.output;
}

struct Played {
    Vec2 position;
    float scaleX, scaleY;
    int opacity;
    Color3B color;
    bool visible;
    int z;
    friend bool operator==(const Played&, const Played&) = default;
};

Played shown(ImportResult& r, const std::string& clip, int frame) {
    ClipPlayer* player = runSceneAnimations(*r.scene, r.file, /*autoplay=*/false);
    EXPECT_NE(player, nullptr);
    if (!player) return {};
    EXPECT_TRUE(player->play(clip, false));
    player->gotoFrameAndPause(frame);
    const Node& n = *findNodeByPath(*r.scene, "hero");
    Played p{n.position(), n.scaleX(), n.scaleY(), n.opacity(), n.color(), n.isVisible(), n.localZOrder()};
    r.scene->stopAllActions();
    return p;
}

const AnimationClip* clipNamed(const std::vector<AnimationClip>& clips, const std::string& name) {
    for (const AnimationClip& c : clips)
        if (c.name == name) return &c;
    return nullptr;
}

std::vector<int> framesOf(const AnimationClip& clip, const std::string& property,
                          TrackKind kind = TrackKind::Property) {
    for (const Track& t : clip.tracks)
        if (t.kind == kind && (kind != TrackKind::Property || t.property == property)) {
            std::vector<int> frames;
            for (const Keyframe& k : t.keys) frames.push_back(k.frame);
            return frames;
        }
    return {};
}

// The one clip `csd`'s whole timeline imports as when its AnimationList is set aside.
AnimationClip wholeTimeline(const fs::path& csd) {
    const fs::path whole = csd.parent_path() / "whole.csd";
    test::writeFile(whole, withoutAnimationList(test::readFile(csd)));
    ImportOptions options;
    options.resourceRoot = options.outputDirectory = csd.parent_path();
    ImportResult r = importCsd(whole, options);
    EXPECT_TRUE(r.ok());
    if (!r.ok()) return {};
    const std::vector<AnimationClip> clips = sceneAnimations(*r.scene, r.file);
    EXPECT_EQ(clips.size(), 1u);
    return clips.empty() ? AnimationClip{} : clips.front();
}

}  // namespace

TEST(CsdTimelines, EachAnimationInfoIsAClipOfItsRangeWithTheKeysThatShapeItsEdges) {
    test::TempDir dir;
    test::writeFile(dir.path / "hero.csd", hero(true));
    ImportResult r = importCsd(dir.path / "hero.csd");
    ASSERT_TRUE(r.ok()) << r.error->format();
    const std::vector<AnimationClip> clips = sceneAnimations(*r.scene, r.file);
    ASSERT_EQ(clips.size(), 2u);
    const AnimationClip& intro = *clipNamed(clips, "intro");
    const AnimationClip& outro = *clipNamed(clips, "outro");
    EXPECT_EQ(intro.length, 40);
    EXPECT_EQ(outro.length, 50);
    EXPECT_EQ(intro.startFrame, 0);  // their places on Studio's one timeline, for the export
    EXPECT_EQ(outro.startFrame, 40);
    EXPECT_FLOAT_EQ(intro.speed, 0.5f);
    EXPECT_FALSE(intro.loop || intro.autoplay);
    // Keys in the range, and the nearest outside it where none sits on the edge.
    EXPECT_EQ(framesOf(intro, "position"), (std::vector<int>{0, 30, 90}));
    EXPECT_EQ(framesOf(outro, "position"), (std::vector<int>{-10, 50}));
    EXPECT_EQ(framesOf(intro, "scaleX"), (std::vector<int>{10, 70}));
    EXPECT_EQ(framesOf(intro, "scaleY"), (std::vector<int>{10, 70}));
    EXPECT_EQ(framesOf(outro, "visible"), (std::vector<int>{5}));
    // Events fire only inside their clip.
    EXPECT_EQ(framesOf(intro, "", TrackKind::Event), (std::vector<int>{20}));
    EXPECT_EQ(framesOf(outro, "", TrackKind::Event), (std::vector<int>{30}));
    // The from-key's easing and Tween; Alpha loads no easing (cocos' IntFrame for Alpha).
    const auto track = [](const AnimationClip& c, const std::string& p) {
        return *std::find_if(c.tracks.begin(), c.tracks.end(), [&](const Track& t) { return t.property == p; });
    };
    EXPECT_EQ(track(intro, "position").keys[0].easing.type, TweenType::QuadIn);
    EXPECT_FALSE(track(intro, "position").keys[1].tween);
    EXPECT_EQ(track(intro, "position").keys[1].value, PropertyValue(Vec2{300, 60}));
    EXPECT_EQ(track(intro, "scaleY").keys[0].easing.type, TweenType::Custom);
    EXPECT_FLOAT_EQ(track(intro, "scaleY").keys[0].easing.points[1].y, 1.4f);
    EXPECT_EQ(track(intro, "opacity").keys[0].easing.type, TweenType::Linear);
    EXPECT_EQ(track(intro, "color").keys[0].value, PropertyValue(Color3B{255, 0, 0}));
    EXPECT_EQ(track(outro, "localZOrder").keys[0].value, PropertyValue(3));
    // A timeline whose ActionTag names no node is left out, and said.
    EXPECT_TRUE(std::any_of(r.report.warnings.begin(), r.report.warnings.end(), [](const ImportWarning& w) {
        return w.message.find("ActionTag 99") != std::string::npos;
    }));
    // The timelines are clips now, not kept XML.
    EXPECT_EQ(saveSceneToString(*r.scene, r.file).find("cocosStudioAnimation"), std::string::npos);
}

// A hand-written file may leave a frame's value out. cocos' converter then reads 0 for a
// number, black for a colour, and false for any Bool Value or Tween but "True" (only an
// absent one is true): so does the importer, for the keys and for the values at frame 0.
TEST(CsdTimelines, AFramesAbsentValuesAreCocosConvertersDefaults) {
    test::TempDir dir;
    test::writeFile(dir.path / "bare.csd", R"(<GameFile><Content ctype="GameProjectContent"><Content>
<Animation Duration="10" Speed="1.0000">
  <Timeline ActionTag="3" Property="Scale"><ScaleFrame FrameIndex="2" X="2" Tween="false" /></Timeline>
  <Timeline ActionTag="3" Property="Alpha"><IntFrame FrameIndex="2" /></Timeline>
  <Timeline ActionTag="3" Property="CColor"><ColorFrame FrameIndex="2"><Color R="200" /></ColorFrame></Timeline>
  <Timeline ActionTag="3" Property="VisibleForFrame"><BoolFrame FrameIndex="2" Value="false" /></Timeline>
</Animation>
<ObjectData Name="Scene" ctype="GameNodeObjectData"><Size X="480" Y="320" /><Children>
  <AbstractNodeData Name="n" ActionTag="3" Tag="1" ctype="SingleNodeObjectData"><Size X="0" Y="0" /></AbstractNodeData>
</Children></ObjectData></Content></Content></GameFile>)");
    ImportResult r = importCsd(dir.path / "bare.csd");
    ASSERT_TRUE(r.ok()) << r.error->format();
    const std::vector<AnimationClip> clips = sceneAnimations(*r.scene, r.file);
    ASSERT_EQ(clips.size(), 1u);
    std::map<std::string, const Keyframe*> keys;
    for (const Track& t : clips[0].tracks)
        if (!t.keys.empty()) keys[t.property] = &t.keys.front();
    ASSERT_EQ(keys.size(), 5u);
    EXPECT_EQ(std::get<float>(keys["scaleX"]->value), 2.0f);
    EXPECT_EQ(std::get<float>(keys["scaleY"]->value), 0.0f);
    EXPECT_FALSE(keys["scaleX"]->tween);
    EXPECT_EQ(std::get<int>(keys["opacity"]->value), 0);
    EXPECT_EQ(std::get<Color3B>(keys["color"]->value), (Color3B{200, 0, 0}));
    EXPECT_FALSE(std::get<bool>(keys["visible"]->value));
}

// cocos' TextureFrame acts only on a Sprite (an ImageView is a widget), and every node
// gets an ActionTag, 0 when the attribute is absent: a timeline binds to the last node in
// file order with its tag.
TEST(CsdTimelines, ImagesAnimateOnlyOnSpritesAndActionTagZeroIsAnyUntaggedNode) {
    test::TempDir dir;
    fs::create_directories(dir.path / "images");
    fs::copy(kSource / "tests/fixtures/cocostudio/cocosstudio/images/hero.png", dir.path / "images/a.png");
    fs::copy(kSource / "tests/fixtures/cocostudio/cocosstudio/images/hero.png", dir.path / "images/b.png");
    test::writeFile(dir.path / "f.csd", R"(<GameFile><Content ctype="GameProjectContent"><Content>
<Animation Duration="10" Speed="1.0000">
  <Timeline ActionTag="3" Property="FileData">
    <TextureFrame FrameIndex="0" Tween="False"><TextureFile Type="Normal" Path="images/a.png" Plist="" /></TextureFrame>
    <TextureFrame FrameIndex="5" Tween="False"><TextureFile Type="Normal" Path="images/b.png" Plist="" /></TextureFrame>
  </Timeline>
  <Timeline ActionTag="4" Property="FileData">
    <TextureFrame FrameIndex="0" Tween="False"><TextureFile Type="Normal" Path="images/a.png" Plist="" /></TextureFrame>
    <TextureFrame FrameIndex="5" Tween="False"><TextureFile Type="Normal" Path="images/b.png" Plist="" /></TextureFrame>
  </Timeline>
  <Timeline ActionTag="0" Property="Position">
    <PointFrame FrameIndex="0" X="0" Y="0" /><PointFrame FrameIndex="10" X="100" Y="0" />
  </Timeline>
</Animation>
<ObjectData Name="Scene" ctype="GameNodeObjectData"><Size X="480" Y="320" /><Children>
  <AbstractNodeData Name="view" ActionTag="3" ctype="ImageViewObjectData"><Size X="10" Y="10" />
    <FileData Type="Normal" Path="images/a.png" Plist="" /></AbstractNodeData>
  <AbstractNodeData Name="sprite" ActionTag="4" ctype="SpriteObjectData"><Size X="10" Y="10" />
    <FileData Type="Normal" Path="images/a.png" Plist="" /></AbstractNodeData>
  <AbstractNodeData Name="first" ctype="SingleNodeObjectData"><Size X="0" Y="0" /></AbstractNodeData>
  <AbstractNodeData Name="last" ctype="SingleNodeObjectData"><Size X="0" Y="0" /></AbstractNodeData>
</Children></ObjectData></Content></Content></GameFile>)");
    ImportOptions options;
    options.resourceRoot = dir.path;
    ImportResult r = importCsd(dir.path / "f.csd", options);
    ASSERT_TRUE(r.ok()) << r.error->format();
    const std::vector<AnimationClip> clips = sceneAnimations(*r.scene, r.file);
    ASSERT_EQ(clips.size(), 1u);
    std::vector<std::string> tracks;
    for (const Track& t : clips[0].tracks) {
        const Node* n = r.scene->findNode(t.node);
        tracks.push_back((n ? n->name() : "?") + "." + t.property);
    }
    std::sort(tracks.begin(), tracks.end());
    EXPECT_EQ(tracks, (std::vector<std::string>{"last.position", "sprite.texture"}));
    EXPECT_TRUE(std::any_of(r.report.warnings.begin(), r.report.warnings.end(), [](const ImportWarning& w) {
        return w.message.find("FileData") != std::string::npos && w.message.find("ImageView") != std::string::npos;
    }));
}

// A nested file is shown at its timeline's frame 0, read with the same defaults: an
// absent value is 0.
TEST(CsdTimelines, ANestedFilesFrameZeroTakesTheConvertersDefaultsToo) {
    test::TempDir dir;
    test::writeFile(dir.path / "child.csd", R"(<GameFile><Content ctype="GameProjectContent"><Content>
<Animation Duration="10" Speed="1.0000">
  <Timeline ActionTag="5" Property="Alpha"><IntFrame FrameIndex="0" /></Timeline>
  <Timeline ActionTag="5" Property="Scale"><ScaleFrame FrameIndex="0" X="2" /></Timeline>
</Animation>
<ObjectData Name="Child" ctype="GameNodeObjectData"><Size X="0" Y="0" /><Children>
  <AbstractNodeData Name="piece" ActionTag="5" Tag="5" ctype="SingleNodeObjectData"><Size X="0" Y="0" /></AbstractNodeData>
</Children></ObjectData></Content></Content></GameFile>)");
    test::writeFile(dir.path / "parent.csd", R"(<GameFile><Content ctype="GameProjectContent"><Content>
<ObjectData Name="Scene" ctype="GameNodeObjectData"><Size X="480" Y="320" /><Children>
  <AbstractNodeData Name="part" ActionTag="1" Tag="1" ctype="ProjectNodeObjectData"><Size />
    <FileData Type="Normal" Path="child.csd" Plist="" /></AbstractNodeData>
</Children></ObjectData></Content></Content></GameFile>)");
    ImportOptions options;
    options.inlineNestedFiles = true;
    ImportResult r = importCsd(dir.path / "parent.csd", options);
    ASSERT_TRUE(r.ok()) << r.error->format();
    const Node* piece = findNodeByPath(*r.scene, "part/piece");
    ASSERT_NE(piece, nullptr);
    EXPECT_EQ(piece->opacity(), 0);
    EXPECT_EQ(piece->scaleX(), 2.0f);
    EXPECT_EQ(piece->scaleY(), 0.0f);
}

TEST(CsdTimelines, AClipPlaysExactlyAsCocosPlaysItsRangeOfTheWholeTimeline) {
    test::TempDir dir;
    test::writeFile(dir.path / "ranges.csd", hero(true));
    test::writeFile(dir.path / "whole.csd", hero(false));
    ImportResult ranges = importCsd(dir.path / "ranges.csd");
    ImportResult whole = importCsd(dir.path / "whole.csd");
    ASSERT_TRUE(ranges.ok() && whole.ok());
    // Without an AnimationList the whole timeline is one clip, frames 0 to Duration.
    const std::vector<AnimationClip> all = sceneAnimations(*whole.scene, whole.file);
    ASSERT_EQ(all.size(), 1u);
    EXPECT_EQ(all[0].name, "timeline");
    EXPECT_EQ(all[0].length, 90);
    for (const auto& [clip, start, length] : {std::tuple{"intro", 0, 40}, std::tuple{"outro", 40, 50}})
        for (int f = 0; f <= length; ++f)
            EXPECT_EQ(shown(ranges, clip, f), shown(whole, "timeline", start + f)) << clip << " frame " << f;
    // One value checked against cocos' formula: QuadIn from (0,0) to (300,60) at frame 15.
    EXPECT_EQ(shown(whole, "timeline", 15).position, (Vec2{300 * 0.25f, 60 * 0.25f}));
}

TEST(CsdTimelines, CocosFixturesImportTheirClipsAndTheNestedActionValue) {
    test::TempDir dir;
    fs::copy_file(kCocos / "tests__cpp-tests__Resources__ActionTimeline__TestAnimation.csd",
                  dir.path / "TestAnimation.csd");
    fs::copy_file(kCocos / "tests__cpp-tests__Resources__hd__ActionTimeline__Animation.csd",
                  dir.path / "Animation.csd");
    ImportResult outer = importCsd(dir.path / "TestAnimation.csd");
    ASSERT_TRUE(outer.ok()) << outer.error->format();
    ASSERT_EQ(outer.nested.size(), 1u);
    ImportedScene& inner = outer.nested[0];
    const std::vector<AnimationClip> innerClips = sceneAnimations(*inner.scene, inner.file);
    ASSERT_EQ(innerClips.size(), 1u);
    EXPECT_EQ(innerClips[0].name, "Move");
    EXPECT_EQ(innerClips[0].length, 20);
    EXPECT_EQ(framesOf(innerClips[0], "position"), (std::vector<int>{0, 20}));
    const std::vector<AnimationClip> outerClips = sceneAnimations(*outer.scene, outer.file);
    ASSERT_EQ(outerClips.size(), 1u);
    EXPECT_EQ(outerClips[0].length, 30);
    ASSERT_EQ(outerClips[0].tracks.size(), 1u);
    const Track& action = outerClips[0].tracks[0];
    EXPECT_EQ(action.kind, TrackKind::NestedClip);
    EXPECT_EQ(action.node, findNodeByPath(*outer.scene, "ProjectNode_1")->id());
    ASSERT_EQ(action.keys.size(), 2u);
    EXPECT_EQ(action.keys[0].nested, (NestedClipKey{NestedClipKey::Play::Loop, "Move", 0}));
    EXPECT_EQ(action.keys[1].frame, 30);
    EXPECT_EQ(action.keys[1].nested, (NestedClipKey{NestedClipKey::Play::SingleFrame, "Move", 0}));
}

namespace {

// The values `clips` key, by node path and key, while `clip` shows `frame` in `scene`.
std::map<std::string, PropertyValue> keyedValues(const Scene& scene, const SceneFileData& file,
                                                 const std::vector<AnimationClip>& clips, const Scene& keyedIn,
                                                 const std::string& clip, int frame) {
    auto& s = const_cast<Scene&>(scene);
    ClipPlayer* player = runSceneAnimations(s, file, /*autoplay=*/false);
    EXPECT_NE(player, nullptr);
    std::map<std::string, PropertyValue> values;
    if (!player || !player->play(clip, false)) return values;
    player->gotoFrameAndPause(frame);
    for (const AnimationClip& c : clips)
        for (const Track& t : c.tracks) {
            if (t.kind != TrackKind::Property) continue;
            const std::string path = nodePathBelow(keyedIn, *keyedIn.findNode(t.node));
            const Node* n = findNodeByPath(s, path);
            EXPECT_NE(n, nullptr) << path;
            if (n) values[path + "." + t.property] = builtinNodeTypes().typeOf(*n).find(t.property)->get(*n);
        }
    s.stopAllActions();
    return values;
}

// Exports `scene` to `csd` and imports it back.
ImportResult exportedAndBack(const fs::path& scene, const fs::path& csd, const fs::path& root,
                             std::vector<ExportIssue>* issues = nullptr) {
    ExportOptions options;
    options.output = csd;
    options.resourceRoot = root;
    const ExportResult exported = exportScene(scene, options);
    EXPECT_TRUE(exported.ok()) << exported.error->format();
    if (issues) *issues = exported.report.unrepresentable;
    ImportOptions back;
    back.resourceRoot = root;
    back.outputDirectory = root;
    return importCsd(csd, back);
}

// The hero imported, its scene file text edited by `edit`, exported as again.csd and
// imported back: both clips play the same on every frame. The exported text.
std::string heroExportedAndBack(const fs::path& dir, const std::function<void(std::string&)>& edit) {
    test::writeFile(dir / "hero.csd", hero(true));
    ImportResult first = importCsd(dir / "hero.csd");
    EXPECT_TRUE(first.ok() && saveImport(first, dir / "hero.scene.json").ok);
    std::string text = test::readFile(dir / "hero.scene.json");
    edit(text);
    test::writeFile(dir / "hero.scene.json", text);
    ImportResult second = exportedAndBack(dir / "hero.scene.json", dir / "again.csd", dir);
    EXPECT_TRUE(second.ok()) << (second.error ? second.error->format() : "");
    if (!first.ok() || !second.ok()) return {};
    for (const auto& [clip, length] : {std::pair{"intro", 40}, std::pair{"outro", 50}})
        for (int f = 0; f <= length; ++f)
            EXPECT_EQ(shown(first, clip, f), shown(second, clip, f)) << clip << " frame " << f;
    return test::readFile(dir / "again.csd");
}

}  // namespace

TEST(CsdTimelines, ClipsExportedToACsdImportBackAndPlayTheSameOnEveryFrame) {
    test::TempDir dir;
    const std::string csd = heroExportedAndBack(dir.path, [](std::string&) {});
    // Each clip goes back to its place on Studio's timeline, which games that play by frame
    // number rely on, and the timeline is the one Studio wrote, key for key.
    EXPECT_NE(csd.find(R"(<AnimationInfo Name="intro" StartIndex="0" EndIndex="40" />)"), std::string::npos) << csd;
    EXPECT_NE(csd.find(R"(<AnimationInfo Name="outro" StartIndex="40" EndIndex="90" />)"), std::string::npos);
    EXPECT_NE(csd.find(R"(<Animation Duration="90" Speed="0.5">)"), std::string::npos);
    const AnimationClip whole = wholeTimeline(dir.path / "again.csd");
    for (const auto& [property, frames] : std::map<std::string, std::vector<int>>{{"position", {0, 30, 90}},
                                                                                  {"scaleX", {10, 70}},
                                                                                  {"opacity", {0, 60}},
                                                                                  {"color", {20, 80}},
                                                                                  {"visible", {45}},
                                                                                  {"localZOrder", {50}}})
        EXPECT_EQ(framesOf(whole, property), frames) << property;
    EXPECT_EQ(framesOf(whole, "", TrackKind::Event), (std::vector<int>{20, 70}));
}

// A clip whose Studio place no longer fits (here, a clip moved onto another's keys) makes
// the export lay all clips end to end, where each is exact whatever the places were.
TEST(CsdTimelines, ClipsWhosePlacesNoLongerFitAreLaidEndToEnd) {
    test::TempDir dir;
    const std::string csd = heroExportedAndBack(dir.path, [](std::string& text) {
        const auto at = text.find("\"startFrame\": 40");
        ASSERT_NE(at, std::string::npos) << text;
        text.replace(at, std::string("\"startFrame\": 40").size(), "\"startFrame\": 20");
    });
    // The outro's keys reach 40 frames before its start (Alpha's key at 0) and the intro's
    // 50 past its end (Position's at 90): the outro starts after both, at 90 + 1 + 40.
    EXPECT_NE(csd.find(R"(<AnimationInfo Name="intro" StartIndex="0" EndIndex="40" />)"), std::string::npos) << csd;
    EXPECT_NE(csd.find(R"(<AnimationInfo Name="outro" StartIndex="131" EndIndex="181" />)"), std::string::npos);
    EXPECT_NE(csd.find(R"(<Animation Duration="181" Speed="0.5">)"), std::string::npos);
}

TEST(CsdTimelines, ADioramaMadeClipExportsToStudioAndPlaysTheSame) {
    test::TempDir dir;
    fs::copy(kSource / "projects/clips", dir.path / "clips", fs::copy_options::recursive);
    const fs::path scene = dir.path / "clips/clips.scene.json";
    std::vector<ExportIssue> issues;
    ASSERT_TRUE(exportedAndBack(scene, dir.path / "clips/clips.csd", dir.path / "clips", &issues).ok());
    // Said: the autoplay, which a Studio file cannot hold, and the squash's scaleX and
    // scaleY, eased differently, which one Studio Scale timeline tweens with one easing.
    std::vector<std::string> said;
    for (const ExportIssue& i : issues)
        if (i.what.rfind("animations.", 0) == 0) said.push_back(i.node + " " + i.what);
    EXPECT_EQ(said, (std::vector<std::string>{" animations.intro.autoplay", "squash animations.intro.scaleX"}));
    // Everything else plays exactly as before, on every frame of every clip played first in
    // a freshly loaded scene (a property the clip does not key shows the node's own value).
    for (const std::string name : {"intro", "wiggle"}) {
        LoadResult original = loadSceneFile(scene, SceneContext{});
        ImportOptions options;
        options.resourceRoot = options.outputDirectory = dir.path / "clips";
        ImportResult back = importCsd(dir.path / "clips/clips.csd", options);
        ASSERT_TRUE(original.ok() && back.ok());
        const std::vector<AnimationClip> clips = sceneAnimations(*original.scene, original.file);
        const AnimationClip& clip = *clipNamed(clips, name);
        for (int f = 0; f <= clip.length; ++f) {
            auto got = keyedValues(*back.scene, back.file, clips, *original.scene, clip.name, f);
            auto want = keyedValues(*original.scene, original.file, clips, *original.scene, clip.name, f);
            for (auto* values : {&got, &want}) values->erase("squash.scaleY");
            EXPECT_EQ(got, want) << clip.name << " frame " << f;
        }
    }
}

TEST(CsdTimelines, TheCsbHoldsTheSameTimelineAsTheCsd) {
    test::TempDir dir;
    const std::string bytes = test::readFile(heroAsCsb(dir.path));
    const csb::CSParseBinary* file = csb::GetCSParseBinary(bytes.data());
    ASSERT_EQ(file->animationList()->size(), 2u);
    EXPECT_EQ(file->animationList()->Get(1)->name()->str(), "outro");
    EXPECT_EQ(file->animationList()->Get(1)->startIndex(), 40);
    EXPECT_EQ(file->animationList()->Get(1)->endIndex(), 90);
    EXPECT_EQ(file->action()->duration(), 90);
    EXPECT_EQ(file->action()->speed(), 0.5f);
    const csb::TimeLine* position = nullptr;
    const csb::TimeLine* alpha = nullptr;
    const csb::TimeLine* events = nullptr;
    for (const csb::TimeLine* t : *file->action()->timeLines()) {
        if (t->property()->str() == "Position") position = t;
        if (t->property()->str() == "Alpha") alpha = t;
        if (t->property()->str() == "FrameEvent") events = t;
    }
    ASSERT_TRUE(position && alpha && events);
    EXPECT_EQ(position->actionTag(), 10);
    const csb::PointFrame* quad = position->frames()->Get(0)->pointFrame();
    ASSERT_NE(quad, nullptr);
    EXPECT_EQ(quad->frameIndex(), 0);
    EXPECT_EQ(quad->easingData()->type(), 4);  // QuadIn
    const csb::PointFrame* hold = position->frames()->Get(1)->pointFrame();
    EXPECT_EQ(hold->frameIndex(), 30);
    EXPECT_FALSE(hold->tween());
    EXPECT_EQ(hold->position()->x(), 300.0f);
    EXPECT_EQ(alpha->frames()->Get(0)->intFrame()->easingData(), nullptr);  // Alpha plays linear
    EXPECT_EQ(events->frames()->size(), 2u);
    EXPECT_EQ(events->frames()->Get(1)->eventFrame()->frameIndex(), 70);
    EXPECT_EQ(events->frames()->Get(1)->eventFrame()->value()->str(), "late");
}

#ifdef DIORAMA_CSBDUMP
// cocos 3.17's own generated reader (../shared/tools/csbdump) reads the exported timeline
// with the frames, tweens and easings the .csd says.
TEST(CsdTimelines, CocosOwnReaderReadsTheExportedTimeline) {
    test::TempDir dir;
    const std::optional<nlohmann::json> read = test::csbdump(heroAsCsb(dir.path));
    ASSERT_TRUE(read) << "csbdump rejects the file";
    const nlohmann::json& dump = *read;
    EXPECT_EQ(dump["animationList"], nlohmann::json::parse(R"([{"name":"intro","start":0,"end":40},
                                                                 {"name":"outro","start":40,"end":90}])"));
    EXPECT_EQ(dump["action"]["duration"], 90);
    EXPECT_EQ(dump["action"]["speed"], 0.5);
    const nlohmann::json* position = nullptr;
    for (const nlohmann::json& t : dump["action"]["timeLines"])
        if (t["property"] == "Position") position = &t;
    ASSERT_NE(position, nullptr);
    EXPECT_EQ((*position)["actionTag"], 10);
    EXPECT_EQ((*position)["frames"], nlohmann::json::parse(R"([
        {"i":0,"tween":1,"v":[0,0],"ease":{"type":4,"points":[]}},
        {"i":30,"tween":0,"v":[300,60],"ease":null},
        {"i":90,"tween":1,"v":[-30,10],"ease":null}])"));
}
#endif

TEST(CsdTimelines, AProjectNodesInnerActionSpeedIsItsInstancesBothWays) {
    test::TempDir dir;
    std::string outer = test::readFile(kCocos / "tests__cpp-tests__Resources__ActionTimeline__TestAnimation.csd");
    outer.replace(outer.find("IconVisible=\"True\""), 0, "InnerActionSpeed=\"0.5000\" ");
    test::writeFile(dir.path / "TestAnimation.csd", outer);
    fs::copy_file(kCocos / "tests__cpp-tests__Resources__hd__ActionTimeline__Animation.csd",
                  dir.path / "Animation.csd");
    ImportResult imported = importCsd(dir.path / "TestAnimation.csd");
    ASSERT_TRUE(imported.ok()) << imported.error->format();
    const Node& instance = *findNodeByPath(*imported.scene, "ProjectNode_1");
    EXPECT_EQ(builtinNodeTypes().typeOf(instance).find("innerActionSpeed")->get(instance), PropertyValue(0.5f));
    ASSERT_TRUE(saveImport(imported, dir.path / "TestAnimation.scene.json").ok);
    ImportResult back = exportedAndBack(dir.path / "TestAnimation.scene.json", dir.path / "again.csd", dir.path);
    ASSERT_TRUE(back.ok()) << back.error->format();
    EXPECT_NE(test::readFile(dir.path / "again.csd").find("InnerActionSpeed=\"0.5\""), std::string::npos);
    const Node& again = *findNodeByPath(*back.scene, "ProjectNode_1");
    EXPECT_EQ(builtinNodeTypes().typeOf(again).find("innerActionSpeed")->get(again), PropertyValue(0.5f));
}

// Found by the csd fuzzer: a key's text that is not UTF-8 (a frame or event name) threw
// from the JSON writer and ended the process. It is replaced (U+FFFD), as kept text is.
TEST(CsdTimelines, KeyTextThatIsNotUtf8IsReplacedNotFatal) {
    test::TempDir dir;
    std::string text = hero(true);
    text.replace(text.find("Value=\"late\""), std::string("Value=\"late\"").size(), "Value=\"la\xb7te\"");
    test::writeFile(dir.path / "bytes.csd", text);
    ImportResult r = importCsd(dir.path / "bytes.csd");
    ASSERT_TRUE(r.ok()) << r.error->format();
    EXPECT_NE(saveSceneToString(*r.scene, r.file).find("la\xef\xbf\xbdte"), std::string::npos);
}
