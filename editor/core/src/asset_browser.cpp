#include "diorama/editor/asset_browser.h"

#include "diorama/editor/asset_paths.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/io/asset_file.h"
#include "diorama/nodes/instance.h"
#include "diorama/nodes/text_bmfont.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/serialization/sprite_sheet.h"
#include "diorama/text/bitmap_font.h"
#include "diorama/text/font.h"
#include "diorama/types/builtin_types.h"
#include "diorama/types/node_type.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace diorama {

namespace fs = std::filesystem;

namespace {

bool endsWith(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// "hero.scene.json" -> "hero", "coin.png" -> "coin".
std::string assetStem(const std::string& name) {
    if (endsWith(name, ".scene.json")) return name.substr(0, name.size() - 11);
    const std::size_t dot = name.rfind('.');
    return dot == std::string::npos || dot == 0 ? name : name.substr(0, dot);
}

struct Walk {
    std::vector<AssetEntry>& out;
    std::size_t maxEntries;
    bool truncated = false;

    // Folders first, then files, each by name; a folder's entries follow it.
    void folder(const fs::path& dir, const std::string& prefix, int depth, std::size_t parent) {
        std::vector<std::pair<std::string, AssetKind>> items;
        std::error_code ec;
        for (fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
             it.increment(ec)) {
            const std::string name = it->path().filename().string();
            if (name.empty() || name[0] == '.') continue;
            std::error_code typeEc;
            if (it->is_symlink(typeEc)) {
                if (!it->is_regular_file(typeEc)) continue;  // linked folders could loop
            } else if (it->is_directory(typeEc)) {
                items.push_back({name, AssetKind::None});
                continue;
            }
            if (const AssetKind kind = assetKindOf(it->path()); kind != AssetKind::None) items.push_back({name, kind});
        }
        std::sort(items.begin(), items.end(), [](const auto& a, const auto& b) {
            const bool fa = a.second == AssetKind::None, fb = b.second == AssetKind::None;  // folders
            if (fa != fb) return fa;
            return a.first < b.first;
        });
        for (const auto& [name, kind] : items) {
            if (out.size() >= maxEntries) {
                truncated = true;
                return;
            }
            const std::size_t index = out.size();
            out.push_back({name, prefix + name, kind, depth, parent, index + 1});
            if (kind == AssetKind::None /* a folder */) folder(dir / name, prefix + name + "/", depth + 1, index);
            out[index].subtreeEnd = out.size();
        }
    }
};

}  // namespace

AssetTree AssetTree::scan(const fs::path& root, std::size_t maxEntries) {
    AssetTree tree;
    tree.m_root = root;
    Walk walk{tree.m_entries, maxEntries};
    walk.folder(root, "", 0, kNoParent);
    tree.m_truncated = walk.truncated;
    return tree;
}

std::vector<AssetRow> AssetTree::rows(const std::unordered_set<std::string>& open, std::string_view filter,
                                      const SheetFrameNames& frames) const {
    std::vector<AssetRow> out;
    auto addFrames = [&](std::size_t sheet, const std::string* wanted) {
        for (const std::string& frame : frames(sheet))
            if (!wanted || lower(frame).find(*wanted) != std::string::npos) out.push_back({sheet, &frame});
    };
    if (filter.empty()) {
        for (std::size_t i = 0; i < m_entries.size();) {
            const AssetEntry& e = m_entries[i];
            const bool expandable = e.isFolder() || (e.kind == AssetKind::Atlas && frames);
            const bool isOpen = expandable && open.count(e.path);
            out.push_back({i, nullptr, isOpen});
            if (isOpen && e.kind == AssetKind::Atlas) addFrames(i, nullptr);
            i = e.isFolder() && !isOpen ? e.subtreeEnd : i + 1;
        }
        return out;
    }
    const std::string wanted = lower(filter);
    enum Shown : char { No, Named, ByFrames };
    std::vector<Shown> shown(m_entries.size(), No);
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const AssetEntry& e = m_entries[i];
        if (e.isFolder()) continue;
        Shown why = lower(e.name).find(wanted) != std::string::npos ? Named : No;
        if (e.kind == AssetKind::Atlas && frames)
            for (const std::string& frame : frames(i))
                if (lower(frame).find(wanted) != std::string::npos) {
                    why = ByFrames;
                    break;
                }
        if (why == No) continue;
        shown[i] = why;
        for (std::size_t j = e.parent; j != kNoParent && shown[j] == No; j = m_entries[j].parent) shown[j] = Named;
    }
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        if (shown[i] == No) continue;
        const AssetEntry& e = m_entries[i];
        // A sheet found by its frames shows those; one found by its name, what its folding says.
        const bool openSheet = shown[i] == ByFrames || (e.kind == AssetKind::Atlas && frames && open.count(e.path));
        out.push_back({i, nullptr, e.isFolder() || openSheet});
        if (shown[i] == ByFrames)
            addFrames(i, &wanted);
        else if (openSheet)
            addFrames(i, nullptr);
    }
    return out;
}

