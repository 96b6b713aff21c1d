// What the viewport does with the mouse, without ImGui: the view transform, where the
// selection's handles are, transform drags with their snapping, marquee selection, zoom
// steps and the status line. The app layer feeds it mouse positions and draws the result.
#pragma once

#include "diorama/editor/commands.h"
#include "diorama/math/geometry.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace diorama {

class Document;

// World (y up) to screen pixels (y down) for a viewport at `origin` of `size`.
struct ViewTransform {
    Vec2 center{480, 320};  // the world point at the middle
    float zoom = 1.0f;      // screen pixels per world unit
    Vec2 origin{0, 0};
    Vec2 size{1, 1};
    Vec2 worldToScreen(Vec2 w) const {
        return {origin.x + size.x * 0.5f + (w.x - center.x) * zoom, origin.y + size.y * 0.5f - (w.y - center.y) * zoom};
    }
    Vec2 screenToWorld(Vec2 s) const {
        return {center.x + (s.x - origin.x - size.x * 0.5f) / zoom, center.y - (s.y - origin.y - size.y * 0.5f) / zoom};
    }
};

inline constexpr float kMinZoom = 0.02f, kMaxZoom = 64.0f;
// Framing a selection never zooms beyond this (a 32-pixel sprite fills 128 pixels).
inline constexpr float kMaxFrameZoom = 4.0f;
// The next zoom level in or out (Ctrl+= / Ctrl+-): steps of 25 %, landing on 100 %.
float zoomStep(float zoom, int direction);
// The zoom and centre that show `bounds` (world) in a viewport of `size` pixels.
void frameBounds(ViewTransform& view, const Rect& bounds, float maxZoom = kMaxFrameZoom);

// ---- handles -------------------------------------------------------------------------

// Resize changes the content size, not the scale, so that a 9-slice's caps and a Panel's
// children keep their size: the handle's sides follow the mouse, the opposite ones stay.
enum class DragMode { None, Move, Rotate, Scale, Anchor, Resize };

inline constexpr float kHandleSize = 8.0f;  // corner squares, screen pixels
// How far from a square handle's centre a press still takes it, each way (screen pixels):
// twice the drawn half-size, since a press just beside a handle meant the handle, not
// the node beneath (a tryout's near-miss selected and dragged the background).
inline constexpr float kHandleGrab = 8.0f;
inline constexpr float kAnchorRadius = 5.0f;     // the anchor dot
inline constexpr float kRotateDistance = 28.0f;  // the rotation knob above the top edge
inline constexpr float kSmallOnScreen = 64.0f;   // below this the handles give way to the body
inline constexpr float kMinEdgeSide = 24.0f;     // a side shorter than this has no edge handle
inline constexpr float kDragThreshold = 4.0f;    // pixels before a press becomes a drag
inline constexpr float kMinResizeSize = 1.0f;    // a resize stops here, so the node keeps its handles

struct HandleLayout {
    std::array<Vec2, 4> corners;  // scale or resize handles (screen); outside the body when small
    std::array<Vec2, 4> outline;  // the node's corners (screen)
    std::array<Vec2, 4> edges;    // resize handles at the sides' middles (bottom, right, top, left)
    Vec2 anchor, rotate, topMiddle;
    bool small = false;           // the node is smaller than kSmallOnScreen on screen
    bool anchorGrabbable = true;  // false when small: a press there moves the node
    bool resizes = false;         // the corners and edges resize instead of scaling
    // The edge handles show: not on a side shorter than kMinEdgeSide on screen, where they
    // would crowd the corners and hide the node.
    std::array<bool, 4> edgeShown{true, true, true, true};
};
HandleLayout handleLayout(const Node& node, const ViewTransform& view, bool resizes = false);

