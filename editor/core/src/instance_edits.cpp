#include "diorama/editor/instance_edits.h"

#include "diorama/animation/clip_player.h"
#include "diorama/editor/asset_paths.h"
#include "diorama/editor/clip_edits.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/editor/document_lock.h"
#include "diorama/editor/properties.h"
#include "diorama/nodes/instance.h"
#include "diorama/serialization/nested_scene_text.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/project_file.h"
#include "diorama/serialization/scene_animations.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/builtin_types.h"
#include "diorama/types/node_type.h"

namespace diorama {

namespace {

const InstanceRecord::Baseline* baselineOf(const Document& doc, const Node& node) {
    const NodeId instance = doc.fileData().instanceOf(node);
    if (instance == NodeId{}) return nullptr;
    const InstanceRecord& record = doc.fileData().instances.at(instance);
    for (const InstanceRecord::Baseline& b : record.baseline)
        if (b.node == node.id()) return &b;
    return nullptr;
}

}  // namespace

std::vector<OverriddenProperty> overriddenProperties(const Document& doc, const Node& node) {
    std::vector<OverriddenProperty> out;
    const InstanceRecord::Baseline* baseline = baselineOf(doc, node);
    if (!baseline) return out;
    const NodeType& type = (doc.fileData().types ? *doc.fileData().types : builtinNodeTypes()).typeOf(node);
    for (const auto& [key, value] : baseline->values) {
        const PropertyDescriptor* d = type.find(key);
        if (d && isOverride(*d, node, value)) out.push_back({key, value});
    }
    return out;
}

std::optional<PropertyValue> sourceValueOf(const Document& doc, const Node& node, const std::string& key) {
    for (OverriddenProperty& p : overriddenProperties(doc, node))
        if (p.key == key) return std::move(p.sourceValue);
    return std::nullopt;
}

std::unique_ptr<Command> makeRevertOverrideCommand(const Document& doc, const Node& node, const std::string& key) {
    auto value = sourceValueOf(doc, node, key);
    if (!value) return nullptr;
    return std::make_unique<SetPropertyCommand>(node.id(), key, std::move(*value));
}

namespace {

// Nodes of a nested scene are the source's to change: structure edits wait for Unpack.
bool insideInstance(const Document& doc, const Node& node, std::string& error) {
    const NodeId owner = doc.fileData().instanceOf(node);
    if (owner == NodeId{}) return false;
    error = "\"" + nodePath(node) + "\" comes from a nested scene; unpack its instance first";
    return true;
}

std::filesystem::path absoluteNormal(const std::filesystem::path& p) {
    std::error_code ec;
    return std::filesystem::absolute(p, ec).lexically_normal();
}

// Deletes `old` and puts `replacement` at its place among its siblings: one step.
std::unique_ptr<Command> replaceNode(const std::string& label, Node& old, std::unique_ptr<Node> replacement) {
    auto group = std::make_unique<CommandGroup>(label);
    const NodeId parent = old.parent()->id();
    const std::size_t index = fileIndexOf(old);
    group->add(std::make_unique<DeleteNodesCommand>(std::vector<NodeId>{old.id()}, label));
    std::vector<std::unique_ptr<Node>> nodes;
    nodes.push_back(std::move(replacement));
    group->add(std::make_unique<AddNodesCommand>(label, parent, std::move(nodes), index));
    return group;
}

// The keys an Instance takes over from a drawing node it replaces; the look stays with
// the node, which moves into the new source.
const std::vector<std::string>& placementKeys() {
    static const std::vector<std::string> keys{
        "name",        "tag",           "position",      "normalizedPosition",
        "positionZ",   "anchorPoint",   "contentSize",   "ignoreAnchorPointForPosition",
        "rotation",    "rotationSkewX", "rotationSkewY", "scale",
        "scaleX",      "scaleY",        "skewX",         "skewY",
        "localZOrder", "visible"};
    return keys;
}

// The node, its placement now the Instance's, drawn where it was: at its anchor point
// inside the Instance's content box, unturned and unscaled.
void moveToOrigin(Node& node) {
    const Size size = node.contentSize();
    const Vec2 anchor = node.anchorPoint();
    node.setIgnoreAnchorPointForPosition(false);
    node.setPosition({anchor.x * size.width, anchor.y * size.height});
    node.setPositionZ(0);
    node.setRotationSkewX(0);
    node.setRotationSkewY(0);
    node.setScale(1, 1);
    node.setSkewX(0);
    node.setSkewY(0);
    node.setLocalZOrder(0);
    node.setVisible(true);
}

}  // namespace

namespace {

// Each node of `from` and its copy in `to`, matched in file order (the copy was read
// from the instance's own text).
void matchCopies(const Node& from, const Node& to, std::unordered_map<NodeId, NodeId>& copies) {
    copies[from.id()] = to.id();
    const std::vector<Node*> a = childrenInFileOrder(from), b = childrenInFileOrder(to);
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) matchCopies(*a[i], *b[i], copies);
}

// The source's clips come along when an Instance is unpacked, instead of being lost: their
// tracks move to the unpacked copies of their nodes, and the copies take the pose the
// instance showed, the nested timeline's frame 0 (as cocos pauses a ProjectNode). In the
// document they are clips of its own: named after the instance ("coin/spin"), not
// autoplaying, and without their place on the source's Studio timeline.
void liftClips(Document& doc, const Node& instance, Node& unpacked, std::vector<AnimationClip>& lifted) {
    const auto record = doc.fileData().instances.find(instance.id());
    if (record == doc.fileData().instances.end() || record->second.clips.empty()) return;
    std::unordered_map<NodeId, NodeId> copies;
    matchCopies(instance, unpacked, copies);
    std::vector<AnimationClip> clips = record->second.clips;
    for (AnimationClip& clip : clips) {
        std::erase_if(clip.tracks, [&](const Track& t) { return !copies.count(t.node); });
        for (Track& t : clip.tracks) t.node = copies.at(t.node);
    }
    ClipPlayer pose(clips, doc.fileData().types, &doc.assets());
    pose.startWithTarget(&unpacked);
    pose.selectStudioTimeline();
    pose.gotoFrameAndPause(0);
    pose.stop();
    const std::string owner = instance.name().empty() ? std::string("instance") : instance.name();
    for (AnimationClip& clip : clips) {
        clip.name = owner + "/" + clip.name;
        clip.autoplay = false;
        clip.startFrame.reset();
        lifted.push_back(std::move(clip));
    }
}

// Sets the document's clips once the unpacked nodes are in the scene; undo gives the
// clips back as the file had them (their text, which names nodes by file id).
class SetUnpackedClipsCommand : public Command {
public:
    SetUnpackedClipsCommand(std::vector<AnimationClip> clips, std::string label, std::string note)
        : m_clips(std::move(clips)), m_label(std::move(label)), m_note(std::move(note)) {}
    bool apply(Document& doc) override {
        if (m_after) {
            doc.fileData().documentUnknownKeys = *m_after;
            return true;
        }
        m_before = doc.fileData().documentUnknownKeys;
        if (std::string why = setSceneAnimations(doc.scene(), doc.fileData(), m_clips); !why.empty()) {
            doc.messages().push_back("the clips could not follow the unpacked nodes: " + why);
            return false;
        }
        m_after = doc.fileData().documentUnknownKeys;
        if (!m_note.empty()) doc.messages().push_back(m_note);
        return true;
    }
    bool revert(Document& doc) override {
        doc.fileData().documentUnknownKeys = m_before;
        return true;
    }
    std::string label() const override { return m_label; }

private:
    std::vector<AnimationClip> m_clips;
    std::string m_label, m_note;
    std::string m_before;
    std::optional<std::string> m_after;
};

// The document's clips after an unpack: tracks on an unpacked instance move to its copy,
// nested-clip tracks on one are left out (a plain node has no clips to drive; the note
// says how many keys went), and the lifted clips join under names of their own.
std::vector<AnimationClip> clipsAfterUnpack(std::vector<AnimationClip> clips, std::vector<AnimationClip> lifted,
                                            const std::unordered_map<NodeId, NodeId>& unpacked, std::string& note) {
    for (AnimationClip& clip : lifted) {
        if (std::any_of(clips.begin(), clips.end(), [&](const AnimationClip& c) { return c.name == clip.name; }))
            clip.name = unusedClipName(clips, clip.name);
        clips.push_back(std::move(clip));
    }
    std::size_t dropped = 0;
    std::string where;
    for (AnimationClip& clip : clips) {
        std::erase_if(clip.tracks, [&](const Track& t) {
            if (t.kind != TrackKind::NestedClip || !unpacked.count(t.node)) return false;
            dropped += t.keys.size();
            if (where.find("\"" + clip.name + "\"") == std::string::npos)
                where += (where.empty() ? "\"" : ", \"") + clip.name + "\"";
            return true;
        });
        for (Track& t : clip.tracks)
            if (const auto copy = unpacked.find(t.node); copy != unpacked.end()) t.node = copy->second;
    }
    if (dropped > 0)
        note = std::to_string(dropped) + (dropped == 1 ? " key" : " keys") + " of clip " + where +
               " that started a nested scene's clips were left out: its nodes are this scene's now, and their "
               "clips are this scene's too";
    return clips;
}

// The instance's nodes as plain nodes named from this scene, their file data merged into
// the document's; null with `error` set when they cannot be. The clips of every instance
// unpacked go to `lifted`.
std::unique_ptr<Node> unpackedCopy(Document& doc, const Instance& instance, UnpackDepth depth, std::string& error,
                                   std::vector<AnimationClip>& lifted, std::unordered_map<NodeId, NodeId>& replaced) {
    if (instance.childCount() == 0) {
        error =
            "\"" + nodePath(instance) + "\" shows no nodes (its source is empty or was not loaded): nothing to unpack";
        return nullptr;
    }
    const std::filesystem::path sourceDir = absoluteNormal((doc.baseDirectory() / instance.source()).parent_path());
    NodesResult parsed =
        parseNodes(serializeUnpacked(instance, doc.fileData(), sourceDir), doc.baseDirectory(), doc.sceneContext());
    if (parsed.error || parsed.nodes.size() != 1) {
        error = "not unpacked: " + (parsed.error ? parsed.error->format() : std::string("no node"));
        return nullptr;
    }
    std::unique_ptr<Node> unpacked = std::move(parsed.nodes[0]);
    const AssetRebase rebase =
        planAssetRebase(*unpacked, builtinNodeTypes(), sourceDir, doc.baseDirectory(), doc.projectFolder());
    if (!rebase.ok()) {
        error = "not unpacked: " + rebase.describeUnreachable(doc.baseDirectory());
        return nullptr;
    }
    applyAssetRebase(rebase, builtinNodeTypes());
    parsed.file.at(unpacked->id()).fileId = doc.fileData().fileId(instance.id());
    doc.fileData().merge(std::move(parsed.file));
    liftClips(doc, instance, *unpacked, lifted);
    replaced[instance.id()] = unpacked->id();
    if (depth == UnpackDepth::OneLevel) return unpacked;

    // The instances now among these nodes (not those inside them: each unpacks its own).
    std::vector<Instance*> inner;
    std::vector<Node*> pending{unpacked.get()};
    while (!pending.empty()) {
        Node* node = pending.back();
        pending.pop_back();
        for (const auto& child : node->children()) {
            if (auto* nested = dynamic_cast<Instance*>(child.get()))
                inner.push_back(nested);
            else
                pending.push_back(child.get());
        }
    }
    for (Instance* nested : inner) {
        if (nested->childCount() == 0) continue;  // an empty instance stays as the file has it
        std::unique_ptr<Node> replacement = unpackedCopy(doc, *nested, depth, error, lifted, replaced);
        if (!replacement) return nullptr;
        Node& parent = *nested->parent();
        std::vector<NodeId> order = fileOrderIds(parent);
        std::replace(order.begin(), order.end(), nested->id(), replacement->id());
        const std::unique_ptr<Node> removed = nested->removeFromParent(true);  // freed after the swap
        parent.addChild(std::move(replacement));
        setFileOrder(parent, order);
    }
    return unpacked;
}

}  // namespace

