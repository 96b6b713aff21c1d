// Copy, paste and duplicate through scene text.
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/inspection/picking.h"
#include "diorama/inspection/render_order.h"
#include "diorama/serialization/node_path.h"
#include "document_fixtures.h"
#include "samples.h"
#include "temp_files.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <limits>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

TEST(Clipboard, PasteGivesFreshIdsAndRejectsForeignText) {
    auto doc = openSample("world-1-1");
    const std::string text = copyNodes(*doc, {idOf(*doc, "level/pipes")});
    ASSERT_FALSE(text.empty());
    std::string error;
    auto paste = makePasteCommand(*doc, text, doc->scene().id(), error);
    ASSERT_TRUE(paste);
    doc->execute(std::move(paste));
    const std::string saved = doc->sceneText();
    auto reloaded = loadSceneText(saved, "x", kSource / "projects/world-1-1", doc->sceneContext());
    EXPECT_TRUE(reloaded.ok()) << (reloaded.error ? reloaded.error->format() : "");  // no duplicate ids
    EXPECT_FALSE(makePasteCommand(*doc, "hello", doc->scene().id(), error));
    EXPECT_FALSE(error.empty());
}

namespace {

Vec2 worldPositionOf(const Node& n) { return n.parent()->convertToWorldSpace(n.position()); }

// Pastes the clipboard text the way Ctrl+V (or Ctrl+Shift+V) does and returns the new node.
Node* pasteAt(Document& doc, const std::string& text, bool asSibling) {
    const InsertionPoint at = insertionPoint(doc, asSibling);
    std::string error;
    auto paste = makePasteCommand(doc, text, at.parent, error, at.fileIndex);
    EXPECT_TRUE(paste) << error;
    if (!paste) return nullptr;
    auto* added = dynamic_cast<AddNodesCommand*>(paste.get());
    EXPECT_TRUE(added);
    doc.execute(std::move(paste));
    return added && !added->addedIds().empty() ? doc.find(added->addedIds().front()) : nullptr;
}

}  // namespace

// A cloud pasted into the scaled hill shows where the cloud was, not at the cloud's
// old numbers read in the hill's space (as Godot, Unity and Creator paste).
TEST(Clipboard, PasteIntoAnotherParentKeepsWhereTheNodeWasOnScreen) {
    auto doc = openSample("world-1-1");
    Node* cloud = findNodeByPath(doc->scene(), "background/clouds/cloud");
    ASSERT_TRUE(cloud);
    const Vec2 before = worldPositionOf(*cloud);
    const std::string text = copyNodes(*doc, {cloud->id()});
    Node* hill = doc->scene().children()[0]->children()[1]->children()[1].get();  // the one scaled 0.7
    ASSERT_FLOAT_EQ(hill->scaleX(), 0.7f);
    doc->selection().set(hill->id());
    Node* pasted = pasteAt(*doc, text, /*asSibling=*/false);
    ASSERT_TRUE(pasted);
    EXPECT_EQ(pasted->parent(), hill);
    EXPECT_NEAR(worldPositionOf(*pasted).x, before.x, 1e-3);
    EXPECT_NEAR(worldPositionOf(*pasted).y, before.y, 1e-3);
    EXPECT_EQ(pasted->name(), "cloud");  // the hill has no child of that name
    doc->undo();
    EXPECT_TRUE(hill->children().empty());
}

// Pasted next to its original, a copy steps 10 units right and down, and again for each
// further paste, and is named as a copy, so that it is seen and told apart.
TEST(Clipboard, PasteNextToItsOriginalStepsAsideAndIsNamedAsACopy) {
    auto doc = openSample("world-1-1");
    Node* cloud = findNodeByPath(doc->scene(), "background/clouds/cloud");
    ASSERT_TRUE(cloud);
    const Vec2 at = worldPositionOf(*cloud);
    const std::string text = copyNodes(*doc, {cloud->id()});
    doc->selection().set(cloud->id());
    Node* first = pasteAt(*doc, text, /*asSibling=*/true);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->parent(), cloud->parent());
    EXPECT_EQ(first->name(), "cloud copy");
    EXPECT_NEAR(worldPositionOf(*first).x, at.x + 10, 1e-3);
    EXPECT_NEAR(worldPositionOf(*first).y, at.y - 10, 1e-3);
    doc->selection().set(cloud->id());
    Node* second = pasteAt(*doc, text, /*asSibling=*/true);
    ASSERT_TRUE(second);
    EXPECT_EQ(second->name(), "cloud copy 2");
    EXPECT_NEAR(worldPositionOf(*second).x, at.x + 20, 1e-3);
    EXPECT_NEAR(worldPositionOf(*second).y, at.y - 20, 1e-3);
}

// Text copied before this change (no world positions) pastes with its own numbers.
TEST(Clipboard, NodeTextWithoutWorldPositionsPastesWithItsOwnPosition) {
    auto doc = openSample("world-1-1");
    const std::string text = R"({"format": "diorama.nodes", "version": 1,
        "nodes": [{"type": "Node", "name": "marker", "position": [5, 6]}]})";
    doc->selection().set(idOf(*doc, "background/clouds"));
    Node* pasted = pasteAt(*doc, text, /*asSibling=*/false);
    ASSERT_TRUE(pasted);
    EXPECT_EQ(pasted->position(), (Vec2{5, 6}));
}

