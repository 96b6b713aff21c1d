// Play mode runs a copy: Stop gives the document back byte for byte, with its selection
// and history; touches reach the copy's triggers.
#include "diorama/editor/play_session.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/editor/layout_pins.h"
#include "diorama/nodes/button.h"
#include "diorama/nodes/text_field.h"
#include "diorama/scene/layout_component.h"
#include "diorama/serialization/scene_animations.h"
#include "document_fixtures.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;

TEST(PlaySession, StopLeavesTheDocumentByteIdenticalWithItsSelectionAndHistory) {
    auto doc = openSample("actions");
    ASSERT_TRUE(doc);
    doc->execute(std::make_unique<SetPropertyCommand>(idOf(*doc, "title"), "fontSize", PropertyValue(30.0f)));
    doc->selection().set(idOf(*doc, "coin"));
    const std::string before = doc->sceneText();
    const std::string undo = doc->commands().undoLabel();
    std::string error;
    auto play = PlaySession::start(*doc, error);
    ASSERT_TRUE(play) << error;
    play->advance(0.25);
    play->touch({232, 330});  // the coin: collected, emits coin, the box spins
    for (int i = 0; i < 4; ++i) play->advance(0.25);
    EXPECT_EQ(play->player().emitted(), std::vector<std::string>{"coin"});
    EXPECT_EQ(findNodeByPath(play->scene(), "coin"), nullptr);
    play.reset();  // Stop
    EXPECT_EQ(doc->sceneText(), before);
    EXPECT_NE(findNodeByPath(doc->scene(), "coin"), nullptr);
    EXPECT_EQ(doc->selection().ids(), std::vector<NodeId>{idOf(*doc, "coin")});
    EXPECT_EQ(doc->commands().undoLabel(), undo);
    EXPECT_TRUE(doc->isDirty());
}

TEST(PlaySession, AdvancesInFixedStepsAtItsSpeedAndPausesAndSteps) {
    auto doc = openSample("actions");
    std::string error;
    auto play = PlaySession::start(*doc, error);
    ASSERT_TRUE(play) << error;
    play->advance(0.1);
    EXPECT_EQ(play->frame(), 6);  // 0.1 s: six 1/60 steps, the rest carried
    play->speed = 2.0f;
    play->advance(0.05);
    EXPECT_EQ(play->frame(), 12);
    play->paused = true;
    play->advance(1.0);
    EXPECT_EQ(play->frame(), 12);
    play->stepOnce();
    EXPECT_EQ(play->frame(), 13);
    EXPECT_NEAR(play->time(), 13.0 / 60.0, 1e-6);
}

namespace {

// What a frame looks like: every node's transform, opacity and visibility.
std::string snapshot(Node& node) {
    char line[200];
    std::snprintf(line, sizeof line, "%s %.4f %.4f r%.4f s%.4f,%.4f o%d v%d\n", node.name().c_str(),
                  double(node.position().x), double(node.position().y), double(node.rotationSkewX()),
                  double(node.scaleX()), double(node.scaleY()), int(node.opacity()), int(node.isVisible()));
    std::string out = line;
    for (Node* child : childrenInFileOrder(node)) out += snapshot(*child);
    return out;
}

}  // namespace

TEST(PlaySession, SeekingReplaysSoFrameKLooksTheSameHoweverItIsReached) {
    auto doc = openSample("actions");
    std::string error;
    auto play = PlaySession::start(*doc, error);
    ASSERT_TRUE(play) << error;
    for (int i = 0; i < 20; ++i) play->stepOnce();
    play->touch({232, 330});  // the coin, at frame 20
    play->touch({660, 320});  // the box
    std::string at70;
    for (int i = 0; i < 80; ++i) {
        play->stepOnce();
        if (play->frame() == 70) at70 = snapshot(play->scene());
    }
    ASSERT_NE(at70.find("box"), std::string::npos);
    EXPECT_EQ(at70.find("coin"), std::string::npos);  // collected and removed by then
    play->seek(10);
    EXPECT_EQ(play->frame(), 10);
    EXPECT_NE(snapshot(play->scene()).find("coin"), std::string::npos);
    play->seek(70);
    EXPECT_EQ(snapshot(play->scene()), at70);
    play->seek(0);
    play->seek(70);
    EXPECT_EQ(snapshot(play->scene()), at70);
}

