#pragma once

#include "../editor_context.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/viewport_tools.h"
#include "diorama/render/render_queue.h"
#include "panel.h"

#include <memory>
#include <optional>
#include <vector>

namespace diorama::editor {

// The scene rendered by the runtime's GL renderer into a framebuffer shown in the panel.
// Clicks are touches dispatched through the runtime EventDispatcher (the same path as
// `diorama pick`); Alt+click cycles through the nodes under the cursor, handles or not.
// A press on a node drags it, on empty space draws a marquee (Shift adds); handles
// scale, rotate and move the anchor (viewport_tools.h decides which and applies drags).
// Pan, zoom about the cursor, grid, snapping with guides, design frame, outlines, badges.
class ViewportPanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);
    // Shows `worldBounds`; framing a selection stops at kMaxFrameZoom.
    void frame(EditorContext& ctx, const Rect& worldBounds, float maxZoom = kMaxFrameZoom);
    // Ctrl+= / Ctrl+- (direction +1 / -1) and Ctrl+0 (direction 0: 100 %), about the centre.
    void zoom(EditorContext& ctx, int direction);
    // Play (a copy of the document) or Stop; the toolbar buttons and Ctrl+P / F5.
    void togglePlay(EditorContext& ctx);
    void stopPlay(EditorContext& ctx);
    void releaseGl() { m_target.reset(); }
    // Ends a drag in progress as it stands (before an undo or redo, which then takes its
    // step back whole), or takes back what it changed (Escape).
    void finishDrag(EditorContext& ctx);
    // True when there was a drag to take back.
    bool cancelDrag(EditorContext& ctx);

    Vec2 worldToScreen(Vec2 world) const { return m_view.worldToScreen(world); }
    Vec2 screenToWorld(Vec2 screen) const { return m_view.screenToWorld(screen); }
    ImVec2 screenOrigin() const { return m_origin; }
    ImVec2 screenSize() const { return m_size; }
    // The scene point under the mouse while it is over the viewport.
    std::optional<Vec2> cursorWorld() const { return m_cursorWorld; }
    // What the handle under the mouse does, or the value a drag is setting.
    const std::string& activity() const { return m_activity; }

private:
    void renderScene(EditorContext& ctx);
    void handleInput(EditorContext& ctx);
    // Moves or ends the touch a press in Play began, as the mouse moves or is released.
    void followPlayTouch(EditorContext& ctx, Vec2 mouse);
    // Hands typed characters to the TextField that holds the keyboard in Play.
    void followPlayKeyboard(EditorContext& ctx);
    void pressSelect(EditorContext& ctx, Vec2 mouse);
    // A double arrow over a resize handle, kept while its drag lasts, and the status bar's
    // word on the handle under the mouse or the drag's value.
    void followHandles(EditorContext& ctx, bool hovered, Vec2 mouse);
    // The node the viewport shows for a document node: its posed copy while a clip is
    // posed (EditorContext::posesClip), else the node itself.
    static const Node* shownNode(EditorContext& ctx, NodeId id);
    void finishMarquee(EditorContext& ctx);
    void drawOverlays(EditorContext& ctx);
    void drawLayoutPins(EditorContext& ctx, ImDrawList* dl, const Node& node);
    void drawContextMenu(EditorContext& ctx, bool canvasHovered);
    void drawGrid(EditorContext& ctx, ImDrawList* dl);
    void drawToolbar(EditorContext& ctx);
    void drawEditTools(EditorContext& ctx);
    void drawPlayBar(EditorContext& ctx);
    void startPlay(EditorContext& ctx);
    // The Screen list (viewport_screens.cpp).
    void drawScreenMenu(EditorContext& ctx);
    void chooseScreen(EditorContext& ctx, std::optional<Size> screen);
    void startScreenPreview(EditorContext& ctx);
    void keepScreenPreview(EditorContext& ctx);
    void outline(ImDrawList* dl, const Node& node, ImU32 color, float thickness) const;
    void syncView(EditorContext& ctx);

    std::unique_ptr<RenderTarget> m_target;
    RenderQueue m_queue;
    ImVec2 m_origin{}, m_size{1, 1};
    ViewTransform m_view;
    bool m_panning = false;
    std::optional<TransformDrag> m_drag;
    NodeId m_narrowOnRelease;            // pressed in a multi-selection: selected alone if the press stays a click
    std::optional<Vec2> m_marqueeStart;  // screen
    std::optional<Vec2> m_playTouch;     // world: where a touch held in Play last was
    bool m_marqueeAdds = false;
    std::optional<Vec2> m_cursorWorld;
    Vec2 m_lastHoverMouse{-1, -1};
    NodeId m_hoverPick;
    ResizeCursor m_resizeCursor = ResizeCursor::None;
    std::string m_activity;
    float m_toolbarHeight = 0;  // the editing toolbar's, which Play keeps
    NodeId m_contextNode;       // the node the open context menu is for
    std::vector<std::unique_ptr<Command>> m_deferred;
    std::uint64_t m_screenRevision = 0;  // the document's when the screen preview was made
    int m_customScreen[2] = {1136, 640};
};

}  // namespace diorama::editor