TEST(Clipboard, MalformedWorldPositionsAreRefusedWithTheirPlace) {
    auto doc = openSample("world-1-1");
    std::string error;
    const std::string text = R"({"format": "diorama.nodes", "version": 1,
        "nodes": [{"type": "Node", "name": "marker"}], "worldPositions": [[1]]})";
    EXPECT_FALSE(makePasteCommand(*doc, text, doc->scene().id(), error));
    EXPECT_NE(error.find("/worldPositions/0"), std::string::npos) << error;
    EXPECT_NE(error.find("expected [x, y] or null"), std::string::npos) << error;
}

// "+ New" with "next to" chosen: each new node goes right after the selected one in its
// parent and is selected, so creating again makes another sibling, not a child of the last.
TEST(Clipboard, NodesCreatedNextToTheSelectionStaySiblingsInOrder) {
    auto doc = openSample("world-1-1");
    Node* cloud = findNodeByPath(doc->scene(), "background/clouds/cloud");
    ASSERT_TRUE(cloud);
    Node* clouds = cloud->parent();
    const std::size_t before = clouds->children().size();
    const std::size_t at = fileIndexOf(*cloud);
    ASSERT_LT(at + 1, before);  // another cloud follows: the new nodes go between them
    doc->selection().set(cloud->id());
    ASSERT_TRUE(doc->execute(makeCreateNodeCommand(*doc, "Sprite", insertionPoint(*doc, /*asSibling=*/true))));
    const Node* sprite = doc->find(doc->selection().primary());
    ASSERT_TRUE(doc->execute(makeCreateNodeCommand(*doc, "Label", insertionPoint(*doc, /*asSibling=*/true))));
    const Node* label = doc->find(doc->selection().primary());
    ASSERT_TRUE(sprite && label);
    EXPECT_EQ(clouds->children().size(), before + 2);
    EXPECT_EQ(sprite->parent(), clouds);
    EXPECT_EQ(label->parent(), clouds);
    EXPECT_EQ(fileIndexOf(*sprite), at + 1);
    EXPECT_EQ(fileIndexOf(*label), at + 2);
    EXPECT_TRUE(doc->undo());
    EXPECT_TRUE(doc->undo());
    EXPECT_EQ(clouds->children().size(), before);
}

// Found by a tryout: a Button, a CheckBox and a Slider made one after the other landed on
// the same point, each hiding the last. A new node that would land where a sibling is
// steps down and right (16 units) until the place is free.
TEST(Clipboard, NewNodesStepAsideFromASiblingAtTheSamePlace) {
    auto doc = openSample("world-1-1");
    const NodeId root = doc->scene().id();
    std::vector<Vec2> at;
    for (int i = 0; i < 3; ++i) {  // sizeless nodes: nothing to stack below
        doc->selection().set(root);
        ASSERT_TRUE(doc->execute(makeCreateNodeCommand(*doc, "Node", InsertionPoint{root, std::nullopt})));
        at.push_back(doc->find(doc->selection().primary())->position());
    }
    const Size design = doc->designSize();
    const Vec2 centre{design.width / 2, design.height / 2};
    EXPECT_EQ(at, (std::vector<Vec2>{centre, centre + Vec2{16, -16}, centre + Vec2{32, -32}}));
    // Under another parent the place is free again.
    const NodeId hud = idOf(*doc, "hud");
    ASSERT_TRUE(doc->execute(makeCreateNodeCommand(*doc, "Node", InsertionPoint{hud, std::nullopt})));
    EXPECT_EQ(doc->find(doc->selection().primary())->convertToWorldSpace({0, 0}), centre);
}

// A tryout's new CheckBox hid under the Button made just before it: new widgets stack
// downwards, each 8 units below what it would cover, as a menu is built. A background as
// big as half the area does not count.
TEST(Clipboard, NewWidgetsStackBelowWhatTheyWouldCover) {
    Document doc(Size{960, 640});
    const NodeId root = doc.scene().id();
    ASSERT_TRUE(doc.execute(makeCreateNodeCommand(doc, "ColorLayer", InsertionPoint{root, std::nullopt})));
    Node& background = *doc.find(doc.selection().primary());
    background.setPosition({0, 0});
    background.setContentSize({960, 640});
    std::vector<Rect> boxes;
    for (const char* type : {"Button", "CheckBox", "Slider"}) {
        ASSERT_TRUE(doc.execute(makeCreateNodeCommand(doc, type, InsertionPoint{root, std::nullopt})));
        boxes.push_back(doc.find(doc.selection().primary())->boundingBox());
    }
    EXPECT_EQ(boxes[0].origin + Vec2(boxes[0].size.width / 2, boxes[0].size.height / 2), (Vec2{480, 320}));
    for (std::size_t i = 1; i < boxes.size(); ++i) {
        EXPECT_FLOAT_EQ(boxes[i].maxY(), boxes[i - 1].minY() - 8) << i;  // 8 units below the one before
        EXPECT_FLOAT_EQ(boxes[i].minX() + boxes[i].size.width / 2, 480.0f) << i;
    }
}

