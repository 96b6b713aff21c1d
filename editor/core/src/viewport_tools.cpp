#include "diorama/editor/viewport_tools.h"

#include "diorama/editor/document.h"
#include "diorama/events/hit_test.h"
#include "diorama/inspection/picking.h"
#include "diorama/nodes/panel.h"
#include "diorama/serialization/node_path.h"
#include "diorama/types/builtin_types.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <numbers>

namespace diorama {

float zoomStep(float zoom, int direction) {
    // Levels 1.25^k, so that 100 % is always one of them.
    const double k = std::log(double(zoom)) / std::log(1.25);
    const double next = direction > 0 ? std::floor(k + 1e-3) + 1 : std::ceil(k - 1e-3) - 1;
    return std::clamp(float(std::pow(1.25, next)), kMinZoom, kMaxZoom);
}

void frameBounds(ViewTransform& view, const Rect& bounds, float maxZoom) {
    const float w = std::max(bounds.size.width, 1.0f), h = std::max(bounds.size.height, 1.0f);
    view.zoom = std::clamp(std::min(view.size.x / w, view.size.y / h) * 0.9f, kMinZoom, maxZoom);
    view.center = {bounds.origin.x + bounds.size.width / 2, bounds.origin.y + bounds.size.height / 2};
}

// ---- handles -------------------------------------------------------------------------

HandleLayout handleLayout(const Node& node, const ViewTransform& view, bool resizes) {
    HandleLayout h;
    h.resizes = resizes;
    const AffineTransform m = node.nodeToWorldTransform();
    const Size s = node.contentSize();
    h.outline = {view.worldToScreen(m.apply({0, 0})), view.worldToScreen(m.apply({s.width, 0})),
                 view.worldToScreen(m.apply({s.width, s.height})), view.worldToScreen(m.apply({0, s.height}))};
    h.anchor = view.worldToScreen(m.apply(node.anchorPointInPoints()));
    const float sideA = glm::length(h.outline[1] - h.outline[0]), sideB = glm::length(h.outline[3] - h.outline[0]);
    h.small = std::min(sideA, sideB) < kSmallOnScreen;
    h.anchorGrabbable = !h.small;
    const Vec2 centre = (h.outline[0] + h.outline[2]) * 0.5f;
    h.corners = h.outline;
    if (h.small)  // outside the body, so that the body stays free to drag
        for (Vec2& c : h.corners) {
            const Vec2 out = c - centre;
            const float len = glm::length(out);
            c += len > 0.001f ? out / len * kHandleSize : Vec2{0, 0};
        }
    for (std::size_t i = 0; i < 4; ++i) {
        const Vec2 middle = (h.outline[i] + h.outline[(i + 1) % 4]) * 0.5f, out = middle - centre;
        const float len = glm::length(out);
        h.edges[i] = middle + (h.small && len > 0.001f ? out / len * kHandleSize : Vec2{0, 0});
        h.edgeShown[i] = glm::length(h.outline[(i + 1) % 4] - h.outline[i]) >= kMinEdgeSide;
    }
    h.topMiddle = (h.corners[2] + h.corners[3]) * 0.5f;
    Vec2 dir = (h.outline[2] + h.outline[3]) * 0.5f - centre;
    dir = glm::length(dir) > 0.001f ? glm::normalize(dir) : Vec2{0, -1};
    h.rotate = h.topMiddle + dir * kRotateDistance;
    return h;
}

std::string resizeKeyOf(const Node& node) {
    const Size size = node.contentSize();
    if (!node.parent() || !(size.width > 0 && size.height > 0)) return {};
    const NodeType& type = builtinNodeTypes().typeOf(node);
    if (type.info().resizeKey) return type.info().resizeKey(node);
    const PropertyDescriptor* p = type.find("contentSize");
    return p && p->hints.inspector && (!p->lockedFor || p->lockedFor(node).empty()) ? "contentSize" : "";
}

HandleLayout toolHandles(ToolMode tool, const Node& node, const ViewTransform& view) {
    return handleLayout(node, view, toolShows(tool, DragMode::Resize) && isResizable(node));
}

bool isOverHandle(Vec2 mouse, Vec2 c) {
    return std::abs(mouse.x - c.x) <= kHandleGrab && std::abs(mouse.y - c.y) <= kHandleGrab;
}

namespace {

// The square handle (corners 0-3, then edges 4-7) whose grab zone holds `mouse`; where
// zones overlap (a small node's handles), the nearest, so a press goes to the handle it
// was aimed at. Its distance too, for the round handles to compete with.
bool insideOutline(const HandleLayout& h, Vec2 p) {
    // The outline is a parallelogram, so convex: inside is on one side of every edge.
    int positive = 0, negative = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        const Vec2 a = h.outline[i], b = h.outline[(i + 1) % 4];
        const float cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        positive += cross > 0;
        negative += cross < 0;
    }
    return positive == 0 || negative == 0;
}

std::optional<std::pair<std::size_t, float>> squareHandleAt(const HandleLayout& h, Vec2 mouse) {
    // A small node's handles sit outside it so that its body stays free to drag: their
    // zones stop at its outline.
    if (h.small && insideOutline(h, mouse)) return std::nullopt;
    std::optional<std::pair<std::size_t, float>> best;
    auto consider = [&](std::size_t index, Vec2 c) {
        const float d = std::max(std::abs(mouse.x - c.x), std::abs(mouse.y - c.y));
        if (d <= kHandleGrab && (!best || d < best->second)) best = {index, d};
    };
    for (std::size_t i = 0; i < 4; ++i) consider(i, h.corners[i]);
    if (h.resizes)
        for (std::size_t i = 0; i < 4; ++i)
            if (h.edgeShown[i]) consider(4 + i, h.edges[i]);
    return best;
}

}  // namespace

