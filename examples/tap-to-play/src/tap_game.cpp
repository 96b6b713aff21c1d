#include "tap_game.h"

#include <diorama/actions/action.h>
#include <diorama/director/director.h>
#include <diorama/events/event_listener.h>
#include <diorama/events/hit_test.h>
#include <diorama/nodes/label.h>

#include <array>
#include <string>

namespace {
// Where the star goes after each hit, in turn (a fixed tour keeps scripted runs exact).
constexpr std::array<diorama::Vec2, 6> kSpots{{{200, 200}, {760, 460}, {300, 480}, {700, 180}, {480, 500}, {480, 320}}};
constexpr int kMoveTag = 10;
}  // namespace

void TapGame::onEnter() {
    diorama::Node& scene = *owner();
    m_star = scene.childByName("star");
    m_scoreLabel = dynamic_cast<diorama::Label*>(scene.childByName("score"));
    m_timeLabel = dynamic_cast<diorama::Label*>(scene.childByName("time"));
    if (!m_star || !m_scoreLabel || !m_timeLabel) return;  // the scene file lacks a part; nothing to play

    auto touch = std::make_shared<diorama::TouchOneByOneListener>();
    touch->onTouchBegan = [this](const diorama::Touch& t, diorama::EventTouch&) {
        if (!diorama::hitTest(*m_star, t.location)) return false;
        hit();
        return true;
    };
    m_touch = m_director.eventDispatcher().addEventListenerWithSceneGraphPriority(touch, *m_star);
    scene.schedule([this](float) { tick(); }, "countdown", 1.0f);
}

void TapGame::hit() {
    ++m_score;
    m_scoreLabel->setText("Score: " + std::to_string(m_score));
    const diorama::Vec2 next = kSpots[std::size_t(m_nextSpot++) % kSpots.size()];
    m_star->stopActionByTag(kMoveTag);
    auto move = std::make_unique<diorama::MoveTo>(0.15f, next);
    move->setTag(kMoveTag);
    m_star->runAction(std::move(move));
}

void TapGame::tick() {
    if (m_secondsLeft == 0) return;
    --m_secondsLeft;
    m_timeLabel->setText("Time: " + std::to_string(m_secondsLeft));
    if (m_secondsLeft == 0) {
        owner()->unschedule("countdown");
        m_touch.remove();
        m_onRoundOver(m_score);
    }
}
