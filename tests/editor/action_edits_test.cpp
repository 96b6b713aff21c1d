// The inspector's Actions section: each edit of a node's named actions is one undo step
// whose result reads back, with triggers following renames and removals.
#include "diorama/editor/action_edits.h"
#include "diorama/editor/document.h"
#include "diorama/editor/play_session.h"
#include "diorama/serialization/node_path.h"
#include "document_fixtures.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>

using namespace diorama;
using namespace diorama::test;

namespace {

// The document's text loads again (the reader checks actions and triggers).
void expectReadsBack(Document& doc) {
    LoadResult r = loadSceneText(doc.sceneText(), "edited", doc.baseDirectory(), SceneContext{});
    EXPECT_TRUE(r.ok()) << r.error->format();
}

}  // namespace

TEST(ActionEdits, AddingAnActionToAPlainNodeIsOneUndoStepThatRestoresTheText) {
    auto doc = openSample("actions");
    const NodeId title = idOf(*doc, "title");
    const std::string before = doc->sceneText();
    auto actions = nodeNamedActions(*doc, title);
    ASSERT_TRUE(actions.empty());
    addNamedAction(actions, "MoveBy");
    addNamedAction(actions, "MoveBy");
    EXPECT_EQ(actions[1].name, "moveBy2");
    ASSERT_TRUE(doc->execute(std::make_unique<SetNodeActionsCommand>(title, actions, "Add Action")));
    EXPECT_EQ(nodeNamedActions(*doc, title), actions);
    expectReadsBack(*doc);
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
    doc->redo();
    EXPECT_EQ(nodeNamedActions(*doc, title).size(), 2u);
}

TEST(ActionEdits, WrapUnwrapMoveAndRemoveKeepTheRecordValid) {
    auto doc = openSample("actions");
    const NodeId box = idOf(*doc, "box");
    auto actions = nodeNamedActions(*doc, box);
    ASSERT_EQ(actions[1].action.type, "RotateBy");
    ASSERT_TRUE(wrapAction(actions, {1, {}}, "Repeat"));
    EXPECT_EQ(actions[1].action.type, "Repeat");
    EXPECT_EQ(actions[1].action.children.at(0).type, "RotateBy");
    ASSERT_TRUE(wrapAction(actions, {1, {0}}, "EaseBounceOut"));
    EXPECT_EQ(actionAt(actions, {1, {0, 0}})->type, "RotateBy");
    ASSERT_TRUE(unwrapAction(actions, {1, {0}}));
    EXPECT_EQ(actionAt(actions, {1, {0}})->type, "RotateBy");
    EXPECT_FALSE(removeAction(actions, {1, {0}}));  // a Repeat keeps its action
    // wobble is a Sequence of two eases: reorder and remove inside it.
    ASSERT_TRUE(moveAction(actions, {0, {1}}, -1));
    EXPECT_EQ(actionAt(actions, {0, {0}})->type, "EaseBounceOut");
    EXPECT_FALSE(moveAction(actions, {0, {0}}, -1));
    ASSERT_TRUE(addChildAction(actions, {0, {}}, "DelayTime"));
    ASSERT_TRUE(removeAction(actions, {0, {1}}));
    EXPECT_EQ(actionAt(actions, {0, {1}})->type, "DelayTime");
    ASSERT_TRUE(doc->execute(std::make_unique<SetNodeActionsCommand>(box, actions, "Edit Actions")));
    expectReadsBack(*doc);
}