// Found by a tryout: a Label made inside a Button in a corner of the scene landed at the
// design area's middle, 300 units outside its Button. Inside a node with a size it lands
// at that node's middle.
TEST(Clipboard, ANodeMadeInsideASizedNodeLandsAtItsMiddle) {
    auto doc = openSample("ui");
    const NodeId play = idOf(*doc, "play");  // a 240 x 72 Button
    ASSERT_TRUE(doc->execute(makeCreateNodeCommand(*doc, "Label", InsertionPoint{play, std::nullopt})));
    const Node& label = *doc->find(doc->selection().primary());
    EXPECT_EQ(label.parent()->id(), play);
    EXPECT_EQ(label.position(), (Vec2{120, 36}));
}

// "+ New" makes a row of siblings, not a chain: next to the node it just made, otherwise
// as the user last chose, and never beside the root.
TEST(Clipboard, NewNodesGoNextToTheNodeJustMadeElseWhereTheUserChose) {
    auto doc = openSample("world-1-1");
    const NodeId hud = idOf(*doc, "hud");
    doc->selection().set(hud);
    EXPECT_FALSE(createsBeside(*doc, NodeId{}, false));
    EXPECT_TRUE(createsBeside(*doc, NodeId{}, true));
    ASSERT_TRUE(doc->execute(makeCreateNodeCommand(*doc, "Sprite", insertionPoint(*doc, false))));
    const NodeId made = doc->selection().primary();
    EXPECT_EQ(doc->find(made)->parent()->id(), hud);
    EXPECT_TRUE(createsBeside(*doc, made, false));
    doc->selection().set(hud);  // the user picks another node: their choice again
    EXPECT_FALSE(createsBeside(*doc, made, false));
    doc->selection().set(doc->scene().id());
    EXPECT_FALSE(createsBeside(*doc, doc->scene().id(), true));
}

// Ctrl+V goes into the selected node only when it is one a designer fills (a plain Node, a
// Panel, a layer); onto a text or a widget it goes next to it (a tryout's copy went
// invisibly into a Button). Ctrl+Shift+V is always beside.
TEST(Clipboard, CtrlVPastesIntoAContainerAndBesideAText) {
    auto doc = openSample("world-1-1");
    const NodeId hud = idOf(*doc, "hud"), score = idOf(*doc, "hud/score");
    doc->selection().set(hud);
    EXPECT_EQ(pasteInsertionPoint(*doc, false).parent, hud);
    EXPECT_EQ(pasteInsertionPoint(*doc, true).parent, doc->scene().id());
    doc->selection().set(score);
    const InsertionPoint beside = pasteInsertionPoint(*doc, false);
    EXPECT_EQ(beside.parent, hud);
    EXPECT_EQ(beside.fileIndex, insertionPoint(*doc, true).fileIndex);
    EXPECT_TRUE(holdsChildren(doc->scene()));
    EXPECT_FALSE(holdsChildren(*doc->find(score)));
}

// Duplicate steps the copy off the original, as a paste beside it does, and names copies
// in turn (a tryout's Ctrl+D hid exactly under the original).
TEST(Clipboard, DuplicateStepsOffTheOriginalAndNamesEachCopy) {
    auto doc = openSample("world-1-1");
    const NodeId score = idOf(*doc, "hud/score");
    const Vec2 at = doc->find(score)->position();
    auto duplicateOf = [&](NodeId id) {
        auto command = makeDuplicateCommand(*doc, {id});
        EXPECT_TRUE(command);
        EXPECT_TRUE(doc->execute(std::move(command)));
        return doc->find(doc->selection().primary());
    };
    const Node* first = duplicateOf(score);
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->name(), "score copy");
    EXPECT_EQ(first->position(), at + Vec2(10, -10));
    const Node* second = duplicateOf(score);
    EXPECT_EQ(second->name(), "score copy 2");
    EXPECT_EQ(second->position(), at + Vec2(20, -20));
    // A copy of a copy counts on from the original's name.
    const Node* third = duplicateOf(first->id());
    EXPECT_EQ(third->name(), "score copy 3");
    EXPECT_EQ(third->position(), at + Vec2(30, -30));
}

// Right after "+ New" makes a Panel, the next one goes inside it: a new container is made
// to be filled.
TEST(Clipboard, TheNodeAfterANewContainerGoesInsideIt) {
    auto doc = openSample("world-1-1");
    doc->selection().set(idOf(*doc, "hud"));
    ASSERT_TRUE(doc->execute(makeCreateNodeCommand(*doc, "Panel", insertionPoint(*doc, false))));
    EXPECT_FALSE(createsBeside(*doc, doc->selection().primary(), false));
    EXPECT_TRUE(createsBeside(*doc, doc->selection().primary(), true));  // unless the user chose beside
}
