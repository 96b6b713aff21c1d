#include "diorama/editor/asset_paths.h"

#include "diorama/nodes/instance.h"

#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/project_assets.h"
#include "diorama/types/node_type.h"

#include <algorithm>
#include <optional>
#include <unordered_map>

namespace diorama {

namespace fs = std::filesystem;

namespace {

fs::path realFolder(const fs::path& dir) {
    std::error_code ec;
    fs::path real = fs::weakly_canonical(fs::absolute(dir, ec), ec);
    return ec ? fs::absolute(dir).lexically_normal() : real;
}

}  // namespace

std::vector<AssetUse> assetUses(Node& root, const NodeTypeRegistry& types) {
    std::vector<AssetUse> uses;
    forEachAssetUse(root, types, [&](AssetUse&& use) { uses.push_back(std::move(use)); });
    return uses;
}

void forEachAssetUse(Node& root, const NodeTypeRegistry& types, const std::function<void(AssetUse&&)>& visit) {
    std::vector<Node*> todo{&root};
    while (!todo.empty()) {
        Node* n = todo.back();
        todo.pop_back();
        for (const PropertyDescriptor& p : types.typeOf(*n).properties())
            if (p.kind == ValueKind::AssetPath)
                if (auto path = std::get<std::string>(p.get(*n)); !path.empty())
                    visit({n, p.key, std::move(path), p.hints.asset});
        // An Instance's nodes name their assets from its source's folder, which moving
        // this scene does not move; only the instance's own "source" is this scene's.
        if (dynamic_cast<const Instance*>(n)) continue;
        const auto& kids = n->children();
        for (auto it = kids.rbegin(); it != kids.rend(); ++it) todo.push_back(it->get());
    }
}

std::optional<std::string> rebaseAssetPath(const std::string& path, const fs::path& fromDir, const fs::path& toDir,
                                           const fs::path& toRoot) {
    const fs::path p(path);
    if (path.empty() || p.is_absolute()) return path;
    const fs::path from = realFolder(fromDir), to = realFolder(toDir);
    if (from == to) return path;
    const fs::path full = (from / p).lexically_normal();
    const fs::path relative = full.lexically_relative(to);
    if (relative.empty()) return std::nullopt;
    // '..' is fine while the file stays inside the new place's project.
    if (*relative.begin() == ".." && !isInside(full, toRoot.empty() ? to : realFolder(toRoot))) return std::nullopt;
    return relative.generic_string();
}

std::optional<std::string> scenePathTo(Document& doc, const fs::path& file, std::string& error) {
    std::error_code ec;
    const fs::path full = fs::absolute(file, ec).lexically_normal();
    std::optional<std::string> path =
        rebaseAssetPath(full.filename().string(), full.parent_path(), doc.baseDirectory(), doc.projectFolder());
    if (!path || path->empty())
        error = full.string() + " is outside the project " + doc.projectFolder().string() +
                "; a scene can only name files inside its project";
    return path && !path->empty() ? path : std::nullopt;
}

void AssetRebase::add(AssetRebase other) {
    changes.insert(changes.end(), other.changes.begin(), other.changes.end());
    for (Unreachable& u : other.unreachable) {
        auto it = std::find_if(unreachable.begin(), unreachable.end(), [&](auto& e) { return e.path == u.path; });
        if (it == unreachable.end())
            unreachable.push_back(std::move(u));
        else
            it->users.insert(it->users.end(), u.users.begin(), u.users.end());
    }
}

std::string AssetRebase::describeUnreachable(const fs::path& toDir) const {
    std::string text = std::to_string(unreachable.size()) + (unreachable.size() == 1 ? " asset lies" : " assets lie") +
                       " outside " + toDir.string() + ", and a scene file can only name assets inside its own folder: ";
    for (std::size_t i = 0; i < unreachable.size() && i < 8; ++i) {
        const Unreachable& u = unreachable[i];
        text += (i ? ", '" : "'") + u.path + "' (used by ";
        text +=
            u.users.size() == 1 ? u.users.front() : std::to_string(u.users.size()) + " nodes, first " + u.users.front();
        text += ")";
    }
    if (unreachable.size() > 8) text += ", and " + std::to_string(unreachable.size() - 8) + " more";
    return text;
}

AssetRebase planAssetRebase(Node& root, const NodeTypeRegistry& types, const fs::path& fromDir, const fs::path& toDir,
                            const fs::path& toRoot) {
    AssetRebase plan;
    for (AssetUse& use : assetUses(root, types)) {
        auto moved = rebaseAssetPath(use.path, fromDir, toDir, toRoot);
        if (moved) {
            if (*moved != use.path) plan.changes.push_back({use.node, use.key, use.path, *moved});
            continue;
        }
        AssetRebase one;
        one.unreachable.push_back({use.path, {nodePath(*use.node) + " (" + use.key + ")"}});
        plan.add(std::move(one));
    }
    return plan;
}

void applyAssetRebase(const AssetRebase& plan, const NodeTypeRegistry& types, bool undo) {
    for (const AssetRebase::Change& c : plan.changes)
        if (const PropertyDescriptor* p = types.typeOf(*c.node).find(c.key); p && p->renamePath)
            p->renamePath(*c.node, undo ? c.from : c.to);
}

std::size_t rebaseSubtree(Node& root, const NodeTypeRegistry& types, const fs::path& fromDir, const fs::path& toDir,
                          const fs::path& toRoot) {
    AssetRebase plan = planAssetRebase(root, types, fromDir, toDir, toRoot);
    applyAssetRebase(plan, types);
    return plan.unreachable.size();
}

bool assetIsReachable(const std::string& path, const fs::path& baseDir, const fs::path& root) {
    const fs::path p(path);
    if (path.empty() || p.is_absolute()) return false;
    if (!isInside((baseDir / p).lexically_normal(), root)) return false;
    std::error_code ec;
    return fs::is_regular_file(baseDir / p, ec);
}

std::vector<MissingAsset> findMissingAssets(Document& doc) {
    std::vector<MissingAsset> missing;
    const fs::path base = doc.baseDirectory(), root = doc.projectFolder();
    // Each path is looked at once: a scene of 100k sprites names a handful of images.
    std::unordered_map<std::string, std::optional<std::size_t>> seen;  // the path's entry in `missing`, if any
    forEachAssetUse(doc.scene(), builtinNodeTypes(), [&](AssetUse&& use) {
        auto [it, first] = seen.try_emplace(use.path);
        if (first && !assetIsReachable(use.path, base, root)) {
            it->second = missing.size();
            missing.push_back(MissingAsset{use.path, use.kind, {}});
        }
        if (it->second) missing[*it->second].users.push_back(use.node->id());
    });
    return missing;
}

std::unique_ptr<Command> makeRelinkCommand(Document& doc, const std::string& oldPath, const std::string& newPath) {
    auto group = std::make_unique<CommandGroup>("Relink " + oldPath);
    for (const AssetUse& use : assetUses(doc.scene(), builtinNodeTypes()))
        if (use.path == oldPath)
            group->add(std::make_unique<SetPropertyCommand>(use.node->id(), use.key, PropertyValue(newPath)));
    if (group->empty()) return nullptr;
    return group;
}

}  // namespace diorama
