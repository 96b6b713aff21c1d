// The Assets panel's model: the project folder's tree of what a scene can use (images,
// sprite sheets, scene files, fonts), flattened into rows under the user's expansion and
// filter, and what dropping one of them on the scene makes. No ImGui here.
#pragma once

#include "diorama/editor/asset_kinds.h"
#include "diorama/editor/command.h"
#include "diorama/math/geometry.h"
#include "diorama/scene/node_id.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace diorama {

class Document;

struct AssetEntry {
    std::string name;  // file or folder name
    std::string path;  // relative to the root, '/'-separated
    AssetKind kind;    // asset_kinds.h; None: a folder
    int depth = 0;
    std::size_t parent = 0;      // index; the root's entries have none (npos)
    std::size_t subtreeEnd = 0;  // one past the last entry below this one
    bool isFolder() const { return kind == AssetKind::None; }
};

// One line of the panel: an entry, or one frame of the sheet entry above it.
struct AssetRow {
    std::size_t entry;
    const std::string* frame = nullptr;  // points into the names SheetFrameNames gave
    bool open = false;                   // a folder or sheet showing what is inside
};

// The frame names of the sheet at an entry index, kept alive by the caller (the panel
// reads each sheet once). Asked only of sheets that show open or that a filter looks in.
using SheetFrameNames = std::function<const std::vector<std::string>&(std::size_t entry)>;

class AssetTree {
public:
    static constexpr std::size_t kNoParent = static_cast<std::size_t>(-1);
    // Walks `root` (hidden files and folders left out; symlinked folders not followed),
    // folders first, then by name. Stops at `maxEntries` (truncated() says so).
    static AssetTree scan(const std::filesystem::path& root, std::size_t maxEntries = 200000);

    const std::filesystem::path& root() const { return m_root; }
    const std::vector<AssetEntry>& entries() const { return m_entries; }
    bool truncated() const { return m_truncated; }

    // What the panel shows: entries under open folders and the frames of open sheets
    // (`open` holds their paths). With a filter (case-insensitive, on file and frame
    // names): the matching files, the sheets with matching frames (open, showing those),
    // and the folders above them, open.
    std::vector<AssetRow> rows(const std::unordered_set<std::string>& open, std::string_view filter,
                               const SheetFrameNames& frames = {}) const;
    // Show in Assets: adds the folders above the entry at `path` to `open`. False (and
    // `open` untouched) when the tree has no such entry.
    bool reveal(std::string_view path, std::unordered_set<std::string>& open) const;

private:
    std::filesystem::path m_root;
    std::vector<AssetEntry> m_entries;  // depth first
    bool m_truncated = false;
};

// The files the panel has read something of (a thumbnail, frame names), each with its
// time and size when first read, to tell which changed on disk since: only those are read
// again, and checking costs the files read, not the whole folder.
class AssetStamps {
public:
    // Call before reading `file` (known by `path`); a later change then always shows.
    void remember(const std::string& path, const std::filesystem::path& file);
    // The paths whose file is gone or has another time or size now; they are forgotten,
    // to be remembered again when read again.
    std::vector<std::string> takeChanged();
    void clear() { m_files.clear(); }

private:
    struct Stamp {
        std::filesystem::path file;
        std::filesystem::file_time_type modified{};
        std::uintmax_t bytes = 0;
        bool exists = false;
    };
    static Stamp stampOf(const std::filesystem::path& file);
    std::unordered_map<std::string, Stamp> m_files;
};

// Frame names of a sprite sheet in file order, or an error naming the file and place.
std::vector<std::string> sheetFrameNames(const std::filesystem::path& plist, std::string& error);

// Dropping an asset on the scene: an image makes a Sprite, a sheet frame a framed
// Sprite, a scene file an Instance, named after it, under `parent` at `worldPoint` (the
// middle of the design area when none), selected, as one undo step. Null, with `error`
// set, when this scene cannot name the file or would contain itself.
struct AssetDrop {
    std::filesystem::path file;  // absolute
    std::string frame;           // of a sheet; empty for the sheet's file itself
};
std::unique_ptr<Command> makeAssetDropCommand(Document& doc, const AssetDrop& drop, NodeId parent,
                                              std::optional<Vec2> worldPoint, std::string& error);

// Whether `name` holds `filter`, ignoring case (an empty filter holds everywhere): the
// Assets panel's filter and the inspector's frame search.
bool matchesFilter(std::string_view name, std::string_view filter);

}  // namespace diorama