bool holdsInstances(const Node& instance) {
    for (const auto& child : instance.children())
        if (dynamic_cast<const Instance*>(child.get()) || holdsInstances(*child)) return true;
    return false;
}

std::unique_ptr<Command> makeUnpackCommand(Document& doc, NodeId id, std::string& error, UnpackDepth depth) {
    auto* instance = dynamic_cast<Instance*>(doc.find(id));
    if (!instance || !instance->parent()) {
        error = "select an Instance to unpack";
        return nullptr;
    }
    if (insideInstance(doc, *instance, error)) return nullptr;
    // The clips as they are, read while the instance is still one.
    std::vector<AnimationClip> clips = sceneAnimations(doc.scene(), doc.fileData());
    std::vector<AnimationClip> lifted;
    std::unordered_map<NodeId, NodeId> replaced;  // each instance unpacked → its copy
    std::unique_ptr<Node> unpacked = unpackedCopy(doc, *instance, depth, error, lifted, replaced);
    if (!unpacked) return nullptr;
    const std::string label = depth == UnpackDepth::Completely ? "Unpack Completely" : "Unpack Instance";
    std::unique_ptr<Command> replace = replaceNode(label, *instance, std::move(unpacked));
    if (clips.empty() && lifted.empty()) return replace;
    std::string note;
    clips = clipsAfterUnpack(std::move(clips), std::move(lifted), replaced, note);
    auto group = std::make_unique<CommandGroup>(label);
    group->add(std::move(replace));
    group->add(std::make_unique<SetUnpackedClipsCommand>(std::move(clips), label, std::move(note)));
    return group;
}