TEST(PlaySession, ATouchAfterSeekingBackReplacesTheTouchesThatCameLater) {
    auto doc = openSample("actions");
    std::string error;
    auto play = PlaySession::start(*doc, error);
    for (int i = 0; i < 30; ++i) play->stepOnce();
    play->touch({232, 330});
    play->seek(5);
    play->touch({10, 10});  // nothing there; the coin touch at frame 30 is gone
    play->seek(60);
    EXPECT_NE(findNodeByPath(play->scene(), "coin"), nullptr);
    EXPECT_TRUE(play->player().emitted().empty());
}

TEST(PlaySession, LoopingStartsAgainAtTheLoopFrame) {
    auto doc = openSample("actions");
    std::string error;
    auto play = PlaySession::start(*doc, error);
    play->loopFrames = 30;
    const std::string start = snapshot(play->scene());
    for (int i = 0; i < 29; ++i) play->stepOnce();
    EXPECT_EQ(play->frame(), 29);
    play->stepOnce();
    EXPECT_EQ(play->frame(), 0);
    EXPECT_EQ(snapshot(play->scene()), start);
}

// A clip preview that does not repeat stops on the clip's last frame, as a non-looping
// ActionTimeline stops (the Timeline sets the end); resumed there, it starts from 0.
TEST(PlaySession, AnEndFramePausesThereAndResumingStartsAgain) {
    auto doc = openSample("clips");
    std::string error;
    auto play = PlaySession::previewClip(*doc, "wiggle", error);
    ASSERT_TRUE(play) << error;
    play->endFrame = 30;
    play->advance(0.25);  // 15 frames
    play->advance(0.25);
    play->advance(0.25);
    EXPECT_EQ(play->frame(), 30);
    EXPECT_TRUE(play->paused);
    play->advance(0.25);
    EXPECT_EQ(play->frame(), 30);
    play->paused = false;
    play->advance(1.0 / 60.0);
    EXPECT_EQ(play->frame(), 1);
    EXPECT_FALSE(play->paused);
}

TEST(PlaySession, APreviewPlaysOneActionOnOneNodeAndEnds) {
    auto doc = openSample("actions");
    const std::string before = doc->sceneText();
    std::string error;
    auto preview = PlaySession::preview(*doc, idOf(*doc, "box"), "spin", error);
    ASSERT_TRUE(preview) << error;
    Node* box = findNodeByPath(preview->scene(), "box");
    Node* blinker = findNodeByPath(preview->scene(), "blinker");
    const Vec2 blinkerAt = blinker->position();
    for (int i = 0; i < 30; ++i) preview->stepOnce();
    EXPECT_FALSE(preview->finished());
    EXPECT_NEAR(box->rotationSkewX(), 174.0f, 0.01f);  // 29 of 60 steps after the first (A14)
    EXPECT_EQ(blinker->position(), blinkerAt);         // no autoplay in a preview
    for (int i = 0; i < 31; ++i) preview->stepOnce();
    EXPECT_TRUE(preview->finished());
    EXPECT_EQ(preview->documentNode(box->id()), idOf(*doc, "box"));
    preview.reset();
    EXPECT_EQ(doc->sceneText(), before);
    EXPECT_FALSE(PlaySession::preview(*doc, idOf(*doc, "box"), "nope", error));
    EXPECT_NE(error.find("nope"), std::string::npos);
}

