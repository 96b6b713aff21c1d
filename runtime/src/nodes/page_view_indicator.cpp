#include "diorama/nodes/page_view_indicator.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"
#include "diorama/render/texture_store.h"

#include <algorithm>
#include <cmath>

namespace diorama {

std::vector<Vec2> PageViewIndicator::dotCentres(const Settings& settings, const Dot& dot, Size view, int pages,
                                                bool horizontal) {
    std::vector<Vec2> centres;
    if (pages <= 0) return centres;
    const Vec2 origin{view.width * settings.positionAsAnchorPoint.x, view.height * settings.positionAsAnchorPoint.y};
    // cocos' float arithmetic, in its order: the running value steps by size + space.
    const float side = horizontal ? dot.size.width : dot.size.height;
    const float total = side * float(pages) + settings.space * float(pages - 1);
    float along = -(total / 2) + (side / 2);
    centres.reserve(std::size_t(pages));
    for (int k = 0; k < pages; ++k) {
        const Vec2 local = horizontal ? Vec2{along, dot.size.height / 2.0f} : Vec2{dot.size.width / 2.0f, -along};
        centres.push_back(origin + local);
        along += side + settings.space;
    }
    return centres;
}

Rect PageViewIndicator::bounds(const Settings& settings, const Dot& dot, Size view, int pages, bool horizontal) {
    const std::vector<Vec2> centres = dotCentres(settings, dot, view, pages, horizontal);
    if (centres.empty()) return {};
    const float scale = std::fabs(settings.indexNodesScale);
    const Vec2 half{dot.size.width / 2.0f * scale, dot.size.height / 2.0f * scale};
    float left = centres.front().x, right = left, bottom = centres.front().y, top = bottom;
    for (const Vec2& c : centres) {
        left = std::min(left, c.x), right = std::max(right, c.x);
        bottom = std::min(bottom, c.y), top = std::max(top, c.y);
    }
    return {{left - half.x, bottom - half.y}, {right - left + 2 * half.x, top - bottom + 2 * half.y}};
}

void PageViewIndicator::draw(RenderQueue& queue, const Node& owner, const AffineTransform& world,
                             const Settings& settings, const Dot& dot, Size view, int pages, bool horizontal,
                             int current) {
    const std::vector<Vec2> centres = dotCentres(settings, dot, view, pages, horizontal);
    if (centres.empty()) return;
    const bool marked = current >= 0 && current < pages;
    // A dot is scaled about its centre; a negative scale flips its image.
    const float scale = settings.indexNodesScale;
    const Vec2 half{dot.size.width / 2.0f * std::fabs(scale), dot.size.height / 2.0f * std::fabs(scale)};
    const Vec2 uvMin{scale < 0 ? dot.uvMax.x : dot.uvMin.x, scale < 0 ? dot.uvMax.y : dot.uvMin.y};
    const Vec2 uvMax{scale < 0 ? dot.uvMin.x : dot.uvMax.x, scale < 0 ? dot.uvMin.y : dot.uvMax.y};
    auto quad = [half](Vec2 c) { return Rect{{c.x - half.x, c.y - half.y}, {2 * half.x, 2 * half.y}}; };
    const Color3B index = settings.indexNodesColor, selected = settings.selectedColor;
    QuadVertex* out =
        queue.addQuads(owner, owner.globalZOrder(), dot.texture, BlendMode::Alpha, centres.size() + (marked ? 1 : 0));
    for (const Vec2& c : centres) {
        writeQuad(out, world, quad(c), uvMin, uvMax,
                  Color4B{index.r, index.g, index.b, std::uint8_t(kIndexNodesOpacity)});
        out += 4;
    }
    if (marked)
        writeQuad(out, world, quad(centres[std::size_t(current)]), uvMin, uvMax,
                  Color4B{selected.r, selected.g, selected.b, 255});
}

}  // namespace diorama
