#include "viewport_panel.h"

#include "diorama/editor/layout_pins.h"

#include "node_context_menu.h"

#include "../icons.h"
#include "diorama/inspection/picking.h"
#include "diorama/nodes/text_field.h"
#include "diorama/scene/traversal.h"
#include "diorama/text/font.h"

#include <GLFW/glfw3.h>
#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <numbers>

namespace diorama::editor {

namespace {

ImVec2 im(Vec2 v) { return {v.x, v.y}; }
Vec2 vec(ImVec2 v) { return {v.x, v.y}; }

}  // namespace

void ViewportPanel::syncView(EditorContext& ctx) {
    m_view.center = ctx.view.center;
    m_view.zoom = ctx.view.zoom;
    m_view.origin = vec(m_origin);
    m_view.size = vec(m_size);
}

void ViewportPanel::frame(EditorContext& ctx, const Rect& bounds, float maxZoom) {
    syncView(ctx);
    frameBounds(m_view, bounds, maxZoom);
    ctx.view.center = m_view.center;
    ctx.view.zoom = m_view.zoom;
    ctx.view.framed = true;
}

void ViewportPanel::zoom(EditorContext& ctx, int direction) {
    ctx.view.zoom = direction == 0 ? 1.0f : zoomStep(ctx.view.zoom, direction);
    syncView(ctx);
}

void ViewportPanel::togglePlay(EditorContext& ctx) {
    if (ctx.play && !ctx.play->previewsScreen()) {
        stopPlay(ctx);
        return;
    }
    startPlay(ctx);
}

void ViewportPanel::startPlay(EditorContext& ctx) {
    std::string error;
    // With a clip chosen in the Timeline, the scene runs with that clip playing, on the
    // screen the Screen list shows.
    ctx.play = PlaySession::start(*ctx.doc, error, ctx.keying.clip, ctx.screen);
    if (!ctx.play) ctx.error("Play: " + error);
    if (ctx.play && ctx.testMode) std::cout << "PLAY clip=" << ctx.play->clip() << std::endl;
}

void ViewportPanel::stopPlay(EditorContext& ctx) {
    if (!ctx.play) return;
    if (ctx.testMode) {
        std::string emitted;
        for (const std::string& e : ctx.play->player().emitted()) emitted += (emitted.empty() ? "" : ",") + e;
        std::printf("PLAYED frames=%d emitted=%s\n", ctx.play->frame(), emitted.c_str());
        // What each TextField holds, so that tests can see what typing did.
        std::vector<const Node*> todo{&ctx.play->scene()};
        while (!todo.empty()) {
            const Node* n = todo.back();
            todo.pop_back();
            if (const auto* field = dynamic_cast<const TextField*>(n))
                std::printf("PLAYFIELD %s %s\n", field->name().c_str(), field->text().c_str());
            for (const auto& c : n->children()) todo.push_back(c.get());
        }
        std::fflush(stdout);
    }
    ctx.play.reset();
    // A point a Play touch left belongs to that run: the edited scene never heard it.
    if (ctx.probeFromPlay) ctx.probePoint.reset();
    ctx.probeFromPlay = false;
}

void ViewportPanel::drawPlayBar(EditorContext& ctx) {
    // Play runs a copy of the document; clicks are touches for its triggers until Stop.
    if (!ctx.play) {
        if (ImGui::SmallButton("Play")) togglePlay(ctx);
        ctx.reportItem("play");
        if (ImGui::IsItemHovered()) {
            if (ctx.keying.clip.empty())
                ImGui::SetTooltip("Runs the scene: clicks are touches (Ctrl+P, F5)");
            else
                ImGui::SetTooltip(
                    "Runs the scene with clip \"%s\" playing, the one the Timeline shows, as a game's "
                    "timeline->play(\"%s\"): clicks are touches (Ctrl+P, F5)",
                    ctx.keying.clip.c_str(), ctx.keying.clip.c_str());
        }
        return;
    }
    PlaySession& play = *ctx.play;
    if (play.previewsScreen()) {
        // The scene laid out for the screen the Screen button names: Play runs it there.
        // The viewport is read-only meanwhile, which the bar says with the way back.
        ImGui::TextColored(ImVec4(0.5f, 0.8f, 1, 1), "Screen preview, read-only");
        ImGui::SameLine();
        if (ImGui::SmallButton("Edit at design size")) {
            chooseScreen(ctx, {});
            return;
        }
        ctx.reportItem("screen-back");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Back to the design size, where the viewport edits the document again");
        ImGui::SameLine();
        if (ImGui::SmallButton("Play")) startPlay(ctx);
        ctx.reportItem("play");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(
                "Runs the scene on this screen. The viewport shows the scene laid out for it and the document is "
                "unchanged: choose Design size in the Screen list to edit in the viewport.");
        return;
    }
    if (play.isPreview()) {
        ImGui::TextColored(ImVec4(0.5f, 0.8f, 1, 1), "Preview");
        ImGui::SameLine();
    }
    // Stop where Play was: a second click there ends what the first one started.
    const bool stop = ImGui::SmallButton("Stop");
    ctx.reportItem("stop");
    ImGui::SameLine();
    if (ImGui::SmallButton(play.paused ? "Resume" : "Pause")) play.paused = !play.paused;
    ctx.reportItem("pause");
    ImGui::SameLine();
    if (ImGui::SmallButton("Step")) {
        play.paused = true;
        play.stepOnce();
    }
    ctx.reportItem("step");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(70);
    static const float kSpeeds[] = {0.25f, 0.5f, 1.0f, 2.0f, 4.0f};
    char current[16];
    std::snprintf(current, sizeof current, "%gx", double(play.speed));
    if (ImGui::BeginCombo("##speed", current)) {
        for (float sp : kSpeeds) {
            char label[16];
            std::snprintf(label, sizeof label, "%gx", double(sp));
            if (ImGui::Selectable(label, sp == play.speed)) play.speed = sp;
        }
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    ImGui::Text("t %.2f s  frame %d", play.time(), play.frame());
    if (const auto& problem = play.player().problem()) {
        // The player stopped itself (an Emit loop, docs/runtime.md D11): a short mark in the
        // toolbar, whose tooltip and the Log say why in full.
        if (!play.problemLogged) {
            ctx.warn("Play stopped: " + *problem);
            play.problemLogged = true;
        }
        ImGui::SameLine();
        ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "stopped (see Log)");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", problem->c_str());
    }
    if (stop) stopPlay(ctx);
}

namespace {

// The next group of the toolbar on this row when `width` still fits in the window, else
// on a new row: a narrow viewport wraps its toolbar rather than hiding its end.
void nextToolbarGroup(float width) {
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x >= width) return;
    ImGui::NewLine();
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + 6);
}

