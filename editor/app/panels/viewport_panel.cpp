#include "viewport_panel.h"

#include "../icons.h"
#include "diorama/editor/commands.h"
#include "diorama/inspection/picking.h"
#include "diorama/scene/traversal.h"

#include <GLFW/glfw3.h>
#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace diorama::editor {

namespace {

constexpr float kHandleRadius = 6.0f;
constexpr float kRotateHandleDistance = 28.0f;

ImVec2 im(Vec2 v) { return {v.x, v.y}; }
Vec2 vec(ImVec2 v) { return {v.x, v.y}; }

}  // namespace

Vec2 ViewportPanel::worldToScreen(Vec2 w) const {
    return {m_origin.x + m_size.x * 0.5f + (w.x - m_view->center.x) * m_view->zoom,
            m_origin.y + m_size.y * 0.5f - (w.y - m_view->center.y) * m_view->zoom};
}

Vec2 ViewportPanel::screenToWorld(Vec2 s) const {
    return {m_view->center.x + (s.x - m_origin.x - m_size.x * 0.5f) / m_view->zoom,
            m_view->center.y - (s.y - m_origin.y - m_size.y * 0.5f) / m_view->zoom};
}

void ViewportPanel::frame(EditorContext& ctx, const Rect& bounds) {
    ViewState& v = ctx.view;
    const float w = std::max(bounds.size.width, 1.0f), h = std::max(bounds.size.height, 1.0f);
    v.zoom = std::clamp(std::min(m_size.x / w, m_size.y / h) * 0.9f, 0.01f, 64.0f);
    v.center = {bounds.origin.x + bounds.size.width / 2, bounds.origin.y + bounds.size.height / 2};
    v.framed = true;
}

void ViewportPanel::draw(EditorContext& ctx, bool* open) {
    m_view = &ctx.view;
    applyPlacement();
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    const bool visible =
        ImGui::Begin("Viewport", open, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PopStyleVar();
    if (!visible) {
        ImGui::End();
        return;
    }
    // Toolbar.
    ImGui::SetCursorPos(ImVec2(ImGui::GetCursorPosX() + 6, ImGui::GetCursorPosY() + 2));
    ImGui::Text("%s %.0f%%", iconText(Icon::Search), double(ctx.view.zoom * 100));
    ImGui::SameLine();
    ImGui::Checkbox("Grid", &ctx.view.grid);
    ImGui::SameLine();
    ImGui::Checkbox("Snap", &ctx.view.snap);
    ImGui::SameLine();
    ImGui::Checkbox("Order badges", &ctx.view.badges);
    ImGui::SameLine();
    if (ImGui::SmallButton("Fit")) frame(ctx, {{0, 0}, ctx.doc->designSize()});
    if (ctx.probeArmed) {
        ImGui::SameLine();
        ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "%s click a point to probe", iconText(Icon::Crosshairs));
    }
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    m_origin = ImGui::GetCursorScreenPos();
    m_size = ImVec2(std::max(avail.x, 16.0f), std::max(avail.y, 16.0f));
    if (!ctx.view.framed) frame(ctx, {{0, 0}, ctx.doc->designSize()});

    renderScene(ctx);
    if (m_target)
        ImGui::Image(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(m_target->colorTexture())), m_size,
                     ImVec2(0, 1), ImVec2(1, 0));
    ImGui::SetCursorScreenPos(m_origin);
    ImGui::InvisibleButton("canvas", m_size, ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonMiddle);
    handleInput(ctx);
    drawOverlays(ctx);
    ImGui::End();
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
    NodeTraversal::visit(ctx.doc->scene(), m_queue, {}, &ctx.doc->hiddenNodes());
    m_target->bind();
    ctx.renderer->setProjection(world, w, h);
    ctx.renderer->setClearColor({46, 48, 56, 255});
    ctx.renderer->clear();
    ctx.renderer->renderPrefix(m_queue, ctx.scrubLimit);
    m_target->unbind();
}

ViewportPanel::Drag ViewportPanel::handleUnderMouse(EditorContext& ctx, Vec2 mouse) const {
    Node* n = ctx.doc->find(ctx.doc->selection().primary());
    if (!n || !n->parent()) return Drag::None;
    const AffineTransform m = n->nodeToWorldTransform();
    const Size s = n->contentSize();
    const Vec2 anchor = worldToScreen(m.apply(n->anchorPointInPoints()));
    if (glm::length(mouse - anchor) <= kHandleRadius + 2) return Drag::Anchor;
    const Vec2 corners[4] = {worldToScreen(m.apply({0, 0})), worldToScreen(m.apply({s.width, 0})),
                             worldToScreen(m.apply({s.width, s.height})), worldToScreen(m.apply({0, s.height}))};
    for (const Vec2& c : corners)
        if (std::abs(mouse.x - c.x) <= kHandleRadius && std::abs(mouse.y - c.y) <= kHandleRadius) return Drag::Scale;
    const Vec2 topMid = (corners[2] + corners[3]) * 0.5f;
    const Vec2 centre = (corners[0] + corners[2]) * 0.5f;
    Vec2 dir = topMid - centre;
    dir = glm::length(dir) > 0.001f ? glm::normalize(dir) : Vec2{0, -1};
    if (glm::length(mouse - (topMid + dir * kRotateHandleDistance)) <= kHandleRadius + 2) return Drag::Rotate;
    return Drag::None;
}

