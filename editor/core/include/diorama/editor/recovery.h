// Autosave and crash recovery (the "open in another instance" lock: document_lock.h).
//
// Autosave writes a side file of the open document into a private recovery folder of
// its own (defaultRecoveryDirectory), never the user's file nor through a link, a set
// time after the first unsaved change. Each process names its side files after its pid,
// so two instances never overwrite each other's. After a crash the next start finds
// side files whose process is gone and offers them: the recovered document is the last
// autosave, keeps the original file name, and is dirty.
#pragma once

#include "diorama/editor/document.h"

#include <ctime>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace diorama {

// Where autosave keeps its side files: $XDG_STATE_HOME/diorama/recovery, else
// ~/.local/state/diorama/recovery (HOME, or the home folder the user database names),
// else a per-user folder in the temporary directory. The Autosaver makes it private
// (0700, ours, not a link) before each write.
std::filesystem::path defaultRecoveryDirectory();

struct RecoveryEntry {
    std::filesystem::path sceneFile;      // the autosaved scene text
    std::filesystem::path metaFile;       // what it belongs to
    std::string document;                 // the original file, "" for an untitled scene
    std::filesystem::path baseDirectory;  // where its relative asset paths point
    std::time_t savedAt = 0;
    long pid = 0;
};

// Side files left by processes that are gone, newest first. Side files that cannot be
// offered (a malformed .meta, a link, a FIFO, a scene over the size limit) are skipped
// and described in `problems` ("FILE: LOCATION: what is wrong"); they are left in place.
std::vector<RecoveryEntry> findRecoverableDocuments(const std::filesystem::path& directory,
                                                    std::vector<std::string>* problems = nullptr);
// "2026-11-25 18:00:00" in local time, or "at an unknown time" for a time the calendar
// functions cannot show.
std::string autosaveTimeText(std::time_t savedAt);
// The recovered document: the autosaved scene, under its original file name, dirty.
Document::OpenResult recoverDocument(const RecoveryEntry& entry);
void discardRecovery(const RecoveryEntry& entry);

class Autosaver {
public:
    Autosaver(std::filesystem::path directory, double intervalSeconds);
    ~Autosaver();
    Autosaver(const Autosaver&) = delete;
    Autosaver& operator=(const Autosaver&) = delete;

    void setInterval(double seconds) { m_interval = seconds; }
    double interval() const { return m_interval; }
    // Call regularly (every frame). Writes the side file once `interval` seconds have
    // passed since the first change not yet autosaved; removes it when the document is
    // clean (saved). Returns false and sets `error` when the write failed.
    bool tick(Document& doc, double nowSeconds, std::string* error = nullptr);
    // Writes now, whatever the timer says (after recovering a document).
    bool writeNow(Document& doc, std::string* error = nullptr);
    // The document was closed or saved: its side file goes.
    void discard();
    const std::filesystem::path& sceneFile() const { return m_scene; }
    std::size_t writes() const { return m_writes; }

private:
    std::filesystem::path m_dir, m_scene, m_meta;
    double m_interval;
    std::uint64_t m_savedRevision = 0;  // the revision the side file holds
    const Document* m_document = nullptr;
    std::optional<double> m_changedAt;
    std::uint64_t m_seenRevision = 0;
    std::size_t m_writes = 0;
    bool m_hasFiles = false;  // this instance's side files exist
};

}  // namespace diorama