std::unique_ptr<Command> makeSaveAsSceneCommand(Document& doc, NodeId id, const std::filesystem::path& path,
                                                std::string& error) {
    Node* node = doc.find(id);
    if (!node || !node->parent()) {
        error = "select one node below the root to save as a scene";
        return nullptr;
    }
    if (insideInstance(doc, *node, error)) return nullptr;
    const std::filesystem::path target = absoluteNormal(withSceneExtension(path));
    const std::filesystem::path baseDir = absoluteNormal(doc.baseDirectory());
    if (doc.hasPath() && target == absoluteNormal(doc.path())) {
        error = "a scene cannot be nested in itself: choose another file than " + target.filename().string();
        return nullptr;
    }
    std::error_code ec;
    if (std::filesystem::exists(target, ec)) {
        error = target.string() + " already exists: choose a new file name (other scenes may use that one)";
        return nullptr;
    }
    const std::optional<std::string> source = scenePathTo(doc, target, error);
    if (!source) return nullptr;

    // The subtree as the new file holds it: a copy, its asset paths named from there.
    NodesResult copy = parseNodes(serializeNodes({node}, &doc.fileData(), baseDir), baseDir, doc.sceneContext());
    if (copy.error || copy.nodes.size() != 1) {
        error = "not saved: " + (copy.error ? copy.error->format() : std::string("no node"));
        return nullptr;
    }
    const std::filesystem::path targetDir = target.parent_path();
    const AssetRebase rebase =
        planAssetRebase(*copy.nodes[0], builtinNodeTypes(), baseDir, targetDir, projectFolderFor(targetDir));
    if (!rebase.ok()) {
        error = "not saved: " + rebase.describeUnreachable(targetDir);
        return nullptr;
    }
    applyAssetRebase(rebase, builtinNodeTypes());
    const bool plain = node->typeName() == "Node";
    const Size size = node->contentSize();
    Scene scene(size.width > 0 && size.height > 0 ? size : doc.designSize());
    if (plain) {
        for (Node* child : childrenInFileOrder(*copy.nodes[0])) scene.addChild(copy.nodes[0]->detachChild(*child));
    } else {
        moveToOrigin(*copy.nodes[0]);
        scene.addChild(std::move(copy.nodes[0]));
    }
    if (SaveResult saved = saveSceneFile(scene, copy.file, target); !saved.ok) {
        error = "not saved: " + saved.error;
        return nullptr;
    }

    static const std::vector<std::string> allKeys;
    NodesResult parsed =
        parseNodes(serializeAsInstance(*node, doc.fileData(), *source, plain ? allKeys : placementKeys()), baseDir,
                   doc.sceneContext());
    if (parsed.error || parsed.nodes.size() != 1) {
        error = target.filename().string() + " was written, but its instance was not made: " +
                (parsed.error ? parsed.error->format() : std::string("no node"));
        return nullptr;
    }
    parsed.file.at(parsed.nodes[0]->id()).fileId = doc.fileData().fileId(id);
    doc.fileData().merge(std::move(parsed.file));
    return replaceNode("Save Selection as Scene", *node, std::move(parsed.nodes[0]));
}

}  // namespace diorama

