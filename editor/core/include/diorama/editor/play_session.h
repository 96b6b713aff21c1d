// Play mode: the document's scene as it is now, copied through its own text and run by
// a ScenePlayer (play/scene_player.h) at fixed 1/60 s steps. The document is never
// touched, so Stop (dropping the session) gives it back exactly: its text, selection
// and undo history.
#pragma once

#include "diorama/play/scene_player.h"

#include <memory>
#include <string>

namespace diorama {

class Document;

class PlaySession {
public:
    static constexpr float kStep = 1.0f / 60.0f;

    // Null, with `error`, when the document's text does not load back (it always should).
    static std::unique_ptr<PlaySession> start(Document& doc, std::string& error);

    // Real seconds at the session's speed, in whole fixed steps (the rest carries over).
    void advance(double seconds);
    void stepOnce();  // one fixed step, paused or not
    void touch(Vec2 world) { m_player->touch(world); }

    Scene& scene() { return m_player->scene(); }
    ScenePlayer& player() { return *m_player; }
    int frame() const { return m_player->frames(); }
    double time() const { return double(m_player->frames()) * kStep; }

    bool paused = false;
    float speed = 1.0f;  // 0.25 to 4

private:
    std::unique_ptr<ScenePlayer> m_player;
    double m_carry = 0;
};

}  // namespace diorama
