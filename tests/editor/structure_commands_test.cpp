// Structural commands: create, delete, duplicate, paste, reparent; every one undoes byte for byte.
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

namespace {
// Two nested nodes scaled by 1e30 each: their product overflows a float.
Node& enormouslyScaledChild(Document& doc) {
    Node& huge = doc.scene().addChild(std::make_unique<Node>("huge"));
    huge.setScale(1e30f);
    Node& huger = huge.addChild(std::make_unique<Node>("huger"));
    huger.setScale(1e30f);
    doc.markStructureChanged();
    return huger;
}
}  // namespace

// One generic check over every command: apply changes the file, revert restores it
// byte for byte, and redo gives the applied file again.
TEST(Commands, EveryCommandAppliesAndRevertsToAByteIdenticalFile) {
    const std::vector<std::pair<std::string, CommandFactory>> cases = {
        {"create", [](Document& d) { return makeCreateNodeCommand(d, "Sprite", idOf(d, "level")); }},
        {"create label", [](Document& d) { return makeCreateNodeCommand(d, "Label", idOf(d, "hud")); }},
        {"delete",
         [](Document& d) { return std::make_unique<DeleteNodesCommand>(std::vector{idOf(d, "level/blocks")}); }},
        {"delete many",
         [](Document& d) {
             return std::make_unique<DeleteNodesCommand>(
                 std::vector{idOf(d, "level/ground/#3"), idOf(d, "actors/player"), idOf(d, "actors")});
         }},
        {"duplicate", [](Document& d) { return makeDuplicateCommand(d, {idOf(d, "level/pipes/pipe")}); }},
        {"paste",
         [](Document& d) {
             std::string error;
             return makePasteCommand(d, copyNodes(d, {idOf(d, "background/clouds")}), idOf(d, "hud"), error);
         }},
        {"reparent",
         [](Document& d) {
             return std::make_unique<ReparentCommand>(idOf(d, "actors/player"), idOf(d, "level/pipes"));
         }},
        {"reparent to index",
         [](Document& d) { return std::make_unique<ReparentCommand>(idOf(d, "hud/score"), idOf(d, "level"), 1); }},
        {"reorder",
         [](Document& d) {
             auto order = fileOrderIds(*findNodeByPath(d.scene(), "level/blocks"));
             std::reverse(order.begin(), order.end());
             return std::make_unique<ReorderChildrenCommand>(idOf(d, "level/blocks"), order);
         }},
        {"set position",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "actors/player"), "position",
                                                         PropertyValue(Vec2{1, 2}));
         }},
        {"rename",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "actors/player"), "name",
                                                         PropertyValue(std::string("hero")));
         }},
        {"set z",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "level/bush"), "localZOrder", PropertyValue(5));
         }},
        {"set global z",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "level/bush"), "globalZOrder", PropertyValue(2.5f));
         }},
        {"normalized",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "hud/world"), "normalizedPosition",
                                                         PropertyValue(Vec2{0.5f, 0.5f}));
         }},
        {"texture",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "actors/player"), "texture",
                                                         PropertyValue(std::string("images/enemy.png")));
         }},
        {"text",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "hud/score"), "text",
                                                         PropertyValue(std::string("MARIO 999999")));
         }},
        {"colour",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "level/bush"), "color",
                                                         PropertyValue(Color3B{1, 2, 3}));
         }},
        {"lock",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "level/bush"), "locked", PropertyValue(true));
         }},
        {"global z subtree",
         [](Document& d) { return std::make_unique<ApplyGlobalZToSubtreeCommand>(idOf(d, "actors"), 3.0f); }},
    };
    for (const auto& [name, make] : cases) {
        SCOPED_TRACE(name);
        auto doc = openSample("world-1-1");
        const std::string before = doc->sceneText();
        auto command = make(*doc);
        ASSERT_TRUE(command);
        ASSERT_TRUE(doc->execute(std::move(command)));
        EXPECT_TRUE(doc->isDirty());
        const std::string applied = doc->sceneText();
        EXPECT_NE(applied, before);
        ASSERT_TRUE(doc->undo());
        EXPECT_EQ(doc->sceneText(), before);
        EXPECT_FALSE(doc->isDirty());
        ASSERT_TRUE(doc->redo());
        if (name != "create" && name != "create label" && name != "duplicate" &&
            name != "paste") {  // fresh ids each time
            EXPECT_EQ(doc->sceneText(), applied);
        }
        ASSERT_TRUE(doc->undo());
        EXPECT_EQ(doc->sceneText(), before);
    }
}