void ViewportPanel::clickSelect(EditorContext& ctx, Vec2 world) {
    Document& doc = *ctx.doc;
    ImGuiIO& io = ImGui::GetIO();
    Node* hit = nullptr;
    if (io.KeyAlt) {
        // Cycle through every node that would claim here, in dispatch order.
        const auto stack = doc.picker().stack(world);
        if (!stack.empty()) {
            auto it = std::find(stack.begin(), stack.end(), doc.find(doc.selection().primary()));
            hit = it == stack.end() ? stack.front() : stack[std::size_t(it - stack.begin() + 1) % stack.size()];
        }
    } else {
        hit = doc.picker().pick(world);
    }
    if (io.KeyCtrl) {
        if (hit) doc.selection().toggle(hit->id());
    } else if (io.KeyShift) {
        if (hit) doc.selection().add(hit->id());
    } else if (!hit) {
        doc.selection().clear();
    } else if (!doc.selection().contains(hit->id()) || io.KeyAlt) {
        doc.selection().set(hit->id());
    } else {
        doc.selection().add(hit->id());  // make it primary, keep the rest for a group drag
    }
    if (hit) {
        ctx.revealSelection = true;
        if (doc.selection().contains(hit->id()) && !io.KeyCtrl) beginDrag(ctx, Drag::PendingMove);
    }
}

void ViewportPanel::beginDrag(EditorContext& ctx, Drag mode) {
    Document& doc = *ctx.doc;
    m_drag = mode;
    m_dragStartMouse = vec(ImGui::GetIO().MousePos);
    m_dragStartWorld = screenToWorld(m_dragStartMouse);
    m_start.clear();
    std::vector<NodeId> ids = mode == Drag::Move || mode == Drag::PendingMove
                                  ? topmostOnly(doc, doc.selection().ids())
                                  : std::vector<NodeId>{doc.selection().primary()};
    for (NodeId id : ids)
        if (Node* n = doc.find(id); n && n->parent())
            m_start.push_back({id, n->position(), n->rotationSkewX(), n->rotationSkewY(), n->scaleX(), n->scaleY(),
                               n->anchorPoint(), n->nodeToWorldTransform(), n->parent()->worldToNodeTransform()});
    if (mode != Drag::PendingMove && mode != Drag::Pan) doc.commands().openMergeWindow();
}

