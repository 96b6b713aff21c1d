#include "diorama/nodes/page_view_indicator.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"
#include "diorama/render/texture_store.h"

#include <algorithm>
#include <cmath>

namespace diorama {

namespace {

constexpr float kDotSide = float(TextureStore::kCircleSide);

}  // namespace

std::vector<Vec2> PageViewIndicator::dotCentres(const Settings& settings, Size view, int pages, bool horizontal) {
    std::vector<Vec2> centres;
    if (pages <= 0) return centres;
    const Vec2 origin{view.width * settings.positionAsAnchorPoint.x, view.height * settings.positionAsAnchorPoint.y};
    // cocos' float arithmetic, in its order: the running value steps by size + space.
    const float total = kDotSide * float(pages) + settings.space * float(pages - 1);
    float along = -(total / 2) + (kDotSide / 2);
    centres.reserve(std::size_t(pages));
    for (int k = 0; k < pages; ++k) {
        const Vec2 local = horizontal ? Vec2{along, kDotSide / 2.0f} : Vec2{kDotSide / 2.0f, -along};
        centres.push_back(origin + local);
        along += kDotSide + settings.space;
    }
    return centres;
}

Rect PageViewIndicator::bounds(const Settings& settings, Size view, int pages, bool horizontal) {
    const std::vector<Vec2> centres = dotCentres(settings, view, pages, horizontal);
    if (centres.empty()) return {};
    const float half = kDotSide / 2.0f * std::fabs(settings.indexNodesScale);
    float left = centres.front().x, right = left, bottom = centres.front().y, top = bottom;
    for (const Vec2& c : centres) {
        left = std::min(left, c.x), right = std::max(right, c.x);
        bottom = std::min(bottom, c.y), top = std::max(top, c.y);
    }
    return {{left - half, bottom - half}, {right - left + 2 * half, top - bottom + 2 * half}};
}

void PageViewIndicator::draw(RenderQueue& queue, const Node& owner, const AffineTransform& world,
                             const Settings& settings, Size view, int pages, bool horizontal, int current) {
    const std::vector<Vec2> centres = dotCentres(settings, view, pages, horizontal);
    if (centres.empty()) return;
    const bool marked = current >= 0 && current < pages;
    // A negative scale flips the image, which a disc does not show.
    const float half = kDotSide / 2.0f * std::fabs(settings.indexNodesScale);
    auto dot = [half](Vec2 c) { return Rect{{c.x - half, c.y - half}, {2 * half, 2 * half}}; };
    const Color3B index = settings.indexNodesColor, selected = settings.selectedColor;
    QuadVertex* out = queue.addQuads(owner, owner.globalZOrder(), TextureStore::kCircle, BlendMode::Alpha,
                                     centres.size() + (marked ? 1 : 0));
    for (const Vec2& c : centres) {
        writeQuad(out, world, dot(c), {0.0f, 0.0f}, {1.0f, 1.0f},
                  Color4B{index.r, index.g, index.b, std::uint8_t(kIndexNodesOpacity)});
        out += 4;
    }
    if (marked)
        writeQuad(out, world, dot(centres[std::size_t(current)]), {0.0f, 0.0f}, {1.0f, 1.0f},
                  Color4B{selected.r, selected.g, selected.b, 255});
}

}  // namespace diorama