namespace diorama {

namespace {

// The files an instance's nodes come from: its source, then the sources of the
// instances inside it (named from their own scene's folder), depth first.
void collectSources(const Node& node, const std::filesystem::path& baseDir, std::vector<std::filesystem::path>& out) {
    if (const auto* instance = dynamic_cast<const Instance*>(&node); instance && !instance->source().empty()) {
        const std::filesystem::path file = absoluteNormal(baseDir / instance->source());
        out.push_back(file);
        for (const auto& child : node.children()) collectSources(*child, file.parent_path(), out);
        return;
    }
    for (const auto& child : node.children()) collectSources(*child, baseDir, out);
}

void topInstances(const Document& doc, Node& node, std::vector<Instance*>& out) {
    for (const auto& child : node.children()) {
        if (auto* instance = dynamic_cast<Instance*>(child.get())) {
            if (doc.fileData().instanceOf(*instance) == NodeId{}) out.push_back(instance);
            continue;  // the nodes below come with it
        }
        topInstances(doc, *child, out);
    }
}

}  // namespace

std::vector<NodeId> NestedSourceWatch::changedInstances(Document& doc) {
    std::vector<Instance*> instances;
    topInstances(doc, doc.scene(), instances);
    std::unordered_map<NodeId, std::vector<Source>> known;
    std::vector<NodeId> changed;
    for (Instance* instance : instances) {
        auto it = m_known.find(instance->id());
        if (it == m_known.end()) {
            std::vector<std::filesystem::path> files;
            collectSources(*instance, doc.baseDirectory(), files);
            std::vector<Source> sources;
            for (auto& file : files) sources.push_back({file, FileStamp::of(file)});
            known.emplace(instance->id(), std::move(sources));
            continue;
        }
        bool any = false;
        for (Source& source : it->second)
            if (checkDisk(source.file, source.stamp) != DiskChange::Unchanged) {
                source.stamp = FileStamp::of(source.file);  // reported once
                any = true;
            }
        if (any) changed.push_back(instance->id());
        known.insert(std::move(*it));
    }
    // Instances no longer in the scene (deleted, replaced by a reload) may come back
    // with an undo: kept, so that they are not reported again.
    for (auto& entry : m_known) known.insert(std::move(entry));
    m_known = std::move(known);
    return changed;
}

namespace {

// The selection as node paths: a reload replaces the nodes, the paths stay.
std::vector<std::string> selectedPaths(Document& doc) {
    std::vector<std::string> paths;
    for (NodeId id : doc.selection().ids())
        if (Node* n = doc.find(id)) paths.push_back(nodePath(*n));
    return paths;
}

void selectPaths(Document& doc, const std::vector<std::string>& paths) {
    doc.selection().clear();
    for (const std::string& path : paths)
        if (Node* n = findNodeByPath(doc.scene(), path)) doc.selection().add(n->id());
}

// The instances read again from their sources, as steps of one group; `names` lists
// them, `problems` what could not be read. The new nodes' file data is merged now.
std::unique_ptr<CommandGroup> makeReloadGroup(Document& doc, const std::vector<NodeId>& ids, const std::string& label,
                                              std::vector<std::string>& names, std::vector<std::string>& problems,
                                              bool changesFile = true) {
    auto group = std::make_unique<CommandGroup>(label, changesFile);
    for (NodeId id : ids) {
        auto* instance = dynamic_cast<Instance*>(doc.find(id));
        if (!instance || !instance->parent()) continue;
        SceneContext context = doc.sceneContext();
        std::vector<std::filesystem::path> chain;
        if (doc.hasPath()) chain.push_back(absoluteNormal(doc.path()));
        context.nestingChain = &chain;
        // The writer's sparse overrides are what this scene changed: they go on the new nodes.
        NodesResult parsed = parseNodes(serializeNodes({instance}, &doc.fileData()), doc.baseDirectory(), context);
        if (parsed.error || parsed.nodes.size() != 1) {
            problems.push_back(nodePath(*instance) + ": " + (parsed.error ? parsed.error->format() : "no node"));
            continue;
        }
        for (const AssetProblem& p : parsed.assetProblems)
            problems.push_back(nodePath(*instance) + " " + p.pointer + ": " + p.message);
        parsed.file.at(parsed.nodes[0]->id()).fileId = doc.fileData().fileId(id);
        doc.fileData().merge(std::move(parsed.file));
        names.push_back(nodePath(*instance));
        group->add(replaceNode(label, *instance, std::move(parsed.nodes[0])));
    }
    return group;
}

}  // namespace

bool reloadInstances(Document& doc, const std::vector<NodeId>& ids, std::string& report) {
    const std::vector<std::string> selected = selectedPaths(doc);
    std::vector<std::string> names, problems;
    // The overrides go on the new nodes: the file says what it said (not an unsaved change).
    std::unique_ptr<CommandGroup> group =
        makeReloadGroup(doc, ids, "Reload Nested Scenes", names, problems, /*changesFile=*/false);
    for (const std::string& p : problems) report += (report.empty() ? "" : "\n") + p;
    if (group->empty() || !doc.execute(std::move(group))) return false;
    std::string list;
    for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
    report = "Reloaded " + list + " (a nested scene changed on disk)" + (report.empty() ? "" : "\n" + report);
    selectPaths(doc, selected);
    return true;
}

namespace {

// The outermost instance of this scene above `node`: its source is the file that gave
// the node here (an instance inside that source is the source's to override).
Instance* placingInstance(const Document& doc, const Node& node) {
    Instance* top = nullptr;
    for (Node* n = node.parent(); n; n = n->parent())
        if (doc.fileData().instances.count(n->id())) top = dynamic_cast<Instance*>(n);
    return top;
}

// Sets `key` of the node at `path` in the scene file `file` and saves it (atomically, as
// every save), unless it already holds `value`. Refused while another editor has the
// file open, since its next save would silently undo this one.
bool writeValueInto(Document& doc, const std::filesystem::path& file, const std::string& path, const std::string& key,
                    const PropertyValue& value, std::string& error) {
    if (std::string busy = doc.whyNotWrite(file); !busy.empty()) {
        error = std::move(busy);
        return false;
    }
    DocumentLock lock;
    if (const DocumentLock::Result held = lock.acquire(file); held.heldBy) {
        error = file.filename().string() + " is open in another Diorama window (process " +
                std::to_string(*held.heldBy) + "); change it there, or close it there first";
        return false;
    }
    Document::OpenResult opened = Document::open(file);
    if (!opened.document) {
        error = opened.error ? opened.error->format() : file.string() + ": could not be read";
        return false;
    }
    Document& source = *opened.document;
    Node* node = findNodeByPath(source.scene(), path);
    if (!node) {
        error = file.string() + ": has no node \"" + path + "\" any more";
        return false;
    }
    const PropertyDescriptor* d = nodeTypesOf(source).typeOf(*node).find(key);
    if (!d) {
        error = file.string() + ": \"" + path + "\" has no property \"" + key + "\"";
        return false;
    }
    if (d->get(*node) == value) return true;
    if (!source.execute(std::make_unique<SetPropertyCommand>(node->id(), key, value))) {
        error = file.string() + ": \"" + path + "\" refuses this value of " + key;
        return false;
    }
    const SaveResult saved = source.save();
    if (!saved.ok) error = saved.error;
    if (saved.ok) doc.noteFileWritten(file);
    return saved.ok;
}

// Names the same asset by another path (nothing reloads: it is the same file).
void renameAssetPath(Document& doc, const std::string& nodeInScene, const std::string& key, const std::string& path) {
    Node* node = findNodeByPath(doc.scene(), nodeInScene);
    const PropertyDescriptor* d = node ? nodeTypesOf(doc).typeOf(*node).find(key) : nullptr;
    if (d && d->renamePath) d->renamePath(*node, path);
}

// Writes the value into the source, then reads the instances of it again; undo reads
// them back as they were and writes the source's old value.
class ApplyToSourceCommand : public Command {
public:
    struct Write {
        std::filesystem::path file;
        std::string path, key;
        PropertyValue value, old;
        // An asset path the source names otherwise than this scene (another folder).
        bool renamed = false;
        std::string nodeInScene;
    };
    ApplyToSourceCommand(std::string label, Write write, std::unique_ptr<CommandGroup> reload)
        : m_label(std::move(label)), m_write(std::move(write)), m_reload(std::move(reload)) {}

