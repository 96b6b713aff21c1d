#include "diorama/editor/recovery.h"

#include "diorama/editor/private_files.h"
#include "diorama/serialization/limits.h"
#include "diorama/serialization/message_text.h"
#include "diorama/serialization/scene_io.h"

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>
#include <algorithm>
#include <charconv>
#include <sstream>
#include <vector>

namespace diorama {

namespace fs = std::filesystem;

namespace {

// A .meta holds four short lines; paths are the only long part.
constexpr std::uint64_t kMaxMetaBytes = 64 << 10;
// The last second of the year 9999: every calendar function can show what lies between.
constexpr long long kLatestSavedTime = 253402300799;

std::optional<long long> parseInteger(const std::string& text) {
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// "key=value" lines; paths may hold anything but a newline. A meta that cannot be
// trusted fully is not offered: `problem` says which line is wrong.
std::optional<RecoveryEntry> readMeta(const fs::path& meta, std::string& problem) {
    std::string text;
    if (!readFileWithoutFollowingLinks(meta, "autosave description", kMaxMetaBytes, text, problem)) {
        problem += "; not offered";
        return std::nullopt;
    }
    RecoveryEntry e;
    e.metaFile = meta;
    e.sceneFile = fs::path(meta).replace_extension(".scene.json");
    const std::string where = meta.string() + ": line ";
    const std::string notOffered = "; not offered (the autosave stays in " + e.sceneFile.string() + ")";
    std::istringstream in(text);
    std::string line;
    bool sawPid = false, sawSaved = false;
    for (int number = 1; std::getline(in, line); ++number) {
        const auto eq = line.find('=');
        if (eq == std::string::npos) continue;
        const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
        if (key == "document") {
            e.document = value;
        } else if (key == "base") {
            e.baseDirectory = value;
        } else if (key == "saved") {
            const auto saved = parseInteger(value);
            if (!saved || *saved < 0 || *saved > kLatestSavedTime) {
                problem = where + std::to_string(number) + ": saved time \"" + escapeForOneLine(value, 40) +
                          "\" is not a time between 1970 and 9999" + notOffered;
                return std::nullopt;
            }
            e.savedAt = std::time_t(*saved);
            sawSaved = true;
        } else if (key == "pid") {
            const auto pid = parseInteger(value);
            if (!pid || *pid <= 0 || *pid > 0x7fffffff) {
                problem = where + std::to_string(number) + ": pid \"" + escapeForOneLine(value, 40) +
                          "\" is not a process id" + notOffered;
                return std::nullopt;
            }
            e.pid = long(*pid);
            sawPid = true;
        }
    }
    if (!sawPid || !sawSaved) {
        problem = meta.string() + ": has no " + (sawPid ? "saved" : "pid") + " line" + notOffered;
        return std::nullopt;
    }
    return e;
}

// The autosaved scene of an entry that can be offered: a regular file (not a link)
// within the scene size limit.
bool sceneFileIsUsable(const fs::path& scene, std::string& problem) {
    struct stat st {};
    if (::lstat(scene.c_str(), &st) != 0) return false;  // its meta outlived it: nothing to offer
    if (S_ISLNK(st.st_mode)) {
        problem = scene.string() + ": autosave is a symbolic link; it is not followed and not offered";
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        problem = scene.string() + ": autosave is not a regular file; not offered";
        return false;
    }
    const std::uint64_t limit = SceneLimits{}.maxFileBytes;
    if (std::uint64_t(st.st_size) > limit) {
        problem = scene.string() + ": autosave is " + std::to_string(st.st_size) + " bytes, larger than the limit of " +
                  std::to_string(limit) + " bytes; not offered";
        return false;
    }
    return true;
}

// The home folder the user database names, for a session without HOME.
fs::path passwordHome() {
    struct passwd entry {};
    struct passwd* found = nullptr;
    std::vector<char> buffer(16384);
    if (::getpwuid_r(::geteuid(), &entry, buffer.data(), buffer.size(), &found) != 0 || !found || !found->pw_dir)
        return {};
    fs::path home = found->pw_dir;
    std::error_code ec;
    if (!home.is_absolute() || home == "/" || !fs::is_directory(home, ec)) return {};
    return home;
}

}  // namespace

fs::path defaultRecoveryDirectory() {
    // The XDG base directory spec: a relative XDG_STATE_HOME is ignored.
    if (const char* state = std::getenv("XDG_STATE_HOME"); state && fs::path(state).is_absolute())
        return fs::path(state) / "diorama" / "recovery";
    fs::path home;
    if (const char* h = std::getenv("HOME"); h && fs::path(h).is_absolute()) home = h;
    if (home.empty()) home = passwordHome();
    if (!home.empty()) return home / ".local" / "state" / "diorama" / "recovery";
    // No home at all: a per-user folder, which the Autosaver makes 0700 and refuses if
    // another user planted it first (a shared name would let them read or redirect it).
    std::error_code ec;
    fs::path temp = fs::temp_directory_path(ec);
    if (ec) temp = "/tmp";
    return temp / ("diorama-recovery-" + std::to_string(::geteuid()));
}

std::vector<RecoveryEntry> findRecoverableDocuments(const fs::path& directory, std::vector<std::string>* problems) {
    std::vector<RecoveryEntry> out;
    std::error_code ec;
    for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->path().extension() != ".meta") continue;
        std::string problem;
        auto entry = readMeta(it->path(), problem);
        if (entry && processIsGone(entry->pid) && sceneFileIsUsable(entry->sceneFile, problem)) out.push_back(*entry);
        if (!problem.empty() && problems) problems->push_back(problem);
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.savedAt > b.savedAt; });
    return out;
}