TEST(PlaySession, TheTouchProbeSeesTheLiveTriggerListeners) {
    auto doc = openSample("actions");
    std::string error;
    auto play = PlaySession::start(*doc, error);
    std::vector<std::string> seen;
    for (const auto& l : play->player().liveListeners({232, 330})) {
        Node* n = play->scene().findNode(l.node);
        seen.push_back((n ? n->name() : "?") + " " + l.event + (l.claims ? " claims" : ""));
    }
    // Touch listeners in scene-graph order (the box draws above the coin), then custom.
    EXPECT_EQ(seen, (std::vector<std::string>{"box touch", "coin touch claims", "box custom:coin"}));
}

TEST(PlaySession, TheLastTouchKeepsWhoHeardItAtTheFrameItWasMade) {
    auto doc = openSample("actions");
    std::string error;
    auto play = PlaySession::start(*doc, error);
    for (int i = 0; i < 30; ++i) play->stepOnce();
    const NodeId coin = findNodeByPath(play->scene(), "coin")->id();
    EXPECT_FALSE(play->lastTouch());
    play->touch({232, 330});
    for (int i = 0; i < 120; ++i) play->stepOnce();
    ASSERT_EQ(findNodeByPath(play->scene(), "coin"), nullptr);  // it removed itself after the touch
    const auto claimedNow = play->player().liveListeners({232, 330});
    EXPECT_TRUE(std::none_of(claimedNow.begin(), claimedNow.end(), [](const auto& l) { return l.claims; }));

    ASSERT_TRUE(play->lastTouch());
    const PlaySession::TouchRecord& touch = *play->lastTouch();
    EXPECT_EQ(touch.frame, 30);
    EXPECT_EQ(touch.world, (Vec2{232, 330}));
    const auto heard = std::find_if(touch.heard.begin(), touch.heard.end(),
                                    [&](const auto& l) { return l.node == coin && l.event == "touch"; });
    ASSERT_NE(heard, touch.heard.end());
    EXPECT_TRUE(heard->claims);
    EXPECT_EQ(play->documentNode(coin), idOf(*doc, "coin"));
}

namespace {

// A position key of a clip as the document's file holds it.
Vec2 clipKeyValue(Document& doc, const std::string& clip, const std::string& node, int frame) {
    const NodeId id = findNodeByPath(doc.scene(), node)->id();
    for (const AnimationClip& c : sceneAnimations(doc.scene(), doc.fileData()))
        for (const Track& t : c.tracks)
            if (c.name == clip && t.node == id && t.property == "position")
                for (const Keyframe& k : t.keys)
                    if (k.frame == frame) return std::get<Vec2>(k.value);
    ADD_FAILURE() << "no key at " << frame;
    return {};
}

}  // namespace

