// CheckBox: cocos 3.17's ui::CheckBox (AbstractCheckButton) through the real dispatcher:
// a release while pressed toggles after the click callbacks, and each state's images as
// onPressStateChangedTo* shows them (the background's stretch + zoomScale for both
// background and cross while pressed, gray unless both disabled images exist).
#include "diorama/nodes/check_box.h"
#include "diorama/director/director.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace diorama;

namespace {

constexpr TextureHandle kBackground{21}, kCross{22}, kBackgroundSelected{23}, kBackgroundDisabled{24},
    kCrossDisabled{25};

TextureInfo image(TextureHandle h, int w, int hgt) { return TextureInfo{h, w, hgt, false, {}}; }

struct CheckBoxStage {
    Director director;
    CheckBox* box = nullptr;
    ListenerHandle listening;
    std::vector<std::string> heard;

    CheckBoxStage() {
        director.runSceneNow(std::make_unique<Scene>());
        auto& b = director.runningScene()->emplaceChild<CheckBox>();
        b.setTexture(image(kBackground, 20, 20));
        b.setContentSize({40, 40});  // stretch 2
        b.setAnchorPoint({0, 0});
        b.setPosition({100, 100});
        b.crossImage().load(image(kCross, 20, 20), "cross.png");
        b.addClickEventListener([this](Widget& w) {
            heard.push_back(std::string("click, selected ") +
                            (static_cast<CheckBox&>(w.widgetNode()).isSelected() ? "yes" : "no"));
        });
        b.addEventListener([this](CheckBox&, bool selected) { heard.push_back(selected ? "selected" : "unselected"); });
        box = &b;
        listening = listenForTouches(director.eventDispatcher(), b);
    }
    void tap(Vec2 at) {
        EventTouch began(EventTouch::Code::Began, {Touch{0, at, at, at}});
        director.eventDispatcher().dispatchEvent(began);
        EventTouch ended(EventTouch::Code::Ended, {Touch{0, at, at, at}});
        director.eventDispatcher().dispatchEvent(ended);
    }
    std::vector<TextureHandle> drawn() {
        RenderQueue queue;
        NodeTraversal::visit(*director.runningScene(), queue);
        std::vector<TextureHandle> out;
        for (const DrawCommand& c : queue.commands()) out.push_back(c.texture);
        return out;
    }
};

}  // namespace

TEST(CheckBox, AClickTogglesAfterTheClickCallbacksAndReportsTheNewState) {
    CheckBoxStage s;
    s.tap({110, 110});
    EXPECT_TRUE(s.box->isSelected());
    s.tap({110, 110});
    EXPECT_FALSE(s.box->isSelected());
    EXPECT_EQ(s.heard,
              (std::vector<std::string>{"click, selected no", "selected", "click, selected yes", "unselected"}));
    s.tap({300, 300});  // outside: nothing
    EXPECT_EQ(s.heard.size(), 4u);
}

TEST(CheckBox, TheCrossShowsOverTheBackgroundOnlyWhileSelected) {
    CheckBoxStage s;
    EXPECT_EQ(s.drawn(), std::vector<TextureHandle>{kBackground});
    s.box->setSelected(true);
    EXPECT_EQ(s.drawn(), (std::vector<TextureHandle>{kBackground, kCross}));
}

TEST(CheckBox, PressedWithoutASelectedBackgroundBothTakeTheBackgroundsStretchPlusZoomScale) {
    CheckBoxStage s;
    s.box->setSelected(true);
    s.box->crossImage().load(image(kCross, 10, 10), "small-cross.png");  // half the background's size
    s.box->setHighlighted(true);
    const auto layers = s.box->layers();
    ASSERT_EQ(layers.size(), 2u);
    EXPECT_FLOAT_EQ(layers[0].zoom.x, 2.1f / 2.0f);  // 20 x 2.1 = 42 over the 40 of the content
    // The cross too is scaled 2.1: 10 x 2.1 = 21, i.e. 21/40 of the content it is stretched over.
    EXPECT_FLOAT_EQ(layers[1].zoom.x, 21.0f / 40.0f);

    s.box->backgroundSelectedImage().load(image(kBackgroundSelected, 20, 20), "down.png");
    EXPECT_EQ(s.drawn(), (std::vector<TextureHandle>{kBackgroundSelected, kCross}));
    EXPECT_FLOAT_EQ(s.box->layers()[0].zoom.x, 1.0f);
}

TEST(CheckBox, DisabledItIsGrayUnlessBothDisabledImagesExistAndTheCrossIsTheDisabledOne) {
    CheckBoxStage s;
    s.box->setSelected(true);
    s.box->setEnabled(false);
    auto layers = s.box->layers();
    ASSERT_EQ(layers.size(), 1u);  // cocos hides the cross and has no disabled one to show
    EXPECT_TRUE(layers[0].gray);
    s.tap({110, 110});
    EXPECT_TRUE(s.heard.empty());

    s.box->crossDisabledImage().load(image(kCrossDisabled, 20, 20), "cross-off.png");
    layers = s.box->layers();
    ASSERT_EQ(layers.size(), 2u);
    EXPECT_TRUE(layers[0].gray);   // only one disabled image: still gray
    EXPECT_FALSE(layers[1].gray);  // the disabled cross in its own colours
    s.box->backgroundDisabledImage().load(image(kBackgroundDisabled, 20, 20), "off.png");
    EXPECT_EQ(s.drawn(), (std::vector<TextureHandle>{kBackgroundDisabled, kCrossDisabled}));
    EXPECT_FALSE(s.box->layers()[0].gray);
}