DragMode handleAt(const HandleLayout& h, Vec2 mouse) {
    DragMode best = DragMode::None;
    float bestDistance = std::numeric_limits<float>::infinity();
    if (const float d = glm::length(mouse - h.rotate); d <= kHandleSize) best = DragMode::Rotate, bestDistance = d;
    if (const auto square = squareHandleAt(h, mouse); square && square->second < bestDistance) {
        best = h.resizes ? DragMode::Resize : DragMode::Scale;
        bestDistance = square->second;
    }
    if (h.anchorGrabbable)
        if (const float d = glm::length(mouse - h.anchor); d <= kAnchorRadius + 1 && d < bestDistance)
            best = DragMode::Anchor;
    return best;
}

ResizeCursor resizeCursorAt(const HandleLayout& h, Vec2 mouse) {
    if (!h.resizes || handleAt(h, mouse) != DragMode::Resize) return ResizeCursor::None;
    // The way the handle pulls: along the node's own axes as they lie on screen, so that a
    // wide node's corner shows a diagonal and a turned node's edge turns its arrow.
    auto unit = [](Vec2 v) { return glm::length(v) > 0.001f ? glm::normalize(v) : Vec2{0, 0}; };
    const Vec2 xAxis = unit(h.outline[1] - h.outline[0]), yAxis = unit(h.outline[3] - h.outline[0]);
    static constexpr std::array<Vec2, 4> kCornerGrips{{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}}};
    static constexpr std::array<Vec2, 4> kEdgeGrips{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
    const auto square = squareHandleAt(h, mouse);
    if (!square) return ResizeCursor::None;
    const std::size_t i = square->first;
    const std::optional<Vec2> grip = i < 4 ? kCornerGrips[i] : kEdgeGrips[i - 4];
    const Vec2 way = xAxis * grip->x + yAxis * grip->y;  // screen y is down
    const float angle = std::atan2(way.y, way.x) * 180.0f / std::numbers::pi_v<float>;
    const int octant = int(std::lround((angle + 360.0f) / 45.0f)) % 4;  // 0 east, 1 south-east, ...
    return std::array{ResizeCursor::Horizontal, ResizeCursor::FallingDiagonal, ResizeCursor::Vertical,
                      ResizeCursor::RisingDiagonal}[octant];
}