void ViewportPanel::updateDrag(EditorContext& ctx) {
    Document& doc = *ctx.doc;
    ImGuiIO& io = ImGui::GetIO();
    const Vec2 mouse = vec(io.MousePos);
    const Vec2 world = screenToWorld(mouse);
    std::vector<SetPropertiesCommand::Edit> edits;
    const char* label = "Move";
    if (m_drag == Drag::Move) {
        Vec2 delta = world - m_dragStartWorld;
        if (ctx.view.snap && !m_start.empty()) {
            // Snap the primary's anchor to the grid; the others follow by the same delta.
            const Vec2 anchor = m_start.back().nodeToWorld.apply(doc.find(m_start.back().id)->anchorPointInPoints());
            const float step = ctx.view.snapStep;
            const Vec2 target = anchor + delta;
            delta = Vec2{std::round(target.x / step) * step, std::round(target.y / step) * step} - anchor;
        }
        for (const Start& s : m_start)
            edits.push_back({s.id, "position", PropertyValue(s.position + s.parentWorldToNode.applyToVector(delta))});
    } else if (m_drag == Drag::Rotate && !m_start.empty()) {
        const Start& s = m_start.back();
        Node* n = doc.find(s.id);
        if (!n) return;
        const Vec2 pivot = s.nodeToWorld.apply(n->anchorPointInPoints());
        const double a0 = std::atan2(m_dragStartWorld.y - pivot.y, m_dragStartWorld.x - pivot.x);
        const double a1 = std::atan2(world.y - pivot.y, world.x - pivot.x);
        double delta = -(a1 - a0) * 180.0 / std::numbers::pi;  // clockwise is positive
        if (io.KeyShift) delta = std::round((s.rotationSkewX + delta) / 15.0) * 15.0 - s.rotationSkewX;
        label = "Rotate";
        edits.push_back({s.id, "rotationSkewX", PropertyValue(float(s.rotationSkewX + delta))});
        edits.push_back({s.id, "rotationSkewY", PropertyValue(float(s.rotationSkewY + delta))});
    } else if (m_drag == Drag::Scale && !m_start.empty()) {
        const Start& s = m_start.back();
        Node* n = doc.find(s.id);
        if (!n) return;
        const AffineTransform toLocal = s.nodeToWorld.inverse();
        const Vec2 anchor = n->anchorPointInPoints();
        const Vec2 d0 = toLocal.apply(m_dragStartWorld) - anchor;
        const Vec2 d1 = toLocal.apply(world) - anchor;
        float fx = std::abs(d0.x) > 0.5f ? d1.x / d0.x : 1.0f;
        float fy = std::abs(d0.y) > 0.5f ? d1.y / d0.y : 1.0f;
        if (io.KeyShift) fx = fy = glm::length(d0) > 0.5f ? glm::length(d1) / glm::length(d0) : 1.0f;
        label = "Scale";
        edits.push_back({s.id, "scaleX", PropertyValue(s.scaleX * fx)});
        edits.push_back({s.id, "scaleY", PropertyValue(s.scaleY * fy)});
    } else if (m_drag == Drag::Anchor && !m_start.empty()) {
        const Start& s = m_start.back();
        Node* n = doc.find(s.id);
        if (!n) return;
        const Size size = n->contentSize();
        if (size.width <= 0 || size.height <= 0) return;
        const Vec2 local = s.nodeToWorld.inverse().apply(world);
        const Vec2 anchor{local.x / size.width, local.y / size.height};
        // Keep the node where it is: p' = p + i*(a - a') + L*(a' - a), in points.
        const Vec2 deltaPts{(anchor.x - s.anchor.x) * size.width, (anchor.y - s.anchor.y) * size.height};
        const AffineTransform parentLocal = s.parentWorldToNode * s.nodeToWorld;
        Vec2 p = s.position + parentLocal.applyToVector(deltaPts);
        if (n->isIgnoreAnchorPointForPosition()) p -= deltaPts;
        label = "Move Anchor";
        edits.push_back({s.id, "anchorPoint", PropertyValue(anchor)});
        edits.push_back({s.id, "position", PropertyValue(p)});
    }
    if (!edits.empty()) doc.execute(std::make_unique<SetPropertiesCommand>(label, std::move(edits)));
}

void ViewportPanel::handleInput(EditorContext& ctx) {
    ImGuiIO& io = ImGui::GetIO();
    const bool hovered = ImGui::IsItemHovered();
    const Vec2 mouse = vec(io.MousePos);
    const bool space = ImGui::IsKeyDown(GLFW_KEY_SPACE) && !io.WantTextInput;

    if (hovered && io.MouseWheel != 0.0f) {
        const Vec2 before = screenToWorld(mouse);
        ctx.view.zoom = std::clamp(ctx.view.zoom * std::pow(1.15f, io.MouseWheel), 0.02f, 64.0f);
        const Vec2 after = screenToWorld(mouse);
        ctx.view.center += before - after;  // the point under the cursor stays put
    }
    if (m_drag == Drag::None && hovered &&
        (ImGui::IsMouseClicked(ImGuiMouseButton_Middle) || (space && ImGui::IsMouseClicked(ImGuiMouseButton_Left)))) {
        m_drag = Drag::Pan;
    } else if (m_drag == Drag::None && hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        const Vec2 world = screenToWorld(mouse);
        if (ctx.probeArmed) {
            ctx.probePoint = world;
            ctx.probeArmed = false;
        } else if (Drag handle = handleUnderMouse(ctx, mouse); handle != Drag::None) {
            beginDrag(ctx, handle);
        } else {
            clickSelect(ctx, world);
        }
    }

    if (m_drag == Drag::Pan) {
        ctx.view.center.x -= io.MouseDelta.x / ctx.view.zoom;
        ctx.view.center.y += io.MouseDelta.y / ctx.view.zoom;
        if (!ImGui::IsMouseDown(ImGuiMouseButton_Middle) && !ImGui::IsMouseDown(ImGuiMouseButton_Left))
            m_drag = Drag::None;
        return;
    }
    if (m_drag == Drag::PendingMove && glm::length(mouse - m_dragStartMouse) > 3.0f) {
        m_drag = Drag::Move;
        ctx.doc->commands().openMergeWindow();
    }
    if (m_drag != Drag::None && m_drag != Drag::PendingMove) updateDrag(ctx);
    if (m_drag != Drag::None && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        ctx.doc->commands().closeMergeWindow();
        m_drag = Drag::None;
    }

    if (hovered && m_drag == Drag::None && mouse != m_lastHoverMouse) {
        m_lastHoverMouse = mouse;
        const auto stack = ctx.doc->picker().stack(screenToWorld(mouse));
        m_hoverPick = stack.empty() ? NodeId{} : stack.front()->id();
    }
    if (hovered && m_hoverPick) ctx.hoveredNext = m_hoverPick;
}