TEST(Commands, ReparentingKeepsWorldPositions) {
    Document doc;
    Scene& scene = doc.scene();
    Node& a = scene.addChild(std::make_unique<Node>("a"));
    a.setPosition({100, 50});
    a.setRotation(30);
    a.setScale(2, 0.5f);
    a.setContentSize({10, 10});
    a.setAnchorPoint({0.5f, 0.5f});
    Node& b = scene.addChild(std::make_unique<Node>("b"));
    b.setPosition({-40, 300});
    b.setRotation(-75);
    b.setScale(1.5f, -1.25f);
    b.setSkewX(10);
    Node& moving = a.addChild(std::make_unique<Node>("moving"));
    moving.setContentSize({30, 20});
    moving.setAnchorPoint({0.25f, 0.75f});
    moving.setPosition({7, -3});
    moving.setRotation(12);
    moving.setSkewY(5);
    doc.markStructureChanged();
    const std::array<Vec2, 4> local = {Vec2{0, 0}, Vec2{30, 0}, Vec2{30, 20}, Vec2{0, 20}};
    std::array<Vec2, 4> before;
    for (int i = 0; i < 4; ++i) before[i] = moving.convertToWorldSpace(local[i]);
    ASSERT_TRUE(doc.execute(std::make_unique<ReparentCommand>(moving.id(), b.id())));
    EXPECT_EQ(moving.parent(), &b);
    for (int i = 0; i < 4; ++i) {
        const Vec2 after = moving.convertToWorldSpace(local[i]);
        EXPECT_NEAR(after.x, before[i].x, 1e-4f);
        EXPECT_NEAR(after.y, before[i].y, 1e-4f);
    }
    doc.undo();
    EXPECT_EQ(moving.parent(), &a);
    EXPECT_EQ(moving.position(), Vec2(7, -3));
    EXPECT_EQ(moving.rotationSkewX(), 12.0f);
}

TEST(Commands, ReparentUnderItsOwnDescendantIsRefused) {
    Document doc;
    Node& a = doc.scene().addChild(std::make_unique<Node>("a"));
    Node& b = a.addChild(std::make_unique<Node>("b"));
    doc.markStructureChanged();
    EXPECT_FALSE(doc.execute(std::make_unique<ReparentCommand>(a.id(), b.id())));
    EXPECT_EQ(b.parent(), &a);
    EXPECT_EQ(doc.commands().size(), 0u);
}

TEST(Commands, DeleteSelectsNothingAndUndoRestoresSelectionAndOrder) {
    auto doc = openSample("z-order");
    const NodeId second = idOf(*doc, "ties-by-arrival/second");
    doc->selection().set(second);
    doc->execute(std::make_unique<DeleteNodesCommand>(std::vector{second}));
    EXPECT_TRUE(doc->selection().empty());
    doc->undo();
    EXPECT_TRUE(doc->selection().contains(second));
    const auto order = captureRenderOrder(doc->scene());
    std::vector<std::string> names;
    for (auto& e : order.draw)
        if (e.nodePtr->parent()->name() == "ties-by-arrival") names.push_back(e.nodePtr->name());
    EXPECT_EQ(names, (std::vector<std::string>{"title", "first", "second", "third"}));
}

// Found by the edit stress test: keeping the world transform under a parent with an
// enormous scale gave infinite positions, which were then saved as null.
TEST(Commands, ReparentThatWouldNeedNonFiniteValuesIsRefused) {
    Document doc;
    Node& tiny = enormouslyScaledChild(doc);
    Node& moving = doc.scene().addChild(std::make_unique<Node>("moving"));
    moving.setPosition({100, 200});
    doc.markStructureChanged();
    const std::string before = doc.sceneText();
    EXPECT_FALSE(doc.execute(std::make_unique<ReparentCommand>(moving.id(), tiny.id())));
    EXPECT_EQ(moving.parent(), &doc.scene());
    EXPECT_EQ(doc.sceneText(), before);
}

TEST(Commands, CreatingUnderAnEnormouslyScaledParentGivesFiniteValues) {
    Document doc;
    Node& huger = enormouslyScaledChild(doc);
    ASSERT_TRUE(doc.execute(makeCreateNodeCommand(doc, "Node", huger.id())));
    std::string nonFinite;
    saveSceneToString(doc.scene(), doc.fileData(), &nonFinite);
    EXPECT_EQ(nonFinite, "");
}

// Found by the edit stress test: pasting and reparenting could nest 257 levels deep,
// and the saved file was then refused by the loader's depth limit.
TEST(Commands, EditsThatWouldNestDeeperThanAFileMayAreRefused) {
    Document doc;
    Node* deepest = &doc.scene();
    for (int depth = 1; depth <= 255; ++depth) deepest = &deepest->addChild(std::make_unique<Node>());
    Node& loose = doc.scene().addChild(std::make_unique<Node>("loose"));
    loose.addChild(std::make_unique<Node>("child"));
    doc.markStructureChanged();
    ASSERT_TRUE(doc.execute(makeCreateNodeCommand(doc, "Node", deepest->id())));  // depth 256: allowed
    const std::string before = doc.sceneText();
    Node& at256 = *deepest->children().front();
    EXPECT_FALSE(doc.execute(makeCreateNodeCommand(doc, "Node", at256.id())));
    EXPECT_FALSE(doc.execute(std::make_unique<ReparentCommand>(loose.id(), deepest->id())));  // child at 257
    std::string error;
    EXPECT_FALSE(doc.execute(makePasteCommand(doc, copyNodes(doc, {loose.id()}), deepest->id(), error)));
    EXPECT_EQ(doc.sceneText(), before);
    EXPECT_TRUE(loadSceneText(before, "deep.json", ".", SceneContext{}).ok());
}