// The size key the corner handles set on this node, or "" when they scale it: the type's
// NodeTypeInfo::resizeKey (a content size the inspector edits: a Scale9Sprite, a widget,
// a Panel, a layer; a Label's text box), when the node has a size to grab. As in Cocos
// Studio; a Sprite, or a Label without a box, is sized by its image or text.
std::string resizeKeyOf(const Node& node);
inline bool isResizable(const Node& node) { return !resizeKeyOf(node).empty(); }

// The viewport's transform tool (Q, W, E, R): all handles at once, or one kind, so that a
// small node is not rotated or scaled by accident. The anchor dot is always there.
enum class ToolMode { All, Move, Rotate, Scale };
// Whether the tool shows (and takes presses on) handles of this kind. Resize handles are
// the all-handles tool's; the scale tool's corners scale every node.
bool toolShows(ToolMode tool, DragMode handle);
// The handles the tool gives `node`: resizing ones when the tool shows them and the node
// is resizable.
HandleLayout toolHandles(ToolMode tool, const Node& node, const ViewTransform& view);
// What a press on a selected node's body does: Rotate with the rotate tool, else Move.
DragMode toolBodyDrag(ToolMode tool);
// The handle under `mouse` (screen), or None for the body or empty space.
DragMode handleAt(const HandleLayout& handles, Vec2 mouse);
// Whether `mouse` is on the square handle drawn at `handle` (both screen).
bool isOverHandle(Vec2 mouse, Vec2 handle);
// The double arrow to show over a resize handle, as the handle faces on screen.
enum class ResizeCursor { None, Horizontal, Vertical, FallingDiagonal, RisingDiagonal };
ResizeCursor resizeCursorAt(const HandleLayout& handles, Vec2 mouse);

// What a press at `mouse` does to the node with these handles, for the status bar:
// "Top-right corner: drag to resize; ...", "" off the handles.
std::string handleHint(const HandleLayout& handles, Vec2 mouse);

// ---- transform drags -----------------------------------------------------------------

// The node the viewport shows for a document node: the node itself, or, while the Timeline
// previews a clip, its posed copy in the preview. Drags and nudges start from what is
// shown, so that a key recorded at the playhead carries on from the pose on screen. Empty:
// the document's own node.
using ShownNode = std::function<const Node*(NodeId)>;

struct SnapOptions {
    bool enabled = false;  // grid steps for moves and the anchor, angle and scale steps
    float step = 8.0f;     // world units / local points
    float degrees = 15.0f;
    float scale = 0.1f;
    bool toNodes = false;  // edges and centres of other nodes
};

// `world` on the snap grid (the nearest multiple of the step on each axis) when snapping is
// on; as it is otherwise. Drops from the Assets panel land there.
Vec2 snapToGrid(Vec2 world, const SnapOptions& snap);

struct DragModifiers {
    bool shift = false;  // rotate: snap to 15 degrees; scale: uniform; resize: keep the aspect
};

// A guide line drawn while a move snaps to another node (world coordinates).
struct SnapGuide {
    Vec2 from, to;
};

// One drag of the selection's handles or body. Nothing changes until the mouse moved
// kDragThreshold pixels from the press; then each update executes one merged command, so
// the whole drag is one undo step, and a press and release without movement records
// nothing.
class TransformDrag {
public:
    TransformDrag(Document& doc, DragMode mode, Vec2 pressScreen, const ViewTransform& view, ShownNode shown = {});
    void update(Document& doc, Vec2 mouseScreen, const ViewTransform& view, const DragModifiers& modifiers,
                const SnapOptions& snap);
    void finish(Document& doc);
    DragMode mode() const { return m_mode; }
    bool started() const { return m_started; }
    const std::vector<SnapGuide>& guides() const { return m_guides; }
    // The value the drag is setting, for the status bar ("Resize 264 x 79.2"), as the
    // dragged node is shown now; "" before the drag starts.
    std::string readout(Document& doc) const;

private:
    struct Start {
        NodeId id;
        Vec2 position;
        float rotationSkewX, rotationSkewY, scaleX, scaleY;
        Vec2 anchor;
        Size size;
        Size sizeKeyValue;  // Resize: the resized key's value (a Label's box may be 0 on an axis)
        AffineTransform nodeToWorld, parentWorldToNode;
    };
    std::vector<SetPropertiesCommand::Edit> moveEdits(Document& doc, Vec2 world, float zoom, const SnapOptions& snap);
    std::vector<SetPropertiesCommand::Edit> resizeEdits(const Node& node, Vec2 world, float zoom, bool keepAspect,
                                                        const SnapOptions& snap) const;
    const Node* shown(Document& doc, NodeId id) const;
    DragMode m_mode;
    ShownNode m_shown;
    Vec2 m_pressScreen, m_pressWorld;
    Vec2 m_grip{1, 1};      // Resize: the sides that follow, 0 or 1 (left/bottom, right/top); 0.5 neither
    std::string m_sizeKey;  // Resize: resizeKeyOf the node
    bool m_started = false;
    std::vector<Start> m_start;  // the primary last
    std::vector<SnapGuide> m_guides;
};