// The Timeline's clip preview: the chosen clip alone, from frame 0, as
// `timeline->play(NAME, false)` right after loading; the document is not touched.
TEST(PlaySession, AClipPreviewPlaysThatClipAloneAndSeeksToItsKeys) {
    auto doc = openSample("clips");
    ASSERT_TRUE(doc);
    const std::string before = doc->sceneText();
    std::string error;
    auto play = PlaySession::previewClip(*doc, "wiggle", error);
    ASSERT_TRUE(play) << error;
    EXPECT_EQ(play->clip(), "wiggle");
    Node* mover = findNodeByPath(play->scene(), "mover");
    ASSERT_NE(mover, nullptr);
    // wiggle's keys, not intro's (the autoplay clip would have the mover at [300, 240] at 60).
    for (int frame : {0, 10, 20, 30}) {
        play->seek(frame);
        mover = findNodeByPath(play->scene(), "mover");
        SCOPED_TRACE(frame);
        EXPECT_EQ(mover->position(), clipKeyValue(*doc, "wiggle", "mover", frame));
    }
    play->seek(60);  // past its end, not looping: the last key holds
    EXPECT_EQ(findNodeByPath(play->scene(), "mover")->position(), clipKeyValue(*doc, "wiggle", "mover", 30));
    play.reset();
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(PlaySession, AClipPreviewOfAClipTheSceneDoesNotHaveSaysWhichItHas) {
    auto doc = openSample("clips");
    std::string error;
    EXPECT_EQ(PlaySession::previewClip(*doc, "outro", error), nullptr);
    // As `diorama play --animation` says it.
    EXPECT_EQ(error, "no clip named outro (the scene's clips: intro, wiggle)");
}

// Play with a clip chosen in the Timeline runs the scene as a game does (autoplay actions,
// triggers) with that clip started instead of the autoplay one, as timeline->play(NAME).
TEST(PlaySession, PlayStartsTheClipTheTimelineShowsInsteadOfTheAutoplayOne) {
    auto doc = test::openSample("clips");
    std::string error;
    auto chosen = PlaySession::start(*doc, error, "wiggle");
    ASSERT_TRUE(chosen) << error;
    EXPECT_EQ(chosen->clip(), "wiggle");
    EXPECT_FALSE(chosen->previewsClip());  // the scene runs, triggers and all
    EXPECT_TRUE(PlaySession::previewClip(*doc, "wiggle", error)->previewsClip());
    ASSERT_NE(chosen->player().clips(), nullptr);
    EXPECT_EQ(chosen->player().clips()->currentClip()->name, "wiggle");
    EXPECT_TRUE(chosen->player().clips()->isPlaying());
    auto plain = PlaySession::start(*doc, error);
    ASSERT_TRUE(plain) << error;
    EXPECT_EQ(plain->player().clips()->currentClip()->name, "intro");  // the autoplay clip
    EXPECT_FALSE(PlaySession::start(*doc, error, "nothing"));
    EXPECT_NE(error.find("no clip named"), std::string::npos) << error;
}

TEST(PlaySession, AScreenPreviewLaysTheSceneOutForThatScreenAndStartsNothing) {
    auto doc = openSample("actions");
    const NodeId blinker = idOf(*doc, "blinker");
    const float rightMargin = LayoutComponent::measure(*doc->find(blinker)).rightMargin;
    doc->execute(std::make_unique<SetPropertyCommand>(blinker, "horizontalEdge", PropertyValue(2)));  // right
    doc->execute(std::make_unique<SetPropertyCommand>(blinker, "rightMargin", PropertyValue(rightMargin)));
    const float x = doc->find(blinker)->position().x;
    const Size design = doc->designSize();
    const std::string before = doc->sceneText();
    std::string error;
    auto preview = PlaySession::previewScreen(*doc, {design.width + 176, design.height}, error);
    ASSERT_TRUE(preview) << error;
    EXPECT_TRUE(preview->previewsScreen());
    EXPECT_TRUE(preview->paused);
    EXPECT_FLOAT_EQ(findNodeByPath(preview->scene(), "blinker")->position().x, x + 176);  // keeps its right margin
    EXPECT_EQ(findNodeByPath(preview->scene(), "coin")->position(), doc->find(idOf(*doc, "coin"))->position());
    EXPECT_EQ(preview->scene().contentSize(), (Size{design.width + 176, design.height}));
    preview->advance(1.0);
    EXPECT_EQ(preview->frame(), 0);  // nothing runs
    preview.reset();
    EXPECT_EQ(doc->sceneText(), before);
    // Play on that screen lays the scene out the same way before its first frame.
    auto play = PlaySession::start(*doc, error, {}, Size{design.width + 176, design.height});
    ASSERT_TRUE(play) << error;
    EXPECT_FALSE(play->previewsScreen());
    EXPECT_FLOAT_EQ(findNodeByPath(play->scene(), "blinker")->position().x, x + 176);
}

TEST(PlaySession, AnEdgeOrAPercentTurnedOnInTheEditorStartsFromWhereTheNodeIs) {
    auto doc = openSample("actions");
    const NodeId blinker = idOf(*doc, "blinker"), title = idOf(*doc, "title");
    const std::string before = doc->sceneText();
    doc->execute(std::make_unique<SetPropertyCommand>(blinker, "horizontalEdge", PropertyValue(2)));  // right
    doc->execute(std::make_unique<SetPropertyCommand>(title, "positionPercentXEnabled", PropertyValue(true)));
    const auto* layout =
        dynamic_cast<const LayoutComponent*>(doc->find(blinker)->componentByName(LayoutComponent::kName));
    ASSERT_NE(layout, nullptr);
    EXPECT_FLOAT_EQ(layout->rightMargin(), 960.0f - (420.0f + 120.0f));  // the gap it has now, as Studio fills it
    std::string error;
    auto preview = PlaySession::previewScreen(*doc, {1136, 640}, error);
    ASSERT_TRUE(preview) << error;
    EXPECT_FLOAT_EQ(findNodeByPath(preview->scene(), "blinker")->position().x, 420.0f + 176.0f);
    EXPECT_FLOAT_EQ(findNodeByPath(preview->scene(), "title")->position().x, 1136.0f / 2);  // 480 of 960
    preview.reset();
    ASSERT_TRUE(doc->undo());
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), before);
}

