// Autosave, crash recovery and document locks (editor/core/recovery.h).
#include "diorama/editor/recovery.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"

#include "bounded_child.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace diorama;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;

using diorama::test::finishesWithin;
using diorama::test::readFile;
using diorama::test::TempDir;
using diorama::test::writeFile;

std::unique_ptr<Document> openCopyOfSample(const TempDir& dir) {
    fs::copy(kSource / "projects/events", dir.path / "events", fs::copy_options::recursive);
    auto r = Document::open(dir.path / "events/events.scene.json");
    EXPECT_TRUE(r.document);
    return std::move(r.document);
}

void edit(Document& doc) { ASSERT_TRUE(doc.execute(makeCreateNodeCommand(doc, "Node", doc.scene().id()))); }

long deadPid() {
    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    ::waitpid(child, nullptr, 0);
    return long(child);
}

// The side files a crashed instance leaves: STEM.scene.json and STEM.meta.
void plantAutosave(const fs::path& dir, const std::string& stem, const std::string& saved) {
    writeFile(dir / (stem + ".scene.json"), R"({"format": "diorama-scene", "version": 1, "root": {"type": "Scene"}})");
    writeFile(dir / (stem + ".meta"), "document=/somewhere/" + stem + ".scene.json\nbase=/somewhere\nsaved=" + saved +
                                          "\npid=" + std::to_string(deadPid()) + "\n");
}

bool mentions(const std::vector<std::string>& problems, const std::string& a, const std::string& b) {
    for (const auto& p : problems)
        if (p.find(a) != std::string::npos && p.find(b) != std::string::npos) return true;
    return false;
}

std::string allOf(const std::vector<std::string>& problems) {
    std::string out;
    for (const auto& p : problems) out += p + "\n";
    return out;
}

// Sets or unsets an environment variable for one test.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const char* value) : m_name(name) {
        if (const char* old = std::getenv(name)) m_old = old;
        if (value)
            ::setenv(name, value, 1);
        else
            ::unsetenv(name);
    }
    ~ScopedEnv() {
        if (m_old)
            ::setenv(m_name, m_old->c_str(), 1);
        else
            ::unsetenv(m_name);
    }

private:
    const char* m_name;
    std::optional<std::string> m_old;
};

mode_t modeOf(const fs::path& p) {
    struct stat st {};
    ::lstat(p.c_str(), &st);
    return st.st_mode & 07777;
}

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

TEST(RecoveryFolder, AnOutOfRangeSavedTimeIsReportedAndNotOffered) {
    TempDir dir;
    plantAutosave(dir.path, "autosave-1-0", "99999999999999999999");
    plantAutosave(dir.path, "autosave-2-0", "67768036191676800");  // fits time_t, not a calendar year
    plantAutosave(dir.path, "autosave-3-0", "-86400");
    plantAutosave(dir.path, "autosave-4-0", "soon");
    plantAutosave(dir.path, "autosave-5-0", "1764000000");
    std::vector<std::string> problems;
    const auto entries = findRecoverableDocuments(dir.path, &problems);
    ASSERT_EQ(entries.size(), 1u) << allOf(problems);
    EXPECT_EQ(entries[0].sceneFile.filename(), "autosave-5-0.scene.json");
    EXPECT_EQ(entries[0].savedAt, std::time_t(1764000000));
    EXPECT_EQ(problems.size(), 4u) << allOf(problems);
    for (const char* stem : {"autosave-1-0", "autosave-2-0", "autosave-3-0", "autosave-4-0"})
        EXPECT_TRUE(mentions(problems, (dir.path / stem).string() + ".meta: line 3: saved", "autosave-"))
            << stem << "\n"
            << allOf(problems);
    // Nothing is lost: the bad entries' files stay for the user to look at.
    EXPECT_TRUE(fs::exists(dir.path / "autosave-1-0.scene.json"));
}

TEST(RecoveryFolder, AnyAutosaveTimeFormatsWithoutCrashing) {
    for (const std::time_t t :
         {std::time_t(LLONG_MAX), std::time_t(LLONG_MIN), std::time_t(67768036191676800), std::time_t(-1)})
        EXPECT_EQ(autosaveTimeText(t), "at an unknown time") << t;
    EXPECT_EQ(autosaveTimeText(std::time_t(1764000000)).size(), std::string("2025-11-24 16:00:00").size());
}

TEST(RecoveryFolder, LinksFifosAndDevicesInItAreSkippedAndNamed) {
    TempDir dir;
    const fs::path recovery = dir.path / "recovery";
    const fs::path sentinel = dir.path / "sentinel.txt";
    writeFile(sentinel, "outside");
    // A .meta that is a link to /dev/zero, a FIFO, and a scene that is a link outside.
    plantAutosave(recovery, "autosave-1-0", "1764000000");
    fs::remove(recovery / "autosave-1-0.meta");
    fs::create_symlink("/dev/zero", recovery / "autosave-1-0.meta");
    ASSERT_EQ(::mkfifo((recovery / "autosave-2-0.meta").c_str(), 0600), 0);
    plantAutosave(recovery, "autosave-3-0", "1764000000");
    fs::remove(recovery / "autosave-3-0.scene.json");
    fs::create_symlink(sentinel, recovery / "autosave-3-0.scene.json");
    EXPECT_TRUE(finishesWithin(10, 256 << 20, [&] {
        std::vector<std::string> problems;
        const auto entries = findRecoverableDocuments(recovery, &problems);
        return entries.empty() && problems.size() == 3 &&
               mentions(problems, (recovery / "autosave-1-0.meta").string(), "symbolic link") &&
               mentions(problems, (recovery / "autosave-2-0.meta").string(), "FIFO") &&
               mentions(problems, (recovery / "autosave-3-0.scene.json").string(), "symbolic link");
    }));
    EXPECT_EQ(readFile(sentinel), "outside");
}

