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

// A document opened with other limits (diorama-editor --max-file-mib) reads and saves
// within those: here smaller ones, so that a few hundred bytes are over them.
TEST(Commands, ADocumentReadsAndSavesWithinTheLimitsItWasOpenedWith) {
    TempDir dir;
    const fs::path file = dir.path / "s.scene.json";
    writeFile(file, R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene"}})" + std::string(300, ' '));
    SceneLimits small;
    small.maxFileBytes = 100;
    Document::OpenResult refused = Document::open(file, {}, small);
    ASSERT_FALSE(refused.document);
    ASSERT_TRUE(refused.error);
    EXPECT_NE(refused.error->message.find("file size limit exceeded"), std::string::npos) << refused.error->format();
    SceneLimits roomy;
    roomy.maxFileBytes = 4096;
    Document::OpenResult opened = Document::open(file, {}, roomy);
    ASSERT_TRUE(opened.document);
    Document& doc = *opened.document;
    EXPECT_EQ(doc.limits().maxFileBytes, 4096u);
    doc.execute(makeCreateNodeCommand(doc, "Node", doc.scene().id()));
    doc.setLimits(small);
    const SaveResult r = doc.save();
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.error.find("file size limit of 100"), std::string::npos) << r.error;
    doc.setLimits(roomy);
    EXPECT_TRUE(doc.save().ok);
}

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