// Studio's editor measures a laid-out node again wherever it is moved or resized, so the
// screen preview keeps it where the designer put it last, not where it was first pinned.
TEST(PlaySession, MovingOrResizingAPinnedNodeMeasuresItsMarginsAgainAndUndoRestoresThem) {
    auto doc = openSample("actions");
    const NodeId blinker = idOf(*doc, "blinker");
    doc->execute(std::make_unique<SetPropertyCommand>(blinker, "horizontalEdge", PropertyValue(2)));  // right
    const std::string pinned = doc->sceneText();
    Node& node = *doc->find(blinker);
    const Vec2 at = node.position();
    doc->execute(std::make_unique<SetPropertyCommand>(blinker, "position", PropertyValue(at + Vec2{-100, 0})));
    const auto* layout = dynamic_cast<const LayoutComponent*>(node.componentByName(LayoutComponent::kName));
    ASSERT_NE(layout, nullptr);
    EXPECT_FLOAT_EQ(layout->rightMargin(), 960.0f - (320.0f + 120.0f));
    EXPECT_FLOAT_EQ(layout->leftMargin(), 320.0f);
    std::string error;
    auto preview = PlaySession::previewScreen(*doc, {1136, 640}, error);
    ASSERT_TRUE(preview) << error;
    EXPECT_FLOAT_EQ(findNodeByPath(preview->scene(), "blinker")->position().x, 320.0f + 176.0f);
    preview.reset();
    const Size size = node.contentSize();
    doc->execute(std::make_unique<SetPropertyCommand>(blinker, "contentSize",
                                                      PropertyValue(Size{size.width + 40, size.height})));
    EXPECT_FLOAT_EQ(layout->rightMargin(), 960.0f - (320.0f + 160.0f));
    ASSERT_TRUE(doc->undo());
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), pinned);
}

// What the viewport draws for a selected pinned node, as Studio marks a widget's margins.
TEST(LayoutPins, APinnedNodeShowsALineToEachPinnedParentEdgeWithItsMargin) {
    auto doc = openSample("actions");
    const NodeId blinker = idOf(*doc, "blinker"), title = idOf(*doc, "title");
    EXPECT_TRUE(layoutPins(*doc->find(blinker)).empty());  // nothing pinned yet
    doc->execute(std::make_unique<SetPropertyCommand>(blinker, "horizontalEdge", PropertyValue(2)));  // right
    doc->execute(std::make_unique<SetPropertyCommand>(blinker, "verticalEdge", PropertyValue(3)));    // center
    const std::vector<LayoutPin> pins = layoutPins(*doc->find(blinker));
    ASSERT_EQ(pins.size(), 3u);
    EXPECT_EQ(pins[0].kind, "right");
    EXPECT_EQ(pins[0].label, "420");  // 960 - (420 + 120)
    EXPECT_EQ(pins[0].from, (Vec2{540, 92}));
    EXPECT_EQ(pins[0].to, (Vec2{960, 92}));
    EXPECT_EQ(pins[1].kind, "bottom");
    EXPECT_EQ(pins[1].label, "80");
    EXPECT_EQ(pins[1].to, (Vec2{480, 80}));
    EXPECT_EQ(pins[2].kind, "top");
    EXPECT_EQ(pins[2].label, "536");  // 640 - (80 + 24)
    doc->execute(std::make_unique<SetPropertyCommand>(title, "positionPercentXEnabled", PropertyValue(true)));
    const std::vector<LayoutPin> percent = layoutPins(*doc->find(title));
    ASSERT_EQ(percent.size(), 1u);
    EXPECT_EQ(percent[0].kind, "percentX");
    EXPECT_EQ(percent[0].label, "50%");
}

