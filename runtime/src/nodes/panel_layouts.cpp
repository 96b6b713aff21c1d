// cocos 3.17's LinearVertical/LinearHorizontal/RelativeLayoutManager, over every child,
// with the same float arithmetic in the same order.
#include "diorama/nodes/panel.h"
#include "diorama/scene/layout_parameter.h"

#include <vector>

namespace diorama {

namespace {

using Gravity = LayoutParameter::Gravity;
using Align = LayoutParameter::Align;

// cocos' Widget boundaries: the bounding box in the parent.
struct Boundaries {
    float left, bottom, right, top;
    Size size;
};

Boundaries boundariesOf(const Node& node) {
    const Rect box = node.boundingBox();
    return {box.origin.x, box.origin.y, box.origin.x + box.size.width, box.origin.y + box.size.height, box.size};
}

}  // namespace

void layoutLinearVertical(Size size, const std::vector<std::unique_ptr<Node>>& children) {
    float top = size.height;
    for (const auto& slot : children) {
        Node& child = *slot;
        const LayoutParameter::Values p = LayoutParameter::valuesOf(child);
        const Vec2 ap = child.anchorPoint();
        const Size cs = child.boundingBox().size;
        float x = ap.x * cs.width;
        float y = top - (1.0f - ap.y) * cs.height;
        if (p.gravity == Gravity::Right)
            x = size.width - (1.0f - ap.x) * cs.width;
        else if (p.gravity == Gravity::CenterHorizontal)
            x = size.width / 2.0f - cs.width * (0.5f - ap.x);
        x += p.margin.left;
        y -= p.margin.top;
        child.setPosition({x, y});
        top = child.position().y - child.anchorPoint().y * child.boundingBox().size.height - p.margin.bottom;
    }
}

void layoutLinearHorizontal(Size size, const std::vector<std::unique_ptr<Node>>& children) {
    float left = 0.0f;
    for (const auto& slot : children) {
        Node& child = *slot;
        const LayoutParameter::Values p = LayoutParameter::valuesOf(child);
        const Vec2 ap = child.anchorPoint();
        const Size cs = child.boundingBox().size;
        float x = left + ap.x * cs.width;
        float y = size.height - (1.0f - ap.y) * cs.height;
        if (p.gravity == Gravity::Bottom)
            y = ap.y * cs.height;
        else if (p.gravity == Gravity::CenterVertical)
            y = size.height / 2.0f - cs.height * (0.5f - ap.y);
        x += p.margin.left;
        y -= p.margin.top;
        child.setPosition({x, y});
        left = boundariesOf(child).right + p.margin.right;
    }
}

namespace {

// Where the parent's nine places put a child of anchor `ap` and box size `cs`.
Vec2 inParent(Align align, Size size, Vec2 ap, Size cs) {
    const float left = ap.x * cs.width, right = size.width - (1.0f - ap.x) * cs.width;
    const float centreX = size.width * 0.5f - cs.width * (0.5f - ap.x);
    const float top = size.height - (1.0f - ap.y) * cs.height, bottom = ap.y * cs.height;
    const float centreY = size.height * 0.5f - cs.height * (0.5f - ap.y);
    switch (align) {
    case Align::ParentTopCenterHorizontal: return {centreX, top};
    case Align::ParentTopRight: return {right, top};
    case Align::ParentLeftCenterVertical: return {left, centreY};
    case Align::CenterInParent: return {centreX, centreY};
    case Align::ParentRightCenterVertical: return {right, centreY};
    case Align::ParentLeftBottom: return {left, bottom};
    case Align::ParentBottomCenterHorizontal: return {centreX, bottom};
    case Align::ParentRightBottom: return {right, bottom};
    default: return {left, top};  // None, ParentTopLeft
    }
}

// Where an align beside `r` (the relative node's boundaries) puts the child.
Vec2 besideSibling(Align align, const Boundaries& r, Vec2 ap, Size cs) {
    const float aboveY = r.top + ap.y * cs.height, belowY = r.bottom - (1.0f - ap.y) * cs.height;
    const float leftOfX = r.left - (1.0f - ap.x) * cs.width, rightOfX = r.right + ap.x * cs.width;
    const float alignLeftX = r.left + ap.x * cs.width, alignRightX = r.right - (1.0f - ap.x) * cs.width;
    const float alignTopY = r.top - (1.0f - ap.y) * cs.height, alignBottomY = r.bottom + ap.y * cs.height;
    const float centreX = r.left + r.size.width * 0.5f + ap.x * cs.width - cs.width * 0.5f;
    const float centreY = r.bottom + r.size.height * 0.5f + ap.y * cs.height - cs.height * 0.5f;
    switch (align) {
    case Align::AboveLeftAlign: return {alignLeftX, aboveY};
    case Align::AboveCenter: return {centreX, aboveY};
    case Align::AboveRightAlign: return {alignRightX, aboveY};
    case Align::LeftOfTopAlign: return {leftOfX, alignTopY};
    case Align::LeftOfCenter: return {leftOfX, centreY};
    case Align::LeftOfBottomAlign: return {leftOfX, alignBottomY};
    case Align::RightOfTopAlign: return {rightOfX, alignTopY};
    case Align::RightOfCenter: return {rightOfX, centreY};
    case Align::RightOfBottomAlign: return {rightOfX, alignBottomY};
    case Align::BelowLeftAlign: return {alignLeftX, belowY};
    case Align::BelowCenter: return {centreX, belowY};
    case Align::BelowRightAlign: return {alignRightX, belowY};
    default: return {0.0f, 0.0f};
    }
}

// calculateFinalPositionWithRelativeAlign: the margins on the sides the align holds to.
Vec2 withMargin(Align align, Vec2 at, const LayoutParameter::Margin& m) {
    switch (align) {
    case Align::None:
    case Align::ParentTopLeft: return {at.x + m.left, at.y - m.top};
    case Align::ParentTopCenterHorizontal: return {at.x, at.y - m.top};
    case Align::ParentTopRight: return {at.x - m.right, at.y - m.top};
    case Align::ParentLeftCenterVertical: return {at.x + m.left, at.y};
    case Align::CenterInParent: return at;
    case Align::ParentRightCenterVertical: return {at.x - m.right, at.y};
    case Align::ParentLeftBottom: return {at.x + m.left, at.y + m.bottom};
    case Align::ParentBottomCenterHorizontal: return {at.x, at.y + m.bottom};
    case Align::ParentRightBottom: return {at.x - m.right, at.y + m.bottom};
    case Align::AboveLeftAlign: return {at.x + m.left, at.y + m.bottom};
    case Align::AboveCenter: return {at.x, at.y + m.bottom};
    case Align::AboveRightAlign: return {at.x - m.right, at.y + m.bottom};
    case Align::LeftOfTopAlign: return {at.x - m.right, at.y - m.top};
    case Align::LeftOfCenter: return {at.x - m.right, at.y};
    case Align::LeftOfBottomAlign: return {at.x - m.right, at.y + m.bottom};
    case Align::RightOfTopAlign: return {at.x + m.left, at.y - m.top};
    case Align::RightOfCenter: return {at.x + m.left, at.y};
    case Align::RightOfBottomAlign: return {at.x + m.left, at.y + m.bottom};
    case Align::BelowLeftAlign: return {at.x + m.left, at.y - m.top};
    case Align::BelowCenter: return {at.x, at.y - m.top};
    case Align::BelowRightAlign: return {at.x - m.right, at.y - m.top};
    }
    return at;
}

}  // namespace

// A child placed beside a sibling waits until that sibling is placed; cocos makes as many
// passes as there are children, so a chain in any order settles and a cycle, or a child
// after the last pass, stays where it was. A name no sibling has places the child at
// (0, 0) plus its margins, as cocos does.
void layoutRelative(Size size, const std::vector<std::unique_ptr<Node>>& children) {
    std::vector<LayoutParameter::Values> parameters;
    parameters.reserve(children.size());
    for (const auto& child : children) parameters.push_back(LayoutParameter::valuesOf(*child));
    std::vector<bool> placed(children.size(), false);
    for (std::size_t pass = 0; pass < children.size(); ++pass)
        for (std::size_t i = 0; i < children.size(); ++i) {
            if (placed[i]) continue;
            Node& child = *children[i];
            const LayoutParameter::Values& p = parameters[i];
            const Vec2 ap = child.anchorPoint();
            const Size cs = child.boundingBox().size;
            Vec2 at{0.0f, 0.0f};
            if (p.align < Align::AboveLeftAlign) {
                at = inParent(p.align, size, ap, cs);
            } else if (!p.relativeToName.empty()) {
                std::size_t r = 0;
                while (r < children.size() && parameters[r].relativeName != p.relativeToName) ++r;
                if (r < children.size()) {
                    if (!placed[r]) continue;
                    at = besideSibling(p.align, boundariesOf(*children[r]), ap, cs);
                }
            }
            child.setPosition(withMargin(p.align, at, p.margin));
            placed[i] = true;
        }
}

}  // namespace diorama
