// Editing a clip's keys from the dope sheet: delete, move in time, easing and Tween, each
// one undo step that gives the file back byte for byte.
#include "diorama/editor/clip_edits.h"
#include "diorama/animation/clip_player.h"
#include "diorama/director/director.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/editor/dope_sheet.h"
#include "diorama/scene/layout_component.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/builtin_types.h"

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
        ASSERT_TRUE(doc->execute(std::make_unique<SetClipsCommand>(clips, "Move Keys", 1)));
    }
    doc->commands().closeMergeWindow();
    EXPECT_EQ(moverFrames(*doc), (std::vector<int>{0, 63, 120}));
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), before);
    EXPECT_FALSE(doc->commands().canUndo());
}

// Each drag is its own step: the second drag's moves must not merge into the first's.
TEST(ClipEdits, TwoDragsOfKeysInARowAreTwoUndoSteps) {
    auto doc = openClips();
    const std::string before = doc->sceneText();
    int frame = 60;
    for (std::uint64_t drag : {1u, 2u}) {
        doc->commands().openMergeWindow();
        for (int step = 0; step < 2; ++step, ++frame) {
            auto clips = sceneAnimations(doc->scene(), doc->fileData());
            ASSERT_EQ(moveKeys(clips, "intro", {positionKey(*doc, frame)}, 1), "");
            ASSERT_TRUE(doc->execute(std::make_unique<SetClipsCommand>(clips, "Move Keys", drag)));
        }
        doc->commands().closeMergeWindow();
    }
    EXPECT_EQ(moverFrames(*doc), (std::vector<int>{0, 64, 120}));
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(moverFrames(*doc), (std::vector<int>{0, 62, 120}));
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), before);
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

TEST(ClipEdits, AKeyAtTheFrameOfAKeyReplacesItsValueAndElseIsANewTweenedKey) {
    auto doc = openClips();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    ASSERT_EQ(setKey(clips, "intro", positionKey(*doc, 60), Vec2{1, 2}), "");
    ASSERT_EQ(setKey(clips, "intro", positionKey(*doc, 30), Vec2{3, 4}), "");
    EXPECT_EQ(setKey(clips, "intro", positionKey(*doc, 121), Vec2{}), "frame 121 is outside the clip (0 to 120)");
    ASSERT_TRUE(doc->execute(std::make_unique<SetClipsCommand>(clips, "Key")));
    EXPECT_EQ(moverFrames(*doc), (std::vector<int>{0, 30, 60, 120}));
    EXPECT_EQ(std::get<Vec2>(moverKey(*doc, 60)->value), (Vec2{1, 2}));
    EXPECT_EQ(moverKey(*doc, 60)->easing.type, TweenType::BounceOut);  // kept
    EXPECT_EQ(std::get<Vec2>(moverKey(*doc, 30)->value), (Vec2{3, 4}));
    EXPECT_EQ(moverKey(*doc, 30)->easing.type, TweenType::Linear);
    EXPECT_TRUE(moverKey(*doc, 30)->tween);
}

