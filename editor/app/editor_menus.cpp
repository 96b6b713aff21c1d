// The menu bar, the actions its items and the shortcuts run, and which are enabled: the
// action table itself (names, shortcuts) lives in editor/core's editor_actions.
#include "diorama/editor/align.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/group_commands.h"
#include "diorama/types/node_type.h"
#include "editor_app.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_internal.h>  // the open popup stack: ImGui closes menus on Escape only with keyboard nav

namespace diorama::editor {

static_assert(keys::kDelete == GLFW_KEY_DELETE && keys::kBackspace == GLFW_KEY_BACKSPACE &&
              keys::kLeft == GLFW_KEY_LEFT && keys::kRight == GLFW_KEY_RIGHT && keys::kUp == GLFW_KEY_UP &&
              keys::kDown == GLFW_KEY_DOWN && keys::kF2 == GLFW_KEY_F2 && 'A' == GLFW_KEY_A && '=' == GLFW_KEY_EQUAL &&
              '-' == GLFW_KEY_MINUS && '0' == GLFW_KEY_0 && keys::kKeypadAdd == GLFW_KEY_KP_ADD &&
              keys::kKeypadSubtract == GLFW_KEY_KP_SUBTRACT && keys::kF5 == GLFW_KEY_F5);

namespace {
// The keys cocos' desktop window hands a TextField holding the keyboard, on press and repeat.
std::optional<TextField::ControlKey> textFieldControlKey(int glfwKey) {
    using C = TextField::ControlKey;
    switch (glfwKey) {
    case GLFW_KEY_HOME: return C::Home;
    case GLFW_KEY_END: return C::End;
    case GLFW_KEY_DELETE: return C::Delete;
    case GLFW_KEY_LEFT: return C::LeftArrow;
    case GLFW_KEY_RIGHT: return C::RightArrow;
    case GLFW_KEY_ESCAPE: return C::Escape;
    default: return std::nullopt;
    }
}

// Keys that move or delete the selected nodes. In Play the viewport shows the running
// copy, so such an edit of the document would land unseen: they wait for Stop (a clip
// preview keeps them, for record mode).
bool editsNodesByKey(EditorActionId id) {
    switch (id) {
    case EditorActionId::NudgeLeft:
    case EditorActionId::NudgeRight:
    case EditorActionId::NudgeUp:
    case EditorActionId::NudgeDown:
    case EditorActionId::Delete: return true;
    default: return false;
    }
}

// The arrows, which nudge the selection, or walk the hierarchy's rows while it has the keys.
std::optional<EditorContext::TreeStep> treeStepOf(EditorActionId id) {
    using S = EditorContext::TreeStep;
    switch (id) {
    case EditorActionId::NudgeLeft: return S::Left;
    case EditorActionId::NudgeRight: return S::Right;
    case EditorActionId::NudgeUp: return S::Up;
    case EditorActionId::NudgeDown: return S::Down;
    default: return std::nullopt;
    }
}
}  // namespace

bool EditorApp::isActionEnabled(EditorActionId id) const {
    const bool hasSelection = !m_ctx.doc->selection().empty();
    if (editsNodesByKey(id) && m_ctx.play && !m_ctx.play->previewsClip()) return false;
    switch (id) {
    case EditorActionId::Undo: return m_ctx.doc->commands().canUndo();
    case EditorActionId::Redo: return m_ctx.doc->commands().canRedo();
    case EditorActionId::Cut:
    case EditorActionId::Copy:
    case EditorActionId::Duplicate:
    case EditorActionId::Group:
    case EditorActionId::Delete:
    case EditorActionId::Rename:
    case EditorActionId::SelectNone:
    case EditorActionId::FrameSelection: return hasSelection;
    case EditorActionId::Ungroup: return canUngroup(*m_ctx.doc, m_ctx.doc->selection().primary());
    case EditorActionId::AlignLeft:
    case EditorActionId::AlignCenter:
    case EditorActionId::AlignRight:
    case EditorActionId::AlignTop:
    case EditorActionId::AlignMiddle:
    case EditorActionId::AlignBottom: return m_ctx.doc->selection().size() >= 2;
    case EditorActionId::DistributeHorizontally:
    case EditorActionId::DistributeVertically: return m_ctx.doc->selection().size() >= 3;
    default: return true;
    }
}

void EditorApp::runAction(EditorActionId id, bool shift) {
    const float step = shift ? 10.0f : 1.0f;
    switch (id) {
    case EditorActionId::New: requestNew(); break;
    case EditorActionId::Close: requestClose(m_activeTab); break;
    case EditorActionId::Open: m_dialogs.openFileDialog(FileDialogMode::Open, m_ctx); break;
    case EditorActionId::Save: save(); break;
    case EditorActionId::SaveAs: m_dialogs.openFileDialog(FileDialogMode::SaveAs, m_ctx); break;
    case EditorActionId::ExportPng: m_dialogs.openFileDialog(FileDialogMode::ExportPng, m_ctx); break;
    case EditorActionId::ExportCocos:
        if (m_ctx.doc->hasPath())
            m_dialogs.openCocosExport(defaultCocosExport(*m_ctx.doc));
        else
            m_ctx.error("Export for cocos2d-x: save the scene first; its asset paths are relative to its file");
        break;
    case EditorActionId::ImportStudio: m_dialogs.openFileDialog(FileDialogMode::ImportStudio, m_ctx); break;
    case EditorActionId::Quit: requestQuit(); break;
    case EditorActionId::Undo: undo(); break;
    case EditorActionId::Redo: redo(); break;
    case EditorActionId::Cut:
        if (!m_timeline.cutSelectedKeys(m_ctx)) cut();
        break;
    case EditorActionId::Copy:
        if (!m_timeline.copySelectedKeys(m_ctx)) copy();
        break;
    case EditorActionId::Paste:
        if (!m_timeline.pasteCopiedKeys(m_ctx)) paste(/*asSibling=*/false);
        break;
    case EditorActionId::PasteAsSibling: paste(/*asSibling=*/true); break;
    case EditorActionId::Duplicate: duplicate(); break;
    case EditorActionId::Group: group(); break;
    case EditorActionId::Ungroup: ungroup(); break;
    case EditorActionId::Delete:
        if (!m_timeline.deleteSelectedKeys(m_ctx)) deleteSelection();
        break;
    case EditorActionId::SelectAll: selectAll(); break;
    case EditorActionId::SelectNone:
        if (!m_timeline.deselectKeys()) selectNone();
        break;
    case EditorActionId::Rename:
        if (!m_ctx.doc->selection().empty()) m_ctx.renaming = m_ctx.doc->selection().primary();
        break;
    case EditorActionId::FrameSelection: frameSelection(); break;
    case EditorActionId::ZoomIn: m_viewport.zoom(m_ctx, +1); break;
    case EditorActionId::ZoomOut: m_viewport.zoom(m_ctx, -1); break;
    case EditorActionId::ZoomActualSize: m_viewport.zoom(m_ctx, 0); break;
    case EditorActionId::NudgeLeft: nudge({-step, 0}); break;
    case EditorActionId::NudgeRight: nudge({step, 0}); break;
    case EditorActionId::NudgeUp: nudge({0, step}); break;
    case EditorActionId::NudgeDown: nudge({0, -step}); break;
    case EditorActionId::AlignLeft: align(AlignMode::Left, "Align Left Edges"); break;
    case EditorActionId::AlignCenter: align(AlignMode::CenterX, "Align Horizontal Centres"); break;
    case EditorActionId::AlignRight: align(AlignMode::Right, "Align Right Edges"); break;
    case EditorActionId::AlignTop: align(AlignMode::Top, "Align Top Edges"); break;
    case EditorActionId::AlignMiddle: align(AlignMode::CenterY, "Align Vertical Centres"); break;
    case EditorActionId::AlignBottom: align(AlignMode::Bottom, "Align Bottom Edges"); break;
    case EditorActionId::DistributeHorizontally: align(AlignMode::DistributeX, "Distribute Horizontally"); break;
    case EditorActionId::DistributeVertically: align(AlignMode::DistributeY, "Distribute Vertically"); break;
    case EditorActionId::PlayStop: m_viewport.togglePlay(m_ctx); break;
    case EditorActionId::ToolAll: m_ctx.view.tool = ToolMode::All; break;
    case EditorActionId::ToolMove: m_ctx.view.tool = ToolMode::Move; break;
    case EditorActionId::ToolRotate: m_ctx.view.tool = ToolMode::Rotate; break;
    case EditorActionId::ToolScale: m_ctx.view.tool = ToolMode::Scale; break;
    }
}

void EditorApp::drawActionItem(EditorActionId id) {
    const EditorAction& action = editorAction(id);
    if (action.separatorBefore) ImGui::Separator();
    std::string label = action.label;
    // Undo and Redo say what they would undo or redo.
    if (id == EditorActionId::Undo && m_ctx.doc->commands().canUndo()) label += " " + m_ctx.doc->commands().undoLabel();
    if (id == EditorActionId::Redo && m_ctx.doc->commands().canRedo()) label += " " + m_ctx.doc->commands().redoLabel();
    const std::string keysText = action.keys.empty() ? std::string() : chordText(action.keys.front());
    if (ImGui::MenuItem(label.c_str(), keysText.empty() ? nullptr : keysText.c_str(), false, isActionEnabled(id)))
        runAction(id, false);
    m_ctx.reportItem("action-" + std::string(action.label));
}

// Escape closes an open menu, context menu or combo, as on every desktop. ImGui does it
// only with keyboard navigation on, which would also take the arrow keys the viewport
// nudges with; without it the menu stayed open and the next click only closed it. Modal
// dialogs (and what is open above them is kept) handle Escape themselves.
// Escape does one thing at a time: it takes back a drag, else closes menus, else (as the
// Select None shortcut, run with the others) drops the selection.
bool EditorApp::closeMenusOnEscape() {
    // The window's own key presses too: ImGui 1.86 samples keys once a frame and misses a
    // press released before the next one.
    const auto isEscape = [](const KeyPress& p) { return p.key == GLFW_KEY_ESCAPE && !p.repeat; };
    const bool pressed = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false) ||
                         std::any_of(m_keyPresses.begin(), m_keyPresses.end(), isEscape);
    if (!pressed) return false;
    bool usedUp = m_viewport.cancelDrag(m_ctx);
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    int keep = g.OpenPopupStack.Size;
    while (keep > 0) {
        const ImGuiWindow* window = g.OpenPopupStack[keep - 1].Window;
        if (window && (window->Flags & ImGuiWindowFlags_Modal)) break;
        --keep;
    }
    if (keep < g.OpenPopupStack.Size) {
        ImGui::ClosePopupToLevel(keep, /*restore_focus_to_window_under_popup=*/true);
        usedUp = true;
    }
    if (usedUp) std::erase_if(m_keyPresses, isEscape);
    return usedUp;
}

