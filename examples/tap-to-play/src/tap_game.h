// One round of Tap the Star, as a component of the play scene: each tap on the star
// scores and sends it elsewhere; a countdown ends the round after five seconds.
#pragma once

#include <diorama/events/event_dispatcher.h>
#include <diorama/scene/component.h>

#include <functional>

namespace diorama {
class Director;
class Label;
class Node;
}  // namespace diorama

class TapGame : public diorama::Component {
public:
    static constexpr int kRoundSeconds = 5;
    TapGame(diorama::Director& director, std::function<void(int score)> onRoundOver)
        : Component("tapGame"), m_director(director), m_onRoundOver(std::move(onRoundOver)) {}

    void onEnter() override;
    int score() const { return m_score; }

private:
    void hit();
    void tick();

    diorama::Director& m_director;
    std::function<void(int)> m_onRoundOver;
    diorama::Node* m_star = nullptr;
    diorama::Label* m_scoreLabel = nullptr;
    diorama::Label* m_timeLabel = nullptr;
    diorama::ListenerHandle m_touch;
    int m_score = 0;
    int m_secondsLeft = kRoundSeconds;
    int m_nextSpot = 0;
};