TEST(ActionEdits, RemovingATriggeredActionRemovesItsTriggerAndUndoBringsBothBack) {
    auto doc = openSample("actions");
    const NodeId box = idOf(*doc, "box");
    const std::string before = doc->sceneText();
    auto actions = nodeNamedActions(*doc, box);
    ASSERT_TRUE(removeAction(actions, {0, {}}));  // wobble, run by touchBegan
    ASSERT_TRUE(doc->execute(std::make_unique<SetNodeActionsCommand>(box, actions, "Remove Action")));
    const std::string& keys = doc->fileData().find(box)->unknownKeys;
    EXPECT_EQ(keys.find("touchBegan"), std::string::npos);
    EXPECT_NE(keys.find("custom:coin"), std::string::npos);
    expectReadsBack(*doc);
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(ActionEdits, RenamingCarriesIntoTriggersAndNamesStayUnique) {
    auto doc = openSample("actions");
    const NodeId coin = idOf(*doc, "coin");
    auto actions = nodeNamedActions(*doc, coin);
    EXPECT_EQ(uniqueActionName(actions, "bob", 1), "bob2");
    EXPECT_EQ(uniqueActionName(actions, "bob", 0), "bob");
    actions[1].name = "pickUp";
    ASSERT_TRUE(doc->execute(std::make_unique<SetNodeActionsCommand>(
        coin, actions, "Rename Action", std::vector{std::pair{std::string("collect"), std::string("pickUp")}})));
    EXPECT_NE(doc->fileData().find(coin)->unknownKeys.find(R"("run":"pickUp")"), std::string::npos);
    expectReadsBack(*doc);
}

TEST(ActionEdits, DraggingAParameterIsOneUndoStep) {
    auto doc = openSample("actions");
    const NodeId box = idOf(*doc, "box");
    const std::string before = doc->sceneText();
    doc->commands().openMergeWindow();
    for (float angle : {370.0f, 380.0f, 390.0f}) {
        auto actions = nodeNamedActions(*doc, box);
        actionAt(actions, {1, {}})->param("angle")->values[0] = angle;
        doc->execute(std::make_unique<SetNodeActionsCommand>(
            box, actions, "Edit angle", std::vector<std::pair<std::string, std::string>>{}, "1/angle"));
    }
    doc->commands().closeMergeWindow();
    EXPECT_EQ(actionAt(nodeNamedActions(*doc, box), {1, {}})->number("angle"), 390.0);
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(ActionEdits, StretchingAnActionScalesEveryDurationInsideToTheMillisecond) {
    auto doc = openSample("actions");
    const NodeId box = idOf(*doc, "box");
    auto actions = nodeNamedActions(*doc, box);
    ASSERT_EQ(actions[0].name, "wobble");  // Sequence of eased ScaleTo 0.25 s and 0.5 s
    const ActionPath wobble{0, {}}, grow{0, {0, 0}}, settle{0, {1, 0}};
    ASSERT_DOUBLE_EQ(actionDuration(actions[0].action), 0.75);

    ASSERT_TRUE(stretchAction(actions, wobble, 0.75, 1.0));
    EXPECT_DOUBLE_EQ(actionAt(actions, grow)->number("duration"), 0.333);  // 0.25 * 4/3, to the ms
    EXPECT_DOUBLE_EQ(actionAt(actions, settle)->number("duration"), 0.667);
    ASSERT_TRUE(stretchAction(actions, grow, 0.333, 0.2));  // one bar alone
    EXPECT_DOUBLE_EQ(actionAt(actions, grow)->number("duration"), 0.2);
    EXPECT_DOUBLE_EQ(actionAt(actions, settle)->number("duration"), 0.667);
    ASSERT_TRUE(stretchAction(actions, grow, 0.2, 1e-9));  // never below a millisecond
    EXPECT_DOUBLE_EQ(actionAt(actions, grow)->number("duration"), 0.001);

    EXPECT_FALSE(stretchAction(actions, grow, 0, 1));
    EXPECT_FALSE(stretchAction(actions, grow, 1, std::numeric_limits<double>::infinity()));
    EXPECT_FALSE(stretchAction(actions, ActionPath{0, {5}}, 1, 2));
    ASSERT_TRUE(doc->execute(std::make_unique<SetNodeActionsCommand>(box, actions, "Stretch Action")));
    expectReadsBack(*doc);
}

// The inspector's Triggers: add, edit, reorder and remove, each one undo step whose file
// reads back; Play hears a new trigger at once.
TEST(TriggerEdits, AddingATriggerIsOneUndoStepAndPlayHearsIt) {
    auto doc = openSample("actions");
    const NodeId blinker = idOf(*doc, "blinker");
    const std::string before = doc->sceneText();
    ASSERT_TRUE(nodeTriggers(*doc, blinker).empty());
    ASSERT_TRUE(doc->execute(std::make_unique<SetNodeTriggersCommand>(
        blinker, std::vector<TriggerRecord>{{"click", "blink", true, {}}}, "Add Trigger")));
    EXPECT_EQ(doc->fileData().find(blinker)->unknownKeys.find(
                  R"("on":[{"event":"click","run":"blink","swallow":true}])") != std::string::npos,
              true);
    expectReadsBack(*doc);
    std::string error;
    auto play = PlaySession::start(*doc, error);
    ASSERT_TRUE(play) << error;
    const Node* live = findNodeByPath(play->scene(), "blinker");
    const Vec2 at = live->convertToWorldSpace({live->contentSize().width / 2, live->contentSize().height / 2});
    const auto heard = play->player().liveListeners(at);
    EXPECT_TRUE(
        std::any_of(heard.begin(), heard.end(), [&](const auto& l) { return l.node == live->id() && l.claims; }));
    play.reset();
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(TriggerEdits, EditingReorderingAndRemovingKeepTheOtherEntriesAsWritten) {
    auto doc = openSample("actions");
    const NodeId box = idOf(*doc, "box");
    const std::string before = doc->sceneText();
    std::vector<TriggerRecord> triggers = nodeTriggers(*doc, box);
    ASSERT_GE(triggers.size(), 2u);
    std::swap(triggers[0], triggers[1]);
    triggers[0].swallow = !triggers[0].swallow;
    ASSERT_TRUE(doc->execute(std::make_unique<SetNodeTriggersCommand>(box, triggers, "Edit Trigger")));
    EXPECT_EQ(nodeTriggers(*doc, box), triggers);
    expectReadsBack(*doc);
    ASSERT_TRUE(doc->execute(std::make_unique<SetNodeTriggersCommand>(box, std::vector<TriggerRecord>{}, "Remove")));
    EXPECT_EQ(doc->fileData().find(box)->unknownKeys.find("\"on\""), std::string::npos);
    expectReadsBack(*doc);
    doc->undo();
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(TriggerEdits, ATriggerThatWouldNotReadBackIsRefusedWithItsReason) {
    auto doc = openSample("actions");
    const NodeId box = idOf(*doc, "box");
    const std::string before = doc->sceneText();
    std::vector<TriggerRecord> triggers = nodeTriggers(*doc, box);
    triggers.push_back({"custom:", "spin", false, {}});
    EXPECT_EQ(
        triggersProblem(*doc, box, triggers),
        "/on/" + std::to_string(triggers.size() - 1) +
            R"(/event: expected "touchBegan", "touchEnded", "click", "selected", "unselected", "percentChanged", "pageTurning", "itemSelected", "attachWithIME", "detachWithIME", "insertText", "deleteBackward" or "custom:NAME")");
    SetNodeTriggersCommand bad(box, triggers, "Edit Trigger");
    EXPECT_FALSE(bad.apply(*doc));
    triggers.back() = {"click", "", false, {}};
    EXPECT_EQ(triggersProblem(*doc, box, triggers),
              "/on/" + std::to_string(triggers.size() - 1) + R"(: a trigger needs "run" or "stop")");
    auto nothing = std::make_unique<SetNodeTriggersCommand>(box, triggers, "Edit Trigger");
    EXPECT_FALSE(doc->execute(std::move(nothing)));
    EXPECT_EQ(doc->sceneText(), before);
    EXPECT_FALSE(doc->isDirty());
}

TEST(ActionEdits, DuplicateAndInsertAfterPlaceTheNewActionRightAfter) {
    auto doc = openSample("actions");
    const NodeId box = idOf(*doc, "box");
    auto actions = nodeNamedActions(*doc, box);  // wobble: Sequence of two eases; spin
    ASSERT_TRUE(duplicateAction(actions, {0, {}}));
    EXPECT_EQ(actions[1].name, "wobble2");
    EXPECT_EQ(actions[1].action, actions[0].action);
    EXPECT_EQ(actions[2].name, "spin");
    ASSERT_TRUE(duplicateAction(actions, {0, {0}}));
    EXPECT_EQ(actions[0].action.children.size(), 3u);
    EXPECT_EQ(actions[0].action.children[1], actions[0].action.children[0]);
    EXPECT_FALSE(duplicateAction(actions, {0, {0, 0}}));  // an ease holds one action
    ASSERT_TRUE(insertActionAfter(actions, {0, {0}}, "DelayTime"));
    EXPECT_EQ(actions[0].action.children[1].type, "DelayTime");
    ASSERT_TRUE(insertActionAfter(actions, {0, {}}, "FadeOut"));
    EXPECT_EQ(actions[1].name, "fadeOut");
    EXPECT_EQ(actions[2].name, "wobble2");
    EXPECT_FALSE(insertActionAfter(actions, {9, {}}, "FadeOut"));
    ASSERT_TRUE(doc->execute(std::make_unique<SetNodeActionsCommand>(box, actions, "Edit Actions")));
    expectReadsBack(*doc);
}

// "Title scales in" is one pick: every preset reads back and plays; scale-in ends at the
// node's own scale.
TEST(ActionEdits, EveryPresetReadsBackAndPlaysAndScaleInEndsAtTheNodesScale) {
    auto doc = openSample("actions");
    const NodeId title = idOf(*doc, "title");
    auto actions = nodeNamedActions(*doc, title);
    for (const ActionPreset& p : actionPresets()) ASSERT_TRUE(addActionPreset(actions, p.key, 0.5f, 0.5f)) << p.key;
    EXPECT_FALSE(addActionPreset(actions, "spin"));
    ASSERT_EQ(actions.size(), actionPresets().size());
    EXPECT_EQ(actions[1].name, "scaleIn");
    EXPECT_TRUE(actions[1].autoplay);
    EXPECT_EQ(actionTreeJson(actions[1].action),
              R"({"type":"Sequence","actions":[{"type":"ScaleTo","duration":0,"scale":0},)"
              R"({"type":"EaseBackOut","action":{"type":"ScaleTo","duration":0.5,"scale":0.5}}]})");
    ASSERT_TRUE(doc->execute(std::make_unique<SetNodeActionsCommand>(title, actions, "Add Action")));
    expectReadsBack(*doc);
    std::string error;
    auto play = PlaySession::start(*doc, error);
    ASSERT_TRUE(play) << error;
    for (int i = 0; i < 60; ++i) play->stepOnce();  // scale-in is over after 0.5 s
    const Node* live = findNodeByPath(play->scene(), "title");
    EXPECT_EQ(live->opacity(), 255);  // faded in
}
