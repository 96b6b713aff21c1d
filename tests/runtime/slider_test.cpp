// Slider: cocos 3.17's ui::Slider through the real dispatcher. The numbers are worked out
// from UISlider.cpp: the ball's centre at (width * percent / maxPercent, height / 2), the
// progress bar cut to that fraction of its image, the percent of a touch truncated towards
// zero before the clamp, moves that keep the pressed look wherever they go, and the events
// in cocos' order.
#include "diorama/nodes/slider.h"
#include "diorama/director/director.h"
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "diorama/types/builtin_types.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace diorama;

namespace {

constexpr TextureHandle kBar{31}, kProgress{32}, kBall{33}, kBallPressed{34}, kBallDisabled{35};

TextureInfo image(TextureHandle h, int w, int hgt) { return TextureInfo{h, w, hgt, false, {}}; }

struct SliderStage {
    Director director;
    Slider* slider = nullptr;
    ListenerHandle listening;
    std::vector<std::string> heard;

    SliderStage() {
        director.runSceneNow(std::make_unique<Scene>());
        auto& s = director.runningScene()->emplaceChild<Slider>();
        s.setTexture(image(kBar, 50, 10));
        s.setContentSize({200, 20});  // the bar stretched 4 x 2
        s.setAnchorPoint({0, 0});
        s.setPosition({100, 100});
        s.progressBarImage().load(image(kProgress, 50, 10), "progress.png");
        s.ballNormalImage().load(image(kBall, 16, 16), "ball.png");
        s.addClickEventListener([this](Widget&) { heard.push_back("click"); });
        s.addEventListener([this](Slider& x, Slider::EventType type) {
            const char* names[] = {"changed", "down", "up", "cancel"};
            heard.push_back(std::string(names[int(type)]) + " " + std::to_string(x.percent()));
        });
        slider = &s;
        listening = listenForTouches(director.eventDispatcher(), s);
    }
    void touch(EventTouch::Code code, Vec2 at) {
        EventTouch event(code, {Touch{0, at, at, at}});
        director.eventDispatcher().dispatchEvent(event);
    }
    struct Drawn {
        TextureHandle texture;
        ShaderEffect effect;
        Rect box;  // of the command's first quad
        float uRight;
        float right;  // of all its quads
    };
    std::vector<Drawn> drawn() {
        RenderQueue queue;
        NodeTraversal::visit(*director.runningScene(), queue);
        std::vector<Drawn> out;
        for (const DrawCommand& c : queue.commands()) {
            const QuadVertex* v = &queue.vertices()[c.firstQuad * 4];
            float minX = v[0].position.x, minY = v[0].position.y, maxX = minX, maxY = minY, u = v[0].uv.x;
            for (int i = 1; i < 4; ++i) {
                minX = std::min(minX, v[i].position.x), maxX = std::max(maxX, v[i].position.x);
                minY = std::min(minY, v[i].position.y), maxY = std::max(maxY, v[i].position.y);
                u = std::max(u, v[i].uv.x);
            }
            float right = maxX;
            for (std::uint32_t i = 0; i < c.quadCount * 4; ++i) right = std::max(right, v[i].position.x);
            out.push_back({c.texture, c.effect, {{minX, minY}, {maxX - minX, maxY - minY}}, u, right});
        }
        return out;
    }
};

}  // namespace

TEST(Slider, DrawsTheBarTheProgressCutAtThePercentAndTheBallCentredThere) {
    SliderStage s;
    s.slider->setPercent(30);
    const auto d = s.drawn();
    ASSERT_EQ(d.size(), 3u);
    EXPECT_EQ(d[0].texture, kBar);
    EXPECT_EQ(d[0].box, (Rect{{100, 100}, {200, 20}}));
    EXPECT_EQ(d[1].texture, kProgress);
    EXPECT_EQ(d[1].box, (Rect{{100, 100}, {60, 20}}));  // 200 x 0.3, stretched like the bar
    EXPECT_FLOAT_EQ(d[1].uRight, 0.3f);                 // the left 30 % of the image
    EXPECT_EQ(d[2].texture, kBall);
    EXPECT_EQ(d[2].box, (Rect{{152, 102}, {16, 16}}));  // centred on (160, 110), at its own size
}

TEST(Slider, PercentIsClampedToMaxPercentWhichPlacesTheBall) {
    SliderStage s;
    s.slider->setPercent(150);
    EXPECT_EQ(s.slider->percent(), 100);
    s.slider->setPercent(-3);
    EXPECT_EQ(s.slider->percent(), 0);
    s.slider->setMaxPercent(200);
    s.slider->setPercent(150);
    EXPECT_EQ(s.slider->percent(), 150);
    EXPECT_EQ(s.slider->ballCentre(), (Vec2{150, 10}));  // 200 x 150 / 200
    EXPECT_EQ(s.drawn()[1].box.size.width, 150.0f);
}

