// The open document: saving, and what a failed save leaves.
#include "diorama/editor/document.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
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

TEST(Commands, AFailedSaveKeepsTheDocumentDirtyAndTheFileIntact) {
    const fs::path dir = fs::temp_directory_path() / ("diorama-doc-" + generateNodeId());
    fs::create_directories(dir);
    Document doc;
    ASSERT_TRUE(doc.saveAs(dir / "s.scene.json").ok);
    const std::string before = doc.sceneText();
    doc.execute(makeCreateNodeCommand(doc, "Node", doc.scene().id()));
    // An edit that cannot be written (no file can hold infinity) and a folder that is gone.
    doc.scene().children().front()->setRotation(std::numeric_limits<float>::infinity());
    SaveResult r = doc.save();
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.error.find("non-finite rotation"), std::string::npos) << r.error;
    EXPECT_TRUE(doc.isDirty());
    doc.scene().children().front()->setRotation(0.0f);
    fs::remove_all(dir);
    r = doc.save();
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(doc.isDirty());
    EXPECT_NE(r.error.find("s.scene.json"), std::string::npos) << r.error;
}