std::string handleHint(const HandleLayout& h, Vec2 mouse) {
    static constexpr std::array<const char*, 4> kCorners{"Bottom-left corner", "Bottom-right corner",
                                                         "Top-right corner", "Top-left corner"};
    static constexpr std::array<const char*, 4> kEdges{"Bottom edge", "Right edge", "Top edge", "Left edge"};
    // Named by the node's own sides, as the inspector's size and anchor are.
    auto which = [&]() -> std::string {
        const auto square = squareHandleAt(h, mouse);
        if (!square) return {};
        return square->first < 4 ? kCorners[square->first] : kEdges[square->first - 4];
    };
    switch (handleAt(h, mouse)) {
    case DragMode::Resize: return which() + ": drag to resize; Shift keeps the aspect";
    case DragMode::Scale: return which() + ": drag to scale; Shift scales both axes alike";
    case DragMode::Rotate: return "Rotate handle: drag to turn; Shift steps by 15 degrees";
    case DragMode::Anchor: return "Anchor point: drag to move it; the node stays where it is";
    case DragMode::Move:
    case DragMode::None: return {};
    }
    return {};
}

// ---- transform drags -----------------------------------------------------------------

namespace {

// A ListView, or a Panel with a layout type, places its children itself: a move would be
// undone by its next layout and leave an undo step that changes nothing (found by a tryout).
bool isPlacedByParent(const Node& n) { return !placedByParent(n).empty(); }

}  // namespace

TransformDrag::TransformDrag(Document& doc, DragMode mode, Vec2 pressScreen, const ViewTransform& view,
                             ShownNode shownNode)
    : m_mode(mode), m_shown(std::move(shownNode)), m_pressScreen(pressScreen),
      m_pressWorld(view.screenToWorld(pressScreen)) {
    const std::vector<NodeId> ids = mode == DragMode::Move ? topmostOnly(doc, doc.selection().ids())
                                                           : std::vector<NodeId>{doc.selection().primary()};
    for (NodeId id : ids)
        if (const Node* n = shown(doc, id);
            n && n->parent() && !doc.isLocked(id) && !(mode == DragMode::Move && isPlacedByParent(*n)))
            m_start.push_back({id, n->position(), n->rotationSkewX(), n->rotationSkewY(), n->scaleX(), n->scaleY(),
                               n->anchorPoint(), n->contentSize(), n->contentSize(), n->nodeToWorldTransform(),
                               n->parent()->worldToChildrenTransform()});
    // The primary (the last selected) leads snapping: keep it last.
    const NodeId primary = doc.selection().primary();
    std::stable_partition(m_start.begin(), m_start.end(), [&](const Start& s) { return s.id != primary; });
    if (mode == DragMode::Resize && !m_start.empty()) {
        // The grabbed handle, told by where the press was: a corner moves two sides, an
        // edge's middle one (its other axis is 0.5, which no side is).
        Start& s = m_start.back();
        const Node* n = shown(doc, s.id);
        m_sizeKey = resizeKeyOf(*n);
        if (m_sizeKey.empty()) {
            m_start.clear();  // nothing to resize: the drag does nothing
            return;
        }
        const PropertyValue value = builtinNodeTypes().typeOf(*n).find(m_sizeKey)->get(*n);
        s.sizeKeyValue = std::holds_alternative<Size>(value) ? std::get<Size>(value) : s.size;
        const Vec2 local = s.nodeToWorld.inverse().apply(m_pressWorld);
        auto side = [](float at, float length) { return at < length / 3 ? 0.0f : at > length * 2 / 3 ? 1.0f : 0.5f; };
        m_grip = {side(local.x, s.size.width), side(local.y, s.size.height)};
    }
}

const Node* TransformDrag::shown(Document& doc, NodeId id) const {
    if (m_shown)
        if (const Node* n = m_shown(id)) return n;
    return doc.find(id);
}

