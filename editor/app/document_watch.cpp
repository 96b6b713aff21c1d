// What happens to the open document while nobody edits it: another program changing its
// file or its nested sources (checked on focus and every 2 s), and the autosave kept in
// the recovery folder, with the dialog that offers it after a crash.
#include "diorama/editor/document_tabs.h"
#include "editor_app.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <iostream>

namespace diorama::editor {

void EditorApp::checkDisk() {
    // Scene files this editor wrote through another document (Apply to source, its undo).
    for (std::filesystem::path& file : m_ctx.doc->takeWrittenFiles())
        if (tabOf(file)) m_writtenHere.push_back(std::move(file));
    const double now = glfwGetTime();
    if (!m_checkDiskNow && now < m_nextDiskCheck) return;
    if (m_checkDiskNow) {
        m_ctx.lookForMissingAssetsAgain();
        ++m_ctx.windowReturns;
    }
    m_checkDiskNow = false;
    m_nextDiskCheck = now + 2.0;
    Document& doc = *m_ctx.doc;
    if (m_diskPromptOpen || m_dialogs.isOpen()) return;
    // A nested scene's file changed: its instances read it again (one undo step).
    if (const std::vector<NodeId> changed = m_sourceWatch.changedInstances(doc); !changed.empty()) {
        std::string report;
        if (reloadInstances(doc, changed, report))
            m_ctx.info(report);
        else if (!report.empty())
            m_ctx.warn("Nested scenes not reloaded: " + report);
        m_activeFrames = std::max(m_activeFrames, 3);
    }
    if (!doc.hasPath()) return;
    const DiskChange change = doc.diskChange();
    if (change == DiskChange::Unchanged) return;
    const std::string name = doc.path().string();
    // Written by this editor while this document was clean (a document with unsaved
    // changes refuses such writes): there is nothing of the user's to keep, so it reads
    // the file again without asking.
    const auto ours = std::find_if(m_writtenHere.begin(), m_writtenHere.end(),
                                   [&](const std::filesystem::path& f) { return isDocumentFor(doc, f); });
    if (ours != m_writtenHere.end() && change == DiskChange::Modified && !doc.isDirty()) {
        m_writtenHere.erase(ours);
        if (openNow(name, /*inPlace=*/true))
            m_ctx.info("Read " + name + " again: Apply to source in another tab changed it");
        return;
    }
    m_diskPromptOpen = true;
    m_activeFrames = std::max(m_activeFrames, 3);
    if (change == DiskChange::Deleted)
        m_dialogs.openDiskChanged(name +
                                      " was deleted or moved by another program. Keep mine keeps this document "
                                      "open, unsaved; saving writes it again.",
                                  false);
    else
        m_dialogs.openDiskChanged(name + " was changed by another program." +
                                      (doc.isDirty() ? " This document has unsaved changes too." : "") +
                                      " Reload it from disk, or keep this version (saving will then overwrite "
                                      "the other program's changes)?",
                                  false);
}

void EditorApp::keepRecoveryCurrent() {
    Document& doc = *m_ctx.doc;
    const double interval =
        m_options.autosaveSeconds >= 0 ? m_options.autosaveSeconds : m_ctx.settings.current().autosaveSeconds;
    if (interval > 0) {
        m_autosave->setInterval(interval);
        std::string error;
        if (!m_autosave->tick(doc, glfwGetTime(), &error) && error != m_lastAutosaveError) m_ctx.warn(error);
        m_lastAutosaveError = error;
    } else {
        m_autosave->discard();
    }
    // The other tabs' unsaved work is kept too.
    for (DocumentTab& tab : m_tabs) {
        if (!tab.doc || !tab.autosave) continue;
        tab.autosave->setInterval(interval);
        std::string error;
        if (interval <= 0)
            tab.autosave->discard();
        else if (!tab.autosave->tick(*tab.doc, glfwGetTime(), &error) && error != tab.lastAutosaveError)
            m_ctx.warn(error);
        tab.lastAutosaveError = error;
    }
    // The lock follows the document's file (open, Save As, New).
    if (doc.path() == m_lockedPath && m_lockHeldBy && doc.hasPath() && glfwGetTime() >= m_lockRetryAt) {
        m_lockRetryAt = glfwGetTime() + 2.0;
        if (const DocumentLock::Result lock = m_lock->acquire(doc.path()); !lock.heldBy) {
            if (m_lock->isHeld())
                m_ctx.info(doc.path().string() + " is no longer open in the other Diorama (process " +
                           std::to_string(*m_lockHeldBy) + "): this one holds it now");
            m_lockHeldBy.reset();
        }
    }
    if (doc.path() != m_lockedPath) {
        m_lockedPath = doc.path();
        m_lock->release();
        m_lockHeldBy.reset();
        if (doc.hasPath()) {
            const DocumentLock::Result lock = m_lock->acquire(doc.path());
            m_lockHeldBy = lock.heldBy;
            m_lockRetryAt = glfwGetTime() + 2.0;
            if (lock.heldBy)
                m_ctx.error(doc.path().string() + " is also open in another Diorama (process " +
                            std::to_string(*lock.heldBy) + "). Saving here can overwrite changes made there.");
            if (!lock.problem.empty()) {
                if (m_options.testMode) std::cout << "LOCK-PROBLEM " << lock.problem << std::endl;
                m_ctx.warn(lock.problem);
            }
        }
    }
}

void EditorApp::drawRecoveryDialog() {
    if (m_recoverable.empty()) return;
    if (!m_recoveryPopupOpened) {
        ImGui::OpenPopup("Recover unsaved work");
        m_recoveryPopupOpened = true;
    }
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (!ImGui::BeginPopupModal("Recover unsaved work", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    ImGui::TextUnformatted("Diorama did not close normally. These documents had unsaved changes:");
    ImGui::Spacing();
    for (std::size_t i = 0; i < m_recoverable.size(); ++i) {
        const RecoveryEntry& e = m_recoverable[i];
        const std::string when = autosaveTimeText(e.savedAt);
        ImGui::PushID(int(i));
        ImGui::Text("%s  (autosaved %s)", e.document.empty() ? "untitled scene" : e.document.c_str(), when.c_str());
        if (ImGui::Button("Recover")) {
            Document::OpenResult r = recoverDocument(e);
            if (r.document) {
                showInNewTab(std::move(r.document));
                // Keep a side file of our own before dropping the old one.
                std::string error;
                if (m_autosave->writeNow(*m_ctx.doc, &error))
                    discardRecovery(e);
                else
                    m_ctx.warn(error);
                m_ctx.info("Recovered " + (e.document.empty() ? std::string("an untitled scene") : e.document) +
                           " from its autosave; it is not saved yet");
            } else {
                m_ctx.error(r.error ? r.error->format() : "the autosave could not be read");
            }
            m_recoverable.erase(m_recoverable.begin() + std::ptrdiff_t(i));
            ImGui::PopID();
            break;
        }
        if (m_options.testMode && m_frames >= 2)
            std::cout << "BUTTON recover-" << i << " " << int(ImGui::GetItemRectMin().x + 5) << " "
                      << int(ImGui::GetItemRectMin().y + 5) << std::endl;
        ImGui::SameLine();
        if (ImGui::Button("Discard")) {
            discardRecovery(e);
            m_recoverable.erase(m_recoverable.begin() + std::ptrdiff_t(i));
            ImGui::PopID();
            break;
        }
        ImGui::PopID();
    }
    ImGui::Spacing();
    if (ImGui::Button("Decide later")) m_recoverable.clear();
    m_ctx.reportItem("decide-later");
    if (m_recoverable.empty()) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace diorama::editor
