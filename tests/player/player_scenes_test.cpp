// Scene files under the player's Director without a window: their triggers stay bound
// across pushScene / popScene, and a replaced scene takes its bindings with it.
#include "diorama/events/event_dispatcher.h"
#include "diorama/player/player.h"

#include <gtest/gtest.h>

namespace diorama {
namespace {

const std::filesystem::path kSource = DIORAMA_SOURCE_DIR;
const std::filesystem::path kActions = kSource / "projects/actions/actions.scene.json";
const std::filesystem::path kEvents = kSource / "projects/events/events.scene.json";

void tap(Director& director, Vec2 at) {
    director.queueEvent(std::make_unique<EventTouch>(EventTouch::Code::Began, std::vector<Touch>{{0, at, at, at}}));
    director.queueEvent(std::make_unique<EventTouch>(EventTouch::Code::Ended, std::vector<Touch>{{0, at, at, at}}));
}

// The coin's click trigger runs "collect" (tag 2), which ends by removing the coin.
bool coinCollected(const Node& scene) {
    const Node* coin = scene.childByName("coin");
    return !coin || coin->actionByTag(2) != nullptr;
}

TEST(PlayerScenes, TriggersOfAScenePushedOverStillWorkWhenItIsPoppedBackTo) {
    Player player({});
    auto actions = player.loadScene(kActions);
    ASSERT_TRUE(actions);
    Scene* first = actions.get();
    player.director().runWithScene(std::move(actions));
    player.director().mainLoop(1.0f / 60);
    ASSERT_TRUE(player.pushScene(kEvents));
    player.director().mainLoop(1.0f / 60);
    EXPECT_NE(player.director().runningScene(), first);
    player.popScene();
    player.director().mainLoop(1.0f / 60);
    ASSERT_EQ(player.director().runningScene(), first);
    EXPECT_FALSE(coinCollected(*first));
    tap(player.director(), {232, 340});  // on the coin, whatever its bob
    player.director().mainLoop(1.0f / 60);
    EXPECT_TRUE(coinCollected(*first));
}

TEST(PlayerScenes, AReplacedSceneTakesItsTriggersAlong) {
    Player player({});
    player.director().runWithScene(player.loadScene(kActions));
    player.director().mainLoop(1.0f / 60);
    // The box's custom trigger listens for "coin" with no node of its own: only the
    // scene's bindings can remove it.
    const auto coinListeners = [&] {
        return player.director().eventDispatcher().listenersInDispatchOrder("coin").size();
    };
    EXPECT_EQ(coinListeners(), 1u);
    ASSERT_TRUE(player.replaceScene(kActions));
    player.director().mainLoop(1.0f / 60);
    EXPECT_EQ(coinListeners(), 1u);
    player.director().eventDispatcher().dispatchCustomEvent("coin");  // reaches the live scene only
}

TEST(PlayerScenes, ABadFileSwitchesNothing) {
    Player player({});
    player.director().runWithScene(player.loadScene(kActions));
    player.director().mainLoop(1.0f / 60);
    Scene* running = player.director().runningScene();
    testing::internal::CaptureStderr();
    EXPECT_FALSE(player.replaceScene(kSource / "projects/does-not-exist.scene.json"));
    const std::string err = testing::internal::GetCapturedStderr();
    player.director().mainLoop(1.0f / 60);
    EXPECT_EQ(player.director().runningScene(), running);
    EXPECT_NE(err.find("does-not-exist.scene.json"), std::string::npos) << err;
}

}  // namespace
}  // namespace diorama