    bool apply(Document& doc) override { return step(doc, m_write.value, true); }
    bool revert(Document& doc) override { return step(doc, m_write.old, false); }
    std::string label() const override { return m_label; }

private:
    bool step(Document& doc, const PropertyValue& value, bool forward) {
        const std::vector<std::string> selected = selectedPaths(doc);
        std::string error;
        if (!writeValueInto(doc, m_write.file, m_write.path, m_write.key, value, error)) {
            doc.messages().push_back(error);
            return false;
        }
        if (!(forward ? m_reload->apply(doc) : m_reload->revert(doc))) {
            // The source goes back to what the nodes here still show.
            writeValueInto(doc, m_write.file, m_write.path, m_write.key, forward ? m_write.old : m_write.value, error);
            return false;
        }
        // Read with this scene's name for the asset, the new node takes the source's name for
        // the same file, so that it is no override.
        if (forward && m_write.renamed)
            renameAssetPath(doc, m_write.nodeInScene, m_write.key, std::get<std::string>(m_write.value));
        selectPaths(doc, selected);
        return true;
    }

    std::string m_label;
    Write m_write;
    std::unique_ptr<CommandGroup> m_reload;
};

// The instances of this scene that take nodes from `file`, at any depth of nesting.
std::vector<NodeId> instancesUsing(Document& doc, const std::filesystem::path& file) {
    std::vector<Instance*> instances;
    topInstances(doc, doc.scene(), instances);
    std::vector<NodeId> users;
    for (Instance* instance : instances) {
        std::vector<std::filesystem::path> files;
        collectSources(*instance, doc.baseDirectory(), files);
        if (std::find(files.begin(), files.end(), file) != files.end()) users.push_back(instance->id());
    }
    return users;
}

}  // namespace

std::unique_ptr<Command> makeApplyToSourceCommand(Document& doc, NodeId nodeId, const std::string& key,
                                                  std::string& error) {
    Node* node = doc.find(nodeId);
    Instance* instance = node ? placingInstance(doc, *node) : nullptr;
    if (!instance) {
        error = node ? "\"" + nodePath(*node) + "\" does not come from a nested scene" : "no such node";
        return nullptr;
    }
    const PropertyDescriptor* d = nodeTypesOf(doc).typeOf(*node).find(key);
    std::optional<PropertyValue> old;
    for (const InstanceRecord::Baseline& b : doc.fileData().instances.at(instance->id()).baseline)
        if (b.node == nodeId)
            for (const auto& [name, value] : b.values)
                if (name == key && d && isOverride(*d, *node, value)) old = value;
    if (!old) {
        error = "\"" + nodePath(*node) + "\" does not override " + key;
        return nullptr;
    }
    ApplyToSourceCommand::Write write{absoluteNormal(doc.baseDirectory() / instance->source()),
                                      nodePathBelow(*instance, *node),
                                      key,
                                      d->get(*node),
                                      std::move(*old),
                                      /*renamed=*/false,
                                      nodePath(*node)};
    // This scene named the asset from its folder; the source names it from its own.
    if (auto* path = std::get_if<std::string>(&write.value); path && d->hints.asset != AssetKind::None) {
        const std::filesystem::path sourceDir = write.file.parent_path();
        std::optional<std::string> rebased =
            rebaseAssetPath(*path, doc.baseDirectory(), sourceDir, projectFolderFor(sourceDir));
        if (!rebased) {
            error = write.file.filename().string() + " cannot name " + *path + ": it is outside that scene's project";
            return nullptr;
        }
        write.renamed = *rebased != *path;
        *path = std::move(*rebased);
    }
    // Written now, so that the instances can be read again from what the file says.
    if (!writeValueInto(doc, write.file, write.path, key, write.value, error)) return nullptr;
    std::vector<std::string> names, problems;
    const PropertyInfo* info = findProperty(key);
    const std::string label = "Apply " + (info ? info->label : key) + " to " + write.file.filename().string();
    const std::vector<NodeId> users = instancesUsing(doc, write.file);
    std::unique_ptr<CommandGroup> reload = makeReloadGroup(doc, users, label, names, problems);
    // Asset problems (a missing image) are the Missing Assets dialog's; a source that no
    // longer reads is this step's.
    if (reload->empty() || names.size() != users.size()) {
        std::string ignored;
        writeValueInto(doc, write.file, write.path, key, write.old, ignored);
        error = write.file.filename().string() + " could not be read again, so it was left as it was" +
                (problems.empty() ? "" : ": " + problems.front());
        return nullptr;
    }
    return std::make_unique<ApplyToSourceCommand>(label, std::move(write), std::move(reload));
}

}  // namespace diorama
