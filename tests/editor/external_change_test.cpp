// Another program changing the open file: noticed (time, size, then bytes) and never
// overwritten without the user saying so.
#include "diorama/editor/clipboard.h"
#include "diorama/editor/document.h"
#include "diorama/editor/file_stamp.h"
#include "temp_files.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

namespace {

struct SavedDocument {
    TempDir dir;
    fs::path file = dir.path / "s.scene.json";
    Document doc;
    SavedDocument() { EXPECT_TRUE(doc.saveAs(file).ok); }
    void editElsewhere(const std::string& text) {
        writeFile(file, text);
        // File systems with coarse times: make the change visible by time as well.
        fs::last_write_time(file, fs::last_write_time(file) + std::chrono::seconds(2));
    }
};

}  // namespace

TEST(ExternalChange, OurOwnSavesAreNotExternalChanges) {
    SavedDocument s;
    EXPECT_EQ(s.doc.diskChange(), DiskChange::Unchanged);
    s.doc.execute(makeCreateNodeCommand(s.doc, "Node", s.doc.scene().id()));
    ASSERT_TRUE(s.doc.save().ok);
    EXPECT_EQ(s.doc.diskChange(), DiskChange::Unchanged);
}

TEST(ExternalChange, AChangedFileIsNoticedAndNotOverwrittenBySave) {
    SavedDocument s;
    s.doc.execute(makeCreateNodeCommand(s.doc, "Node", s.doc.scene().id()));
    const std::string theirs = readFile(s.file) + " ";
    s.editElsewhere(theirs);
    EXPECT_EQ(s.doc.diskChange(), DiskChange::Modified);
    const SaveResult r = s.doc.save();
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.externalChange);
    EXPECT_NE(r.error.find("another program changed"), std::string::npos) << r.error;
    EXPECT_EQ(readFile(s.file), theirs);
    EXPECT_TRUE(s.doc.isDirty());
    ASSERT_TRUE(s.doc.save(/*overwriteExternalChanges=*/true).ok);
    EXPECT_EQ(readFile(s.file), s.doc.sceneText());
    EXPECT_EQ(s.doc.diskChange(), DiskChange::Unchanged);
}

TEST(ExternalChange, ATouchWithTheSameBytesIsNotAChange) {
    SavedDocument s;
    s.editElsewhere(readFile(s.file));
    EXPECT_EQ(s.doc.diskChange(), DiskChange::Unchanged);
    EXPECT_TRUE(s.doc.save().ok);
}

TEST(ExternalChange, KeepMineMakesTheDocumentUnsavedAndTheNextSaveOverwrites) {
    SavedDocument s;
    s.editElsewhere(readFile(s.file) + "\n");
    ASSERT_EQ(s.doc.diskChange(), DiskChange::Modified);
    EXPECT_FALSE(s.doc.isDirty());
    s.doc.keepMineOverDisk();
    EXPECT_TRUE(s.doc.isDirty());  // what is on disk is no longer what the editor holds
    EXPECT_EQ(s.doc.diskChange(), DiskChange::Unchanged);
    ASSERT_TRUE(s.doc.save().ok);
    EXPECT_EQ(readFile(s.file), s.doc.sceneText());
    EXPECT_FALSE(s.doc.isDirty());
}

TEST(ExternalChange, ADeletedFileIsReportedAndSaveWritesItAgain) {
    SavedDocument s;
    fs::remove(s.file);
    EXPECT_EQ(s.doc.diskChange(), DiskChange::Deleted);
    ASSERT_TRUE(s.doc.save().ok);
    EXPECT_TRUE(fs::exists(s.file));
}

TEST(ExternalChange, ReloadingReadsWhatTheOtherProgramWrote) {
    SavedDocument s;
    Document other;
    other.execute(makeCreateNodeCommand(other, "Sprite", other.scene().id()));
    s.editElsewhere(other.sceneText());
    ASSERT_EQ(s.doc.diskChange(), DiskChange::Modified);
    auto reopened = Document::open(s.file);
    ASSERT_TRUE(reopened.document);
    EXPECT_EQ(reopened.document->scene().childCount(), 1u);
    EXPECT_EQ(reopened.document->diskChange(), DiskChange::Unchanged);
}