TEST(ClipEdits, ANewClipGetsTracksFromKeysAndSavesAndReadsBack) {
    auto doc = openClips();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    EXPECT_EQ(addClip(clips, "intro", 10), "there is already a clip named \"intro\"");
    EXPECT_EQ(addClip(clips, "", 10), "a clip needs a name");
    EXPECT_EQ(addClip(clips, "hop", 0), "a clip lasts at least one frame");
    ASSERT_EQ(addClip(clips, "hop", 30), "");
    const NodeId fader = findNodeByPath(doc->scene(), "fader")->id();
    ASSERT_EQ(setKey(clips, "hop", {fader, TrackKind::Property, "opacity", 0}, 255), "");
    ASSERT_EQ(setKey(clips, "hop", {fader, TrackKind::Property, "opacity", 30}, 0), "");
    SetClipsCommand command(clips, "New Clip");
    ASSERT_TRUE(command.apply(*doc)) << command.error();
    EXPECT_EQ(clipNames(*doc), (std::vector<std::string>{"intro", "wiggle", "hop"}));
    const std::optional<DopeSheet> hop = dopeSheet(*doc, "hop");
    ASSERT_TRUE(hop);
    ASSERT_EQ(hop->groups.size(), 1u);
    EXPECT_EQ(hop->groups[0].nodePath, "fader");
    EXPECT_EQ(hop->groups[0].rows[0].keyFrames, (std::vector<int>{0, 30}));
    // A key the property refuses is not written: the command says why.
    auto bad = sceneAnimations(doc->scene(), doc->fileData());
    ASSERT_EQ(setKey(bad, "hop", {fader, TrackKind::Property, "opacity", 10}, 999), "");
    SetClipsCommand refused(bad, "Key");
    EXPECT_FALSE(refused.apply(*doc));
    EXPECT_NE(refused.error(), "");
}

TEST(ClipEdits, TheClipListRenamesDuplicatesDeletesAndKeepsOneAutoplay) {
    auto doc = openClips();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    EXPECT_EQ(renameClip(clips, "wiggle", "intro"), "there is already a clip named \"intro\"");
    ASSERT_EQ(renameClip(clips, "wiggle", "shake"), "");
    ASSERT_EQ(duplicateClip(clips, "intro", unusedClipName(clips, "intro")), "");
    EXPECT_EQ(clips.back().name, "intro 2");
    EXPECT_FALSE(clips.back().autoplay);  // the copy does not autoplay too
    EXPECT_EQ(clips.back().tracks.size(), clips.front().tracks.size());
    ClipSettings settings = clipSettings(clips[1]);
    settings.autoplay = true;
    settings.loop = true;
    settings.speed = 2.0f;
    ASSERT_EQ(setClipSettings(clips, "shake", settings), "");
    EXPECT_FALSE(clips[0].autoplay);
    EXPECT_TRUE(clips[1].autoplay);
    settings.length = 20;  // wiggle's last key is at 30
    EXPECT_EQ(setClipSettings(clips, "shake", settings), "a key at frame 30 would be past the clip's end");
    ASSERT_EQ(deleteClip(clips, "intro 2"), "");
    ASSERT_TRUE(doc->execute(std::make_unique<SetClipsCommand>(clips, "Clip Settings")));
    EXPECT_EQ(clipNames(*doc), (std::vector<std::string>{"intro", "shake"}));
    const std::string text = doc->sceneText();
    EXPECT_NE(text.find("\"speed\": 2"), std::string::npos);
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(clipNames(*doc), (std::vector<std::string>{"intro", "wiggle"}));
}

// A clip's place on the Studio timeline (where a .csb export puts it) is set, refused
// outside what a file accepts, saved as startFrame, and cleared, each one undo step.
TEST(ClipEdits, AClipsStudioStartFrameIsSetRefusedSavedAndCleared) {
    auto doc = openClips();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    ClipSettings settings = clipSettings(clips[1]);
    EXPECT_FALSE(settings.startFrame);
    settings.startFrame = -1;
    EXPECT_EQ(setClipSettings(clips, "wiggle", settings), "the start frame must be between 0 and 1000000");
    settings.startFrame = 1'000'001;
    EXPECT_EQ(setClipSettings(clips, "wiggle", settings), "the start frame must be between 0 and 1000000");
    settings.startFrame = 130;
    ASSERT_EQ(setClipSettings(clips, "wiggle", settings), "");
    ASSERT_TRUE(doc->execute(std::make_unique<SetClipsCommand>(clips, "Clip Settings")));
    EXPECT_NE(doc->sceneText().find("\"startFrame\": 130"), std::string::npos);
    EXPECT_EQ(clipSettings(sceneAnimations(doc->scene(), doc->fileData())[1]).startFrame, 130);
    settings.startFrame.reset();
    ASSERT_EQ(setClipSettings(clips, "wiggle", settings), "");
    ASSERT_TRUE(doc->execute(std::make_unique<SetClipsCommand>(clips, "Clip Settings")));
    EXPECT_EQ(doc->sceneText().find("startFrame"), std::string::npos);
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(clipSettings(sceneAnimations(doc->scene(), doc->fileData())[1]).startFrame, 130);
}