namespace {

float snapTo(float value, float step) {
    if (!(step > 0)) return value;
    // A decimal step (0.1, 0.01) is no float: multiplying by it gave, for a fifth of all
    // tenths, the float next to the decimal (117.700005, written so in the file). Dividing
    // by its exact reciprocal gives the float nearest the decimal.
    if (const float per = std::round(1.0f / step); step < 1.0f && std::abs(per * step - 1.0f) < 1e-5f)
        return std::round(value * per) / per;
    return std::round(value / step) * step;
}

// The decimal step finer than one screen pixel, at most 1: a drag at 100 % gives whole
// units and one at 400 % tenths, instead of the long fractions an odd zoom gives (found by
// a tryout). `toSpace` maps world vectors into the space the value is in.
float pixelPrecision(const AffineTransform& toSpace, float zoom) {
    const float perPixel = std::min(glm::length(toSpace.applyToVector({1.0f / zoom, 0.0f})),
                                    glm::length(toSpace.applyToVector({0.0f, 1.0f / zoom})));
    if (!(perPixel > 0.0f) || !std::isfinite(perPixel)) return 0.0f;
    return std::min(1.0f, std::pow(10.0f, std::floor(std::log10(perPixel))));
}

Rect worldBounds(const Node& n) { return n.nodeToWorldTransform().applyToRect({{0, 0}, n.contentSize()}); }

// The closest of `candidates` to any of `mine` within `reach`: the correction to apply.
std::optional<std::pair<float, float>> closest(const std::array<float, 3>& mine, const std::vector<float>& candidates,
                                               float reach) {
    std::optional<std::pair<float, float>> best;  // (correction, the line's coordinate)
    for (float m : mine)
        for (float c : candidates)
            if (std::abs(c - m) <= reach && (!best || std::abs(c - m) < std::abs(best->first)))
                best = std::pair{c - m, c};
    return best;
}

}  // namespace

std::vector<SetPropertiesCommand::Edit> TransformDrag::moveEdits(Document& doc, Vec2 world, float zoom,
                                                                 const SnapOptions& snap) {
    Vec2 delta = world - m_pressWorld;
    m_guides.clear();
    const Start& lead = m_start.back();
    bool snapped = snap.enabled;
    if (snap.enabled) {
        // The lead node's anchor lands on the grid; the others follow by the same delta.
        const Node* n = shown(doc, lead.id);
        const Vec2 anchor = lead.nodeToWorld.apply(n->anchorPointInPoints());
        const Vec2 target = anchor + delta;
        delta = Vec2{snapTo(target.x, snap.step), snapTo(target.y, snap.step)} - anchor;
    }
    if (snap.toNodes) {
        // Edges and centres of the lead's bounds against those of every other node.
        const Node* n = shown(doc, lead.id);
        const Rect moved = lead.nodeToWorld.applyToRect({{0, 0}, n->contentSize()});
        const Rect r{moved.origin + delta, moved.size};
        std::vector<float> xs, ys;
        std::vector<Rect> others;
        std::vector<Node*> todo;
        for (auto& c : doc.scene().children()) todo.push_back(c.get());
        while (!todo.empty()) {
            Node* o = todo.back();
            todo.pop_back();
            bool dragged = false;
            for (const Start& s : m_start)
                if (Node* d = doc.find(s.id); d && (d == o || d->isAncestorOf(*o))) dragged = true;
            if (dragged || doc.isHidden(o->id())) continue;
            for (auto& c : o->children()) todo.push_back(c.get());
            if (o->contentSize().width <= 0 || o->contentSize().height <= 0) continue;
            const Rect b = worldBounds(*o);
            others.push_back(b);
            xs.insert(xs.end(), {b.minX(), (b.minX() + b.maxX()) / 2, b.maxX()});
            ys.insert(ys.end(), {b.minY(), (b.minY() + b.maxY()) / 2, b.maxY()});
        }
        const Size design = doc.designSize();
        xs.insert(xs.end(), {0.0f, design.width / 2, design.width});
        ys.insert(ys.end(), {0.0f, design.height / 2, design.height});
        const float reach = 6.0f / zoom;
        if (auto x = closest({r.minX(), (r.minX() + r.maxX()) / 2, r.maxX()}, xs, reach)) {
            delta.x += x->first;
            snapped = true;
            m_guides.push_back({{x->second, std::min(r.minY(), 0.0f) - 1e4f}, {x->second, r.maxY() + 1e4f}});
        }
        if (auto y = closest({r.minY(), (r.minY() + r.maxY()) / 2, r.maxY()}, ys, reach)) {
            delta.y += y->first;
            snapped = true;
            m_guides.push_back({{std::min(r.minX(), 0.0f) - 1e4f, y->second}, {r.maxX() + 1e4f, y->second}});
        }
    }
    Vec2 leadTo = lead.position + lead.parentWorldToNode.applyToVector(delta);
    if (!snapped) {
        // The lead lands on round numbers in its parent's space; the others move with it.
        const float step = pixelPrecision(lead.parentWorldToNode, zoom);
        leadTo = {snapTo(leadTo.x, step), snapTo(leadTo.y, step)};
        delta = lead.parentWorldToNode.inverse().applyToVector(leadTo - lead.position);
    }
    std::vector<SetPropertiesCommand::Edit> edits;
    for (const Start& s : m_start)
        if (const Node* n = shown(doc, s.id))
            edits.push_back(
                placeEdit(s.id, *n, &s == &lead ? leadTo : s.position + s.parentWorldToNode.applyToVector(delta)));
    return edits;
}