// Found by a fresh pair of eyes: a typed margin was stored but the node stayed, so the
// design view showed another place than the game laid out at the same screen size.
TEST(PlaySession, ATypedMarginPlacesThePinnedNodeByItAtOnceAndUndoPutsItBack) {
    auto doc = openSample("actions");
    const NodeId blinker = idOf(*doc, "blinker");
    doc->execute(std::make_unique<SetPropertyCommand>(blinker, "horizontalEdge", PropertyValue(2)));  // right
    const std::string pinned = doc->sceneText();
    doc->execute(std::make_unique<SetPropertyCommand>(blinker, "rightMargin", PropertyValue(200.0f)));
    Node& node = *doc->find(blinker);
    EXPECT_FLOAT_EQ(node.position().x, 960.0f - 200.0f - 120.0f);
    const auto* layout = dynamic_cast<const LayoutComponent*>(node.componentByName(LayoutComponent::kName));
    EXPECT_FLOAT_EQ(layout->rightMargin(), 200.0f);
    EXPECT_FLOAT_EQ(layout->leftMargin(), 640.0f);  // measured again where it landed
    std::string error;
    auto preview = PlaySession::previewScreen(*doc, doc->designSize(), error);
    ASSERT_TRUE(preview) << error;
    EXPECT_FLOAT_EQ(findNodeByPath(preview->scene(), "blinker")->position().x, 640.0f);  // as the editor shows
    preview.reset();
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), pinned);
}

// A press held across frames (the viewport's mouse down, drag, release) reaches a Button
// phase by phase, and seeking replays the phases at their frames.
// The Touch Probe tells a disabled widget under the touch from one the touch misses.
TEST(PlaySession, ADisabledWidgetUnderATouchIsToldApartFromOneItMisses) {
    auto doc = openSample("ui");
    ASSERT_TRUE(doc);
    std::string error;
    auto play = PlaySession::start(*doc, error);
    ASSERT_TRUE(play) << error;
    auto find = [&](Vec2 at, const std::string& name) {
        for (const auto& l : play->player().liveListeners(at))
            if (const Node* n = play->scene().findNode(l.node); n && n->name() == name) return l;
        ADD_FAILURE() << "no listener on " << name;
        return ScenePlayer::LiveListener{};
    };
    const auto off = find({250, 250}, "off");  // the disabled Button, hit
    EXPECT_FALSE(off.claims);
    EXPECT_TRUE(off.disabled);
    const auto missed = find({600, 600}, "off");
    EXPECT_FALSE(missed.claims);
    EXPECT_FALSE(missed.disabled);
    EXPECT_TRUE(find({100, 60}, "locked-volume").disabled);
    EXPECT_TRUE(find({172, 130}, "volume").claims);
}

TEST(PlaySession, TextTypedIntoATextFieldIsReplayedBySeekingAndStopsAtAFrameBefore) {
    auto doc = openSample("ui");
    ASSERT_TRUE(doc);
    std::string error;
    auto play = PlaySession::start(*doc, error);
    ASSERT_TRUE(play) << error;
    auto field = [&] { return static_cast<TextField*>(findNodeByPath(play->scene(), "player-name")); };
    play->stepOnce();
    play->touch({400, 505});  // attaches the keyboard
    EXPECT_TRUE(play->hasKeyboardFocus());
    play->insertText("Ad");
    play->stepOnce();
    play->insertText("ax");
    play->deleteBackward();
    play->stepOnce();
    EXPECT_EQ(field()->text(), "Ada");
    play->seek(1);  // the first two letters were typed at frame 1
    EXPECT_EQ(field()->text(), "Ad");
    play->seek(3);
    EXPECT_EQ(field()->text(), "Ada");
    play->insertText("\n");  // Return: detached; the update reports it, the trigger's Emit follows
    EXPECT_FALSE(play->hasKeyboardFocus());
    play->stepOnce();
    play->stepOnce();
    EXPECT_EQ(play->player().emitted(), (std::vector<std::string>{"typed", "typed", "name-entered"}));
}

