#include "diorama/editor/play_session.h"

#include "diorama/editor/document.h"
#include "diorama/serialization/project_file.h"

namespace diorama {

std::unique_ptr<PlaySession> PlaySession::start(Document& doc, std::string& error) {
    SceneContext context = doc.sceneContext();
    context.projectRoot = doc.projectFolder();
    LoadResult loaded = loadSceneText(doc.sceneText(), doc.displayName(), doc.baseDirectory(), context);
    if (!loaded.ok()) {
        error = loaded.error->format();
        return nullptr;
    }
    auto session = std::unique_ptr<PlaySession>(new PlaySession());
    session->m_player = std::make_unique<ScenePlayer>(std::move(loaded.scene), loaded.file);
    return session;
}

void PlaySession::advance(double seconds) {
    if (paused) return;
    m_carry += seconds * double(speed);
    // A stall (a breakpoint, a dialog) does not replay minutes of frames at once.
    if (m_carry > 0.25) m_carry = 0.25;
    while (m_carry + 1e-6 >= double(kStep)) {
        m_player->step(kStep);
        m_carry -= kStep;
    }
}

void PlaySession::stepOnce() { m_player->step(kStep); }

}  // namespace diorama
