// Autosave, crash recovery and document locks (editor/core/recovery.h).
#include "diorama/editor/recovery.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"

#include "temp_files.h"

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace diorama;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;

using diorama::test::readFile;
using diorama::test::TempDir;

std::unique_ptr<Document> openCopyOfSample(const TempDir& dir) {
    fs::copy(kSource / "projects/events", dir.path / "events", fs::copy_options::recursive);
    auto r = Document::open(dir.path / "events/events.scene.json");
    EXPECT_TRUE(r.document);
    return std::move(r.document);
}

void edit(Document& doc) { ASSERT_TRUE(doc.execute(makeCreateNodeCommand(doc, "Node", doc.scene().id()))); }

}  // namespace

TEST(Autosave, WritesASideFileAfterTheIntervalAndNeverTheUsersFile) {
    TempDir dir;
    auto doc = openCopyOfSample(dir);
    const std::string original = readFile(doc->path());
    Autosaver autosave(dir.path / "recovery", 5.0);
    EXPECT_TRUE(autosave.tick(*doc, 100.0));
    EXPECT_FALSE(fs::exists(autosave.sceneFile())) << "nothing to save while clean";
    edit(*doc);
    autosave.tick(*doc, 101.0);  // the change is seen at t = 101
    autosave.tick(*doc, 105.9);
    EXPECT_FALSE(fs::exists(autosave.sceneFile()));
    autosave.tick(*doc, 106.0);
    ASSERT_TRUE(fs::exists(autosave.sceneFile()));
    EXPECT_EQ(readFile(autosave.sceneFile()), doc->sceneText());
    EXPECT_EQ(readFile(doc->path()), original);
    EXPECT_EQ(autosave.writes(), 1u);
    autosave.tick(*doc, 200.0);
    EXPECT_EQ(autosave.writes(), 1u) << "no change since the last autosave";
    // Saving removes the side file.
    ASSERT_TRUE(doc->save().ok);
    autosave.tick(*doc, 201.0);
    EXPECT_FALSE(fs::exists(autosave.sceneFile()));
}

TEST(Autosave, ACrashedInstancesFilesAreOfferedAndRecoverAsTheLastAutosaveDirty) {
    TempDir dir;
    auto doc = openCopyOfSample(dir);
    const std::string original = readFile(doc->path());
    const fs::path recovery = dir.path / "recovery";
    // A child process edits, autosaves and is killed (it never discards).
    std::string autosaved;
    const pid_t child = ::fork();
    if (child == 0) {
        Autosaver autosave(recovery, 0.0);
        edit(*doc);
        autosave.tick(*doc, 1.0);
        autosave.tick(*doc, 2.0);
        ::kill(::getpid(), SIGKILL);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    ASSERT_TRUE(WIFSIGNALED(status));
    // Our own live side files are never offered.
    Autosaver mine(recovery, 0.0);
    edit(*doc);
    mine.tick(*doc, 1.0);
    mine.tick(*doc, 2.0);
    const auto entries = findRecoverableDocuments(recovery);
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries[0].pid, long(child));
    EXPECT_EQ(entries[0].document, doc->path().string());
    EXPECT_GT(entries[0].savedAt, 0);
    autosaved = readFile(entries[0].sceneFile);
    auto recovered = recoverDocument(entries[0]);
    ASSERT_TRUE(recovered.document) << recovered.error->format();
    EXPECT_EQ(recovered.document->sceneText(), autosaved);
    EXPECT_TRUE(recovered.document->isDirty());
    EXPECT_EQ(recovered.document->path(), doc->path());
    EXPECT_EQ(readFile(doc->path()), original) << "recovery never touches the user's file";
    discardRecovery(entries[0]);
    EXPECT_TRUE(findRecoverableDocuments(recovery).empty());
    mine.discard();
}

TEST(Autosave, TwoInstancesNeverShareASideFile) {
    TempDir dir;
    Autosaver a(dir.path, 0.0), b(dir.path, 0.0);
    EXPECT_NE(a.sceneFile(), b.sceneFile());
    EXPECT_NE(a.sceneFile().filename().string().find(std::to_string(::getpid())), std::string::npos);
}

TEST(DocumentLock, ASecondHolderIsToldWhoHasTheDocumentAndStaleLocksAreTakenOver) {
    TempDir dir;
    const fs::path scene = dir.path / "s.scene.json";
    std::ofstream(scene) << "{}";
    // A lock held by a live process (our parent) is reported.
    std::ofstream(DocumentLock::lockFileFor(scene)) << ::getppid() << "\n";
    DocumentLock lock;
    EXPECT_EQ(lock.acquire(scene), std::optional<long>(::getppid()));
    // A dead holder's lock is replaced by ours, and released on close.
    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    ::waitpid(child, nullptr, 0);
    std::ofstream(DocumentLock::lockFileFor(scene)) << child << "\n";
    EXPECT_EQ(lock.acquire(scene), std::nullopt);
    EXPECT_EQ(std::atol(readFile(DocumentLock::lockFileFor(scene)).c_str()), long(::getpid()));
    lock.release();
    EXPECT_FALSE(fs::exists(DocumentLock::lockFileFor(scene)));
}
