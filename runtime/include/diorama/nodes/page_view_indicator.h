// cocos2d-x 3.17's ui::PageViewIndicator, the row of dots a PageView shows when its
// indicator is enabled: one dot per page in the index nodes' colour at opacity
// 76 (cocos' 255 * 0.3f, truncated), and the current page's dot over it in the selected
// colour, fully opaque. Each dot is cocos' built-in circle image, 32 x 32, or the image
// given for every dot, drawn at the index nodes' scale about its centre.
//
// Placement (cocos' PageViewIndicator::rearrange): the indicator sits at
// positionAsAnchorPoint times the view's size. Along the direction the dots are spaced
// by the unscaled dot size d plus `space`, centred on the indicator: the k-th of n is at
// -(dn + space(n - 1))/2 + d/2 + k(d + space). Across it they sit half a dot up
// (horizontal), or half a dot right and from the top down (vertical). The current dot
// sits on the dot of the page nearest the view's centre.
//
// The indicator is not a node here. cocos makes it a protected child at z 10000, so it
// shows over the pages and the scroll bars, inside the clip; here it is one command of
// quads drawn after them. Its colours do not cascade from the view: cocos' indicator
// node cascades nothing to its dots. Differences, in docs/runtime.md: cocos forgets
// settings made while the indicator is off and makes a new one with defaults when it is
// turned on; here the settings stay.
#pragma once

#include "diorama/math/color.h"
#include "diorama/math/geometry.h"
#include "diorama/render/texture_store.h"

#include <vector>

namespace diorama {

class Node;
class RenderQueue;

class PageViewIndicator {
public:
    static constexpr float kDefaultSpace = 23.0f;  // cocos' SPACE_BETWEEN_INDEX_NODES_DEFAULT
    static constexpr Color3B kDefaultSelectedColor{100, 100, 255};
    static constexpr Color3B kDefaultIndexNodesColor{255, 255, 255};
    static constexpr int kIndexNodesOpacity = 76;
    static constexpr Vec2 kHorizontalAnchor{0.5f, 0.1f};
    static constexpr Vec2 kVerticalAnchor{0.1f, 0.5f};

    struct Settings {
        bool enabled = false;
        Vec2 positionAsAnchorPoint = kHorizontalAnchor;
        float space = kDefaultSpace;
        Color3B selectedColor = kDefaultSelectedColor;
        Color3B indexNodesColor = kDefaultIndexNodesColor;
        float indexNodesScale = 1.0f;
    };

    // What a dot is drawn with: cocos' circle, or the image setIndexNodesTexture gave
    // every dot, the current one too. Its size spaces the dots.
    struct Dot {
        TextureHandle texture = TextureStore::kCircle;
        Size size{float(TextureStore::kCircleSide), float(TextureStore::kCircleSide)};
        Vec2 uvMin{0.0f, 0.0f}, uvMax{1.0f, 1.0f};
    };

    // The dots' centres in the view's space, for `pages` pages, laid out along x
    // (`horizontal`) or down y.
    static std::vector<Vec2> dotCentres(const Settings& settings, const Dot& dot, Size view, int pages,
                                        bool horizontal);

    // Emits the dots and the current one (when `current` names a page) as `owner`'s quads
    // in the view's `world` space.
    static void draw(RenderQueue& queue, const Node& owner, const AffineTransform& world, const Settings& settings,
                     const Dot& dot, Size view, int pages, bool horizontal, int current);
    // The box the dots can cover, in the view's space (empty with no pages).
    static Rect bounds(const Settings& settings, const Dot& dot, Size view, int pages, bool horizontal);
};

}  // namespace diorama
