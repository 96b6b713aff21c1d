// Which scene follows which: title, play, game over, and back to play. Each scene is a
// file made in the editor; the code here only wires it up.
#pragma once

#include <diorama/player/player.h>

#include <filesystem>

class SceneFlow {
public:
    SceneFlow(diorama::Player& player, std::filesystem::path scenes) : m_player(player), m_scenes(std::move(scenes)) {}

    // The title scene with its input wired, to start the player with; null when the
    // file is bad (the player has printed why).
    std::unique_ptr<diorama::Scene> title();
    // Switch, inside the next frame, to a fresh round or to the game-over screen.
    void play();
    void gameOver(int score);

private:
    // Any tap, or Space / Enter, on `scene` calls `next` once.
    void onAnyTapOrKey(diorama::Scene& scene, std::function<void()> next);

    diorama::Player& m_player;
    std::filesystem::path m_scenes;
};