std::string autosaveTimeText(std::time_t savedAt) {
    std::tm local{};
    char when[64];
    if (savedAt < 0 || savedAt > kLatestSavedTime || !::localtime_r(&savedAt, &local) ||
        std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", &local) == 0)
        return "at an unknown time";
    return when;
}

Document::OpenResult recoverDocument(const RecoveryEntry& entry) {
    // Checked before reading (readAssetFile looks at the open file's size first): the
    // file may have grown since the folder was listed.
    std::string text, error;
    if (!readFileWithoutFollowingLinks(entry.sceneFile, "autosave", SceneLimits{}.maxFileBytes, text, error)) {
        Document::OpenResult failed;
        const std::string prefix = entry.sceneFile.string() + ": ";
        failed.error = SceneError{entry.sceneFile.string(), "", 0, 0,
                                  error.rfind(prefix, 0) == 0 ? error.substr(prefix.size()) : error};
        return failed;
    }
    return Document::recover(text, entry.sceneFile.string(), entry.document, entry.baseDirectory);
}

void discardRecovery(const RecoveryEntry& entry) {
    std::error_code ec;
    fs::remove(entry.sceneFile, ec);
    fs::remove(entry.metaFile, ec);
}

Autosaver::Autosaver(fs::path directory, double intervalSeconds)
    : m_dir(std::move(directory)), m_interval(intervalSeconds) {
    static int instance = 0;
    const std::string stem = "autosave-" + std::to_string(::getpid()) + "-" + std::to_string(instance++);
    m_scene = m_dir / (stem + ".scene.json");
    m_meta = m_dir / (stem + ".meta");
}

Autosaver::~Autosaver() = default;  // a crash must leave the side file: only discard() removes it

bool Autosaver::writeNow(Document& doc, std::string* error) {
    // Checked at every write: the folder may be replaced while the editor runs.
    std::string problem;
    if (!ensurePrivateDirectory(m_dir, problem) || !clearNonRegularFile(m_scene, problem) ||
        !clearNonRegularFile(m_meta, problem)) {
        if (error) *error = "autosave: " + problem + "; nothing was written";
        return false;
    }
    std::string nonFinite;
    const std::string text = saveSceneToString(doc.scene(), doc.fileData(), &nonFinite);
    SaveResult r = writeFileAtomically(m_scene, text);
    if (r.ok) {
        std::ostringstream meta;
        meta << "document=" << (doc.hasPath() ? doc.path().string() : "") << "\n"
             << "base=" << doc.baseDirectory().string() << "\n"
             << "saved=" << std::time(nullptr) << "\n"
             << "pid=" << ::getpid() << "\n";
        r = writeFileAtomically(m_meta, meta.str());
    }
    if (!r.ok) {
        if (error) *error = "autosave: " + r.error;
        return false;
    }
    m_savedRevision = doc.revision();
    m_changedAt.reset();
    m_hasFiles = true;
    ++m_writes;
    return true;
}

bool Autosaver::tick(Document& doc, double now, std::string* error) {
    if (&doc != m_document) {  // another document: its history starts now
        m_document = &doc;
        m_seenRevision = doc.revision();
        m_savedRevision = 0;
        m_changedAt.reset();
        discard();
        if (doc.isDirty()) m_changedAt = now;  // e.g. a recovered document
    }
    if (!doc.isDirty()) {
        if (m_savedRevision != 0) discard();
        m_seenRevision = doc.revision();
        return true;
    }
    if (doc.revision() != m_seenRevision) {
        m_seenRevision = doc.revision();
        if (!m_changedAt && doc.revision() != m_savedRevision) m_changedAt = now;
    }
    if (!m_changedAt || now - *m_changedAt < m_interval) return true;
    return writeNow(doc, error);
}

void Autosaver::discard() {
    m_savedRevision = 0;
    // Called every frame while autosave is off: no file system calls unless we wrote.
    if (!m_hasFiles) return;
    m_hasFiles = false;
    std::error_code ec;
    fs::remove(m_scene, ec);
    fs::remove(m_meta, ec);
}

}  // namespace diorama