float textWidth(const char* text) { return ImGui::CalcTextSize(text).x; }

}  // namespace

void ViewportPanel::drawToolbar(EditorContext& ctx) {
    ImGui::SetCursorPos(ImVec2(ImGui::GetCursorPosX() + 6, ImGui::GetCursorPosY() + 2));
    drawScreenMenu(ctx);
    ImGui::SameLine();
    drawPlayBar(ctx);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float box = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x, gap = style.ItemSpacing.x;
    const float tools = textWidth("QWER") + 8 * style.FramePadding.x + 6;
    // Running, nothing is edited in the viewport: the editing tools give their room to the
    // play bar, which otherwise wrapped the toolbar onto a second row (found by a tryout).
    const bool editing = !ctx.play || ctx.posesClip();
    nextToolbarGroup(textWidth("0000 0000%") + (editing ? gap + tools : 0.0f));
    ImGui::Text("%s %.0f%%", iconText(Icon::Search), double(ctx.view.zoom * 100));
    if (editing) drawEditTools(ctx);
    nextToolbarGroup(box + textWidth("BadgesFit100%") + 4 * style.FramePadding.x + 2 * gap);
    ImGui::Checkbox("Badges", &ctx.view.badges);
    ImGui::SameLine();
    if (ImGui::SmallButton("Fit")) frame(ctx, {{0, 0}, ctx.screen ? *ctx.screen : ctx.doc->designSize()}, kMaxZoom);
    ctx.reportItem("viewport-fit");
    ImGui::SameLine();
    if (ImGui::SmallButton("100%")) zoom(ctx, 0);
    if (ctx.probeArmed) {
        ImGui::SameLine();
        ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "%s click a point to probe", iconText(Icon::Crosshairs));
    }
}

// The transform tools and the grid and snap settings.
void ViewportPanel::drawEditTools(EditorContext& ctx) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float box = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x, gap = style.ItemSpacing.x;
    ImGui::SameLine();
    // The transform tool: Q all handles, W move, E rotate, R scale.
    static const std::pair<ToolMode, const char*> kTools[] = {
        {ToolMode::All, "Q"}, {ToolMode::Move, "W"}, {ToolMode::Rotate, "E"}, {ToolMode::Scale, "R"}};
    static const char* const kToolTips[] = {
        "All handles (Q): the corners of a node with a size of its own (Panel, 9-slice, widget, layer) resize it; "
        "those of a Sprite or Label scale it",
        "Move only (W)", "Rotate (E): drag the node to turn it", "Scale (R): the corners scale every node"};
    for (std::size_t i = 0; i < 4; ++i) {
        const bool active = ctx.view.tool == kTools[i].first;
        if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (ImGui::SmallButton(kTools[i].second)) ctx.view.tool = kTools[i].first;
        if (active) ImGui::PopStyleColor();
        ctx.reportItem(std::string("tool-") + kTools[i].second);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kToolTips[i]);
        ImGui::SameLine(0, 2);
    }
    nextToolbarGroup(4 * box + textWidth("GridSnapNodes") + 52 + 4 * gap);
    Settings s = ctx.settings.current();
    bool changed = ImGui::Checkbox("Grid", &s.grid);
    ImGui::SameLine();
    changed |= ImGui::Checkbox("Snap", &s.snap);
    ctx.reportItem("viewport-snap");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(52);
    changed |= ImGui::DragFloat("##step", &s.snapStep, 0.25f, 0.25f, 1024.0f, "%g");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "Grid and snap step in scene units (also the anchor's step in points). Rotation snaps to "
            "%g degrees, scale to %g.",
            double(s.snapDegrees), double(s.snapScale));
    ImGui::SameLine();
    changed |= ImGui::Checkbox("Nodes", &s.snapToNodes);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Moves snap to the edges and centres of other nodes");
    if (changed) {
        s.snapStep = std::clamp(s.snapStep, 0.25f, 1024.0f);
        ctx.changeSettings([&](Settings& to) {
            to.grid = s.grid;
            to.snap = s.snap;
            to.snapStep = s.snapStep;
            to.snapToNodes = s.snapToNodes;
        });
    }
}

