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
    EXPECT_NE(lines.front().find("1 files written"), std::string::npos) << lines.front();
    EXPECT_NE(std::find(lines.begin(), lines.end(), "wrote " + choice.output), lines.end());
    EXPECT_NE(
        std::find_if(lines.begin(), lines.end(),
                     [](const std::string& l) { return l.find("gem-stretched: contentSize") != std::string::npos; }),
        lines.end());
}

TEST(CocosExport, AnUntitledDocumentIsRefusedWithAReason) {
    Document doc;
    const cocostudio::ExportResult r = exportForCocos(doc, {"/tmp/never.csb", ""});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->message.find("save the scene first"), std::string::npos);
    EXPECT_FALSE(fs::exists("/tmp/never.csb"));
    EXPECT_EQ(describeExport(r).size(), 1u);
}
