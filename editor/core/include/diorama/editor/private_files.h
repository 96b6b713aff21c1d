// File access for the editor's own side files (locks, autosaves) in folders that someone
// else may have prepared: links are never followed, and only regular files of a bounded
// size are read.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace diorama {

// Makes `directory` a folder only this user can enter: creates it 0700 (its parents as
// usual), narrows the mode of one that exists, and refuses a link, something that is not
// a folder, or a folder owned by another user. `error`: "DIRECTORY: what is wrong".
bool ensurePrivateDirectory(const std::filesystem::path& directory, std::string& error);

// Reads `path` whole unless it is a symbolic link, not a regular file, or over `maxBytes`
// (through readAssetFile: opened non-blocking, size checked before reading).
// `error`: "PATH: KIND ... what is wrong".
bool readFileWithoutFollowingLinks(const std::filesystem::path& path, const char* kind, std::uint64_t maxBytes,
                                   std::string& out, std::string& error);

// Removes a link, FIFO or socket that has the name `path`, so that a following atomic
// replace writes a new file there instead of through a link. Returns false, with
// `error`, for a folder or when the removal fails; true for a regular file or nothing.
bool clearNonRegularFile(const std::filesystem::path& path, std::string& error);

}  // namespace diorama