void EditorApp::drawMenuBar() {
    if (!ImGui::BeginMainMenuBar()) return;
    using Id = EditorActionId;
    const bool fileMenu = ImGui::BeginMenu("File");
    m_ctx.reportItem("menu-File");
    if (fileMenu) {
        drawActionItem(Id::New);
        drawActionItem(Id::Open);
        if (ImGui::BeginMenu("Open Recent", !m_ctx.settings.current().recentFiles.empty())) {
            const std::vector<std::string> recent = m_ctx.settings.current().recentFiles;
            for (const auto& r : recent)
                if (ImGui::MenuItem(r.c_str())) {
                    requestOpen(r);
                    break;
                }
            ImGui::EndMenu();
        }
        drawActionItem(Id::ImportStudio);
        drawActionItem(Id::Save);
        drawActionItem(Id::SaveAs);
        drawActionItem(Id::ExportPng);
        drawActionItem(Id::ExportCocos);
        if (ImGui::MenuItem("Scene Settings..."))
            m_dialogs.openSceneSettings(m_ctx.doc->designSize(), m_ctx.doc->projectFolder().string());
        m_ctx.reportItem("menu-scene-settings");
        const std::size_t missing = m_ctx.missingAssets().size();
        if (ImGui::MenuItem(("Missing Assets (" + std::to_string(missing) + ")...").c_str(), nullptr, false,
                            missing > 0))
            m_dialogs.openMissingAssets();
        if (ImGui::BeginMenu("Autosave")) {
            // Side files in the recovery folder, never the scene file itself.
            static const std::pair<const char*, double> kChoices[] = {{"Off", 0},
                                                                      {"Every 30 seconds", 30},
                                                                      {"Every minute", 60},
                                                                      {"Every 2 minutes", 120},
                                                                      {"Every 5 minutes", 300}};
            for (const auto& [label, seconds] : kChoices)
                if (ImGui::MenuItem(label, nullptr, m_ctx.settings.current().autosaveSeconds == seconds)) {
                    m_ctx.changeSettings([&](Settings& s) { s.autosaveSeconds = seconds; });
                    m_options.autosaveSeconds = -1;
                }
            ImGui::EndMenu();
        }
        drawActionItem(Id::Close);
        drawActionItem(Id::Quit);
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Edit")) {
        for (const EditorAction& a : editorActions())
            if (std::string_view(a.menu) == "Edit") drawActionItem(a.id);
        ImGui::EndMenu();
    }
    const bool nodeMenu = ImGui::BeginMenu("Node");
    m_ctx.reportItem("menu-Node");
    if (nodeMenu) {
        const bool create = ImGui::BeginMenu("Create");
        m_ctx.reportItem("menu-node-create");
        if (create) {
            // Under the selected node (the root when nothing is selected).
            const NodeId parent = insertionPoint(*m_ctx.doc, /*asSibling=*/false).parent;
            for (const auto& type : builtinNodeTypes().types())
                if (type->isCreatable()) {
                    if (ImGui::MenuItem(type->name().c_str()))
                        if (auto c = makeCreateNodeCommand(*m_ctx.doc, type->name(), parent,
                                                           CreateOptions{.defaultSkin = true})) {
                            m_ctx.doc->execute(std::move(c));
                            m_ctx.revealSelection = true;
                        }
                    m_ctx.reportItem("menu-node-create-" + type->name());
                }
            ImGui::EndMenu();
        }
        for (const EditorAction& a : editorActions())
            if (std::string_view(a.menu) == "Node") drawActionItem(a.id);
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("View")) {
        PanelVisibility p = m_ctx.settings.current().panels;
        bool changed = false;
        changed |= ImGui::MenuItem("Hierarchy", nullptr, &p.hierarchy);
        changed |= ImGui::MenuItem("Assets", nullptr, &p.assets);
        changed |= ImGui::MenuItem("Inspector", nullptr, &p.inspector);
        changed |= ImGui::MenuItem("Viewport", nullptr, &p.viewport);
        changed |= ImGui::MenuItem("Render Order", nullptr, &p.renderOrder);
        changed |= ImGui::MenuItem("Touch Probe", nullptr, &p.touchProbe);
        changed |= ImGui::MenuItem("Timeline", nullptr, &p.timeline);
        changed |= ImGui::MenuItem("Log", nullptr, &p.log);
        if (changed) m_ctx.changeSettings([&](Settings& s) { s.panels = p; });
        ImGui::Separator();
        Settings view = m_ctx.settings.current();
        bool viewChanged = ImGui::MenuItem("Grid", nullptr, &view.grid);
        viewChanged |= ImGui::MenuItem("Snap", nullptr, &view.snap);
        viewChanged |= ImGui::MenuItem("Snap to Other Nodes", nullptr, &view.snapToNodes);
        if (viewChanged)
            m_ctx.changeSettings([&](Settings& s) {
                s.grid = view.grid;
                s.snap = view.snap;
                s.snapToNodes = view.snapToNodes;
            });
        ImGui::MenuItem("Draw-Order Badges", nullptr, &m_ctx.view.badges);
        for (const EditorAction& a : editorActions())
            if (std::string_view(a.menu) == "View") drawActionItem(a.id);
        ImGui::Separator();
        if (ImGui::MenuItem("Reset Layout")) resetLayout();
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Help")) {
        if (ImGui::MenuItem("Keyboard Shortcuts")) m_dialogs.openShortcuts();
        ImGui::EndMenu();
    }
    ImGui::EndMainMenuBar();
}

