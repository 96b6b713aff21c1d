// The document flow: a document shown or opened, the answer to a dialog (save, discard,
// reload, a chosen path) carried out, and what panels asked the app for (open a file,
// choose an asset, save a subtree as a scene) turned into dialogs.
#include "editor_app.h"

#include "diorama/editor/properties.h"

#include <imgui.h>

#include <iostream>

namespace diorama::editor {

void EditorApp::setDocument(std::unique_ptr<Document> doc) {
    m_ctx.play.reset();  // it plays the old document's copy, with its textures
    m_ctx.renderer.reset();
    m_ctx.doc = std::move(doc);
    std::string error;
    m_ctx.renderer = GlRenderer::create(m_ctx.doc->textures(), error);
    if (!m_ctx.renderer) m_ctx.error("OpenGL renderer: " + error);
    guardOtherFiles();
    forgetDocumentUiState();
    m_ctx.view.framed = false;
    for (auto& m : m_ctx.doc->messages()) m_ctx.warn(m);
    m_ctx.doc->messages().clear();
    m_sourceWatch = NestedSourceWatch();
    m_sourceWatch.changedInstances(*m_ctx.doc);  // notes the nested scenes' files as read
}

bool EditorApp::openNow(const std::string& path, bool inPlace) {
    if (!inPlace)
        if (const std::optional<std::size_t> tab = tabOf(path)) {
            switchToTab(*tab);
            return true;
        }
    const std::string name = std::filesystem::path(path).filename().string();
    bool barShown = false;
    SceneLimits limits;
    limits.maxFileBytes = m_options.maxFileBytes;
    Document::OpenResult r = Document::open(
        path, [&](double fraction) { barShown |= showLoading(name, fraction); }, limits);
    // A full bar stays on screen while the first frame of a big scene is prepared.
    if (barShown && r.document) drawLoadingFrame(name, 1.0);
    if (!r.document) {
        // The current document stays exactly as it was.
        m_ctx.error(r.error ? r.error->format() : path + ": could not be opened");
        return false;
    }
    if (inPlace)
        setDocument(std::move(r.document));
    else
        showInNewTab(std::move(r.document));
    if (const auto& missing = m_ctx.missingAssets(); !missing.empty()) {
        m_dialogs.openMissingAssets();
        if (m_options.testMode) std::cout << "DIALOG missing-assets " << missing.size() << std::endl;
    }
    const std::string recent = std::filesystem::absolute(path).lexically_normal().string();
    m_ctx.changeSettings([&](Settings& s) { s.addRecent(recent); });
    m_ctx.info("Opened " + path);
    rememberProject();
    return true;
}

bool EditorApp::showLoading(const std::string& name, double fraction) {
    if (m_options.testMode) std::cout << "LOADING " << name << " " << int(fraction * 100.0) << std::endl;
    if (m_inFrame) return false;
    const auto now = std::chrono::steady_clock::now();
    if (now - m_loadingDrawn >= std::chrono::milliseconds(50)) {
        m_loadingDrawn = now;
        drawLoadingFrame(name, fraction);
    }
    return true;
}

void EditorApp::servePanelRequests() {
    if (m_ctx.requests.empty() || m_dialogs.isOpen() || ImGui::IsPopupOpen(Dialogs::kFilePopup)) return;
    EditorContext::AppRequest request = std::move(m_ctx.requests.front());
    m_ctx.requests.pop_front();  // served once: a cancelled dialog must not open again
    if (auto* open = std::get_if<EditorContext::OpenRequest>(&request)) {
        requestOpen(open->file.string());
    } else if (auto* save = std::get_if<EditorContext::SaveAsSceneRequest>(&request)) {
        m_savingSubtree = save->node;
        const Node* node = m_ctx.doc->find(save->node);
        const std::string name = node && !node->name().empty() ? node->name() : std::string("part");
        m_dialogs.openFileDialog(FileDialogMode::SaveSubtree, m_ctx, AssetKind::None, name + ".scene.json");
    } else if (auto* asset = std::get_if<EditorContext::AssetRequest>(&request)) {
        m_relinking.clear();
        m_choosingAsset = std::move(*asset);
        // The dialog opens where the file the field names now is, that file chosen.
        std::string current;
        if (const Node* node = m_choosingAsset->nodes.empty() ? nullptr : m_ctx.doc->find(m_choosingAsset->nodes[0]))
            if (const auto row = findProperty(*m_ctx.doc, *node, m_choosingAsset->property)) {
                const PropertyValue value = row->get(*m_ctx.doc, *node);
                if (const auto* path = std::get_if<std::string>(&value)) current = *path;
            }
        m_dialogs.openFileDialog(FileDialogMode::ChooseAsset, m_ctx, m_choosingAsset->kind, current);
    }
}

void EditorApp::answerDialog(Dialogs::Result result) {
    switch (result) {
    case Dialogs::Result::Save:
        // An untitled document's save goes on in Save As, which carries the pending close
        // or quit on when it saves (and drops it when cancelled).
        if (save())
            continuePending();
        else if (!m_saveWaitsForDisk && m_ctx.doc->hasPath())
            m_pending = Pending::None;
        break;
    case Dialogs::Result::Overwrite:
        m_diskPromptOpen = false;
        if (save(/*overwriteExternalChanges=*/true))
            continuePending();
        else
            m_pending = Pending::None;
        break;
    case Dialogs::Result::Reload:
        m_diskPromptOpen = false;
        m_pending = Pending::None;
        // A version that cannot be read keeps ours, as Keep mine does: asked once, not at
        // every check until the file changes again.
        if (m_ctx.doc->hasPath() && !openNow(m_ctx.doc->path().string(), /*inPlace=*/true)) {
            m_ctx.doc->keepMineOverDisk();
            m_ctx.info("Kept this version of " + m_ctx.doc->displayName() +
                       ": the one on disk could not be read; saving overwrites it");
        }
        break;
    case Dialogs::Result::KeepMine:
        m_diskPromptOpen = false;
        m_ctx.doc->keepMineOverDisk();
        m_ctx.info("Kept this version of " + m_ctx.doc->displayName() + " over the one changed on disk");
        break;
    case Dialogs::Result::Discard:
        if (m_pending == Pending::Quit) m_quitDiscarded.push_back(m_tabs[m_activeTab].serial);
        continuePending();
        break;
    case Dialogs::Result::Cancel:
        m_diskPromptOpen = false;
        m_pending = Pending::None;
        m_relinking.clear();
        m_choosingAsset.reset();
        break;
    case Dialogs::Result::OpenPath:
        rememberFolder(m_dialogs.chosenPath());
        requestOpen(m_dialogs.chosenPath());
        break;
    case Dialogs::Result::SceneSettings: applySceneSettings(); break;
    case Dialogs::Result::Relink:
        m_relinking = m_dialogs.relinkPath();
        m_choosingAsset.reset();
        m_dialogs.openFileDialog(FileDialogMode::ChooseAsset, m_ctx, m_ctx.missingAssetKind(m_relinking));
        break;
    case Dialogs::Result::AssetPath:
        if (!m_relinking.empty())
            relink(m_relinking, m_dialogs.chosenPath());
        else if (m_choosingAsset)
            setAssetFromBrowse(*m_choosingAsset, m_dialogs.chosenPath());
        m_relinking.clear();
        m_choosingAsset.reset();
        break;
    case Dialogs::Result::SaveAsPath:
        rememberFolder(m_dialogs.chosenPath());
        saveAs(m_dialogs.chosenPath());
        ++m_ctx.filesWritten;
        break;
    case Dialogs::Result::SaveSubtreePath:
        rememberFolder(m_dialogs.chosenPath());
        saveSubtreeAsScene(m_savingSubtree, m_dialogs.chosenPath());
        ++m_ctx.filesWritten;
        break;
    case Dialogs::Result::CocosExport:
        exportForCocos2dx();
        ++m_ctx.filesWritten;
        break;
    case Dialogs::Result::ExportPath:
        rememberFolder(m_dialogs.chosenPath());
        exportPng(m_dialogs.chosenPath());
        ++m_ctx.filesWritten;
        break;
    case Dialogs::Result::ImportPath:
        rememberFolder(m_dialogs.chosenPath());
        requestImport(m_dialogs.chosenPath());
        break;
    case Dialogs::Result::None: break;
    }
}

void EditorApp::continuePending() {
    const Pending p = m_pending;
    m_pending = Pending::None;
    switch (p) {
    case Pending::Quit:
        // Each tab with unsaved changes is shown and asked about in turn.
        m_pending = Pending::Quit;
        if (!askAboutNextUnsavedTab()) {
            m_pending = Pending::None;
            m_quit = true;
        }
        break;
    case Pending::Close: closeActiveTab(); break;
    case Pending::None: break;
    }
}

}  // namespace diorama::editor
