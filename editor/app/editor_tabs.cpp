// Document tabs: one open document per tab, each with its own undo history, view,
// autosave and file lock. The shown tab's state lives where the panels read it (the
// context and the app's members); the others keep theirs until shown again.
#include "diorama/editor/document_tabs.h"
#include "diorama/editor/recovery.h"
#include "editor_app.h"

#include <imgui.h>

namespace diorama::editor {

float tabStripHeight() { return ImGui::GetFrameHeight() + 4.0f; }

Document& EditorApp::documentOf(std::size_t tab) const { return tab == m_activeTab ? *m_ctx.doc : *m_tabs[tab].doc; }

std::optional<std::size_t> EditorApp::tabOf(const std::filesystem::path& path) const {
    for (std::size_t i = 0; i < m_tabs.size(); ++i)
        if (isDocumentFor(documentOf(i), path)) return i;
    return std::nullopt;
}

void EditorApp::showInNewTab(std::unique_ptr<Document> doc) {
    // The untitled scene the editor starts with gives way, as long as nobody touched it.
    if (!m_ctx.doc || isPristine(*m_ctx.doc)) return setDocument(std::move(doc));
    const ToolMode tool = m_ctx.view.tool;  // a way of working, not a property of a document
    parkActiveTab();
    m_tabs.emplace_back().serial = m_nextTabSerial++;
    m_activeTab = m_tabs.size() - 1;
    m_autosave = std::make_unique<Autosaver>(defaultRecoveryDirectory(), 0.0);  // its interval is set each frame
    m_lock = std::make_unique<DocumentLock>();
    m_lockedPath.clear();
    m_lastAutosaveError.clear();
    m_ctx.view = ViewState{};
    m_ctx.view.tool = tool;
    setDocument(std::move(doc));
    m_selectTabFrames = 3;
}

void EditorApp::parkActiveTab() {
    DocumentTab& tab = m_tabs[m_activeTab];
    m_ctx.play.reset();  // Play runs a copy of the shown document only
    tab.renderer = std::move(m_ctx.renderer);
    tab.doc = std::move(m_ctx.doc);
    tab.view = m_ctx.view;
    tab.sourceWatch = std::move(m_sourceWatch);
    tab.autosave = std::move(m_autosave);
    tab.lock = std::move(m_lock);
    tab.lockedPath = std::move(m_lockedPath);
    tab.lastAutosaveError = std::move(m_lastAutosaveError);
}

void EditorApp::showParkedTab(std::size_t index) {
    DocumentTab& tab = m_tabs[index];
    const ToolMode tool = m_ctx.view.tool;
    m_ctx.play.reset();
    m_ctx.renderer = std::move(tab.renderer);  // the shown one's was parked or closed first
    m_ctx.doc = std::move(tab.doc);
    m_ctx.view = tab.view;
    m_ctx.view.tool = tool;
    m_sourceWatch = std::move(tab.sourceWatch);
    m_autosave = std::move(tab.autosave);
    m_lock = std::move(tab.lock);
    m_lockedPath = std::move(tab.lockedPath);
    m_lastAutosaveError = std::move(tab.lastAutosaveError);
    m_activeTab = index;
    guardOtherFiles();
    forgetDocumentUiState();
    m_selectTabFrames = 3;
    m_checkDiskNow = true;  // its file or sources may have changed while it was not shown
}

void EditorApp::switchToTab(std::size_t index) {
    if (index == m_activeTab || index >= m_tabs.size()) return;
    parkActiveTab();
    showParkedTab(index);
}

void EditorApp::closeActiveTab() {
    m_ctx.play.reset();
    m_autosave->discard();  // the user saved or let the changes go
    m_lock->release();
    m_lockedPath.clear();
    const std::string name = m_ctx.doc->displayName();
    if (m_tabs.size() == 1) {
        setDocument(makeUntitledDocument());
    } else {
        const std::size_t next = tabAfterClosing(m_activeTab, m_tabs.size());
        m_ctx.renderer.reset();  // before the document whose textures it holds
        m_ctx.doc.reset();
        m_tabs.erase(m_tabs.begin() + std::ptrdiff_t(m_activeTab));
        showParkedTab(next);
    }
    m_ctx.info("Closed " + name);
}

std::string EditorApp::unsavedElsewhere(const std::filesystem::path& file) const {
    for (std::size_t i = 0; i < m_tabs.size(); ++i)
        if (i != m_activeTab && isDocumentFor(documentOf(i), file) && documentOf(i).isDirty())
            return documentOf(i).displayName() +
                   " has unsaved changes in another tab; save or close it there first, so that neither is lost";
    return {};
}

void EditorApp::guardOtherFiles() {
    m_ctx.doc->setFileGuard([this](const std::filesystem::path& file) { return unsavedElsewhere(file); });
}

bool EditorApp::askAboutNextUnsavedTab() {
    for (std::size_t k = 0; k < m_tabs.size(); ++k) {
        const std::size_t i = (m_activeTab + k) % m_tabs.size();  // the shown tab first
        if (!documentOf(i).isDirty()) continue;
        if (std::find(m_quitDiscarded.begin(), m_quitDiscarded.end(), m_tabs[i].serial) != m_quitDiscarded.end())
            continue;
        switchToTab(i);
        m_dialogs.openUnsavedPrompt("quitting");
        return true;
    }
    return false;
}

void EditorApp::drawTabBar() {
    ImGui::SetNextWindowPos(ImVec2(0, ImGui::GetFrameHeight()));
    ImGui::SetNextWindowSize(ImVec2(ImGui::GetIO().DisplaySize.x, tabStripHeight()));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(4, 2));
    ImGui::Begin("##tabs", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::PopStyleVar();
    std::optional<std::size_t> clicked, closing;
    if (ImGui::BeginTabBar("documents", ImGuiTabBarFlags_FittingPolicyScroll)) {
        for (std::size_t i = 0; i < m_tabs.size(); ++i) {
            const Document& doc = documentOf(i);
            const std::string label = doc.displayName() + "###tab" + std::to_string(m_tabs[i].serial);
            ImGuiTabItemFlags flags = doc.isDirty() ? ImGuiTabItemFlags_UnsavedDocument : 0;
            // ImGui picks the selected tab itself; it is told which one the editor shows
            // until it has taken it over (a tab opened or closed by a command).
            if (m_selectTabFrames > 0 && i == m_activeTab) flags |= ImGuiTabItemFlags_SetSelected;
            bool open = true;
            if (ImGui::BeginTabItem(label.c_str(), &open, flags)) {
                if (i != m_activeTab && m_selectTabFrames == 0) clicked = i;
                ImGui::EndTabItem();
            }
            m_ctx.reportItem("tab-" + std::to_string(i));
            if (doc.isDirty()) m_ctx.reportItem("tab-" + std::to_string(i) + "-unsaved");  // for tests to wait on
            if (ImGui::IsItemHovered() && doc.hasPath()) ImGui::SetTooltip("%s", doc.path().string().c_str());
            if (!open) closing = i;
        }
        ImGui::EndTabBar();
    }
    ImGui::End();
    if (m_selectTabFrames > 0) --m_selectTabFrames;
    if (closing && !m_dialogs.isOpen())
        requestClose(*closing);
    else if (clicked)
        switchToTab(*clicked);
}

}  // namespace diorama::editor
