// The ".~lock.NAME#" file beside an open document (editor/core/document_lock.h). A cloned
// project can ship anything under that name: a link to a file of the user's, a FIFO, a
// link to /dev/zero, a huge file. None of them may be written through, hang or be read whole.
#include "diorama/editor/document_lock.h"

#include "bounded_child.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

using namespace diorama;
namespace fs = std::filesystem;
using diorama::test::finishesWithin;
using diorama::test::readFile;
using diorama::test::TempDir;
using diorama::test::writeFile;

namespace {

fs::path sceneIn(const TempDir& dir) {
    const fs::path scene = dir.path / "project" / "s.scene.json";
    writeFile(scene, "{}");
    return scene;
}

long deadPid() {
    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    ::waitpid(child, nullptr, 0);
    return long(child);
}

}  // namespace

TEST(DocumentLock, ASecondHolderIsToldWhoHasTheDocumentAndStaleLocksAreTakenOver) {
    TempDir dir;
    const fs::path scene = sceneIn(dir);
    const fs::path lockFile = DocumentLock::lockFileFor(scene);
    // A lock held by a live process (our parent) is reported and left as it is.
    writeFile(lockFile, std::to_string(::getppid()) + "\n");
    DocumentLock lock;
    const auto held = lock.acquire(scene);
    EXPECT_EQ(held.heldBy, std::optional<long>(::getppid()));
    EXPECT_EQ(held.problem, "");
    EXPECT_FALSE(lock.isHeld());
    EXPECT_EQ(readFile(lockFile), std::to_string(::getppid()) + "\n");
    // A dead holder's lock is replaced by ours, and released on close.
    writeFile(lockFile, std::to_string(deadPid()) + "\n");
    const auto taken = lock.acquire(scene);
    EXPECT_EQ(taken.heldBy, std::nullopt);
    EXPECT_EQ(taken.problem, "");
    EXPECT_TRUE(lock.isHeld());
    EXPECT_EQ(readFile(lockFile), std::to_string(::getpid()) + "\n");
    lock.release();
    EXPECT_FALSE(fs::exists(lockFile));
}

// Found by a tryout: an editor killed a moment before another opened its document was
// still a zombie (exited, not yet reaped by its parent), which kill(pid, 0) calls alive;
// the new editor warned and never took the lock. A zombie holds nothing.
TEST(DocumentLock, ALockOfAProcessThatExitedButIsNotReapedIsTakenOver) {
    TempDir dir;
    const fs::path scene = sceneIn(dir);
    const pid_t zombie = ::fork();
    if (zombie == 0) ::_exit(0);
    // Until the child has exited: /proc says Z, or waitid with WNOWAIT sees it gone.
    siginfo_t info{};
    ASSERT_EQ(::waitid(P_PID, id_t(zombie), &info, WEXITED | WNOWAIT), 0);
    writeFile(DocumentLock::lockFileFor(scene), std::to_string(zombie) + "\n");
    DocumentLock lock;
    const auto r = lock.acquire(scene);
    EXPECT_EQ(r.heldBy, std::nullopt);
    EXPECT_TRUE(lock.isHeld());
    ::waitpid(zombie, nullptr, 0);
}

TEST(DocumentLock, AStaleLockOfOurOwnPidIsTakenOverAndReleasedOnce) {
    TempDir dir;
    const fs::path scene = sceneIn(dir);
    writeFile(DocumentLock::lockFileFor(scene), std::to_string(::getpid()) + "\n");
    DocumentLock lock;
    const auto r = lock.acquire(scene);
    EXPECT_EQ(r.heldBy, std::nullopt);
    EXPECT_EQ(r.problem, "");
    EXPECT_TRUE(lock.isHeld());
    // Another process replaced the lock after we took it: releasing leaves theirs alone.
    const fs::path lockFile = DocumentLock::lockFileFor(scene);
    fs::remove(lockFile);
    writeFile(lockFile, std::to_string(::getppid()) + "\n");
    lock.release();
    EXPECT_EQ(readFile(lockFile), std::to_string(::getppid()) + "\n");
}