TEST(RecoveryFolder, AHugeAutosaveIsRefusedBeforeItIsRead) {
    TempDir dir;
    plantAutosave(dir.path, "autosave-1-0", "1764000000");
    const fs::path scene = dir.path / "autosave-1-0.scene.json";
    fs::resize_file(scene, 2ull << 30);  // sparse: no disk used
    std::vector<std::string> problems;
    EXPECT_TRUE(findRecoverableDocuments(dir.path, &problems).empty());
    EXPECT_TRUE(mentions(problems, scene.string(), "larger than")) << allOf(problems);
    // Recovering it anyway (it grew after the dialog listed it) fails before reading it.
    RecoveryEntry entry;
    entry.sceneFile = scene;
    entry.metaFile = dir.path / "autosave-1-0.meta";
    entry.baseDirectory = dir.path;
    EXPECT_TRUE(finishesWithin(20, 256 << 20, [&] {
        const auto r = recoverDocument(entry);
        return !r.document && r.error && r.error->format().find("larger than") != std::string::npos;
    }));
}

TEST(RecoveryFolder, WithoutHomeItIsAPerUserFolderNeverTheSharedTmpOne) {
    ScopedEnv noState("XDG_STATE_HOME", nullptr), noHome("HOME", nullptr);
    const fs::path dir = defaultRecoveryDirectory();
    EXPECT_NE(dir, fs::temp_directory_path() / "diorama-recovery");
    EXPECT_TRUE(dir.is_absolute()) << dir;
    const bool underTemp = dir.parent_path() == fs::temp_directory_path();
    if (underTemp) {
        EXPECT_NE(dir.filename().string().find(std::to_string(::geteuid())), std::string::npos) << dir;
    }
}

TEST(RecoveryFolder, ARelativeStateHomeIsIgnoredAsTheXdgSpecSays) {
    ScopedEnv state("XDG_STATE_HOME", "relative/state"), home("HOME", "/home/someone");
    EXPECT_EQ(defaultRecoveryDirectory(), fs::path("/home/someone/.local/state/diorama/recovery"));
}

TEST(Autosave, MakesItsFolderReadableByTheUserAlone) {
    TempDir dir;
    Document doc;
    edit(doc);
    Autosaver fresh(dir.path / "fresh" / "recovery", 0.0);
    ASSERT_TRUE(fresh.writeNow(doc));
    EXPECT_EQ(modeOf(dir.path / "fresh" / "recovery"), mode_t(0700));
    // A folder an earlier version made 0755 (or someone made 0777) is narrowed.
    fs::create_directories(dir.path / "old");
    fs::permissions(dir.path / "old", fs::perms::all);
    Autosaver old(dir.path / "old", 0.0);
    ASSERT_TRUE(old.writeNow(doc));
    EXPECT_EQ(modeOf(dir.path / "old"), mode_t(0700));
    fresh.discard();
    old.discard();
}

TEST(Autosave, NeverWritesThroughALinkPlantedAtItsSideFiles) {
    TempDir dir;
    const fs::path recovery = dir.path / "recovery";
    fs::create_directories(recovery);
    const fs::path sentinel = dir.path / "sentinel.txt", dangling = dir.path / "would-be-created";
    writeFile(sentinel, "the user's own file");
    Autosaver autosave(recovery, 0.0);
    fs::create_symlink(sentinel, autosave.sceneFile());
    fs::create_symlink(dangling, fs::path(autosave.sceneFile()).replace_extension("").replace_extension(".meta"));
    Document doc;
    edit(doc);
    std::string error;
    EXPECT_TRUE(autosave.writeNow(doc, &error)) << error;
    EXPECT_EQ(readFile(sentinel), "the user's own file");
    EXPECT_FALSE(fs::exists(dangling));
    EXPECT_TRUE(fs::is_regular_file(fs::symlink_status(autosave.sceneFile())));
    EXPECT_EQ(readFile(autosave.sceneFile()), doc.sceneText());
    autosave.discard();
}

TEST(Autosave, RefusesAFolderThatIsALink) {
    TempDir dir;
    const fs::path elsewhere = dir.path / "elsewhere";
    fs::create_directories(elsewhere);
    fs::create_symlink(elsewhere, dir.path / "recovery");
    Autosaver autosave(dir.path / "recovery", 0.0);
    Document doc;
    edit(doc);
    std::string error;
    EXPECT_FALSE(autosave.writeNow(doc, &error));
    EXPECT_TRUE(fs::is_empty(elsewhere));
    EXPECT_NE(error.find((dir.path / "recovery").string()), std::string::npos) << error;
    EXPECT_NE(error.find("symbolic link"), std::string::npos) << error;
}

TEST(Autosave, RefusesAFolderOwnedByAnotherUser) {
    if (::geteuid() != 0) GTEST_SKIP() << "needs root to give a folder to another user";
    TempDir dir;
    const fs::path recovery = dir.path / "recovery";
    fs::create_directories(recovery);
    ASSERT_EQ(::chown(recovery.c_str(), 65534, 65534), 0);
    ::chmod(recovery.c_str(), 0777);
    Autosaver autosave(recovery, 0.0);
    Document doc;
    edit(doc);
    std::string error;
    EXPECT_FALSE(autosave.writeNow(doc, &error));
    EXPECT_TRUE(fs::is_empty(recovery));
    EXPECT_NE(error.find("another user"), std::string::npos) << error;
}
