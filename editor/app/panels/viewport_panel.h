#pragma once

#include "../editor_context.h"
#include "diorama/render/render_queue.h"
#include "panel.h"

#include <memory>
#include <vector>

namespace diorama::editor {

// The scene rendered by the runtime's GL renderer into a framebuffer shown in the panel.
// Clicks are touches dispatched through the runtime EventDispatcher (the same path as
// `diorama pick`); Alt+click cycles through the nodes under the cursor. Pan, zoom about
// the cursor, grid, design frame, hover and selection outlines, handles to move, rotate,
// scale and move the anchor, optional snapping and draw-order badges.
class ViewportPanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);
    void frame(EditorContext& ctx, const Rect& worldBounds);
    void releaseGl() { m_target.reset(); }

    Vec2 worldToScreen(Vec2 world) const;
    Vec2 screenToWorld(Vec2 screen) const;
    ImVec2 screenOrigin() const { return m_origin; }
    ImVec2 screenSize() const { return m_size; }

private:
    enum class Drag { None, PendingMove, Move, Pan, Rotate, Scale, Anchor };
    struct Start {
        NodeId id;
        Vec2 position;
        float rotationSkewX, rotationSkewY, scaleX, scaleY;
        Vec2 anchor;
        AffineTransform nodeToWorld;
        AffineTransform parentWorldToNode;
    };

    void renderScene(EditorContext& ctx);
    void handleInput(EditorContext& ctx);
    void clickSelect(EditorContext& ctx, Vec2 world);
    Drag handleUnderMouse(EditorContext& ctx, Vec2 mouse) const;
    void beginDrag(EditorContext& ctx, Drag mode);
    void updateDrag(EditorContext& ctx);
    void drawOverlays(EditorContext& ctx);
    void drawGrid(EditorContext& ctx, ImDrawList* dl);
    void outline(ImDrawList* dl, const Node& node, ImU32 color, float thickness) const;

    std::unique_ptr<RenderTarget> m_target;
    RenderQueue m_queue;
    ImVec2 m_origin{}, m_size{1, 1};
    ViewState* m_view = nullptr;
    Drag m_drag = Drag::None;
    std::vector<Start> m_start;
    Vec2 m_dragStartWorld{};
    Vec2 m_dragStartMouse{};
    Vec2 m_lastHoverMouse{-1, -1};
    NodeId m_hoverPick;
};

}  // namespace diorama::editor