TEST(Slider, ADragSetsTheTruncatedPercentStaysPressedOutsideAndReportsInCocosOrder) {
    SliderStage s;
    s.touch(EventTouch::Code::Began, {173.9f, 110});  // 73.9 / 200 x 100 = 36.95 -> 36
    EXPECT_EQ(s.slider->percent(), 36);
    EXPECT_EQ(s.slider->state(), Widget::State::Pressed);
    s.touch(EventTouch::Code::Moved, {350, 300});  // far outside: 125 -> 100, still pressed
    EXPECT_EQ(s.slider->percent(), 100);
    EXPECT_EQ(s.slider->state(), Widget::State::Pressed);
    s.touch(EventTouch::Code::Moved, {99, 110});  // -0.5 truncates to 0
    EXPECT_EQ(s.slider->percent(), 0);
    s.touch(EventTouch::Code::Moved, {101.99f, 110});  // 0.995 truncates to 0
    EXPECT_EQ(s.slider->percent(), 0);
    s.touch(EventTouch::Code::Moved, {151, 110});
    s.touch(EventTouch::Code::Ended, {151, 110});
    EXPECT_EQ(s.slider->state(), Widget::State::Normal);
    EXPECT_EQ(s.heard, (std::vector<std::string>{"down 36", "changed 100", "changed 0", "changed 0", "changed 25",
                                                 "click", "changed 25", "up 25"}));
}

TEST(Slider, TheBallBeyondTheBarIsTouchableButNotTheSpaceAroundIt) {
    SliderStage s;
    s.slider->setPercent(100);  // the ball spans x 292..308, y 102..118
    s.touch(EventTouch::Code::Began, {310, 110});
    EXPECT_EQ(s.slider->state(), Widget::State::Normal);
    s.touch(EventTouch::Code::Began, {305, 125});
    EXPECT_EQ(s.slider->state(), Widget::State::Normal);
    s.touch(EventTouch::Code::Began, {305, 110});
    EXPECT_EQ(s.slider->state(), Widget::State::Pressed);
    EXPECT_EQ(s.slider->percent(), 100);  // 102.5 clamped
}

TEST(Slider, APressedBallZoomsWithoutAPressedImageAndADisabledOneIsGray) {
    SliderStage s;
    s.slider->setPercent(50);  // centre (200, 110)
    s.touch(EventTouch::Code::Began, {200, 110});
    auto d = s.drawn();
    EXPECT_EQ(d[2].texture, kBall);
    EXPECT_FLOAT_EQ(d[2].box.size.width, 17.6f);  // 16 x (1 + 0.1)
    EXPECT_FLOAT_EQ(d[2].box.origin.x, 191.2f);
    s.touch(EventTouch::Code::Ended, {200, 110});

    s.slider->ballPressedImage().load(image(kBallPressed, 20, 20), "pressed.png");
    s.touch(EventTouch::Code::Began, {200, 110});
    d = s.drawn();
    EXPECT_EQ(d[2].texture, kBallPressed);
    EXPECT_EQ(d[2].box, (Rect{{190, 100}, {20, 20}}));
    s.touch(EventTouch::Code::Cancelled, {200, 110});
    EXPECT_EQ(s.heard.back(), "cancel 50");

    s.slider->setEnabled(false);
    d = s.drawn();
    EXPECT_EQ(d[2].texture, kBall);
    EXPECT_EQ(d[2].effect, ShaderEffect::Gray);
    EXPECT_EQ(d[0].effect, ShaderEffect::None);  // cocos grays only the ball
    s.slider->ballDisabledImage().load(image(kBallDisabled, 16, 16), "disabled.png");
    d = s.drawn();
    EXPECT_EQ(d[2].texture, kBallDisabled);
    EXPECT_EQ(d[2].effect, ShaderEffect::None);
    const std::size_t before = s.heard.size();
    s.touch(EventTouch::Code::Began, {200, 110});  // disabled: not claimed
    EXPECT_EQ(s.heard.size(), before);
    EXPECT_EQ(s.slider->percent(), 50);
}

TEST(Slider, SlicedTheProgressBarsOwnWidthIsCut) {
    SliderStage s;
    s.slider->setScale9Enabled(true);
    s.slider->setPercent(30);
    float progressRight = 0.0f;
    for (const auto& d : s.drawn())
        if (d.texture == kProgress) progressRight = std::max(progressRight, d.right);
    EXPECT_FLOAT_EQ(progressRight, 160.0f);
    s.slider->setPercent(0);
    for (const auto& d : s.drawn()) EXPECT_NE(d.texture, kProgress);
}

// A scene file applies maxPercent before percent, so a percent above it loads clamped. An
// edit of maxPercent below the percent clamps it at once, so that what the editor shows
// is what the saved file loads (cocos' own setMaxPercent keeps the percent, as the runtime
// API does).
TEST(Slider, LoweringMaxPercentThroughItsPropertyClampsThePercentAsTheFileWouldLoad) {
    Slider slider;
    slider.setPercent(100);
    slider.setMaxPercent(50);
    EXPECT_EQ(slider.percent(), 100);  // the API keeps cocos' behaviour
    PropertyContext context;
    const NodeType& type = *builtinNodeTypes().find("Slider");
    EXPECT_EQ(type.find("maxPercent")->set(slider, 40, context), "");
    EXPECT_EQ(slider.percent(), 40);
    EXPECT_EQ(type.find("maxPercent")->links.keys, std::vector<std::string>{"percent"});  // undo puts it back
}