void ViewportPanel::draw(EditorContext& ctx, bool* open) {
    applyPlacement();
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    const bool visible = ImGui::Begin("Viewport", open,
                                      kTiledWindow | ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PopStyleVar();
    if (!visible) {
        ImGui::End();
        return;
    }
    keepScreenPreview(ctx);
    drawToolbar(ctx);
    // The scene stays where it was on screen when Play starts or stops: a Play toolbar
    // with a row fewer keeps the editing toolbar's height.
    if (!ctx.play || ctx.posesClip())
        m_toolbarHeight = ImGui::GetCursorPosY();
    else if (ImGui::GetCursorPosY() < m_toolbarHeight)
        ImGui::SetCursorPosY(m_toolbarHeight);
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    m_origin = ImGui::GetCursorScreenPos();
    m_size = ImVec2(std::max(avail.x, 16.0f), std::max(avail.y, 16.0f));
    syncView(ctx);
    if (!ctx.view.framed) frame(ctx, {{0, 0}, ctx.doc->designSize()}, kMaxZoom);

    renderScene(ctx);
    if (m_target)
        ImGui::Image(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(m_target->colorTexture())), m_size,
                     ImVec2(0, 1), ImVec2(1, 0));
    ImGui::SetCursorScreenPos(m_origin);
    ImGui::InvisibleButton("canvas", m_size, ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonMiddle);
    const bool canvasHovered = ImGui::IsItemHovered();
    if (!ctx.play && ImGui::BeginDragDropTarget()) {
        // An image, frame or scene from the Assets panel lands where it is let go, on the
        // snap grid when Snap is on.
        if (ImGui::AcceptDragDropPayload(EditorContext::kAssetPayload)) {
            const ImVec2 mouse = ImGui::GetMousePos();
            const Settings& s = ctx.settings.current();
            ctx.dropAsset(ctx.doc->scene().id(),
                          snapToGrid(screenToWorld({mouse.x, mouse.y}), SnapOptions{s.snap, s.snapStep}));
        }
        ImGui::EndDragDropTarget();
    }
    handleInput(ctx);
    drawContextMenu(ctx, canvasHovered);
    syncView(ctx);
    drawOverlays(ctx);
    ImGui::End();
}

// Right-click on a node: it is selected (kept with the rest when already selected) and
// gets the hierarchy's context menu; Play mode has none, its clicks are touches.
void ViewportPanel::drawContextMenu(EditorContext& ctx, bool canvasHovered) {
    Document& doc = *ctx.doc;
    const ImVec2 mouse = ImGui::GetMousePos();
    const bool edits = !ctx.play || ctx.posesClip();
    if (edits && !m_drag && !m_marqueeStart && canvasHovered && ImGui::IsMouseClicked(ImGuiMouseButton_Right))
        if (const auto stack = shownStack(doc, screenToWorld({mouse.x, mouse.y}), ctx.shownNode()); !stack.empty()) {
            Node* hit = stack.front();
            if (!doc.selection().contains(hit->id())) doc.selection().set(hit->id());
            ctx.revealSelection = true;
            m_contextNode = hit->id();
            ImGui::OpenPopup("node-context");
        }
    if (ImGui::BeginPopup("node-context")) {
        if (Node* node = doc.find(m_contextNode))
            drawNodeContextMenu(ctx, *node, m_deferred);
        else
            ImGui::CloseCurrentPopup();  // the node went away (undo, reload)
        ImGui::EndPopup();
    }
    for (auto& command : m_deferred)
        if (command) doc.execute(std::move(command));
    m_deferred.clear();
}

