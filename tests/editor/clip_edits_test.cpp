// Editing a clip's keys from the dope sheet: delete, move in time, easing and Tween, each
// one undo step that gives the file back byte for byte.
#include "diorama/editor/clip_edits.h"
#include "diorama/editor/document.h"
#include "diorama/editor/dope_sheet.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

const std::filesystem::path kClips = std::filesystem::path(DIORAMA_SOURCE_DIR) / "projects/clips/clips.scene.json";

std::unique_ptr<Document> openClips() {
    auto opened = Document::open(kClips);
    EXPECT_TRUE(opened.document);
    return std::move(opened.document);
}

KeyRef positionKey(Document& doc, int frame) {
    return {findNodeByPath(doc.scene(), "mover")->id(), TrackKind::Property, "position", frame};
}

std::vector<int> moverFrames(const Document& doc, const std::string& clip = "intro") {
    const std::optional<DopeSheet> sheet = dopeSheet(doc, clip);
    for (const DopeSheetGroup& g : sheet->groups)
        if (g.nodePath == "mover") return g.rows.front().keyFrames;
    return {};
}

const Keyframe* moverKey(const Document& doc, int frame) {
    static std::vector<AnimationClip> clips;
    clips = sceneAnimations(doc.scene(), doc.fileData());
    for (const Track& t : clips.front().tracks)
        if (t.property == "position")
            for (const Keyframe& k : t.keys)
                if (k.frame == frame) return &k;
    return nullptr;
}

}  // namespace

TEST(ClipEdits, DeletingAKeyIsOneUndoStepThatGivesTheFileBackByteForByte) {
    auto doc = openClips();
    const std::string before = doc->sceneText();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    ASSERT_EQ(deleteKeys(clips, "intro", {positionKey(*doc, 60)}), "");
    ASSERT_TRUE(doc->execute(std::make_unique<SetClipsCommand>(clips, "Delete Key")));
    EXPECT_EQ(moverFrames(*doc), (std::vector<int>{0, 120}));
    EXPECT_TRUE(doc->isDirty());
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), before);
    ASSERT_TRUE(doc->redo());
    EXPECT_EQ(moverFrames(*doc), (std::vector<int>{0, 120}));
}

TEST(ClipEdits, DeletingEveryKeyOfATrackRemovesTheTrack) {
    auto doc = openClips();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    const std::size_t tracks = clips.front().tracks.size();
    ASSERT_EQ(deleteKeys(clips, "intro", {positionKey(*doc, 0), positionKey(*doc, 60), positionKey(*doc, 120)}), "");
    EXPECT_EQ(clips.front().tracks.size(), tracks - 1);
    EXPECT_EQ(deleteKeys(clips, "intro", {positionKey(*doc, 60)}), "clip \"intro\" has no position key at frame 60");
    EXPECT_EQ(deleteKeys(clips, "outro", {positionKey(*doc, 60)}), "no clip named \"outro\"");
}

TEST(ClipEdits, MovingKeysKeepsThemInOrderWithinTheClipAndOffOtherKeys) {
    auto doc = openClips();
    const auto original = sceneAnimations(doc->scene(), doc->fileData());
    auto clips = original;
    EXPECT_EQ(moveKeys(clips, "intro", {positionKey(*doc, 60)}, 60), "the position key at frame 120 is already taken");
    EXPECT_EQ(moveKeys(clips, "intro", {positionKey(*doc, 0)}, -1),
              "the position key at frame 0 cannot move before frame 0");
    EXPECT_EQ(moveKeys(clips, "intro", {positionKey(*doc, 120)}, 1),
              "the position key at frame 120 cannot move past the clip's last frame (120)");
    // Refused moves leave the clips as they were.
    ASSERT_EQ(clips.front().tracks.front().keys, original.front().tracks.front().keys);
    // Two keys at once, one past the other's old frame: 0 -> 50, 60 -> 110.
    ASSERT_EQ(moveKeys(clips, "intro", {positionKey(*doc, 0), positionKey(*doc, 60)}, 50), "");
    ASSERT_TRUE(doc->execute(std::make_unique<SetClipsCommand>(clips, "Move Keys")));
    EXPECT_EQ(moverFrames(*doc), (std::vector<int>{50, 110, 120}));
    // The values moved with their keys.
    EXPECT_EQ(std::get<Vec2>(moverKey(*doc, 110)->value), (Vec2{300, 240}));
}

TEST(ClipEdits, ADragOfKeysIsOneUndoStep) {
    auto doc = openClips();
    const std::string before = doc->sceneText();
    doc->commands().openMergeWindow();
    for (int delta : {1, 2, 3}) {
        auto clips = sceneAnimations(doc->scene(), doc->fileData());
        ASSERT_EQ(moveKeys(clips, "intro", {positionKey(*doc, 60 + delta - 1)}, 1), "");
        ASSERT_TRUE(doc->execute(std::make_unique<SetClipsCommand>(clips, "Move Keys")));
    }
    doc->commands().closeMergeWindow();
    EXPECT_EQ(moverFrames(*doc), (std::vector<int>{0, 63, 120}));
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), before);
    EXPECT_FALSE(doc->commands().canUndo());
}

TEST(ClipEdits, EasingAndTweenChangeTheChosenKeysOnly) {
    auto doc = openClips();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    ASSERT_EQ(setKeysEasing(clips, "intro", {positionKey(*doc, 0)}, Easing{TweenType::SineInOut}), "");
    ASSERT_EQ(setKeysTween(clips, "intro", {positionKey(*doc, 60)}, false), "");
    ASSERT_TRUE(doc->execute(std::make_unique<SetClipsCommand>(clips, "Set Easing")));
    EXPECT_EQ(moverKey(*doc, 0)->easing.type, TweenType::SineInOut);
    EXPECT_TRUE(moverKey(*doc, 0)->tween);
    EXPECT_EQ(moverKey(*doc, 60)->easing.type, TweenType::BounceOut);
    EXPECT_FALSE(moverKey(*doc, 60)->tween);
    EXPECT_NE(doc->sceneText().find("\"tween\": false"), std::string::npos);
}
