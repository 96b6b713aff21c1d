#include "diorama/editor/recovery.h"

#include "diorama/serialization/scene_io.h"

#include <unistd.h>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace diorama {

namespace fs = std::filesystem;

namespace {

std::string readText(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// "key=value" lines; paths may hold anything but a newline.
std::optional<RecoveryEntry> readMeta(const fs::path& meta) {
    std::ifstream in(meta);
    if (!in) return std::nullopt;
    RecoveryEntry e;
    e.metaFile = meta;
    e.sceneFile = fs::path(meta).replace_extension(".scene.json");
    std::string line;
    bool sawPid = false;
    while (std::getline(in, line)) {
        const auto eq = line.find('=');
        if (eq == std::string::npos) continue;
        const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
        if (key == "document")
            e.document = value;
        else if (key == "base")
            e.baseDirectory = value;
        else if (key == "saved")
            e.savedAt = std::time_t(std::atoll(value.c_str()));
        else if (key == "pid")
            e.pid = std::atol(value.c_str()), sawPid = true;
    }
    if (!sawPid) return std::nullopt;
    return e;
}

}  // namespace

fs::path defaultRecoveryDirectory() {
    if (const char* state = std::getenv("XDG_STATE_HOME"); state && *state)
        return fs::path(state) / "diorama" / "recovery";
    if (const char* home = std::getenv("HOME"); home && *home)
        return fs::path(home) / ".local" / "state" / "diorama" / "recovery";
    return fs::temp_directory_path() / "diorama-recovery";
}

std::vector<RecoveryEntry> findRecoverableDocuments(const fs::path& directory) {
    std::vector<RecoveryEntry> out;
    std::error_code ec;
    for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->path().extension() != ".meta") continue;
        auto entry = readMeta(it->path());
        if (!entry || !processIsGone(entry->pid) || !fs::is_regular_file(entry->sceneFile, ec)) continue;
        out.push_back(*entry);
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.savedAt > b.savedAt; });
    return out;
}

Document::OpenResult recoverDocument(const RecoveryEntry& entry) {
    return Document::recover(readText(entry.sceneFile), entry.sceneFile.string(), entry.document, entry.baseDirectory);
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
    std::error_code ec;
    fs::create_directories(m_dir, ec);
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

fs::path DocumentLock::lockFileFor(const fs::path& document) {
    return document.parent_path() / (".~lock." + document.filename().string() + "#");
}

std::optional<long> DocumentLock::acquire(const fs::path& document) {
    release();
    const fs::path lock = lockFileFor(document);
    std::error_code ec;
    if (fs::exists(lock, ec)) {
        const long holder = std::atol(readText(lock).c_str());
        if (holder != long(::getpid()) && !processIsGone(holder)) return holder;
    }
    // Best effort: a read-only folder simply has no lock.
    if (writeFileAtomically(lock, std::to_string(::getpid()) + "\n").ok) m_file = lock;
    return std::nullopt;
}

void DocumentLock::release() {
    if (m_file.empty()) return;
    std::error_code ec;
    if (std::atol(readText(m_file).c_str()) == long(::getpid())) fs::remove(m_file, ec);
    m_file.clear();
}

}  // namespace diorama
