#include "diorama/player/design_resolution.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace diorama {

namespace {
constexpr std::array<std::pair<ResolutionPolicy, std::string_view>, 5> kNames{{
    {ResolutionPolicy::ExactFit, "exact-fit"},
    {ResolutionPolicy::NoBorder, "no-border"},
    {ResolutionPolicy::ShowAll, "show-all"},
    {ResolutionPolicy::FixedHeight, "fixed-height"},
    {ResolutionPolicy::FixedWidth, "fixed-width"},
}};
}  // namespace

std::optional<ResolutionPolicy> resolutionPolicyFromName(std::string_view name) {
    for (const auto& [policy, text] : kNames)
        if (text == name) return policy;
    return std::nullopt;
}

std::string_view resolutionPolicyName(ResolutionPolicy policy) {
    for (const auto& [p, text] : kNames)
        if (p == policy) return text;
    return "show-all";
}

DesignResolution computeDesignResolution(Size design, Size frame, ResolutionPolicy policy) {
    DesignResolution r;
    r.policy = policy;
    r.frame = frame;
    r.design = design;
    r.viewport = {{0, 0}, frame};
    if (frame.width <= 0 || frame.height <= 0 || design.width <= 0 || design.height <= 0) return r;
    // Single-precision float throughout, in cocos' order, so that results match it bit for bit.
    r.scaleX = frame.width / design.width;
    r.scaleY = frame.height / design.height;
    switch (policy) {
    case ResolutionPolicy::NoBorder: r.scaleX = r.scaleY = std::max(r.scaleX, r.scaleY); break;
    case ResolutionPolicy::ShowAll: r.scaleX = r.scaleY = std::min(r.scaleX, r.scaleY); break;
    case ResolutionPolicy::FixedHeight:
        r.scaleX = r.scaleY;
        r.design.width = std::ceil(frame.width / r.scaleX);
        break;
    case ResolutionPolicy::FixedWidth:
        r.scaleY = r.scaleX;
        r.design.height = std::ceil(frame.height / r.scaleY);
        break;
    case ResolutionPolicy::ExactFit: break;
    }
    const float viewportW = r.design.width * r.scaleX;
    const float viewportH = r.design.height * r.scaleY;
    r.viewport = {{(frame.width - viewportW) / 2, (frame.height - viewportH) / 2}, {viewportW, viewportH}};
    return r;
}

Rect DesignResolution::visibleRect() const {
    if (policy != ResolutionPolicy::NoBorder) return {{0, 0}, design};
    const Size visible{frame.width / scaleX, frame.height / scaleY};
    return {{(design.width - visible.width) / 2, (design.height - visible.height) / 2}, visible};
}

Vec2 DesignResolution::frameToScene(Vec2 p) const {
    const float x = (p.x - viewport.origin.x) / scaleX;
    const float yDown = (p.y - viewport.origin.y) / scaleY;
    return {x, design.height - yDown};
}

Vec2 DesignResolution::sceneToFrame(Vec2 s) const {
    return {s.x * scaleX + viewport.origin.x, (design.height - s.y) * scaleY + viewport.origin.y};
}

}  // namespace diorama
