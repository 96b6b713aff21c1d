// The rules behind the editor's document tabs (the tab strip itself is in the app).
#include "diorama/editor/document_tabs.h"
#include "diorama/editor/clipboard.h"
#include "document_fixtures.h"
#include "temp_files.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;

TEST(DocumentTabs, OnlyAnUntouchedUntitledDocumentGivesWayToTheNextOne) {
    Document fresh;
    EXPECT_TRUE(isPristine(fresh));
    Document edited;
    ASSERT_TRUE(edited.execute(makeCreateNodeCommand(edited, "Node", edited.scene().id())));
    EXPECT_FALSE(isPristine(edited));
    edited.undo();  // clean again, but it has a history to redo: still somebody's work
    EXPECT_FALSE(edited.isDirty());
    EXPECT_FALSE(isPristine(edited));
    EXPECT_FALSE(isPristine(*openSample("prefabs")));  // a file
}

TEST(DocumentTabs, ClosingATabShowsTheOneThatTakesItsPlaceElseTheOneBefore) {
    EXPECT_EQ(tabAfterClosing(0, 3), 0u);
    EXPECT_EQ(tabAfterClosing(1, 3), 1u);
    EXPECT_EQ(tabAfterClosing(2, 3), 1u);
    EXPECT_EQ(tabAfterClosing(0, 1), 0u);
}

TEST(DocumentTabs, AFileIsFoundOpenByAnyPathThatNamesIt) {
    TempDir dir;
    std::filesystem::create_directories(dir.path / "sub");
    std::filesystem::copy_file(kSource / "projects/prefabs/block.scene.json", dir.path / "block.scene.json");
    std::filesystem::create_symlink(dir.path / "block.scene.json", dir.path / "link.scene.json");
    auto opened = Document::open(dir.path / "block.scene.json");
    ASSERT_TRUE(opened.document);
    EXPECT_TRUE(isDocumentFor(*opened.document, dir.path / "sub/../block.scene.json"));
    EXPECT_TRUE(isDocumentFor(*opened.document, dir.path / "link.scene.json"));
    EXPECT_FALSE(isDocumentFor(*opened.document, kSource / "projects/prefabs/block.scene.json"));
    EXPECT_FALSE(isDocumentFor(Document(), dir.path / "block.scene.json"));  // untitled
}