TEST(ClipEdits, KeyablePropertiesAreTheNumbersPointsColoursAndSwitchesOfTheType) {
    auto doc = openClips();
    const Node& mover = *findNodeByPath(doc->scene(), "mover");  // a ColorLayer
    const std::vector<std::string> keys = keyableProperties(builtinNodeTypes(), mover);
    for (const char* key :
         {"position", "rotation", "scaleX", "opacity", "color", "visible", "localZOrder", "contentSize"})
        EXPECT_NE(std::find(keys.begin(), keys.end(), key), keys.end()) << key;
    for (const char* key : {"name", "tag"}) EXPECT_EQ(std::find(keys.begin(), keys.end(), key), keys.end()) << key;
}

// Record mode keys what the designer set, not what followed from it.
TEST(ClipEdits, RecordModeKeysThePropertyEditedNotTheOnesItsSetterSetToo) {
    auto doc = openClips();
    Node& mover = *findNodeByPath(doc->scene(), "mover");
    const NodeTypeRegistry& types = builtinNodeTypes();
    auto editedBy = [&](const std::function<void(Node&)>& edit) {
        const KeyableSnapshot before = keyableSnapshot(types, mover);
        edit(mover);
        return editedProperties(types, mover, before);
    };
    using Keys = std::vector<std::string>;
    EXPECT_EQ(editedBy([](Node& n) { n.setRotation(30); }), Keys{"rotation"});  // both skews follow it
    EXPECT_EQ(editedBy([](Node& n) { n.setRotation(0); }), Keys{"rotation"});   // back to its default: still set
    EXPECT_EQ(editedBy([](Node& n) { n.setRotationSkewX(10); }), Keys{"rotationSkewX"});  // rotation reads it
    EXPECT_EQ(editedBy([](Node& n) { n.setPosition({5, 6}); }), Keys{"position"});        // not normalizedPosition
    EXPECT_EQ(editedBy([](Node& n) { n.setNormalizedPosition({0.5f, 0.5f}); }), Keys{"normalizedPosition"});
    EXPECT_EQ(editedBy([](Node& n) { n.setOpacity(7); }), Keys{"opacity"});
    EXPECT_EQ(editedBy([](Node&) {}), Keys{});
    // A pinned node measures its margins again where it moves: they follow the move.
    LayoutComponent::bindLayoutComponent(mover).setHorizontalEdge(LayoutComponent::HorizontalEdge::Right);
    const PropertyDescriptor& position = *types.typeOf(mover).find("position");
    EXPECT_EQ(editedBy([&](Node& n) {
                  n.setPosition({40, 6});
                  position.links.afterEdit(n);
              }),
              Keys{"position"});
}

TEST(ClipEdits, KeysRecordedAfterAnEditUndoWithItAsOneStep) {
    auto doc = openClips();
    const std::string before = doc->sceneText();
    const NodeId fader = findNodeByPath(doc->scene(), "fader")->id();
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(fader, "opacity", PropertyValue(40))));
    const std::uint64_t executions = doc->commands().executions();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    ASSERT_EQ(setKey(clips, "intro", {fader, TrackKind::Property, "opacity", 30}, 40), "");
    ASSERT_TRUE(doc->executeWithLast(std::make_unique<SetClipsCommand>(clips, "Record Key")));
    EXPECT_EQ(doc->commands().executions(), executions + 1);
    EXPECT_EQ(doc->commands().undoLabel(), "Set Opacity");
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), before);
    EXPECT_FALSE(doc->commands().canUndo());
    EXPECT_EQ(doc->commands().executions(), executions + 1);  // undo is not an execution

    // Right after a save, the keys are a step of their own: the saved edit stays saved.
    ASSERT_TRUE(doc->redo());
    doc->commands().markSaved();
    ASSERT_TRUE(doc->executeWithLast(
        std::make_unique<SetClipsCommand>(sceneAnimations(doc->scene(), doc->fileData()), "Record Key")));
    EXPECT_EQ(doc->commands().undoLabel(), "Record Key");
}

