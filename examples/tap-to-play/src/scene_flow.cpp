#include "scene_flow.h"

#include "tap_game.h"

#include <diorama/events/event_dispatcher.h>
#include <diorama/events/event_listener.h>
#include <diorama/nodes/label.h>
#include <diorama/player/key_code.h>

#include <iostream>
#include <vector>

namespace {
// Listener handles that live as long as their scene.
class SceneInput : public diorama::Component {
public:
    SceneInput() : Component("sceneInput") {}
    std::vector<diorama::ListenerHandle> handles;
};
}  // namespace

void SceneFlow::onAnyTapOrKey(diorama::Scene& scene, std::function<void()> next) {
    auto input = std::make_unique<SceneInput>();
    auto once = std::make_shared<bool>(false);
    auto go = [once, next] {
        if (*once) return;
        *once = true;
        next();
    };
    auto touch = std::make_shared<diorama::TouchOneByOneListener>();
    touch->onTouchBegan = [](const diorama::Touch&, diorama::EventTouch&) { return true; };
    touch->onTouchEnded = [go](const diorama::Touch&, diorama::EventTouch&) { go(); };
    input->handles.push_back(
        m_player.director().eventDispatcher().addEventListenerWithSceneGraphPriority(touch, scene));
    auto keys = std::make_shared<diorama::KeyboardListener>();
    keys->onKeyReleased = [go](int key, diorama::EventKeyboard&) {
        if (key == int(diorama::KeyCode::KEY_SPACE) || key == int(diorama::KeyCode::KEY_ENTER)) go();
    };
    input->handles.push_back(m_player.director().eventDispatcher().addEventListenerWithSceneGraphPriority(keys, scene));
    scene.addComponent(std::move(input));
}

std::unique_ptr<diorama::Scene> SceneFlow::title() {
    auto scene = m_player.loadScene(m_scenes / "title.scene.json");
    if (scene) onAnyTapOrKey(*scene, [this] { play(); });
    return scene;
}

void SceneFlow::play() {
    auto scene = m_player.loadScene(m_scenes / "play.scene.json");
    if (!scene) return m_player.quit();
    scene->addComponent(std::make_unique<TapGame>(m_player.director(), [this](int score) { gameOver(score); }));
    m_player.director().replaceScene(std::move(scene));
}

void SceneFlow::gameOver(int score) {
    // What a test (or a leaderboard) reads: one JSON line per round.
    std::cout << "{\"round\":\"over\",\"score\":" << score << "}" << std::endl;
    auto scene = m_player.loadScene(m_scenes / "game-over.scene.json");
    if (!scene) return m_player.quit();
    if (auto* label = dynamic_cast<diorama::Label*>(scene->childByName("score")))
        label->setText("Score: " + std::to_string(score));
    onAnyTapOrKey(*scene, [this] { play(); });
    m_player.director().replaceScene(std::move(scene));
}