void ViewportPanel::renderScene(EditorContext& ctx) {
    if (!ctx.renderer) return;
    const int w = int(m_size.x), h = int(m_size.y);
    if (!m_target)
        m_target = ctx.renderer->createRenderTarget(w, h);
    else
        m_target->resize(w, h);
    const Vec2 min = screenToWorld({m_origin.x, m_origin.y + m_size.y});
    const Rect world{min, {m_size.x / ctx.view.zoom, m_size.y / ctx.view.zoom}};
    m_queue.setCullRect(world);
    if (ctx.play)
        NodeTraversal::visit(ctx.play->scene(), m_queue);
    else
        NodeTraversal::visit(ctx.doc->scene(), m_queue, {}, &ctx.doc->hiddenNodes());
    m_target->bind();
    ctx.renderer->setProjection(world, w, h);
    ctx.renderer->setClearColor({46, 48, 56, 255});
    ctx.renderer->clear();
    ctx.renderer->renderPrefix(m_queue, ctx.scrubLimit);
    m_target->unbind();
}

void ViewportPanel::finishDrag(EditorContext& ctx) {
    m_narrowOnRelease = {};
    if (!m_drag) return;
    m_drag->finish(*ctx.doc);
    m_drag.reset();
}

bool ViewportPanel::cancelDrag(EditorContext& ctx) {
    if (!m_drag) return false;
    const bool changed = m_drag->started();
    finishDrag(ctx);
    if (changed) ctx.doc->undo();
    return true;
}

void ViewportPanel::followHandles(EditorContext& ctx, bool hovered, Vec2 mouse) {
    if (!m_drag) {
        m_resizeCursor = ResizeCursor::None;
        Document& doc = *ctx.doc;
        const Node* n = shownNode(ctx, doc.selection().primary());
        if (hovered && !m_marqueeStart && !(ctx.play && !ctx.posesClip()) && n && n->parent() &&
            !doc.isLocked(doc.selection().primary())) {
            const HandleLayout handles = toolHandles(ctx.view.tool, *n, m_view);
            m_resizeCursor = resizeCursorAt(handles, mouse);
            if (toolShows(ctx.view.tool, handleAt(handles, mouse))) m_activity = handleHint(handles, mouse);
        }
    } else {
        if (m_drag->mode() != DragMode::Resize) m_resizeCursor = ResizeCursor::None;
        m_activity = m_drag->readout(*ctx.doc);
    }
    switch (m_resizeCursor) {
    case ResizeCursor::None: break;
    case ResizeCursor::Horizontal: ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeEW); break;
    case ResizeCursor::Vertical: ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeNS); break;
    case ResizeCursor::FallingDiagonal: ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeNWSE); break;
    case ResizeCursor::RisingDiagonal: ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeNESW); break;
    }
}

const Node* ViewportPanel::shownNode(EditorContext& ctx, NodeId id) {
    if (ctx.posesClip()) return ctx.posedNode(id);
    return ctx.doc->find(id);
}

void ViewportPanel::pressSelect(EditorContext& ctx, Vec2 mouse) {
    Document& doc = *ctx.doc;
    ImGuiIO& io = ImGui::GetIO();
    const Vec2 world = screenToWorld(mouse);
    Node* hit = nullptr;
    // Every node that would claim here, where the viewport shows it, in dispatch order.
    const auto stack = shownStack(doc, world, ctx.shownNode());
    if (io.KeyAlt) {  // cycle through them
        if (!stack.empty()) {
            auto it = std::find(stack.begin(), stack.end(), doc.find(doc.selection().primary()));
            hit = it == stack.end() ? stack.front() : stack[std::size_t(it - stack.begin() + 1) % stack.size()];
        }
    } else if (!stack.empty()) {
        hit = stack.front();
    }
    if (!hit) {
        // Empty space: a marquee (a click without a drag clears the selection, Shift keeps it).
        m_marqueeStart = mouse;
        m_marqueeAdds = io.KeyShift || io.KeyCtrl;
        return;
    }
    if (io.KeyCtrl) {
        doc.selection().toggle(hit->id());
    } else if (io.KeyShift) {
        doc.selection().add(hit->id());
    } else if (!doc.selection().contains(hit->id()) || io.KeyAlt) {
        doc.selection().set(hit->id());
    } else {
        doc.selection().add(hit->id());  // make it primary, keep the rest for a group drag
        // A click without a drag narrows the selection to it, as in every editor.
        if (doc.selection().size() > 1) m_narrowOnRelease = hit->id();
    }
    ctx.revealSelection = true;
    if (doc.selection().contains(hit->id()) && !io.KeyCtrl)
        m_drag.emplace(doc, toolBodyDrag(ctx.view.tool), mouse, m_view, ctx.editsStartFrom());
}

