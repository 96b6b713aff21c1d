// Property edits: drags merge into one step, refused values change nothing, undo restores exactly.
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

TEST(Commands, ADragIsOneUndoStep) {
    auto doc = openSample("world-1-1");
    const NodeId player = idOf(*doc, "actors/player");
    const Vec2 start = doc->find(player)->position();
    doc->commands().openMergeWindow();
    for (int i = 1; i <= 20; ++i)
        doc->execute(
            std::make_unique<SetPropertyCommand>(player, "position", PropertyValue(start + Vec2{float(i), 0})));
    doc->commands().closeMergeWindow();
    EXPECT_EQ(doc->find(player)->position(), (start + Vec2{20, 0}));
    EXPECT_EQ(doc->commands().size(), 1u);
    EXPECT_EQ(doc->commands().undoLabel(), "Set Position");
    doc->undo();
    EXPECT_EQ(doc->find(player)->position(), start);
    // Outside a merge window every edit is its own step.
    doc->execute(std::make_unique<SetPropertyCommand>(player, "position", PropertyValue(Vec2{1, 1})));
    doc->execute(std::make_unique<SetPropertyCommand>(player, "position", PropertyValue(Vec2{2, 2})));
    EXPECT_EQ(doc->commands().size(), 2u);
}

// Found by the edit stress test: "rotation" sets both skews, and undoing it restored
// both to the old skew X.
TEST(Commands, UndoingRotationRestoresBothRotationSkews) {
    Document doc;
    Node& n = doc.scene().addChild(std::make_unique<Node>("n"));
    doc.markStructureChanged();
    n.setRotationSkewX(10.0f);
    n.setRotationSkewY(-20.0f);
    ASSERT_TRUE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "rotation", 45.0f)));
    EXPECT_EQ(n.rotationSkewY(), 45.0f);
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(n.rotationSkewX(), 10.0f);
    EXPECT_EQ(n.rotationSkewY(), -20.0f);
    ASSERT_TRUE(doc.redo());
    EXPECT_EQ(n.rotationSkewX(), 45.0f);
    EXPECT_EQ(n.rotationSkewY(), 45.0f);
}

TEST(Commands, NonFinitePropertyValuesAreRefused) {
    Document doc;
    Node& n = doc.scene().addChild(std::make_unique<Node>("n"));
    doc.markStructureChanged();
    const float inf = std::numeric_limits<float>::infinity();
    EXPECT_FALSE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "rotation", inf)));
    EXPECT_FALSE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "position", Vec2{0.0f, std::nanf("")})));
    EXPECT_FALSE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "contentSize", Size{inf, 1.0f})));
    EXPECT_EQ(n.rotationSkewX(), 0.0f);
    EXPECT_EQ(n.position(), (Vec2{0.0f, 0.0f}));
    EXPECT_FALSE(doc.isDirty());
}

TEST(Commands, InvalidPropertyValuesAreRefused) {
    auto doc = openSample("events");
    const NodeId b = idOf(*doc, "back-panel/button-b");
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(b, "opacity", PropertyValue(300))));
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(b, "position", PropertyValue(std::string("x")))));
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(b, "nonsense", PropertyValue(1))));
    EXPECT_FALSE(
        doc->execute(std::make_unique<SetPropertyCommand>(b, "text", PropertyValue(std::string("not a label")))));
    EXPECT_EQ(doc->commands().size(), 0u);
}
