#include "diorama/editor/file_stamp.h"

#include <fstream>
#include <iterator>
#include <string>

namespace diorama {

namespace fs = std::filesystem;

std::uint64_t fnv1a(std::string_view bytes) {
    std::uint64_t h = 14695981039346656037ull;
    for (unsigned char c : bytes) h = (h ^ c) * 1099511628211ull;
    return h;
}

std::optional<FileStamp> FileStamp::of(const fs::path& file, std::string_view bytes) {
    std::error_code ec;
    const auto modified = fs::last_write_time(file, ec);
    if (ec) return std::nullopt;
    return FileStamp{modified, bytes.size(), fnv1a(bytes)};
}

std::optional<FileStamp> FileStamp::of(const fs::path& file) {
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) return std::nullopt;
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (in.bad()) return std::nullopt;
    return of(file, bytes);
}

DiskChange checkDisk(const fs::path& file, std::optional<FileStamp>& known) {
    std::error_code ec;
    const auto modified = fs::last_write_time(file, ec);
    if (ec || !fs::is_regular_file(file, ec)) return known ? DiskChange::Deleted : DiskChange::Unchanged;
    const std::uintmax_t size = fs::file_size(file, ec);
    if (known && modified == known->modified && size == known->size) return DiskChange::Unchanged;
    const auto now = FileStamp::of(file);
    if (!now) return known ? DiskChange::Deleted : DiskChange::Unchanged;
    if (known && now->hash == known->hash && now->size == known->size) {
        known->modified = now->modified;  // touched, not changed
        return DiskChange::Unchanged;
    }
    return DiskChange::Modified;
}

}  // namespace diorama