void ViewportPanel::finishMarquee(EditorContext& ctx) {
    const Vec2 a = *m_marqueeStart, b = vec(ImGui::GetIO().MousePos);
    m_marqueeStart.reset();
    Document& doc = *ctx.doc;
    if (std::abs(a.x - b.x) < kDragThreshold && std::abs(a.y - b.y) < kDragThreshold) {
        if (!m_marqueeAdds) doc.selection().clear();
        return;
    }
    const Vec2 wa = screenToWorld(a), wb = screenToWorld(b);
    const Rect area{{std::min(wa.x, wb.x), std::min(wa.y, wb.y)}, {std::abs(wa.x - wb.x), std::abs(wa.y - wb.y)}};
    std::vector<NodeId> ids = nodesInRect(doc, area, ctx.shownNode());
    if (!m_marqueeAdds) doc.selection().clear();
    for (NodeId id : ids) doc.selection().add(id);
    ctx.revealSelection = !ids.empty();
}

void ViewportPanel::followPlayTouch(EditorContext& ctx, Vec2 mouse) {
    if (!ctx.play) return m_playTouch.reset();
    if (!m_playTouch) return;
    const Vec2 at = screenToWorld(mouse);
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        ctx.play->touch(EventTouch::Code::Ended, at);
        m_playTouch.reset();
    } else if (at != *m_playTouch) {
        ctx.play->touch(EventTouch::Code::Moved, at);
        m_playTouch = at;
    }
}

void ViewportPanel::followPlayKeyboard(EditorContext& ctx) {
    ImGuiIO& io = ImGui::GetIO();
    // Characters go to a TextField a touch attached, unless an editor text field has them.
    if (!ctx.play || io.WantTextInput || !ctx.play->hasKeyboardFocus()) return;
    std::string typed;
    for (ImWchar c : io.InputQueueCharacters)
        if (c >= 0x20 && !(c >= 0xD800 && c <= 0xDFFF)) appendUtf8(typed, c);  // controls come as key presses
    io.InputQueueCharacters.resize(0);
    if (!typed.empty()) ctx.play->insertText(typed);
    // Backspace and Return come through the application's key presses (handleShortcuts),
    // which keep a press that begins and ends between two frames.
}

void ViewportPanel::handleInput(EditorContext& ctx) {
    ImGuiIO& io = ImGui::GetIO();
    followPlayKeyboard(ctx);
    const bool hovered = ImGui::IsItemHovered();
    const Vec2 mouse = vec(io.MousePos);
    const bool space = ImGui::IsKeyDown(GLFW_KEY_SPACE) && !io.WantTextInput;
    m_cursorWorld = hovered || m_drag || m_marqueeStart ? std::optional<Vec2>(screenToWorld(mouse)) : std::nullopt;
    m_activity.clear();

    if (hovered && io.MouseWheel != 0.0f) {
        const Vec2 before = screenToWorld(mouse);
        ctx.view.zoom = std::clamp(ctx.view.zoom * std::pow(1.15f, io.MouseWheel), kMinZoom, kMaxZoom);
        syncView(ctx);
        const Vec2 after = screenToWorld(mouse);
        ctx.view.center += before - after;  // the point under the cursor stays put
        syncView(ctx);
    }
    followPlayTouch(ctx, mouse);
    const bool idle = !m_panning && !m_drag && !m_marqueeStart && !m_playTouch;
    if (idle && hovered &&
        (ImGui::IsMouseClicked(ImGuiMouseButton_Middle) || (space && ImGui::IsMouseClicked(ImGuiMouseButton_Left)))) {
        m_panning = true;
    } else if (idle && hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ctx.play && !ctx.posesClip()) {
        const Vec2 press = ctx.leftPress.value_or(mouse);
        // A real touch for the scene's triggers and widgets, not a pick: held while the
        // button is, so a Button shows pressed and a drag off it cancels its click.
        m_playTouch = screenToWorld(press);
        ctx.play->touch(EventTouch::Code::Began, *m_playTouch);
        ctx.probePoint = *m_playTouch;  // the Touch Probe shows who heard it
        ctx.probeFromPlay = true;
    } else if (idle && hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        // Where the button went down, which may not be where the cursor is by this frame.
        const Vec2 press = ctx.leftPress.value_or(mouse);
        Document& doc = *ctx.doc;
        const Node* primary = shownNode(ctx, doc.selection().primary());
        DragMode handle = primary && primary->parent() && !io.KeyAlt && !doc.isLocked(doc.selection().primary())
                              ? handleAt(toolHandles(ctx.view.tool, *primary, m_view), press)
                              : DragMode::None;
        if (!toolShows(ctx.view.tool, handle)) handle = DragMode::None;
        if (ctx.probeArmed) {
            ctx.probePoint = screenToWorld(press);
            ctx.probeFromPlay = false;
            ctx.probeArmed = false;
        } else if (handle != DragMode::None) {
            m_drag.emplace(doc, handle, press, m_view, ctx.editsStartFrom());
        } else {
            pressSelect(ctx, press);
        }
    }

    if (m_panning) {
        ctx.view.center.x -= io.MouseDelta.x / ctx.view.zoom;
        ctx.view.center.y += io.MouseDelta.y / ctx.view.zoom;
        syncView(ctx);
        if (!ImGui::IsMouseDown(ImGuiMouseButton_Middle) && !ImGui::IsMouseDown(ImGuiMouseButton_Left))
            m_panning = false;
        return;
    }
    if (m_drag) {
        const Settings& s = ctx.settings.current();
        m_drag->update(*ctx.doc, mouse, m_view, DragModifiers{io.KeyShift},
                       SnapOptions{s.snap, s.snapStep, s.snapDegrees, s.snapScale, s.snapToNodes});
        if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
            const bool moved = m_drag->started();
            m_drag->finish(*ctx.doc);
            m_drag.reset();
            if (const NodeId narrow = std::exchange(m_narrowOnRelease, NodeId{}); !moved && narrow != NodeId{})
                ctx.doc->selection().set(narrow);
        }
    }
    if (m_marqueeStart && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) finishMarquee(ctx);

    followHandles(ctx, hovered, mouse);
    if (hovered && !m_drag && mouse != m_lastHoverMouse) {
        m_lastHoverMouse = mouse;
        const auto stack = shownStack(*ctx.doc, screenToWorld(mouse), ctx.shownNode());
        m_hoverPick = stack.empty() ? NodeId{} : stack.front()->id();
    }
    // Over a handle or in a drag, the node under the cursor is the one acted on, not
    // whatever lies below it (tryouts saw the background named and outlined).
    if ((m_drag && m_drag->started()) || (hovered && !m_activity.empty()))
        ctx.hoveredNext = ctx.doc->selection().primary();
    else if (hovered && m_hoverPick)
        ctx.hoveredNext = m_hoverPick;
}

