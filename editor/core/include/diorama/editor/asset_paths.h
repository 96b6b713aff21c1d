// Asset paths as the node type registry declares them (every AssetPath property), and
// moving them when a scene's folder changes. A scene file names assets relative to its
// own folder and only inside it (docs/scene-format.md), so a scene saved elsewhere, or
// nodes pasted into a scene in another folder, must name the same files by new paths,
// or be refused when a scene there cannot name them at all.
#pragma once

#include "diorama/editor/command.h"
#include "diorama/scene/node.h"
#include "diorama/types/property.h"

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace diorama {

class Document;
class NodeTypeRegistry;

// One asset named by one node.
struct AssetUse {
    Node* node;
    std::string key;                   // the property, e.g. "texture"
    std::string path;                  // as written in the scene file; never empty
    AssetKind kind = AssetKind::None;  // the property's (PropertyHints::asset)
};
// Every non-empty asset path in the subtree, in depth-first file order.
std::vector<AssetUse> assetUses(Node& root, const NodeTypeRegistry& types);
// The same, one at a time, for scans of big scenes that keep little of each.
void forEachAssetUse(Node& root, const NodeTypeRegistry& types, const std::function<void(AssetUse&&)>& visit);

// The path that names, from `toDir`, the file `path` names from `fromDir`; nothing
// when a scene in `toDir` cannot name it: it lies outside `toRoot`, the project of
// `toDir` (project_file.h; empty: `toDir` itself), which '..' may not leave. Absolute
// paths (already invalid) come back unchanged. Folders are compared as real paths.
std::optional<std::string> rebaseAssetPath(const std::string& path, const std::filesystem::path& fromDir,
                                           const std::filesystem::path& toDir,
                                           const std::filesystem::path& toRoot = {});

// How `doc`'s scene names `file` (any file: an image, a sheet, another scene): relative
// to the scene's folder, with '..' only inside its project. Nothing, with `error`
// saying so, for a file outside the project.
std::optional<std::string> scenePathTo(Document& doc, const std::filesystem::path& file, std::string& error);

struct AssetRebase {
    struct Change {
        Node* node;
        std::string key, from, to;
    };
    struct Unreachable {
        std::string path;
        std::vector<std::string> users;  // "level/brick (texture)"
    };
    std::vector<Change> changes;           // paths that differ after the move
    std::vector<Unreachable> unreachable;  // one entry per path, in first-use order
    bool ok() const { return unreachable.empty(); }
    void add(AssetRebase other);
    // One message for a refused move; names at most eight paths and their first user.
    std::string describeUnreachable(const std::filesystem::path& toDir) const;
};
// What moving the subtree's scene from `fromDir` to `toDir` changes; nothing changes yet.
AssetRebase planAssetRebase(Node& root, const NodeTypeRegistry& types, const std::filesystem::path& fromDir,
                            const std::filesystem::path& toDir, const std::filesystem::path& toRoot = {});
// Renames the planned paths (descriptor renamePath: the assets are not reloaded), or,
// with `undo`, puts the old ones back.
void applyAssetRebase(const AssetRebase& plan, const NodeTypeRegistry& types, bool undo = false);

// Rebases every asset path of a subtree where possible, leaving unreachable ones as
// they are (undo history); returns how many stayed.
std::size_t rebaseSubtree(Node& root, const NodeTypeRegistry& types, const std::filesystem::path& fromDir,
                          const std::filesystem::path& toDir, const std::filesystem::path& toRoot = {});

// ---- missing assets ---------------------------------------------------------------------

// One asset path a scene names that no file answers (gone, outside the scene's folder,
// absolute), and the nodes that name it.
struct MissingAsset {
    std::string path;
    AssetKind kind;  // what to relink it with (asset_kinds.h)
    std::vector<NodeId> users;
};
// Every missing asset of the document, in first-use order.
std::vector<MissingAsset> findMissingAssets(Document& doc);
// Whether a scene in `baseDir` of project `root` can name `path` and a file is there.
bool assetIsReachable(const std::string& path, const std::filesystem::path& baseDir, const std::filesystem::path& root);
// Replaces `oldPath` by `newPath` on every node that names it, as one undo step
// ("Relink"); null when no node names it.
std::unique_ptr<Command> makeRelinkCommand(Document& doc, const std::string& oldPath, const std::string& newPath);

// A document's move from one folder to another, for the asset paths its undo history
// keeps (Command::rebaseAssetPaths).
struct AssetPathMove {
    std::filesystem::path fromDir, toDir;
    const NodeTypeRegistry* types;
    // The value's new path, or the value itself when it cannot be rebased.
    std::filesystem::path toRoot;
    std::string path(const std::string& value) const {
        return rebaseAssetPath(value, fromDir, toDir, toRoot).value_or(value);
    }
    void subtree(Node& root) const { rebaseSubtree(root, *types, fromDir, toDir, toRoot); }
};

}  // namespace diorama