bool AssetTree::reveal(std::string_view path, std::unordered_set<std::string>& open) const {
    const auto found =
        std::find_if(m_entries.begin(), m_entries.end(), [&](const AssetEntry& e) { return e.path == path; });
    if (found == m_entries.end()) return false;
    for (std::size_t i = found->parent; i != kNoParent; i = m_entries[i].parent) open.insert(m_entries[i].path);
    return true;
}

AssetStamps::Stamp AssetStamps::stampOf(const fs::path& file) {
    Stamp s{file};
    std::error_code ec;
    s.modified = fs::last_write_time(file, ec);
    if (ec) return s;
    s.bytes = fs::file_size(file, ec);
    s.exists = !ec;
    return s;
}

void AssetStamps::remember(const std::string& path, const fs::path& file) {
    if (!m_files.count(path)) m_files.emplace(path, stampOf(file));
}

std::vector<std::string> AssetStamps::takeChanged() {
    std::vector<std::string> out;
    for (auto it = m_files.begin(); it != m_files.end();) {
        const Stamp now = stampOf(it->second.file);
        if (now.exists != it->second.exists || now.modified != it->second.modified || now.bytes != it->second.bytes) {
            out.push_back(it->first);
            it = m_files.erase(it);
        } else {
            ++it;
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> sheetFrameNames(const fs::path& plist, std::string& error) {
    std::vector<unsigned char> bytes;
    const SheetLimits limits;
    if (!readAssetFile(plist, "sprite sheet", limits.maxFileBytes, bytes, error)) return {};
    SheetRead read = parseSpriteSheet(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()),
                                      plist.string(), limits);
    if (!read.sheet) {
        error = read.error;
        return {};
    }
    return read.sheet->names;
}

namespace {

// The label's text when its font has every letter of it, else up to ten of the font's
// visible letters in code order.
std::string drawableText(const TextBMFont& label) {
    const BitmapFont* font = label.font();
    if (!font) return label.text();
    const std::u32string text = decodeUtf8(label.text());
    if (std::all_of(text.begin(), text.end(), [&](char32_t c) { return font->find(c) != nullptr; }))
        return label.text();
    std::vector<char32_t> letters;
    for (const auto& [c, def] : font->chars)
        if (c > U' ' && def.width > 0 && def.height > 0) letters.push_back(c);
    std::sort(letters.begin(), letters.end());
    std::string sample;
    for (std::size_t i = 0; i < letters.size() && i < 10; ++i) appendUtf8(sample, letters[i]);
    return sample.empty() ? label.text() : sample;
}

}  // namespace

std::unique_ptr<Command> makeAssetDropCommand(Document& doc, const AssetDrop& drop, NodeId parentId,
                                              std::optional<Vec2> worldPoint, std::string& error) {
    Node* parent = doc.find(parentId);
    const AssetKind kind = assetKindOf(drop.file);
    if (!parent || kind == AssetKind::None || kind == AssetKind::Font ||
        (kind == AssetKind::Atlas && drop.frame.empty())) {
        error = drop.file.filename().string() + " cannot be dropped on the scene" +
                (kind == AssetKind::Atlas ? " (drop one of its frames)" : "");
        return nullptr;
    }
    std::error_code ec;
    const fs::path file = fs::weakly_canonical(fs::absolute(drop.file, ec), ec);
    const fs::path base = fs::weakly_canonical(fs::absolute(doc.baseDirectory(), ec), ec);
    const std::optional<std::string> path = scenePathTo(doc, file, error);
    if (!path) return nullptr;

    std::unique_ptr<Node> node;
    PropertyContext context{&doc.assets()};
    if (kind == AssetKind::Scene) {
        if (doc.hasPath() && fs::weakly_canonical(fs::absolute(doc.path(), ec), ec) == file) {
            error = "a scene cannot contain itself: " + file.filename().string() + " is the scene open here";
            return nullptr;
        }
        Instance instance;
        instance.setName(assetStem(file.filename().string()));
        instance.setSource(*path);
        // Read as the scene file will be: nested scenes that contain this one are a cycle.
        SceneContext nested = doc.sceneContext();
        std::vector<fs::path> chain;
        if (doc.hasPath()) chain.push_back(fs::weakly_canonical(fs::absolute(doc.path(), ec), ec));
        nested.nestingChain = &chain;
        NodesResult parsed = parseNodes(serializeNodes({&instance}), base, nested);
        if (parsed.error || parsed.nodes.size() != 1) {
            error = parsed.error ? parsed.error->format() : "no node";
            return nullptr;
        }
        for (const AssetProblem& p : parsed.assetProblems) doc.messages().push_back(p.pointer + ": " + p.message);
        node = std::move(parsed.nodes[0]);
        doc.fileData().merge(std::move(parsed.file));
    } else {
        // An image or a sheet's frame makes a Sprite of it, a bitmap font a TextBMFont in it.
        const bool fnt = kind == AssetKind::BitmapFont;
        const NodeType& type = *builtinNodeTypes().find(fnt ? "TextBMFont" : "Sprite");
        node = type.createNew(NodeFactoryContext{&doc.assets(), doc.designSize()});
        const bool framed = kind == AssetKind::Atlas;
        auto set = [&](const char* key, const std::string& value) {
            const PropertyDescriptor* d = type.find(key);
            error = d ? d->set(*node, PropertyValue(value), context) : type.name() + " has no " + key;
            return error.empty();
        };
        if (!(framed ? set("atlas", *path) && set("spriteFrame", drop.frame) : set(fnt ? "fntFile" : "texture", *path)))
            return nullptr;
        // A font that cannot draw the default text shows a sample of its own letters instead,
        // so the dropped node is never an empty box.
        if (fnt && !set("text", drawableText(static_cast<const TextBMFont&>(*node)))) return nullptr;
        doc.collectAssetProblems();
        node->setName(assetStem(framed ? drop.frame : file.filename().string()));
        doc.fileData().at(node->id()).fileId = generateNodeId();
    }
    const Size design = doc.designSize();
    const Vec2 at =
        parent->worldToChildrenTransform().apply(worldPoint.value_or(Vec2{design.width / 2, design.height / 2}));
    if (std::isfinite(at.x) && std::isfinite(at.y)) {
        node->setPosition(at);
        // A scene's content (its design area) centres on the drop point, as a sprite does,
        // rather than hanging off it by its corner.
        if (kind == AssetKind::Scene) {
            const Size size = node->contentSize();
            const Vec2 centre = node->nodeToParentTransform().apply({size.width / 2, size.height / 2});
            node->setPosition(at + (at - centre));
        }
    }
    if (!fitsTreeDepthLimit(*parent, *node)) {
        error = "the scene would nest deeper than a scene file may";
        return nullptr;
    }
    std::vector<std::unique_ptr<Node>> nodes;
    nodes.push_back(std::move(node));
    return std::make_unique<AddNodesCommand>(kind == AssetKind::Scene ? "Add Instance" : "Add Sprite", parentId,
                                             std::move(nodes));
}

bool matchesFilter(std::string_view name, std::string_view filter) {
    return filter.empty() || lower(name).find(lower(filter)) != std::string::npos;
}

}  // namespace diorama