std::vector<SetPropertiesCommand::Edit> TransformDrag::resizeEdits(const Node& n, Vec2 world, float zoom,
                                                                   bool keepAspect, const SnapOptions& snap) const {
    const Start& s = m_start.back();
    const AffineTransform toLocal = s.nodeToWorld.inverse();
    // From the press, not the handle: a small node's handles sit outside it.
    const Vec2 moved = toLocal.apply(world) - toLocal.apply(m_pressWorld);
    auto follow = [&](float grip, float length, float delta) {
        return grip == 1.0f ? length + delta : grip == 0.0f ? length - delta : length;
    };
    float w = follow(m_grip.x, s.size.width, moved.x), h = follow(m_grip.y, s.size.height, moved.y);
    // On the snap grid, else on round numbers finer than a pixel.
    const float step = snap.enabled ? snap.step : pixelPrecision(toLocal, zoom);
    const bool edgeX = m_grip.y == 0.5f, edgeY = m_grip.x == 0.5f;
    // Shift on an edge scales the other axis too, about its middle; not an axis the key
    // leaves to the content (a Label's box of height 0).
    if (keepAspect && ((edgeX && s.sizeKeyValue.height == 0) || (edgeY && s.sizeKeyValue.width == 0)))
        keepAspect = false;
    if (keepAspect && s.size.width > 0 && s.size.height > 0) {
        // The axis that changed most (an edge's own) leads and lands on the step; the other
        // keeps the ratio.
        const float fx = w / s.size.width, fy = h / s.size.height;
        const bool leadX = edgeX || (!edgeY && std::abs(fx - 1) > std::abs(fy - 1));
        const float f = leadX ? snapTo(w, step) / s.size.width : snapTo(h, step) / s.size.height;
        // The other axis on round numbers too, at the cost of a ratio off by under a pixel
        // (a tryout found sizes such as 342 x 119.88).
        const float fine = pixelPrecision(toLocal, zoom);
        w = leadX ? s.size.width * f : snapTo(s.size.width * f, fine);
        h = leadX ? snapTo(s.size.height * f, fine) : s.size.height * f;
    } else {
        keepAspect = false;
        if (!edgeY) w = snapTo(w, step);
        if (!edgeX) h = snapTo(h, step);
    }
    // Not to zero: a node without a size has no handles to grow it back by.
    const float least = snap.enabled && snap.step > 0 ? std::max(snap.step, kMinResizeSize) : kMinResizeSize;
    w = std::max(w, least);
    h = std::max(h, least);
    // An axis the handle does not move keeps the key's own value (a Label's box may leave
    // its height to the text).
    const Size value{edgeY && !keepAspect ? s.sizeKeyValue.width : w, edgeX && !keepAspect ? s.sizeKeyValue.height : h};
    std::vector<SetPropertiesCommand::Edit> edits{{s.id, m_sizeKey, PropertyValue(value)}};
    if (isPlacedByParent(n)) return edits;  // its parent's layout places it at its new size
    // The opposite sides stay where they are: the new rectangle starts at `origin` in the
    // old local space, and the anchor moves with the size. With the node-to-parent map
    // M·v = p − L·a + L·v (plus a when the anchor is ignored for position), the new
    // position is p + L·(origin + a' − a), minus a' − a when the anchor is ignored.
    // A side that follows has grip 1 and stays at 0; a held one (grip 0) moves by the whole
    // change; an axis that grows about its middle (0.5) by half of it.
    const Vec2 origin{(1.0f - m_grip.x) * (s.size.width - w), (1.0f - m_grip.y) * (s.size.height - h)};
    const Vec2 a{s.anchor.x * s.size.width, s.anchor.y * s.size.height}, a2{s.anchor.x * w, s.anchor.y * h};
    const AffineTransform nodeToParent = s.parentWorldToNode * s.nodeToWorld;
    Vec2 p = s.position + nodeToParent.applyToVector(origin + a2 - a);
    if (n.isIgnoreAnchorPointForPosition()) p -= a2 - a;
    edits.push_back(placeEdit(s.id, n, p));
    return edits;
}

