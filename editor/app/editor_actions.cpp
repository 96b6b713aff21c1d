// Menu and shortcut actions. Each one goes through the document's commands, so all of
// them undo, and none of them can lose the open document without asking.
#include "diorama/editor/align.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/cocos_export.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/group_commands.h"
#include "diorama/editor/instance_edits.h"
#include "diorama/editor/studio_import.h"
#include "diorama/nodes/sprite.h"
#include "diorama/scene/traversal.h"
#include "diorama/serialization/project_assets.h"
#include "diorama/serialization/project_file.h"
#include "editor_app.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>

namespace diorama::editor {

// New, Open and Import each show their document in a tab of its own: nothing open is
// replaced, so none of them needs to ask about unsaved changes.
void EditorApp::requestNew() { newDocument(); }

void EditorApp::newDocument() { showInNewTab(makeUntitledDocument()); }

std::unique_ptr<Document> EditorApp::makeUntitledDocument() {
    // An untitled scene belongs to the current project (or the last one): its assets
    // resolve there and its design size is the project's default.
    std::filesystem::path project;
    if (m_ctx.doc && m_ctx.doc->hasPath())
        project = m_ctx.doc->projectFolder();
    else if (std::error_code ec; !m_ctx.settings.current().lastProject.empty() &&
                                 std::filesystem::is_directory(m_ctx.settings.current().lastProject, ec))
        project = m_ctx.settings.current().lastProject;
    Size design = Scene::kDefaultDesignSize;
    if (!project.empty())
        if (auto file = findProjectFile(project)) {
            const ProjectLoad loaded = loadProjectFile(*file);
            if (loaded.project)
                design = loaded.project->designSize;
            else
                m_ctx.warn(loaded.error->format());
        }
    auto doc = std::make_unique<Document>(design);
    if (!project.empty()) doc->setUntitledDirectory(project);
    return doc;
}

void EditorApp::applySceneSettings() {
    Document& doc = *m_ctx.doc;
    const Size size = m_dialogs.designChoice();
    if (!(size == doc.designSize()) && doc.execute(std::make_unique<SetDesignSizeCommand>(size)))
        m_ctx.view.framed = false;  // show the new frame whole
    if (m_dialogs.makeProjectDefault()) {
        const std::filesystem::path file = doc.projectFolder() / kProjectFileName;
        const SaveResult r = saveProjectFile(file, ProjectFile{size});
        if (r.ok)
            m_ctx.info("New scenes in " + doc.projectFolder().string() + " will be " + std::to_string(int(size.width)) +
                       " x " + std::to_string(int(size.height)));
        else
            m_ctx.error(r.error);
    }
}

void EditorApp::rememberProject() {
    if (!m_ctx.doc->hasPath()) return;
    const std::string project = std::filesystem::absolute(m_ctx.doc->projectFolder()).string();
    if (project != m_ctx.settings.current().lastProject)
        m_ctx.changeSettings([&](Settings& s) { s.lastProject = project; });
}

void EditorApp::requestOpen(const std::string& path) {
    m_queuedOpen = path;
    m_activeFrames = std::max(m_activeFrames, 1);
}

void EditorApp::requestImport(const std::string& path) { importNow(path); }

void EditorApp::importNow(const std::string& path) {
    if (std::filesystem::path(path).extension() == ".ccs") {
        importProjectNow(path);
        return;
    }
    StudioImport imported = importStudioScene(path);
    if (!imported.opened.document) {
        m_ctx.error(imported.opened.error ? imported.opened.error->format() : path + ": could not be imported");
        return;
    }
    std::vector<std::string> lines = describeImport(imported);
    for (std::size_t i = 1; i < lines.size(); ++i)
        if (lines[i].rfind("  ", 0) != 0) m_ctx.warn(lines[i]);
    m_ctx.info("Imported " + path + ": " + lines.front());
    showInNewTab(std::move(imported.opened.document));
    m_dialogs.openImportReport(std::move(lines));
}

// A .ccs: the whole project is written into a new folder beside it, as the CLI's import
// does, and its main scene opens from there, so that saving it needs no name.
void EditorApp::importProjectNow(const std::string& ccsPath) {
    const StudioProjectImport imported = importStudioProject(ccsPath);
    if (!imported.error.empty()) {
        m_ctx.error(imported.error);
        return;
    }
    std::vector<std::string> lines = describeProjectImport(imported);
    for (std::size_t i = 1; i < lines.size(); ++i)
        if (lines[i].rfind("  ", 0) != 0 && lines[i].back() != ':') m_ctx.warn(lines[i]);
    m_ctx.info("Imported " + ccsPath + " into " + imported.outputFolder.string() + ": " + lines.front());
    if (!openNow(imported.sceneToOpen.string(), false)) return;
    // The report lists the missing files; one dialog at a time.
    m_dialogs.cancelMissingAssets();
    m_dialogs.openReport("Import report",
                         imported.sceneToOpen.filename().string() + " is open; the others are under " +
                             imported.outputFolder.filename().string() + " in the Assets panel.",
                         std::move(lines));
}

void EditorApp::requestQuit() {
    m_pending = Pending::Quit;
    m_quitDiscarded.clear();
    continuePending();
}

void EditorApp::requestClose(std::size_t tab) {
    if (tab >= m_tabs.size()) return;
    switchToTab(tab);
    m_pending = Pending::Close;
    if (m_ctx.doc->isDirty())
        m_dialogs.openUnsavedPrompt("closing " + m_ctx.doc->displayName());
    else
        continuePending();
}

bool EditorApp::save(bool overwriteExternalChanges) {
    m_saveWaitsForDisk = false;
    if (!m_ctx.doc->hasPath()) {
        m_dialogs.openFileDialog(FileDialogMode::SaveAs, m_ctx);
        return false;
    }
    const SaveResult r = m_ctx.doc->save(overwriteExternalChanges);
    if (!r.ok && r.externalChange) {
        // Never overwritten silently: ask, and keep any pending action for the answer.
        m_saveWaitsForDisk = true;
        m_diskPromptOpen = true;
        m_dialogs.openDiskChanged(m_ctx.doc->path().string() +
                                      " was changed by another program since it was opened or saved. Overwrite "
                                      "it with this document, reload it from disk, or cancel?",
                                  true);
        return false;
    }
    if (!r.ok) {
        m_ctx.error(r.error);
        return false;
    }
    if (!r.error.empty()) m_ctx.warn(r.error);
    m_ctx.info("Saved " + m_ctx.doc->path().string());
    return true;
}

void EditorApp::saveAs(const std::string& path) {
    const SaveResult r = m_ctx.doc->saveAs(path);
    if (!r.ok) {
        m_ctx.error(r.error);
        m_pending = Pending::None;  // not saved: nothing is closed
        return;
    }
    const std::string recent = std::filesystem::absolute(path).lexically_normal().string();
    m_ctx.changeSettings([&](Settings& s) { s.addRecent(recent); });
    m_ctx.info("Saved " + path);
    rememberProject();
    if (m_pending != Pending::None) continuePending();
}

void EditorApp::rememberFolder(const std::string& chosen) {
    const std::string folder = std::filesystem::absolute(chosen).parent_path().string();
    if (folder != m_ctx.settings.current().lastFolder)
        m_ctx.changeSettings([&](Settings& s) { s.lastFolder = folder; });
}

std::optional<std::string> EditorApp::assetPathFor(const std::string& chosenFile) {
    std::string error;
    std::optional<std::string> path = scenePathTo(*m_ctx.doc, chosenFile, error);
    if (!path) m_ctx.error(error + ". Copy the file there first.");
    return path;
}

void EditorApp::setAssetFromBrowse(const EditorContext::AssetRequest& request, const std::string& chosenFile) {
    const auto path = assetPathFor(chosenFile);
    if (!path) return;
    std::vector<SetPropertiesCommand::Edit> edits;
    for (NodeId id : request.nodes) edits.push_back({id, request.property, PropertyValue(*path)});
    if (!edits.empty())
        m_ctx.doc->execute(std::make_unique<SetPropertiesCommand>("Set " + request.property, std::move(edits)));
}

void EditorApp::relink(const std::string& missingPath, const std::string& chosenFile) {
    Document& doc = *m_ctx.doc;
    const auto found = assetPathFor(chosenFile);
    if (!found) return;
    const std::string& path = *found;
    if (auto command = makeRelinkCommand(doc, missingPath, path)) {
        doc.execute(std::move(command));
        m_ctx.info("Relinked " + missingPath + " to " + path);
    }
}

void EditorApp::exportPng(const std::string& path) {
    if (!m_ctx.renderer) return;
    const Size design = m_ctx.doc->designSize();
    const int w = std::max(1, int(design.width)), h = std::max(1, int(design.height));
    std::string error;
    if (writePng(path, renderToImage(*m_ctx.renderer, m_ctx.doc->scene(), {{0, 0}, design}, w, h), error))
        m_ctx.info("Exported " + path);
    else
        m_ctx.error(error);
}

void EditorApp::exportForCocos2dx() {
    const CocosExportChoice& choice = m_dialogs.cocosExportChoice();
    const cocostudio::ExportResult result = exportForCocos(*m_ctx.doc, choice);
    if (!result.ok()) {
        m_ctx.error("Export for cocos2d-x: " + result.error->format());
        return;
    }
    std::vector<std::string> lines = describeExport(result);
    m_ctx.info("Exported " + choice.output + ": " + lines.front());
    // The notes stay in the log after the report is closed, as an import's warnings do.
    for (std::size_t i = 1; i < lines.size(); ++i)
        if (lines[i].rfind("  ", 0) != 0 && lines[i].rfind("wrote ", 0) != 0) m_ctx.info("Export note: " + lines[i]);
    m_dialogs.openReport("Export report",
                         "Load it in the game with CSLoader::createNode. The notes below are not errors: each says "
                         "what cocos shows differently, and on which nodes.",
                         std::move(lines));
}

void EditorApp::saveSubtreeAsScene(NodeId node, const std::string& path) {
    std::string error;
    if (auto command = makeSaveAsSceneCommand(*m_ctx.doc, node, path, error)) {
        m_ctx.doc->execute(std::move(command));
        m_ctx.info("Saved " + path + "; the subtree is an instance of it now");
    } else {
        m_ctx.error("Save Selection as Scene: " + error);
    }
}

// A step that writes another file (Apply to source) can be refused: the reason is shown.
void EditorApp::undo() {
    // A drag in progress ends first, so that its whole step is what this takes back (found
    // by a tryout: Ctrl+Z mid-drag left a step no undo could reach).
    m_viewport.finishDrag(m_ctx);
    reportDocumentMessages();  // what earlier edits left is theirs, not the undo's
    const bool done = m_ctx.doc->undo();
    if (done) m_ctx.doc->pruneSelection();
    showRefusal("Undo", done);
}

void EditorApp::redo() {
    m_viewport.finishDrag(m_ctx);
    reportDocumentMessages();
    const bool done = m_ctx.doc->redo();
    if (done) m_ctx.doc->pruneSelection();
    showRefusal("Redo", done);
}

// A refused step says why in an error; a step that was done may still have met problems
// (a font it set back cannot be read), which are warnings.
void EditorApp::showRefusal(const std::string& what, bool done) {
    std::vector<std::string>& messages = m_ctx.doc->messages();
    if (messages.empty() || done) return reportDocumentMessages();
    std::string text = what + " was not done:";
    for (const std::string& m : messages) text += "\n" + m;
    messages.clear();
    m_ctx.error(text);
}

void EditorApp::reportDocumentMessages() {
    for (const std::string& m : m_ctx.doc->messages()) m_ctx.warn(m);
    m_ctx.doc->messages().clear();
}

void EditorApp::copy() {
    const std::string text = copyNodes(*m_ctx.doc, m_ctx.doc->selection().ids());
    if (!text.empty()) ImGui::SetClipboardText(text.c_str());
}

void EditorApp::cut() {
    copy();
    deleteSelection();
}

void EditorApp::paste(bool asSibling) {
    const char* text = ImGui::GetClipboardText();
    if (!text || !*text) return;
    Document& doc = *m_ctx.doc;
    const InsertionPoint at = pasteInsertionPoint(doc, asSibling);
    std::string error;
    auto command = makePasteCommand(doc, text, at.parent, error, at.fileIndex);
    if (!command) {
        m_ctx.warn("Paste: " + error);
        return;
    }
    doc.execute(std::move(command));
    m_ctx.revealSelection = true;
}

void EditorApp::duplicate() {
    if (auto command = makeDuplicateCommand(*m_ctx.doc, m_ctx.doc->selection().ids()))
        m_ctx.doc->execute(std::move(command));
}

void EditorApp::group() {
    Document& doc = *m_ctx.doc;
    std::string error;
    auto command = makeGroupCommand(doc, doc.selection().ids(), error);
    if (!command) {
        m_ctx.warn("Group: " + error);
        return;
    }
    if (!doc.execute(std::move(command))) m_ctx.warn("Group: a node here cannot move (a nested scene's own nodes)");
    m_ctx.revealSelection = true;
}

void EditorApp::ungroup() {
    Document& doc = *m_ctx.doc;
    const NodeId groupId = doc.selection().primary();
    std::string error;
    auto command = makeUngroupCommand(doc, groupId, error);
    if (!command) {
        m_ctx.warn("Ungroup: " + error);
        return;
    }
    const std::vector<NodeId> children = fileOrderIds(*doc.find(groupId));
    if (!doc.execute(std::move(command))) {
        m_ctx.warn("Ungroup: a child here cannot move (a nested scene's own nodes)");
        return;
    }
    doc.selection().setAll(children);  // what was in the group stays selected
    m_ctx.revealSelection = true;
}

void EditorApp::deleteSelection() {
    Document& doc = *m_ctx.doc;
    const auto ids = topmostOnly(doc, doc.selection().ids());
    if (ids.empty()) return;
    doc.execute(std::make_unique<DeleteNodesCommand>(ids));
}

void EditorApp::selectAll() {
    std::vector<NodeId> ids;
    std::vector<Node*> todo;
    for (auto& c : m_ctx.doc->scene().children()) todo.push_back(c.get());
    while (!todo.empty()) {
        Node* n = todo.back();
        todo.pop_back();
        ids.push_back(n->id());
        for (auto& c : n->children()) todo.push_back(c.get());
    }
    m_ctx.doc->selection().setAll(std::move(ids));
}

void EditorApp::selectNone() { m_ctx.doc->selection().clear(); }

void EditorApp::frameSelection() {
    Document& doc = *m_ctx.doc;
    Rect bounds;
    bool any = false;
    for (NodeId id : doc.selection().ids())
        if (Node* n = doc.find(id)) {
            const Rect r = n->nodeToWorldTransform().applyToRect({{0, 0}, n->contentSize()});
            if (!any) {
                bounds = r;
                any = true;
            } else {
                const float minX = std::min(bounds.minX(), r.minX()), minY = std::min(bounds.minY(), r.minY());
                const float maxX = std::max(bounds.maxX(), r.maxX()), maxY = std::max(bounds.maxY(), r.maxY());
                bounds = {{minX, minY}, {maxX - minX, maxY - minY}};
            }
        }
    if (!any) {
        const Size d = doc.designSize();
        bounds = {{0, 0}, d};
    }
    m_viewport.frame(m_ctx, bounds);
}

void EditorApp::align(AlignMode mode, const char* label) {
    Document& doc = *m_ctx.doc;
    std::vector<SetPropertiesCommand::Edit> edits = alignEdits(doc, mode);
    if (!edits.empty()) doc.execute(std::make_unique<SetPropertiesCommand>(label, std::move(edits)));
}

void EditorApp::nudge(Vec2 delta) { m_nudges.nudge(*m_ctx.doc, delta, m_ctx.editsStartFrom(), ImGui::GetTime()); }

}  // namespace diorama::editor