TEST(PlaySession, ControlKeysForATextFieldsCursorAreReplayedBySeeking) {
    auto doc = openSample("ui");
    ASSERT_TRUE(doc);
    static_cast<TextField*>(findNodeByPath(doc->scene(), "player-name"))->setCursorEnabled(true);
    std::string error;
    auto play = PlaySession::start(*doc, error);
    ASSERT_TRUE(play) << error;
    auto field = [&] { return static_cast<TextField*>(findNodeByPath(play->scene(), "player-name")); };
    play->stepOnce();
    play->touch({400, 505});
    play->insertText("Ad");
    play->controlKey(TextField::ControlKey::Home);
    play->stepOnce();
    play->insertText("x");
    play->controlKey(TextField::ControlKey::RightArrow);
    play->controlKey(TextField::ControlKey::Delete);
    play->stepOnce();
    EXPECT_EQ(field()->text(), "xA");
    play->seek(1);
    EXPECT_EQ(field()->text(), "Ad");
    EXPECT_EQ(field()->cursorPosition(), 0u);
    play->seek(3);
    EXPECT_EQ(field()->text(), "xA");
    EXPECT_EQ(field()->cursorPosition(), 2u);
}

TEST(PlaySession, AHeldPressShowsAButtonPressedAndSeekingBackReplaysIt) {
    auto doc = openSample("ui");
    ASSERT_TRUE(doc);
    std::string error;
    auto play = PlaySession::start(*doc, error);
    ASSERT_TRUE(play) << error;
    auto button = [&] { return static_cast<Button*>(findNodeByPath(play->scene(), "play")); };
    play->stepOnce();
    play->touch(EventTouch::Code::Began, {160, 400});
    EXPECT_EQ(button()->state(), Button::State::Pressed);
    play->stepOnce();
    play->touch(EventTouch::Code::Moved, {160, 300});  // off the button
    EXPECT_EQ(button()->state(), Button::State::Normal);
    play->stepOnce();
    play->touch(EventTouch::Code::Ended, {160, 300});
    play->stepOnce();                               // the click's Emit would run here
    EXPECT_TRUE(play->player().emitted().empty());  // released off it: no click
    play->seek(1);                                  // the press again, replayed
    EXPECT_EQ(button()->state(), Button::State::Pressed);
    play->touch(EventTouch::Code::Ended, {160, 400});  // a new history: released on it
    play->stepOnce();
    EXPECT_EQ(play->player().emitted(), std::vector<std::string>{"play"});
}

// The Timeline's playhead names a frame and the preview shows exactly that one, where a
// game's float sums of 1/60 s fall just short (after 42 steps it shows frame 41): intro
// moves the mover from x 20 to 300 over frames 0 to 60, QuadOut.
TEST(PlaySession, AClipPreviewSeekedToAFrameShowsExactlyThatFrame) {
    auto doc = openSample("clips");
    std::string error;
    auto play = PlaySession::previewClip(*doc, "intro", error);
    ASSERT_TRUE(play) << error;
    const NodeId mover = idOf(*doc, "mover");
    for (int frame : {7, 13, 14, 15, 42, 59, 60, 30, 0}) {
        play->seek(frame);  // back: loaded again, with new ids
        const double t = frame / 60.0;
        const double x = 20 + 280 * (1 - (1 - t) * (1 - t));
        const Node* copy = play->scene().findNode(*play->playNode(mover));
        ASSERT_NE(copy, nullptr);
        EXPECT_NEAR(copy->position().x, x, 1e-3) << "frame " << frame;
    }
}
