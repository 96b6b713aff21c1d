// What a document's file looked like when it was last read or written, to notice
// changes made by other programs: the modification time and size first (cheap), and a
// hash of the bytes to tell a real change from a touch.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string_view>

namespace diorama {

struct FileStamp {
    std::filesystem::file_time_type modified{};
    std::uintmax_t size = 0;
    std::uint64_t hash = 0;  // contentHash of the bytes
    bool operator==(const FileStamp&) const = default;

    // Nothing when the file cannot be read (gone, a folder, no permission).
    static std::optional<FileStamp> of(const std::filesystem::path& file);
    static std::optional<FileStamp> of(const std::filesystem::path& file, std::string_view bytes);
};

std::uint64_t contentHash(std::string_view bytes);

enum class DiskChange { Unchanged, Modified, Deleted };

// Compares the file now with `known`; hashes only when time or size moved, and returns
// Unchanged when the bytes are the same (a touch). `known` is then refreshed to the new
// time so the next check is cheap again.
DiskChange checkDisk(const std::filesystem::path& file, std::optional<FileStamp>& known);

}  // namespace diorama