TEST(ClipEdits, ASelectionKeepsOnlyTheKeysTheSheetStillShows) {
    auto doc = openClips();
    const std::vector<KeyRef> selected{positionKey(*doc, 60), positionKey(*doc, 61)};
    EXPECT_EQ(keysShownIn(*dopeSheet(*doc, "intro"), selected), std::vector<KeyRef>{positionKey(*doc, 60)});
    // The mover deleted: none of its keys are shown any more.
    const KeyRef key = positionKey(*doc, 60);
    ASSERT_TRUE(doc->execute(std::make_unique<DeleteNodesCommand>(std::vector<NodeId>{key.node})));
    EXPECT_TRUE(keysShownIn(*dopeSheet(*doc, "intro"), {key}).empty());
}

namespace {

std::vector<int> trackFrames(const std::vector<AnimationClip>& clips, const std::string& clip, NodeId node,
                             const std::string& property) {
    for (const AnimationClip& c : clips)
        if (c.name == clip)
            for (const Track& t : c.tracks)
                if (t.node == node && t.property == property) {
                    std::vector<int> frames;
                    for (const Keyframe& k : t.keys) frames.push_back(k.frame);
                    return frames;
                }
    return {};
}

}  // namespace

TEST(ClipEdits, PastedKeysStartAtTheFrameKeepTheirSpacingAndReplaceKeysThere) {
    auto doc = openClips();
    const std::string before = doc->sceneText();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    CopiedKeys copied;
    ASSERT_EQ(copyKeys(clips, "intro", {positionKey(*doc, 60), positionKey(*doc, 0)}, copied), "");
    ASSERT_EQ(copied.entries.size(), 2u);
    EXPECT_EQ(copied.entries[0].key.frame, 0);  // frames count from the earliest key copied
    EXPECT_EQ(copied.entries[1].key.frame, 60);

    const NodeId mover = positionKey(*doc, 0).node;
    std::vector<KeyRef> pasted;
    ASSERT_EQ(pasteKeys(clips, "intro", copied, 30, NodeId{}, pasted), "");
    EXPECT_EQ(trackFrames(clips, "intro", mover, "position"), (std::vector<int>{0, 30, 60, 90, 120}));
    EXPECT_EQ(pasted, (std::vector<KeyRef>{positionKey(*doc, 30), positionKey(*doc, 90)}));
    const Keyframe* at30 = findKey(clips, "intro", positionKey(*doc, 30));
    ASSERT_TRUE(at30);
    EXPECT_EQ(at30->value, PropertyValue(Vec2{20, 240}));
    EXPECT_EQ(at30->easing.type, TweenType::QuadOut);

    // Onto keys already there: they take the copied value, easing and Tween.
    clips = sceneAnimations(doc->scene(), doc->fileData());
    ASSERT_EQ(pasteKeys(clips, "intro", copied, 60, NodeId{}, pasted), "");
    EXPECT_EQ(trackFrames(clips, "intro", mover, "position"), (std::vector<int>{0, 60, 120}));
    EXPECT_EQ(findKey(clips, "intro", positionKey(*doc, 120))->easing.type, TweenType::BounceOut);
    EXPECT_EQ(findKey(clips, "intro", positionKey(*doc, 120))->value, PropertyValue(Vec2{300, 240}));

    // One undo step, byte for byte.
    ASSERT_TRUE(doc->execute(std::make_unique<SetClipsCommand>(clips, "Paste Keys")));
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(ClipEdits, APasteThatWouldEndPastTheClipIsRefusedAndChangesNothing) {
    auto doc = openClips();
    const auto original = sceneAnimations(doc->scene(), doc->fileData());
    auto clips = original;
    CopiedKeys copied;
    ASSERT_EQ(copyKeys(clips, "intro", {positionKey(*doc, 0), positionKey(*doc, 60)}, copied), "");
    std::vector<KeyRef> pasted;
    EXPECT_EQ(pasteKeys(clips, "wiggle", copied, 5, NodeId{}, pasted),
              "the pasted keys would reach frame 65, past the clip's last frame (30)");
    EXPECT_EQ(pasteKeys(clips, "outro", copied, 0, NodeId{}, pasted), "no clip named \"outro\"");
    EXPECT_EQ(pasteKeys(clips, "intro", copied, -1, NodeId{}, pasted), "keys cannot be pasted before frame 0");
    EXPECT_EQ(pasteKeys(clips, "intro", CopiedKeys{}, 0, NodeId{}, pasted), "no keys are copied");
    EXPECT_EQ(copyKeys(clips, "intro", {}, copied), "no keys are selected");
    EXPECT_EQ(copyKeys(clips, "intro", {positionKey(*doc, 61)}, copied),
              "clip \"intro\" has no position key at frame 61");
    EXPECT_EQ(copied.entries.size(), 2u);  // a refused copy keeps what was copied before
    EXPECT_EQ(sceneAnimations(doc->scene(), doc->fileData()).size(), original.size());
    EXPECT_EQ(trackFrames(clips, "wiggle", positionKey(*doc, 0).node, "position"),
              trackFrames(original, "wiggle", positionKey(*doc, 0).node, "position"));
}

TEST(ClipEdits, KeysOfOneNodePasteOntoAnotherNodeAndEventKeysPasteIntoAnotherClip) {
    auto doc = openClips();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    const NodeId fader = findNodeByPath(doc->scene(), "fader")->id();
    CopiedKeys copied;
    ASSERT_EQ(copyKeys(clips, "wiggle", {positionKey(*doc, 10), positionKey(*doc, 20)}, copied), "");
    std::vector<KeyRef> pasted;
    // Studio pastes frames onto the node selected: the fader gets a position track.
    ASSERT_EQ(pasteKeys(clips, "intro", copied, 100, fader, pasted), "");
    EXPECT_EQ(trackFrames(clips, "intro", fader, "position"), (std::vector<int>{100, 110}));
    EXPECT_EQ(pasted, (std::vector<KeyRef>{{fader, TrackKind::Property, "position", 100},
                                           {fader, TrackKind::Property, "position", 110}}));
    EXPECT_EQ(checkSceneAnimations(doc->scene(), doc->fileData(), clips), "");

    // Keys of two nodes keep their own nodes, whatever is selected.
    const NodeId backdrop = findNodeByPath(doc->scene(), "backdrop")->id();
    const KeyRef turn{backdrop, TrackKind::Event, "", 60};
    ASSERT_EQ(copyKeys(clips, "intro", {turn, positionKey(*doc, 60)}, copied), "");
    ASSERT_EQ(pasteKeys(clips, "wiggle", copied, 25, fader, pasted), "");
    const Keyframe* event = findKey(clips, "wiggle", {backdrop, TrackKind::Event, "", 25});
    ASSERT_TRUE(event);
    EXPECT_EQ(event->value, PropertyValue(std::string("turn")));
    EXPECT_EQ(trackFrames(clips, "wiggle", positionKey(*doc, 0).node, "position"),
              (std::vector<int>{0, 10, 20, 25, 30}));
    EXPECT_EQ(checkSceneAnimations(doc->scene(), doc->fileData(), clips), "");
}

TEST(ClipEdits, AKeyMarkSaysWhetherTheClipKeysAPropertyAndWhetherAKeySitsAtTheFrame) {
    auto doc = openClips();
    const auto clips = sceneAnimations(doc->scene(), doc->fileData());
    const NodeId mover = positionKey(*doc, 0).node;
    EXPECT_EQ(keyMark(clips, "intro", mover, "position", 60), KeyMark::KeyHere);
    EXPECT_EQ(keyMark(clips, "intro", mover, "position", 59), KeyMark::Keyed);
    EXPECT_EQ(keyMark(clips, "intro", mover, "rotation", 60), KeyMark::None);
    EXPECT_EQ(keyMark(clips, "wiggle", mover, "position", 60), KeyMark::Keyed);
    EXPECT_EQ(keyMark(clips, "outro", mover, "position", 0), KeyMark::None);
    // An event track keys no property.
    const NodeId backdrop = findNodeByPath(doc->scene(), "backdrop")->id();
    EXPECT_EQ(keyMark(clips, "intro", backdrop, "", 60), KeyMark::None);
}

TEST(ClipEdits, ACustomCurveSetsTheHeightsOfItsHandlesWhichAreAllCocosPlays) {
    // From no curve: handles at a third and two thirds, heights given.
    const Easing linear = customCurve(Easing{}, 1.0f / 3.0f, 2.0f / 3.0f);
    EXPECT_EQ(linear.type, TweenType::Custom);
    ASSERT_TRUE(linear.hasPoints);
    EXPECT_EQ(linear.points[0], (Vec2{0, 0}));
    EXPECT_EQ(linear.points[1], (Vec2{0.333f, 0.333f}));
    EXPECT_EQ(linear.points[2], (Vec2{0.667f, 0.667f}));
    EXPECT_EQ(linear.points[3], (Vec2{1, 1}));
    EXPECT_NEAR(tweenPercent(linear, 0.5f), 0.5f, 1e-6f);
    // From a Studio curve: the handles keep their x; heights are rounded to 0.001 and kept
    // within [-2, 3].
    Easing studio{TweenType::Custom, true, {Vec2{0, 0}, Vec2{0.2f, 1.6f}, Vec2{0.6f, 1.2f}, Vec2{1, 1}}};
    const Easing edited = customCurve(studio, 0.12345f, 7.0f);
    EXPECT_EQ(edited.points[1], (Vec2{0.2f, 0.123f}));
    EXPECT_EQ(edited.points[2], (Vec2{0.6f, 3.0f}));
    EXPECT_EQ(customCurve(studio, -9.0f, 1.2f).points[1].y, -2.0f);
}

TEST(ClipEdits, AKeyedValueAtAFrameIsWhatTheClipPlayerShowsThere) {
    LoadResult loaded = loadSceneFile(kClips, SceneContext{});
    ASSERT_TRUE(loaded.ok());
    const auto clips = sceneAnimations(*loaded.scene, loaded.file);
    const AnimationClip& intro = clips.front();
    const NodeTypeRegistry& types = builtinNodeTypes();
    Director director;
    Scene& scene = *loaded.scene;
    director.runWithScene(std::move(loaded.scene));
    director.mainLoop(0);
    auto owned = std::make_unique<ClipPlayer>(clips, &types, nullptr);
    ClipPlayer& player = *owned;
    director.services().runAction(scene, std::move(owned));
    ASSERT_TRUE(player.play("intro", false));
    int compared = 0;
    for (int frame : {0, 1, 15, 16, 30, 40, 59, 60, 61, 75, 90, 100, 119, 120}) {
        player.gotoFrameAndPause(frame);  // what a game shows on the frame
        for (const Track& track : intro.tracks) {
            if (track.kind != TrackKind::Property) continue;
            const Node* node = scene.findNode(track.node);
            ASSERT_TRUE(node);
            const PropertyDescriptor* d = types.typeOf(*node).find(track.property);
            EXPECT_EQ(keyedValueAt(track, *d, frame), d->get(*node)) << track.property << " at " << frame;
            ++compared;
        }
    }
    EXPECT_GT(compared, 100);
}

TEST(ClipEdits, TogglingAKeyDeletesTheKeyThereOrKeysTheValueTheClipGivesThere) {
    auto doc = openClips();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    const PropertyDescriptor& position =
        *builtinNodeTypes().typeOf(*findNodeByPath(doc->scene(), "mover")).find("position");
    const auto moverTrack = [&] {
        for (const Track& t : clips.front().tracks)
            if (t.property == "position") return t;
        return Track{};
    };
    const PropertyValue at30 = keyedValueAt(moverTrack(), position, 30);
    ASSERT_EQ(toggleKey(clips, "intro", positionKey(*doc, 30), position), "");
    EXPECT_EQ(findKey(clips, "intro", positionKey(*doc, 30))->value, at30);
    // On the frame and at the keys the values stay as they were (in between, the new key
    // splits an eased stretch in two).
    for (int frame : {0, 30, 60, 90, 120})
        EXPECT_EQ(keyedValueAt(moverTrack(), position, frame),
                  keyedValueAt(sceneAnimations(doc->scene(), doc->fileData()).front().tracks.front(), position, frame))
            << frame;
    ASSERT_EQ(toggleKey(clips, "intro", positionKey(*doc, 60), position), "");
    EXPECT_FALSE(findKey(clips, "intro", positionKey(*doc, 60)));
    EXPECT_EQ(toggleKey(clips, "intro", positionKey(*doc, 121), position), "frame 121 is outside the clip (0 to 120)");
}

TEST(ClipEdits, AClipsValueOfANodesPropertyIsItsTracksOnTheFrameAndNoneWhenUnkeyed) {
    auto doc = openClips();
    const auto clips = sceneAnimations(doc->scene(), doc->fileData());
    const Node& mover = *findNodeByPath(doc->scene(), "mover");
    const NodeType& type = builtinNodeTypes().typeOf(mover);
    EXPECT_EQ(clipValueAt(clips, "intro", mover.id(), *type.find("position"), 60), PropertyValue(Vec2{300, 240}));
    EXPECT_EQ(clipValueAt(clips, "wiggle", mover.id(), *type.find("position"), 10), PropertyValue(Vec2{40, 250}));
    EXPECT_FALSE(clipValueAt(clips, "intro", mover.id(), *type.find("rotation"), 60));
    EXPECT_FALSE(clipValueAt(clips, "outro", mover.id(), *type.find("position"), 60));
}

TEST(ClipEdits, ARecordedFirstKeyLaterInTheClipKeepsThePoseBeforeTheEditAtFrameZero) {
    auto doc = openClips();
    auto clips = sceneAnimations(doc->scene(), doc->fileData());
    const NodeId fader = findNodeByPath(doc->scene(), "fader")->id();
    const KeyRef at60{fader, TrackKind::Property, "position", 60};
    ASSERT_EQ(recordKey(clips, "intro", at60, Vec2{40, 60}, Vec2{70, 60}), "");
    EXPECT_EQ(findKey(clips, "intro", {fader, TrackKind::Property, "position", 0})->value, PropertyValue(Vec2{40, 60}));
    EXPECT_EQ(findKey(clips, "intro", at60)->value, PropertyValue(Vec2{70, 60}));
    // A property the clip keys already: only the key recorded.
    ASSERT_EQ(recordKey(clips, "intro", positionKey(*doc, 30), Vec2{0, 0}, Vec2{100, 240}), "");
    EXPECT_EQ(findKey(clips, "intro", positionKey(*doc, 30))->value, PropertyValue(Vec2{100, 240}));
    EXPECT_EQ(findKey(clips, "intro", positionKey(*doc, 0))->value, PropertyValue(Vec2{20, 240}));
    // At frame 0 itself: one key.
    const KeyRef scale0{fader, TrackKind::Property, "scaleX", 0};
    ASSERT_EQ(recordKey(clips, "intro", scale0, 1.0f, 2.0f), "");
    EXPECT_EQ(findKey(clips, "intro", scale0)->value, PropertyValue(2.0f));
}
