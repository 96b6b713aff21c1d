// Group (Ctrl+G) and Ungroup (Ctrl+Shift+G): one undo step each, nothing moves on screen,
// and Ungroup after Group gives the file back byte for byte.
#include "diorama/editor/group_commands.h"

#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/serialization/node_path.h"
#include "document_fixtures.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;

namespace {

AffineTransform worldOf(Document& doc, NodeId id) { return doc.find(id)->nodeToWorldTransform(); }

}  // namespace

TEST(Group, GroupPutsTheNodesInANewNodeWhereTheFirstWasAndNothingMoves) {
    auto doc = openSample("world-1-1");
    Node* hills = findNodeByPath(doc->scene(), "background/hills");
    ASSERT_TRUE(hills);
    const NodeId small = hills->children()[1]->id();  // scaled 0.7
    const NodeId big = hills->children()[0]->id();
    const AffineTransform smallBefore = worldOf(*doc, small), bigBefore = worldOf(*doc, big);
    std::string error;
    auto group = makeGroupCommand(*doc, {small, big}, error);  // selection order is not file order
    ASSERT_TRUE(group) << error;
    ASSERT_TRUE(doc->execute(std::move(group)));
    ASSERT_EQ(hills->children().size(), 1u);
    Node& made = *hills->children()[0];
    EXPECT_EQ(made.name(), "Group");
    ASSERT_EQ(made.children().size(), 2u);
    EXPECT_EQ(fileOrderIds(made), (std::vector{big, small}));  // file order kept
    EXPECT_EQ(worldOf(*doc, small), smallBefore);              // bit for bit
    EXPECT_EQ(worldOf(*doc, big), bigBefore);
}

TEST(Group, UngroupAfterGroupAndUndoOfEachGiveTheFileBackByteForByte) {
    auto doc = openSample("world-1-1");
    const std::string before = doc->sceneText();
    const NodeId cloud = findNodeByPath(doc->scene(), "background/clouds")->children()[1]->id();
    const NodeId hills = idOf(*doc, "background/hills");  // hills and clouds are neighbours
    std::string error;
    ASSERT_TRUE(doc->execute(makeGroupCommand(*doc, {hills, idOf(*doc, "background/clouds")}, error)));
    const std::string grouped = doc->sceneText();
    EXPECT_NE(grouped, before);
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), before);
    ASSERT_TRUE(doc->redo());
    EXPECT_EQ(doc->sceneText(), grouped);
    const NodeId made = doc->find(hills)->parent()->id();
    ASSERT_TRUE(doc->execute(makeUngroupCommand(*doc, made, error))) << error;
    EXPECT_EQ(doc->sceneText(), before);
    EXPECT_TRUE(doc->find(cloud));
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), grouped);
}

TEST(Group, UndoAndRedoSelectWhatEachSideOfTheStepHad) {
    auto doc = openSample("world-1-1");
    const NodeId hills = idOf(*doc, "background/hills"), clouds = idOf(*doc, "background/clouds");
    doc->selection().setAll({hills, clouds});
    std::string error;
    ASSERT_TRUE(doc->execute(makeGroupCommand(*doc, doc->selection().ids(), error)));
    const NodeId made = doc->find(hills)->parent()->id();
    EXPECT_EQ(doc->selection().ids(), (std::vector{made}));
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->selection().ids(), (std::vector{hills, clouds}));
    ASSERT_TRUE(doc->redo());
    EXPECT_EQ(doc->selection().ids(), (std::vector{made}));
    ASSERT_TRUE(doc->execute(makeUngroupCommand(*doc, made, error))) << error;
    EXPECT_EQ(doc->selection().ids(), (std::vector{hills, clouds}));
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->selection().ids(), (std::vector{made}));
}