// ---- edit math shared by the viewport, the inspector and the keyboard ------------------

// The edit that puts node `id` (shown as `node`) at `position` (its parent's space): its
// normalizedPosition when
// it is placed by one, so that it keeps following its parent's size (found by a tryout: a
// drag turned it into a fixed position); else its position.
SetPropertiesCommand::Edit placeEdit(NodeId id, const Node& node, Vec2 position);

// The position that keeps a node drawn where it is when its anchor moves from `from` to
// `to`: p' = p + L·(a' − a), anchors in points, L its local transform without the
// translation (`nodeToParent`); a node ignoring its anchor is placed by its origin.
Vec2 positionKeepingPlace(const Node& node, Vec2 position, Vec2 from, Vec2 to, const AffineTransform& nodeToParent);
// Anchor presets: the edits that give every node `anchor`, moved so that none moves on
// screen when `keepInPlace` (the root has no position to move).
std::vector<SetPropertiesCommand::Edit> anchorEdits(const std::vector<Node*>& nodes, Vec2 anchor, bool keepInPlace);
// Nudges: the edits that move the topmost selected nodes by a world-space delta, each in
// its parent's space, from where they are shown.
std::vector<SetPropertiesCommand::Edit> nudgeEdits(Document& doc, Vec2 worldDelta, const ShownNode& shown = {});

// Arrow-key nudges a moment apart, with nothing else changing the document between them,
// are one undo step (editor.md: one step per burst).
class NudgeBurst {
public:
    static constexpr double kGapSeconds = 1.0;
    // Nudges the selection at time `now` (seconds); false when nothing moved.
    bool nudge(Document& doc, Vec2 worldDelta, const ShownNode& shown, double now);

private:
    const Document* m_doc = nullptr;
    std::uint64_t m_revision = 0;  // the document's revision after the last nudge
    double m_at = 0;
};

// ---- selection and status ------------------------------------------------------------

// The document nodes that would claim a touch at `world` as the viewport shows them, in
// the document picker's dispatch order (first = the pick). With `shown`, each node is
// tested where its shown copy is: a posed clip moves nodes, not the order they are
// touched in, unless it keys a z order.
std::vector<Node*> shownStack(Document& doc, Vec2 world, const ShownNode& shown);

// Nodes whose world bounds intersect `worldRect` (a marquee), in depth-first file order,
// as they are shown (`shown`, else the document's own); the root, nodes without a size,
// and editor-locked or hidden ones are left out.
std::vector<NodeId> nodesInRect(Document& doc, const Rect& worldRect, const ShownNode& shown = {});

// "x 123.5  y 40.0 | 100 % | 2 selected | Resize 264 x 79.2 | level/pipes/pipe (Sprite)":
// `activity` is a drag's readout or the hint of the handle under the cursor.
std::string statusText(std::optional<Vec2> cursorWorld, float zoom, std::size_t selected, const Node* underCursor,
                       std::string_view activity = {});

}  // namespace diorama