TEST(DocumentLock, ALockThatIsASymlinkIsNeverWrittenThrough) {
    TempDir dir;
    const fs::path scene = sceneIn(dir);
    const fs::path sentinel = dir.path / "outside" / "sentinel.txt";
    writeFile(sentinel, "the user's own file\n");
    const fs::path lockFile = DocumentLock::lockFileFor(scene);
    fs::create_symlink(sentinel, lockFile);
    DocumentLock lock;
    const auto r = lock.acquire(scene);
    EXPECT_EQ(readFile(sentinel), "the user's own file\n");
    EXPECT_TRUE(fs::is_symlink(fs::symlink_status(lockFile)));
    EXPECT_FALSE(lock.isHeld());
    EXPECT_EQ(r.heldBy, std::nullopt);
    EXPECT_NE(r.problem.find(lockFile.string() + ": "), std::string::npos) << r.problem;
    EXPECT_NE(r.problem.find("symbolic link"), std::string::npos) << r.problem;
    lock.release();
    EXPECT_EQ(readFile(sentinel), "the user's own file\n");
    EXPECT_TRUE(fs::is_symlink(fs::symlink_status(lockFile)));
}

TEST(DocumentLock, ADanglingSymlinkNeverCreatesItsTarget) {
    TempDir dir;
    const fs::path scene = sceneIn(dir);
    const fs::path target = dir.path / "outside" / "created-by-the-editor";
    fs::create_directories(target.parent_path());
    fs::create_symlink(target, DocumentLock::lockFileFor(scene));
    DocumentLock lock;
    const auto r = lock.acquire(scene);
    EXPECT_FALSE(fs::exists(target));
    EXPECT_FALSE(lock.isHeld());
    EXPECT_NE(r.problem.find("symbolic link"), std::string::npos) << r.problem;
}

TEST(DocumentLock, ALockThatIsAFifoNeitherHangsNorIsReplaced) {
    TempDir dir;
    const fs::path scene = sceneIn(dir);
    const fs::path lockFile = DocumentLock::lockFileFor(scene);
    ASSERT_EQ(::mkfifo(lockFile.c_str(), 0644), 0);
    EXPECT_TRUE(finishesWithin(10, [&] {
        DocumentLock lock;
        const auto r = lock.acquire(scene);
        return !lock.isHeld() && r.problem.find("FIFO") != std::string::npos;
    }));
    EXPECT_TRUE(fs::is_fifo(fs::symlink_status(lockFile)));
}

TEST(DocumentLock, ALockLinkedToDevZeroIsNotRead) {
    TempDir dir;
    const fs::path scene = sceneIn(dir);
    fs::create_symlink("/dev/zero", DocumentLock::lockFileFor(scene));
    EXPECT_TRUE(finishesWithin(10, 256 << 20, [&] {
        DocumentLock lock;
        const auto r = lock.acquire(scene);
        return !lock.isHeld() && r.heldBy == std::nullopt && !r.problem.empty();
    }));
}

TEST(DocumentLock, AHugeLockFileIsNotReadWholeNorReplaced) {
    TempDir dir;
    const fs::path scene = sceneIn(dir);
    const fs::path lockFile = DocumentLock::lockFileFor(scene);
    { std::ofstream(lockFile) << ""; }
    fs::resize_file(lockFile, 3ull << 30);  // sparse: no disk used
    EXPECT_TRUE(finishesWithin(10, 256 << 20, [&] {
        DocumentLock lock;
        const auto r = lock.acquire(scene);
        return !lock.isHeld() && r.problem.find("larger than") != std::string::npos;
    }));
    EXPECT_EQ(fs::file_size(lockFile), 3ull << 30);
}

TEST(DocumentLock, ALockThatIsNotAPidIsLeftAloneAndNamed) {
    TempDir dir;
    const fs::path scene = sceneIn(dir);
    const fs::path lockFile = DocumentLock::lockFileFor(scene);
    writeFile(lockFile, "not a pid\n");
    DocumentLock lock;
    const auto r = lock.acquire(scene);
    EXPECT_FALSE(lock.isHeld());
    EXPECT_EQ(readFile(lockFile), "not a pid\n");
    EXPECT_NE(r.problem.find(lockFile.string() + ": "), std::string::npos) << r.problem;
    fs::remove(lockFile);
    fs::create_directory(lockFile);
    const auto d = lock.acquire(scene);
    EXPECT_FALSE(lock.isHeld());
    EXPECT_TRUE(fs::is_directory(lockFile));
    EXPECT_NE(d.problem.find("directory"), std::string::npos) << d.problem;
}

TEST(DocumentLock, ANewLockIsARegularFileHoldingOurPid) {
    TempDir dir;
    const fs::path scene = sceneIn(dir);
    DocumentLock lock;
    const auto r = lock.acquire(scene);
    EXPECT_EQ(r.problem, "");
    ASSERT_TRUE(lock.isHeld());
    const fs::path lockFile = DocumentLock::lockFileFor(scene);
    EXPECT_TRUE(fs::is_regular_file(fs::symlink_status(lockFile)));
    EXPECT_EQ(readFile(lockFile), std::to_string(::getpid()) + "\n");
}
