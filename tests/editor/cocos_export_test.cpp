// File > Export for cocos2d-x in the editor core: the document as it is now, unsaved
// edits included, through the same library as `diorama export`.
#include "diorama/editor/cocos_export.h"
#include "csb_generated.h"
#include "diorama/serialization/node_path.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace diorama;
namespace fs = std::filesystem;

namespace {
const fs::path kSource = DIORAMA_SOURCE_DIR;
}

TEST(CocosExport, ExportsTheDocumentWithItsUnsavedEdits) {
    diorama::test::TempDir dir;
    fs::copy(kSource / "projects/sheets", dir.path / "sheets", fs::copy_options::recursive);
    Document::OpenResult opened = Document::open(dir.path / "sheets/sheets.scene.json");
    ASSERT_TRUE(opened.document);
    Document& doc = *opened.document;
    findNodeByPath(doc.scene(), "tile")->setPosition({123, 45});  // not saved
    const CocosExportChoice choice = defaultCocosExport(doc);
    EXPECT_EQ(choice.output, (dir.path / "sheets/sheets.csb").string());
    const cocostudio::ExportResult r = exportForCocos(doc, choice);
    ASSERT_TRUE(r.ok()) << r.error->format();
    const std::string bytes = diorama::test::readFile(choice.output);
    const auto* tree = csb::GetCSParseBinary(bytes.data())->nodeTree();
    bool found = false;
    for (const csb::NodeTree* c : *tree->children()) {
        const auto* w =
            reinterpret_cast<const flatbuffers::Table*>(c->options()->data())->GetPointer<const csb::WidgetOptions*>(4);
        if (w->name()->str() == "tile") found = w->position()->x() == 123 && w->position()->y() == 45;
    }
    EXPECT_TRUE(found);
    const std::vector<std::string> lines = describeExport(r);
    EXPECT_EQ(lines.front().rfind("1 file written, ", 0), 0u) << lines.front();
    EXPECT_NE(std::find(lines.begin(), lines.end(), "wrote " + choice.output), lines.end());
    EXPECT_NE(std::find_if(
                  lines.begin(), lines.end(),
                  [](const std::string& l) { return l.find(" contentSize of gem-stretched: ") != std::string::npos; }),
              lines.end());
}

// Notes that say the same are one line with their nodes: a tryout read "24 things cocos
// cannot represent" as a failed export when most were one notice on many labels.
TEST(CocosExport, TheReportGroupsNotesThatSayTheSame) {
    cocostudio::ExportResult r;
    r.report.filesWritten = {"/p/ui.csb"};
    r.report.nodesByClass = {{"Text", 8}};
    for (int i = 0; i < 8; ++i)
        r.report.unrepresentable.push_back(
            {"/p/ui.scene.json", "label" + std::to_string(i), "font", "the default font"});
    r.report.unrepresentable.push_back({"/p/ui.scene.json", "title", "glow", "a .csb has no glow"});
    const std::vector<std::string> lines = describeExport(r);
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_EQ(lines[0], "1 file written, 8 nodes; 9 notes of 2 kinds on what cocos shows differently");
    EXPECT_EQ(
        lines[3],
        "ui.scene.json font of 8 nodes (label0, label1, label2, label3, label4, label5 and 2 more): the default font");
    EXPECT_EQ(lines[4], "ui.scene.json glow of title: a .csb has no glow");
}

TEST(CocosExport, AnUntitledDocumentIsRefusedWithAReason) {
    Document doc;
    const cocostudio::ExportResult r = exportForCocos(doc, {"/tmp/never.csb", ""});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->message.find("save the scene first"), std::string::npos);
    EXPECT_FALSE(fs::exists("/tmp/never.csb"));
    EXPECT_EQ(describeExport(r).size(), 1u);
}