void TransformDrag::update(Document& doc, Vec2 mouseScreen, const ViewTransform& view, const DragModifiers& mods,
                           const SnapOptions& snap) {
    if (m_start.empty()) return;
    if (!m_started) {
        if (glm::length(mouseScreen - m_pressScreen) < kDragThreshold) return;
        m_started = true;
        doc.commands().openMergeWindow();
    }
    const Vec2 world = view.screenToWorld(mouseScreen);
    std::vector<SetPropertiesCommand::Edit> edits;
    const char* label = "Move";
    const Start& s = m_start.back();
    const Node* n = shown(doc, s.id);
    if (!n) return;
    switch (m_mode) {
    case DragMode::Move: edits = moveEdits(doc, world, view.zoom, snap); break;
    case DragMode::Rotate: {
        const Vec2 pivot = s.nodeToWorld.apply(n->anchorPointInPoints());
        const double a0 = std::atan2(m_pressWorld.y - pivot.y, m_pressWorld.x - pivot.x);
        const double a1 = std::atan2(world.y - pivot.y, world.x - pivot.x);
        double delta = -(a1 - a0) * 180.0 / std::numbers::pi;  // clockwise is positive
        if (mods.shift || snap.enabled) {
            const double step = mods.shift ? 15.0 : double(snap.degrees);
            delta = std::round((s.rotationSkewX + delta) / step) * step - s.rotationSkewX;
        }
        label = "Rotate";
        edits.push_back({s.id, "rotationSkewX", PropertyValue(float(s.rotationSkewX + delta))});
        edits.push_back({s.id, "rotationSkewY", PropertyValue(float(s.rotationSkewY + delta))});
        break;
    }
    case DragMode::Scale: {
        const AffineTransform toLocal = s.nodeToWorld.inverse();
        const Vec2 anchor = n->anchorPointInPoints();
        const Vec2 d0 = toLocal.apply(m_pressWorld) - anchor;
        const Vec2 d1 = toLocal.apply(world) - anchor;
        float fx = std::abs(d0.x) > 0.5f ? d1.x / d0.x : 1.0f;
        float fy = std::abs(d0.y) > 0.5f ? d1.y / d0.y : 1.0f;
        if (mods.shift) fx = fy = glm::length(d0) > 0.5f ? glm::length(d1) / glm::length(d0) : 1.0f;
        float sx = s.scaleX * fx, sy = s.scaleY * fy;
        if (snap.enabled) {
            sx = snapTo(sx, snap.scale);
            sy = snapTo(sy, snap.scale);
        }
        label = "Scale";
        edits.push_back({s.id, "scaleX", PropertyValue(sx)});
        edits.push_back({s.id, "scaleY", PropertyValue(sy)});
        break;
    }
    case DragMode::Resize:
        label = "Resize";
        edits = resizeEdits(*n, world, view.zoom, mods.shift, snap);
        break;
    case DragMode::Anchor: {
        const Size size = n->contentSize();
        if (size.width <= 0 || size.height <= 0) return;
        Vec2 local = s.nodeToWorld.inverse().apply(world);
        if (snap.enabled) local = {snapTo(local.x, snap.step), snapTo(local.y, snap.step)};
        const Vec2 anchor{local.x / size.width, local.y / size.height};
        const Vec2 p = positionKeepingPlace(*n, s.position, s.anchor, anchor, s.parentWorldToNode * s.nodeToWorld);
        label = "Move Anchor";
        edits.push_back({s.id, "anchorPoint", PropertyValue(anchor)});
        edits.push_back(placeEdit(s.id, *n, p));
        break;
    }
    case DragMode::None: return;
    }
    if (edits.empty()) return;
    doc.execute(std::make_unique<SetPropertiesCommand>(label, std::move(edits)));
    // A laid-out container places the edited node now, outermost first as a visit would,
    // so that the handles drawn this frame are where the node will be (found by a tryout:
    // they flickered between the two places).
    std::vector<Node*> containers;
    for (Node* a = doc.find(s.id); a; a = a->parent()) containers.push_back(a);
    for (auto it = containers.rbegin(); it != containers.rend(); ++it) (*it)->layoutIfRequested();
}