void EditorApp::handleShortcuts() {
    ImGuiIO& io = ImGui::GetIO();
    const auto presses = std::move(m_keyPresses);
    m_keyPresses.clear();
    for (const KeyPress& p : presses) {
        const bool ctrl = (p.mods & GLFW_MOD_CONTROL) != 0, shift = (p.mods & GLFW_MOD_SHIFT) != 0;
        if (m_ctx.play && !io.WantTextInput && p.key == GLFW_KEY_BACKSPACE && !ctrl) {
            // In Play, Backspace is a text key (the game's), never the Delete of the
            // selected node: a field that just gave the keyboard back must not cost a node.
            if (m_ctx.play->hasKeyboardFocus()) m_ctx.play->deleteBackward();
            continue;
        }
        if (m_ctx.play && !io.WantTextInput && m_ctx.play->hasKeyboardFocus() && !ctrl) {
            // A TextField holds the keyboard in Play: Return detaches it, and the control
            // keys are the game's too (its cursor), never a nudge or a Delete of a node.
            if ((p.key == GLFW_KEY_ENTER || p.key == GLFW_KEY_KP_ENTER) && !p.repeat) {
                m_ctx.play->insertText("\n");
                continue;
            }
            if (const auto control = textFieldControlKey(p.key)) {
                m_ctx.play->controlKey(*control);
                continue;
            }
        }
        const EditorAction* action = actionForKey(p.key, ctrl, shift);
        if (!action) continue;
        // Text fields keep their own keys, except the ones that save; so does a TextField
        // being typed into in Play.
        const bool typing = io.WantTextInput || (m_ctx.play && m_ctx.play->hasKeyboardFocus());
        if ((typing || m_dialogs.isOpen()) && !action->inTextFields) continue;
        if (p.repeat && !action->repeats) continue;
        if (const auto step = treeStepOf(action->id); step && m_ctx.hierarchyHasKeys) {
            m_ctx.treeKeys.push_back({*step, shift});
            continue;
        }
        if (editsNodesByKey(action->id) && !isActionEnabled(action->id)) continue;
        runAction(action->id, shift);
    }
}

}  // namespace diorama::editor