void ViewportPanel::outline(ImDrawList* dl, const Node& node, ImU32 color, float thickness) const {
    const AffineTransform m = node.nodeToWorldTransform();
    const Size s = node.contentSize();
    const ImVec2 pts[4] = {im(worldToScreen(m.apply({0, 0}))), im(worldToScreen(m.apply({s.width, 0}))),
                           im(worldToScreen(m.apply({s.width, s.height}))), im(worldToScreen(m.apply({0, s.height})))};
    dl->AddPolyline(pts, 4, color, ImDrawFlags_Closed, thickness);
}

void ViewportPanel::drawGrid(EditorContext& ctx, ImDrawList* dl) {
    // The smallest 1-2-5 step that keeps lines at least 16 pixels apart.
    float step = 1.0f;
    const float minWorld = 16.0f / ctx.view.zoom;
    for (float decade = std::pow(10.0f, std::floor(std::log10(std::max(minWorld, 1e-3f))));; decade *= 10.0f) {
        if (decade >= minWorld) {
            step = decade;
            break;
        }
        if (decade * 2 >= minWorld) {
            step = decade * 2;
            break;
        }
        if (decade * 5 >= minWorld) {
            step = decade * 5;
            break;
        }
    }
    ctx.view.snapStep = step;
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

void ViewportPanel::drawOverlays(EditorContext& ctx) {
    Document& doc = *ctx.doc;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRect(m_origin, ImVec2(m_origin.x + m_size.x, m_origin.y + m_size.y), true);
    if (ctx.view.grid) drawGrid(ctx, dl);
    const Size design = doc.designSize();
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
    if (Node* h = doc.find(ctx.hovered)) outline(dl, *h, IM_COL32(90, 200, 255, 220), 1.5f);
    for (NodeId id : doc.selection().ids())
        if (Node* n = doc.find(id)) outline(dl, *n, IM_COL32(255, 210, 60, 255), 2.0f);
    if (Node* n = doc.find(doc.selection().primary()); n && n->parent()) {
        const AffineTransform m = n->nodeToWorldTransform();
        const Size s = n->contentSize();
        const Vec2 corners[4] = {worldToScreen(m.apply({0, 0})), worldToScreen(m.apply({s.width, 0})),
                                 worldToScreen(m.apply({s.width, s.height})), worldToScreen(m.apply({0, s.height}))};
        for (const Vec2& c : corners)
            dl->AddRectFilled(ImVec2(c.x - kHandleRadius / 2, c.y - kHandleRadius / 2),
                              ImVec2(c.x + kHandleRadius / 2, c.y + kHandleRadius / 2), IM_COL32(255, 210, 60, 255));
        const Vec2 topMid = (corners[2] + corners[3]) * 0.5f, centre = (corners[0] + corners[2]) * 0.5f;
        Vec2 dir = topMid - centre;
        dir = glm::length(dir) > 0.001f ? glm::normalize(dir) : Vec2{0, -1};
        const Vec2 rot = topMid + dir * kRotateHandleDistance;
        dl->AddLine(im(topMid), im(rot), IM_COL32(255, 210, 60, 200));
        dl->AddCircle(im(rot), kHandleRadius, IM_COL32(255, 210, 60, 255), 16, 2.0f);
        const Vec2 anchor = worldToScreen(m.apply(n->anchorPointInPoints()));
        dl->AddCircleFilled(im(anchor), kHandleRadius - 1, IM_COL32(255, 80, 80, 255));
        dl->AddCircle(im(anchor), kHandleRadius, IM_COL32(255, 255, 255, 255), 16, 1.5f);
    }
    if (ctx.probePoint) {
        const Vec2 p = worldToScreen(*ctx.probePoint);
        dl->AddCircle(im(p), 8, IM_COL32(255, 120, 255, 255), 20, 2.0f);
        dl->AddLine(ImVec2(p.x - 12, p.y), ImVec2(p.x + 12, p.y), IM_COL32(255, 120, 255, 255), 1.5f);
        dl->AddLine(ImVec2(p.x, p.y - 12), ImVec2(p.x, p.y + 12), IM_COL32(255, 120, 255, 255), 1.5f);
    }
    dl->PopClipRect();
}

}  // namespace diorama::editor