namespace {

// Up to two decimals, without trailing zeros: 264, 79.2, 0.25.
std::string shortNumber(float value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", double(value));
    std::string text = buffer;
    text.erase(text.find_last_not_of('0') + 1);
    if (text.back() == '.') text.pop_back();
    return text == "-0" ? "0" : text;
}

}  // namespace

std::string TransformDrag::readout(Document& doc) const {
    if (!m_started || m_start.empty()) return {};
    const Node* n = shown(doc, m_start.back().id);
    if (!n) return {};
    switch (m_mode) {
    case DragMode::Move: {
        std::string text = "Move to x " + shortNumber(n->position().x) + "  y " + shortNumber(n->position().y);
        if (m_start.size() > 1) text += " (" + std::to_string(m_start.size()) + " nodes)";
        return text;
    }
    case DragMode::Rotate: return "Rotate " + shortNumber(n->rotationSkewX()) + " degrees";
    case DragMode::Scale: return "Scale " + shortNumber(n->scaleX()) + " x " + shortNumber(n->scaleY());
    case DragMode::Resize:
        return "Resize " + shortNumber(n->contentSize().width) + " x " + shortNumber(n->contentSize().height);
    case DragMode::Anchor: return "Anchor " + shortNumber(n->anchorPoint().x) + ", " + shortNumber(n->anchorPoint().y);
    case DragMode::None: return {};
    }
    return {};
}

void TransformDrag::finish(Document& doc) {
    if (m_started) doc.commands().closeMergeWindow();
    m_guides.clear();
}

// ---- selection and status ------------------------------------------------------------

std::vector<Node*> shownStack(Document& doc, Vec2 world, const ShownNode& shown) {
    ScenePicker& picker = doc.picker();
    if (!shown) return picker.stack(world);
    // The copies are what the viewport shows; the editor's flags are the real nodes'.
    return picker.inDispatchOrder([&](const Node& node) {
        const Node* copy = shown(node.id());
        if (!copy || !hitTest(*copy, world) || !visibleInHierarchy(*copy) || !insideClippingAncestors(*copy, world))
            return false;
        const PickVerdict v = picker.verdict(node, world);
        return v != PickVerdict::Locked && v != PickVerdict::Hidden;
    });
}

std::vector<NodeId> nodesInRect(Document& doc, const Rect& area, const ShownNode& shown) {
    std::vector<NodeId> ids;
    std::vector<Node*> todo;
    const auto& top = doc.scene().children();
    for (auto it = top.rbegin(); it != top.rend(); ++it) todo.push_back(it->get());
    while (!todo.empty()) {
        Node* n = todo.back();
        todo.pop_back();
        if (doc.isHidden(n->id())) continue;
        const auto& kids = n->children();
        for (auto it = kids.rbegin(); it != kids.rend(); ++it) todo.push_back(it->get());
        const Node* copy = shown ? shown(n->id()) : n;
        if (!copy || doc.isLocked(n->id()) || copy->contentSize().width <= 0 || copy->contentSize().height <= 0)
            continue;
        const Rect b = worldBounds(*copy);
        if (b.minX() <= area.maxX() && area.minX() <= b.maxX() && b.minY() <= area.maxY() && area.minY() <= b.maxY())
            ids.push_back(n->id());
    }
    return ids;
}

