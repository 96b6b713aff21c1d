// Crash-safe replacement of a file (scenes, exports, rendered PNGs): the previous version
// survives any failure, and no half-written file is ever left under the target's name.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace diorama {

struct SaveResult {
    bool ok = true;
    std::string error;            // "FILE: message"
    bool externalChange = false;  // refused: another program changed the file (the editor's guard)
};

// The file system steps of a crash-safe save, replaceable to inject failures in tests.
class SaveFileSystem {
public:
    virtual ~SaveFileSystem() = default;
    // Creates `path` exclusively; `mode` is the replaced file's mode, or -1 for a new file.
    virtual int open(const std::string& path, int mode);  // fd or -1
    virtual bool write(int fd, const char* data, std::size_t size);
    virtual bool fsync(int fd);
    virtual bool close(int fd);
    virtual bool rename(const std::string& from, const std::string& to);
    virtual bool fsyncDirectory(const std::string& dir);
    virtual void remove(const std::string& path);
};

// Writes to a temporary file of its own beside `path` (through a symlink, to its
// target), with the original's mode and owner, flushes and fsyncs it, renames it over
// the original and fsyncs the folder. On any failure the original is untouched and no
// temporary is left. Stale temporaries of the same document are removed first.
SaveResult writeFileAtomically(const std::filesystem::path& path, std::string_view contents,
                               SaveFileSystem* fileSystem = nullptr);
// The file a save of `path` replaces: `path` with any chain of symlinks followed.
std::filesystem::path resolveSaveTarget(const std::filesystem::path& path);
// Removes temporaries that killed saves of `document` left behind: files beside it
// named like this build's (or earlier builds') temporaries, owned by this user, whose
// process is gone. Touches nothing else. Returns how many were removed.
std::size_t removeStaleSaveTemps(const std::filesystem::path& document);
// Whether the process that left a file (temporary, autosave, lock) has exited (a zombie,
// exited but not yet reaped, has).
bool processIsGone(long pid);

}  // namespace diorama
