// An open scene in the editor: the scene (running under its own Director so picking
// goes through a live EventDispatcher), its file, its undo history and its selection.
#pragma once

#include "diorama/director/director.h"
#include "diorama/editor/command.h"
#include "diorama/editor/file_stamp.h"
#include "diorama/editor/selection.h"
#include "diorama/render/texture_store.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"
#include "diorama/types/asset_resolver.h"

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace diorama {

class ProjectAssets;
class ScenePicker;

// "level" -> "level.scene.json": a scene name typed without an extension.
std::filesystem::path withSceneExtension(const std::filesystem::path& path);

class Document {
public:
    // A new, untitled scene of the given design size.
    explicit Document(Size designSize = Scene::kDefaultDesignSize);
    ~Document();

    struct OpenResult {
        std::unique_ptr<Document> document;
        std::optional<SceneError> error;
        std::vector<AssetProblem> assetProblems;
    };
    // Never touches any other open document: on error, the caller keeps what it had.
    // `progress` hears how much of the file is read (SceneContext::progress). `limits`
    // bound the read and every later save of the document.
    static OpenResult open(const std::filesystem::path& path, std::function<void(double)> progress = {},
                           const SceneLimits& limits = {});
    // A document rebuilt from autosaved text (recovery.h): named `originalPath` (may be
    // empty), its assets resolved from `baseDirectory`, and dirty, since it was never
    // saved there. `source` names the text in errors.
    static OpenResult recover(std::string_view text, const std::string& source,
                              const std::filesystem::path& originalPath, const std::filesystem::path& baseDirectory);

    Scene& scene() { return *m_director.runningScene(); }
    const Scene& scene() const { return *m_director.runningScene(); }
    Director& director() { return m_director; }
    TextureStore& textures() { return m_textures; }
    FontStore& fonts() { return m_fonts; }
    SceneContext sceneContext();
    const SceneLimits& limits() const { return m_limits; }
    void setLimits(const SceneLimits& limits) { m_limits = limits; }

    // What the file holds beside the tree: ids, unknown keys, the editor's locked and
    // hidden flags. Kept here, keyed by NodeId, so the runtime's nodes stay plain.
    SceneFileData& fileData() { return m_file; }
    const SceneFileData& fileData() const { return m_file; }
    bool isLocked(NodeId id) const { return m_file.isLocked(id); }
    bool isHidden(NodeId id) const { return m_file.isHidden(id); }
    // Node ids the viewport leaves out (editor-hidden), for NodeTraversal's filter.
    const NodeIdSet& hiddenNodes();

    const std::filesystem::path& path() const { return m_path; }
    bool hasPath() const { return !m_path.empty(); }
    std::string displayName() const;
    Size designSize() const;

    // The document as save() would write it.
    std::string sceneText() const { return saveSceneToString(scene(), m_file); }
    // Refuses (externalChange set, nothing written) when another program changed the
    // file since it was opened or saved, unless told to overwrite.
    SaveResult save(bool overwriteExternalChanges = false);
    SaveResult saveAs(const std::filesystem::path& path);
    // Whether another program changed or removed the file since it was opened or saved
    // (modification time, size, then a hash of the bytes). Untitled: Unchanged.
    DiskChange diskChange();
    // "Keep mine": the change on disk is seen and the document stays as it is; it is now
    // unsaved (no state of its history is on disk) and the next save overwrites.
    void keepMineOverDisk();
    bool isDirty() const { return !m_commands.isAtSavePoint(); }

    CommandStack& commands() { return m_commands; }
    const CommandStack& commands() const { return m_commands; }
    bool execute(std::unique_ptr<Command> command) { return bump(m_commands.execute(*this, std::move(command))); }
    bool executeWithLast(std::unique_ptr<Command> command) {
        return bump(m_commands.executeWithLast(*this, std::move(command)));
    }
    bool undo() { return bump(m_commands.undo(*this)); }
    bool redo() { return bump(m_commands.redo(*this)); }
    // Changes after every executed, undone or redone command (for caches in panels).
    std::uint64_t revision() const { return m_revision; }

    Selection& selection() { return m_selection; }
    // Drops selected ids whose nodes no longer exist.
    void pruneSelection();

    // The node of the document's scene with that id (the scene's own index).
    Node* find(NodeId id);
    // Commands call this whenever they add, remove or move nodes.
    void markStructureChanged() { ++m_structureVersion; }
    std::uint64_t structureVersion() const { return m_structureVersion; }
    // Changes whenever the set of asset paths may have: nodes added or removed, an asset
    // property set or undone, the file moved (for the missing-asset cache, which a plain
    // move or colour edit must not invalidate).
    void markAssetsChanged() { ++m_assetVersion; }
    std::uint64_t assetVersion() const { return m_assetVersion + m_structureVersion; }

    // Picking through the dispatcher; it reads the tree and the editor flags as they are
    // when asked.
    ScenePicker& picker();

    // Assets for property edits: paths relative to the scene file's folder, confined
    // to it; problems go to messages() through collectAssetProblems().
    AssetResolver& assets();
    void collectAssetProblems();
    std::filesystem::path baseDirectory() const;
    // Where an untitled document's assets resolve from (File > New in a project).
    void setUntitledDirectory(std::filesystem::path dir) { m_untitledDirectory = std::move(dir); }
    // Whether the document has a folder of its own: its file's, or its untitled directory.
    bool hasFolder() const { return (hasPath() && m_path.has_parent_path()) || !m_untitledDirectory.empty(); }
    // The name Save As proposes for an untitled document that came from another file (an
    // imported "hero.csd" proposes "hero.scene.json"), so that it is not saved as "untitled".
    void setUntitledName(std::string name) { m_untitledName = std::move(name); }
    // Where Save As starts: the document's own path, else its untitled name (or
    // "untitled.scene.json") in its untitled directory, or the bare name without one.
    std::filesystem::path suggestedSavePath() const;
    // The folder of the nearest diorama.project.json at or above the scene's folder,
    // else the scene's folder (project_file.h).
    std::filesystem::path projectFolder() const;

    // Asset problems found while loading or editing, for the log panel.
    std::vector<std::string>& messages() { return m_messages; }
    // Counts files an edit wrote into the project (a new widget's default images), so a
    // view of the project's files knows to read them again.
    unsigned filesWritten() const { return m_filesWritten; }
    void noteFileWritten() { ++m_filesWritten; }

    // Other scene files that commands write (Apply to source and its undo). The guard,
    // set by the editor that holds this document, says why such a file may not be written
    // now (another of its documents holds unsaved changes of it), or nothing; the files
    // written are noted, so that a clean document of that file elsewhere reads it again.
    using FileGuard = std::function<std::string(const std::filesystem::path& file)>;
    void setFileGuard(FileGuard guard) { m_fileGuard = std::move(guard); }
    std::string whyNotWrite(const std::filesystem::path& file) const {
        return m_fileGuard ? m_fileGuard(file) : std::string();
    }
    void noteFileWritten(std::filesystem::path file) { m_writtenFiles.push_back(std::move(file)); }
    std::vector<std::filesystem::path> takeWrittenFiles() { return std::exchange(m_writtenFiles, {}); }

private:
    TextureStore m_textures;
    FontStore m_fonts{m_textures};
    Director m_director;
    std::filesystem::path m_path;
    std::optional<FileStamp> m_diskStamp;       // the file as last read or written
    std::filesystem::path m_untitledDirectory;  // where an untitled document's assets resolve from
    std::string m_untitledName;
    SceneFileData m_file;
    SceneLimits m_limits;
    std::unique_ptr<ProjectAssets> m_assets;
    NodeIdSet m_hidden;
    std::uint64_t m_hiddenVersion = 0;
    CommandStack m_commands;
    Selection m_selection;
    std::uint64_t m_structureVersion = 1;
    std::uint64_t m_assetVersion = 0;
    std::unique_ptr<ScenePicker> m_picker;
    std::vector<std::string> m_messages;
    unsigned m_filesWritten = 0;
    FileGuard m_fileGuard;
    std::vector<std::filesystem::path> m_writtenFiles;
    std::uint64_t m_revision = 1;
    bool bump(bool changed) {
        if (changed) ++m_revision;
        return changed;
    }
};

}  // namespace diorama
