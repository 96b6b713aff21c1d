#include "diorama/editor/align.h"

#include "diorama/editor/document.h"
#include "diorama/editor/viewport_tools.h"

#include <algorithm>
#include <cmath>

namespace diorama {

namespace {

// The node's content rectangle on screen (as the viewport outlines it), axis-aligned.
struct Box {
    Node* node;
    WorldBox box;
    float centerX() const { return (box.minX + box.maxX) / 2; }
    float centerY() const { return (box.minY + box.maxY) / 2; }
};

Box screenBox(Node& n) { return {&n, WorldBox::of(n.nodeToWorldTransform(), Rect{{0, 0}, n.contentSize()})}; }

}  // namespace

std::vector<SetPropertiesCommand::Edit> alignEdits(Document& doc, AlignMode mode) {
    std::vector<Box> boxes;
    for (NodeId id : topmostOnly(doc, doc.selection().ids()))
        if (Node* n = doc.find(id); n && n->parent()) boxes.push_back(screenBox(*n));
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
        WorldBox all;
        for (const Box& b : boxes) all.unite(b.box);
        const Box bounds{nullptr, all};
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            const Box& b = boxes[i];
            switch (mode) {
            case AlignMode::Left: deltas[i] = {all.minX - b.box.minX, 0}; break;
            case AlignMode::CenterX: deltas[i] = {bounds.centerX() - b.centerX(), 0}; break;
            case AlignMode::Right: deltas[i] = {all.maxX - b.box.maxX, 0}; break;
            case AlignMode::Top: deltas[i] = {0, all.maxY - b.box.maxY}; break;
            case AlignMode::CenterY: deltas[i] = {0, bounds.centerY() - b.centerY()}; break;
            case AlignMode::Bottom: deltas[i] = {0, all.minY - b.box.minY}; break;
            default: break;
            }
        }
    }
    std::vector<SetPropertiesCommand::Edit> edits;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        if (deltas[i].x == 0 && deltas[i].y == 0) continue;
        Node& n = *boxes[i].node;
        const Vec2 local = n.position() + n.parent()->worldToChildrenTransform().applyToVector(deltas[i]);
        if (!std::isfinite(local.x) || !std::isfinite(local.y)) continue;
        edits.push_back(placeEdit(n.id(), n, local));
    }
    return edits;
}

}  // namespace diorama