void ViewportPanel::outline(ImDrawList* dl, const Node& node, ImU32 color, float thickness) const {
    const AffineTransform m = node.nodeToWorldTransform();
    const Size s = node.contentSize();
    const ImVec2 pts[4] = {im(worldToScreen(m.apply({0, 0}))), im(worldToScreen(m.apply({s.width, 0}))),
                           im(worldToScreen(m.apply({s.width, s.height}))), im(worldToScreen(m.apply({0, s.height})))};
    dl->AddPolyline(pts, 4, color, ImDrawFlags_Closed, thickness);
}

void ViewportPanel::drawGrid(EditorContext& ctx, ImDrawList* dl) {
    // Lines at multiples of the snap step, doubled until they are 8 pixels apart.
    float step = std::max(ctx.settings.current().snapStep, 1e-3f);
    while (step * ctx.view.zoom < 8.0f) step *= 2.0f;
    const Vec2 lo = screenToWorld({m_origin.x, m_origin.y + m_size.y});
    const Vec2 hi = screenToWorld({m_origin.x + m_size.x, m_origin.y});
    const ImU32 minor = IM_COL32(255, 255, 255, 18), axis = IM_COL32(255, 255, 255, 60);
    for (float x = std::floor(lo.x / step) * step; x <= hi.x; x += step) {
        const float sx = worldToScreen({x, 0}).x;
        dl->AddLine(ImVec2(sx, m_origin.y), ImVec2(sx, m_origin.y + m_size.y),
                    std::abs(x) < step * 0.5f ? axis : minor);
    }
    for (float y = std::floor(lo.y / step) * step; y <= hi.y; y += step) {
        const float sy = worldToScreen({0, y}).y;
        dl->AddLine(ImVec2(m_origin.x, sy), ImVec2(m_origin.x + m_size.x, sy),
                    std::abs(y) < step * 0.5f ? axis : minor);
    }
}

// The selected node's layout, as Studio marks a widget's margins: a line to each pinned
// parent edge, or from the parent's edge to a percent position, with its value.
void ViewportPanel::drawLayoutPins(EditorContext& ctx, ImDrawList* dl, const Node& node) {
    const ImU32 colour = IM_COL32(110, 230, 170, 235);
    for (const LayoutPin& pin : layoutPins(node)) {
        const Vec2 a = worldToScreen(pin.from), b = worldToScreen(pin.to);
        dl->AddLine(im(a), im(b), colour, 1.5f);
        for (const Vec2& end : {a, b}) dl->AddCircleFilled(im(end), 3.0f, colour);
        const ImVec2 ts = ImGui::CalcTextSize(pin.label.c_str());
        const ImVec2 mid((a.x + b.x) / 2, (a.y + b.y) / 2);
        dl->AddRectFilled(ImVec2(mid.x - ts.x / 2 - 3, mid.y - ts.y / 2 - 1),
                          ImVec2(mid.x + ts.x / 2 + 3, mid.y + ts.y / 2 + 1), IM_COL32(20, 40, 30, 220), 3.0f);
        dl->AddText(ImVec2(mid.x - ts.x / 2, mid.y - ts.y / 2), colour, pin.label.c_str());
        ctx.reportPoint("pin-" + pin.kind + "-" + pin.label, mid.x, mid.y);
    }
}

