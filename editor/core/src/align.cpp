#include "diorama/editor/align.h"

#include "diorama/editor/document.h"

#include <algorithm>
#include <cmath>

namespace diorama {

namespace {

struct Box {
    Node* node;
    float left, bottom, right, top;
    float centerX() const { return (left + right) / 2; }
    float centerY() const { return (bottom + top) / 2; }
};

// The node's content rectangle on screen, as an axis-aligned box.
Box worldBox(Node& n) {
    const AffineTransform& t = n.nodeToWorldTransform();
    const Size s = n.contentSize();
    const Vec2 corners[4] = {t.apply({0, 0}), t.apply({s.width, 0}), t.apply({0, s.height}),
                             t.apply({s.width, s.height})};
    Box b{&n, corners[0].x, corners[0].y, corners[0].x, corners[0].y};
    for (const Vec2& c : corners) {
        b.left = std::min(b.left, c.x);
        b.right = std::max(b.right, c.x);
        b.bottom = std::min(b.bottom, c.y);
        b.top = std::max(b.top, c.y);
    }
    return b;
}

}  // namespace

std::vector<SetPropertiesCommand::Edit> alignEdits(Document& doc, AlignMode mode) {
    std::vector<Box> boxes;
    for (NodeId id : topmostOnly(doc, doc.selection().ids()))
        if (Node* n = doc.find(id); n && n->parent()) boxes.push_back(worldBox(*n));
    const bool distribute = mode == AlignMode::DistributeX || mode == AlignMode::DistributeY;
    if (boxes.size() < (distribute ? 3u : 2u)) return {};

    // How far each box moves on screen.
    std::vector<Vec2> deltas(boxes.size());
    if (distribute) {
        const bool x = mode == AlignMode::DistributeX;
        const auto centre = [x](const Box& b) { return x ? b.centerX() : b.centerY(); };
        std::vector<std::size_t> order(boxes.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return centre(boxes[a]) < centre(boxes[b]); });
        const float first = centre(boxes[order.front()]), last = centre(boxes[order.back()]);
        const float step = (last - first) / float(order.size() - 1);
        for (std::size_t k = 1; k + 1 < order.size(); ++k) {
            const float d = first + step * float(k) - centre(boxes[order[k]]);
            deltas[order[k]] = x ? Vec2{d, 0} : Vec2{0, d};
        }
    } else {
        Box all = boxes.front();
        for (const Box& b : boxes) {
            all.left = std::min(all.left, b.left);
            all.right = std::max(all.right, b.right);
            all.bottom = std::min(all.bottom, b.bottom);
            all.top = std::max(all.top, b.top);
        }
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            const Box& b = boxes[i];
            switch (mode) {
            case AlignMode::Left: deltas[i] = {all.left - b.left, 0}; break;
            case AlignMode::CenterX: deltas[i] = {all.centerX() - b.centerX(), 0}; break;
            case AlignMode::Right: deltas[i] = {all.right - b.right, 0}; break;
            case AlignMode::Top: deltas[i] = {0, all.top - b.top}; break;
            case AlignMode::CenterY: deltas[i] = {0, all.centerY() - b.centerY()}; break;
            case AlignMode::Bottom: deltas[i] = {0, all.bottom - b.bottom}; break;
            default: break;
            }
        }
    }
    std::vector<SetPropertiesCommand::Edit> edits;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        if (deltas[i].x == 0 && deltas[i].y == 0) continue;
        Node& n = *boxes[i].node;
        const Vec2 local = n.position() + n.parent()->worldToNodeTransform().applyToVector(deltas[i]);
        if (!std::isfinite(local.x) || !std::isfinite(local.y)) continue;
        edits.push_back({n.id(), "position", PropertyValue(local)});
    }
    return edits;
}

}  // namespace diorama
