// Play mode runs a copy: Stop gives the document back byte for byte, with its selection
// and history; touches reach the copy's triggers.
#include "diorama/editor/play_session.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
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
