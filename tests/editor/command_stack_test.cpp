// The undo history: groups, bounds and the save point.
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

TEST(Commands, GroupsUndoAsOneStepAndHistoryIsBounded) {
    Document doc;
    const NodeId root = doc.scene().id();
    doc.commands().beginGroup("Make two");
    doc.execute(makeCreateNodeCommand(doc, "Node", root));
    doc.execute(makeCreateNodeCommand(doc, "ColorLayer", root));
    doc.commands().endGroup(doc);
    EXPECT_EQ(doc.scene().childCount(), 2u);
    EXPECT_EQ(doc.commands().size(), 1u);
    doc.undo();
    EXPECT_EQ(doc.scene().childCount(), 0u);

    CommandStack small(3);
    for (int i = 0; i < 5; ++i) small.execute(doc, makeCreateNodeCommand(doc, "Node", root));
    EXPECT_EQ(small.size(), 3u);
}

TEST(Commands, ARefusedCommandThatIsNullIsNotExecuted) {
    // make...Command returns null when it refuses; handing that on must not crash.
    Document doc;
    EXPECT_FALSE(doc.execute(nullptr));
    EXPECT_FALSE(doc.commands().canUndo());
    EXPECT_FALSE(doc.isDirty());
}

TEST(Commands, DirtyStateFollowsTheSavePoint) {
    Document doc;
    EXPECT_FALSE(doc.isDirty());
    doc.execute(makeCreateNodeCommand(doc, "Node", doc.scene().id()));
    EXPECT_TRUE(doc.isDirty());
    doc.undo();
    EXPECT_FALSE(doc.isDirty());
    doc.redo();
    const fs::path file = fs::temp_directory_path() / ("diorama-doc-" + generateNodeId() + ".json");
    ASSERT_TRUE(doc.saveAs(file).ok);
    EXPECT_FALSE(doc.isDirty());
    doc.undo();
    EXPECT_TRUE(doc.isDirty());
    fs::remove(file);
}
