#include "diorama/editor/document.h"

#include "diorama/editor/asset_paths.h"

#include "diorama/inspection/picking.h"
#include "diorama/serialization/message_text.h"
#include "diorama/serialization/project_assets.h"
#include "diorama/serialization/project_file.h"
#include "diorama/types/node_type.h"

namespace diorama {

std::filesystem::path withSceneExtension(const std::filesystem::path& path) {
    const std::string name = path.filename().string();
    if (name.empty() || name.find('.') != std::string::npos) return path;
    return path.string() + ".scene.json";
}

Document::Document(Size designSize) {
    m_textures.setErrorSink([this](const std::string& e) { m_messages.push_back(e); });
    auto scene = std::make_unique<Scene>(designSize);
    m_file.at(scene->id()).fileId = generateNodeId();
    m_director.runSceneNow(std::move(scene));
}

Document::~Document() = default;

SceneContext Document::sceneContext() {
    SceneContext ctx;
    ctx.textures = &m_textures;
    ctx.fonts = &m_fonts;
    ctx.limits = m_limits;
    return ctx;
}

Document::OpenResult Document::open(const std::filesystem::path& path, std::function<void(double)> progress,
                                    const SceneLimits& limits) {
    OpenResult result;
    auto doc = std::make_unique<Document>();
    doc->m_limits = limits;
    SceneContext context = doc->sceneContext();
    context.progress = std::move(progress);
    LoadResult loaded = loadSceneFile(path, context);
    if (!loaded.ok()) {
        result.error = loaded.error;
        return result;
    }
    result.assetProblems = loaded.assetProblems;
    for (const auto* list : {&loaded.warnings, &loaded.assetProblems})
        for (const AssetProblem& p : *list)
            doc->m_messages.push_back(escapeForOneLine(path.string(), 1024) + ": " + escapeForOneLine(p.pointer, 160) +
                                      ": " + escapeForOneLine(p.message));
    doc->m_director.runSceneNow(std::move(loaded.scene));
    doc->m_file = std::move(loaded.file);
    doc->m_path = path;
    doc->m_diskStamp = FileStamp::of(path);
    // Temporaries of this document left by a killed save (ours or another instance's).
    removeStaleSaveTemps(path);
    doc->m_commands.markSaved();
    doc->markStructureChanged();
    result.document = std::move(doc);
    return result;
}

Document::OpenResult Document::recover(std::string_view text, const std::string& source,
                                       const std::filesystem::path& originalPath,
                                       const std::filesystem::path& baseDirectory) {
    OpenResult result;
    auto doc = std::make_unique<Document>();
    SceneContext context = doc->sceneContext();
    context.projectRoot = projectFolderFor(baseDirectory);
    LoadResult loaded = loadSceneText(text, source, baseDirectory, context);
    if (!loaded.ok()) {
        result.error = loaded.error;
        return result;
    }
    result.assetProblems = loaded.assetProblems;
    doc->m_director.runSceneNow(std::move(loaded.scene));
    doc->m_file = std::move(loaded.file);
    doc->m_path = originalPath;
    if (!originalPath.empty()) doc->m_diskStamp = FileStamp::of(originalPath);
    doc->m_untitledDirectory = baseDirectory;
    // Never marked saved: the recovered state exists only in the recovery folder.
    doc->m_commands.clear();
    doc->m_commands.markUnsaved();
    doc->markStructureChanged();
    ++doc->m_revision;
    result.document = std::move(doc);
    return result;
}

// An import is named by the file it will be saved as, so two imports' tabs differ.
std::string Document::displayName() const {
    if (hasPath()) return m_path.filename().string();
    return m_untitledName.empty() ? "untitled" : m_untitledName + " (not saved)";
}

Size Document::designSize() const { return scene().designSize(); }

std::filesystem::path Document::baseDirectory() const {
    if (hasPath() && m_path.has_parent_path()) return m_path.parent_path();
    return m_untitledDirectory.empty() ? std::filesystem::current_path() : m_untitledDirectory;
}

std::filesystem::path Document::suggestedSavePath() const {
    if (hasPath()) return m_path;
    const std::string name = m_untitledName.empty() ? std::string("untitled.scene.json") : m_untitledName;
    // Without a folder of its own (File > New outside a project) only the name is proposed:
    // the dialog starts where the user last was.
    return m_untitledDirectory.empty() ? std::filesystem::path(name) : m_untitledDirectory / name;
}

std::filesystem::path Document::projectFolder() const { return projectFolderFor(baseDirectory()); }

SaveResult Document::save(bool overwriteExternalChanges) {
    if (!hasPath()) return {false, "untitled: choose a file name with Save As"};
    if (!overwriteExternalChanges && diskChange() == DiskChange::Modified)
        return {false,
                m_path.string() + ": another program changed the file since it was opened or saved; not overwritten",
                true};
    SaveResult r = saveSceneFile(scene(), m_file, m_path, nullptr, m_limits);
    if (r.ok) {
        m_commands.markSaved();
        m_diskStamp = FileStamp::of(m_path);
    }
    return r;
}

DiskChange Document::diskChange() { return hasPath() ? checkDisk(m_path, m_diskStamp) : DiskChange::Unchanged; }

void Document::keepMineOverDisk() {
    m_diskStamp = FileStamp::of(m_path);
    m_commands.markUnsaved();
    ++m_revision;
}

SaveResult Document::saveAs(const std::filesystem::path& path) {
    // Every asset path is rebased so that it names the same file from the new folder.
    const std::filesystem::path fromDir = baseDirectory();
    const std::filesystem::path toDir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    const std::filesystem::path toRoot = projectFolderFor(toDir);
    const NodeTypeRegistry& types = builtinNodeTypes();
    AssetRebase rebase = planAssetRebase(scene(), types, fromDir, toDir, toRoot);
    if (!rebase.ok())
        return {false, path.string() + ": not saved: " + rebase.describeUnreachable(toDir) +
                           ". Nothing was written; save inside a folder that holds them."};
    applyAssetRebase(rebase, types);
    SaveResult r = saveSceneFile(scene(), m_file, path, nullptr, m_limits);
    if (!r.ok) {
        applyAssetRebase(rebase, types, /*undo=*/true);
        return r;
    }
    m_commands.rebaseAssetPaths(AssetPathMove{fromDir, toDir, &types, toRoot});
    m_path = path;
    m_diskStamp = FileStamp::of(path);
    m_untitledDirectory.clear();
    m_untitledName.clear();
    m_assets.reset();  // asset paths now resolve from the new folder
    markAssetsChanged();
    m_commands.markSaved();
    if (!rebase.changes.empty()) ++m_revision;  // the inspector shows the new paths
    return r;
}

void Document::pruneSelection() {
    std::vector<NodeId> kept;
    for (NodeId id : m_selection.ids())
        if (find(id)) kept.push_back(id);
    m_selection.setAll(std::move(kept));
}

Node* Document::find(NodeId id) { return scene().findNode(id); }

ScenePicker& Document::picker() {
    // Hidden is asked of every node a question walks past: the small set of hidden ids
    // answers without looking up each node's file record.
    if (!m_picker)
        m_picker = std::make_unique<ScenePicker>(m_director.eventDispatcher(), scene(),
                                                 PickFlags{[this](NodeId id) { return isLocked(id); },
                                                           [this](NodeId id) { return hiddenNodes().contains(id); }});
    return *m_picker;
}

AssetResolver& Document::assets() {
    if (!m_assets) m_assets = std::make_unique<ProjectAssets>(baseDirectory(), projectFolder(), &m_textures, &m_fonts);
    return *m_assets;
}

void Document::collectAssetProblems() {
    if (!m_assets) return;
    for (const AssetProblem& p : m_assets->problems()) m_messages.push_back(p.message);
    m_assets->problems().clear();
}

const NodeIdSet& Document::hiddenNodes() {
    if (m_hiddenVersion != m_revision) {
        m_hidden.clear();
        std::vector<Node*> todo{&scene()};
        while (!todo.empty()) {
            Node* n = todo.back();
            todo.pop_back();
            if (isHidden(n->id())) m_hidden.insert(n->id());
            for (auto& c : n->children()) todo.push_back(c.get());
        }
        m_hiddenVersion = m_revision;
    }
    return m_hidden;
}

}  // namespace diorama