std::string statusText(std::optional<Vec2> cursor, float zoom, std::size_t selected, const Node* under,
                       std::string_view activity) {
    char buffer[96];
    std::string text;
    if (cursor) {
        std::snprintf(buffer, sizeof buffer, "x %.1f  y %.1f", double(cursor->x), double(cursor->y));
        text = buffer;
    } else {
        text = "x -  y -";
    }
    std::snprintf(buffer, sizeof buffer, " | %.0f %% | %zu selected", double(zoom) * 100.0, selected);
    text += buffer;
    if (!activity.empty()) text += " | " + std::string(activity);
    if (under) text += " | " + nodePath(*under) + " (" + std::string(under->typeName()) + ")";
    return text;
}

SetPropertiesCommand::Edit placeEdit(NodeId id, const Node& node, Vec2 position) {
    const Size parent = node.parent() ? node.parent()->contentSize() : Size{};
    if (node.usesNormalizedPosition() && parent.width != 0.0f && parent.height != 0.0f)
        return {id, "normalizedPosition", PropertyValue(Vec2{position.x / parent.width, position.y / parent.height})};
    return {id, "position", PropertyValue(position)};
}

Vec2 positionKeepingPlace(const Node& node, Vec2 position, Vec2 from, Vec2 to, const AffineTransform& nodeToParent) {
    const Size size = node.contentSize();
    const Vec2 deltaPts{(to.x - from.x) * size.width, (to.y - from.y) * size.height};
    Vec2 p = position + nodeToParent.applyToVector(deltaPts);
    if (node.isIgnoreAnchorPointForPosition()) p -= deltaPts;
    return p;
}

std::vector<SetPropertiesCommand::Edit> anchorEdits(const std::vector<Node*>& nodes, Vec2 anchor, bool keepInPlace) {
    std::vector<SetPropertiesCommand::Edit> edits;
    for (Node* n : nodes) {
        edits.push_back({n->id(), "anchorPoint", PropertyValue(anchor)});
        if (keepInPlace && n->parent())
            edits.push_back(placeEdit(
                n->id(), *n,
                positionKeepingPlace(*n, n->position(), n->anchorPoint(), anchor, n->nodeToParentTransform())));
    }
    return edits;
}

bool toolShows(ToolMode tool, DragMode handle) {
    switch (handle) {
    case DragMode::Rotate: return tool == ToolMode::All || tool == ToolMode::Rotate;
    case DragMode::Scale: return tool == ToolMode::All || tool == ToolMode::Scale;
    case DragMode::Resize: return tool == ToolMode::All;
    default: return true;
    }
}

DragMode toolBodyDrag(ToolMode tool) { return tool == ToolMode::Rotate ? DragMode::Rotate : DragMode::Move; }

Vec2 snapToGrid(Vec2 world, const SnapOptions& snap) {
    if (!snap.enabled || !(snap.step > 0)) return world;
    return {std::round(world.x / snap.step) * snap.step, std::round(world.y / snap.step) * snap.step};
}

std::vector<SetPropertiesCommand::Edit> nudgeEdits(Document& doc, Vec2 worldDelta, const ShownNode& shown) {
    std::vector<SetPropertiesCommand::Edit> edits;
    for (NodeId id : topmostOnly(doc, doc.selection().ids())) {
        const Node* n = shown ? shown(id) : nullptr;
        if (!n) n = doc.find(id);
        if (n && n->parent() && !isPlacedByParent(*n)) {
            const AffineTransform toParent = n->parent()->worldToChildrenTransform();
            edits.push_back(placeEdit(id, *n, n->position() + toParent.applyToVector(worldDelta)));
        }
    }
    return edits;
}

bool NudgeBurst::nudge(Document& doc, Vec2 worldDelta, const ShownNode& shown, double now) {
    std::vector<SetPropertiesCommand::Edit> edits = nudgeEdits(doc, worldDelta, shown);
    if (edits.empty()) return false;
    const bool continues = m_doc == &doc && m_revision == doc.revision() && now - m_at <= kGapSeconds;
    if (continues)
        doc.commands().continueMergeWindow();
    else
        doc.commands().openMergeWindow();
    const bool moved = doc.execute(std::make_unique<SetPropertiesCommand>("Nudge", std::move(edits)));
    doc.commands().closeMergeWindow();
    m_doc = &doc;
    m_revision = doc.revision();
    m_at = now;
    return moved;
}

}  // namespace diorama