void ViewportPanel::drawOverlays(EditorContext& ctx) {
    Document& doc = *ctx.doc;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRect(m_origin, ImVec2(m_origin.x + m_size.x, m_origin.y + m_size.y), true);
    if (ctx.settings.current().grid) drawGrid(ctx, dl);
    // The design frame, or the screen the scene is laid out for.
    const Size design = ctx.play && ctx.play->screen() ? *ctx.play->screen() : doc.designSize();
    dl->AddRect(im(worldToScreen({0, design.height})), im(worldToScreen({design.width, 0})),
                IM_COL32(255, 255, 255, 140), 0, 0, 1.5f);

    if (ctx.view.badges) {
        const auto& order = m_queue.order();
        const std::size_t shown = std::min(order.size(), ctx.scrubLimit);
        for (std::size_t i = 0; i < shown; ++i) {
            const DrawCommand& cmd = m_queue.commands()[order[i]];
            const Size s = cmd.node->contentSize();
            const Vec2 c = worldToScreen(cmd.node->nodeToWorldTransform().apply({s.width / 2, s.height / 2}));
            const std::string text = std::to_string(i);
            const ImVec2 ts = ImGui::CalcTextSize(text.c_str());
            dl->AddRectFilled(ImVec2(c.x - ts.x / 2 - 3, c.y - ts.y / 2 - 1),
                              ImVec2(c.x + ts.x / 2 + 3, c.y + ts.y / 2 + 1), IM_COL32(20, 20, 30, 200), 3.0f);
            dl->AddText(ImVec2(c.x - ts.x / 2, c.y - ts.y / 2), IM_COL32(255, 230, 120, 255), text.c_str());
        }
    }
    // A running game looked just like the scene being edited (a tryout's note): Play
    // frames the viewport and says so, with the frame, until Stop.
    if (ctx.play && !ctx.play->isPreview() && !ctx.play->previewsClip() && !ctx.play->previewsScreen()) {
        const ImU32 colour = IM_COL32(90, 200, 120, 255);
        dl->AddRect(ImVec2(m_origin.x + 1, m_origin.y + 1),
                    ImVec2(m_origin.x + m_size.x - 1, m_origin.y + m_size.y - 1), colour, 0, 0, 3.0f);
        char note[80];
        std::snprintf(note, sizeof note, "%s, frame %d: edits wait for Stop", ctx.play->paused ? "Paused" : "Playing",
                      ctx.play->frame());
        const ImVec2 ts = ImGui::CalcTextSize(note);
        const ImVec2 at(m_origin.x + m_size.x - ts.x - 12, m_origin.y + 8);
        dl->AddRectFilled(ImVec2(at.x - 4, at.y - 2), ImVec2(at.x + ts.x + 4, at.y + ts.y + 2), colour, 3.0f);
        dl->AddText(at, IM_COL32(10, 30, 15, 255), note);
        ctx.reportPoint("viewport-playing-note", at.x + ts.x / 2, at.y + ts.y / 2);
    }
    if (ctx.scrubLimit < m_queue.order().size()) {  // say that the picture is cut short
        char note[96];
        std::snprintf(note, sizeof note, "Render Order scrub: the first %zu of %zu draw commands", ctx.scrubLimit,
                      m_queue.order().size());
        const ImVec2 at(m_origin.x + 8, m_origin.y + m_size.y - ImGui::GetTextLineHeight() - 8);
        const ImVec2 ts = ImGui::CalcTextSize(note);
        dl->AddRectFilled(ImVec2(at.x - 4, at.y - 2), ImVec2(at.x + ts.x + 4, at.y + ts.y + 2),
                          IM_COL32(20, 20, 30, 210), 3.0f);
        dl->AddText(at, IM_COL32(255, 200, 90, 255), note);
        ctx.reportPoint("viewport-scrub-note", at.x + ts.x / 2, at.y + ts.y / 2);
    }
    if (ctx.play && !ctx.posesClip()) {  // the running copy: no editing overlays
        dl->PopClipRect();
        return;
    }
    // A posed clip's overlays follow the pose.
    if (const Node* h = shownNode(ctx, ctx.hovered)) outline(dl, *h, IM_COL32(90, 200, 255, 220), 1.5f);
    // With several selected, the primary (the one with handles, which rotate, scale and
    // resize act on) is the gold one; the others are paler (a tryout could not tell).
    const bool several = doc.selection().ids().size() > 1;
    for (NodeId id : doc.selection().ids())
        if (const Node* n = shownNode(ctx, id)) {
            const bool primary = id == doc.selection().primary();
            outline(dl, *n, primary || !several ? IM_COL32(255, 210, 60, 255) : IM_COL32(255, 240, 190, 210),
                    primary && several ? 2.5f
                    : several          ? 1.5f
                                       : 2.0f);
        }
    if (const Node* n = shownNode(ctx, doc.selection().primary())) drawLayoutPins(ctx, dl, *n);
    if (const Node* n = shownNode(ctx, doc.selection().primary());
        n && n->parent() && !doc.isLocked(doc.selection().primary())) {
        const HandleLayout h = toolHandles(ctx.view.tool, *n, m_view);
        const ImU32 gold = IM_COL32(255, 210, 60, 255);
        auto square = [&](Vec2 c) {
            return std::pair{ImVec2(c.x - kHandleSize / 2, c.y - kHandleSize / 2),
                             ImVec2(c.x + kHandleSize / 2, c.y + kHandleSize / 2)};
        };
        if (h.resizes) {
            // Hollow squares at the corners and edges, unlike the scale tool's solid ones:
            // they change the size. The one under the mouse fills.
            const Vec2 mouse = vec(ImGui::GetIO().MousePos);
            auto handle = [&](Vec2 c) {
                const auto [lo, hi] = square(c);
                if (isOverHandle(mouse, c)) dl->AddRectFilled(lo, hi, gold);
                dl->AddRect(ImVec2(lo.x - 1, lo.y - 1), ImVec2(hi.x + 1, hi.y + 1), IM_COL32(20, 20, 30, 200), 0, 0,
                            1.0f);
                dl->AddRect(lo, hi, IM_COL32(255, 255, 255, 255), 0, 0, 2.0f);
            };
            for (std::size_t i = 0; i < 4; ++i) {
                handle(h.corners[i]);
                if (h.edgeShown[i]) handle(h.edges[i]);
            }
            if (ctx.testMode)
                for (std::size_t i = 0; i < 4; ++i) {
                    ctx.reportPoint("viewport-resize-corner-" + std::to_string(i), h.corners[i].x, h.corners[i].y);
                    ctx.reportPoint("viewport-resize-edge-" + std::to_string(i), h.edges[i].x, h.edges[i].y);
                }
        } else if (toolShows(ctx.view.tool, DragMode::Scale)) {
            for (std::size_t i = 0; i < 4; ++i) {
                const auto [lo, hi] = square(h.corners[i]);
                dl->AddRectFilled(lo, hi, gold);
                if (ctx.testMode)
                    ctx.reportPoint("viewport-scale-corner-" + std::to_string(i), h.corners[i].x, h.corners[i].y);
            }
        }
        if (toolShows(ctx.view.tool, DragMode::Rotate)) {
            // The stem starts past the top edge's resize handle, not through it.
            Vec2 stem = h.topMiddle;
            if (h.resizes && h.edgeShown[2] && glm::length(h.rotate - stem) > kHandleSize)
                stem += glm::normalize(h.rotate - stem) * (kHandleSize / 2 + 1);
            dl->AddLine(im(stem), im(h.rotate), IM_COL32(255, 210, 60, 200));
            dl->AddCircle(im(h.rotate), kHandleSize * 0.75f, gold, 16, 2.0f);
        }
        // A small node's anchor is only shown: its body is for dragging.
        const float r = h.anchorGrabbable ? kAnchorRadius : 2.5f;
        dl->AddCircleFilled(im(h.anchor), r - 1, IM_COL32(255, 80, 80, 255));
        dl->AddCircle(im(h.anchor), r, IM_COL32(255, 255, 255, 255), 16, 1.5f);
    }
    if (m_drag)
        for (const SnapGuide& g : m_drag->guides())
            dl->AddLine(im(worldToScreen(g.from)), im(worldToScreen(g.to)), IM_COL32(255, 90, 200, 220), 1.0f);
    if (m_marqueeStart) {
        const ImVec2 a = im(*m_marqueeStart), b = ImGui::GetIO().MousePos;
        const ImVec2 lo(std::min(a.x, b.x), std::min(a.y, b.y)), hi(std::max(a.x, b.x), std::max(a.y, b.y));
        dl->AddRectFilled(lo, hi, IM_COL32(90, 160, 255, 40));
        dl->AddRect(lo, hi, IM_COL32(90, 160, 255, 220), 0, 0, 1.0f);
    }
    if (ctx.probePoint) {
        const Vec2 p = worldToScreen(*ctx.probePoint);
        dl->AddCircle(im(p), 8, IM_COL32(255, 120, 255, 255), 20, 2.0f);
        dl->AddLine(ImVec2(p.x - 12, p.y), ImVec2(p.x + 12, p.y), IM_COL32(255, 120, 255, 255), 1.5f);
        dl->AddLine(ImVec2(p.x, p.y - 12), ImVec2(p.x, p.y + 12), IM_COL32(255, 120, 255, 255), 1.5f);
        if (ctx.testMode) ctx.reportPoint("viewport-probe-marker", p.x, p.y);
    }
    dl->PopClipRect();
}

}  // namespace diorama::editor