// Nodes of different parents go under the first one's parent, each keeping its place on screen.
TEST(Group, NodesOfDifferentParentsKeepTheirPlaceOnScreen) {
    auto doc = openSample("world-1-1");
    const NodeId hill = findNodeByPath(doc->scene(), "background/hills")->children()[1]->id();
    const NodeId cloud = findNodeByPath(doc->scene(), "background/clouds")->children()[0]->id();
    const AffineTransform hillBefore = worldOf(*doc, hill), cloudBefore = worldOf(*doc, cloud);
    std::string error;
    ASSERT_TRUE(doc->execute(makeGroupCommand(*doc, {cloud, hill}, error))) << error;
    EXPECT_EQ(doc->find(hill)->parent(), doc->find(cloud)->parent());
    EXPECT_EQ(doc->find(hill)->parent()->parent(), findNodeByPath(doc->scene(), "background/hills"));
    const AffineTransform hillAfter = worldOf(*doc, hill), cloudAfter = worldOf(*doc, cloud);
    EXPECT_NEAR(hillAfter.tx, hillBefore.tx, 1e-3);
    EXPECT_NEAR(hillAfter.a, hillBefore.a, 1e-6);
    EXPECT_NEAR(cloudAfter.tx, cloudBefore.tx, 1e-3);
    EXPECT_NEAR(cloudAfter.ty, cloudBefore.ty, 1e-3);
}

TEST(Group, UngroupOfAMovedGroupKeepsTheChildrenWhereTheyAreOnScreen) {
    auto doc = openSample("world-1-1");
    Node* clouds = findNodeByPath(doc->scene(), "background/clouds");
    clouds->setPosition({30, -20});
    clouds->setRotation(15);
    const NodeId cloud = clouds->children()[2]->id();
    const AffineTransform before = worldOf(*doc, cloud);
    std::string error;
    ASSERT_TRUE(doc->execute(makeUngroupCommand(*doc, clouds->id(), error))) << error;
    EXPECT_FALSE(doc->find(idOf(*doc, "background")) == nullptr);
    EXPECT_EQ(findNodeByPath(doc->scene(), "background/clouds"), nullptr);
    EXPECT_EQ(doc->find(cloud)->parent(), findNodeByPath(doc->scene(), "background"));
    const AffineTransform after = worldOf(*doc, cloud);
    EXPECT_NEAR(after.tx, before.tx, 1e-3);
    EXPECT_NEAR(after.ty, before.ty, 1e-3);
    EXPECT_NEAR(after.b, before.b, 1e-6);
}

TEST(Group, WhatCannotBeGroupedOrUngroupedIsRefusedWithAReason) {
    auto doc = openSample("world-1-1");
    std::string error;
    EXPECT_FALSE(makeGroupCommand(*doc, {}, error));
    EXPECT_EQ(error, "nothing selected to group");
    EXPECT_FALSE(makeGroupCommand(*doc, {doc->scene().id()}, error));
    EXPECT_EQ(error, "the scene's root cannot be grouped");
    EXPECT_FALSE(makeUngroupCommand(*doc, idOf(*doc, "background/sky"), error));  // a Sprite
    EXPECT_EQ(error, "only a plain Node is ungrouped; \"sky\" would be lost with it");
    EXPECT_FALSE(makeUngroupCommand(*doc, doc->scene().id(), error));
}

// A group of nodes placed by plain positions is an empty Node, as a new one is: it covers
// nothing, so a click on the parent around its children still picks the parent (a group
// the parent's size took every such click).
TEST(Group, AGroupOfPlainlyPlacedNodesIsEmptyAndUngroupsByteForByte) {
    auto doc = openSample("events");
    const std::string before = doc->sceneText();
    const NodeId a = idOf(*doc, "back-panel/button-a"), b = idOf(*doc, "back-panel/button-b");
    const AffineTransform aBefore = worldOf(*doc, a);
    std::string error;
    ASSERT_TRUE(doc->execute(makeGroupCommand(*doc, {a, b}, error))) << error;
    Node& made = *doc->find(a)->parent();
    EXPECT_EQ(made.contentSize(), (Size{0, 0}));
    EXPECT_EQ(worldOf(*doc, a), aBefore);  // bit for bit
    ASSERT_TRUE(doc->execute(makeUngroupCommand(*doc, made.id(), error))) << error;
    EXPECT_EQ(doc->sceneText(), before);
}

// A node placed as a fraction of its parent's size (normalizedPosition) keeps its place
// only in a group of the parent's size.
TEST(Group, AGroupOfANodePlacedByFractionTakesTheParentsSize) {
    auto doc = openSample("events");
    const NodeId title = idOf(*doc, "back-panel/title"), a = idOf(*doc, "back-panel/button-a");
    const AffineTransform titleBefore = worldOf(*doc, title);
    std::string error;
    ASSERT_TRUE(doc->execute(makeGroupCommand(*doc, {title, a}, error))) << error;
    EXPECT_EQ(doc->find(title)->parent()->contentSize(), (Size{800, 480}));
    EXPECT_EQ(worldOf(*doc, title), titleBefore);
}
